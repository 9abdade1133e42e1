import { useState, type ReactNode } from 'react';
import { useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { DiscardDraftDialog } from '../../../offline/DiscardDraftDialog';
import { isNetworkError } from '../../../offline/reads';
import { useDraft, useDraftValue } from '../../../offline/useDraft';
import { DraftNotes } from '../../../offline/DraftNotes';
import { useFieldTranslate } from '../../../offline/useFieldTranslate';
import { useSession } from '../../../session/useSession';
import { socialAuditApi, DATE_FIELDS, FILING_URL, filingBody, MODE_FIELDS, type Issue } from '../socialAuditApi';
import { PortalDateField } from '../../../ui/date/PortalDateField';
import { AmountTextField } from '../common/fields';
import { showAmount, showPaise, toPaise } from '../common/money';
import { TOUCH, usePhone } from '../common/responsive';
import { TOAST } from '../common/toast';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { DECISIONS, RECOVERY_MODES, type Decision, type RecoveryMode } from '../common/years';
import { compare, EMPTY_DRAFT, filingPayload, filingProblem, type FilingDraft } from './filingRules';
import { localName } from '../../../i18n/names';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';

interface RecoveryFilingDialogProps {
  issue: Issue;
  onClose: () => void;
  /** After the server stored the filing. */
  onFiled: () => void;
}

function Step({ children }: { children: ReactNode }) {
  return <Box sx={{ mt: 2.5 }}>{children}</Box>;
}

interface MapChoicesProps {
  others: readonly Issue[];
  mapped: readonly string[];
  onChange: (mapped: string[]) => void;
}

/**
 * The issues that may carry the excess, on a phone: one full-width row per issue (its
 * checkbox, number, panchayat, type and response amount stacked) instead of a five-column table.
 */
function MapChoices({ others, mapped, onChange }: MapChoicesProps) {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  return (
    <Box component="ul" data-testid="filing-map-table" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {others.map((other) => {
        const checked = mapped.includes(other.issue_number);
        return (
          <Box
            component="li"
            key={other.issue_number}
            sx={{ listStyle: 'none', border: 1, borderColor: checked ? 'primary.main' : 'divider', borderRadius: 1 }}
          >
            <FormControlLabel
              sx={{ m: 0, width: '100%', alignItems: 'flex-start', py: 0.5, pr: 1.5 }}
              control={
                <Checkbox
                  checked={checked}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...mapped, other.issue_number] : mapped.filter((n) => n !== other.issue_number))
                  }
                  slotProps={{ input: { 'data-testid': `filing-map-${other.issue_number}` } as object }}
                />
              }
              label={
                <Box sx={{ pt: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{other.issue_number}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {localName(other.panchayat_name, other.panchayat_name_kn, locale)} · {other.issue_type}
                  </Typography>
                  <Typography variant="body2">
                    {t('socialAudit.filing.mapColumns.responseAmount')}: <strong>{showAmount(other.expected_amount)}</strong>
                  </Typography>
                </Box>
              }
            />
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The recovery filing form of a TP-EO (spec 2 §3 Recovery filing, §4, §5): the ad-hoc
 * committee's decision, whether the recovery was made, its mode and the mode's details. The
 * entered amount is compared with the expected (response) amount as it is typed: less asks for
 * a remark, more asks for other open issues of the block to carry the excess, and a further
 * remark when their total still differs. Every comparison is in paise.
 */
export function RecoveryFilingDialog({ issue, onClose, onFiled }: RecoveryFilingDialogProps) {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const tf = useFieldTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const phone = usePhone();
  const label = t('socialAudit.filing.draftLabel', { number: issue.issue_number });
  // Everything the officer typed is this one object, kept on the device as a draft (docs/field.md).
  const store = useDraft<FilingDraft>({ kind: 'recovery-filing', recordKey: issue.issue_number, label });
  const { value: draft, setValue: setDraft, started, restoredAt } = useDraftValue(store, EMPTY_DRAFT, Boolean(selectedRole));
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Nothing typed is lost silently: with changes (or a kept draft) every way out asks first.
  const requestClose = () => {
    if (submitting) return;
    if (store.changed) setConfirming(true);
    else onClose();
  };

  const update = (patch: Partial<FilingDraft>) => {
    setProblem(null);
    setDraft((previous) => ({ ...previous, ...patch }));
  };

  // The other open issues of the block, read once the entered amount exceeds the expected one.
  const preliminary = compare(draft, issue, []);
  const wantCandidates = preliminary.relation === 'more' || draft.mapped.length > 0;
  const candidates = useLoad<Issue[]>(
    wantCandidates ? `block-issues:${issue.block_code}` : null,
    () => socialAuditApi.blockIssues(selectedRole, issue.block_code),
    [],
  );
  // An issue with nothing to recover (expected 0.00) cannot carry an excess; the issue's own
  // panchayat is listed first.
  const others = candidates.data
    .filter((c) => c.issue_number !== issue.issue_number && (toPaise(c.expected_amount) ?? 0n) > 0n)
    .sort((a, b) => Number(b.panchayat_code === issue.panchayat_code) - Number(a.panchayat_code === issue.panchayat_code));
  const comparison = compare(draft, issue, others);

  const submit = async () => {
    const found = filingProblem(draft, comparison, t);
    if (found) {
      setProblem(found);
      return;
    }
    const payload = filingPayload(draft, issue, comparison);
    setSubmitting(true);
    // No network: the filing waits in the outbox with its draft and goes out when the connection returns.
    const queue = async () => {
      const entry = await store.queue(FILING_URL, { json: filingBody(selectedRole, payload) }, draft).catch(() => null);
      if (!entry) {
        setProblem(tf('field.draft.saveFailed'));
        return;
      }
      notify(tf('field.outbox.queuedSubmission', { label }), { type: 'info', ...TOAST });
      onClose();
    };
    try {
      if (!navigator.onLine) {
        await queue();
        return;
      }
      const kept = await store.flush(draft);
      const answer = await socialAuditApi.fileRecovery(selectedRole, payload, kept?.idempotencyKey ?? store.idempotencyKey());
      await store.finish();
      notify(answerMessage(answer, t('socialAudit.filing.submitted')), { type: 'success', ...TOAST });
      onFiled();
      onClose();
    } catch (error) {
      if (isNetworkError(error)) {
        await queue();
        return;
      }
      if (await logoutIfAccessDenied(error)) return;
      const message = serverMessage(error) ?? t('socialAudit.filing.submitFailed');
      setProblem(message);
      notify(message, { type: 'error', ...TOAST });
    } finally {
      setSubmitting(false);
    }
  };

  const setField = (field: string, value: string) => update({ fields: { ...draft.fields, [field]: value } });
  const remarkField = (key: 'remark' | 'insufficientRemark' | 'excessRemark', label: string) => (
    <TextField
      variant="outlined"
      label={label}
      value={draft[key]}
      onChange={(event) => update({ [key]: event.target.value })}
      required
      multiline
      minRows={2}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `filing-${key}`, maxLength: 1000 }, inputLabel: { shrink: true } }}
    />
  );

  const amounts = {
    entered: comparison.entered === null ? '' : showPaise(comparison.entered),
    expected: showPaise(comparison.expected),
    difference:
      comparison.entered === null
        ? ''
        : showPaise(
            comparison.entered > comparison.expected ? comparison.entered - comparison.expected : comparison.expected - comparison.entered,
          ),
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      data-testid="filing-dialog"
      aria-labelledby="filing-title"
    >
      <DialogTitle id="filing-title">{t('socialAudit.filing.title', { number: issue.issue_number })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <DraftNotes
          wording="submission"
          restoredAt={restoredAt}
          rejection={store.rejection}
          queued={store.queued}
          saveFailed={store.saveFailed}
        />
        {!started && (
          <Box data-testid="filing-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        )}
        {started && (
          <>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <Typography variant="body2">
                {localName(issue.panchayat_name, issue.panchayat_name_kn, locale)} · {issue.finacial_year} · {issue.issue_type}
              </Typography>
              <Typography variant="body2" data-testid="filing-issue-amount">
                {t('socialAudit.filing.issueAmount')}: <strong>{showAmount(issue.issue_amount)}</strong>
              </Typography>
              <Typography variant="body2" data-testid="filing-expected">
                {t('socialAudit.filing.responseAmount')}: <strong>{showPaise(comparison.expected)}</strong>
              </Typography>
            </Box>

            <Step>
              <FormControl>
                <FormLabel id="filing-decision-label" required>
                  {t('socialAudit.filing.decision')}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="filing-decision-label"
                  value={draft.decision ?? ''}
                  onChange={(event) => update({ decision: event.target.value as Decision })}
                >
                  {DECISIONS.map((decision) => (
                    <FormControlLabel
                      key={decision}
                      value={decision}
                      control={<Radio slotProps={{ input: { 'data-testid': `filing-decision-${decision}` } as object }} />}
                      label={t(`socialAudit.filing.decisions.${decision}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            </Step>

            {draft.decision && draft.decision !== 'recovery' && <Step>{remarkField('remark', t('socialAudit.filing.remark'))}</Step>}

            {draft.decision === 'recovery' && (
              <Step>
                <FormControl>
                  <FormLabel id="filing-made-label" required>
                    {t('socialAudit.filing.made')}
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="filing-made-label"
                    value={draft.caseStatus ?? ''}
                    onChange={(event) => update({ caseStatus: event.target.value as 'YES' | 'NO' })}
                  >
                    <FormControlLabel
                      value="YES"
                      control={<Radio slotProps={{ input: { 'data-testid': 'filing-made-YES' } as object }} />}
                      label={t('socialAudit.filing.madeYes')}
                    />
                    <FormControlLabel
                      value="NO"
                      control={<Radio slotProps={{ input: { 'data-testid': 'filing-made-NO' } as object }} />}
                      label={t('socialAudit.filing.madeNo')}
                    />
                  </RadioGroup>
                </FormControl>
              </Step>
            )}

            {draft.decision === 'recovery' && draft.caseStatus === 'NO' && (
              <Step>{remarkField('remark', t('socialAudit.filing.remark'))}</Step>
            )}

            {draft.decision === 'recovery' && draft.caseStatus === 'YES' && (
              <Step>
                <FormControl>
                  <FormLabel id="filing-mode-label" required>
                    {t('socialAudit.filing.mode')}
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="filing-mode-label"
                    value={draft.mode ?? ''}
                    onChange={(event) => update({ mode: event.target.value as RecoveryMode })}
                  >
                    {RECOVERY_MODES.map((mode) => (
                      <FormControlLabel
                        key={mode}
                        value={mode}
                        control={<Radio slotProps={{ input: { 'data-testid': `filing-mode-${mode}` } as object }} />}
                        label={t(`socialAudit.filing.modes.${mode}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
                {draft.mode && (
                  <Box
                    data-testid={`filing-mode-fields-${draft.mode}`}
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      mt: 1.5,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
                    }}
                  >
                    {MODE_FIELDS[draft.mode].map((field) => {
                      const props = {
                        label: t(`socialAudit.filing.fields.${field}`),
                        value: draft.fields[field] ?? '',
                        onChange: (value: string) => setField(field, value),
                        testId: `filing-${field}`,
                        required: true,
                      };
                      if (DATE_FIELDS.has(field)) return <PortalDateField {...props} key={field} />;
                      if (field.endsWith('_amount')) return <AmountTextField {...props} key={field} />;
                      return (
                        <TextField
                          variant="outlined"
                          key={field}
                          label={props.label}
                          value={props.value}
                          onChange={(event) => setField(field, event.target.value)}
                          required
                          size="small"
                          fullWidth
                          slotProps={{ htmlInput: { 'data-testid': props.testId, maxLength: 100 }, inputLabel: { shrink: true } }}
                        />
                      );
                    })}
                  </Box>
                )}
                {comparison.relation === 'less' && (
                  <>
                    <Alert data-testid="filing-warning-less" severity="error" sx={{ mt: 2 }}>
                      {t('socialAudit.filing.less', amounts)}
                    </Alert>
                    <Box sx={{ mt: 1.5 }}>{remarkField('insufficientRemark', t('socialAudit.filing.insufficientRemark'))}</Box>
                  </>
                )}
                {comparison.relation === 'more' && (
                  <>
                    <Alert data-testid="filing-warning-more" severity="error" sx={{ mt: 2 }}>
                      {t('socialAudit.filing.exceeds', amounts)}
                    </Alert>
                    <Box component="section" sx={{ mt: 2 }}>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {t('socialAudit.filing.mapTitle')}
                      </Typography>
                      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                        {t('socialAudit.filing.mapHint')}
                      </Typography>
                      {candidates.loading && <LinearProgress />}
                      {candidates.error && !candidates.loading ? (
                        <Alert
                          severity="error"
                          action={
                            <Button color="inherit" size="small" onClick={candidates.reload}>
                              {t('socialAudit.common.retry')}
                            </Button>
                          }
                        >
                          {serverMessage(candidates.error) ?? t('socialAudit.filing.blockIssuesFailed')}
                        </Alert>
                      ) : !candidates.loading && others.length === 0 ? (
                        <Typography data-testid="filing-map-none" color="textSecondary">
                          {t('socialAudit.filing.mapNone')}
                        </Typography>
                      ) : phone ? (
                        <MapChoices others={others} mapped={draft.mapped} onChange={(mapped) => update({ mapped })} />
                      ) : (
                        <Box sx={{ overflowX: 'auto', maxHeight: 320 }}>
                          <Table size="small" stickyHeader data-testid="filing-map-table">
                            <TableHead>
                              <TableRow>
                                <TableCell padding="checkbox" />
                                <TableCell sx={{ fontWeight: 700 }}>{t('socialAudit.filing.mapColumns.issue')}</TableCell>
                                <TableCell sx={{ fontWeight: 700 }}>{t('socialAudit.filing.mapColumns.panchayat')}</TableCell>
                                <TableCell sx={{ fontWeight: 700 }}>{t('socialAudit.filing.mapColumns.type')}</TableCell>
                                <TableCell sx={{ fontWeight: 700 }} align="right">
                                  {t('socialAudit.filing.mapColumns.responseAmount')}
                                </TableCell>
                              </TableRow>
                            </TableHead>
                            <TableBody>
                              {others.map((other) => {
                                const checked = draft.mapped.includes(other.issue_number);
                                return (
                                  <TableRow key={other.issue_number} hover selected={checked}>
                                    <TableCell padding="checkbox">
                                      <Checkbox
                                        checked={checked}
                                        onChange={(event) =>
                                          update({
                                            mapped: event.target.checked
                                              ? [...draft.mapped, other.issue_number]
                                              : draft.mapped.filter((n) => n !== other.issue_number),
                                          })
                                        }
                                        slotProps={{
                                          input: {
                                            'data-testid': `filing-map-${other.issue_number}`,
                                            'aria-label': other.issue_number,
                                          } as object,
                                        }}
                                      />
                                    </TableCell>
                                    <TableCell>{other.issue_number}</TableCell>
                                    <TableCell>{localName(other.panchayat_name, other.panchayat_name_kn, locale)}</TableCell>
                                    <TableCell>{other.issue_type}</TableCell>
                                    <TableCell align="right">{showAmount(other.expected_amount)}</TableCell>
                                  </TableRow>
                                );
                              })}
                            </TableBody>
                          </Table>
                        </Box>
                      )}
                      {draft.mapped.length > 0 && (
                        <Box sx={{ mt: 1.5 }}>
                          <Typography data-testid="filing-mapped-total" sx={{ fontWeight: 700 }}>
                            {t('socialAudit.filing.mappedTotal', { total: showPaise(comparison.mappedTotal) })}
                          </Typography>
                          {comparison.mappedTotal === comparison.entered ? (
                            <Typography data-testid="filing-mapped-equal" color="success.main" variant="body2">
                              {t('socialAudit.filing.mappedEqual')}
                            </Typography>
                          ) : (
                            <>
                              <Alert data-testid="filing-warning-mismatch" severity="error" sx={{ mt: 1 }}>
                                {t('socialAudit.filing.mappedDiffers', {
                                  total: showPaise(comparison.mappedTotal),
                                  entered: amounts.entered,
                                })}
                              </Alert>
                              <Box sx={{ mt: 1.5 }}>{remarkField('excessRemark', t('socialAudit.filing.excessRemark'))}</Box>
                            </>
                          )}
                        </Box>
                      )}
                    </Box>
                  </>
                )}
              </Step>
            )}
          </>
        )}
        {problem && (
          <Alert data-testid="filing-error" severity="error" sx={{ mt: 2.5 }} role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Button data-testid="filing-cancel" onClick={requestClose} disabled={submitting} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.cancel')}
        </Button>
        <Button
          data-testid="filing-submit"
          variant="contained"
          onClick={() => void submit()}
          disabled={submitting || !started || store.queued !== null}
          sx={phone ? { ...TOUCH, flex: '1 1 auto' } : undefined}
        >
          {t('socialAudit.filing.submit')}
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
