import { DataTable, maxLength, required, useGetList } from 'react-admin';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import { MasterList } from '../common/MasterList';
import { adminPaths } from '../paths';
import type { Department } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';

function AgencyFields() {
  const t = useAdminTranslate();
  const { data: departments = [] } = useGetList<Department>('departments', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'department_name', order: 'ASC' },
  });
  return (
    <>
      <NativeSelectInput
        source="department_code"
        testId="agency-department"
        label={t('admin.agencies.fields.department')}
        emptyText={t('admin.agencies.selectDepartment')}
        choices={departments.map((d) => ({ id: d.department_code, name: `${d.department_name} (${d.levels})` }))}
        validate={required()}
      />
      <FormTextInput
        source="imp_name"
        testId="agency-name"
        label={t('admin.agencies.fields.name')}
        validate={[required(), maxLength(150)]}
      />
    </>
  );
}

/** Add Implementing Agency (/users/implementingagencyadd): the agencies of each department. */
export function AgencyList() {
  const t = useAdminTranslate();
  return (
    <MasterList
      resource="agencies"
      prefix="agencies"
      title={t('admin.agencies.title')}
      subtitle={t('admin.agencies.subtitle')}
      readOnlyText={t('admin.agencies.readOnly')}
      addLabel={t('admin.agencies.add')}
      createTitle={t('admin.agencies.createTitle')}
      editTitle={t('admin.agencies.editTitle')}
      savedText={t('admin.agencies.saved')}
      backTo={adminPaths.roleManagement}
      defaults={{ department_code: '' }}
      transform={(data) => ({ department_code: data.department_code, imp_name: data.imp_name })}
      columns={[
        <DataTable.Col key="department" source="department_name" label={t('admin.agencies.fields.department')} disableSort />,
        <DataTable.Col key="code" source="department_code" label={t('admin.departments.fields.code')} />,
        <DataTable.Col key="name" source="imp_name" label={t('admin.agencies.fields.name')} />,
      ]}
      fields={<AgencyFields />}
    />
  );
}
