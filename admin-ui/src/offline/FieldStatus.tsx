import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ReportIcon from '@mui/icons-material/Report';
import { useSession } from '../session/useSession';
import { useFieldTranslate } from './useFieldTranslate';
import { useOutboxRunner, useOutboxStatus } from './useOutbox';

const line = { display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.85rem', lineHeight: 1.3 } as const;

/**
 * The top bar's field line: submissions waiting for network, waiting for a new sign-in, or
 * returned by the server, and that the session runs offline. Also runs the outbox sender.
 */
export function FieldStatus() {
  useOutboxRunner();
  const t = useFieldTranslate();
  const { offline } = useSession();
  const status = useOutboxStatus();
  if (!offline && status.waiting + status.signIn + status.returned === 0) return null;
  return (
    <Box data-testid="topbar-field" sx={{ flex: '1 1 100%', order: 4, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {offline && (
        <Typography component="p" data-testid="topbar-offline" sx={line}>
          <CloudOffIcon fontSize="small" />
          {t('field.offline.session')}
        </Typography>
      )}
      {status.waiting > 0 && (
        <Typography component="p" role="status" data-testid="topbar-outbox" sx={line}>
          <CloudUploadIcon fontSize="small" />
          {t('field.outbox.waiting', { smart_count: status.waiting })}
        </Typography>
      )}
      {status.signIn > 0 && (
        <Typography component="p" role="status" data-testid="topbar-outbox-signin" sx={line}>
          <CloudUploadIcon fontSize="small" />
          {t('field.outbox.signIn', { smart_count: status.signIn })}
        </Typography>
      )}
      {status.returned > 0 && (
        <Typography component="p" role="alert" data-testid="topbar-outbox-returned" sx={line}>
          <ReportIcon fontSize="small" />
          {t('field.outbox.returned', { smart_count: status.returned })}
        </Typography>
      )}
    </Box>
  );
}
