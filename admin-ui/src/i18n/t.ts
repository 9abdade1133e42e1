import { en, type PortalMessages } from './en';

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = DottedKeys<PortalMessages>;

const messages: PortalMessages = en;

/**
 * Looks a `portal.*` key up in the messages module and fills `%{name}` placeholders
 * (the same syntax ra-i18n-polyglot uses). The public pages use this instead of
 * react-admin's i18nProvider so that react-admin stays out of the first load.
 * An unknown key comes back as itself, like polyglot's allowMissing.
 */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
