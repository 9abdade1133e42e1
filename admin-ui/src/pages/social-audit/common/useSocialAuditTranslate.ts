import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { auditDefault, type AuditMessageKey } from '../../../i18n/audit';

/** react-admin's translate for the `audit.` keys, with the English text as the default. */
export function useSocialAuditTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: AuditMessageKey, values: Record<string, string | number> = {}) => translate(key, { _: auditDefault(key), ...values }),
    [translate],
  );
}

export type SocialAuditTranslate = ReturnType<typeof useSocialAuditTranslate>;
