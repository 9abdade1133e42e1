import { useCallback } from 'react';
import { fieldMessages, type FieldMessageKey } from '../i18n/field';
import { addCatalog, translate } from '../i18n/translate';
import { getLocale, registerLocaleLoader, useLocale } from '../i18n/locale';
import { notify } from '../layout/Toast';
import { FieldStatus } from './FieldStatus';

/**
 * The field line on the dashboard, which has no react-admin: the same component, its `field.`
 * texts through the portal's one translate function (i18n/translate.ts, react-admin's too) and
 * the portal's one toast. Loaded on demand by the top bar.
 */
addCatalog('en', fieldMessages);
let kannadaAdded = false;
const loadKannada = async () => {
  if (kannadaAdded) return;
  addCatalog('kn', (await import('../i18n/kn/field')).knField);
  kannadaAdded = true;
};
registerLocaleLoader(async (locale) => {
  if (locale === 'kn') await loadKannada();
});
/** The chunk waits for the Kannada texts when the page is in Kannada, so it never shows English first. */
export const ready = getLocale() === 'kn' ? loadKannada().catch(() => undefined) : Promise.resolve();

export const fieldText = (key: FieldMessageKey, values: Record<string, string | number> = {}, locale = getLocale()): string =>
  translate(key, values, locale);

export default function PlainFieldStatus() {
  const locale = useLocale();
  // A new function with each language, so the outbox runner's toasts follow a switch.
  const t = useCallback((key: FieldMessageKey, values?: Record<string, string | number>) => fieldText(key, values, locale), [locale]);
  return <FieldStatus t={t} notify={notify} />;
}
