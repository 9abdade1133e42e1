import { getLocale, registerLocaleLoader, type Locale } from './locale';

/**
 * A server answer as docs/auth-api.md shapes it: `message` in the language the request asked
 * for (or English from a server that predates codes), and beside it a stable `code`, its
 * `params`, and for field errors `errorCodes` beside `errors`.
 */
export interface ServerEnvelope {
  code?: unknown;
  message?: unknown;
  params?: unknown;
  errors?: unknown;
  errorCodes?: unknown;
  errorParams?: unknown;
}

type Catalog = Record<string, { en: string; kn: string } | undefined>;

/**
 * The server's message catalog (server/src/common/messages/catalog.ts, the `@messages` alias):
 * one source for both sides. Only Kannada needs it here (English is the server's `message` as
 * sent), so it is fetched with the other Kannada texts and never in an English first load. (The
 * screens that word a MIS history entry import it in either language: the MIS words are its
 * `MIS_WORD_*` texts, pages/fto/mis-changes/changeWords.ts.)
 */
let catalog: Catalog | null = null;
let pluralForm: (text: string, params?: Readonly<Record<string, unknown>>) => string = (text) => text;
registerLocaleLoader(async (locale) => {
  if (locale !== 'kn' || catalog) return;
  const loaded = await import('@messages');
  pluralForm = loaded.pluralForm;
  catalog = loaded.MESSAGES as Catalog;
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** `%{name}` from params; a value worded in each language (`name.kn` beside `name`) in Kannada (catalog.ts format). */
function fill(template: string, params: unknown): string {
  const values = isRecord(params) ? params : {};
  const has = (name: string) => name in values && values[name] !== null && values[name] !== undefined;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    has(`${name}.kn`) ? String(values[`${name}.kn`]) : has(name) ? String(values[name]) : whole,
  );
}

/** The text of `code` in `locale` from the catalog, when the catalog has that code loaded. */
function byCode(code: unknown, params: unknown, locale: Locale): string | undefined {
  if (locale !== 'kn' || typeof code !== 'string' || !catalog) return undefined;
  const kn = text(catalog[code]?.kn);
  // A text with forms for one and for more (`one |||| other`) takes the form of its count (catalog.ts pluralForm).
  return kn === undefined ? undefined : fill(pluralForm(kn, isRecord(params) ? params : undefined), params);
}

/**
 * What to show for a server answer: in Kannada the catalog's Kannada for its `code`; in
 * English, or for a code the catalog does not know, the server's `message` as sent; `fallback`
 * (the screen's own wording for "it failed") when the answer says nothing usable.
 */
export function serverMessage(body: unknown, fallback: string, locale?: Locale): string;
export function serverMessage(body: unknown, fallback?: string, locale?: Locale): string | undefined;
export function serverMessage(body: unknown, fallback?: string, locale: Locale = getLocale()): string | undefined {
  if (!isRecord(body)) return fallback;
  return byCode(body.code, body.params, locale) ?? text(body.message) ?? fallback;
}

/** The same for a code and message that arrived apart (e.g. kept on a returned draft). */
export function messageFor(code: unknown, message: unknown, params?: unknown, locale: Locale = getLocale()): string | undefined {
  return byCode(code, params, locale) ?? text(message);
}

/**
 * The answer with its field errors in the officer's language, for react-admin's forms, which
 * show `body.errors` under their inputs as they are. Anything that is not a field map of
 * texts (some answers list row errors under `errors`) is left alone.
 */
export function withLocalFieldErrors<T>(body: T, locale: Locale = getLocale()): T {
  if (!isRecord(body) || !isRecord(body.errors) || !isRecord(body.errorCodes)) return body;
  if (!Object.values(body.errors).every((message) => typeof message === 'string')) return body;
  return { ...body, errors: { ...body.errors, ...serverFieldErrors(body, locale) } };
}

/**
 * Field errors `{field: message}` in the officer's language: a field whose `errorCodes` entry the
 * catalog knows reads in Kannada; any other keeps the server's message. Params are the field's
 * own (`errorParams`), else the envelope's.
 */
export function serverFieldErrors(body: unknown, locale: Locale = getLocale()): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const codes = isRecord(body.errorCodes) ? body.errorCodes : {};
  const fieldParams = isRecord(body.errorParams) ? body.errorParams : {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    const shown = byCode(codes[field], fieldParams[field] ?? body.params, locale) ?? text(message);
    if (shown !== undefined) out[field] = shown;
  }
  return out;
}
