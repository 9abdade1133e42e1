import { useLocale } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OFFICER_LEVELS } from '../access';
import { NativeSelect, SearchField } from '../common/inputs';
import { useLocations } from '../common/useLocations';
import { useAdminTranslate } from '../useAdminTranslate';
import { localName } from '../../i18n/names';

export interface UserFilterValues {
  search: string;
  level: string;
  district: string;
  block: string;
}

interface UserFiltersProps {
  value: UserFilterValues;
  /** District/block fixed by the current role's jurisdiction. */
  locks: { district: string | null; block: string | null };
  onChange: (value: UserFilterValues) => void;
}

export function UserFilters({ value, locks, onChange }: UserFiltersProps) {
  const t = useAdminTranslate();
  const locale = useLocale();
  const district = locks.district ?? value.district;
  const block = locks.block ?? value.block;
  const { districts, blocks } = useLocations(district, block, false);
  const dirty =
    value.search !== '' || value.level !== '' || (!locks.district && value.district !== '') || (!locks.block && value.block !== '');

  return (
    <Box
      data-testid="user-filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label={t('admin.users.filters.search')}
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        testId="user-search"
      />
      <NativeSelect
        label={t('admin.users.filters.level')}
        testId="filter-level"
        value={value.level}
        emptyText={t('admin.users.filters.allLevels')}
        choices={OFFICER_LEVELS.map((level) => ({ id: level, name: level }))}
        onChange={(level) => onChange({ ...value, level })}
      />
      <NativeSelect
        label={t('admin.users.filters.district')}
        testId="filter-district"
        value={district}
        disabled={locks.district !== null}
        emptyText={t('admin.users.filters.allDistricts')}
        choices={districts.map((d) => ({ id: d.district_code, name: localName(d.district_name, d.district_name_kn, locale) }))}
        onChange={(code) => onChange({ ...value, district: code, block: '' })}
      />
      <NativeSelect
        label={t('admin.users.filters.block')}
        testId="filter-block"
        value={block}
        disabled={locks.block !== null || !district}
        emptyText={t('admin.users.filters.allBlocks')}
        choices={blocks.map((b) => ({ id: b.block_code, name: localName(b.block_name, b.block_name_kn, locale) }))}
        onChange={(code) => onChange({ ...value, block: code })}
      />
      <Button data-testid="clear-filters" disabled={!dirty} onClick={() => onChange({ search: '', level: '', district: '', block: '' })}>
        {t('admin.users.filters.clear')}
      </Button>
    </Box>
  );
}
