import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../navigation/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { loginLocation } from '../../navigation/paths';
import { portalColors, publicTheme } from '../../theme';

interface FormPageProps {
  testId: string;
  title: string;
  intro: string;
  backLabel: string;
  backTestId: string;
  maxWidth: 'sm' | 'md';
  children: ReactNode;
}

/**
 * The card that holds a public form page (registration, password recovery), with a way back to login.
 * These pages load on demand and are the public pages drawn with MUI, so the portal theme is provided
 * here rather than around the whole app, which would put MUI in the sign-in page's first load.
 */
export function FormPage({ testId, title, intro, backLabel, backTestId, maxWidth, children }: FormPageProps) {
  return (
    <ThemeProvider theme={publicTheme}>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper
          data-testid={testId}
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderTop: `4px solid ${portalColors.navy}`, borderRadius: 2 }}
        >
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, color: portalColors.navy }}>
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.75, mb: 3 }}>
            {intro}
          </Typography>
          {children}
          <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Link
              data-testid={backTestId}
              component={RouterLink}
              to={loginLocation}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
            >
              <ArrowBackIcon fontSize="small" aria-hidden />
              {backLabel}
            </Link>
          </Box>
        </Paper>
      </Container>
    </ThemeProvider>
  );
}
