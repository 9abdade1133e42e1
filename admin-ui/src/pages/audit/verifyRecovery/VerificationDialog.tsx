import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelect } from '../../../admin/common/inputs';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { useSession } from '../../../session/useSession';
import { auditApi, type Filing, type LinkedIssue } from '../auditApi';
import { AmountTextField, DateTextField } from '../common/fields';
import { showAmount } from '../common/money';
import { TOAST } from '../common/toast';
import { useAuditTranslate } from '../common/useAuditTranslate';
import {
  EMPTY_ENTRY,
  exceedsIssueAmount,
  verificationEntries,
  verificationFailure,
  verificationProblem,
  type EntryDraft,
} from './verificationRules';

interface VerificationDialogProps {
  filing: Filing;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * The Recovery Verification dialog (spec 2 §2, §3 Verification entry, §5, §8): for the filed
 * issue and each issue its excess was mapped to, the amount credited in the state nodal
 * account, the remittance date, Completed or Incomplete, and a remark. An amount above the
 * issue's amount is not taken.
 */
export function VerificationDialog({ filing, onClose, onVerified }: VerificationDialogProps) {
  const t = useAuditTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const numbers = [filing.issue_number, ...(filing.mapped_issues ?? [])];
  const linked = useLoad<LinkedIssue[]>(`linked:${numbers.join(',')}`, () => auditApi.linkedIssues(selectedRole, numbers), []);
  // The filing's own issue first, then the mapped ones in the filing's order.
  const issues = numbers.map((n) => linked.data.find((issue) => issue.issue_number === n)).filter((i): i is LinkedIssue => !!i);

  const [drafts, setDrafts] = useState<Record<string, EntryDraft>>({});
  const [refused, setRefused] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const update = (issue: LinkedIssue, patch: Partial<EntryDraft>) => {
    setProblem(null);
    setDrafts((previous) => ({ ...previous, [issue.issue_number]: { ...(previous[issue.issue_number] ?? EMPTY_ENTRY), ...patch } }));
  };

  const setAmount = (issue: LinkedIssue, text: string) => {
    const tooMuch = exceedsIssueAmount(text, issue);
    setRefused((previous) => ({ ...previous, [issue.issue_number]: tooMuch }));
    if (!tooMuch) update(issue, { entered_amount: text });
  };

  const submit = async () => {
    const found = verificationProblem(issues, drafts, t);
    if (found) {
      setProblem(found);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await auditApi.verify(selectedRole, filing.issue_number, verificationEntries(issues, drafts));
      if (answer?.success === false) {
        setProblem(t('audit.verify.unexpected'));
        notify(t('audit.verify.unexpected'), { type: 'error', ...TOAST });
        return;
      }
      notify(answer?.message || t('audit.verify.submitted'), { type: 'success', ...TOAST });
      onVerified();
      onClose();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      const message = verificationFailure(error, t);
      setProblem(message);
      notify(message, { type: 'error', ...TOAST });
    } finally {
      setSubmitting(false);
    }
  };

  const alreadyVerified = issues.some((issue) => issue.verification !== null);
  const head = [
    t('audit.verify.entryColumns.serial'),
    t('audit.verify.entryColumns.issueNumber'),
    t('audit.verify.entryColumns.issueAmount'),
    t('audit.verify.entryColumns.responseAmount'),
    t('audit.verify.entryColumns.enteredAmount'),
    t('audit.verify.entryColumns.remittence'),
    t('audit.verify.entryColumns.status'),
    t('audit.verify.entryColumns.remark'),
  ];

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      data-testid="verify-dialog"
      aria-labelledby="verify-title"
    >
      <DialogTitle id="verify-title">{t('audit.verify.dialogTitle', { number: filing.issue_number })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('audit.verify.dialogHint')}
        </Typography>
        {linked.loading && <LinearProgress />}
        {linked.error && !linked.loading ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={linked.reload}>
                {t('audit.common.retry')}
              </Button>
            }
          >
            {serverMessage(linked.error) ?? t('audit.verify.linkedFailed')}
          </Alert>
        ) : (
          !linked.loading && (
            <Box sx={{ overflowX: 'auto' }}>
              {alreadyVerified && (
                <Alert severity="info" sx={{ mb: 1.5 }} data-testid="verify-already">
                  {t('audit.verify.duplicate')}
                </Alert>
              )}
              <Table size="small" data-testid="verify-table">
                <TableHead>
                  <TableRow>
                    {head.map((label) => (
                      <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {issues.map((issue, index) => {
                    const draft = drafts[issue.issue_number] ?? EMPTY_ENTRY;
                    const id = issue.issue_number;
                    return (
                      <TableRow key={id} data-testid={`verify-row-${id}`} sx={{ verticalAlign: 'top' }}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{id}</TableCell>
                        <TableCell align="right">{showAmount(issue.issue_amount)}</TableCell>
                        <TableCell align="right">{issue.response_amount === null ? '—' : showAmount(issue.response_amount)}</TableCell>
                        <TableCell sx={{ minWidth: 130 }}>
                          <AmountTextField
                            label={t('audit.verify.entryColumns.enteredAmount')}
                            value={draft.entered_amount}
                            onChange={(text) => setAmount(issue, text)}
                            testId={`verify-amount-${id}`}
                            error={refused[id] ? t('audit.verify.tooMuch') : null}
                            required
                            inTable
                          />
                        </TableCell>
                        <TableCell sx={{ minWidth: 135 }}>
                          <DateTextField
                            label={t('audit.verify.entryColumns.remittence')}
                            value={draft.remittence}
                            onChange={(remittence) => update(issue, { remittence })}
                            testId={`verify-date-${id}`}
                            required
                            inTable
                          />
                        </TableCell>
                        <TableCell sx={{ minWidth: 130 }}>
                          <NativeSelect
                            label={t('audit.verify.entryColumns.status')}
                            testId={`verify-status-${id}`}
                            value={draft.status}
                            required
                            emptyText={t('audit.verify.chooseStatus')}
                            choices={[
                              { id: 'Completed', name: t('audit.verify.statuses.Completed') },
                              { id: 'Incomplete', name: t('audit.verify.statuses.Incomplete') },
                            ]}
                            onChange={(status) => update(issue, { status: status as EntryDraft['status'] })}
                          />
                        </TableCell>
                        <TableCell sx={{ minWidth: 180 }}>
                          <TextField
                            variant="outlined"
                            value={draft.remark}
                            onChange={(event) => update(issue, { remark: event.target.value })}
                            required
                            size="small"
                            fullWidth
                            multiline
                            slotProps={{
                              htmlInput: { 'data-testid': `verify-remark-${id}`, maxLength: 1000 },
                              inputLabel: { shrink: true },
                            }}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )
        )}
        {problem && (
          <Alert data-testid="verify-error" severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button data-testid="verify-cancel" onClick={onClose} disabled={submitting}>
          {t('audit.common.cancel')}
        </Button>
        <Button
          data-testid="verify-submit"
          variant="contained"
          onClick={() => void submit()}
          disabled={submitting || linked.loading || issues.length === 0}
        >
          {t('audit.verify.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
