import { describe, expect, it } from '@jest/globals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { adminMessages } from './admin';
import { socialAuditMessages } from './socialAudit';
import { en } from './en';
import { fieldMessages } from './field';
import { ftoMessages } from './fto';
import { knMessages } from './kn';
import { addCatalog, translate } from './translate';

type Tree = { [key: string]: string | Tree };

const english = {
  ...englishMessages,
  ...en,
  ...adminMessages,
  ...ftoMessages,
  ...socialAuditMessages,
  ...fieldMessages,
} as unknown as Tree;

function over(base: Tree, top: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? over(below, value) : value;
  }
  return merged;
}

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') leaves(value, at, out);
    else out.set(at, value);
  }
  return out;
}

addCatalog('en', english);
addCatalog('kn', knMessages);

/** What react-admin's polyglot provider (ra-i18n-polyglot, allowMissing, as the portal had it) says. */
const polyglot = {
  en: polyglotI18nProvider(() => english as unknown as TranslationMessages, 'en', undefined, { allowMissing: true }),
  kn: polyglotI18nProvider(() => over(english, knMessages as unknown as Tree) as unknown as TranslationMessages, 'kn', undefined, {
    allowMissing: true,
  }),
};

describe('the one translate function (i18n/translate.ts) says what polyglot said', () => {
  for (const locale of ['en', 'kn'] as const) {
    it(`${locale}: every key of every catalog, with its placeholders filled, empty and counted`, () => {
      const keys = [...leaves(english).keys()];
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        const names = [...(leaves(english).get(key) ?? '').matchAll(/%\{(.*?)\}/g)].map((m) => m[1]!);
        const filled = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        for (const options of [{}, filled, { ...filled, smart_count: 1 }, { ...filled, smart_count: 3 }, 2]) {
          expect([key, translate(key, options, locale)]).toEqual([key, polyglot[locale].translate(key, options)]);
        }
      }
    });
  }

  it('a missing key: its `_` text, else the key itself, placeholders filled alike', () => {
    for (const options of [{}, { _: 'Fallback %{n}', n: 4 }, { _: 'one |||| many', smart_count: 2 }, { n: 1 }]) {
      expect(translate('no.such.key %{n}', options, 'en')).toBe(polyglot.en.translate('no.such.key %{n}', options));
      expect(translate('no.such.key', options, 'kn')).toBe(polyglot.kn.translate('no.such.key', options));
    }
  });
});
