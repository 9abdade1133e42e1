import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { ftoDefault, type FtoMessageKey } from '../../i18n/fto';

/** react-admin's translate for the `fto.` keys, with the English text as polyglot's default. */
export function useFtoTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: FtoMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: ftoDefault(key), ...values }),
    [translate],
  );
}

export type FtoTranslate = ReturnType<typeof useFtoTranslate>;
