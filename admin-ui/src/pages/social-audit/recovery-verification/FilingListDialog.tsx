import { useLocale } from 'react-admin';
import { localName } from '../../../i18n/names';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { serverMessage, type Loaded } from '../../../admin/common/useLoad';
import type { Filing } from '../socialAuditApi';
import { formatDateTime } from '../../../i18n/format';
import { showAmount } from '../common/money';
import { PagedTable, type Column } from '../common/PagedTable';
import { TOUCH, usePhone } from '../common/responsive';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { DECISIONS, type Decision } from '../common/years';

interface FilingListDialogProps {
  title: string;
  list: Loaded<Filing[]>;
  /** The current role may verify (SDATA). */
  mayVerify: boolean;
  onVerify: (filing: Filing) => void;
  onClose: () => void;
}

/** A recovery made and not yet verified is what an SDATA officer verifies. */
export const verifiable = (filing: Filing) =>
  filing.adhoc_decision === 'recovery' && filing.case_status === 'YES' && filing.verification_status !== 'verified';

/** The filtered issues dialog of the Recovery Summary (spec 2 §2, §4): the filings behind a count. */
export function FilingListDialog({ title, list, mayVerify, onVerify, onClose }: FilingListDialogProps) {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const phone = usePhone();
  const decision = (value: string) =>
    (DECISIONS as readonly string[]).includes(value) ? t(`socialAudit.filing.decisions.${value as Decision}`) : value;
  const columns: Column<Filing>[] = [
    { key: 'sl', label: t('socialAudit.common.slNo'), render: (_, index) => index + 1, card: 'prefix' },
    {
      key: 'issue',
      label: t('socialAudit.verify.listColumns.issueNumber'),
      render: (f) => f.issue_number,
      nowrap: true,
      pin: 'left',
      card: 'title',
    },
    {
      key: 'panchayat',
      label: t('socialAudit.verify.listColumns.panchayat'),
      render: (f) => `${localName(f.panchayat_name, f.panchayat_name_kn, locale)} (${localName(f.block_name, f.block_name_kn, locale)})`,
      card: 'wide',
    },
    { key: 'type', label: t('socialAudit.verify.listColumns.type'), render: (f) => f.issue_type },
    {
      key: 'issueAmount',
      label: t('socialAudit.verify.listColumns.issueAmount'),
      align: 'right',
      render: (f) => showAmount(f.issue_amount),
      nowrap: true,
    },
    {
      key: 'response',
      label: t('socialAudit.verify.listColumns.responseAmount'),
      align: 'right',
      render: (f) => (f.response_amount === null ? '—' : showAmount(f.response_amount)),
      nowrap: true,
    },
    { key: 'decision', label: t('socialAudit.verify.listColumns.decision'), render: (f) => decision(String(f.adhoc_decision)) },
    {
      key: 'made',
      label: t('socialAudit.verify.listColumns.caseStatus'),
      render: (f) => (f.case_status === 'YES' ? t('socialAudit.common.yes') : f.case_status === 'NO' ? t('socialAudit.common.no') : '—'),
    },
    {
      key: 'recovered',
      label: t('socialAudit.verify.listColumns.recoveredAmount'),
      align: 'right',
      render: (f) => (f.recovered_amount === null ? '—' : showAmount(f.recovered_amount)),
      nowrap: true,
    },
    {
      key: 'expected',
      label: t('socialAudit.verify.listColumns.totalExpected'),
      align: 'right',
      render: (f) => <span title={f.mapped_issues?.length ? f.mapped_issues.join(', ') : undefined}>{showAmount(f.total_expected)}</span>,
      // A touch screen has no hover title: the card names the mapped issues under the amount.
      renderCard: (f) => (
        <>
          {showAmount(f.total_expected)}
          {!!f.mapped_issues?.length && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
              {t('socialAudit.filing.mappedTo')}: {f.mapped_issues.join(', ')}
            </Box>
          )}
        </>
      ),
      nowrap: true,
    },
    { key: 'filed', label: t('socialAudit.verify.listColumns.filedAt'), render: (f) => formatDateTime(f.created_at), nowrap: true },
    {
      key: 'verification',
      label: t('socialAudit.verify.listColumns.verification'),
      card: 'badge',
      render: (f) =>
        f.verification_status === 'verified' ? (
          <Chip data-testid={`verification-${f.issue_number}`} size="small" color="success" label={t('socialAudit.verify.verified')} />
        ) : (
          <Chip
            data-testid={`verification-${f.issue_number}`}
            size="small"
            variant="outlined"
            label={t('socialAudit.verify.notVerified')}
          />
        ),
    },
  ];
  if (mayVerify) {
    columns.push({
      key: 'action',
      label: t('socialAudit.verify.listColumns.action'),
      pin: 'right',
      card: 'actions',
      render: (f) =>
        verifiable(f) ? (
          <Button
            data-testid={`verify-issue-${f.issue_number}`}
            size="small"
            variant="contained"
            aria-label={t('socialAudit.verify.verifyLabel', { number: f.issue_number })}
            onClick={() => onVerify(f)}
          >
            {t('socialAudit.verify.verifyButton')}
          </Button>
        ) : null,
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="xl"
      data-testid="filing-list-dialog"
      aria-labelledby="filing-list-title"
    >
      <DialogTitle id="filing-list-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {list.loading && <LinearProgress sx={{ mb: 1 }} />}
        {list.error && !list.loading ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={list.reload}>
                {t('socialAudit.common.retry')}
              </Button>
            }
          >
            {serverMessage(list.error) ?? t('socialAudit.issues.fetchFailed')}
          </Alert>
        ) : (
          (!list.loading || list.data.length > 0) && (
            <PagedTable
              testId="filing-list-table"
              rows={list.data}
              columns={columns}
              rowKey={(f) => f.issue_number}
              rowTestId={(f) => `filing-row-${f.issue_number}`}
              cardTestId={(f) => `filing-card-${f.issue_number}`}
            />
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button data-testid="filing-list-close" onClick={onClose} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
