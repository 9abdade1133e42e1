import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useOfflineSavedAt } from './offlineReads';
import { stamp, useFieldTranslate } from './useFieldTranslate';

/**
 * "Saved {time}, offline" when what the page shows was kept on the device because the server
 * could not be reached. Without `at`, the oldest kept answer on screen decides.
 */
export function OfflineSavedNote({ at }: { at?: number | null }) {
  const t = useFieldTranslate();
  const onScreen = useOfflineSavedAt();
  const savedAt = at === undefined ? onScreen : at;
  if (savedAt === null) return null;
  return (
    <Alert data-testid="offline-saved" severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mb: 1.5 }}>
      {t('field.offline.saved', { at: stamp(savedAt) })}
    </Alert>
  );
}
