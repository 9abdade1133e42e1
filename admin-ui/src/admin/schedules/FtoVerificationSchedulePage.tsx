import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
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
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, formatFinancialYear } from '../../i18n/format';
import { useFtoTranslate, type FtoTranslate } from '../../pages/fto/useFtoTranslate';
import { useSession } from '../../session/useSession';
import { portalColors } from '../../theme';
import { isStateAdmin } from '../access';
import { AdminPage } from '../common/AdminPage';
import { NotAuthorized } from '../common/NotAuthorized';
import { serverMessage, useLoad } from '../common/useLoad';
import { RoleMappingDialog } from './RoleMappingDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { useYearLists } from '../../config/SiteConfigContext';
import { ALL_YEARS_FROM } from './scheduleForm';
import { schedulesApi, type Schedule, type ScheduleState } from './schedulesApi';
import { adminPaths } from '../paths';

/** Spec 2 §2: a schedule of 16 or more financial years shows ALL. */
export const yearsText = (years: readonly string[], t: FtoTranslate) =>
  years.length >= ALL_YEARS_FROM ? t('fto.schedules.all') : [...years].sort().map(formatFinancialYear).join(', ');

const STATE_COLOR = { open: 'success', upcoming: 'info', ended: 'default' } as const satisfies Record<ScheduleState, string>;

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;

/**
 * The list fits its page (issue 43 item 9): on a laptop the level and lock lines wrap between their
 * words (never inside a date) so the Actions column stays in view; below md each cycle is a card,
 * its cells one under another with their column's name above (the cell's data-label).
 */
const tableSx = {
  '& td': { verticalAlign: 'top' },
  '& th, & td': { px: { md: 1, lg: 1.5 } },
  '@media (max-width: 899.95px)': {
    // The column names are each cell's own label here (its ::before, which screen readers read too).
    '& thead': { display: 'none' },
    '& tbody, & tr, & td': { display: 'block' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { border: 0, py: 0.5, textAlign: 'left', maxWidth: 'none' },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 700,
      color: 'text.secondary',
    },
  },
} as const;

type Editing = { schedule: Schedule | null } | null;

function Schedules() {
  const t = useFtoTranslate();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const data = useLoad('fto-shedules', () => schedulesApi.list(), { schedules: [], mappings: [] });
  useEffect(() => {
    if (data.error) void logoutIfAccessDenied(data.error);
  }, [data.error, logoutIfAccessDenied]);
  const [editing, setEditing] = useState<Editing>(null);
  const [mapping, setMapping] = useState(false);
  const { schedules: years } = useYearLists();

  return (
    <AdminPage
      testId="schedules-page"
      title={t('fto.schedules.title')}
      subtitle={t('fto.schedules.subtitle')}
      backTo={adminPaths.scheduler}
      actions={
        <>
          <Button
            data-testid="schedules-checklist"
            variant="text"
            startIcon={<ChecklistIcon />}
            onClick={() => navigate(adminPaths.ftoChecklist)}
          >
            {t('fto.schedules.checklist')}
          </Button>
          <Button
            data-testid="schedules-map"
            variant="outlined"
            startIcon={<AccountTreeIcon />}
            disabled={data.loading || !!data.error}
            onClick={() => setMapping(true)}
          >
            {t('fto.schedules.mapOfficers')}
          </Button>
          <Button data-testid="schedules-add" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ schedule: null })}>
            {t('fto.schedules.add')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
        {data.loading && <LinearProgress data-testid="schedules-loading" />}
        {data.error && !data.loading ? (
          <Alert
            data-testid="schedules-error"
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={data.reload}>
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(data.error) ?? t('fto.common.loadFailed')}
          </Alert>
        ) : !data.loading && data.data.schedules.length === 0 ? (
          <Box data-testid="schedules-empty" role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography>{t('fto.common.noData')}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t('fto.schedules.empty')}
            </Typography>
          </Box>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="schedules-table" sx={tableSx}>
              <TableHead>
                <TableRow>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.cycleName')}</TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.financialYear')}</TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.start')}</TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.end')}</TableCell>
                  <TableCell sx={headSx} align="center">
                    {t('fto.schedules.columns.levels')}
                  </TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.levelLines')}</TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.locks')}</TableCell>
                  <TableCell sx={headSx}>{t('fto.schedules.columns.state')}</TableCell>
                  <TableCell sx={headSx} align="right">
                    {t('fto.schedules.columns.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.schedules.map((schedule) => {
                  const { state } = schedule;
                  return (
                    <TableRow
                      key={schedule.id}
                      hover
                      data-testid="schedule-row"
                      data-schedule-id={schedule.id}
                      data-cycle-name={schedule.cycle_name}
                    >
                      <TableCell data-label={t('fto.schedules.columns.cycleName')} sx={{ fontWeight: 600 }}>
                        {schedule.cycle_name}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.financialYear')} data-testid="schedule-years" sx={{ maxWidth: 220 }}>
                        {yearsText(schedule.financial_year ?? [], t)}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.start')} sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(schedule.schedule_start)}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.end')} sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(schedule.schedule_end)}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.levels')} align="center">
                        {schedule.noOfLevels}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.levelLines')} data-testid="schedule-levels">
                        {(schedule.levels ?? []).map((level, index) => (
                          <Typography key={index} variant="body2">
                            {t('fto.schedules.levelLine', {
                              n: index + 1,
                              start: formatDate(level.startDate),
                              end: formatDate(level.endDate),
                              percentage: level.percentage,
                            })}
                          </Typography>
                        ))}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.locks')} data-testid="schedule-locks">
                        {([1, 2] as const).map((n) => {
                          const [open, close] =
                            n === 1 ? [schedule.lock1_open, schedule.lock1_close] : [schedule.lock2_open, schedule.lock2_close];
                          return (
                            <Typography key={n} component="div" variant="body2" title={t('fto.schedules.lockTitle', { n })}>
                              {t('fto.schedules.lockLine', { n, start: formatDate(open), end: formatDate(close) })}
                            </Typography>
                          );
                        })}
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.state')}>
                        <Chip size="small" color={STATE_COLOR[state]} label={t(`fto.schedules.state.${state}`)} data-state={state} />
                      </TableCell>
                      <TableCell data-label={t('fto.schedules.columns.actions')} align="right">
                        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
                          <Button
                            data-testid="schedule-edit"
                            size="small"
                            startIcon={<EditIcon />}
                            onClick={() => setEditing({ schedule })}
                          >
                            {t('fto.schedules.edit')}
                          </Button>
                          <Button data-testid="schedule-map" size="small" startIcon={<AccountTreeIcon />} onClick={() => setMapping(true)}>
                            {t('fto.schedules.mapOfficers')}
                          </Button>
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>

      {editing && (
        <ScheduleDialog
          key={editing.schedule?.id ?? 'new'}
          schedule={editing.schedule}
          years={years}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            data.reload();
          }}
        />
      )}
      {mapping && !data.loading && (
        <RoleMappingDialog
          mappings={data.data.mappings}
          onClose={() => setMapping(false)}
          onSaved={() => {
            setMapping(false);
            data.reload();
          }}
        />
      )}
    </AdminPage>
  );
}

/**
 * FTO schedule list (/users/fto-scheduler, spec 2 §2): the verification cycles with their five
 * level windows, Add New Schedule, Edit, and Map Officers to Levels. STATE ADMIN only (spec 2 §6);
 * the server refuses everyone else as well.
 */
export function FtoVerificationSchedulePage() {
  const { permissions } = useSession();
  if (!isStateAdmin(permissions)) return <NotAuthorized />;
  return <Schedules />;
}
