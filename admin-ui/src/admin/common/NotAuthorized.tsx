import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAdminTranslate } from '../useAdminTranslate';

/** Spec 1 §2/§8: the exact denial text of the STATE-ADMIN-only screens. */
export function NotAuthorized() {
  const t = useAdminTranslate();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 4 }}>
      <Alert data-testid="not-authorized" severity="error" variant="outlined">
        {t('admin.common.notAuthorized')}
      </Alert>
    </Box>
  );
}
