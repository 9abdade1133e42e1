import { DataTable, maxLength, regex, required } from 'react-admin';
// The Kannada department names.
import '../../fonts/kannada.css';
import { OFFICER_LEVELS } from '../access';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import { MasterList } from '../common/MasterList';
import { useAdminTranslate } from '../useAdminTranslate';
import { adminPaths } from '../paths';

function DepartmentFields() {
  const t = useAdminTranslate();
  return (
    <>
      <FormTextInput
        source="department_code"
        testId="department-code"
        label={t('admin.departments.fields.code')}
        parse={(value: string) => value.toUpperCase()}
        validate={[required(), regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, 'Department code must be 1 to 20 letters, digits, - or _')]}
      />
      <FormTextInput
        source="department_name"
        testId="department-name"
        label={t('admin.departments.fields.name')}
        validate={[required(), maxLength(150)]}
      />
      <FormTextInput
        source="department_name_kn"
        testId="department-name-kn"
        label={t('admin.departments.fields.nameKn')}
        validate={maxLength(150)}
      />
      <NativeSelectInput
        source="levels"
        testId="department-level"
        label={t('admin.departments.fields.level')}
        emptyText={t('admin.departments.selectLevel')}
        choices={OFFICER_LEVELS.map((level) => ({ id: level, name: t(`admin.common.levels.${level}`) }))}
        validate={required()}
      />
    </>
  );
}

/** Add Department (/users/departmentadd): code, name and level of each department. */
export function DepartmentList() {
  const t = useAdminTranslate();
  return (
    <MasterList
      resource="departments"
      prefix="departments"
      title={t('admin.departments.title')}
      subtitle={t('admin.departments.subtitle')}
      readOnlyText={t('admin.departments.readOnly')}
      addLabel={t('admin.departments.add')}
      createTitle={t('admin.departments.createTitle')}
      editTitle={t('admin.departments.editTitle')}
      savedText={t('admin.departments.saved')}
      backTo={adminPaths.roleManagement}
      defaults={{ levels: '' }}
      transform={(data) => ({
        department_code: data.department_code,
        department_name: data.department_name,
        department_name_kn: data.department_name_kn ?? '',
        levels: data.levels,
      })}
      columns={[
        <DataTable.Col key="code" source="department_code" label={t('admin.departments.fields.code')} />,
        <DataTable.Col key="name" source="department_name" label={t('admin.departments.fields.name')} />,
        <DataTable.Col key="nameKn" source="department_name_kn" label={t('admin.departments.fields.nameKn')} />,
        <DataTable.Col key="level" source="levels" label={t('admin.departments.fields.level')} />,
      ]}
      fields={<DepartmentFields />}
    />
  );
}
