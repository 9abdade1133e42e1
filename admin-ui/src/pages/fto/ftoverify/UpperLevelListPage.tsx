import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { FillWorkFileDialog } from '../fillfile/FillWorkFileDialog';
import { displayDateTime } from '../format';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi, type LevelContext, type UpperRow } from '../verification/ftoApi';
import { LevelContextLine, LevelGate } from '../verification/LevelGate';
import { PAGE_SIZES, useClientTable } from '../verification/useClientTable';

/** Spec 2 §2: the Work Name column is the third segment of the work code split by '/'. */
export const workNameOfCode = (workCode: string) => workCode.split('/')[2] ?? '';

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;

function UpperList({ context }: { context: LevelContext }) {
  const t = useFtoTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const list = useLoad(
    selectedRole ? `getFtoLists|${roleKey(selectedRole)}` : null,
    () => ftoApi.upperList(selectedRole),
    [] as UpperRow[],
  );
  useEffect(() => {
    if (list.error) void logoutIfAccessDenied(list.error);
  }, [list.error, logoutIfAccessDenied]);
  const table = useClientTable(list.data);
  const [opened, setOpened] = useState<UpperRow | null>(null);

  return (
    <>
      <LevelContextLine context={context} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <Box role="search" sx={{ mb: 1.5, maxWidth: 520 }}>
          <SearchField
            label={t('fto.upper.search')}
            value={table.search}
            onChange={table.setSearch}
            testId="upper-search"
            maxLength={100}
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
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="upper-table" sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={headSx}>{t('fto.upper.columns.workCode')}</TableCell>
                    <TableCell sx={headSx}>{t('fto.upper.columns.workName')}</TableCell>
                    <TableCell sx={headSx}>{t('fto.upper.columns.agency')}</TableCell>
                    <TableCell sx={headSx}>{t('fto.upper.columns.submittedBy')}</TableCell>
                    <TableCell sx={headSx}>{t('fto.upper.columns.status')}</TableCell>
                    <TableCell sx={headSx}>{t('fto.upper.columns.action')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.pageRows.map((row) => {
                    const satisfactory = Number(row.status) === 1;
                    return (
                      <TableRow key={row.id} hover data-testid="upper-row" data-work-code={row.work_code} data-record-id={row.id}>
                        <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>{row.work_code}</TableCell>
                        <TableCell title={row.work_name ?? undefined}>{workNameOfCode(row.work_code)}</TableCell>
                        <TableCell>{row.agency_name}</TableCell>
                        <TableCell data-testid="upper-submitted-by">
                          {row.submitted_by}
                          {(row.submitted_by_name || row.submitted_at) && (
                            <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                              {[row.submitted_by_name, displayDateTime(row.submitted_at)].filter(Boolean).join(' · ')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell data-testid="upper-status">
                          <Chip
                            size="small"
                            variant="outlined"
                            color={satisfactory ? 'success' : 'error'}
                            label={satisfactory ? t('fto.status.satisfactory') : t('fto.status.unsatisfactory')}
                          />
                        </TableCell>
                        <TableCell>
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                            <Button
                              data-testid="upper-fill"
                              size="small"
                              variant={row.filled ? 'outlined' : 'contained'}
                              startIcon={<EditNoteIcon />}
                              onClick={() => setOpened(row)}
                            >
                              {t('fto.upper.fill')}
                            </Button>
                            {row.filled && (
                              <Chip
                                data-testid="upper-filled"
                                size="small"
                                color={row.filled_status === 1 ? 'success' : 'warning'}
                                label={t('fto.upper.filled')}
                              />
                            )}
                          </Box>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
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
            />
          </>
        )}
      </Paper>
      {opened && (
        <FillWorkFileDialog
          key={opened.work_code}
          workCode={opened.work_code}
          agency={opened.agency_name}
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
export function UpperLevelListPage() {
  const t = useFtoTranslate();
  return (
    <AdminPage testId="upper-page" title={t('fto.upper.title')} subtitle={t('fto.upper.subtitle')}>
      <LevelGate audience="upper">{(context) => <UpperList context={context} />}</LevelGate>
    </AdminPage>
  );
}
