import { NativeSelect } from '../../../admin/common/inputs';
import { ALL_YEARS, ISSUE_YEARS } from './years';
import { useAuditTranslate } from './useAuditTranslate';
import { formatFinancialYear } from '../../../i18n/format';

const CHOICES = [{ id: ALL_YEARS, name: ALL_YEARS }, ...ISSUE_YEARS.map((year) => ({ id: year, name: formatFinancialYear(year) }))];

/** Spec 2 §9: ALL and 2016-2017 to 2025-2026. */
export function FinancialYearSelect({ value, onChange, testId }: { value: string; onChange: (year: string) => void; testId: string }) {
  const t = useAuditTranslate();
  return <NativeSelect label={t('audit.common.financialYear')} testId={testId} value={value} choices={CHOICES} onChange={onChange} />;
}
