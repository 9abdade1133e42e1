import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOffline';
import { READ_MAX_AGE_MS } from '../../../offline/reads';
import { useFieldTranslate } from '../../../offline/useFieldTranslate';
import { useMakeReady, useOnline, type KeepItem } from '../../../offline/useOfflineReady';
import { megabytes } from '../fill-work-file/ImagePicker';

/**
 * The bound of "make ready": the works of the list on screen (the works drawn for the officer in
 * the open cycle, for one agency and year), at most this many, each four answers of a few KB.
 */
export const MAX_READY_WORKS = 50;

const DAYS_KEPT = Math.round(READ_MAX_AGE_MS / (24 * 60 * 60 * 1000));

interface OfflineReadyPanelProps {
  /** Every work of the list, in the list's order, with the reads its work file needs. */
  items: KeepItem[];
  /** How many of them are ready on this phone now. */
  ready: number;
}

/**
 * "Ready for the field" above the level 1 works list (issue 43 item 2): how many works of the list
 * this phone can open without a network, and one action that keeps the work files of the list
 * (at most MAX_READY_WORKS) with its progress and what it took.
 */
export function OfflineReadyPanel({ items, ready }: OfflineReadyPanelProps) {
  const t = useFieldTranslate();
  const online = useOnline();
  const { progress, start } = useMakeReady();
  const bounded = items.slice(0, MAX_READY_WORKS);
  const running = progress.phase === 'running';
  const allReady = items.length > 0 && ready >= items.length;
  if (items.length === 0) return null;
  return (
    <Box
      component="section"
      data-testid="offline-ready"
      data-ready={ready}
      data-total={items.length}
      aria-labelledby="offline-ready-title"
      sx={{ mb: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
    >
      <Typography id="offline-ready-title" component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {t('field.ready.title')}
      </Typography>
      <Typography data-testid="offline-ready-count" variant="body2" sx={{ fontWeight: 600 }}>
        {t('field.ready.count', { ready: Math.min(ready, items.length), total: items.length })}
      </Typography>
      <Typography data-testid="offline-ready-bound" variant="body2" color="textSecondary">
        {t('field.ready.bound', { max: MAX_READY_WORKS, days: DAYS_KEPT })}
        {items.length > MAX_READY_WORKS && ` ${t('field.ready.boundCut', { total: items.length, max: MAX_READY_WORKS })}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button
          data-testid="offline-ready-start"
          variant={allReady ? 'outlined' : 'contained'}
          startIcon={<DownloadForOfflineIcon />}
          disabled={running || !online}
          onClick={() => void start(() => Promise.resolve(bounded))}
        >
          {t(allReady ? 'field.ready.again' : 'field.ready.action')}
        </Button>
        {!online && (
          <Typography variant="body2" color="textSecondary" data-testid="offline-ready-needs-network">
            {t('field.ready.needsNetwork')}
          </Typography>
        )}
      </Box>
      {running && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress
            data-testid="offline-ready-progress"
            variant="determinate"
            value={progress.total === 0 ? 0 : Math.round(((progress.done + progress.failed) / progress.total) * 100)}
            aria-label={t('field.ready.progress', { done: progress.done, total: progress.total, size: megabytes(progress.bytes) })}
          />
          <Typography variant="caption" color="textSecondary" data-testid="offline-ready-progress-text">
            {t('field.ready.progress', { done: progress.done, total: progress.total, size: megabytes(progress.bytes) })}
          </Typography>
        </Box>
      )}
      {progress.phase === 'done' && (
        <Alert role="status" data-testid="offline-ready-done" severity={progress.failed > 0 ? 'warning' : 'success'} sx={{ mt: 1 }}>
          {t('field.ready.done', { done: progress.done, total: progress.total, size: megabytes(progress.bytes) })}
          {progress.failed > 0 && ` ${t('field.ready.failed', { smart_count: progress.failed })}`}
        </Alert>
      )}
    </Box>
  );
}
