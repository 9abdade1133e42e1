import { useState } from 'react';
import { useLocale, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import type { RoleAssignment } from '../../providers/authApi';
import { roleKey } from '../../session/sessionStore';
import { useAdminDataProvider } from '../common/AdminDataScope';
import { serverMessage, useLoad } from '../common/useLoad';
import type { AssignedRoleRow, UserListRow } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';
import { localName } from '../../i18n/names';
import { serverMessage as answerMessage } from '../../i18n/serverMessage';

interface AssignedRolesPanelProps {
  officer: UserListRow;
  currentRole: RoleAssignment | null;
  /** Bumped by each View Roles click, so a second click loads the list again. */
  refreshToken: number;
  onClose: () => void;
}

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

/**
 * View Roles (spec 1 §3 Assigned role row): the officer's active assignments, each removable,
 * shown inline under the officer's row so the rest of the page stays usable.
 */
export function AssignedRolesPanel({ officer, currentRole, refreshToken, onClose }: AssignedRolesPanelProps) {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useAdminDataProvider();
  const [deleting, setDeleting] = useState<number | null>(null);

  const assigned = useLoad<AssignedRoleRow[]>(
    `assigned:${officer.id}:${currentRole ? roleKey(currentRole) : ''}:${refreshToken}`,
    () => dataProvider.assignedRoles(officer.id, currentRole),
    [],
  );
  if (assigned.error) console.warn('Assigned roles could not be loaded.', assigned.error);

  const remove = async (row: AssignedRoleRow) => {
    setDeleting(row.id);
    try {
      const answer = await dataProvider.deleteAssignedRole(row.id, currentRole);
      notify(answerMessage(answer, t('admin.assigned.deleted')), { type: 'success' });
    } catch (error) {
      notify(serverMessage(error) ?? t('admin.assigned.deleteFailed'), { type: 'error' });
    } finally {
      setDeleting(null);
      assigned.reload();
    }
  };

  return (
    <Box
      data-testid="assigned-roles-panel"
      data-user-id={officer.id}
      sx={{ border: 1, borderColor: 'primary.light', borderRadius: 1, bgcolor: 'background.paper', p: { xs: 1, sm: 1.5 }, my: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {t('admin.assigned.title')}
          <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
            {t('admin.assigned.officer', { name: officer.name, mobile: officer.mobile_number })}
          </Typography>
        </Typography>
        <Button data-testid="assigned-roles-close" size="small" startIcon={<CloseIcon />} onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{assigned.loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" data-testid="assigned-roles-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.assigned.columns.district')}</TableCell>
              <TableCell>{t('admin.assigned.columns.block')}</TableCell>
              <TableCell>{t('admin.assigned.columns.panchayat')}</TableCell>
              <TableCell>{t('admin.assigned.columns.role')}</TableCell>
              <TableCell>{t('admin.assigned.columns.code')}</TableCell>
              <TableCell>{t('admin.assigned.columns.department')}</TableCell>
              <TableCell align="right">{t('admin.assigned.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {assigned.data.map((row) => (
              <TableRow key={row.id} data-testid="assigned-role-row" data-assignment-id={row.id} data-role-code={row.Role_code}>
                <TableCell>{dash(localName(row.district_name, row.district_name_kn, locale))}</TableCell>
                <TableCell>{dash(localName(row.block_name, row.block_name_kn, locale))}</TableCell>
                <TableCell>{dash(localName(row.panchayat_name, row.panchayat_name_kn, locale))}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{localName(row.Role_name, row.Role_name_kn, locale)}</TableCell>
                <TableCell>{row.Role_code}</TableCell>
                <TableCell>{dash(localName(row.department_name, row.department_name_kn, locale))}</TableCell>
                <TableCell align="right">
                  <Button
                    data-testid="delete-assigned-role"
                    size="small"
                    color="error"
                    variant="outlined"
                    startIcon={<DeleteIcon />}
                    disabled={deleting !== null}
                    onClick={() => void remove(row)}
                  >
                    {t('admin.assigned.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {!assigned.loading && assigned.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} data-testid="assigned-roles-empty" sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
                  {t('admin.assigned.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
