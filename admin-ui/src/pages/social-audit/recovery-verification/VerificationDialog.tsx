import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelect } from '../../../admin/common/inputs';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { DiscardDraftDialog } from '../../../offline/DiscardDraftDialog';
import { isNetworkError } from '../../../offline/reads';
import { useDraft, useDraftValue } from '../../../offline/useDraft';
import { DraftNotes } from '../../../offline/DraftNotes';
import { useFieldTranslate } from '../../../offline/useFieldTranslate';
import { useSession } from '../../../session/useSession';
import { socialAuditApi, verificationBody, VERIFY_URL, type Filing, type LinkedIssue } from '../socialAuditApi';
import { PortalDateField } from '../../../ui/date/PortalDateField';
import { AmountTextField } from '../common/fields';
import { showAmount } from '../common/money';
import { TOUCH, usePhone, useWideDesktop } from '../common/responsive';
import { TOAST } from '../common/toast';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import {
  EMPTY_ENTRY,
  exceedsIssueAmount,
  verificationEntries,
  verificationFailure,
  verificationProblem,
  type EntryDraft,
} from './verificationRules';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';
import { todayIso } from '../../../i18n/format';

interface VerificationDialogProps {
  filing: Filing;
  onClose: () => void;
  onVerified: () => void;
}

/** The columns whose inputs are required, marked * in the table's headings. */
const REQUIRED_COLUMNS = new Set(['enteredAmount', 'remittence', 'status', 'remark']);

/**
 * The Recovery Verification dialog (spec 2 §2, §3 Verification entry, §5, §8): for the filed
 * issue and each issue its excess was mapped to, the amount credited in the state nodal
 * account, the remittance date, Completed or Incomplete, and a remark. An amount above the
 * issue's amount is not taken.
 */
export function VerificationDialog({ filing, onClose, onVerified }: VerificationDialogProps) {
  const t = useSocialAuditTranslate();
  const tf = useFieldTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const phone = usePhone();
  const wide = useWideDesktop();
  const numbers = [filing.issue_number, ...(filing.mapped_issues ?? [])];
  const linked = useLoad<LinkedIssue[]>(`linked:${numbers.join(',')}`, () => socialAuditApi.linkedIssues(selectedRole, numbers), []);
  // The filing's own issue first, then the mapped ones in the filing's order.
  const issues = numbers.map((n) => linked.data.find((issue) => issue.issue_number === n)).filter((i): i is LinkedIssue => !!i);

  // What the officer typed, by issue number: the whole form in one object, kept on the device as
  // a draft (docs/field.md). `refused` only marks an amount just refused for exceeding the issue amount.
  const draftLabel = t('socialAudit.verify.draftLabel', { number: filing.issue_number });
  const store = useDraft<Record<string, EntryDraft>>({ kind: 'sdata-verification', recordKey: filing.issue_number, label: draftLabel });
  const {
    value: drafts,
    setValue: setDrafts,
    started,
    restoredAt,
  } = useDraftValue<Record<string, EntryDraft>>(store, {}, Boolean(selectedRole));
  const [refused, setRefused] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** Submit was pressed: from then on each empty field says so under itself. */
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The last submission got no answer at all: the error offers to leave it to the outbox. */
  const [unanswered, setUnanswered] = useState(false);
  // Nothing typed is lost silently: with changes (or a kept draft) every way out asks first.
  const requestClose = () => {
    if (submitting) return;
    if (store.changed) setConfirming(true);
    else onClose();
  };

  const update = (issue: LinkedIssue, patch: Partial<EntryDraft>) => {
    setProblem(null);
    setUnanswered(false);
    setDrafts((previous) => ({ ...previous, [issue.issue_number]: { ...(previous[issue.issue_number] ?? EMPTY_ENTRY), ...patch } }));
  };

  const setAmount = (issue: LinkedIssue, text: string) => {
    const tooMuch = exceedsIssueAmount(text, issue);
    setRefused((previous) => ({ ...previous, [issue.issue_number]: tooMuch }));
    if (!tooMuch) update(issue, { entered_amount: text });
  };

  // No network: the verification waits in the outbox with its draft and goes out when the connection returns.
  const queue = async () => {
    const body = { json: verificationBody(selectedRole, filing.issue_number, verificationEntries(issues, drafts)) };
    const entry = await store.queue(VERIFY_URL, body, drafts).catch(() => null);
    if (!entry) {
      setProblem(tf('field.draft.saveFailed'));
      return;
    }
    notify(tf('field.outbox.queuedSubmission', { label: draftLabel }), { type: 'info', ...TOAST });
    onClose();
  };

  const sendLater = async () => {
    setSubmitting(true);
    setUnanswered(false);
    try {
      await queue();
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async () => {
    setTried(true);
    const found = verificationProblem(issues, drafts, t);
    if (found) {
      setProblem(found);
      return;
    }
    const entries = verificationEntries(issues, drafts);
    setSubmitting(true);
    setUnanswered(false);
    try {
      if (!navigator.onLine) {
        await queue();
        return;
      }
      const kept = await store.flush(drafts);
      const answer = await socialAuditApi.verify(
        selectedRole,
        filing.issue_number,
        entries,
        kept?.idempotencyKey ?? store.idempotencyKey(),
      );
      await store.finish();
      notify(answerMessage(answer, t('socialAudit.verify.submitted')), { type: 'success', ...TOAST });
      onVerified();
      onClose();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      // Spec 2 §8 answers a request that got no answer with "Submission failed. Please try
      // again." The draft (and its key) is kept, so trying again is stored once; the officer
      // may also leave it to the outbox.
      if (isNetworkError(error)) setUnanswered(true);
      const message = verificationFailure(error, t);
      setProblem(message);
      notify(message, { type: 'error', ...TOAST });
    } finally {
      setSubmitting(false);
    }
  };

  const alreadyVerified = issues.some((issue) => issue.verification !== null);
  const label = {
    serial: t('socialAudit.verify.entryColumns.serial'),
    issueNumber: t('socialAudit.verify.entryColumns.issueNumber'),
    issueAmount: t('socialAudit.verify.entryColumns.issueAmount'),
    responseAmount: t('socialAudit.verify.entryColumns.responseAmount'),
    enteredAmount: t('socialAudit.verify.entryColumns.enteredAmount'),
    remittence: t('socialAudit.verify.entryColumns.remittence'),
    status: t('socialAudit.verify.entryColumns.status'),
    remark: t('socialAudit.verify.entryColumns.remark'),
  };

  /** The four inputs of an issue; in the table they go without visible labels (the column headings name them). */
  const inputs = (issue: LinkedIssue, inTable: boolean) => {
    const draft = drafts[issue.issue_number] ?? EMPTY_ENTRY;
    const id = issue.issue_number;
    const size = phone ? 'medium' : 'small';
    const need = (blank: boolean) => (tried && blank ? t('socialAudit.verify.required') : null);
    return {
      amount: (
        <AmountTextField
          label={label.enteredAmount}
          value={draft.entered_amount}
          onChange={(text) => setAmount(issue, text)}
          testId={`verify-amount-${id}`}
          error={refused[id] ? t('socialAudit.verify.tooMuch') : need(draft.entered_amount.trim() === '')}
          required
          inTable={inTable}
          size={size}
        />
      ),
      date: (
        <PortalDateField
          label={label.remittence}
          value={draft.remittence}
          onChange={(remittence) => update(issue, { remittence })}
          max={todayIso()}
          testId={`verify-date-${id}`}
          error={need(draft.remittence.trim() === '')}
          required
          inTable={inTable}
          size={size}
        />
      ),
      status: (
        <NativeSelect
          label={label.status}
          testId={`verify-status-${id}`}
          value={draft.status}
          error={need(draft.status === '')}
          required
          size={size}
          emptyText={t('socialAudit.verify.chooseStatus')}
          choices={[
            { id: 'Completed', name: t('socialAudit.verify.statuses.Completed') },
            { id: 'Incomplete', name: t('socialAudit.verify.statuses.Incomplete') },
          ]}
          onChange={(status) => update(issue, { status: status as EntryDraft['status'] })}
        />
      ),
      remark: (
        <TextField
          variant="outlined"
          label={inTable ? undefined : label.remark}
          value={draft.remark}
          onChange={(event) => update(issue, { remark: event.target.value })}
          error={!!need(draft.remark.trim() === '')}
          helperText={need(draft.remark.trim() === '') ?? undefined}
          required
          size={size}
          fullWidth
          multiline
          minRows={2}
          slotProps={{
            htmlInput: { 'data-testid': `verify-remark-${id}`, maxLength: 1000, 'aria-label': inTable ? label.remark : undefined },
            inputLabel: { shrink: true },
          }}
        />
      ),
    };
  };

  // From 1200 px the eight columns fit one table row with fixed shares of the width, so no
  // input is cut; below that each issue is a block of its own with full-width inputs.
  const table = (
    <Table size="small" data-testid="verify-table" sx={{ tableLayout: 'fixed', '& td, & th': { px: 1 } }}>
      <colgroup>
        {[4, 15, 9, 9, 14, 14, 15, 20].map((share, index) => (
          <Box component="col" key={index} sx={{ width: `${share}%` }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          {Object.entries(label).map(([key, text]) => (
            <TableCell key={key} sx={{ fontWeight: 700, verticalAlign: 'bottom' }} data-testid={`verify-heading-${key}`}>
              {text}
              {REQUIRED_COLUMNS.has(key) && (
                // The inputs under it are required (their own labels are hidden in the table).
                <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
                  {' *'}
                </Box>
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {issues.map((issue, index) => {
          const id = issue.issue_number;
          const field = inputs(issue, true);
          return (
            <TableRow key={id} data-testid={`verify-row-${id}`} sx={{ verticalAlign: 'top' }}>
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{id}</TableCell>
              <TableCell align="right">{showAmount(issue.issue_amount)}</TableCell>
              <TableCell align="right">{issue.response_amount === null ? '—' : showAmount(issue.response_amount)}</TableCell>
              <TableCell>{field.amount}</TableCell>
              <TableCell>{field.date}</TableCell>
              <TableCell>{field.status}</TableCell>
              <TableCell>{field.remark}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
  const blocks = (
    <Box component="ol" data-testid="verify-cards" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {issues.map((issue, index) => {
        const id = issue.issue_number;
        const field = inputs(issue, false);
        return (
          <Paper component="li" variant="outlined" key={id} data-testid={`verify-card-${id}`} sx={{ listStyle: 'none', p: 1.5 }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 0.75 }}>
                {index + 1}.
              </Box>
              {id}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, mt: 0.5, mb: 1.5, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5 }}
            >
              {[
                [label.issueAmount, showAmount(issue.issue_amount)],
                [label.responseAmount, issue.response_amount === null ? '—' : showAmount(issue.response_amount)],
              ].map(([name, value]) => (
                <Box key={name}>
                  <Typography component="dt" variant="caption" color="textSecondary">
                    {name}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              {field.amount}
              {field.date}
              {field.status}
              <Box sx={{ gridColumn: '1 / -1' }}>{field.remark}</Box>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );

  return (
    <Dialog
      open
      onClose={requestClose}
      fullWidth
      fullScreen={phone}
      maxWidth="lg"
      data-testid="verify-dialog"
      aria-labelledby="verify-title"
    >
      <DialogTitle id="verify-title">{t('socialAudit.verify.dialogTitle', { number: filing.issue_number })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <DraftNotes
          wording="submission"
          restoredAt={restoredAt}
          rejection={store.rejection}
          queued={store.queued}
          saveFailed={store.saveFailed}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('socialAudit.verify.dialogHint')}
        </Typography>
        {!started && (
          <Box data-testid="verify-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        )}
        {linked.loading && <LinearProgress />}
        {linked.error && !linked.loading ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={linked.reload}>
                {t('socialAudit.common.retry')}
              </Button>
            }
          >
            {serverMessage(linked.error) ?? t('socialAudit.verify.linkedFailed')}
          </Alert>
        ) : (
          !linked.loading &&
          started && (
            <>
              {alreadyVerified && (
                <Alert severity="info" sx={{ mb: 1.5 }} data-testid="verify-already">
                  {t('socialAudit.verify.duplicate')}
                </Alert>
              )}
              {wide ? table : blocks}
            </>
          )
        )}
        {problem && (
          <Alert data-testid="verify-error" severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {problem && unanswered && (
          // Beside the error rather than in it: the error's text is the spec's message alone.
          <Button
            data-testid="verify-send-later"
            variant="outlined"
            disabled={submitting}
            onClick={() => void sendLater()}
            sx={{ mt: 1, ...(phone ? TOUCH : {}) }}
          >
            {tf('field.outbox.sendLater')}
          </Button>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Button data-testid="verify-cancel" onClick={requestClose} disabled={submitting} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.cancel')}
        </Button>
        <Button
          data-testid="verify-submit"
          variant="contained"
          onClick={() => void submit()}
          disabled={submitting || linked.loading || issues.length === 0 || !started || store.queued !== null}
          sx={phone ? { ...TOUCH, flex: '1 1 auto' } : undefined}
        >
          {t('socialAudit.verify.submit')}
        </Button>
      </DialogActions>
      <DiscardDraftDialog
        open={confirming}
        onContinue={() => setConfirming(false)}
        onKeep={() => {
          setConfirming(false);
          void store.flush().finally(onClose);
        }}
        onDiscard={() => {
          setConfirming(false);
          void store.discard().finally(onClose);
        }}
      />
    </Dialog>
  );
}
