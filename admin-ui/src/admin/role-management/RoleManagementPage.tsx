import { useMemo, useState } from 'react';
import { useLocale, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NoRoleNotice } from '../../layout/NoRoleNotice';
import { roleKey } from '../../session/sessionStore';
import { useSession } from '../../session/useSession';
import { isStateAdmin, jurisdictionLocks } from '../access';
import { useAdminDataProvider } from '../common/AdminDataScope';
import { AdminPage } from '../common/AdminPage';
import { useDebounced } from '../common/useDebounced';
import { serverMessage, useLoad } from '../common/useLoad';
import type { UserListRow } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';
import { AssignedRolesPanel } from './AssignedRolesPanel';
import { AssignRoleDialog } from './AssignRoleDialog';
import { ShortcutCards } from './ShortcutCards';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UserTable } from './UserTable';
import { roleAndPlace } from '../../i18n/names';
import { serverMessage as answerMessage } from '../../i18n/serverMessage';

/** Spec 1 §9: the user list's only page size. */
export const USER_PAGE_SIZE = 100;

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Role Management (/users/rolesmanage, spec 1 §2): officers of the current role's
 * jurisdiction, a page of 100 at a time from the server. Unlike the spec's client (§9), the
 * name/mobile search goes to the server too (`q`): filtering only the loaded page would
 * miss every officer beyond the first 100. Any change of search or filter starts again at
 * page 1.
 */
export function RoleManagementPage() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useAdminDataProvider();
  const { user, permissions, selectedRole } = useSession();
  const stateAdmin = isStateAdmin(permissions);
  const locks = jurisdictionLocks(selectedRole);

  const [filters, setFilters] = useState<UserFilterValues>({ search: '', level: '', district: '', block: '' });
  const [assignFor, setAssignFor] = useState<UserListRow | null>(null);
  const [rolesFor, setRolesFor] = useState<{ row: UserListRow; token: number } | null>(null);
  const [busyAdmin, setBusyAdmin] = useState<number | null>(null);

  const search = useDebounced(filters.search.trim(), SEARCH_DELAY_MS);
  // The jurisdiction's own district/block are the filter whether or not the officer picks them.
  const district = locks.district ?? filters.district;
  const block = locks.block ?? filters.block;
  const serverFilter = useMemo(() => {
    const filter: Record<string, string> = {};
    if (search) filter.q = search;
    if (filters.level) filter.officer_level = filters.level;
    if (district) filter.district_code = district;
    if (block) filter.block_code = block;
    return filter;
  }, [search, filters.level, district, block]);
  const filterKey = JSON.stringify(serverFilter);

  // A new search or filter starts at page 1 (reset during render, React's pattern for
  // state that follows a changed input, so no request goes out for the old page).
  const [paging, setPaging] = useState({ page: 1, filterKey });
  if (paging.filterKey !== filterKey) setPaging({ page: 1, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, filterKey });

  const requestKey = selectedRole ? `${roleKey(selectedRole)}|${page}|${filterKey}` : null;
  const users = useLoad(
    requestKey,
    () =>
      dataProvider
        .userList({ user, currentRole: selectedRole, page, perPage: USER_PAGE_SIZE, filter: serverFilter })
        .catch((error: unknown) => {
          notify(serverMessage(error) ?? t('admin.users.fetchFailed'), { type: 'error' });
          throw error;
        }),
    { data: [] as UserListRow[], total: 0 },
  );
  // Typed but not yet sent counts as loading, so the old answer is not taken for the new search's.
  const loading = users.loading || filters.search.trim() !== search;
  const rows = users.data.data;

  const setAdmin = async (row: UserListRow, permission: 'ADMIN' | 'USER') => {
    setBusyAdmin(row.id);
    try {
      const answer = await dataProvider.setAdmin({ mobile_number: row.mobile_number, user, permission });
      notify(answerMessage(answer, t('admin.users.permissionUpdated')), { type: 'success' });
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
          <Typography data-testid="acting-as" variant="body2" color="textSecondary">
            {t('admin.users.actingAs', {
              role: roleAndPlace(selectedRole, locale),
            })}
          </Typography>
        )
      }
    >
      {stateAdmin && <ShortcutCards />}

      {!selectedRole ? (
        <NoRoleNotice />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <UserFilters value={filters} locks={locks} onChange={setFilters} />
          {!loading && rows.length === 0 ? (
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
              loading={loading}
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
