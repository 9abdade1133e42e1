import { lazy, Suspense, useState } from 'react';
import { useLocale, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { AdminPage } from '../../../admin/common/AdminPage';
import { NotAuthorized } from '../../../admin/common/NotAuthorized';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { localName } from '../../../i18n/names';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { canSeeEvidenceReport } from '../photo-evidence/access';
import { MisChangedChip, misChangedSummary, signedMoney } from './MisChanged';
import {
  NO_COUNTS,
  reconciliationApi,
  type ReconciliationReport,
  type ReconciliationRow,
  type ReconciliationWork,
} from './reconciliationApi';
import { ftoPaths } from '../paths';

// @mui/x-charts only here (and on the social audit reports): its own chunk, fetched with the page.
const ReconciliationChart = lazy(() => import('./ReconciliationChart'));

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;
const EMPTY: ReconciliationReport = { cycles: [], cycle_id: null, by: 'block', levels: 0, rows: [], totals: NO_COUNTS };
const n = (value: number | null | undefined) => formatNumber(value ?? 0);

/** The figures of a row (or the totals) as label/value pairs, in table column order. */
function figures(row: ReconciliationReport['totals'], levels: number, t: FtoTranslate) {
  return [
    { key: 'drawn', label: t('fto.reconciliation.columns.drawn'), value: n(row.drawn) },
    { key: 'works', label: t('fto.reconciliation.columns.works'), value: n(row.works) },
    ...Array.from({ length: levels }, (_, i) => ({
      key: `level${i + 1}`,
      label: t('fto.reconciliation.columns.verified', { n: i + 1 }),
      value: n(row.verified[i] ?? 0),
    })),
    { key: 'recommended', label: t('fto.reconciliation.columns.recommended'), value: n(row.recommended) },
    { key: 'notRecommended', label: t('fto.reconciliation.columns.notRecommended'), value: n(row.not_recommended) },
    { key: 'changed', label: t('fto.reconciliation.columns.changed'), value: n(row.changed) },
    { key: 'expenditure', label: t('fto.reconciliation.columns.expenditure'), value: formatMoney(row.expenditure) },
    { key: 'delta', label: t('fto.reconciliation.columns.delta'), value: row.expenditure_delta ? signedMoney(row.expenditure_delta) : '' },
  ];
}

function placeOf(row: ReconciliationRow, locale: string) {
  return row.panchayat_code
    ? localName(row.panchayat_name, row.panchayat_name_kn, locale)
    : localName(row.block_name, row.block_name_kn, locale);
}

function PlacesTable({ report, onOpen }: { report: ReconciliationReport; onOpen: (row: ReconciliationRow) => void }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const phone = usePhoneLayout();
  const placeLabel = t(report.by === 'panchayat' ? 'fto.reconciliation.columns.panchayat' : 'fto.reconciliation.columns.block');
  if (phone) {
    return (
      <Box component="ul" data-testid="reconciliation-places" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {report.rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.panchayat_code ?? row.block_code}
            data-testid="reconciliation-place"
            data-code={row.panchayat_code ?? row.block_code}
            sx={{ p: 1.5 }}
          >
            <Link
              component="button"
              data-testid="reconciliation-open"
              onClick={() => onOpen(row)}
              sx={{ fontWeight: 700, textAlign: 'left' }}
            >
              {placeOf(row, locale)}
            </Link>
            <LabelValueList items={figures(row, report.levels, t).map(({ label, value }) => ({ label, value }))} />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="reconciliation-places">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{placeLabel}</TableCell>
            {figures(report.totals, report.levels, t).map((f) => (
              <TableCell key={f.key} sx={{ ...headSx, whiteSpace: 'normal', minWidth: 80 }} align="right">
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow
              key={row.panchayat_code ?? row.block_code}
              hover
              data-testid="reconciliation-place"
              data-code={row.panchayat_code ?? row.block_code}
            >
              <TableCell>
                <Link component="button" data-testid="reconciliation-open" onClick={() => onOpen(row)}>
                  {placeOf(row, locale)}
                </Link>
              </TableCell>
              {figures(row, report.levels, t).map((f) => (
                <TableCell key={f.key} align="right" data-testid={`reconciliation-${f.key}`}>
                  {f.value}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow data-testid="reconciliation-totals">
            <TableCell sx={{ fontWeight: 700 }}>{t('fto.reconciliation.total')}</TableCell>
            {figures(report.totals, report.levels, t).map((f) => (
              <TableCell key={f.key} align="right" sx={{ fontWeight: 700 }}>
                {f.value}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function WorksList({ rows }: { rows: ReconciliationWork[] }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  return (
    <Box component="ul" data-testid="reconciliation-works" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((w) => (
        <Paper
          component="li"
          variant="outlined"
          key={w.work_code}
          data-testid="reconciliation-work"
          data-work-code={w.work_code}
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 700 }}>{w.work_name ?? w.work_code}</Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>{w.work_code}</Typography>
          <MisChangedChip changed={w.mis_changed} />
          <LabelValueList
            items={[
              { label: t('fto.reconciliation.columns.panchayat'), value: localName(w.panchayat_name, w.panchayat_name_kn, locale) ?? '' },
              { label: t('fto.reconciliation.columns.level'), value: String(w.level) },
              { label: t('fto.reconciliation.columns.officer'), value: w.user_name },
              {
                label: t('fto.reconciliation.columns.recommendation'),
                value:
                  w.recommendation === 'Yes' ? t('fto.reconciliation.columns.recommended') : t('fto.reconciliation.columns.notRecommended'),
              },
              { label: t('fto.reconciliation.columns.expenditure'), value: formatMoney(w.expenditure) },
              ...(w.mis_changed
                ? [
                    {
                      label: t('fto.reconciliation.columns.changes'),
                      value: <span data-testid="reconciliation-work-changes">{misChangedSummary(w.mis_changed, t)}</span>,
                    },
                  ]
                : []),
            ]}
          />
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Reconciliation (issue 29; /fto/reconciliation): for STATE, ZP and TP administrators, per cycle
 * and taluk (a taluk's panchayats for a TP), the works verified per level, recommended or not,
 * and those the MIS changed after their verification, with the amounts; a place opens its works
 * with their changes. Bars drawn by @mui/x-charts (lazy); the CSV is the server's.
 */
export function ReconciliationPage() {
  const t = useFtoTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const { selectedRole, permissions } = useSession();
  const allowed = canSeeEvidenceReport(selectedRole, permissions ?? []);
  const [cycleId, setCycleId] = useState<number | null>(null);
  const [place, setPlace] = useState<ReconciliationRow | null>(null);
  const [changedOnly, setChangedOnly] = useState(true);
  const [downloading, setDownloading] = useState(false);
  const role = selectedRole ? roleKey(selectedRole) : null;

  const report = useLoad(
    allowed && role ? `reconciliation|${role}|${cycleId}` : null,
    () => reconciliationApi.report(selectedRole, { cycle_id: cycleId }),
    EMPTY,
  );
  const shownCycle = cycleId ?? report.data.cycle_id;
  const placeFilter = place ? (place.panchayat_code ? { panchayat_code: place.panchayat_code } : { block_code: place.block_code }) : {};
  const works = useLoad(
    place && role ? `reconciliation-works|${role}|${shownCycle}|${place.panchayat_code ?? place.block_code}|${changedOnly}` : null,
    () => reconciliationApi.works(selectedRole, { cycle_id: shownCycle, ...placeFilter, changed: changedOnly ? true : null }),
    [] as ReconciliationWork[],
  );

  if (!allowed) return <NotAuthorized />;

  const download = async () => {
    setDownloading(true);
    try {
      await reconciliationApi.downloadCsv(selectedRole, { cycle_id: shownCycle, ...placeFilter, changed: changedOnly ? true : null });
    } catch (error) {
      notify(serverMessage(error) ?? t('fto.reconciliation.csvFailed'), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const data = report.data;
  const byLabel = t(data.by === 'panchayat' ? 'fto.reconciliation.columns.panchayat' : 'fto.reconciliation.columns.block');
  const failed = report.error ?? works.error;
  return (
    <AdminPage
      testId="reconciliation-page"
      title={t('fto.reconciliation.title')}
      subtitle={t('fto.reconciliation.subtitle')}
      backTo={ftoPaths.fto}
      actions={
        <Button
          data-testid="reconciliation-csv"
          variant="contained"
          startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={downloading || shownCycle === null}
          onClick={() => void download()}
        >
          {t('fto.reconciliation.csv')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('fto.reconciliation.cycle')}
            value={shownCycle ?? ''}
            onChange={(event) => {
              setCycleId(Number(event.target.value));
              setPlace(null);
            }}
            sx={{ minWidth: 200, maxWidth: '100%' }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reconciliation-cycle' } as object } }}
          >
            {data.cycles.map((cycle) => (
              <MenuItem key={cycle.id} value={cycle.id}>
                {cycle.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={changedOnly}
                onChange={(event) => setChangedOnly(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'reconciliation-changed-only' } as object }}
              />
            }
            label={t('fto.reconciliation.changedOnly')}
          />
        </Box>
        {(report.loading || works.loading) && <LinearProgress data-testid="reconciliation-loading" />}
        {failed ? (
          <Alert
            severity="error"
            data-testid="reconciliation-error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  report.reload();
                  works.reload();
                }}
              >
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(failed) ?? t('fto.common.loadFailed')}
          </Alert>
        ) : place ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Button data-testid="reconciliation-back" startIcon={<ArrowBackIcon />} onClick={() => setPlace(null)}>
                {t('fto.reconciliation.back')}
              </Button>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {t('fto.reconciliation.worksTitle', { place: placeOf(place, locale) ?? '' })}
              </Typography>
            </Box>
            {!works.loading && works.data.length === 0 ? (
              <Typography data-testid="reconciliation-works-empty">{t('fto.common.noData')}</Typography>
            ) : (
              <WorksList rows={works.data} />
            )}
          </>
        ) : !report.loading && data.cycles.length === 0 ? (
          <Alert severity="info" data-testid="reconciliation-no-cycles">
            {t('fto.reconciliation.noCycles')}
          </Alert>
        ) : !report.loading && data.rows.length === 0 ? (
          <Box data-testid="reconciliation-empty" role="status" sx={{ textAlign: 'center', py: 4 }}>
            <Typography>{t('fto.common.noData')}</Typography>
          </Box>
        ) : (
          <>
            {data.rows.length > 0 && (
              <Suspense fallback={<LinearProgress />}>
                <ReconciliationChart
                  places={data.rows.map((row) => placeOf(row, locale) ?? '')}
                  placeLabel={byLabel}
                  series={[
                    ...Array.from({ length: data.levels }, (_, i) => ({
                      label: t('fto.reconciliation.columns.verified', { n: i + 1 }),
                      data: data.rows.map((row) => row.verified[i] ?? 0),
                    })),
                    { label: t('fto.reconciliation.columns.changed'), data: data.rows.map((row) => row.changed) },
                  ]}
                  label={t('fto.reconciliation.chart', { by: byLabel })}
                />
              </Suspense>
            )}
            <PlacesTable report={data} onOpen={setPlace} />
          </>
        )}
      </Paper>
    </AdminPage>
  );
}
