import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { useSession } from '../../../session/useSession';
import { socialAuditApi, DATE_FIELDS, MODE_FIELDS, type Filing, type Issue } from '../socialAuditApi';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { showAmount } from '../common/money';
import { TOUCH, usePhone } from '../common/responsive';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { DECISIONS, RECOVERY_MODES, type Decision, type RecoveryMode } from '../common/years';

const isDecision = (value: string): value is Decision => (DECISIONS as readonly string[]).includes(value);
const isMode = (value: string | null): value is RecoveryMode => value !== null && (RECOVERY_MODES as readonly string[]).includes(value);

/**
 * An issue already filed (or carried by another issue's excess) is locked for the block entry
 * officer (spec 2 §4): instead of the form, the filing as stored, read from the block's
 * uploaded issues.
 */
export function FilingDetailsDialog({ issue, onClose }: { issue: Issue; onClose: () => void }) {
  const t = useSocialAuditTranslate();
  const { selectedRole } = useSession();
  const phone = usePhone();
  const filings = useLoad<Filing[]>(
    `uploaded:${issue.block_code}`,
    () => socialAuditApi.uploadedIssues(selectedRole, issue.block_code),
    [],
  );
  const filing = filings.data.find((f) => f.issue_number === issue.issue_number || (f.mapped_issues ?? []).includes(issue.issue_number));

  const rows: [string, ReactNode][] = [];
  if (filing) {
    const decision = String(filing.adhoc_decision);
    rows.push([t('socialAudit.filing.decision'), isDecision(decision) ? t(`socialAudit.filing.decisions.${decision}`) : decision]);
    if (filing.case_status)
      rows.push([
        t('socialAudit.filing.made'),
        filing.case_status === 'YES' ? t('socialAudit.filing.madeYes') : t('socialAudit.filing.madeNo'),
      ]);
    if (filing.remark) rows.push([t('socialAudit.filing.remark'), filing.remark]);
    if (isMode(filing.recovery_mode)) {
      rows.push([t('socialAudit.filing.mode'), t(`socialAudit.filing.modes.${filing.recovery_mode}`)]);
      for (const field of MODE_FIELDS[filing.recovery_mode]) {
        const value = filing[field] ?? '';
        rows.push([
          t(`socialAudit.filing.fields.${field}`),
          DATE_FIELDS.has(field) ? formatDate(value) : field.endsWith('_amount') ? showAmount(value) : value,
        ]);
      }
    }
    if (filing.recovered_amount !== null)
      rows.push([t('socialAudit.verify.listColumns.recoveredAmount'), showAmount(filing.recovered_amount)]);
    rows.push([t('socialAudit.verify.listColumns.totalExpected'), showAmount(filing.total_expected)]);
    if (filing.mapped_issues?.length) rows.push([t('socialAudit.filing.mappedTo'), filing.mapped_issues.join(', ')]);
    if (filing.insufficient_remark) rows.push([t('socialAudit.filing.insufficientRemark'), filing.insufficient_remark]);
    if (filing.excess_remark) rows.push([t('socialAudit.filing.excessRemark'), filing.excess_remark]);
    rows.push([
      t('socialAudit.verify.listColumns.verification'),
      filing.verification_status === 'verified' ? t('socialAudit.verify.verified') : t('socialAudit.verify.notVerified'),
    ]);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      data-testid="filing-locked-dialog"
      aria-labelledby="filing-locked-title"
    >
      <DialogTitle id="filing-locked-title">{t('socialAudit.filing.title', { number: issue.issue_number })}</DialogTitle>
      <DialogContent dividers>
        {filings.loading ? (
          <LinearProgress />
        ) : (
          <Alert data-testid="filing-locked" severity="info" sx={{ mb: 2 }}>
            {filing ? t('socialAudit.filing.locked', { at: formatDateTime(filing.created_at) }) : t('socialAudit.filing.lockedNoDate')}
          </Alert>
        )}
        {!!filings.error && !filings.loading && (
          <Alert severity="error">{serverMessage(filings.error) ?? t('socialAudit.common.loadFailed')}</Alert>
        )}
        {filing && filing.issue_number !== issue.issue_number && (
          <Typography sx={{ mb: 1.5 }}>
            {t('socialAudit.common.filingStatus.mapped')}: {filing.issue_number}
          </Typography>
        )}
        <Box
          component="dl"
          data-testid="filing-details"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="textSecondary" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button data-testid="filing-locked-close" onClick={onClose} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
