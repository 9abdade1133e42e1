import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useLogoutIfAccessDenied } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AdminPage } from '../../../admin/common/AdminPage';
import { useLoad } from '../../../admin/common/useLoad';
import { NoRoleNotice } from '../../../layout/NoRoleNotice';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { socialAuditApi, type Filing, type ListScope, type RecoverySummaryRow, type Report, type SummaryScope } from '../socialAuditApi';
import { actingAs, canEditStatements, canVerifyRecovery, canViewStatements } from '../common/access';
import { AmountBars } from '../common/AmountBars';
import { exportCsv } from '../common/csv';
import { CountButton } from '../common/MatrixTable';
import { formatPaise, showPaise, toPaise } from '../common/money';
import { ReportBody, YearAndExport } from '../common/ReportBody';
import { STICKY_LEFT, STRIPES, TOUCH, usePhone } from '../common/responsive';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { ALL_YEARS, type SummaryFilter } from '../common/years';
import { FilingListDialog } from './FilingListDialog';
import { StatementsDialog } from './StatementsDialog';
import { VerificationDialog } from './VerificationDialog';
import { useReloadWhenSent } from '../../../offline/sentSubmissions';
import { localName } from '../../../i18n/names';
import { socialAuditPaths } from '../paths';

const EMPTY: Report<RecoverySummaryRow> = { level: '', rows: [] };

type CountField =
  | 'total_recommended_issues'
  | 'total_uploaded_cases'
  | 'total_recovered_cases'
  | 'total_not_recovered_cases'
  | 'total_dropped_issues'
  | 'total_not_submitted_issues'
  | 'total_verified_cases';
type AmountField = 'total_recovered_amount' | 'total_dropped_amount' | 'total_not_submitted_amount';

/** The summary's columns in order; a count with a filter opens the filtered issues dialog. */
const COLUMNS: ({ kind: 'count'; field: CountField; filter?: SummaryFilter } | { kind: 'amount'; field: AmountField })[] = [
  { kind: 'count', field: 'total_recommended_issues' },
  { kind: 'count', field: 'total_uploaded_cases', filter: 'uploaded' },
  { kind: 'count', field: 'total_recovered_cases', filter: 'recovered' },
  { kind: 'amount', field: 'total_recovered_amount' },
  { kind: 'count', field: 'total_not_recovered_cases', filter: 'not_recovered' },
  { kind: 'count', field: 'total_dropped_issues', filter: 'dropped' },
  { kind: 'amount', field: 'total_dropped_amount' },
  { kind: 'count', field: 'total_not_submitted_issues', filter: 'not_submitted' },
  { kind: 'amount', field: 'total_not_submitted_amount' },
  { kind: 'count', field: 'total_verified_cases' },
];

const LABEL_KEYS = {
  total_recommended_issues: 'socialAudit.verify.columns.recommended',
  total_uploaded_cases: 'socialAudit.verify.columns.uploaded',
  total_recovered_cases: 'socialAudit.verify.columns.recovered',
  total_recovered_amount: 'socialAudit.verify.columns.recoveredAmount',
  total_not_recovered_cases: 'socialAudit.verify.columns.not_recovered',
  total_dropped_issues: 'socialAudit.verify.columns.dropped',
  total_dropped_amount: 'socialAudit.verify.columns.droppedAmount',
  total_not_submitted_issues: 'socialAudit.verify.columns.not_submitted',
  total_not_submitted_amount: 'socialAudit.verify.columns.notSubmittedAmount',
  total_verified_cases: 'socialAudit.verify.columns.verified',
} as const;

const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * A location's summary row on a phone: the location (a district opens its blocks), then each
 * of the spec's columns as a label and its value, two to a line.
 */
function SummaryCard({ testId, title, values }: { testId: string; title: ReactNode; values: [keyof typeof LABEL_KEYS, ReactNode][] }) {
  const t = useSocialAuditTranslate();
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ listStyle: 'none', p: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5, rowGap: 1 }}>
        {values.map(([field, value]) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.3 }}>
              {t(LABEL_KEYS[field])}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** An open filtered issues dialog. */
interface Listing {
  scope: ListScope;
  filter: SummaryFilter;
  name: string;
}

/**
 * Recovery Verification (/audit/verifyRecovery, spec 2 §2, §4): the Recovery Summary by district
 * (a district opens its blocks) or by block, with totals; a count opens the filtered issues
 * dialog, where an SDATA officer verifies a recovery. 'View Account Statements' is there for
 * admin-type roles and SDATA.
 */
export function RecoveryVerificationPage() {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole, permissions } = useSession();
  const phone = usePhone();
  const [year, setYear] = useState(ALL_YEARS);
  const [district, setDistrict] = useState<{ code: string; name: string } | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const [verifying, setVerifying] = useState<Filing | null>(null);
  const [statementsOpen, setStatementsOpen] = useState(false);

  const scope: SummaryScope = district ? { level: 'block', district_code: district.code } : { level: 'district' };
  const baseKey = selectedRole ? `${roleKey(selectedRole)}|${year}` : null;
  const summary = useLoad(
    baseKey ? `${baseKey}|${JSON.stringify(scope)}` : null,
    () => socialAuditApi.recoverySummary(selectedRole, scope, year),
    EMPTY,
  );
  useEffect(() => {
    if (summary.error) void logoutIfAccessDenied(summary.error);
  }, [summary.error, logoutIfAccessDenied]);
  // Locations named in the screen's language: the table, the cards, the chart and the export alike.
  const rows = useMemo(
    () => summary.data.rows.map((row) => ({ ...row, location_name: localName(row.location_name, row.location_name_kn, locale) })),
    [summary.data.rows, locale],
  );
  const byBlock = summary.data.level === 'block';

  const filings = useLoad<Filing[]>(
    listing && baseKey ? `${baseKey}|${JSON.stringify(listing)}` : null,
    () =>
      socialAuditApi.issuesList(
        selectedRole,
        listing?.scope ?? { level: 'district', district_code: '' },
        listing?.filter ?? 'uploaded',
        year,
      ),
    [],
  );
  // A verification the outbox sent by itself shows in the counts and the list.
  useReloadWhenSent(() => {
    summary.reload();
    filings.reload();
  });

  const totals = useMemo(() => {
    const counts = {} as Record<CountField, number>;
    const amounts = {} as Record<AmountField, bigint>;
    for (const column of COLUMNS) {
      if (column.kind === 'count') counts[column.field] = rows.reduce((sum, row) => sum + whole(row[column.field]), 0);
      else amounts[column.field] = rows.reduce((sum, row) => sum + (toPaise(row[column.field]) ?? 0n), 0n);
    }
    return { counts, amounts };
  }, [rows]);

  const scopeOf = (row: RecoverySummaryRow): ListScope =>
    byBlock ? { level: 'block', block_code: row.location_code } : { level: 'district', district_code: row.location_code };

  const locationLabel = t(byBlock ? 'socialAudit.common.levels.ZP' : 'socialAudit.common.levels.STATE');

  /** A row's location: a district opens its blocks; a block is plain text. */
  const locationCell = (row: RecoverySummaryRow) =>
    byBlock ? (
      row.location_name
    ) : (
      <Link
        component="button"
        data-testid={`audit-verify-district-${row.location_code}`}
        onClick={() => setDistrict({ code: row.location_code, name: row.location_name })}
        aria-label={t('socialAudit.verify.blocksOf', { name: row.location_name })}
        sx={phone ? { ...TOUCH, textAlign: 'left', fontWeight: 700, fontSize: '1rem' } : undefined}
      >
        {row.location_name}
      </Link>
    );

  /** A row's value of a column: an amount, a count, or a count that opens its filtered issues. */
  const cellOf = (c: (typeof COLUMNS)[number], row: RecoverySummaryRow) => {
    const testId = `audit-verify-${c.field}-${row.location_code}`;
    if (c.kind === 'amount') return <span data-testid={testId}>{showPaise(toPaise(row[c.field]) ?? 0n)}</span>;
    if (!c.filter) return <span data-testid={testId}>{whole(row[c.field])}</span>;
    const filter = c.filter;
    return (
      <CountButton
        count={whole(row[c.field])}
        testId={testId}
        label={`${t(`socialAudit.verify.filters.${filter}`)}: ${row.location_name}`}
        onClick={() => setListing({ scope: scopeOf(row), filter, name: row.location_name })}
      />
    );
  };

  const totalOf = (c: (typeof COLUMNS)[number]) => (
    <span data-testid={`audit-verify-${c.field}-total`}>
      {c.kind === 'count' ? totals.counts[c.field] : showPaise(totals.amounts[c.field])}
    </span>
  );
  const exportSummary = () => {
    const header = [locationLabel, ...COLUMNS.map((c) => t(LABEL_KEYS[c.field]))];
    const line = (row: RecoverySummaryRow) => [
      row.location_name,
      ...COLUMNS.map((c) => (c.kind === 'count' ? whole(row[c.field]) : formatPaise(toPaise(row[c.field]) ?? 0n))),
    ];
    const total = [
      t('socialAudit.common.grandTotal'),
      ...COLUMNS.map((c) => (c.kind === 'count' ? totals.counts[c.field] : formatPaise(totals.amounts[c.field]))),
    ];
    exportCsv(`${t('socialAudit.verify.csvName')}-${district ? district.code : 'state'}-${year}`, header, [...rows.map(line), total]);
  };

  return (
    <AdminPage
      testId="audit-verify-page"
      title={t('socialAudit.verify.title')}
      subtitle={t('socialAudit.verify.subtitle')}
      backTo={socialAuditPaths.socialAudit}
      actions={
        <>
          {selectedRole && (
            <Typography data-testid="acting-as" variant="body2" color="textSecondary">
              {t('socialAudit.common.actingAs', { role: actingAs(selectedRole, locale) })}
            </Typography>
          )}
          {canViewStatements(selectedRole, permissions) && (
            <Button
              data-testid="statements-open"
              variant="outlined"
              startIcon={<AccountBalanceIcon />}
              onClick={() => setStatementsOpen(true)}
            >
              {t('socialAudit.verify.statements')}
            </Button>
          )}
        </>
      }
    >
      {!selectedRole ? (
        <NoRoleNotice />
      ) : (
        <ReportBody
          testId="audit-verify"
          chartBeside="xl"
          loading={summary.loading}
          error={summary.error}
          onRetry={summary.reload}
          empty={rows.length === 0}
          filters={
            <YearAndExport testId="audit-verify" year={year} onYear={setYear} canExport={rows.length > 0} onExport={exportSummary}>
              {district && (
                <Button data-testid="audit-verify-all-districts" startIcon={<ArrowBackIcon />} onClick={() => setDistrict(null)}>
                  {t('socialAudit.verify.allDistricts')}
                </Button>
              )}
              <Typography component="h2" sx={{ fontWeight: 700 }} data-testid="audit-verify-scope">
                {district ? t('socialAudit.verify.blocksOf', { name: district.name }) : t('socialAudit.verify.summaryTitle')}
              </Typography>
            </YearAndExport>
          }
          table={
            phone ? (
              <Box component="ul" data-testid="audit-verify-cards" sx={{ m: 0, p: 1, display: 'grid', gap: 1.25 }}>
                {rows.map((row) => (
                  <SummaryCard
                    key={row.location_code}
                    testId={`audit-verify-card-${row.location_code}`}
                    title={locationCell(row)}
                    values={COLUMNS.map((c) => [c.field, cellOf(c, row)])}
                  />
                ))}
                <SummaryCard
                  testId="audit-verify-card-total"
                  title={t('socialAudit.common.grandTotal')}
                  values={COLUMNS.map((c) => [c.field, totalOf(c)])}
                />
              </Box>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="audit-verify-table" sx={STRIPES}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 700, ...STICKY_LEFT }}>{locationLabel}</TableCell>
                      {COLUMNS.map((c) => (
                        <TableCell key={c.field} align="right" sx={{ fontWeight: 700 }}>
                          {t(LABEL_KEYS[c.field])}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.location_code} data-testid={`audit-verify-row-${row.location_code}`}>
                        <TableCell sx={{ fontWeight: 600, ...STICKY_LEFT }}>{locationCell(row)}</TableCell>
                        {COLUMNS.map((c) => (
                          <TableCell key={c.field} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                            {cellOf(c, row)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow
                      data-testid="audit-verify-grand-total"
                      sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}
                    >
                      <TableCell sx={STICKY_LEFT}>{t('socialAudit.common.grandTotal')}</TableCell>
                      {COLUMNS.map((c) => (
                        <TableCell key={c.field} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {totalOf(c)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableContainer>
            )
          }
          chart={
            <AmountBars
              itemLabel={locationLabel}
              testId="audit-verify-chart"
              title={t('socialAudit.verify.chartTitle')}
              bars={rows.map((row) => ({
                key: row.location_code,
                label: row.location_name,
                parts: [
                  {
                    key: 'recovered',
                    label: t('socialAudit.verify.chartRecovered'),
                    paise: toPaise(row.total_recovered_amount) ?? 0n,
                    color: portalColors.green,
                  },
                  {
                    key: 'dropped',
                    label: t('socialAudit.verify.chartDropped'),
                    paise: toPaise(row.total_dropped_amount) ?? 0n,
                    color: '#9e9e9e',
                  },
                  {
                    key: 'not_submitted',
                    label: t('socialAudit.verify.chartNotSubmitted'),
                    paise: toPaise(row.total_not_submitted_amount) ?? 0n,
                    color: portalColors.maroon,
                  },
                ],
              }))}
            />
          }
        />
      )}
      {listing && (
        <FilingListDialog
          title={t('socialAudit.verify.listTitle', { filter: t(`socialAudit.verify.filters.${listing.filter}`), name: listing.name })}
          list={filings}
          mayVerify={canVerifyRecovery(selectedRole)}
          onVerify={setVerifying}
          onClose={() => setListing(null)}
        />
      )}
      {verifying && (
        <VerificationDialog
          filing={verifying}
          onClose={() => setVerifying(null)}
          onVerified={() => {
            filings.reload();
            summary.reload();
          }}
        />
      )}
      {statementsOpen && <StatementsDialog canEdit={canEditStatements(permissions)} onClose={() => setStatementsOpen(false)} />}
    </AdminPage>
  );
}
