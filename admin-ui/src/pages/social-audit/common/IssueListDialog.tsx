import { useLocale } from 'react-admin';
import { localName } from '../../../i18n/names';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { serverMessage, type Loaded } from '../../../admin/common/useLoad';
import type { Issue } from '../socialAuditApi';
import { issueTypeName } from './years';
import { showAmount } from './money';
import { PagedTable, type Column } from './PagedTable';
import { TOUCH, usePhone } from './responsive';
import { useSocialAuditTranslate, type SocialAuditTranslate } from './useSocialAuditTranslate';

interface IssueListDialogProps {
  title: string;
  testId: string;
  list: Loaded<Issue[]>;
  /** District, block and panchayat columns (lists that span more than one panchayat). */
  showPlace: boolean;
  /** Extra columns before the actions (e.g. the filing status). */
  extraColumns?: Column<Issue>[];
  actions: (issue: Issue) => ReactNode;
  onClose: () => void;
}

/** The columns of spec 2 §2's issue lists: sl no, place, year, issue code, type, response and issue amounts. */
export function issueColumns(t: SocialAuditTranslate, showPlace: boolean, locale = 'en'): Column<Issue>[] {
  const place: Column<Issue>[] = showPlace
    ? [
        {
          key: 'district',
          label: t('socialAudit.recovery.columns.district'),
          render: (issue) => localName(issue.district_name, issue.district_name_kn, locale),
        },
        {
          key: 'block',
          label: t('socialAudit.recovery.columns.block'),
          render: (issue) => localName(issue.block_name, issue.block_name_kn, locale),
        },
        {
          key: 'panchayat',
          label: t('socialAudit.recovery.columns.panchayat'),
          render: (issue) => localName(issue.panchayat_name, issue.panchayat_name_kn, locale),
        },
      ]
    : [];
  return [
    { key: 'sl', label: t('socialAudit.common.slNo'), render: (_, index) => index + 1, card: 'prefix' },
    ...place,
    { key: 'year', label: t('socialAudit.recovery.columns.year'), render: (issue) => issue.finacial_year, nowrap: true },
    {
      key: 'code',
      label: t('socialAudit.recovery.columns.issueCode'),
      render: (issue) => issue.issue_number,
      nowrap: true,
      pin: 'left',
      card: 'title',
    },
    {
      key: 'type',
      label: t('socialAudit.recovery.columns.type'),
      render: (issue) => <span title={issueTypeName(t, issue.issue_type, issue.issue_type_name) ?? undefined}>{issue.issue_type}</span>,
      renderCard: (issue) => {
        const name = issueTypeName(t, issue.issue_type, issue.issue_type_name);
        return name ? `${issue.issue_type} — ${name}` : issue.issue_type;
      },
    },
    {
      key: 'response',
      label: t('socialAudit.recovery.columns.responseAmount'),
      align: 'right',
      render: (issue) => (issue.response_amount === null ? '—' : showAmount(issue.response_amount)),
      nowrap: true,
    },
    {
      key: 'amount',
      label: t('socialAudit.recovery.columns.issueAmount'),
      align: 'right',
      render: (issue) => showAmount(issue.issue_amount),
      nowrap: true,
    },
  ];
}

/**
 * A dialog listing issues (a panchayat's, a type's at a location, a count's of the recovery
 * summary), each with its action buttons. A failed load shows the server's reason (e.g. the
 * TP/GP-only refusal) or the spec's "Unable to fetch available issues."
 */
export function IssueListDialog({ title, testId, list, showPlace, extraColumns = [], actions, onClose }: IssueListDialogProps) {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const phone = usePhone();
  const columns: Column<Issue>[] = [
    ...issueColumns(t, showPlace, locale),
    ...extraColumns,
    {
      key: 'actions',
      label: t('socialAudit.issues.columns.action'),
      render: actions,
      pin: 'right',
      card: 'actions',
    },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="xl" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {list.loading && <LinearProgress data-testid={`${testId}-loading`} sx={{ mb: 1 }} />}
        {list.error && !list.loading ? (
          <Alert
            data-testid={`${testId}-error`}
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
              testId={`${testId}-table`}
              rows={list.data}
              columns={columns}
              rowKey={(issue) => issue.issue_number}
              rowTestId={(issue) => `${testId}-row-${issue.issue_number}`}
              cardTestId={(issue) => `${testId}-card-${issue.issue_number}`}
            />
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button data-testid={`${testId}-close`} onClick={onClose} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
