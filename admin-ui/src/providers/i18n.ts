import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en';

/** react-admin's own English texts plus the portal's, which all sit under `portal.`. */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...en }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
