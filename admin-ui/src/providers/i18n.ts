import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { adminMessages } from '../i18n/admin';
import { auditMessages } from '../i18n/audit';
import { en } from '../i18n/en';
import { fieldMessages } from '../i18n/field';
import { ftoMessages } from '../i18n/fto';

/** react-admin's own English texts plus the portal's (under `portal.`, `admin.`, `fto.`, `audit.` and `field.`). */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...en, ...adminMessages, ...ftoMessages, ...auditMessages, ...fieldMessages }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
