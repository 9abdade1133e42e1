import { useLocale } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useAdminTranslate, type AdminTranslate } from '../../../admin/useAdminTranslate';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { webLink } from '../format';
import { SPIDER_NAMES, type BlockViewRow, type SpiderName } from './scraperApi';
import { runKey, type TrackedRun } from './useRunTracker';
import { localName } from '../../../i18n/names';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';

interface ViewDataTableProps {
  rows: BlockViewRow[];
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  loading: boolean;
  /** The loads followed, by runKey(panchayat, spider). */
  runs: Record<string, TrackedRun>;
  /** runKeys whose loadScrapy call has not answered yet. */
  starting: ReadonlySet<string>;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onFetch: (row: BlockViewRow, spider: SpiderName) => void;
}

const count = (value: number | string | null | undefined) => formatNumber(value ?? 0) || '0';

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/**
 * On a small tablet the table scrolls sideways: the block name moves under the panchayat's, and
 * the panchayat column stays pinned at the left so every row's buttons keep their panchayat in
 * view. A phone gets cards (DataAnalysisCards).
 */
const blockSx = { display: { xs: 'none', sm: 'table-cell' } } as const;
const panchayatSx = { position: { xs: 'sticky', sm: 'static' }, left: 0, zIndex: 1, minWidth: 110 } as const;

const spiderKey = (spider: string): SpiderName => (spider === 'workSpiderGp' ? 'workSpiderGp' : 'LoadDynamicGP');

function progressLabel(t: AdminTranslate, run: TrackedRun) {
  const what = t(`admin.viewdata.what.${spiderKey(run.spider)}`);
  if (run.pages_expected > 0) {
    return t('admin.viewdata.progress.pages', { what, fetched: run.pages_fetched, expected: run.pages_expected });
  }
  return t(run.state === 'queued' ? 'admin.viewdata.progress.queued' : 'admin.viewdata.progress.active', { what });
}

/** The progress of a row's loads under way: determinate once the spider knows how many pages it will fetch. */
function RowProgress({ code, runs }: { code: string; runs: TrackedRun[] }) {
  const t = useAdminTranslate();
  return (
    <Box data-testid={`viewdata-progress-${code}`} sx={{ display: 'grid', gap: 0.75, mt: 1 }}>
      {runs.map((run) => {
        const label = progressLabel(t, run);
        const known = run.pages_expected > 0;
        return (
          <Box key={run.jobId} data-spider={run.spider} data-state={run.state}>
            <Typography variant="caption" color="textSecondary" component="div" aria-hidden>
              {label}
            </Typography>
            <LinearProgress
              aria-label={label}
              variant={known ? 'determinate' : 'indeterminate'}
              value={known ? Math.min(100, (run.pages_fetched / run.pages_expected) * 100) : undefined}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** A row's work register link, or that it has none. */
function RegisterLink({ row }: { row: BlockViewRow }) {
  const t = useAdminTranslate();
  const code = row.panchayat_code;
  const link = webLink(row.work_register_link);
  return link ? (
    <Button
      data-testid={`viewdata-register-${code}`}
      size="small"
      variant="text"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon fontSize="small" />}
      aria-label={t('admin.viewdata.openRegisterLabel', { name: row.panchayat_name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('admin.viewdata.openRegister')}
    </Button>
  ) : (
    <Typography data-testid={`viewdata-register-${code}`} variant="body2" color="textSecondary">
      {t('admin.viewdata.noLink')}
    </Typography>
  );
}

/** When the row's works and bills were last loaded. */
function LoadedAt({ row, nowrap }: { row: BlockViewRow; nowrap: boolean }) {
  const t = useAdminTranslate();
  const code = row.panchayat_code;
  const worksAt = dateTime(row.works_loaded_at);
  const billsAt = dateTime(row.bills_loaded_at);
  return (
    <Box sx={{ whiteSpace: nowrap ? 'nowrap' : 'normal' }}>
      <Typography variant="body2" data-testid={`viewdata-works-loaded-${code}`}>
        {t('admin.viewdata.worksLoadedAt', { at: worksAt ?? t('admin.viewdata.never') })}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid={`viewdata-bills-loaded-${code}`}>
        {t('admin.viewdata.billsLoadedAt', { at: billsAt ?? t('admin.viewdata.never') })}
      </Typography>
    </Box>
  );
}

/** The row's two loads (works, bills) and their progress while under way. */
function RowActions({ row, props }: { row: BlockViewRow; props: ViewDataTableProps }) {
  const t = useAdminTranslate();
  const { runs, starting } = props;
  const code = row.panchayat_code;
  const rowRuns = SPIDER_NAMES.map((spider) => runs[runKey(code, spider)]).filter((run): run is TrackedRun => !!run);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {SPIDER_NAMES.map((spider) => {
          const key = runKey(code, spider);
          const running = !!runs[key];
          const waiting = starting.has(key);
          const busy = running || waiting;
          const text = running
            ? t(`admin.viewdata.running.${spider}`)
            : waiting
              ? t('admin.viewdata.starting')
              : t(`admin.viewdata.fetch.${spider}`);
          return (
            <Button
              key={spider}
              data-testid={`viewdata-fetch-${spider === 'workSpiderGp' ? 'bills' : 'works'}-${code}`}
              data-running={busy ? 'true' : 'false'}
              size="small"
              variant={spider === 'LoadDynamicGP' ? 'contained' : 'outlined'}
              disabled={busy}
              aria-label={busy ? `${text} ${row.panchayat_name}` : t(`admin.viewdata.fetchLabel.${spider}`, { name: row.panchayat_name })}
              startIcon={
                busy ? (
                  <CircularProgress size={14} color="inherit" />
                ) : spider === 'LoadDynamicGP' ? (
                  <CloudDownloadIcon />
                ) : (
                  <ReceiptLongIcon />
                )
              }
              onClick={() => props.onFetch(row, spider)}
              sx={{ whiteSpace: 'nowrap', minHeight: 44 }}
            >
              {text}
            </Button>
          );
        })}
      </Box>
      {rowRuns.length > 0 && <RowProgress code={code} runs={rowRuns} />}
    </>
  );
}

/** The counts of a row by status, each with the test id the table's cell has. */
const COUNTS = [
  ['ongoing', 'total_ongoing', 'admin.viewdata.columns.ongoing'],
  ['physically-completed', 'total_physically_completed', 'admin.viewdata.columns.physicallyCompleted'],
  ['suspended', 'total_suspended', 'admin.viewdata.columns.suspended'],
  ['completed', 'total_completed', 'admin.viewdata.columns.completed'],
  ['other', 'total_other', 'admin.viewdata.columns.other'],
  ['total-works', 'total_works', 'admin.viewdata.columns.totalWorks'],
] as const;

/**
 * Spec 2 §2 Data analysis on a phone (issue 43 item 11): one card a panchayat, as the other
 * lists show them on a phone, instead of a table scrolled sideways: its name and taluk, the
 * counts by status, the register link, when it was loaded and its two loads.
 */
function DataAnalysisCards(props: ViewDataTableProps) {
  const t = useAdminTranslate();
  const locale = useLocale();
  return (
    <Box
      component="ul"
      data-testid="viewdata-cards"
      aria-busy={props.loading}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.rows.map((row) => {
        const code = row.panchayat_code;
        return (
          <Paper
            component="li"
            variant="outlined"
            key={code}
            data-testid={`viewdata-row-${code}`}
            data-panchayat-code={code}
            data-block-code={row.block_code}
            sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}
          >
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                {localName(row.panchayat_name, row.panchayat_name_kn, locale)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {localName(row.block_name, row.block_name_kn, locale)}
              </Typography>
            </Box>
            <LabelValueList
              items={COUNTS.map(([id, field, label]) => ({
                label: t(label),
                value: (
                  <Box component="span" data-testid={`viewdata-${id}-${code}`} sx={id === 'total-works' ? { fontWeight: 600 } : undefined}>
                    {formatNumber(count(row[field]))}
                  </Box>
                ),
              }))}
            />
            <RegisterLink row={row} />
            <LoadedAt row={row} nowrap={false} />
            <RowActions row={row} props={props} />
          </Paper>
        );
      })}
    </Box>
  );
}

/** Spec 2 §2 Data analysis table: one row per panchayat, with its register link and the two loads. */
export function DataAnalysisTable(props: ViewDataTableProps) {
  const { rows, total, page, perPage, pageSizes, loading } = props;
  const t = useAdminTranslate();
  const locale = useLocale();
  const phone = usePhoneLayout();

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress data-testid="viewdata-loading" aria-label={t('admin.common.loading')} />}</Box>
      {phone ? (
        <DataAnalysisCards {...props} />
      ) : (
        <TableContainer>
          <Table
            data-testid="viewdata-table"
            size="small"
            aria-busy={loading}
            sx={{
              '& thead th': { fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom' },
              '& th, & td': { px: 1 },
              '& td': { verticalAlign: 'top' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={blockSx}>{t('admin.viewdata.columns.block')}</TableCell>
                <TableCell sx={{ ...panchayatSx, zIndex: 3 }}>{t('admin.viewdata.columns.panchayat')}</TableCell>
                <TableCell align="right">{t('admin.viewdata.columns.ongoing')}</TableCell>
                <TableCell align="right">{t('admin.viewdata.columns.physicallyCompleted')}</TableCell>
                <TableCell align="right">{t('admin.viewdata.columns.suspended')}</TableCell>
                <TableCell align="right">{t('admin.viewdata.columns.completed')}</TableCell>
                <TableCell align="right" title={t('admin.viewdata.columns.otherHint')}>
                  {t('admin.viewdata.columns.other')}
                </TableCell>
                <TableCell align="right">{t('admin.viewdata.columns.totalWorks')}</TableCell>
                <TableCell>{t('admin.viewdata.columns.registerLink')}</TableCell>
                <TableCell>{t('admin.viewdata.columns.lastLoaded')}</TableCell>
                <TableCell sx={{ minWidth: 230 }}>{t('admin.viewdata.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const code = row.panchayat_code;
                return (
                  <TableRow
                    key={code}
                    hover
                    data-testid={`viewdata-row-${code}`}
                    data-panchayat-code={code}
                    data-block-code={row.block_code}
                  >
                    <TableCell sx={blockSx}>{localName(row.block_name, row.block_name_kn, locale)}</TableCell>
                    <TableCell sx={{ ...panchayatSx, bgcolor: 'background.paper' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {localName(row.panchayat_name, row.panchayat_name_kn, locale)}
                      </Box>
                      <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        {localName(row.block_name, row.block_name_kn, locale)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-ongoing-${code}`}>
                      {formatNumber(count(row.total_ongoing))}
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-physically-completed-${code}`}>
                      {formatNumber(count(row.total_physically_completed))}
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-suspended-${code}`}>
                      {formatNumber(count(row.total_suspended))}
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-completed-${code}`}>
                      {formatNumber(count(row.total_completed))}
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-other-${code}`}>
                      {formatNumber(count(row.total_other))}
                    </TableCell>
                    <TableCell align="right" data-testid={`viewdata-total-works-${code}`} sx={{ fontWeight: 600 }}>
                      {formatNumber(count(row.total_works))}
                    </TableCell>
                    <TableCell>
                      <RegisterLink row={row} />
                    </TableCell>
                    <TableCell>
                      <LoadedAt row={row} nowrap />
                    </TableCell>
                    <TableCell>
                      <RowActions row={row} props={props} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        data-testid="viewdata-pagination"
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...pageSizes]}
        labelRowsPerPage={t('admin.common.rowsPerPage')}
        onPageChange={(_, next) => props.onPageChange(next + 1)}
        onRowsPerPageChange={(event) => props.onPerPageChange(Number(event.target.value))}
      />
    </Box>
  );
}
