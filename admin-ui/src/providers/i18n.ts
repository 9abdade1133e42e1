import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { adminMessages } from '../i18n/admin';
import { auditMessages } from '../i18n/audit';
import { en } from '../i18n/en';
import { fieldMessages } from '../i18n/field';
import { ftoMessages } from '../i18n/fto';
import { LANGUAGE_NAMES, type Locale } from '../i18n/locale';

/** react-admin's own English texts plus the portal's (under `portal.`, `admin.`, `fto.`, `audit.` and `field.`). */
const englishCatalog: TranslationMessages = {
  ...englishMessages,
  ...en,
  ...adminMessages,
  ...ftoMessages,
  ...auditMessages,
  ...fieldMessages,
};

type Tree = { [key: string]: string | Tree };

/** English under Kannada: a key a catalog has not translated yet reads in English, never as its key. */
function over(base: Tree, top: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? over(below, value) : value;
  }
  return merged;
}

let kannadaCatalog: TranslationMessages | null = null;

/**
 * The Kannada catalogs are a chunk of their own, fetched the first time the signed-in app shows
 * Kannada (App.tsx starts the fetch beside the app's own when the language is Kannada at start).
 */
export function loadKannadaCatalog(): Promise<TranslationMessages> {
  if (kannadaCatalog) return Promise.resolve(kannadaCatalog);
  return import('../i18n/kn').then(({ knMessages }) => {
    kannadaCatalog ??= over(englishCatalog as Tree, knMessages as Tree) as TranslationMessages;
    return kannadaCatalog;
  });
}

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  (locale as Locale) === 'kn' ? (kannadaCatalog ?? loadKannadaCatalog()) : englishCatalog;

export const LOCALE_CHOICES = [
  { locale: 'en', name: LANGUAGE_NAMES.en },
  { locale: 'kn', name: LANGUAGE_NAMES.kn },
];

/**
 * Starts in English; react-admin reads the current language from its store, whose `locale`
 * item is i18n/locale.ts (providers/localeStore.ts), and changes the provider to it before its
 * first render, so a Kannada officer never sees English first.
 */
export const i18nProvider: I18nProvider = polyglotI18nProvider(getMessages, 'en', LOCALE_CHOICES, { allowMissing: true });
