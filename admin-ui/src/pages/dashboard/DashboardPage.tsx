import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NoRoleNotice } from '../../layout/NoRoleNotice';
import { useSession } from '../../session/useSession';
import { portalColors } from '../../theme';
import { MainOptionCards } from './MainOptionCards';

/**
 * `/dashboard` (spec 1 §2): the welcome, the prompt and the module cards. The modules work
 * as the current role, so an officer who holds none is told whom to ask instead of being
 * offered cards that lead nowhere.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { selectedRole } = useSession();
  return (
    <Box data-testid="dashboard-page" sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <Typography
        data-testid="dashboard-heading"
        component="h1"
        sx={{ fontWeight: 800, color: portalColors.navy, fontSize: { xs: '1.5rem', sm: '2rem' }, lineHeight: 1.25 }}
      >
        {translate('portal.dashboard.heading')}
      </Typography>
      {selectedRole ? (
        <>
          <Typography data-testid="dashboard-prompt" color="textSecondary" sx={{ mt: 1, fontSize: { xs: '1rem', sm: '1.1rem' } }}>
            {translate('portal.dashboard.prompt')}
          </Typography>
          <MainOptionCards />
        </>
      ) : (
        <NoRoleNotice />
      )}
    </Box>
  );
}
