import { useEffect, useState } from 'react';
import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, TopToolbar, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { adminMessages } from '../../i18n/admin';
import { formatDateTime } from '../../i18n/format';
import { PortalDateInput } from '../../ui/date/PortalDateInput';
import { useSession } from '../../session/useSession';
import { isStateAdmin } from '../access';
import { useAdminDataProvider } from '../common/AdminDataScope';
import { AdminPage } from '../common/AdminPage';
import { NotAuthorized } from '../common/NotAuthorized';
import type { AuditEntry, AuditKind } from '../types';
import { useAdminTranslate, type AdminTranslate } from '../useAdminTranslate';
import { scrollingListSx } from '../common/listSx';

type ActionKey = keyof typeof adminMessages.admin.audit.actions;
type EntityKey = keyof typeof adminMessages.admin.audit.entities;

/** An action in words ("Recovery verified"); an action the portal has no words for stays its code. */
export const actionLabel = (t: AdminTranslate, action: string): string => {
  const key = action.replace(/\./g, '_');
  return key in adminMessages.admin.audit.actions ? t(`admin.audit.actions.${key as ActionKey}`) : action;
};

/** An entity in words ("Role assignment"); one the portal has no words for stays its code. */
export const entityLabel = (t: AdminTranslate, entity: string): string =>
  entity in adminMessages.admin.audit.entities ? t(`admin.audit.entities.${entity as EntityKey}`) : entity;

type FieldKey = keyof typeof adminMessages.admin.audit.fieldNames;

/**
 * A field in the officer's language ("Role name", "ಪಾತ್ರದ ಹೆಸರು"; issue 43 item 6); a field the
 * portal has no words for is its code read as words (`some_flag` -> "Some flag").
 */
const fieldLabel = (t: AdminTranslate, field: string) =>
  Object.hasOwn(adminMessages.admin.audit.fieldNames, field) ? t(`admin.audit.fieldNames.${field as FieldKey}`) : codeWords(field);

const codeWords = (field: string) => {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(t: AdminTranslate, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.audit.nothing');
  if (typeof value === 'boolean') return value ? t('admin.common.yes') : t('admin.common.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** The fields that changed, each as "field: before -> after". */
function AuditExpand() {
  const t = useAdminTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  const changes = record.changes ?? [];
  return (
    <Box data-testid="audit-expand" sx={{ py: 1, minWidth: 0 }}>
      {changes.length === 0 ? (
        <Typography variant="body2" data-testid="audit-no-changes">
          {t('admin.audit.noChanges')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.map((change) => (
            <Box
              component="li"
              key={change.field}
              data-testid="audit-change"
              data-field={change.field}
              sx={{ overflowWrap: 'anywhere', mb: 0.5, fontSize: '0.875rem' }}
            >
              <strong>{change.field ? fieldLabel(t, change.field) : t('admin.audit.value')}</strong>
              {': '}
              <span data-testid="audit-change-before">{valueText(t, change.before)}</span>
              {' → '}
              <span data-testid="audit-change-after">{valueText(t, change.after)}</span>
            </Box>
          ))}
        </Box>
      )}
      {record.request_id && (
        <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('admin.audit.fields.requestId')}: {record.request_id}
        </Typography>
      )}
    </Box>
  );
}

/** The audit trail of administration changes (STATE ADMIN), newest first, with what changed per entry. */
export function AuditTrailList() {
  const t = useAdminTranslate();
  const { permissions } = useSession();
  const dataProvider = useAdminDataProvider();
  const allowed = isStateAdmin(permissions);
  const [kinds, setKinds] = useState<AuditKind[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    // The pickers offer what the trail holds; without them the list still works unfiltered.
    dataProvider.auditKinds().then(
      (found) => live && setKinds(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed, dataProvider]);
  if (!allowed) return <NotAuthorized />;

  const entities = [...new Set(kinds.map((k) => k.entity))].map((entity) => ({ id: entity, name: entityLabel(t, entity) }));
  const actions = [...new Set(kinds.map((k) => k.action))].map((action) => ({ id: action, name: actionLabel(t, action) }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  const filters = [
    // Wide enough for their labels whole ("What was changed", issue 43 item 9) while nothing is chosen.
    <SelectInput
      key="action"
      source="action"
      label={t('admin.audit.filters.action')}
      choices={actions.sort(byName)}
      alwaysOn
      sx={{ minWidth: 180 }}
    />,
    <SelectInput
      key="entity"
      source="entity"
      label={t('admin.audit.filters.entity')}
      choices={entities.sort(byName)}
      alwaysOn
      sx={{ minWidth: 180 }}
    />,
    // The actors list sorts by name only and gives at most 20 a page (react-admin asks id and 25).
    <ReferenceInput
      key="actor"
      source="actor_user_id"
      reference="audit-actors"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={20}
      alwaysOn
    >
      <AutocompleteInput
        label={t('admin.audit.filters.actor')}
        optionText={(u: { name: string; mobile_number: string }) => `${u.name} (${u.mobile_number})`}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>,
    <PortalDateInput key="at_gte" source="at_gte" label={t('admin.audit.filters.from')} testId="audit-filter-from" alwaysOn />,
    <PortalDateInput key="at_lte" source="at_lte" label={t('admin.audit.filters.to')} testId="audit-filter-to" alwaysOn />,
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
        actions={<TopToolbar />}
        empty={false}
        sx={scrollingListSx}
      >
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<AuditExpand />} data-testid="audit-trail-table">
          <DataTable.Col
            source="at"
            label={t('admin.audit.fields.at')}
            render={(entry) => <span data-testid="audit-at">{formatDateTime(entry.at)}</span>}
          />
          <DataTable.Col
            source="actor_name"
            label={t('admin.audit.fields.actor')}
            disableSort
            render={(entry) => <span data-testid="audit-actor">{entry.actor_name ?? t('admin.audit.system')}</span>}
          />
          <DataTable.Col
            source="action"
            label={t('admin.audit.fields.action')}
            render={(entry) => <span data-testid="audit-action">{actionLabel(t, entry.action)}</span>}
          />
          <DataTable.Col
            source="entity"
            label={t('admin.audit.fields.entity')}
            render={(entry) => (
              <Box data-testid="audit-entity" sx={{ overflowWrap: 'anywhere' }}>
                <span data-testid="audit-entity-kind">{entityLabel(t, entry.entity)}</span>
                {entry.entity_name ? (
                  <Typography variant="body2" color="textSecondary" data-testid="audit-entity-name">
                    {entry.entity_name}
                  </Typography>
                ) : null}
              </Box>
            )}
          />
        </DataTable>
      </List>
    </AdminPage>
  );
}
