import { useState } from 'react';
import { DataTable, type Identifier, List, SearchInput, useDataProvider, useDelete, useLocale, useNotify, useRefresh } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useSession } from '../../session/useSession';
import { isStateAdmin } from '../access';
import type { AdminDataProvider } from '../adminDataProvider';
import { AdminPage } from '../common/AdminPage';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { serverMessage } from '../common/useLoad';
import type { Role } from '../types';
import { localName } from '../../i18n/names';
import { useAdminTranslate } from '../useAdminTranslate';
import { RoleFields, roleTransform } from './RoleFields';
import { scrollingListSx } from '../common/listSx';
// The Kannada role names (Role_name_kn).
import '../../fonts/kannada.css';
import { serverMessage as answerMessage } from '../../i18n/serverMessage';
import { adminPaths } from '../paths';

function StatusChip({ role, canWrite }: { role: Role; canWrite: boolean }) {
  const t = useAdminTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const label = role.is_active ? t('admin.roles.active') : t('admin.roles.inactive');
  const color = role.is_active ? 'success' : 'default';
  if (!canWrite) return <Chip data-testid="role-status" label={label} color={color} size="small" />;

  const toggle = async () => {
    setBusy(true);
    try {
      // Spec 1 §7: the toggle sends the opposite of the current flag.
      const answer = await dataProvider.toggleRole(role.id, !role.is_active);
      notify(answerMessage(answer, label), { type: 'success' });
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? t('admin.common.saveFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    // describeChild: the hint describes the chip; its name stays the word it shows (WCAG 2.5.3).
    <Tooltip
      describeChild
      title={t('admin.roles.toggleHint', { next: role.is_active ? t('admin.roles.inactive') : t('admin.roles.active') })}
    >
      <Chip
        data-testid="role-toggle"
        data-role-code={role.Role_code}
        data-active={role.is_active ? 'true' : 'false'}
        label={label}
        color={color}
        size="small"
        disabled={busy}
        onClick={() => void toggle()}
        variant={role.is_active ? 'filled' : 'outlined'}
      />
    </Tooltip>
  );
}

/**
 * Manage Roles (/users/roleadd, spec 1 §2): the roles list with create, edit, delete and
 * Active/Inactive. Only a STATE administrator may change roles (the server says the same);
 * other administrators see the list.
 */
export function RoleList() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = useSession();
  const canWrite = isStateAdmin(permissions);
  const [editing, setEditing] = useState<{ id: Identifier | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [deleteOne, { isPending: deletePending }] = useDelete();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteOne(
      'roles',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data: { message?: string } | undefined) => {
          notify(answerMessage(data, t('admin.roles.deleted')), { type: 'success' });
          setDeleting(null);
          refresh();
        },
        onError: (error: unknown) => {
          // 409: "This role is assigned to N officer(s) and cannot be deleted. Make it Inactive instead."
          notify(serverMessage(error) ?? t('admin.common.saveFailed'), { type: 'error' });
          setDeleting(null);
        },
      },
    );
  };

  return (
    <AdminPage
      testId="roles-page"
      title={t('admin.roles.title')}
      subtitle={canWrite ? t('admin.roles.subtitle') : t('admin.roles.readOnly')}
      backTo={adminPaths.roleManagement}
      actions={
        canWrite && (
          <Button data-testid="role-add" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('admin.roles.add')}
          </Button>
        )
      }
    >
      <List
        resource="roles"
        title={t('admin.roles.title')}
        disableSyncWithLocation
        storeKey={false}
        perPage={25}
        sort={{ field: 'id', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('admin.roles.search')} />]}
        actions={false}
        empty={false}
        sx={scrollingListSx}
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid="roles-table">
          <DataTable.Col source="Role_code" label={t('admin.roles.fields.code')} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="Role_name" label={t('admin.roles.fields.name')} />
          <DataTable.Col source="Role_name_kn" label={t('admin.roles.fields.nameKn')} disableSort />
          <DataTable.Col<Role>
            source="department_name"
            label={t('admin.roles.fields.department')}
            disableSort
            render={(role) => localName(role.department_name, role.department_name_kn, locale)}
          />
          <DataTable.Col<Role>
            source="imp_name"
            label={t('admin.roles.fields.agency')}
            disableSort
            render={(role) => localName(role.imp_name, role.imp_name_kn, locale)}
          />
          <DataTable.NumberCol source="no_of_posts" label={t('admin.roles.fields.posts')} />
          <DataTable.Col<Role>
            source="is_active"
            label={t('admin.roles.fields.status')}
            render={(role) => <StatusChip role={role} canWrite={canWrite} />}
          />
          {canWrite && (
            <DataTable.Col<Role>
              label={t('admin.common.actions')}
              align="right"
              render={(role) => (
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  <Button
                    data-testid="role-edit"
                    data-role-code={role.Role_code}
                    size="small"
                    startIcon={<EditIcon />}
                    onClick={() => setEditing({ id: role.id })}
                  >
                    {t('admin.common.edit')}
                  </Button>
                  <Button
                    data-testid="role-delete"
                    data-role-code={role.Role_code}
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => setDeleting(role)}
                  >
                    {t('admin.common.delete')}
                  </Button>
                </Box>
              )}
            />
          )}
        </DataTable>
      </List>

      <RecordFormDialog
        resource="roles"
        id={editing?.id ?? null}
        open={editing !== null}
        title={editing?.id == null ? t('admin.roles.createTitle') : t('admin.roles.editTitle')}
        testId="role-form"
        saveTestId="role-save"
        savedText={t('admin.roles.saved')}
        defaults={{ no_of_posts: 1, Role_Department_id: '', Role_implimenting_agency_id: '' }}
        transform={roleTransform}
        onClose={() => setEditing(null)}
      >
        <RoleFields />
      </RecordFormDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.roles.deleteTitle')}
        message={deleting ? t('admin.roles.deleteConfirm', { name: deleting.Role_name, code: deleting.Role_code }) : ''}
        confirmLabel={t('admin.common.delete')}
        busy={deletePending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
