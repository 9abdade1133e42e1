import { en, type PortalMessages } from './en';
import { getLocale, registerLocaleLoader } from './locale';

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = DottedKeys<PortalMessages>;

/**
 * The Kannada portal texts, fetched the first time Kannada is shown (locale.ts waits for it
 * before switching), so an English first page does not carry them.
 */
let knPortal: PortalMessages | null = null;
registerLocaleLoader(async (locale) => {
  if (locale !== 'kn' || knPortal) return;
  knPortal = (await import('./kn/portal')).knPortal;
});

function lookup(messages: PortalMessages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Looks a `portal.*` key up in the current language's messages and fills `%{name}` placeholders
 * (the same syntax ra-i18n-polyglot uses). The public pages use this instead of react-admin's
 * i18nProvider so that react-admin stays out of the first load; App re-renders them when the
 * language changes (useLocale). A key missing in Kannada falls back to English; an unknown key
 * comes back as itself, like polyglot's allowMissing.
 */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = (getLocale() === 'kn' && knPortal ? lookup(knPortal, key) : undefined) ?? lookup(en, key);
  if (text === undefined) return key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
