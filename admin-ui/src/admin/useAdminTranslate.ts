import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { adminDefault, type AdminMessageKey } from '../i18n/admin';

/**
 * react-admin's translate for the `admin.` keys, with the English text as polyglot's
 * default so the screens read right even where the messages are not (yet) merged into
 * the i18nProvider.
 */
export function useAdminTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: AdminMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: adminDefault(key), ...values }),
    [translate],
  );
}

export type AdminTranslate = ReturnType<typeof useAdminTranslate>;
