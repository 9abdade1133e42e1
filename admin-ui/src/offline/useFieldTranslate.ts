import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { fieldDefault, type FieldMessageKey } from '../i18n/field';
import { formatDateTime } from '../i18n/format';

/** react-admin's translate for the `field.` keys, with the English text as polyglot's default. */
export function useFieldTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: FieldMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: fieldDefault(key), ...values }),
    [translate],
  );
}

export type { FieldTranslate } from '../i18n/field';

/** When a draft was saved, as every time in the portal is written ("26/11/2026, 02:36 pm", India's time). */
export function stamp(ms: number): string {
  return formatDateTime(ms);
}
