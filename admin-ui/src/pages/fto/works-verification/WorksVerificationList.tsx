import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { phoneTouchTargets } from '../../../layout/touchTargets';
import { AdminPage } from '../../../admin/common/AdminPage';
import { localName } from '../../../i18n/names';
import { SearchField } from '../../../admin/common/inputs';
import { serverMessage, useLoad, type Loaded } from '../../../admin/common/useLoad';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { FillWorkFileDialog } from '../fill-work-file/FillWorkFileDialog';
import { webLink } from '../format';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi, type LevelContext, type WorkRow } from '../common/ftoApi';
import { LevelContextLine, LevelGate } from '../common/LevelGate';
import { TOAST } from '../common/toast';
import { PAGE_SIZES, useClientTable } from '../common/useClientTable';
import { pagingSx } from '../../../ui/responsive/paging';
import { useNarrowLayout } from '../../../ui/responsive/useLayout';
import { WorksCards } from './WorksCards';
import { WorksTable } from './WorksTable';
import { useReloadWhenSent } from '../../../offline/sentSubmissions';
import { useKeptReadiness, useQueuedRecords } from '../../../offline/useOfflineReady';
import { OfflineReadyPanel } from './OfflineReadyPanel';
import { formatFinancialYear } from '../../../i18n/format';
import { ftoPaths } from '../paths';

interface Opened {
  row: WorkRow;
  readOnly: boolean;
}

/**
 * The works of the agency and year, asked for at once, beside the level context rather than after
 * it: on a 2G/3G link that is one round trip less before the list shows. When the level gate then
 * says the page is not for this officer, the answer (the server refused it too) is never shown.
 * A list opened before shows what the device kept of it at once, refreshed when the server answers.
 */
function useWorks(agency: string, year: string): Loaded<WorkRow[]> {
  const { selectedRole } = useSession();
  return useLoad(
    selectedRole && agency && year ? `getworkData2|${roleKey(selectedRole)}|${agency}|${year}` : null,
    () => ftoApi.works(selectedRole, agency, year),
    [] as WorkRow[],
    () => ftoApi.kept.works(selectedRole, agency, year),
  );
}

function Works({ context, works }: { context: LevelContext; works: Loaded<WorkRow[]> }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const failedText = serverMessage(works.error) ?? t('fto.works.loadFailed');
  // A file the outbox sent by itself shows as filed.
  useReloadWhenSent(works.reload);
  useEffect(() => {
    if (!works.error) return;
    void logoutIfAccessDenied(works.error);
    // Spec 2 §8: the works of the list come from the MIS mirror (the dynamic data); a failed load is a toast too.
    notify(failedText, { type: 'error', ...TOAST });
  }, [works.error, failedText, logoutIfAccessDenied, notify]);
  const table = useClientTable(works.data);
  // Which works this phone can open without a network, and which filed ones wait to be sent (issue 43 item 2).
  const { selectedRole } = useSession();
  const keepItems = useMemo(
    () => works.data.map((w) => ({ key: w.work_code, tasks: ftoApi.workFileReads(selectedRole, w.work_code) })),
    [works.data, selectedRole],
  );
  const ready = useKeptReadiness(
    useMemo(() => keepItems.map((i) => ({ key: i.key, requests: i.tasks.map((k) => k.request) })), [keepItems]),
  );
  const readyCount = keepItems.filter((i) => ready.get(i.key)).length;
  const queued = useQueuedRecords('fto-file');
  const [opened, setOpened] = useState<Opened | null>(null);
  // Seventeen columns do not fit below 900 px even with four of them pinned: cards there.
  const narrow = useNarrowLayout();
  const List = narrow ? WorksCards : WorksTable;

  const openRegister = (row: WorkRow) => {
    // Spec 2 §2: no link says so (a toast, as every message of these screens); a link opens in a new tab.
    // Only a web link opens (format.webLink): a `javascript:` link in the mirror is no link.
    const link = webLink(row.wrkreg_link);
    if (!link) notify(t('fto.works.noLink'), { type: 'info', ...TOAST });
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <LevelContextLine context={context} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <Box role="search" sx={{ display: 'flex', gap: 1.5, mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 320px', maxWidth: 520 }}>
            <SearchField
              label={t('fto.works.search')}
              value={table.search}
              onChange={table.setSearch}
              testId="works-search"
              maxLength={100}
            />
          </Box>
        </Box>
        {/* Readiness is of this device: on a phone or small tablet, where the cards mark it too. */}
        {narrow && !works.error && <OfflineReadyPanel items={keepItems} ready={readyCount} />}
        {works.loading && <LinearProgress data-testid="works-loading" sx={{ mb: 1 }} />}
        {works.error && !works.loading ? (
          <Alert
            data-testid="works-error"
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={works.reload}>
                {t('fto.common.retry')}
              </Button>
            }
          >
            {failedText}
          </Alert>
        ) : !works.loading && table.total === 0 ? (
          <Box data-testid="works-empty" role="status" sx={{ textAlign: 'center', py: 6 }}>
            <Typography>{t('fto.common.noData')}</Typography>
          </Box>
        ) : (
          <>
            <List
              rows={table.pageRows}
              offset={table.offset}
              ready={ready}
              queued={queued}
              onFill={(row) => setOpened({ row, readOnly: false })}
              onView={(row) => setOpened({ row, readOnly: true })}
              onRegister={openRegister}
            />
            <TablePagination
              data-testid="works-pagination"
              component="div"
              count={table.total}
              page={table.page}
              rowsPerPage={table.perPage}
              rowsPerPageOptions={[...PAGE_SIZES]}
              labelRowsPerPage={t('fto.common.rowsPerPage')}
              onPageChange={(_, next) => table.setPage(next)}
              onRowsPerPageChange={(event) => table.setPerPage(Number(event.target.value))}
              sx={pagingSx}
            />
          </>
        )}
      </Paper>
      {opened && (
        <FillWorkFileDialog
          key={`${opened.row.work_code}|${opened.readOnly}`}
          workCode={opened.row.work_code}
          workName={opened.row.work_name}
          agency={localName(opened.row.agency_name, opened.row.agency_name_kn, locale)}
          level={context.level}
          readOnly={opened.readOnly}
          onClose={() => setOpened(null)}
          onSubmitted={() => {
            setOpened(null);
            works.reload();
          }}
        />
      )}
    </>
  );
}

/**
 * Works list (/fto/showlist?agency=&year=&level=level1, spec 2 §2): the sampled works of one
 * agency and financial year, searchable and paged, each with Fill File, View and its register.
 */
export function WorksVerificationList() {
  const t = useFtoTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  // URLSearchParams rather than react-router's useSearchParams: that hook would join the sign-in page's first load.
  const params = new URLSearchParams(location.search);
  const agency = params.get('agency')?.trim() ?? '';
  const year = params.get('year')?.trim() ?? '';
  const works = useWorks(agency, year);
  const locale = useLocale();
  // The agency in the officer's language: its Kannada name comes with the works (issue 43 item 6).
  const agencyName = localName(agency, works.data.find((w) => w.agency_name === agency)?.agency_name_kn, locale);

  // Close goes back (spec 2 §2); a list opened from a bookmark has nothing to go back to.
  const close = () => (location.key === 'default' ? navigate(ftoPaths.worksVerification) : navigate(-1));

  return (
    // A thumb's target on a phone: every control at least 44x44 px (issue 43 item 3).
    <Box sx={phoneTouchTargets}>
      <AdminPage
        testId="works-page"
        title={agency && year ? t('fto.works.title', { agency: agencyName, year: formatFinancialYear(year) }) : t('fto.summary.title')}
        actions={
          <Button data-testid="works-close" variant="outlined" startIcon={<CloseIcon />} onClick={close}>
            {t('fto.works.close')}
          </Button>
        }
      >
        {!agency || !year ? (
          <Alert
            data-testid="works-missing-params"
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => navigate(ftoPaths.worksVerification)}>
                {t('fto.works.toSummary')}
              </Button>
            }
          >
            {t('fto.works.missingParams')}
          </Alert>
        ) : (
          <LevelGate audience="level1">{(context) => <Works context={context} works={works} />}</LevelGate>
        )}
      </AdminPage>
    </Box>
  );
}
