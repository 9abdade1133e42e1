import { useLocale } from 'react-admin';
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { UserListRow } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';
import { localName } from '../../i18n/names';

interface UserTableProps {
  rows: UserListRow[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  loading: boolean;
  stateAdmin: boolean;
  busyAdmin: number | null;
  onPageChange: (page: number) => void;
  onAssign: (row: UserListRow) => void;
  onViewRoles: (row: UserListRow) => void;
  onSetAdmin: (row: UserListRow) => void;
  onSetUser: (row: UserListRow) => void;
  /** The officer whose assigned roles are open under their row, and that panel. */
  expandedId: number | null;
  details: ReactNode;
}

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

/**
 * Where the table is wider than the screen (a tablet, very long names) it scrolls inside its
 * container; the Actions column stays pinned at the right edge so the buttons never scroll
 * out of reach. Its cells need their own background for that, and the row's hover tint.
 */
const actionsSx = {
  position: 'sticky',
  right: 0,
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
} as const;

/** The officers of one server page (spec 1 §3 User list row) with the per-row actions. */
export function UserTable(props: UserTableProps) {
  const { rows, total, page, pageSize, loading, stateAdmin, busyAdmin } = props;
  const t = useAdminTranslate();
  const locale = useLocale();
  const offset = (page - 1) * pageSize;

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress data-testid="users-loading" />}</Box>
      <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 360px)' }, minHeight: 120 }}>
        <Table
          data-testid="user-table"
          size="small"
          stickyHeader
          aria-busy={loading}
          sx={{
            '& thead th': { whiteSpace: 'nowrap', fontWeight: 700, bgcolor: 'grey.100' },
            // Half MUI's side padding: all nine columns fit a 1366 px laptop screen with
            // long names and designations (they wrap; mobile numbers and buttons do not).
            '& th, & td': { px: 1 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.users.columns.index')}</TableCell>
              <TableCell>{t('admin.users.columns.name')}</TableCell>
              <TableCell>{t('admin.users.columns.mobile')}</TableCell>
              <TableCell>{t('admin.users.columns.designation')}</TableCell>
              <TableCell>{t('admin.users.columns.level')}</TableCell>
              <TableCell>{t('admin.users.columns.district')}</TableCell>
              <TableCell>{t('admin.users.columns.block')}</TableCell>
              <TableCell>{t('admin.users.columns.panchayat')}</TableCell>
              <TableCell align="right" sx={{ ...actionsSx, zIndex: 3 }}>
                {t('admin.users.columns.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <Fragment key={row.id}>
                <TableRow
                  hover
                  data-testid="user-row"
                  data-user-id={row.id}
                  data-mobile={row.mobile_number}
                  data-admin={row.is_admin ? 'true' : 'false'}
                >
                  <TableCell>{offset + index + 1}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {row.name}
                    {row.is_admin && (
                      <Chip
                        data-testid="user-admin-chip"
                        label={t('admin.users.adminChip')}
                        size="small"
                        color="secondary"
                        icon={<AdminPanelSettingsIcon />}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{row.mobile_number}</TableCell>
                  <TableCell>{dash(row.designation)}</TableCell>
                  <TableCell>{dash(row.officer_level)}</TableCell>
                  <TableCell>{dash(localName(row.district_name, row.district_name_kn, locale))}</TableCell>
                  <TableCell>{dash(localName(row.block_name, row.block_name_kn, locale))}</TableCell>
                  <TableCell>{dash(localName(row.panchayat_name, row.panchayat_name_kn, locale))}</TableCell>
                  <TableCell align="right" sx={{ ...actionsSx, bgcolor: 'background.paper', zIndex: 1 }}>
                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 1, justifyContent: 'end' }}>
                      <Button
                        data-testid="assign-role-button"
                        size="small"
                        variant="contained"
                        startIcon={<PersonAddAlt1Icon />}
                        onClick={() => props.onAssign(row)}
                      >
                        {t('admin.users.assignRole')}
                      </Button>
                      <Button
                        data-testid="view-roles-button"
                        size="small"
                        variant="outlined"
                        startIcon={<VisibilityIcon />}
                        onClick={() => props.onViewRoles(row)}
                      >
                        {t('admin.users.viewRoles')}
                      </Button>
                      {/* Only the change that applies: an ADMIN can be made a USER, a USER an ADMIN. */}
                      {stateAdmin &&
                        (row.is_admin ? (
                          <Button
                            data-testid="set-user-button"
                            size="small"
                            color="inherit"
                            variant="outlined"
                            startIcon={<PersonIcon />}
                            disabled={busyAdmin === row.id}
                            onClick={() => props.onSetUser(row)}
                          >
                            {t('admin.users.setUser')}
                          </Button>
                        ) : (
                          <Button
                            data-testid="set-admin-button"
                            size="small"
                            color="secondary"
                            variant="contained"
                            startIcon={<AdminPanelSettingsIcon />}
                            disabled={busyAdmin === row.id}
                            onClick={() => props.onSetAdmin(row)}
                          >
                            {t('admin.users.setAdmin')}
                          </Button>
                        ))}
                    </Box>
                  </TableCell>
                </TableRow>
                {props.expandedId === row.id && (
                  <TableRow data-testid="user-details-row">
                    <TableCell colSpan={9} sx={{ bgcolor: 'grey.50', py: 0 }}>
                      {props.details}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        data-testid="user-pagination"
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        labelRowsPerPage={t('admin.common.rowsPerPage')}
        onPageChange={(_, next) => props.onPageChange(next + 1)}
      />
    </Box>
  );
}
