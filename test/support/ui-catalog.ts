import path from 'node:path';

/**
 * The UI's own catalogs (admin-ui/src/i18n and its kn/ folder), so a browser test asserts the
 * words an officer reads in either language without retyping them. Read at run time: the
 * server's TypeScript settings do not compile the UI's modules, so they are not imported
 * statically (as in kannada.browser-spec).
 */
const UI_I18N = path.resolve('admin-ui/src/i18n');
const FILES: Record<UiLanguage, [string, string][]> = {
  en: [
    ['en.ts', 'en'],
    ['fto.ts', 'ftoMessages'],
    ['field.ts', 'fieldMessages'],
  ],
  kn: [
    ['kn/portal.ts', 'knPortal'],
    ['kn/fto.ts', 'knFto'],
    ['kn/field.ts', 'knField'],
  ],
};

export type UiLanguage = 'en' | 'kn';

/** One language's texts by dotted key (`field.ready.bound`): filled in, or as an anchored pattern. */
export interface UiCatalog {
  language: UiLanguage;
  /** The text of `key` with each %{name} replaced by its value, as polyglot fills it (no plural forms). */
  text(key: string, values?: Record<string, string | number>): string;
  /**
   * The whole text of `key` as a regular expression: its words literally, each %{name} replaced by
   * the regular expression source given for it (a time, a size).
   */
  pattern(key: string, values: Record<string, string | number>): RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching exactly this text (for a locator's `hasText`: the whole text, not a part of it). */
export const exactly = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}$`);

function leaves(tree: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) leaves(value, at, out);
    else if (typeof value === 'string') out.set(at, value);
  }
  return out;
}

/** Splits a template into its literal parts and its placeholders' names (odd indexes). */
function parts(key: string, template: string, values: Record<string, string | number>): string[] {
  if (template.includes('||||')) throw new Error(`${key} has plural forms: not supported here`);
  const split = template.split(/%\{(\w+)\}/);
  for (let i = 1; i < split.length; i += 2) {
    if (!(split[i] in values)) throw new Error(`no value for %{${split[i]}} of ${key}`);
  }
  return split;
}

const loaded = new Map<UiLanguage, Promise<UiCatalog>>();

/** The UI's portal, FTO and field texts in `language`. */
export function uiCatalog(language: UiLanguage): Promise<UiCatalog> {
  let catalog = loaded.get(language);
  if (!catalog) {
    catalog = (async () => {
      const texts = new Map<string, string>();
      for (const [file, name] of FILES[language]) {
        const module = (await import(path.join(UI_I18N, file))) as Record<string, unknown>;
        if (!module[name]) throw new Error(`${file} has no ${name}`);
        leaves(module[name], '', texts);
      }
      const template = (key: string) => {
        const text = texts.get(key);
        if (text === undefined) throw new Error(`no ${language} text for ${key}`);
        return text;
      };
      return {
        language,
        text: (key, values = {}) =>
          parts(key, template(key), values)
            .map((part, i) => (i % 2 === 1 ? String(values[part]) : part))
            .join(''),
        pattern: (key, values) =>
          new RegExp(
            `^${parts(key, template(key), values)
              .map((part, i) => (i % 2 === 1 ? String(values[part]) : escapeRegExp(part)))
              .join('')}$`,
          ),
      };
    })();
    loaded.set(language, catalog);
  }
  return catalog;
}
