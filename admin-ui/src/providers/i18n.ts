import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { adminMessages } from '../i18n/admin';
import { auditMessages } from '../i18n/audit';
import { en } from '../i18n/en';
import { ftoMessages } from '../i18n/fto';

/** react-admin's own English texts plus the portal's (under `portal.`, `admin.`, `fto.` and `audit.`). */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...en, ...adminMessages, ...ftoMessages, ...auditMessages }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
