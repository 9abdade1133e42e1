import { useEffect, useMemo, useState } from 'react';
import { useLocale, useLogoutIfAccessDenied } from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { AdminPage } from '../../../admin/common/AdminPage';
import { useLoad } from '../../../admin/common/useLoad';
import { NoRoleNotice } from '../../../layout/NoRoleNotice';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { socialAuditApi, type Issue, type RecoveredReportRow, type Report } from '../socialAuditApi';
import { actingAs, canDrillDown, canFileRecovery } from '../common/access';
import { AmountBars } from '../common/AmountBars';
import { exportCsv } from '../common/csv';
import { filingStatusText } from '../common/filingStatus';
import { IssueListDialog } from '../common/IssueListDialog';
import { buildMatrix, cellOf, type Cell } from '../common/matrix';
import { CountButton, MatrixTable, placeId } from '../common/MatrixTable';
import { formatPaise, showPaise } from '../common/money';
import { ReportBody, YearAndExport } from '../common/ReportBody';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { ALL_YEARS, ISSUE_TYPES, type IssueType } from '../common/years';
import { IssueDialog } from '../issue/IssueDialog';
import { FilingDetailsDialog } from './FilingDetailsDialog';
import { RecoveryFilingDialog } from './RecoveryFilingDialog';
import { useReloadWhenSent } from '../../../offline/sentSubmissions';
import { socialAuditPaths } from '../paths';

const EMPTY: Report<RecoveredReportRow> = { level: '', rows: [] };

/** An open count: the recommended issues of a location, of one type or all. */
interface Listing {
  code: string;
  name: string;
  type: IssueType | 'ALL';
}

/** What is still to be recovered of a cell: expected minus recovered, never below zero. */
const outstanding = (cell: Cell) => {
  const left = (cell.paise.response ?? 0n) - (cell.paise.recovered ?? 0n);
  return left > 0n ? left : 0n;
};

/**
 * Recovered Issues Summary (/audit/recoveryissues, spec 2 §2): the issues recommended for
 * recovery by location and issue type, with the amounts recovered. A count lists its issues
 * with 'File' (the TP-EO's recovery filing; a filed issue is locked) and 'View Issue'.
 */
export function RecoveredIssuesPage() {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const [year, setYear] = useState(ALL_YEARS);
  const [listing, setListing] = useState<Listing | null>(null);
  const [viewing, setViewing] = useState<Issue | null>(null);
  const [filing, setFiling] = useState<Issue | null>(null);

  const baseKey = selectedRole ? `${roleKey(selectedRole)}|${year}` : null;
  const report = useLoad(baseKey, () => socialAuditApi.recoveredReport(selectedRole, year), EMPTY);
  useEffect(() => {
    if (report.error) void logoutIfAccessDenied(report.error);
  }, [report.error, logoutIfAccessDenied]);
  const matrix = useMemo(
    () =>
      buildMatrix(
        report.data.rows,
        { amount: 'total_issue_amount', response: 'total_response_amount', recovered: 'total_recovered_amount' },
        {
          filed: 'filed_count',
          recovered: 'recovered_count',
        },
        locale,
      ),
    [report.data, locale],
  );

  const issues = useLoad<Issue[]>(
    listing && baseKey ? `${baseKey}|${listing.code}|${listing.type}` : null,
    () =>
      socialAuditApi.issuesByType({
        currentRole: selectedRole,
        issueType: listing?.type ?? 'ALL',
        locationCode: listing?.code ?? '',
        financialYear: year,
        recommended: true,
      }),
    [],
  );

  const mayFile = canFileRecovery(selectedRole);
  const refresh = () => {
    report.reload();
    issues.reload();
  };
  // A filing the outbox sent by itself shows in the counts and the list.
  useReloadWhenSent(refresh);
  const locationLabel = t(`socialAudit.common.levels.${(selectedRole?.levels ?? 'STATE') as 'STATE' | 'ZP' | 'TP' | 'GP'}`);

  const exportReport = () => {
    const header = [
      locationLabel,
      ...[...ISSUE_TYPES, t('socialAudit.common.total')].flatMap((type) => [
        `${type} ${t('socialAudit.recovery.issues')}`,
        `${type} ${t('socialAudit.recovery.recovered')}`,
      ]),
    ];
    const line = (name: string, cellAt: (type?: string) => Cell) => [
      name,
      ...[...ISSUE_TYPES, undefined].flatMap((type) => {
        const cell = cellAt(type);
        return [cell.count, formatPaise(cell.paise.recovered ?? 0n)];
      }),
    ];
    exportCsv(`${t('socialAudit.recovery.csvName')}-${year}`, header, [
      ...matrix.rows.map((row) => line(row.name, (type) => (type ? cellOf(row.cells, type) : row.total))),
      line(t('socialAudit.common.grandTotal'), (type) => (type ? cellOf(matrix.columnTotals, type) : matrix.grandTotal)),
    ]);
  };

  return (
    <AdminPage
      testId="audit-recovery-page"
      title={t('socialAudit.recovery.title')}
      subtitle={t('socialAudit.recovery.subtitle')}
      backTo={socialAuditPaths.socialAudit}
      actions={
        selectedRole && (
          <Typography data-testid="acting-as" variant="body2" color="textSecondary">
            {t('socialAudit.common.actingAs', { role: actingAs(selectedRole, locale) })}
          </Typography>
        )
      }
    >
      {!selectedRole ? (
        <NoRoleNotice />
      ) : (
        <ReportBody
          testId="audit-recovery"
          chartBeside="xl"
          loading={report.loading}
          error={report.error}
          onRetry={report.reload}
          empty={matrix.rows.length === 0}
          filters={
            <YearAndExport
              testId="audit-recovery"
              year={year}
              onYear={setYear}
              canExport={matrix.rows.length > 0}
              onExport={exportReport}
            />
          }
          table={
            <MatrixTable
              testId="audit-recovery-table"
              matrix={matrix}
              locationLabel={locationLabel}
              subColumns={[
                {
                  key: 'count',
                  label: t('socialAudit.recovery.issues'),
                  render: (cell, place) => {
                    const testId = `audit-recovery-count-${placeId(place)}`;
                    const { row, type } = place;
                    if (!row) return <span data-testid={testId}>{cell.count}</span>;
                    return (
                      <CountButton
                        count={cell.count}
                        testId={testId}
                        label={t('socialAudit.issues.openType', { type: type ?? t('socialAudit.common.total'), name: row.name })}
                        onClick={() => setListing({ code: row.code, name: row.name, type: type ?? 'ALL' })}
                      />
                    );
                  },
                },
                {
                  key: 'recovered',
                  label: t('socialAudit.recovery.recovered'),
                  render: (cell, place) => (
                    <span data-testid={`audit-recovery-amount-${placeId(place)}`}>{showPaise(cell.paise.recovered ?? 0n)}</span>
                  ),
                },
              ]}
            />
          }
          chart={
            <AmountBars
              itemLabel={t('socialAudit.common.issueType')}
              testId="audit-recovery-chart"
              title={t('socialAudit.recovery.chartTitle')}
              bars={ISSUE_TYPES.map((type) => {
                const cell = cellOf(matrix.columnTotals, type);
                return {
                  key: type,
                  label: `${type} — ${t(`socialAudit.common.types.${type}`)}`,
                  axisLabel: type,
                  parts: [
                    {
                      key: 'recovered',
                      label: t('socialAudit.recovery.chartRecovered'),
                      paise: cell.paise.recovered ?? 0n,
                      color: portalColors.green,
                    },
                    {
                      key: 'outstanding',
                      label: t('socialAudit.recovery.chartOutstanding'),
                      paise: outstanding(cell),
                      color: portalColors.maroon,
                    },
                  ],
                };
              })}
            />
          }
        />
      )}
      {listing && (
        <IssueListDialog
          testId="audit-recovery-list"
          title={t('socialAudit.recovery.listTitle', {
            what: listing.type === 'ALL' ? t('socialAudit.recovery.issues') : `${listing.type} ${t('socialAudit.recovery.issues')}`,
            name: listing.name,
          })}
          list={issues}
          showPlace
          onClose={() => setListing(null)}
          extraColumns={[
            {
              key: 'status',
              label: t('socialAudit.recovery.columns.status'),
              nowrap: true,
              card: 'wide',
              render: (issue) => <span data-testid={`filing-status-${issue.issue_number}`}>{filingStatusText(t, issue)}</span>,
            },
          ]}
          actions={(issue) => (
            <>
              {mayFile &&
                (issue.filing_status === 'not_filed' ? (
                  <Button
                    data-testid={`file-issue-${issue.issue_number}`}
                    size="small"
                    variant="contained"
                    aria-label={t('socialAudit.recovery.fileLabel', { number: issue.issue_number })}
                    onClick={() => setFiling(issue)}
                  >
                    {t('socialAudit.recovery.file')}
                  </Button>
                ) : (
                  <Button
                    data-testid={`file-issue-${issue.issue_number}`}
                    data-locked="true"
                    size="small"
                    variant="outlined"
                    startIcon={<LockIcon fontSize="small" />}
                    title={t('socialAudit.recovery.lockedHint')}
                    onClick={() => setFiling(issue)}
                  >
                    {t('socialAudit.recovery.filed')}
                  </Button>
                ))}
              <Button data-testid={`view-issue-${issue.issue_number}`} size="small" variant="outlined" onClick={() => setViewing(issue)}>
                {t('socialAudit.common.viewIssue')}
              </Button>
            </>
          )}
        />
      )}
      {filing &&
        (filing.filing_status === 'not_filed' ? (
          <RecoveryFilingDialog issue={filing} onClose={() => setFiling(null)} onFiled={refresh} />
        ) : (
          <FilingDetailsDialog issue={filing} onClose={() => setFiling(null)} />
        ))}
      {viewing && (
        <IssueDialog issue={viewing} editable={canDrillDown(selectedRole)} onClose={() => setViewing(null)} onSaved={issues.reload} />
      )}
    </AdminPage>
  );
}
