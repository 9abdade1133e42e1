import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { jurisdictionLocks } from '../../../admin/access';
import { AdminPage } from '../../../admin/common/AdminPage';
import { NativeSelect, SearchField } from '../../../admin/common/inputs';
import { useDebounced } from '../../../admin/common/useDebounced';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { useLocations } from '../../../admin/common/useLocations';
import { useAdminTranslate } from '../../../admin/useAdminTranslate';
import { NoRoleNotice } from '../../../layout/NoRoleNotice';
import { hasAdminPermission, roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { scraperApi, type BlockViewRow, type ScrapeRun, type SpiderName } from './scraperApi';
import { runKey, useRunTracker, type TrackedRun } from './useRunTracker';
import { DataAnalysisTable } from './DataAnalysisTable';
import { localName, roleAndPlace } from '../../../i18n/names';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';
import { adminPaths } from '../../../admin/paths';

/** Spec 2 §9: table page size default 10, options 10 to 30. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
const SEARCH_DELAY_MS = 300;
/** Spec 2 §1: the toasts of the FTO screens close after 3000 ms. */
const TOAST = { autoHideDuration: 3000 } as const;

interface Filters {
  search: string;
  district: string;
  block: string;
}

/**
 * Data analysis (/fto/viewdata, spec 2 §2): the panchayats of the current role's jurisdiction
 * with their works as last loaded from the MIS, a page at a time from the server, and per row
 * the two loads (works; material bills and FTOs). A load is followed until it ends: its row
 * shows the progress, then is read again, and a toast gives the counts or the reason it failed.
 * Loads already under way when the page opens (another officer's, the nightly refresh) are
 * followed too.
 */
export function DataAnalysisPage() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole, permissions } = useSession();
  const locks = jurisdictionLocks(selectedRole);

  const [filters, setFilters] = useState<Filters>({ search: '', district: '', block: '' });
  const search = useDebounced(filters.search.trim(), SEARCH_DELAY_MS);
  const district = locks.district ?? filters.district;
  const block = locks.block ?? filters.block;
  const { districts, blocks } = useLocations(district, block, false);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);

  // A new search, block or page size starts at page 1 (reset during render, so no request goes out for the old page).
  const filterKey = JSON.stringify({ search, block, perPage });
  const [paging, setPaging] = useState({ page: 1, filterKey });
  if (paging.filterKey !== filterKey) setPaging({ page: 1, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const requestKey = selectedRole ? `${roleKey(selectedRole)}|${filterKey}|${page}` : null;
  const list = useLoad(
    requestKey,
    () => scraperApi.blockView({ currentRole: selectedRole, block_code: block || undefined, q: search || undefined, page, perPage }),
    { data: [] as BlockViewRow[], total: 0 },
  );
  useEffect(() => {
    if (!list.error) return;
    console.warn('The Data analysis rows could not be loaded.', list.error);
    void logoutIfAccessDenied(list.error);
  }, [list.error, logoutIfAccessDenied]);

  // Rows read again after one of their loads ended, for the list they belong to.
  const [fresh, setFresh] = useState<{ key: string | null; rows: Record<string, BlockViewRow> }>({ key: null, rows: {} });
  const freshRows = fresh.key === requestKey ? fresh.rows : null;
  const rows = useMemo(() => list.data.data.map((row) => freshRows?.[row.panchayat_code] ?? row), [list.data, freshRows]);

  const requestKeyRef = useRef(requestKey);
  const roleRef = useRef(selectedRole);
  useEffect(() => {
    requestKeyRef.current = requestKey;
    roleRef.current = selectedRole;
  });

  const refreshRow = useCallback(async (tracked: TrackedRun) => {
    const key = requestKeyRef.current;
    try {
      const row = await scraperApi.panchayatRow(roleRef.current, tracked);
      if (!row || key !== requestKeyRef.current) return;
      setFresh((previous) => ({ key, rows: { ...(previous.key === key ? previous.rows : {}), [row.panchayat_code]: row } }));
    } catch (error) {
      // Spec 2 §8: other load failures are only logged; the row keeps its last values.
      console.warn(`The row of ${tracked.panchayat_code} could not be read again.`, error);
    }
  }, []);

  const fallbackError = useCallback(
    (spider: string) => t(spider === 'workSpiderGp' ? 'admin.viewdata.errors.workSpiderGp' : 'admin.viewdata.errors.LoadDynamicGP'),
    [t],
  );

  const onFinished = useCallback(
    (tracked: TrackedRun, run: ScrapeRun) => {
      void refreshRow(tracked);
      if (!tracked.announce) return;
      const spider = tracked.spider === 'workSpiderGp' ? 'workSpiderGp' : 'LoadDynamicGP';
      if (run.state === 'completed') {
        notify(
          t(`admin.viewdata.done.${spider}`, {
            name: tracked.panchayat_name,
            seen: run.rows_seen,
            inserted: run.rows_inserted,
            updated: run.rows_updated,
            unchanged: run.rows_unchanged,
            rejected: run.rows_rejected,
          }),
          { type: 'success', ...TOAST },
        );
      } else {
        const error = fallbackError(spider);
        notify(run.error ? t('admin.viewdata.errors.withReason', { error, name: tracked.panchayat_name, reason: run.error }) : error, {
          type: 'error',
          ...TOAST,
        });
      }
    },
    [fallbackError, notify, refreshRow, t],
  );

  const tracker = useRunTracker({
    onFinished,
    onLost: (tracked, error) => {
      void refreshRow(tracked);
      if (tracked.announce) {
        const reason = serverMessage(error) ?? fallbackError(tracked.spider);
        notify(t('admin.viewdata.errors.lost', { name: tracked.panchayat_name, reason }), { type: 'error', ...TOAST });
      }
    },
    onPollError: (error) => void logoutIfAccessDenied(error),
  });
  const { track } = tracker;

  // Loads the server reports as under way (started elsewhere, or before a reload) are followed too.
  useEffect(() => {
    for (const row of rows) {
      for (const load of row.running ?? []) {
        track({
          jobId: load.jobId,
          spider: load.spider,
          panchayat_code: row.panchayat_code,
          panchayat_name: row.panchayat_name,
          block_code: row.block_code,
          state: load.state,
          pages_fetched: load.pages_fetched,
          pages_expected: load.pages_expected,
          announce: false,
        });
      }
    }
  }, [rows, track]);

  const [starting, setStarting] = useState<ReadonlySet<string>>(new Set());
  const setStartingKey = (key: string, on: boolean) =>
    setStarting((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const startLoad = async (row: BlockViewRow, spider: SpiderName) => {
    const key = runKey(row.panchayat_code, spider);
    setStartingKey(key, true);
    try {
      const answer = await scraperApi.loadScrapy(selectedRole, spider, row);
      track({
        jobId: answer.jobId,
        spider,
        panchayat_code: row.panchayat_code,
        panchayat_name: row.panchayat_name,
        block_code: row.block_code,
        state: 'queued',
        pages_fetched: 0,
        pages_expected: 0,
        announce: true,
      });
      if (answer.message) notify(answerMessage(answer, answer.message), { type: 'info', ...TOAST });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(serverMessage(error) ?? fallbackError(spider), { type: 'error', ...TOAST });
    } finally {
      setStartingKey(key, false);
    }
  };

  const typing = filters.search.trim() !== search;
  const loading = list.loading || typing;
  const dirty = filters.search !== '' || (!locks.district && filters.district !== '') || (!locks.block && filters.block !== '');

  return (
    <AdminPage
      testId="viewdata-page"
      title={t('admin.viewdata.title')}
      subtitle={t('admin.viewdata.subtitle')}
      actions={
        <>
          {selectedRole && (
            <Typography data-testid="acting-as" variant="body2" color="textSecondary">
              {t('admin.viewdata.actingAs', {
                role: roleAndPlace(selectedRole, locale),
              })}
            </Typography>
          )}
          {hasAdminPermission(permissions) && (
            <Button
              data-testid="viewdata-jobs-link"
              variant="outlined"
              startIcon={<HistoryIcon />}
              onClick={() => navigate(adminPaths.misLoadHistory)}
            >
              {t('admin.viewdata.jobsLink')}
            </Button>
          )}
        </>
      }
    >
      {!selectedRole ? (
        <NoRoleNotice />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Box
            role="search"
            data-testid="viewdata-filters"
            sx={{
              display: 'grid',
              gap: 1.5,
              mb: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <SearchField
              label={t('admin.viewdata.search')}
              value={filters.search}
              onChange={(search) => setFilters({ ...filters, search })}
              testId="viewdata-search"
              maxLength={100}
            />
            <NativeSelect
              label={t('admin.viewdata.district')}
              testId="viewdata-district-filter"
              value={district}
              disabled={locks.district !== null}
              emptyText={t('admin.viewdata.allDistricts')}
              choices={districts.map((d) => ({ id: d.district_code, name: localName(d.district_name, d.district_name_kn, locale) }))}
              onChange={(code) => setFilters({ ...filters, district: code, block: '' })}
            />
            <NativeSelect
              label={t('admin.viewdata.block')}
              testId="viewdata-block-filter"
              value={block}
              disabled={locks.block !== null || !district}
              helperText={!district ? t('admin.viewdata.chooseDistrictFirst') : undefined}
              emptyText={t('admin.viewdata.allBlocks')}
              choices={blocks.map((b) => ({ id: b.block_code, name: localName(b.block_name, b.block_name_kn, locale) }))}
              onChange={(code) => setFilters({ ...filters, block: code })}
            />
            <Button
              data-testid="viewdata-clear-filters"
              disabled={!dirty}
              onClick={() => setFilters({ search: '', district: '', block: '' })}
              sx={{ mt: { lg: 0.25 } }}
            >
              {t('admin.viewdata.clear')}
            </Button>
          </Box>

          {list.error && !loading ? (
            <Alert
              data-testid="viewdata-error"
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={list.reload}>
                  {t('admin.viewdata.retry')}
                </Button>
              }
            >
              {serverMessage(list.error) ?? t('admin.common.loadFailed')}
            </Alert>
          ) : !loading && rows.length === 0 ? (
            <Box data-testid="viewdata-empty" role="status" sx={{ textAlign: 'center', py: 6 }}>
              <Typography>{t('admin.viewdata.empty')}</Typography>
            </Box>
          ) : (
            <DataAnalysisTable
              rows={rows}
              total={list.data.total}
              page={page}
              perPage={perPage}
              pageSizes={PAGE_SIZES}
              loading={loading}
              runs={tracker.runs}
              starting={starting}
              onPageChange={(next) => setPaging({ page: next, filterKey })}
              onPerPageChange={setPerPage}
              onFetch={(row, spider) => void startLoad(row, spider)}
            />
          )}
        </Paper>
      )}
    </AdminPage>
  );
}
