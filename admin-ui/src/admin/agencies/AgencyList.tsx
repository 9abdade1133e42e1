import { DataTable, maxLength, required, useGetList, useLocale } from 'react-admin';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import { MasterList } from '../common/MasterList';
import type { Agency, Department } from '../types';
import { localName } from '../../i18n/names';
// The Kannada agency and department names.
import '../../fonts/kannada.css';
import { useAdminTranslate } from '../useAdminTranslate';
import { adminPaths } from '../paths';

function AgencyFields() {
  const t = useAdminTranslate();
  const locale = useLocale();
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
        choices={departments.map((d) => ({
          id: d.department_code,
          name: `${localName(d.department_name, d.department_name_kn, locale)} (${d.levels})`,
        }))}
        validate={required()}
      />
      <FormTextInput
        source="imp_name"
        testId="agency-name"
        label={t('admin.agencies.fields.name')}
        validate={[required(), maxLength(150)]}
      />
      <FormTextInput source="imp_name_kn" testId="agency-name-kn" label={t('admin.agencies.fields.nameKn')} validate={maxLength(150)} />
    </>
  );
}

/** Add Implementing Agency (/users/implementingagencyadd): the agencies of each department. */
export function AgencyList() {
  const t = useAdminTranslate();
  const locale = useLocale();
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
      transform={(data) => ({ department_code: data.department_code, imp_name: data.imp_name, imp_name_kn: data.imp_name_kn ?? '' })}
      columns={[
        <DataTable.Col<Agency>
          key="department"
          source="department_name"
          label={t('admin.agencies.fields.department')}
          disableSort
          render={(agency) => localName(agency.department_name, agency.department_name_kn, locale)}
        />,
        <DataTable.Col key="code" source="department_code" label={t('admin.departments.fields.code')} />,
        <DataTable.Col key="name" source="imp_name" label={t('admin.agencies.fields.name')} />,
        <DataTable.Col key="nameKn" source="imp_name_kn" label={t('admin.agencies.fields.nameKn')} />,
      ]}
      fields={<AgencyFields />}
    />
  );
}
