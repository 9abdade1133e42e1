import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { fieldDefault, type FieldMessageKey } from '../i18n/field';

/** react-admin's translate for the `field.` keys, with the English text as polyglot's default. */
export function useFieldTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: FieldMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: fieldDefault(key), ...values }),
    [translate],
  );
}

export type FieldTranslate = ReturnType<typeof useFieldTranslate>;

/** dd/mm/yyyy HH:mm in the device's time, as the officer reads a saved time. */
export function stamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
