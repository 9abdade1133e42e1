import { useEffect, useMemo, useState } from 'react';
import { useLocale, useLogoutIfAccessDenied } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { AdminPage } from '../../../admin/common/AdminPage';
import { SearchField } from '../../../admin/common/inputs';
import { serverMessage, useLoad, type Loaded } from '../../../admin/common/useLoad';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { FillWorkFileDialog } from '../fill-work-file/FillWorkFileDialog';
import { formatDateTime } from '../../../i18n/format';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { pagingSx } from '../../../ui/responsive/paging';
import { pinnedRightSx, pinnedSx, type PinnedColumn } from '../../../ui/responsive/pinned';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { ftoApi, type LevelContext, type UpperRow } from '../common/ftoApi';
import { LevelContextLine, LevelGate } from '../common/LevelGate';
import { NotRecommended } from '../common/NotRecommended';
import { PAGE_SIZES, useClientTable } from '../common/useClientTable';
import { useReloadWhenSent } from '../../../offline/sentSubmissions';
import { localName } from '../../../i18n/names';
import { EvidenceCell } from '../photo-evidence/EvidenceParts';
import { MisChangedChip } from '../reconciliation/MisChanged';

/** Issue 27: the rows whose level-below photos carry an evidence flag. */
export const hasEvidenceFlags = (row: UpperRow) => (row.evidence_flags?.length ?? 0) > 0;

/** Issue 29: the rows whose work changed in the MIS after the level below verified it. */
export const hasMisChanges = (row: UpperRow) => !!row.mis_changed;

/**
 * The observed product's Work Name column: the third segment of the work code split by '/'.
 * Issue 24 shows the work's real name instead (a touch screen has no hover tooltip); this is
 * only the fallback for a work the mirror has no name for.
 */
export const workNameOfCode = (workCode: string) => workCode.split('/')[2] ?? '';

/** The name an officer recognises a work by. */
export const workNameOf = (row: Pick<UpperRow, 'work_code' | 'work_name'>) => row.work_name?.trim() || workNameOfCode(row.work_code);

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;

/** Work Code and Work Name stay in view when a narrow window scrolls the table sideways. */
const PINNED: PinnedColumn[] = [{ width: 240 }, { width: 280 }];

const statusChip = (row: UpperRow, t: FtoTranslate) => {
  const satisfactory = Number(row.status) === 1;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={satisfactory ? 'success' : 'error'}
      label={satisfactory ? t('fto.status.satisfactory') : t('fto.status.unsatisfactory')}
    />
  );
};

const submittedBy = (row: UpperRow, locale: string) => (
  <>
    {localName(row.submitted_by, row.submitted_by_kn, locale)}
    {(row.submitted_by_name || row.submitted_at) && (
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {[row.submitted_by_name, formatDateTime(row.submitted_at)].filter(Boolean).join(' · ')}
      </Typography>
    )}
  </>
);

const filledChip = (row: UpperRow, t: FtoTranslate) =>
  row.filled && (
    <Chip data-testid="upper-filled" size="small" color={row.filled_status === 1 ? 'success' : 'warning'} label={t('fto.upper.filled')} />
  );

interface UpperRowsProps {
  rows: readonly UpperRow[];
  onFill: (row: UpperRow) => void;
}

function UpperTable({ rows, onFill }: UpperRowsProps) {
  const t = useFtoTranslate();
  const locale = useLocale();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        data-testid="upper-table"
        sx={{
          // Stripes on the cells, opaque, so nothing shows through a pinned cell.
          '& tbody td': { bgcolor: 'background.paper' },
          '& tbody tr:nth-of-type(odd) td': { bgcolor: 'grey.100' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...headSx, ...pinnedSx(PINNED, 0, 'head') }}>{t('fto.upper.columns.workCode')}</TableCell>
            <TableCell sx={{ ...headSx, ...pinnedSx(PINNED, 1, 'head') }}>{t('fto.upper.columns.workName')}</TableCell>
            <TableCell sx={headSx}>{t('fto.upper.columns.agency')}</TableCell>
            <TableCell sx={headSx}>{t('fto.upper.columns.submittedBy')}</TableCell>
            <TableCell sx={headSx}>{t('fto.upper.columns.status')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.column')}</TableCell>
            <TableCell sx={{ ...headSx, ...pinnedRightSx('head') }}>{t('fto.upper.columns.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="upper-row" data-work-code={row.work_code} data-record-id={row.id}>
              <TableCell
                data-testid="upper-code"
                sx={{ ...pinnedSx(PINNED, 0, 'body'), fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}
              >
                {row.work_code}
              </TableCell>
              <TableCell data-testid="upper-name" sx={pinnedSx(PINNED, 1, 'body')}>
                {workNameOf(row)}
              </TableCell>
              <TableCell>{localName(row.agency_name, row.agency_name_kn, locale)}</TableCell>
              <TableCell data-testid="upper-submitted-by">{submittedBy(row, locale)}</TableCell>
              <TableCell>
                <Box data-testid="upper-status">{statusChip(row, t)}</Box>
                <NotRecommended recommendation={row.recommendation ?? null} reason={row.reason ?? null} testId="upper-not-recommended" />
                <MisChangedChip changed={row.mis_changed} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <EvidenceCell flags={row.evidence_flags} photos={row.evidence_photos} />
              </TableCell>
              <TableCell sx={pinnedRightSx('body')}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Button
                    data-testid="upper-fill"
                    size="small"
                    variant={row.filled ? 'outlined' : 'contained'}
                    startIcon={<EditNoteIcon />}
                    onClick={() => onFill(row)}
                  >
                    {t('fto.upper.fill')}
                  </Button>
                  {filledChip(row, t)}
                </Box>
                <NotRecommended
                  recommendation={row.filled_recommendation ?? null}
                  reason={row.filled_reason ?? null}
                  testId="upper-own-not-recommended"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The level 2+ list on a phone: a card a work, its name first, with the Fill button at full touch size. */
function UpperCards({ rows, onFill }: UpperRowsProps) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const none = t('fto.common.none');
  return (
    <Box
      component="ul"
      data-testid="upper-cards"
      aria-label={t('fto.upper.list')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={row.id}
          data-testid="upper-card"
          data-work-code={row.work_code}
          data-record-id={row.id}
          sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" data-testid="upper-name" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
              {workNameOf(row)}
            </Typography>
            <Typography data-testid="upper-code" sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
              {row.work_code}
            </Typography>
          </Box>
          <Box data-testid="upper-status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {statusChip(row, t)}
            {filledChip(row, t)}
            <MisChangedChip changed={row.mis_changed} />
          </Box>
          <NotRecommended recommendation={row.recommendation ?? null} reason={row.reason ?? null} testId="upper-not-recommended" />
          <NotRecommended
            recommendation={row.filled_recommendation ?? null}
            reason={row.filled_reason ?? null}
            testId="upper-own-not-recommended"
          />
          <LabelValueList
            items={[
              { label: t('fto.works.columns.gp'), value: localName(row.panchayat_name, row.panchayat_name_kn, locale) || none },
              { label: t('fto.upper.columns.agency'), value: localName(row.agency_name, row.agency_name_kn, locale) || none },
              {
                label: t('fto.upper.columns.submittedBy'),
                value: <span data-testid="upper-submitted-by">{submittedBy(row, locale)}</span>,
              },
              {
                label: t('fto.evidence.column'),
                value:
                  hasEvidenceFlags(row) || Number(row.evidence_photos ?? 0) > 0 ? (
                    <EvidenceCell flags={row.evidence_flags} photos={row.evidence_photos} />
                  ) : (
                    none
                  ),
              },
            ]}
          />
          <Button
            data-testid="upper-fill"
            variant={row.filled ? 'outlined' : 'contained'}
            startIcon={<EditNoteIcon />}
            onClick={() => onFill(row)}
            sx={{ minHeight: 44 }}
          >
            {t('fto.upper.fill')}
          </Button>
        </Paper>
      ))}
    </Box>
  );
}

/** The files to verify, asked for beside the level context rather than after it, kept answer first (as the level 1 works list does). */
function useUpperList(): Loaded<UpperRow[]> {
  const { selectedRole } = useSession();
  return useLoad(
    selectedRole ? `getFtoLists|${roleKey(selectedRole)}` : null,
    () => ftoApi.upperList(selectedRole),
    [] as UpperRow[],
    () => ftoApi.kept.upperList(selectedRole),
  );
}

function UpperList({ context, list }: { context: LevelContext; list: Loaded<UpperRow[]> }) {
  const locale = useLocale();
  const t = useFtoTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useReloadWhenSent(list.reload);
  useEffect(() => {
    if (list.error) void logoutIfAccessDenied(list.error);
  }, [list.error, logoutIfAccessDenied]);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [changedOnly, setChangedOnly] = useState(false);
  const rows = useMemo(
    () => list.data.filter((row) => (!flaggedOnly || hasEvidenceFlags(row)) && (!changedOnly || hasMisChanges(row))),
    [list.data, flaggedOnly, changedOnly],
  );
  const table = useClientTable(rows);
  const [opened, setOpened] = useState<UpperRow | null>(null);
  const phone = usePhoneLayout();

  return (
    <>
      <LevelContextLine context={context} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <Box role="search" sx={{ mb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Box sx={{ flex: '1 1 260px', maxWidth: 520, minWidth: 0 }}>
            <SearchField
              label={t('fto.upper.search')}
              value={table.search}
              onChange={table.setSearch}
              testId="upper-search"
              maxLength={100}
            />
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={flaggedOnly}
                onChange={(event) => {
                  setFlaggedOnly(event.target.checked);
                  table.setPage(0);
                }}
                slotProps={{ input: { 'data-testid': 'upper-evidence-filter' } as object }}
              />
            }
            label={t('fto.evidence.filter')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={changedOnly}
                onChange={(event) => {
                  setChangedOnly(event.target.checked);
                  table.setPage(0);
                }}
                slotProps={{ input: { 'data-testid': 'upper-mis-changed-filter' } as object }}
              />
            }
            label={t('fto.misChanged.filter')}
          />
        </Box>
        {list.loading && <LinearProgress data-testid="upper-loading" sx={{ mb: 1 }} />}
        {list.error && !list.loading ? (
          <Alert
            data-testid="upper-error"
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={list.reload}>
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(list.error) ?? t('fto.common.loadFailed')}
          </Alert>
        ) : !list.loading && table.total === 0 ? (
          <Box data-testid="upper-empty" role="status" sx={{ textAlign: 'center', py: 6 }}>
            <Typography>{t('fto.common.noData')}</Typography>
          </Box>
        ) : (
          <>
            {phone ? <UpperCards rows={table.pageRows} onFill={setOpened} /> : <UpperTable rows={table.pageRows} onFill={setOpened} />}
            <TablePagination
              data-testid="upper-pagination"
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
          key={opened.work_code}
          workCode={opened.work_code}
          workName={workNameOf(opened)}
          agency={localName(opened.agency_name, opened.agency_name_kn, locale)}
          level={context.level}
          onClose={() => setOpened(null)}
          onSubmitted={() => {
            setOpened(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}

/**
 * Level 2+ list (/fto/ftoverify, spec 2 §2): the files the level below submitted in this cycle
 * that were drawn for the officer's level, each with Fill to open the Fill Work File dialog.
 */
export function FtoVerificationList() {
  const t = useFtoTranslate();
  const list = useUpperList();
  return (
    <AdminPage testId="upper-page" title={t('fto.upper.title')} subtitle={t('fto.upper.subtitle')}>
      <LevelGate audience="upper">{(context) => <UpperList context={context} list={list} />}</LevelGate>
    </AdminPage>
  );
}
