// The browser's time zone must not matter. Jest fixes the process's zone at start (TZ set here
// would not be read again), so the tests take instants where New York (and UTC, the test
// process's usual zone) and India disagree on the day, and check every instant of a year
// against India's fixed UTC+05:30, which a formatter leaning on the process's zone would miss.
import { describe, expect, it } from '@jest/globals';
import {
  formatDate,
  formatDateTime,
  formatFinancialYear,
  formatMoney,
  formatNumber,
  formatTime,
  isoDate,
  parseTypedDate,
  todayIso,
  typedDateProblem,
} from './portal-format.js';

describe('one format (issue 26)', () => {
  it('runs in a zone that is not India, and answers in India all year round', () => {
    expect(new Date('2026-11-26T12:00:00Z').getTimezoneOffset()).not.toBe(-330);
    const two = (n: number) => String(n).padStart(2, '0');
    // Every 47 minutes of 2026 (both New York clock changes included), against UTC+05:30 by hand.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 47 * 60 * 1000) {
      const india = new Date(at + 330 * 60 * 1000);
      const hour = india.getUTCHours();
      const clock = `${two(hour % 12 === 0 ? 12 : hour % 12)}:${two(india.getUTCMinutes())} ${hour < 12 ? 'am' : 'pm'}`;
      const day = `${two(india.getUTCDate())}/${two(india.getUTCMonth() + 1)}/${india.getUTCFullYear()}`;
      expect(formatDateTime(new Date(at).toISOString())).toBe(`${day}, ${clock}`);
    }
  });

  describe('formatDate', () => {
    it('writes a calendar date dd/mm/yyyy as text, never moved by a time zone', () => {
      expect(formatDate('2024-03-05')).toBe('05/03/2024');
      expect(formatDate('2026-01-01')).toBe('01/01/2026');
      expect(formatDate('2024-02-29')).toBe('29/02/2024');
    });
    it('writes a timestamp as its day in India', () => {
      // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day's midnight there (and 13:30 in New York).
      expect(formatDate('2026-11-25T18:29:59.999Z')).toBe('25/11/2026');
      expect(formatDate('2026-11-25T18:30:00.000Z')).toBe('26/11/2026');
      expect(formatDate(new Date('2026-12-31T18:30:00Z'))).toBe('01/01/2027');
      expect(formatDate(Date.parse('2027-03-31T20:00:00Z'))).toBe('01/04/2027');
    });
    it('keeps dd/mm/yyyy, empties nothing and gives back what it cannot read', () => {
      expect(formatDate('05/03/2024')).toBe('05/03/2024');
      expect(formatDate(null)).toBe('');
      expect(formatDate(undefined)).toBe('');
      expect(formatDate('')).toBe('');
      expect(formatDate('not a date')).toBe('not a date');
    });
  });

  describe('formatDateTime and formatTime', () => {
    it('writes "dd/mm/yyyy, hh:mm am|pm" in India', () => {
      expect(formatDateTime('2026-11-26T09:06:13.000Z')).toBe('26/11/2026, 02:36 pm');
      expect(formatTime('2026-11-26T09:06:13.000Z')).toBe('02:36 pm');
    });
    it('around midnight and noon in India', () => {
      expect(formatDateTime('2026-11-25T18:30:00Z')).toBe('26/11/2026, 12:00 am');
      expect(formatDateTime('2026-11-25T18:29:00Z')).toBe('25/11/2026, 11:59 pm');
      expect(formatDateTime('2026-11-26T06:30:00Z')).toBe('26/11/2026, 12:00 pm');
      expect(formatDateTime('2026-11-26T06:29:00Z')).toBe('26/11/2026, 11:59 am');
      expect(formatTime('2026-11-25T19:35:00Z')).toBe('01:05 am');
    });
    it('reads a date-time without a zone as India time, and a date alone as a date', () => {
      expect(formatDateTime('2026-11-26 14:36:00')).toBe('26/11/2026, 02:36 pm');
      expect(formatDateTime('2026-11-26T00:05')).toBe('26/11/2026, 12:05 am');
      expect(formatDateTime('2024-03-05')).toBe('05/03/2024');
    });
    it('answers the same on the New York summer time change', () => {
      // 08/03/2026 02:00 in New York springs forward; India does not.
      expect(formatDateTime('2026-03-08T07:00:00Z')).toBe('08/03/2026, 12:30 pm');
      expect(formatDateTime('2026-11-01T06:00:00Z')).toBe('01/11/2026, 11:30 am');
    });
    it('empties nothing', () => {
      expect(formatDateTime(null)).toBe('');
      expect(formatTime(undefined)).toBe('');
      expect(formatDateTime('soon')).toBe('soon');
    });
  });

  describe('formatMoney', () => {
    it('writes rupees with Indian grouping and two decimals', () => {
      expect(formatMoney('2836353.24')).toBe('₹ 28,36,353.24');
      expect(formatMoney('165522')).toBe('₹ 1,65,522.00');
      expect(formatMoney(165522)).toBe('₹ 1,65,522.00');
      expect(formatMoney('999')).toBe('₹ 999.00');
      expect(formatMoney('1000')).toBe('₹ 1,000.00');
      expect(formatMoney('0')).toBe('₹ 0.00');
      expect(formatMoney('0.5')).toBe('₹ 0.50');
      expect(formatMoney('1234567890123.45')).toBe('₹ 12,34,56,78,90,123.45');
    });
    it('keeps every paisa of large amounts (no float)', () => {
      expect(formatMoney('9999999999999.99')).toBe('₹ 99,99,99,99,99,999.99');
      expect(formatMoney(12345678901234567890n)).toBe('₹ 1,23,45,67,89,01,23,45,67,890.00');
    });
    it('rounds a third decimal half away from zero, on the text', () => {
      expect(formatMoney('1.005')).toBe('₹ 1.01');
      expect(formatMoney('99.995')).toBe('₹ 100.00');
      expect(formatMoney('99999.994')).toBe('₹ 99,999.99');
    });
    it('writes a minus before the sign', () => {
      expect(formatMoney('-1500.5')).toBe('-₹ 1,500.50');
      expect(formatMoney('-0.00')).toBe('₹ 0.00');
    });
    it('is empty when there is no figure', () => {
      expect(formatMoney(null)).toBe('');
      expect(formatMoney(undefined)).toBe('');
      expect(formatMoney('')).toBe('');
      expect(formatMoney('abc')).toBe('');
      expect(formatMoney(Number.NaN)).toBe('');
    });
  });

  describe('formatNumber', () => {
    it('groups the Indian way', () => {
      expect(formatNumber(1234567)).toBe('12,34,567');
      expect(formatNumber('1234567')).toBe('12,34,567');
      expect(formatNumber(100000)).toBe('1,00,000');
      expect(formatNumber(12)).toBe('12');
      expect(formatNumber(0)).toBe('0');
      expect(formatNumber(-45678)).toBe('-45,678');
      expect(formatNumber('1234.5')).toBe('1,234.5');
      expect(formatNumber(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
    });
    it('is empty when there is no figure', () => {
      expect(formatNumber(null)).toBe('');
      expect(formatNumber('x')).toBe('');
    });
  });

  describe('formatFinancialYear', () => {
    it('writes "2024-2025" from either form', () => {
      expect(formatFinancialYear('2024-25')).toBe('2024-2025');
      expect(formatFinancialYear('2024-2025')).toBe('2024-2025');
      expect(formatFinancialYear('2013-14')).toBe('2013-2014');
      expect(formatFinancialYear(' 2026–27 ')).toBe('2026-2027');
      expect(formatFinancialYear('1999-00')).toBe('1999-2000');
      expect(formatFinancialYear(2026)).toBe('2026-2027');
    });
    it('gives back what is no financial year', () => {
      expect(formatFinancialYear('2024-26')).toBe('2024-26');
      expect(formatFinancialYear('ALL')).toBe('ALL');
      expect(formatFinancialYear(null)).toBe('');
    });
  });

  describe('typed dates', () => {
    it('reads dd/mm/yyyy (and d/m/yyyy) as ISO', () => {
      expect(parseTypedDate('05/03/2024')).toBe('2024-03-05');
      expect(parseTypedDate(' 5/3/2024 ')).toBe('2024-03-05');
      expect(parseTypedDate('29/02/2024')).toBe('2024-02-29');
    });
    it('says why a text is no date', () => {
      expect(parseTypedDate('31/02/2030')).toBeNull();
      expect(typedDateProblem('31/02/2030')).toBe('no-such');
      expect(typedDateProblem('29/02/2025')).toBe('no-such');
      expect(typedDateProblem('12/13/2025')).toBe('no-such');
      expect(typedDateProblem('12/mm/2025')).toBe('format');
      expect(typedDateProblem('2025-04-01')).toBe('format');
      expect(typedDateProblem('01/01/1800')).toBe('format');
      expect(typedDateProblem('01/04/2025')).toBeNull();
    });
    it('isoDate takes a calendar date, a typed date or an instant (its day in India)', () => {
      expect(isoDate('2024-03-05')).toBe('2024-03-05');
      expect(isoDate('2024-02-30')).toBe('');
      expect(isoDate('05/03/2024')).toBe('2024-03-05');
      expect(isoDate('2026-11-25T18:30:00Z')).toBe('2026-11-26');
      expect(isoDate('')).toBe('');
      expect(isoDate('nonsense')).toBe('');
    });
    it("today is India's today", () => {
      // 23:00 on 25/11 in New York is 09:30 on 26/11 in India.
      expect(todayIso(Date.parse('2026-11-26T04:00:00Z'))).toBe('2026-11-26');
      expect(todayIso(Date.parse('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    });
  });
});
