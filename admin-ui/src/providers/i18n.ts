import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { adminMessages } from '../i18n/admin';
import { auditMessages } from '../i18n/audit';
import { en } from '../i18n/en';

/** react-admin's own English texts plus the portal's (under `portal.`, `admin.` and `audit.`). */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...en, ...adminMessages, ...auditMessages }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
