import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { portalColors } from '../../theme';
import { MainOptionCards } from './MainOptionCards';

/** `/dashboard` (spec 1 §2): the welcome and the prompt; the module cards follow in the next issue. */
export function DashboardPage() {
  const translate = useTranslate();
  return (
    <Box data-testid="dashboard-page" sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <Typography
        data-testid="dashboard-heading"
        component="h1"
        sx={{ fontWeight: 800, color: portalColors.navy, fontSize: { xs: '1.5rem', sm: '2rem' }, lineHeight: 1.25 }}
      >
        {translate('portal.dashboard.heading')}
      </Typography>
      <Typography data-testid="dashboard-prompt" color="text.secondary" sx={{ mt: 1, fontSize: { xs: '1rem', sm: '1.1rem' } }}>
        {translate('portal.dashboard.prompt')}
      </Typography>
      <MainOptionCards />
    </Box>
  );
}
