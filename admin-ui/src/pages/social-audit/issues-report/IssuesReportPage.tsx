import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { AdminPage } from '../../../admin/common/AdminPage';
import { useLoad } from '../../../admin/common/useLoad';
import { NoRoleNotice } from '../../../layout/NoRoleNotice';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { socialAuditApi, type Issue, type IssuesReportRow, type Report } from '../socialAuditApi';
import { actingAs, canDrillDown, canImportIssues } from '../common/access';
import { AmountBars } from '../common/AmountBars';
import { exportCsv } from '../common/csv';
import { IssueListDialog } from '../common/IssueListDialog';
import { buildMatrix, cellOf } from '../common/matrix';
import { CountButton, MatrixTable, placeId } from '../common/MatrixTable';
import { formatPaise, showPaise } from '../common/money';
import { ReportBody, YearAndExport } from '../common/ReportBody';
import { TOAST } from '../common/toast';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { ALL_YEARS, ISSUE_TYPES, type IssueType } from '../common/years';
import { IssueDialog } from '../issue/IssueDialog';
import { socialAuditPaths } from '../paths';

/** Bar colours of the four issue types. */
export const TYPE_COLORS: Record<string, string> = {
  FM: portalColors.maroon,
  FD: '#c77c02',
  PV: portalColors.navy,
  GR: portalColors.green,
};

/** An open issue list: a panchayat's issues (row total) or a type's issues at a location (a type's count). */
type Listing = { kind: 'panchayat'; code: string; name: string } | { kind: 'type'; code: string; name: string; type: IssueType };

const EMPTY: Report<IssuesReportRow> = { level: '', rows: [] };

/**
 * Social Audit Issues Report (/audit/issues, spec 2 §2): issues by location (one level below the
 * current role) and issue type, with counts, amounts, row totals and a grand total for the chosen
 * financial year. A row total lists the panchayat's issues (TP and GP roles only, spec 2 §5); a
 * type's count lists those issues. Each issue opens the issue dialog.
 */
export function IssuesReportPage() {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole, permissions } = useSession();
  const [year, setYear] = useState(ALL_YEARS);
  const [listing, setListing] = useState<Listing | null>(null);
  const [viewing, setViewing] = useState<Issue | null>(null);

  const report = useLoad(
    selectedRole ? `${roleKey(selectedRole)}|${year}` : null,
    () => socialAuditApi.issuesReport(selectedRole, year),
    EMPTY,
  );
  useEffect(() => {
    if (report.error) void logoutIfAccessDenied(report.error);
  }, [report.error, logoutIfAccessDenied]);
  const matrix = useMemo(() => buildMatrix(report.data.rows, { amount: 'total_issue_amount' }, {}, locale), [report.data, locale]);

  const listKey = listing && selectedRole ? `${roleKey(selectedRole)}|${year}|${JSON.stringify(listing)}` : null;
  const issues = useLoad<Issue[]>(
    listKey,
    () =>
      listing?.kind === 'type'
        ? socialAuditApi.issuesByType({
            currentRole: selectedRole,
            issueType: listing.type,
            locationCode: listing.code,
            financialYear: year,
          })
        : socialAuditApi.issuesOfPanchayat(selectedRole, listing?.code ?? '', year),
    [],
  );

  const openPanchayat = (code: string, name: string) => {
    // Spec 2 §5: the drill-down is for TP and GP level users; the server refuses others too.
    if (!canDrillDown(selectedRole)) {
      notify(t('socialAudit.common.notAllowedLevel'), { type: 'warning', ...TOAST });
      return;
    }
    setListing({ kind: 'panchayat', code, name });
  };

  const locationLabel = t(`socialAudit.common.levels.${(selectedRole?.levels ?? 'STATE') as 'STATE' | 'ZP' | 'TP' | 'GP'}`);

  const exportReport = () => {
    const header = [
      locationLabel,
      ...ISSUE_TYPES.flatMap((type) => [`${type} ${t('socialAudit.common.count')}`, `${type} ${t('socialAudit.common.amount')}`]),
      `${t('socialAudit.common.total')} ${t('socialAudit.common.count')}`,
      `${t('socialAudit.common.total')} ${t('socialAudit.common.amount')}`,
    ];
    const line = (name: string, cells: (type?: string) => { count: number; paise: Record<string, bigint> }) => [
      name,
      ...[...ISSUE_TYPES, undefined].flatMap((type) => {
        const cell = cells(type);
        return [cell.count, formatPaise(cell.paise.amount ?? 0n)];
      }),
    ];
    const rows = [
      ...matrix.rows.map((row) => line(row.name, (type) => (type ? cellOf(row.cells, type) : row.total))),
      line(t('socialAudit.common.grandTotal'), (type) => (type ? cellOf(matrix.columnTotals, type) : matrix.grandTotal)),
    ];
    exportCsv(`${t('socialAudit.issues.csvName')}-${year}`, header, rows);
  };

  return (
    <AdminPage
      testId="audit-issues-page"
      title={t('socialAudit.issues.title')}
      subtitle={t('socialAudit.issues.subtitle')}
      backTo={socialAuditPaths.socialAudit}
      actions={
        <>
          {selectedRole && (
            <Typography data-testid="acting-as" variant="body2" color="textSecondary">
              {t('socialAudit.common.actingAs', { role: actingAs(selectedRole, locale) })}
            </Typography>
          )}
          {canImportIssues(permissions) && (
            <Button
              data-testid="audit-import-link"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => navigate(socialAuditPaths.importIssues)}
            >
              {t('socialAudit.issues.importButton')}
            </Button>
          )}
        </>
      }
    >
      {!selectedRole ? (
        <NoRoleNotice />
      ) : (
        <ReportBody
          testId="audit-issues"
          // The chart under the table below 1536 px, so a laptop's 1366 shows every column whole (issue 43 item 9).
          chartBeside="xl"
          loading={report.loading}
          error={report.error}
          onRetry={report.reload}
          empty={matrix.rows.length === 0}
          filters={
            <YearAndExport testId="audit-issues" year={year} onYear={setYear} canExport={matrix.rows.length > 0} onExport={exportReport} />
          }
          table={
            <MatrixTable
              testId="audit-issues-table"
              matrix={matrix}
              locationLabel={locationLabel}
              subColumns={[
                {
                  key: 'count',
                  label: t('socialAudit.common.count'),
                  render: (cell, place) => {
                    const testId = `audit-issues-count-${placeId(place)}`;
                    const { row, type } = place;
                    if (!row) return <span data-testid={testId}>{cell.count}</span>;
                    if (!type) {
                      return (
                        <CountButton
                          count={cell.count}
                          testId={testId}
                          label={t('socialAudit.issues.openTotal', { name: row.name })}
                          onClick={() => openPanchayat(row.code, row.name)}
                        />
                      );
                    }
                    return (
                      <CountButton
                        count={cell.count}
                        testId={testId}
                        label={t('socialAudit.issues.openType', { type, name: row.name })}
                        onClick={() => setListing({ kind: 'type', code: row.code, name: row.name, type })}
                      />
                    );
                  },
                },
                {
                  key: 'amount',
                  label: t('socialAudit.common.amount'),
                  render: (cell, place) => (
                    <span data-testid={`audit-issues-amount-${placeId(place)}`}>{showPaise(cell.paise.amount ?? 0n)}</span>
                  ),
                },
              ]}
            />
          }
          chart={
            <AmountBars
              itemLabel={t('socialAudit.common.issueType')}
              testId="audit-issues-chart"
              title={t('socialAudit.issues.chartTitle')}
              bars={ISSUE_TYPES.map((type) => ({
                key: type,
                label: `${type} — ${t(`socialAudit.common.types.${type}`)}`,
                axisLabel: type,
                parts: [
                  {
                    key: 'amount',
                    label: t('socialAudit.common.amount'),
                    paise: cellOf(matrix.columnTotals, type).paise.amount ?? 0n,
                    color: TYPE_COLORS[type] ?? portalColors.navy,
                  },
                ],
              }))}
            />
          }
        />
      )}
      {listing && (
        <IssueListDialog
          testId="audit-issue-list"
          title={
            listing.kind === 'type'
              ? t('socialAudit.issues.listTypeTitle', { type: listing.type, name: listing.name })
              : t('socialAudit.issues.listTitle', { name: listing.name })
          }
          list={issues}
          showPlace={listing.kind === 'type' && selectedRole?.levels !== 'TP' && selectedRole?.levels !== 'GP'}
          onClose={() => setListing(null)}
          actions={(issue) => (
            <Button data-testid={`view-issue-${issue.issue_number}`} size="small" variant="outlined" onClick={() => setViewing(issue)}>
              {t('socialAudit.common.viewIssue')}
            </Button>
          )}
        />
      )}
      {viewing && (
        <IssueDialog issue={viewing} editable={canDrillDown(selectedRole)} onClose={() => setViewing(null)} onSaved={issues.reload} />
      )}
    </AdminPage>
  );
}
