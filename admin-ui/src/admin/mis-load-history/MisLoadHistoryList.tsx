import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useListContext, useLocale } from 'react-admin';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StorageIcon from '@mui/icons-material/Storage';
import { RUN_STATES, SPIDER_NAMES, isFinished, type ScrapeRun } from '../../pages/fto/data-analysis/scraperApi';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { AdminPage } from '../common/AdminPage';
import { scrollingListSx } from '../common/listSx';
import { useAdminTranslate, type AdminTranslate } from '../useAdminTranslate';
import { localName } from '../../i18n/names';
import { ftoPaths } from '../../pages/fto/paths';

/** How often the list is read again while one of its runs is queued or active. */
const REFRESH_MS = 2000;

const STATE_COLOR = { queued: 'default', active: 'info', completed: 'success', failed: 'error' } as const;
const TRIGGERS = ['user', 'nightly', 'seed', 'cli'] as const;

/** The row counts of a load, each a right-aligned number in Indian grouping, by field and its label key. */
const COUNT_COLUMNS = [
  ['rows_seen', 'seen'],
  ['rows_inserted', 'inserted'],
  ['rows_updated', 'updated'],
  ['rows_unchanged', 'unchanged'],
  ['rows_rejected', 'rejected'],
  ['rows_gone', 'gone'],
] as const satisfies readonly (readonly [keyof ScrapeRun, string])[];

const spiderLabel = (t: AdminTranslate, spider: string) =>
  spider === 'LoadDynamicGP' || spider === 'workSpiderGp' ? t(`admin.scraperJobs.spiders.${spider}`) : spider;

const stateLabel = (t: AdminTranslate, state: string) =>
  (RUN_STATES as readonly string[]).includes(state) ? t(`admin.scraperJobs.states.${state as (typeof RUN_STATES)[number]}`) : state;

/** Who started a load: the officer by name, else the system trigger in words ("Nightly refresh", "Demo"). */
const startedBy = (t: AdminTranslate, run: ScrapeRun) => {
  if (run.trigger === 'user' && run.requested_by_name) return run.requested_by_name;
  return (TRIGGERS as readonly string[]).includes(run.trigger)
    ? t(`admin.scraperJobs.triggers.${run.trigger as (typeof TRIGGERS)[number]}`)
    : run.trigger;
};

/** Seconds from start to finish (or to now while the run is active); nothing before it starts. */
function duration(t: AdminTranslate, run: ScrapeRun): string {
  if (!run.started_at) return '—';
  const end = run.finished_at ? Date.parse(run.finished_at) : Date.now();
  const seconds = Math.max(0, Math.round((end - Date.parse(run.started_at)) / 1000));
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 60) return t('admin.scraperJobs.duration.seconds', { s: seconds });
  return t('admin.scraperJobs.duration.minutes', { m: Math.floor(seconds / 60), s: seconds % 60 });
}

/** Reads the page again every few seconds while any of its runs is queued or active. */
function AutoRefresh() {
  const { data, refetch, isFetching } = useListContext<ScrapeRun>();
  const unfinished = (data ?? []).some((run) => !isFinished(run.state));
  useEffect(() => {
    if (!unfinished || isFetching) return;
    const timer = setTimeout(() => void refetch(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [unfinished, isFetching, refetch]);
  return null;
}

/**
 * The MIS load history (`GET /Scraper/jobs`, administrators, scoped by the server to their
 * jurisdiction): every run of a spider with who started it, how far it got, its row counts
 * and why it failed. Newest first.
 */
export function MisLoadHistoryList() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const navigate = useNavigate();

  const filters = [
    <SelectInput
      key="spider"
      source="spider"
      label={t('admin.scraperJobs.filters.spider')}
      choices={SPIDER_NAMES.map((spider) => ({ id: spider, name: spiderLabel(t, spider) }))}
      alwaysOn
    />,
    <SelectInput
      key="state"
      source="state"
      label={t('admin.scraperJobs.filters.state')}
      choices={RUN_STATES.map((state) => ({ id: state, name: stateLabel(t, state) }))}
      alwaysOn
    />,
    <TextInput key="panchayat_code" source="panchayat_code" label={t('admin.scraperJobs.filters.panchayat')} alwaysOn />,
  ];

  return (
    <AdminPage
      testId="scraper-jobs-page"
      title={t('admin.scraperJobs.title')}
      subtitle={t('admin.scraperJobs.subtitle')}
      actions={
        <Button
          data-testid="jobs-to-viewdata"
          variant="outlined"
          startIcon={<StorageIcon />}
          onClick={() => navigate(ftoPaths.dataAnalysis)}
        >
          {t('admin.scraperJobs.toDataAnalysis')}
        </Button>
      }
    >
      <List
        resource="Scraper/jobs"
        title={t('admin.scraperJobs.title')}
        sort={{ field: 'queued_at', order: 'DESC' }}
        perPage={25}
        filters={filters}
        actions={<TopToolbar />}
        empty={false}
        storeKey="scraper-jobs"
        sx={scrollingListSx}
      >
        <AutoRefresh />
        <DataTable<ScrapeRun> bulkActionButtons={false} rowClick={false} data-testid="jobs-list">
          <DataTable.Col
            source="queued_at"
            label={t('admin.scraperJobs.fields.queuedAt')}
            render={(run) => <span data-testid="job-queued-at">{formatDateTime(run.queued_at)}</span>}
          />
          <DataTable.Col source="spider" label={t('admin.scraperJobs.fields.spider')} render={(run) => spiderLabel(t, run.spider)} />
          <DataTable.Col
            source="panchayat_code"
            label={t('admin.scraperJobs.fields.panchayat')}
            render={(run) => (
              <span data-testid="job-panchayat">
                {run.panchayat_name
                  ? t('admin.scraperJobs.panchayatName', {
                      name: localName(run.panchayat_name, run.panchayat_name_kn, locale),
                      code: run.panchayat_code,
                    })
                  : run.panchayat_code}
              </span>
            )}
          />
          <DataTable.Col
            source="trigger"
            label={t('admin.scraperJobs.fields.trigger')}
            disableSort
            render={(run) => <span data-testid="job-started-by">{startedBy(t, run as ScrapeRun)}</span>}
          />
          <DataTable.Col
            source="state"
            label={t('admin.scraperJobs.fields.state')}
            render={(run) => (
              <Chip
                data-testid="job-state"
                data-state={run.state}
                size="small"
                label={stateLabel(t, run.state)}
                color={STATE_COLOR[run.state as keyof typeof STATE_COLOR] ?? 'default'}
              />
            )}
          />
          <DataTable.Col
            source="pages_fetched"
            label={t('admin.scraperJobs.fields.pages')}
            disableSort
            align="right"
            render={(run) =>
              t('admin.scraperJobs.pagesOf', {
                fetched: formatNumber(run.pages_fetched),
                expected: run.pages_expected > 0 ? formatNumber(run.pages_expected) : '?',
              })
            }
          />
          {COUNT_COLUMNS.map(([source, label]) => (
            <DataTable.Col
              key={source}
              source={source}
              label={t(`admin.scraperJobs.fields.${label}`)}
              disableSort
              align="right"
              render={(run) => formatNumber(run[source])}
            />
          ))}
          <DataTable.Col
            source="finished_at"
            label={t('admin.scraperJobs.fields.duration')}
            disableSort
            render={(run) => duration(t, run as ScrapeRun)}
          />
          <DataTable.Col
            source="error"
            label={t('admin.scraperJobs.fields.error')}
            disableSort
            render={(run) =>
              run.error ? (
                <Typography variant="body2" color="error" title={run.error} sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {run.error}
                </Typography>
              ) : (
                '—'
              )
            }
          />
        </DataTable>
      </List>
    </AdminPage>
  );
}
