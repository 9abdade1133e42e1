import { NativeSelect } from '../../../admin/common/inputs';
import { useYearLists } from '../../../config/SiteConfigContext';
import { ALL_YEARS } from './years';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';
import { formatFinancialYear } from '../../../i18n/format';

/** Spec 2 §9: ALL and 2016-2017 to the current financial year (the server's list, GET /api/site). */
export function FinancialYearSelect({ value, onChange, testId }: { value: string; onChange: (year: string) => void; testId: string }) {
  const t = useSocialAuditTranslate();
  const { issues } = useYearLists();
  const choices = [
    { id: ALL_YEARS, name: t('socialAudit.common.allYears') },
    ...issues.map((year) => ({ id: year, name: formatFinancialYear(year) })),
  ];
  return <NativeSelect label={t('socialAudit.common.financialYear')} testId={testId} value={value} choices={choices} onChange={onChange} />;
}
