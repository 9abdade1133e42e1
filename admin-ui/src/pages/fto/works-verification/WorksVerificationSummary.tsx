import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import StorageIcon from '@mui/icons-material/Storage';
import { phoneTouchTargets } from '../../../layout/touchTargets';
import { AdminPage } from '../../../admin/common/AdminPage';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';
import { formatFinancialYear, formatNumber } from '../../../i18n/format';
import { count } from '../format';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi, type LevelContext, type SummaryWork } from '../common/ftoApi';
import { LevelContextLine, LevelGate } from '../common/LevelGate';
import { TOAST } from '../common/toast';
import { useReloadWhenSent } from '../../../offline/sentSubmissions';
import { localName } from '../../../i18n/names';
import { ftoPaths } from '../paths';

/** Agencies by financial year, with row and column totals; `label` names an agency in the language of `locale`. */
export function summaryMatrix(works: readonly SummaryWork[], locale = 'en') {
  const agencies = [...new Set(works.map((w) => w.agency_name))].sort((a, b) => a.localeCompare(b));
  const kannada = new Map(works.filter((w) => w.agency_name_kn).map((w) => [w.agency_name, w.agency_name_kn]));
  const label = (agency: string) => localName(agency, kannada.get(agency), locale);
  const years = [...new Set(works.map((w) => w.work_start_fin_year))].sort();
  const cells = new Map<string, number>();
  for (const w of works) {
    const key = `${w.agency_name}|${w.work_start_fin_year}`;
    cells.set(key, (cells.get(key) ?? 0) + count(w.total_works));
  }
  const cell = (agency: string, year: string) => cells.get(`${agency}|${year}`) ?? 0;
  const rowTotal = (agency: string) => years.reduce((sum, year) => sum + cell(agency, year), 0);
  const yearTotal = (year: string) => agencies.reduce((sum, agency) => sum + cell(agency, year), 0);
  const total = agencies.reduce((sum, agency) => sum + rowTotal(agency), 0);
  return { agencies, label, years, cell, rowTotal, yearTotal, total };
}

/** Where a count leads (spec 2 §2): the works list of that agency and year, level fixed to level1. */
export const worksListHref = (agency: string, year: string) =>
  `${ftoPaths.worksVerificationList}?${new URLSearchParams({ agency, year, level: 'level1' }).toString()}`;

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;
const totalSx = { fontWeight: 700, bgcolor: 'action.selected' } as const;

type Matrix = ReturnType<typeof summaryMatrix>;

/**
 * The summary on a phone: a card an agency, its years one under another, each count a full-width
 * link a thumb can hit. The matrix would put a year column per financial year across a 360 px
 * screen.
 */
function SummaryCards({ matrix }: { matrix: Matrix }) {
  const t = useFtoTranslate();
  const line = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 44, px: 1.5, gap: 2 } as const;
  return (
    <Box data-testid="fto-summary-cards" sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {matrix.agencies.map((agency) => (
        <Paper
          key={agency}
          component="section"
          variant="outlined"
          data-testid="fto-summary-row"
          data-agency={agency}
          aria-label={matrix.label(agency)}
          sx={{ overflow: 'hidden' }}
        >
          <Box sx={{ ...line, bgcolor: portalColors.navy, color: '#fff' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              {matrix.label(agency)}
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {matrix.years.map((year) => {
              const n = matrix.cell(agency, year);
              return (
                <Box
                  component="li"
                  key={year}
                  data-testid="fto-summary-cell"
                  data-year={year}
                  sx={{ borderBottom: 1, borderColor: 'divider' }}
                >
                  {n > 0 ? (
                    <Link
                      component={RouterLink}
                      to={worksListHref(agency, year)}
                      data-testid="fto-summary-count"
                      aria-label={t('fto.summary.openList', { count: n, smart_count: n, agency, year: formatFinancialYear(year) })}
                      underline="none"
                      sx={{ ...line, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
                    >
                      <Box component="span" sx={{ color: 'text.primary' }}>
                        {formatFinancialYear(year)}
                      </Box>{' '}
                      <Box component="span" sx={{ fontWeight: 700, textDecoration: 'underline' }}>
                        {n}
                      </Box>
                    </Link>
                  ) : (
                    <Box sx={{ ...line, color: 'text.disabled' }}>
                      <span>{formatFinancialYear(year)}</span>
                      <span>0</span>
                    </Box>
                  )}
                </Box>
              );
            })}
            <Box component="li" data-testid="fto-summary-row-total" sx={{ ...line, ...totalSx }}>
              <span>{t('fto.common.total')}</span>
              <span>{formatNumber(matrix.rowTotal(agency))}</span>
            </Box>
          </Box>
        </Paper>
      ))}
      <Box data-testid="fto-summary-total-row" sx={{ ...line, ...totalSx, borderRadius: 1 }}>
        <span>{t('fto.summary.grandTotal')}</span>
        <span data-testid="fto-summary-grand-total">{formatNumber(matrix.total)}</span>
      </Box>
    </Box>
  );
}

function Summary({ context }: { context: LevelContext }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const summary = useLoad(
    selectedRole ? `getworks2|${roleKey(selectedRole)}|${context.cycle?.id ?? ''}` : null,
    () => ftoApi.summary(selectedRole),
    { works: [], level: null, percentage: null, cycle_name: null },
    () => ftoApi.kept.summary(selectedRole),
  );
  useReloadWhenSent(summary.reload);
  useEffect(() => {
    if (!summary.error) return;
    void logoutIfAccessDenied(summary.error);
    // Spec 2 §8: the level 1 works load ends in a toast when it fails.
    notify(serverMessage(summary.error) ?? t('fto.summary.loadFailed'), { type: 'error', ...TOAST });
  }, [summary.error, logoutIfAccessDenied, notify, t]);
  // Spec 2 §8: ... or in a success toast, once the server answered (not for the answer kept on the device).
  const wasLoading = useRef(false);
  useEffect(() => {
    if (wasLoading.current && !summary.loading && !summary.error && summary.savedAt === null) {
      notify(t('fto.summary.loaded'), { type: 'success', ...TOAST });
    }
    wasLoading.current = summary.loading;
  }, [summary.loading, summary.error, summary.savedAt, notify, t]);

  const matrix = useMemo(() => summaryMatrix(summary.data.works, locale), [summary.data.works, locale]);
  const phone = usePhoneLayout();

  return (
    <>
      <LevelContextLine context={context} />
      <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
        {summary.loading && <LinearProgress data-testid="fto-summary-loading" />}
        {summary.error && !summary.loading ? (
          <Alert
            data-testid="fto-summary-error"
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={summary.reload}>
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(summary.error) ?? t('fto.summary.loadFailed')}
          </Alert>
        ) : !summary.loading && matrix.agencies.length === 0 ? (
          <Box data-testid="fto-summary-empty" role="status" sx={{ textAlign: 'center', py: 6 }}>
            <Typography>{t('fto.common.noData')}</Typography>
          </Box>
        ) : phone ? (
          <SummaryCards matrix={matrix} />
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="fto-summary-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...headSx, position: 'sticky', left: 0, zIndex: 1 }}>{t('fto.summary.agency')}</TableCell>
                  {matrix.years.map((year) => (
                    <TableCell key={year} align="right" sx={headSx}>
                      {formatFinancialYear(year)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={headSx}>
                    {t('fto.common.total')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {matrix.agencies.map((agency) => (
                  <TableRow key={agency} hover data-testid="fto-summary-row" data-agency={agency}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ fontWeight: 600, position: 'sticky', left: 0, bgcolor: 'background.paper' }}
                    >
                      {matrix.label(agency)}
                    </TableCell>
                    {matrix.years.map((year) => {
                      const n = matrix.cell(agency, year);
                      return (
                        <TableCell key={year} align="right" data-testid="fto-summary-cell" data-year={year}>
                          {n > 0 ? (
                            <Link
                              component={RouterLink}
                              to={worksListHref(agency, year)}
                              data-testid="fto-summary-count"
                              aria-label={t('fto.summary.openList', { count: n, smart_count: n, agency, year: formatFinancialYear(year) })}
                              sx={{ fontWeight: 600 }}
                            >
                              {formatNumber(n)}
                            </Link>
                          ) : (
                            <Box component="span" sx={{ color: 'text.disabled' }}>
                              0
                            </Box>
                          )}
                        </TableCell>
                      );
                    })}
                    <TableCell align="right" data-testid="fto-summary-row-total" sx={totalSx}>
                      {formatNumber(matrix.rowTotal(agency))}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow data-testid="fto-summary-total-row">
                  <TableCell component="th" scope="row" sx={{ ...totalSx, position: 'sticky', left: 0 }}>
                    {t('fto.common.total')}
                  </TableCell>
                  {matrix.years.map((year) => (
                    <TableCell key={year} align="right" sx={totalSx}>
                      {formatNumber(matrix.yearTotal(year))}
                    </TableCell>
                  ))}
                  <TableCell align="right" data-testid="fto-summary-grand-total" sx={totalSx}>
                    {formatNumber(matrix.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
}

/**
 * Level 1 works summary (/fto/fileverify, spec 2 §2): the works of the officer's implementing
 * agencies sampled for this cycle, agency by financial year; a count opens that works list.
 */
export function WorksVerificationSummary() {
  const t = useFtoTranslate();
  const navigate = useNavigate();
  return (
    // A thumb's target on a phone: every control at least 44x44 px (issue 43 item 3).
    <Box sx={phoneTouchTargets}>
      <AdminPage
        testId="fto-summary-page"
        title={t('fto.summary.title')}
        subtitle={t('fto.summary.subtitle')}
        actions={
          <Button
            data-testid="fto-view-data"
            variant="outlined"
            startIcon={<StorageIcon />}
            onClick={() => navigate(ftoPaths.dataAnalysis)}
          >
            {t('fto.summary.viewData')}
          </Button>
        }
      >
        <LevelGate audience="level1">{(context) => <Summary context={context} />}</LevelGate>
      </AdminPage>
    </Box>
  );
}
