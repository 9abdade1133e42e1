import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { adminMessages } from '../i18n/admin';
import { socialAuditMessages } from '../i18n/socialAudit';
import { en } from '../i18n/en';
import { fieldMessages } from '../i18n/field';
import { ftoMessages } from '../i18n/fto';
import { isLocale, LANGUAGE_NAMES, type Locale } from '../i18n/locale';
import { addCatalog, translate } from '../i18n/translate';

/**
 * react-admin's own English texts plus the portal's (under `portal.`, `admin.`, `fto.`, `socialAudit.`
 * and `field.`), added to the portal's one translate function (i18n/translate.ts), which the
 * first page's texts go through too.
 */
addCatalog('en', { ...englishMessages, ...en, ...adminMessages, ...ftoMessages, ...socialAuditMessages, ...fieldMessages });

let kannadaAdded: Promise<void> | null = null;

/**
 * The Kannada catalogs are a chunk of their own, fetched the first time the signed-in app shows
 * Kannada (signedInApp.ts starts the fetch beside the app's own when the language is Kannada at start).
 */
export function loadKannadaCatalog(): Promise<void> {
  kannadaAdded ??= import('../i18n/kn').then(
    ({ knMessages }) => addCatalog('kn', knMessages),
    (error: unknown) => {
      kannadaAdded = null;
      throw error;
    },
  );
  return kannadaAdded;
}

export const LOCALE_CHOICES = [
  { locale: 'en', name: LANGUAGE_NAMES.en },
  { locale: 'kn', name: LANGUAGE_NAMES.kn },
];

let locale: Locale = 'en';

/**
 * Starts in English; react-admin reads the current language from its store, whose `locale`
 * item is i18n/locale.ts (providers/localeStore.ts), and changes the provider to it before its
 * first render, so a Kannada officer never sees English first.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(key, options, locale),
  changeLocale: async (next) => {
    const wanted: Locale = isLocale(next) ? next : 'en';
    if (wanted === 'kn') await loadKannadaCatalog();
    locale = wanted;
  },
  getLocale: () => locale,
  getLocales: () => LOCALE_CHOICES,
};
