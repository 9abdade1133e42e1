import { useEffect, useRef, useState } from 'react';
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
import { useSession } from '../../../session/useSession';
import { importIssues, type ImportAnswer, type ImportProgress } from '../socialAuditApi';
import { canImportIssues } from '../common/access';
import { TOAST } from '../common/toast';
import { useSocialAuditTranslate, type SocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { serverMessage, withLocalFieldErrors } from '../../../i18n/serverMessage';
import { socialAuditPaths } from '../paths';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REQUIRED_COLUMNS = 'issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount';
const OPTIONAL_COLUMNS =
  'response_amount, issue_cat, issue_subcat, issue_desc, gram_sabha_date, issue_with, issue_status, jobcard_number, household_member_name';

type Outcome = { ok: true; answer: ImportAnswer } | { ok: false; message: string; errors: [string, string][] };

/** The server names each problem by its line: `"line 3"`. */
const lineNumber = (label: string) => Number(/\d+/.exec(label)?.[0] ?? Number.MAX_SAFE_INTEGER);

/** Where a problem is: "Line 3", or the file as a whole. */
const problemPlace = (key: string, t: SocialAuditTranslate) =>
  /^line \d+$/i.test(key)
    ? t('socialAudit.import.errorLine', { line: lineNumber(key) })
    : key === 'file'
      ? t('socialAudit.import.errorFile')
      : key;

/** The server's summary of a stored file, or ours from its counts. */
function doneText(answer: ImportAnswer, t: SocialAuditTranslate) {
  const [inserted, updated, unchanged] = [answer.inserted ?? 0, answer.updated ?? 0, answer.unchanged ?? 0];
  return serverMessage(answer, t('socialAudit.import.done', { rows: inserted + updated + unchanged, inserted, updated }));
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * The STATE ADMIN's issue import (/audit/import): a CSV or Excel file of a social audit round,
 * uploaded with its progress shown, then checked and stored whole or not at all by the server,
 * whose problems are listed by line number (docs/socialaudit-api.md import-issues).
 */
export function ImportIssuesPage() {
  const t = useSocialAuditTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { permissions } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  if (!canImportIssues(permissions)) return <NotAuthorized />;

  const choose = (chosen: File | null) => {
    setOutcome(null);
    setWrongType(false);
    if (chosen && !/\.(csv|xlsx)$/i.test(chosen.name)) {
      setFile(null);
      setWrongType(true);
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress({ phase: 'uploading', percent: 0 });
    aborter.current = new AbortController();
    try {
      const { status, answer } = await importIssues(file, setProgress, aborter.current.signal);
      if (status >= 200 && status < 300 && answer.success !== false) {
        setOutcome({ ok: true, answer });
        notify(doneText(answer, t), { type: 'success', ...TOAST });
        return;
      }
      if (await logoutIfAccessDenied({ status, body: answer })) return;
      // Each line's problem in the officer's language when the server gave its code (errorCodes).
      const errors = Object.entries(withLocalFieldErrors(answer).errors ?? {}).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
      const message = serverMessage(answer, t('socialAudit.import.failed'));
      setOutcome({ ok: false, message, errors });
      notify(message, { type: 'error', ...TOAST });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setOutcome({ ok: false, message: t('socialAudit.import.failedUpload'), errors: [] });
      notify(t('socialAudit.import.failedUpload'), { type: 'error', ...TOAST });
    } finally {
      setProgress(null);
      aborter.current = null;
    }
  };

  const busy = progress !== null;

  return (
    <AdminPage
      testId="audit-import-page"
      title={t('socialAudit.import.title')}
      subtitle={t('socialAudit.import.subtitle')}
      backTo={socialAuditPaths.issuesReport}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t('socialAudit.import.columnsTitle')}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {REQUIRED_COLUMNS}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {OPTIONAL_COLUMNS}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="audit-import-jobcards-hint" sx={{ mt: 0.5 }}>
            {t('socialAudit.import.jobCardsHint')}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="audit-import-workbook-hint" sx={{ mt: 0.5 }}>
            {t('socialAudit.import.workbookHint')}
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={input}
            id="audit-import-file"
            data-testid="audit-import-file"
            type="file"
            accept={ACCEPT}
            hidden
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {t('socialAudit.import.choose')}
          </Button>
          <Typography
            data-testid="audit-import-file-name"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {file ? `${file.name} (${sizeText(file.size)})` : t('socialAudit.import.noFile')}
          </Typography>
          <Button
            data-testid="audit-import-upload"
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={!file || busy}
            onClick={() => void upload()}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('socialAudit.import.upload')}
          </Button>
        </Box>
        {wrongType && (
          <Alert data-testid="audit-import-wrong-type" severity="error">
            {t('socialAudit.import.wrongType')}
          </Alert>
        )}

        {progress && (
          <Box data-testid="audit-import-progress" data-phase={progress.phase} role="status">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {progress.phase === 'uploading'
                ? t('socialAudit.import.uploading', { percent: progress.percent })
                : t('socialAudit.import.processing')}
            </Typography>
            {progress.phase === 'uploading' ? (
              <LinearProgress
                variant="determinate"
                value={progress.percent}
                aria-label={t('socialAudit.import.uploading', { percent: progress.percent })}
              />
            ) : (
              <LinearProgress aria-label={t('socialAudit.import.processing')} />
            )}
          </Box>
        )}

        {outcome?.ok && (
          <Alert data-testid="audit-import-done" severity="success">
            {doneText(outcome.answer, t)}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert data-testid="audit-import-failed" severity="error">
            <AlertTitle>{outcome.message}</AlertTitle>
            {outcome.errors.length > 0 && (
              <>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t('socialAudit.import.errorsTitle', { count: outcome.errors.length })}
                </Typography>
                <Box component="ul" data-testid="audit-import-errors" sx={{ m: 0, pl: 2.5, maxHeight: 360, overflowY: 'auto' }}>
                  {outcome.errors.map(([line, message]) => (
                    <li key={line} data-line={lineNumber(line)}>
                      <strong>{problemPlace(line, t)}</strong>: {message}
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}
      </Paper>
    </AdminPage>
  );
}
