import { useState } from 'react';
import { useLocale, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { PortalDateField } from '../../../ui/date/PortalDateField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { AdminPage } from '../../../admin/common/AdminPage';
import { NotAuthorized } from '../../../admin/common/NotAuthorized';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { formatDateTime, formatMoney, formatNumber } from '../../../i18n/format';
import { localName } from '../../../i18n/names';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { canSeeMisChanges } from './access';
import { fieldWords, headOf, useMisSay } from './changeWords';
import { CHANGE_KINDS, misChangesApi, type ChangeEntry, type ChangesFilters, type FieldChange, type WorkChanges } from './misChangesApi';
import { ftoPaths } from '../paths';

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;
const PER_PAGE = 25;

/** A day in India as YYYY-MM-DD, `back` days before today. */
const istDay = (back = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - back * 86_400_000));

function difference(f: FieldChange): string {
  if (f.difference === null || f.difference === 0) return '';
  const text = formatMoney(Math.abs(f.difference));
  return f.difference > 0 ? `+${text}` : `-${text}`;
}

const kindLabel = (t: FtoTranslate, kind: string) => t(`fto.misChanges.kinds.${kind}` as Parameters<FtoTranslate>[0]);

function Entry({ entry }: { entry: ChangeEntry }) {
  const t = useFtoTranslate();
  const say = useMisSay();
  const { head, omit } = headOf(entry, say);
  const differences = new Map(entry.fields.map((f) => [f.field, difference(f)] as const));
  return (
    <Box data-testid="mis-change" data-kind={entry.kind} data-row-key={entry.row_key} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Chip size="small" label={kindLabel(t, entry.kind)} color={entry.kind === 'gone-works' ? 'error' : 'default'} />
        <Typography variant="caption" color="textSecondary">
          {t('fto.misChanges.loadedAt', { at: formatDateTime(entry.recorded_at) })}
        </Typography>
      </Box>
      {entry.source !== 'work' && (
        <Typography variant="body2" data-testid="mis-change-subject" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {head}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {fieldWords(entry, say, omit).map((f) => {
          const diff = entry.change === 'changed' ? differences.get(f.field) : undefined;
          return (
            <Typography
              component="li"
              variant="body2"
              key={f.field}
              data-testid="mis-change-field"
              data-field={f.field}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {f.text}
              {diff && ' '}
              {diff && (
                <Box component="strong" data-testid="mis-change-difference">
                  {`(${diff})`}
                </Box>
              )}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

function WorkTitle({ row }: { row: WorkChanges }) {
  const t = useFtoTranslate();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.fto_no ? t('fto.misChanges.fto', { fto: row.fto_no }) : row.work_name?.trim() || row.work_code}
      </Typography>
      {row.work_code && (
        <Typography sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>{row.work_code}</Typography>
      )}
    </>
  );
}

function ChangesList({ rows }: { rows: readonly WorkChanges[] }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Box component="ul" data-testid="mis-changes-works" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.id}
            data-testid="mis-changes-work"
            data-id={row.id}
            sx={{ p: 1.5, minWidth: 0 }}
          >
            <WorkTitle row={row} />
            <Typography variant="body2" color="textSecondary">
              {localName(row.panchayat_name, row.panchayat_name_kn, locale)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
              {row.changes.map((c) => (
                <Entry key={c.id} entry={c} />
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="mis-changes-works">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('fto.misChanges.columns.work')}</TableCell>
            <TableCell sx={headSx}>{t('fto.misChanges.columns.panchayat')}</TableCell>
            <TableCell sx={headSx}>{t('fto.misChanges.columns.last')}</TableCell>
            <TableCell sx={headSx}>{t('fto.misChanges.columns.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="mis-changes-work" data-id={row.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ maxWidth: 300 }}>
                <WorkTitle row={row} />
              </TableCell>
              <TableCell>{localName(row.panchayat_name, row.panchayat_name_kn, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.last_at)}</TableCell>
              <TableCell sx={{ minWidth: 320 }}>
                <Box sx={{ display: 'grid', gap: 1 }}>
                  {row.changes.map((c) => (
                    <Entry key={c.id} entry={c} />
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * MIS changes (issue 29; /fto/changes): what the loads of the MIS changed in the officer's
 * jurisdiction, grouped by work: new and gone works, amounts with their difference, bills added,
 * paid or changed, FTOs. Filters by taluk or panchayat code, IST days (the last 30 by default)
 * and kind; the CSV is the server's, with the same filters.
 */
export function MisChangesPage() {
  const t = useFtoTranslate();
  const notify = useNotify();
  const { selectedRole, fto, permissions } = useSession();
  const allowed = canSeeMisChanges(selectedRole, fto, permissions ?? []);
  const [filters, setFilters] = useState<ChangesFilters>({ from: istDay(29), to: istDay(0) });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const role = selectedRole ? roleKey(selectedRole) : null;
  const list = useLoad(
    allowed && role ? `mis-changes|${role}|${JSON.stringify(filters)}|${page}` : null,
    () => misChangesApi.list(selectedRole, filters, page, PER_PAGE),
    { rows: [] as WorkChanges[], total: 0 },
  );
  if (!allowed) return <NotAuthorized />;

  const set = (name: keyof ChangesFilters, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await misChangesApi.downloadCsv(selectedRole, filters);
    } catch (error) {
      notify(serverMessage(error) ?? t('fto.misChanges.csvFailed'), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const field = (name: keyof ChangesFilters, label: string) => (
    <TextField
      size="small"
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => set(name, event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `mis-changes-${name}` }, inputLabel: { shrink: true } }}
    />
  );

  return (
    <AdminPage
      testId="mis-changes-page"
      title={t('fto.misChanges.title')}
      subtitle={t('fto.misChanges.subtitle')}
      backTo={ftoPaths.fto}
      actions={
        <Button
          data-testid="mis-changes-csv"
          variant="contained"
          startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={downloading}
          onClick={() => void download()}
        >
          {t('fto.misChanges.csv')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {field('block_code', t('fto.misChanges.block'))}
          {field('panchayat_code', t('fto.misChanges.panchayat'))}
          {(['from', 'to'] as const).map((name) => (
            <PortalDateField
              key={name}
              strict
              size="small"
              label={t(`fto.misChanges.${name}`)}
              value={filters[name] ?? ''}
              onChange={(value) => set(name, value)}
              testId={`mis-changes-${name}`}
            />
          ))}
          <TextField
            select
            size="small"
            label={t('fto.misChanges.kind')}
            value={filters.kind ?? ''}
            onChange={(event) => set('kind', event.target.value)}
            slotProps={{
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'mis-changes-kind' } as object },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('fto.misChanges.allKinds')}</MenuItem>
            {CHANGE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kindLabel(t, kind)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {list.loading && <LinearProgress data-testid="mis-changes-loading" />}
        {list.error ? (
          <Alert
            severity="error"
            data-testid="mis-changes-error"
            action={
              <Button color="inherit" size="small" onClick={() => list.reload()}>
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(list.error) ?? t('fto.common.loadFailed')}
          </Alert>
        ) : !list.loading && list.data.rows.length === 0 ? (
          <Box data-testid="mis-changes-empty" role="status" sx={{ textAlign: 'center', py: 4 }}>
            <Typography>{t('fto.misChanges.empty')}</Typography>
          </Box>
        ) : (
          <>
            <Typography data-testid="mis-changes-count" variant="body2" color="textSecondary">
              {t('fto.misChanges.count', { count: formatNumber(list.data.total), smart_count: list.data.total })}
            </Typography>
            <ChangesList rows={list.data.rows} />
            <TablePagination
              component="div"
              count={list.data.total}
              page={page - 1}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              onPageChange={(_, p) => setPage(p + 1)}
              labelRowsPerPage={t('fto.common.rowsPerPage')}
              sx={{ overflowX: 'auto' }}
            />
          </>
        )}
      </Paper>
    </AdminPage>
  );
}
