import type { ReactNode } from 'react';
import { DataTable, maxLength, regex, required, useGetList, useLocale, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { localName } from '../../i18n/names';
import { useSession } from '../../session/useSession';
import { isStateAdmin } from '../access';
import { AdminPage } from '../common/AdminPage';
import { ICON_KEYS, OptionIcon } from '../common/icons';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import { MasterSection } from '../common/MasterList';
import { NotAuthorized } from '../common/NotAuthorized';
import type { MainOption, SubOption } from '../types';
import { useAdminTranslate } from '../useAdminTranslate';

const ACCESS_CHOICES = [
  { id: 'USER', name: 'USER' },
  { id: 'ADMIN', name: 'ADMIN' },
];
const ICON_CHOICES = ICON_KEYS.map((key) => ({ id: key, name: key }));
const ROUTER = regex(/^\/[A-Za-z0-9/_-]*$/, 'Route must be a path such as /users/rolesmanage');

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function IconCell({ name }: { name: string | null }): ReactNode {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <OptionIcon name={name} fontSize="small" />
      <span>{name ?? '—'}</span>
    </Box>
  );
}

const accessChip = (level: string) => <Chip size="small" label={level} color={level === 'ADMIN' ? 'secondary' : 'default'} />;

/** Icon, route and access level: the same three inputs on main and sub options. */
function IconRouterAccessInputs({ testPrefix }: { testPrefix: string }) {
  const t = useAdminTranslate();
  return (
    <>
      <NativeSelectInput
        source="icon"
        testId={`${testPrefix}-icon`}
        label={t('admin.options.fields.icon')}
        choices={ICON_CHOICES}
        validate={required()}
      />
      <FormTextInput
        source="router"
        testId={`${testPrefix}-router`}
        label={t('admin.options.fields.router')}
        helperText={t('admin.options.routerHint')}
        validate={[ROUTER, maxLength(200)]}
      />
      <NativeSelectInput
        source="access_level"
        testId={`${testPrefix}-access`}
        label={t('admin.options.fields.accessLevel')}
        choices={ACCESS_CHOICES}
        validate={required()}
      />
    </>
  );
}

function MainOptionFields() {
  const t = useAdminTranslate();
  return (
    <>
      <FormTextInput
        source="option_name"
        testId="main-option-name"
        label={t('admin.options.fields.optionName')}
        validate={[required(), maxLength(100)]}
      />
      <FormTextInput
        source="option_name_kn"
        testId="main-option-name-kn"
        label={t('admin.options.fields.optionNameKn')}
        validate={maxLength(100)}
      />
      <IconRouterAccessInputs testPrefix="main-option" />
    </>
  );
}

function SubOptionFields() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const { data: mains = [] } = useGetList<MainOption>('main-options', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <>
      <NativeSelectInput
        source="main_option_id"
        testId="sub-option-main"
        label={t('admin.options.fields.mainOption')}
        emptyText={t('admin.options.selectMainOption')}
        choices={mains.map((m) => ({ id: m.id, name: localName(m.option_name, m.option_name_kn, locale) }))}
        validate={required()}
      />
      <FormTextInput
        source="suboption_name"
        testId="sub-option-name"
        label={t('admin.options.fields.suboptionName')}
        validate={[required(), maxLength(100)]}
      />
      <FormTextInput
        source="suboption_name_kn"
        testId="sub-option-name-kn"
        label={t('admin.options.fields.suboptionNameKn')}
        validate={maxLength(100)}
      />
      <IconRouterAccessInputs testPrefix="sub-option" />
    </>
  );
}

/**
 * Main Option Management (/users/options, spec 1 §2): the dashboard's main options and the
 * module cards under them. STATE ADMIN only; everyone else gets the spec's denial text.
 */
export function MainOptionManagementPage() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const { permissions } = useSession();
  if (!isStateAdmin(permissions)) return <NotAuthorized />;

  return (
    <AdminPage testId="options-page" title={t('admin.options.title')} subtitle={t('admin.options.subtitle')}>
      <MasterSection
        resource="main-options"
        prefix="main-options"
        heading={t('admin.options.mainHeading')}
        canWrite
        addLabel={t('admin.options.addMain')}
        createTitle={t('admin.options.createMainTitle')}
        editTitle={t('admin.options.editMainTitle')}
        savedText={t('admin.options.saved')}
        defaults={{ icon: 'PeopleIcon', access_level: 'USER', router: '' }}
        transform={(data: RaRecord) => ({
          option_name: data.option_name,
          option_name_kn: data.option_name_kn ?? '',
          icon: data.icon,
          router: emptyToNull(data.router),
          access_level: data.access_level,
        })}
        columns={[
          <DataTable.Col key="id" source="id" label={t('admin.options.fields.id')} />,
          <DataTable.Col key="name" source="option_name" label={t('admin.options.fields.optionName')} />,
          <DataTable.Col key="nameKn" source="option_name_kn" label={t('admin.options.fields.optionNameKn')} disableSort />,
          <DataTable.Col<MainOption>
            key="icon"
            source="icon"
            label={t('admin.options.fields.icon')}
            disableSort
            render={(r) => <IconCell name={r.icon} />}
          />,
          <DataTable.Col key="router" source="router" label={t('admin.options.fields.router')} disableSort />,
          <DataTable.Col<MainOption>
            key="access"
            source="access_level"
            label={t('admin.options.fields.accessLevel')}
            render={(r) => accessChip(r.access_level)}
          />,
        ]}
        fields={<MainOptionFields />}
      />
      <MasterSection
        resource="sub-options"
        prefix="sub-options"
        heading={t('admin.options.subHeading')}
        canWrite
        addLabel={t('admin.options.addSub')}
        createTitle={t('admin.options.createSubTitle')}
        editTitle={t('admin.options.editSubTitle')}
        savedText={t('admin.options.saved')}
        defaults={{ main_option_id: '', icon: 'SettingsIcon', access_level: 'USER', router: '' }}
        transform={(data: RaRecord) => ({
          main_option_id: Number(data.main_option_id),
          suboption_name: data.suboption_name,
          suboption_name_kn: data.suboption_name_kn ?? '',
          icon: data.icon,
          router: emptyToNull(data.router),
          access_level: data.access_level,
        })}
        columns={[
          <DataTable.Col key="id" source="id" label={t('admin.options.fields.id')} />,
          <DataTable.Col<SubOption>
            key="main"
            source="main_option_name"
            label={t('admin.options.fields.mainOption')}
            disableSort
            render={(r) => localName(r.main_option_name, r.main_option_name_kn, locale)}
          />,
          <DataTable.Col key="name" source="suboption_name" label={t('admin.options.fields.suboptionName')} />,
          <DataTable.Col key="nameKn" source="suboption_name_kn" label={t('admin.options.fields.suboptionNameKn')} disableSort />,
          <DataTable.Col<SubOption>
            key="icon"
            source="icon"
            label={t('admin.options.fields.icon')}
            disableSort
            render={(r) => <IconCell name={r.icon} />}
          />,
          <DataTable.Col key="router" source="router" label={t('admin.options.fields.router')} disableSort />,
          <DataTable.Col<SubOption>
            key="access"
            source="access_level"
            label={t('admin.options.fields.accessLevel')}
            render={(r) => accessChip(r.access_level)}
          />,
        ]}
        fields={<SubOptionFields />}
      />
    </AdminPage>
  );
}
