import { MisPageError } from '../types.js';
import {
  addMoney,
  finYearOf,
  isWorkCode,
  parseDate,
  parseIntCell,
  parseMoney,
  parseYesNo,
  queryParam,
  splitNameCode,
  webHref,
} from './index.js';

describe('webHref: only links to web pages', () => {
  it('keeps http(s) and relative links as written, and refuses every other scheme as a browser would read it', () => {
    for (const ok of [
      'https://mis.example/a.aspx?x=1&Digest=a/b+c',
      'http://mis.example/',
      'a.aspx?x=1',
      '/netnrega/a.aspx',
      '../b.aspx',
      '//mis.example/x',
    ]) {
      expect(webHref(ok)).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'mailto:a@b.c',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(webHref(bad)).toBeNull();
    }
  });
});

const kindOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof MisPageError ? err.kind : 'other';
  }
};

describe('parseMoney', () => {
  it('converts lakh to rupees exactly, without binary floats', () => {
    expect(parseMoney('1.85', 'lakh')).toBe('185000.00');
    expect(parseMoney('0.07', 'lakh')).toBe('7000.00');
    expect(parseMoney('4.76', 'lakh')).toBe('476000.00');
    expect(parseMoney('0.1234567', 'lakh')).toBe('12345.67');
    expect(parseMoney('0.00000005', 'lakh')).toBe('0.01'); // half-up
    expect(parseMoney('123456789012.34', 'lakh')).toBe('12345678901234000.00');
  });

  it('reads rupees with separators and the rupee sign; empty and "-" are missing, not zero', () => {
    expect(parseMoney('1,85,000', 'rupee')).toBe('185000.00');
    expect(parseMoney(' ₹ 74000.5 ', 'rupee')).toBe('74000.50');
    expect(parseMoney('1234.565', 'rupee')).toBe('1234.57');
    expect(parseMoney('0', 'rupee')).toBe('0.00');
    expect(parseMoney('', 'rupee')).toBeNull();
    expect(parseMoney('-', 'rupee')).toBeNull();
    expect(parseMoney('\u00a0', 'rupee')).toBeNull();
    expect(kindOf(() => parseMoney('12a', 'rupee'))).toBe('bad-value');
    expect(kindOf(() => parseMoney('1.8.5', 'lakh'))).toBe('bad-value');
  });

  it('adds amounts exactly; a missing one makes the sum missing', () => {
    expect(addMoney('56880.00', '43200.00')).toBe('100080.00');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('1.00', null)).toBeNull();
    expect(addMoney('-5.00', '3.25')).toBe('-1.75');
    expect(addMoney('9999999999999.99', '9999999999999.99')).toBe('19999999999999.98');
    expect(addMoney('99999999999999999.99', '0.01')).toBe('100000000000000000.00');
  });

  it('reads a plainly written amount (the quick path) exactly as a padded one (the full path)', () => {
    // A deterministic spread of whole and decimal amounts, leading zeros and the longest plain ones.
    const amounts = ['0', '00', '007', '0.5', '0.05', '10.1', '999999999999999', '123456789012345.67', '100000.00'];
    for (let i = 1; i < 2000; i++) amounts.push(String((i * 7919) % 100003), `${(i * 104729) % 9999991}.${i % 100}`, `${i}.${i % 10}`);
    for (const a of amounts) expect(parseMoney(a, 'rupee')).toBe(parseMoney(` ${a} `, 'rupee'));
    for (const a of amounts) {
      const b = parseMoney(a, 'rupee');
      // Sums through the quick path and through BigInt (a long amount forces it) agree.
      expect(addMoney(b, b, '0.00')).toBe(addMoney(b, b, '00000000000000000.00'));
    }
  });
});

describe('dates, years, integers, flags, codes', () => {
  it('reads dd-mm-yyyy and dd/mm/yyyy as ISO and refuses impossible dates', () => {
    expect(parseDate('12-06-2023')).toBe('2023-06-12');
    expect(parseDate('20/09/2023')).toBe('2023-09-20');
    expect(parseDate('1/4/2024')).toBe('2024-04-01');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDate('20/09/2023 00:00:00')).toBe('2023-09-20');
    expect(parseDate('')).toBeNull();
    expect(kindOf(() => parseDate('29/02/2023'))).toBe('bad-value');
    expect(kindOf(() => parseDate('12-06/2023'))).toBe('bad-value');
    expect(kindOf(() => parseDate('2023-06-12'))).toBe('bad-value');
  });

  it('gives the April-to-March financial year', () => {
    expect(finYearOf('2023-06-12')).toBe('2023-2024');
    expect(finYearOf('2024-03-31')).toBe('2023-2024');
    expect(finYearOf('2024-04-01')).toBe('2024-2025');
  });

  it('reads integers and Y/N flags', () => {
    expect(parseIntCell('1,326')).toBe(1326);
    expect(parseIntCell('-')).toBeNull();
    expect(kindOf(() => parseIntCell('3.5'))).toBe('bad-value');
    expect(parseYesNo('Y')).toBe(true);
    expect(parseYesNo('no')).toBe(false);
    expect(parseYesNo('')).toBeNull();
    expect(kindOf(() => parseYesNo('maybe'))).toBe('bad-value');
  });

  it('knows work codes, name(code) cells and query parameters', () => {
    expect(isWorkCode('1515001001/IF/93393042892')).toBe(true);
    expect(isWorkCode('1515001/IF/93393042892')).toBe(true);
    expect(isWorkCode('1515001001/IF/')).toBe(false);
    expect(splitNameCode('Tank (Kalyani) at Hosahalli(1515001001/WC/93393045117)')).toEqual({
      name: 'Tank (Kalyani) at Hosahalli',
      code: '1515001001/WC/93393045117',
    });
    expect(queryParam('x.aspx?a=1&fto_no=KN1515001%5F200923FTO_7&Digest=a+b', 'fto_no')).toBe('KN1515001_200923FTO_7');
    expect(queryParam('x.aspx?a=1&Digest=a+b', 'digest')).toBe('a+b');
    expect(queryParam('x.aspx?a=1', 'fto_no')).toBeNull();
  });
});
