import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { portalColors } from '../../theme';
import { useAdminTranslate } from '../useAdminTranslate';

interface AdminPageProps {
  testId: string;
  title: string;
  subtitle?: string;
  /** Where the Back button goes; no button without it. */
  backTo?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every administration screen shares: heading, optional Back, page actions. */
export function AdminPage({ testId, title, subtitle, backTo, actions, children }: AdminPageProps) {
  const t = useAdminTranslate();
  const navigate = useNavigate();
  return (
    // A one-column grid with a zero minimum: wide tables scroll inside their own container
    // instead of widening the layout (and the top bar with it) on a phone.
    <Box
      data-testid={testId}
      sx={{ maxWidth: 1400, width: '100%', mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {backTo && (
          <Button
            data-testid="back-button"
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={() => navigate(backTo)}
            sx={{ mt: 0.5 }}
          >
            {t('admin.common.back')}
          </Button>
        )}
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography
            component="h1"
            data-testid="page-title"
            sx={{ fontWeight: 800, color: portalColors.navy, fontSize: { xs: '1.4rem', sm: '1.75rem' }, lineHeight: 1.25 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
