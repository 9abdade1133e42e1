import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/t';

/** A full-height "Loading..." placeholder; `testId` tells the session check apart from a chunk load. */
export function PageLoading({ testId = 'page-loading' }: { testId?: string }) {
  return (
    <Box
      data-testid={testId}
      role="status"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('portal.loading')}</Typography>
    </Box>
  );
}
