import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@messages';
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

/**
 * The retired Kannada variants of docs/kannada-glossary.md: each was in use somewhere when the
 * texts were unified, so a writer who reaches for it again gets told which word officers see on
 * every other screen. A `pattern` is matched against every Kannada UI text and every `kn` of the
 * server catalog. Keep this list and the glossary's "Retired variants" table in step.
 */
const RETIRED: { pattern: RegExp; use: string }[] = [
  { pattern: /ಆಕ್ಷೇಪಣೆ/, use: 'ಸಮಸ್ಯೆ (social audit issue)' },
  { pattern: /ಏಜೆನ್ಸಿ/, use: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ / ಸಂಸ್ಥೆ (implementing agency / agency)' },
  { pattern: /ಸೈನ್\s?ಇನ್|ಸೈನ್‌ಇನ್|ಲಾಗ್\s?ಇನ್|ಲಾಗ್‌ಇನ್/, use: 'ಲಾಗಿನ್ (sign in / login)' },
  { pattern: /ಸೈನ್\s?ಔಟ್|ಸೈನ್‌ಔಟ್|ಲಾಗ್‌ಔಟ್|ಲಾಗೌಟ್/, use: 'ಲಾಗ್ ಔಟ್ (sign out / logout)' },
  // The department's own name is ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ: that spelling stays.
  { pattern: /ಪಂಚಾಯತ್(?! ರಾಜ್)|ಪಂಚಾಯಿತಿ/, use: 'ಪಂಚಾಯತಿ (Gram / Taluk / Zilla Panchayat)' },
  { pattern: /ತಾಲೂಕು|ಬ್ಲಾಕ್/, use: 'ತಾಲ್ಲೂಕು (block / taluk)' },
  { pattern: /ಆರ್ಥಿಕ ವರ್ಷ/, use: 'ಹಣಕಾಸು ವರ್ಷ (financial year)' },
  { pattern: /ಓಟಿಪಿ|\bOTPs?\b/, use: 'ಒಟಿಪಿ (OTP)' },
  { pattern: /ಸಂಕೇತ/, use: 'ಕೋಡ್ (code: work, role, department, location code)' },
  { pattern: /ಖಾತೆ ವಿವರಣೆ/, use: 'ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್ (account statement)' },
  { pattern: /ಆಡಳಿತಗಾರ/, use: 'ನಿರ್ವಾಹಕ (administrator)' },
  { pattern: /ಆಯ್ಕೆ ಮಾಡಿ/, use: 'ಆಯ್ಕೆಮಾಡಿ / ಆಯ್ಕೆಮಾಡಿದ (select / selected), one word' },
  { pattern: /ತೆಗೆಯಿರಿ|ತೆಗೆಯಬೇಕೆ/, use: 'ತೆಗೆದುಹಾಕಿ (remove)' },
  { pattern: /ರದ್ದು ಮಾಡಿ|ರದ್ದುಗೊಳಿಸಿ/, use: 'ರದ್ದುಮಾಡಿ (cancel)' },
  // A demand draft is a bank instrument officers know by its English name.
  { pattern: /(?<!ಡಿಮ್ಯಾಂಡ್ )ಡ್ರಾಫ್ಟ್/, use: 'ಕರಡು (draft)' },
  { pattern: /ಕೆಲಸದ ಕಡತ|ವರ್ಕ್ ಫೈಲ್/, use: 'ಕಾಮಗಾರಿ ಕಡತ (work file)' },
  { pattern: /ಅಪ್ಲೋಡ್/, use: 'ಅಪ್‌ಲೋಡ್ (upload, with the zero-width non-joiner)' },
  { pattern: /ಲೆಕ್ಕ ಪರಿಶೋಧನೆ/, use: 'ಲೆಕ್ಕಪರಿಶೋಧನೆ (audit), one word' },
  { pattern: /ಮೊಬೈಲ್ ನಂಬರ್/, use: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ (mobile number)' },
  { pattern: /ಪಾಸ್ ವರ್ಡ್|ಗುಪ್ತಪದ/, use: 'ಪಾಸ್‌ವರ್ಡ್ (password)' },
  { pattern: /ವಸೂಲಾತಿ/, use: 'ವಸೂಲಿ (recovery)' },
];

type Tree = { [key: string]: unknown };

/** Every leaf as `dotted.key -> text`. */
function leaves(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) leaves(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

interface Text {
  where: string;
  en: string;
  kn: string;
}

const UI_CATALOGS = [
  { name: 'portal', en: en, kn: knPortal },
  { name: 'admin', en: adminMessages, kn: knAdmin },
  { name: 'fto', en: ftoMessages, kn: knFto },
  { name: 'socialAudit', en: socialAuditMessages, kn: knSocialAudit },
  { name: 'field', en: fieldMessages, kn: knField },
  { name: 'react-admin', en: englishMessages, kn: knRa },
];

const TEXTS: Text[] = [
  ...UI_CATALOGS.flatMap(({ name, en: english, kn }) => {
    const enLeaves = leaves(english);
    return [...leaves(kn)].map(([key, text]) => ({ where: `${name} ${key}`, en: enLeaves.get(key) ?? '', kn: text }));
  }),
  ...Object.entries(MESSAGES as Record<string, { en: string; kn: string }>).map(([code, m]) => ({
    where: `catalog ${code}`,
    en: m.en,
    kn: m.kn,
  })),
];

/** Issue 26: one Kannada word for one thing, on every screen and in every server answer. */
describe('the Kannada glossary (docs/kannada-glossary.md)', () => {
  it('reads every Kannada text of the UI and the server catalog', () => {
    expect(TEXTS.length).toBeGreaterThan(1500);
    expect(TEXTS.some((t) => t.where.startsWith('catalog '))).toBe(true);
  });

  it.each(RETIRED)('no text uses the retired $pattern (use $use)', ({ pattern }) => {
    expect(TEXTS.filter((t) => pattern.test(t.kn)).map((t) => `${t.where}: ${t.kn}`)).toEqual([]);
  });

  // ಹುದ್ದೆ stays for "designation" and "post(s)", so it cannot simply be retired: a text whose
  // English speaks of a role and of no post or designation must say ಪಾತ್ರ.
  it('writes "role" ಪಾತ್ರ and keeps ಹುದ್ದೆ for designation and posts', () => {
    const wrong = TEXTS.filter((t) => /\broles?\b/i.test(t.en) && !/\b(posts?|designations?)\b/i.test(t.en) && t.kn.includes('ಹುದ್ದೆ'));
    expect(wrong.map((t) => `${t.where}: ${t.kn}`)).toEqual([]);
  });
});
