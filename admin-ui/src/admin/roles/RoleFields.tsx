import { maxLength, minValue, NumberInput, regex, required, useGetList, useLocale } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import type { Agency, Department } from '../types';
import { localName } from '../../i18n/names';
import { useAdminTranslate } from '../useAdminTranslate';

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/** The fields of spec 1 §3 Role. The agency list follows the chosen department. */
export function RoleFields() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const { setValue } = useFormContext();
  const department = (useWatch({ name: 'Role_Department_id' }) as string | undefined) ?? '';
  const { data: departments = [] } = useGetList<Department>('departments', { ...ALL, sort: { field: 'department_name', order: 'ASC' } });
  const { data: agencies = [] } = useGetList<Agency>(
    'agencies',
    { ...ALL, sort: { field: 'imp_name', order: 'ASC' }, filter: { department_code: department } },
    { enabled: department !== '' },
  );

  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextInput
        source="Role_code"
        testId="role-code"
        label={t('admin.roles.fields.code')}
        parse={(value: string) => value.toUpperCase()}
        validate={[required(), regex(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, 'Role code must be 1 to 30 letters, digits, - or _')]}
      />
      <NumberInput
        source="no_of_posts"
        label={t('admin.roles.fields.posts')}
        min={1}
        step={1}
        fullWidth
        margin="dense"
        validate={[required(), minValue(1)]}
        slotProps={{ htmlInput: { 'data-testid': 'role-posts', min: 1 } }}
      />
      <FormTextInput source="Role_name" testId="role-name" label={t('admin.roles.fields.name')} validate={[required(), maxLength(150)]} />
      <FormTextInput source="Role_name_kn" testId="role-name-kn" label={t('admin.roles.fields.nameKn')} validate={maxLength(150)} />
      <NativeSelectInput
        source="Role_Department_id"
        testId="role-department"
        label={t('admin.roles.fields.department')}
        emptyText={t('admin.roles.selectDepartment')}
        choices={departments.map((d) => ({
          id: d.department_code,
          name: `${localName(d.department_name, d.department_name_kn, locale)} (${d.levels})`,
        }))}
        validate={required()}
        onValueChange={() => setValue('Role_implimenting_agency_id', '', { shouldDirty: true })}
      />
      <NativeSelectInput
        source="Role_implimenting_agency_id"
        testId="role-agency"
        label={t('admin.roles.fields.agency')}
        emptyText={t('admin.roles.noAgency')}
        disabled={department === ''}
        choices={agencies.map((a) => ({ id: a.id, name: localName(a.imp_name, a.imp_name_kn, locale) }))}
      />
    </Box>
  );
}

/** Only what PUT/POST /auth/roles reads. */
export const roleTransform = (data: Record<string, unknown>) => ({
  Role_code: data.Role_code,
  Role_name: data.Role_name,
  Role_name_kn: data.Role_name_kn ?? '',
  Role_Department_id: data.Role_Department_id,
  Role_implimenting_agency_id: data.Role_implimenting_agency_id ?? '',
  no_of_posts: data.no_of_posts ?? 1,
});
