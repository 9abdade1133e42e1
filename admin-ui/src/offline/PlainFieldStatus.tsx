import { useCallback } from 'react';
import { fieldDefault, type FieldMessageKey, type FieldMessages } from '../i18n/field';
import { getLocale, registerLocaleLoader, useLocale } from '../i18n/locale';
import { notify } from '../layout/PlainToast';
import { FieldStatus } from './FieldStatus';

/**
 * The field line on the dashboard, which has no react-admin: the same component with the
 * `field.` texts looked up here (polyglot's `%{name}` and `||||` plurals, English's rule, which
 * polyglot also uses for Kannada) and the dashboard's own toasts. Loaded on demand by the top bar.
 */
let knField: FieldMessages | null = null;
const loadKannada = async () => {
  knField ??= (await import('../i18n/kn/field')).knField;
};
registerLocaleLoader(async (locale) => {
  if (locale === 'kn') await loadKannada();
});
/** The chunk waits for the Kannada texts when the page is in Kannada, so it never shows English first. */
export const ready = getLocale() === 'kn' ? loadKannada().catch(() => undefined) : Promise.resolve();

function lookup(messages: FieldMessages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function fieldText(key: FieldMessageKey, values: Record<string, string | number> = {}, locale = getLocale()): string {
  const whole = (locale === 'kn' && knField ? lookup(knField, key) : undefined) ?? fieldDefault(key);
  const forms = whole.split('||||').map((form) => form.trim());
  const text = 'smart_count' in values && values.smart_count !== 1 ? (forms[1] ?? forms[0]) : forms[0];
  return text.replace(/%\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export default function PlainFieldStatus() {
  const locale = useLocale();
  // A new function with each language, so the outbox runner's toasts follow a switch.
  const t = useCallback((key: FieldMessageKey, values?: Record<string, string | number>) => fieldText(key, values, locale), [locale]);
  return <FieldStatus t={t} notify={notify} />;
}
