import { getLocale, type Locale } from './locale';

/**
 * The portal's one translate function, for both of its sides: the first page's plain-React
 * texts (`t()` in t.ts, the dashboard's field line) and react-admin's i18nProvider
 * (providers/i18n.ts) look keys up here, in the same catalogs, with the same interpolation.
 * It does what ra-i18n-polyglot's polyglot does with `allowMissing`: a `%{name}` placeholder is
 * filled from the options (left as is without a value), `smart_count` picks the form of a
 * `||||` phrase by English's rule (polyglot has no rule of its own for Kannada and takes
 * English's), a number as options is `smart_count`, `_` is the text of a missing key, and an
 * unknown key comes back as itself. Written here rather than taken from node-polyglot so the
 * first page carries neither it nor its polyfills.
 *
 * Catalogs are added by the side that needs them (`addCatalog`): the first page adds the
 * `portal.` texts (and the field line its `field.` ones), the signed-in app every catalog.
 * Kannada reads over English: a key Kannada has not translated yet reads in English.
 */
export type TranslateOptions = number | { readonly _?: string; readonly smart_count?: number; readonly [name: string]: unknown };

/** Each language's phrases by dotted key, as polyglot keeps them (nested catalogs flattened). */
const phrases: Record<Locale, Map<string, string>> = { en: new Map([['', '']]), kn: new Map() };

/** Adds a catalog (a nested object of texts, as the i18n/ files and react-admin's are) to a language's phrases. */
export function addCatalog(locale: Locale, catalog: object, prefix = ''): void {
  for (const [key, value] of Object.entries(catalog)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) addCatalog(locale, value as object, at);
    else if (typeof value === 'string') phrases[locale].set(at, value);
  }
}

const PLACEHOLDER = /%\{(.*?)\}/g;

/** `key` in `locale` (the portal's current language unless given), its placeholders filled from `options`. */
export function translate(key: string, options: TranslateOptions = {}, locale: Locale = getLocale()): string {
  const values: Record<string, unknown> = typeof options === 'number' ? { smart_count: options } : options;
  const phrase =
    (locale === 'kn' ? phrases.kn.get(key) : undefined) ?? phrases.en.get(key) ?? (typeof values._ === 'string' ? values._ : key);
  let text = phrase;
  if (values.smart_count != null && phrase) {
    const forms = phrase.split('||||');
    text = (forms[values.smart_count !== 1 ? 1 : 0] || forms[0]!).trim();
  }
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value == null ? whole : String(value);
  });
}
