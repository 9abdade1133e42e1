import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { portalColors } from '../../theme';

interface ErrorPageProps {
  testId: string;
  code: string;
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
  icon: ReactNode;
}

/** The shared body of the 401 and 404 pages; it carries no layout so it fits either shell. */
export function ErrorPage({ testId, code, title, message, actionLabel, actionTo, icon }: ErrorPageProps) {
  const navigate = useNavigate();

  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 5, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 560,
          width: '100%',
          textAlign: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 4, sm: 5 },
          borderTop: `4px solid ${portalColors.maroon}`,
        }}
      >
        <Box aria-hidden sx={{ color: portalColors.maroon, mb: 1, '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
        <Typography
          data-testid="error-code"
          component="p"
          sx={{ fontSize: { xs: '4rem', sm: '5rem' }, fontWeight: 800, lineHeight: 1, color: portalColors.navy }}
        >
          {code}
        </Typography>
        <Typography data-testid="error-title" component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
          {title}
        </Typography>
        <Typography data-testid="error-message" color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
        <Button data-testid="error-action" variant="contained" size="large" sx={{ mt: 4 }} onClick={() => navigate(actionTo)}>
          {actionLabel}
        </Button>
      </Paper>
    </Box>
  );
}
