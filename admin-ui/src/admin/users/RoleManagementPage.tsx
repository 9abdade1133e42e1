import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { roleKey } from '../../session/sessionStore';
import { useSession } from '../../session/useSession';
import { isStateAdmin, jurisdictionLocks } from '../access';
import { useAdminDataProvider } from '../common/AdminDataScope';
import { AdminPage } from '../common/AdminPage';
import { serverMessage, useLoad } from '../common/useLoad';
import type { UserListRow } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';
import { AssignedRolesPanel } from './AssignedRolesPanel';
import { AssignRoleDialog } from './AssignRoleDialog';
import { ShortcutCards } from './ShortcutCards';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UserTable } from './UserTable';

/** Spec 1 §9: the user list's only page size. */
export const USER_PAGE_SIZE = 100;

const matches = (row: UserListRow, text: string) => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.mobile_number, row.designation].some((value) => (value ?? '').toLowerCase().includes(needle));
};

/**
 * Role Management (/users/rolesmanage, spec 1 §2): officers of the current role's
 * jurisdiction, a page of 100 at a time from the server. Level, district and block go to the
 * server as the list filter; the name/mobile search filters the fetched page, as the spec's
 * client does.
 */
export function RoleManagementPage() {
  const t = useAdminTranslate();
  const notify = useNotify();
  const dataProvider = useAdminDataProvider();
  const { user, permissions, selectedRole } = useSession();
  const stateAdmin = isStateAdmin(permissions);
  const locks = jurisdictionLocks(selectedRole);

  const [filters, setFilters] = useState<UserFilterValues>({ search: '', level: '', district: '', block: '' });
  const [page, setPage] = useState(1);
  const [assignFor, setAssignFor] = useState<UserListRow | null>(null);
  const [rolesFor, setRolesFor] = useState<{ row: UserListRow; token: number } | null>(null);
  const [busyAdmin, setBusyAdmin] = useState<number | null>(null);

  // The jurisdiction's own district/block are the filter whether or not the officer picks them.
  const district = locks.district ?? filters.district;
  const block = locks.block ?? filters.block;
  const serverFilter = useMemo(() => {
    const filter: Record<string, string> = {};
    if (filters.level) filter.officer_level = filters.level;
    if (district) filter.district_code = district;
    if (block) filter.block_code = block;
    return filter;
  }, [filters.level, district, block]);

  const requestKey = selectedRole ? `${roleKey(selectedRole)}|${page}|${JSON.stringify(serverFilter)}` : null;
  const users = useLoad(
    requestKey,
    () =>
      dataProvider.userList({ user, currentRole: selectedRole, page, perPage: USER_PAGE_SIZE, filter: serverFilter }).catch((error: unknown) => {
        notify(serverMessage(error) ?? t('admin.users.fetchFailed'), { type: 'error' });
        throw error;
      }),
    { data: [] as UserListRow[], total: 0 },
  );
  const rows = users.data.data.filter((row) => matches(row, filters.search));

  const changeFilters = (next: UserFilterValues) => {
    if (next.level !== filters.level || next.district !== filters.district || next.block !== filters.block) setPage(1);
    setFilters(next);
  };

  const setAdmin = async (row: UserListRow, permission: 'ADMIN' | 'USER') => {
    setBusyAdmin(row.id);
    try {
      const answer = await dataProvider.setAdmin({ mobile_number: row.mobile_number, user, permission });
      notify(answer.message || t('admin.users.permissionUpdated'), { type: 'success' });
      users.reload();
    } catch (error) {
      notify(serverMessage(error) ?? t('admin.users.assignmentFailed'), { type: 'error' });
    } finally {
      setBusyAdmin(null);
    }
  };

  return (
    <AdminPage
      testId="role-management-page"
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      actions={
        selectedRole && (
          <Typography data-testid="acting-as" variant="body2" color="text.secondary">
            {t('admin.users.actingAs', { role: selectedRole.location_name ? `${selectedRole.Role_name} — ${selectedRole.location_name}` : selectedRole.Role_name })}
          </Typography>
        )
      }
    >
      {stateAdmin && <ShortcutCards />}

      {!selectedRole ? (
        <Alert data-testid="no-role" severity="warning">
          {t('admin.users.noRole')}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <UserFilters value={filters} locks={locks} onChange={changeFilters} />
          {!users.loading && rows.length === 0 ? (
            <Box data-testid="empty-users" sx={{ textAlign: 'center', py: 6 }}>
              <Typography sx={{ mb: 2 }}>{t('admin.users.empty')}</Typography>
              <Button data-testid="reload-page" variant="contained" onClick={() => window.location.reload()}>
                {t('admin.users.reload')}
              </Button>
            </Box>
          ) : (
            <UserTable
              rows={rows}
              total={users.data.total}
              page={page}
              pageSize={USER_PAGE_SIZE}
              loading={users.loading}
              stateAdmin={stateAdmin}
              busyAdmin={busyAdmin}
              onPageChange={setPage}
              onAssign={setAssignFor}
              onViewRoles={(row) => setRolesFor((previous) => ({ row, token: (previous?.token ?? 0) + 1 }))}
              expandedId={rolesFor?.row.id ?? null}
              details={
                rolesFor && (
                  <AssignedRolesPanel
                    key={rolesFor.row.id}
                    officer={rolesFor.row}
                    currentRole={selectedRole}
                    refreshToken={rolesFor.token}
                    onClose={() => setRolesFor(null)}
                  />
                )
              }
              onSetAdmin={(row) => void setAdmin(row, 'ADMIN')}
              onSetUser={(row) => void setAdmin(row, 'USER')}
            />
          )}
        </Paper>
      )}

      {assignFor && <AssignRoleDialog officer={assignFor} currentRole={selectedRole} onClose={() => setAssignFor(null)} />}
    </AdminPage>
  );
}
