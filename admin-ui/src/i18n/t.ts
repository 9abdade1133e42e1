import { en, type PortalMessages } from './en';
import { registerLocaleLoader } from './locale';
import { addCatalog, translate } from './translate';

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = DottedKeys<PortalMessages>;

addCatalog('en', en);

/**
 * The Kannada portal texts, fetched the first time Kannada is shown (locale.ts waits for it
 * before switching), so an English first page does not carry them.
 */
let kannadaAdded = false;
registerLocaleLoader(async (locale) => {
  if (locale !== 'kn' || kannadaAdded) return;
  addCatalog('kn', (await import('./kn/portal')).knPortal);
  kannadaAdded = true;
});

/**
 * A `portal.*` text in the current language, through the portal's one translate function
 * (translate.ts, the same as react-admin's i18nProvider), so the public pages keep react-admin
 * out of the first load; App re-renders them when the language changes (useLocale).
 */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return translate(key, values);
}
