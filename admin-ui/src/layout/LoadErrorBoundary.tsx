import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/t';

/**
 * Catches a failed on-demand chunk (network drop, or a deploy that replaced the files)
 * so the officer gets a way out instead of a blank page.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box
        data-testid="load-error"
        role="alert"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          px: 2,
          textAlign: 'center',
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('portal.loadError.title')}
        </Typography>
        <Typography color="text.secondary">{t('portal.loadError.message')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('portal.loadError.action')}
        </Button>
      </Box>
    );
  }
}
