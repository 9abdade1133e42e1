import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { socialAuditDefault, type SocialAuditMessageKey } from '../../../i18n/socialAudit';

/** react-admin's translate for the `socialAudit.` keys, with the English text as the default. */
export function useSocialAuditTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: SocialAuditMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: socialAuditDefault(key), ...values }),
    [translate],
  );
}

export type SocialAuditTranslate = ReturnType<typeof useSocialAuditTranslate>;
