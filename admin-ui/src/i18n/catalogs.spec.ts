import { describe, expect, it } from '@jest/globals';
import englishMessages from 'ra-language-english';
import { adminMessages } from './admin';
import { socialAuditMessages } from './socialAudit';
import { en } from './en';
import { fieldMessages } from './field';
import { ftoMessages } from './fto';
import { knAdmin } from './kn/admin';
import { knSocialAudit } from './kn/socialAudit';
import { knField } from './kn/field';
import { knFto } from './kn/fto';
import { knPortal } from './kn/portal';
import { knRa } from './kn/ra';

type Tree = { [key: string]: unknown };

/** Every leaf as `dotted.key -> text`. */
function leaves(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) leaves(value, path, out);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralParts = (text: string) => text.split('||||').length;

const CATALOGS = [
  { name: 'portal', en: en, kn: knPortal },
  { name: 'admin', en: adminMessages, kn: knAdmin },
  { name: 'fto', en: ftoMessages, kn: knFto },
  { name: 'socialAudit', en: socialAuditMessages, kn: knSocialAudit },
  { name: 'field', en: fieldMessages, kn: knField },
  { name: 'react-admin', en: englishMessages, kn: knRa },
];

/**
 * Issue 26: every catalog exists in both languages with the same keys, no empty text, the same
 * `%{placeholders}` (a missing one would print the raw token or lose a value) and the same
 * number of `||||` plural parts (polyglot picks a part by count).
 */
describe.each(CATALOGS)('the $name catalog in English and Kannada', ({ en: english, kn: kannada }) => {
  const enLeaves = leaves(english);
  const knLeaves = leaves(kannada);

  it('has the same keys', () => {
    expect([...knLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('has no empty text, and every text is a string', () => {
    const bad = [...knLeaves].filter(([key, text]) => {
      if (typeof text !== 'string') return true;
      // react-admin's `boolean.null` is a single space on purpose, in English too.
      return text.trim() === '' && String(enLeaves.get(key)).trim() !== '';
    });
    expect(bad).toEqual([]);
  });

  it('keeps the placeholders and plural parts of each English text', () => {
    const differing: string[] = [];
    for (const [key, enText] of enLeaves) {
      const knText = knLeaves.get(key);
      if (typeof enText !== 'string' || typeof knText !== 'string') continue;
      if (placeholders(enText).join() !== placeholders(knText).join()) differing.push(`${key}: placeholders`);
      if (pluralParts(enText) !== pluralParts(knText)) differing.push(`${key}: plural parts`);
    }
    expect(differing).toEqual([]);
  });
});
