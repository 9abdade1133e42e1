import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { AdminPage } from '../../../admin/common/AdminPage';
import { NotAuthorized } from '../../../admin/common/NotAuthorized';
import { useLoad } from '../../../admin/common/useLoad';
import { formatNumber } from '../../../i18n/format';
import { serverMessage, withLocalFieldErrors } from '../../../i18n/serverMessage';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { canImportLocations } from './access';
import { evidenceApi, type LocationsAnswer } from './evidenceApi';
import { ftoPaths } from '../paths';

const HEADER = 'panchayat_code,latitude,longitude';

type Outcome = { ok: true; message: string } | { ok: false; message: string; errors: [string, string][] };

const lineNumber = (label: string) => Number(/\d+/.exec(label)?.[0] ?? Number.MAX_SAFE_INTEGER);
const problemPlace = (key: string, t: FtoTranslate) =>
  /^line \d+$/i.test(key)
    ? t('fto.evidence.locations.errorLine', { line: lineNumber(key) })
    : key === 'file'
      ? t('fto.evidence.locations.errorFile')
      : key;

function doneText(answer: LocationsAnswer, t: FtoTranslate) {
  const updated = answer.params?.updated ?? answer.updated ?? 0;
  const unchanged = answer.params?.unchanged ?? answer.unchanged ?? 0;
  return serverMessage(answer, t('fto.evidence.locations.done', { updated: formatNumber(updated), unchanged: formatNumber(unchanged) }));
}

/**
 * Gram panchayat office locations (issue 27; /fto/evidence/locations): a STATE or ZP administrator
 * uploads a CSV `panchayat_code,latitude,longitude`; the server stores it whole or names the
 * problem lines. How many panchayats of the jurisdiction have a location is shown above.
 */
export function PanchayatLocationsPage() {
  const t = useFtoTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole, permissions } = useSession();
  const allowed = canImportLocations(selectedRole, permissions ?? []);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const summary = useLoad(
    allowed && selectedRole ? `gp-locations-summary|${roleKey(selectedRole)}` : null,
    () => evidenceApi.locationSummary(selectedRole),
    null as { panchayats: number; located: number } | null,
  );

  if (!allowed) return <NotAuthorized />;

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { status, answer } = await evidenceApi.importLocations(selectedRole, file);
      if (status >= 200 && status < 300 && answer.success !== false) {
        const message = doneText(answer, t);
        setOutcome({ ok: true, message });
        notify(message, { type: 'success' });
        summary.reload();
        return;
      }
      if (await logoutIfAccessDenied({ status, body: answer })) return;
      const errors = Object.entries(withLocalFieldErrors(answer).errors ?? {}).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
      const message = serverMessage(answer, t('fto.evidence.locations.failed'));
      setOutcome({ ok: false, message, errors });
      notify(message, { type: 'error' });
    } catch {
      setOutcome({ ok: false, message: t('fto.evidence.locations.failed'), errors: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      testId="gp-locations-page"
      title={t('fto.evidence.locations.title')}
      subtitle={t('fto.evidence.locations.subtitle')}
      backTo={ftoPaths.photoEvidence}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}>
        {summary.data && (
          <Alert
            severity="info"
            data-testid="gp-locations-summary"
            data-located={summary.data.located}
            data-panchayats={summary.data.panchayats}
          >
            {t('fto.evidence.locations.located', {
              located: formatNumber(summary.data.located),
              panchayats: formatNumber(summary.data.panchayats),
            })}
          </Alert>
        )}
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {HEADER}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={input}
            data-testid="gp-locations-file"
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {t('fto.evidence.locations.choose')}
          </Button>
          {file && (
            <Typography data-testid="gp-locations-file-name" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name}
            </Typography>
          )}
          <Button
            data-testid="gp-locations-upload"
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={!file || busy}
            onClick={() => void upload()}
            sx={{ ml: { sm: 'auto' } }}
          >
            {busy ? t('fto.evidence.locations.uploading') : t('fto.evidence.locations.upload')}
          </Button>
        </Box>
        {busy && <LinearProgress />}
        {outcome?.ok && (
          <Alert data-testid="gp-locations-done" severity="success">
            {outcome.message}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert data-testid="gp-locations-failed" severity="error" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
            <AlertTitle>{outcome.message}</AlertTitle>
            {outcome.errors.length > 0 && (
              <Box component="ul" data-testid="gp-locations-errors" sx={{ m: 0, pl: 2.5, maxHeight: 360, overflowY: 'auto' }}>
                {outcome.errors.map(([line, message]) => (
                  <Box component="li" key={line} sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{problemPlace(line, t)}</strong>: {message}
                  </Box>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Paper>
    </AdminPage>
  );
}
