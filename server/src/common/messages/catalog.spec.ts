import fs from 'node:fs';
import path from 'node:path';
import { format, isMessageCode, LANGUAGES, MESSAGES, placeholdersOf, pluralForm, type MessageCode } from './catalog.js';

const SERVER_SRC = path.resolve(new URL('.', import.meta.url).pathname, '../..');
const codes = Object.keys(MESSAGES) as MessageCode[];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('message catalog (issue 26)', () => {
  it('has stable UPPER_SNAKE codes', () => {
    expect(codes.filter((c) => !/^[A-Z][A-Z0-9_]*$/.test(c))).toEqual([]);
    expect(codes.length).toBeGreaterThan(300);
  });

  it('has a non-empty English and Kannada text for every code, with the same placeholders', () => {
    const problems: string[] = [];
    for (const code of codes) {
      const entry = MESSAGES[code] as Record<string, string>;
      for (const lang of LANGUAGES) if (typeof entry[lang] !== 'string' || !entry[lang].trim()) problems.push(`${code}: empty ${lang}`);
      if (JSON.stringify(placeholdersOf(entry.en)) !== JSON.stringify(placeholdersOf(entry.kn)))
        problems.push(`${code}: placeholders ${placeholdersOf(entry.en).join(',')} vs ${placeholdersOf(entry.kn).join(',')}`);
      if ((entry.en + entry.kn).replace(/%\{\w+\}/g, '').includes('%{')) problems.push(`${code}: a broken placeholder`);
    }
    expect(problems).toEqual([]);
  });

  it('writes Kannada in Kannada script, except texts that are only placeholders', () => {
    const latinOnly = codes.filter((c) => {
      const kn: string = MESSAGES[c].kn;
      return kn.replace(/%\{\w+\}/g, '').trim() !== '' && !/[\u0C80-\u0CFF]/.test(kn);
    });
    expect(latinOnly).toEqual([]);
  });

  it('fills placeholders from params, leaving an unknown one as written', () => {
    expect(format('OTP_RESEND_WAIT', 'en', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another OTP.');
    expect(format('OTP_RESEND_WAIT', 'kn', { seconds: 42 })).toContain('42');
    expect(format('OTP_RESEND_WAIT', 'en')).toBe('Please wait %{seconds} seconds before requesting another OTP.');
    expect(format('LEVEL_LOCKED', 'en', { level: 1, open: '01/05/2026', close: '10/05/2026' })).toBe(
      'Level 1 records are locked for review (Lock 1, 01/05/2026 to 10/05/2026). Level 1 verifications cannot be submitted or changed until the lock closes.',
    );
  });

  it('words a count of one in the singular, in both languages (issue 43 item 11)', () => {
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'en', { count: 1, total: 4 })).toBe('1 of 4 photos has no location.');
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'en', { count: 2, total: 4 })).toBe('2 of 4 photos have no location.');
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'kn', { count: 1, total: 4 })).toBe('4 ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋಗೆ ಸ್ಥಳವಿಲ್ಲ.');
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'kn', { count: 3, total: 4 })).toBe('4 ಫೋಟೋಗಳಲ್ಲಿ 3 ಫೋಟೋಗಳಿಗೆ ಸ್ಥಳವಿಲ್ಲ.');
    expect(format('EVIDENCE_SUMMARY_FAR_M', 'kn', { count: 1, total: 4, metres: 320 })).toBe(
      '4 ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿದೆ (320 ಮೀ.).',
    );
    expect(format('EVIDENCE_SUMMARY_CLEAN', 'en', { total: 1 })).toBe('The photo shows where and when it was taken.');
    expect(format('EVIDENCE_SUMMARY_CLEAN', 'kn', { total: 1 })).toBe('ಫೋಟೋ ಎಲ್ಲಿ ಮತ್ತು ಯಾವಾಗ ತೆಗೆದದ್ದು ಎಂಬುದನ್ನು ತೋರಿಸುತ್ತದೆ.');
    expect(format('EVIDENCE_SUMMARY_CLEAN', 'en', { total: 5 })).toBe('All 5 photos show where and when they were taken.');
    // The count is `count`, else `total`, else `smart_count`; a text with no forms is whole.
    expect(pluralForm('one |||| many', { smart_count: 1 })).toBe('one');
    expect(pluralForm('one |||| many', { count: '1', total: 9 })).toBe('one');
    expect(pluralForm('one |||| many', {})).toBe('many');
    expect(pluralForm('no forms', { count: 1 })).toBe('no forms');
    // One of one photo is "the only photo", not "1 of 1 photos" (issue 43 item 11); a text without a third form keeps its first.
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'en', { count: 1, total: 1 })).toBe('The only photo has no location.');
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'kn', { count: 1, total: 1 })).toBe('ಇರುವ ಒಂದೇ ಫೋಟೋಗೆ ಸ್ಥಳವಿಲ್ಲ.');
    expect(format('EVIDENCE_SUMMARY_FAR_KM', 'en', { count: 1, total: 1, km: 4.2 })).toBe(
      'The only photo is far from the work site (4.2 km).',
    );
    expect(format('EVIDENCE_SUMMARY_NO_LOCATION', 'en', { count: 1, total: 4 })).toBe('1 of 4 photos has no location.');
    expect(pluralForm('one |||| many', { count: 1, total: 1 })).toBe('one');
    // Every summary line that counts photos out of a total has its one-of-one form, in both languages.
    const ofTotal = codes.filter((c) => /^1 of %\{total\} photos/.test(MESSAGES[c].en));
    expect(ofTotal.length).toBeGreaterThanOrEqual(7);
    for (const c of ofTotal) for (const lang of ['en', 'kn'] as const) expect(MESSAGES[c][lang].split('||||')).toHaveLength(3);
    // Both languages of a text have forms, or neither.
    const mismatched = codes.filter((c) => MESSAGES[c].en.includes('||||') !== MESSAGES[c].kn.includes('||||'));
    expect(mismatched).toEqual([]);
  });

  it('knows every code the server names: each literal code in server/src is in the catalog', () => {
    // TypeScript already refuses an unknown code wherever a MessageCode is typed; this also
    // catches codes in places typed loosely (strings compared, JSON written by hand).
    const used = new Set<string>();
    const call =
      /\b(?:msg|rule|ok|said|badRequest|badField|conflict|forbidden|notFound|tooMany|unavailable|unauthenticated|IsId|IsIdList|IsMobile|IsOtp)\(\s*(?:'[^']*',\s*)?'([A-Z][A-Z0-9_]+)'/g;
    for (const file of sourceFiles(SERVER_SRC)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(call)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((c) => !isMessageCode(c))).toEqual([]);
  });

  it('imports nothing: the UI bundle imports the catalog through an alias', () => {
    const text = fs.readFileSync(path.join(SERVER_SRC, 'common/messages/catalog.ts'), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
    expect(text).not.toMatch(/\brequire\(/);
  });
});
