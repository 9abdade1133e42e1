import { DataTable, DateField, FilterButton, List, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../session/useSession';
import { isStateAdmin } from '../access';
import { AdminPage } from '../common/AdminPage';
import { NotAuthorized } from '../common/NotAuthorized';
import type { AuditEntry } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';
import { scrollingListSx } from '../common/listSx';

function JsonBlock({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const t = useAdminTranslate();
  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: '0.8rem',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {value === null || value === undefined ? t('admin.audit.nothing') : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function AuditExpand() {
  const t = useAdminTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return (
    <Box data-testid="audit-expand" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 1 }}>
      <JsonBlock label={t('admin.audit.fields.before')} value={record.before} testId="audit-before" />
      <JsonBlock label={t('admin.audit.fields.after')} value={record.after} testId="audit-after" />
      {record.request_id && (
        <Typography variant="caption" color="textSecondary" sx={{ flexBasis: '100%' }}>
          {t('admin.audit.fields.requestId')}: {record.request_id}
        </Typography>
      )}
    </Box>
  );
}

/** The audit trail of administration changes (STATE ADMIN), newest first, with before/after per entry. */
export function AuditTrailList() {
  const t = useAdminTranslate();
  const { permissions } = useSession();
  if (!isStateAdmin(permissions)) return <NotAuthorized />;

  const filters = [
    <TextInput key="entity" source="entity" label={t('admin.audit.filters.entity')} alwaysOn />,
    <TextInput key="action" source="action" label={t('admin.audit.filters.action')} alwaysOn />,
    <TextInput key="entity_id" source="entity_id" label={t('admin.audit.filters.entityId')} />,
  ];

  return (
    <AdminPage testId="audit-trail-page" title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')}>
      <List
        resource="audit-trail"
        title={t('admin.audit.title')}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        filters={filters}
        // No export: the trail is read page by page (the server caps a page at 500).
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        empty={false}
        sx={scrollingListSx}
      >
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<AuditExpand />} data-testid="audit-trail-table">
          <DataTable.Col source="at" label={t('admin.audit.fields.at')} render={() => <DateField source="at" showTime />} />
          <DataTable.Col source="actor_name" label={t('admin.audit.fields.actor')} disableSort />
          <DataTable.Col source="action" label={t('admin.audit.fields.action')} />
          <DataTable.Col source="entity" label={t('admin.audit.fields.entity')} />
          <DataTable.Col source="entity_id" label={t('admin.audit.fields.entityId')} disableSort />
        </DataTable>
      </List>
    </AdminPage>
  );
}
