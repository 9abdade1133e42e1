import { financialYearOf, fromPaise, parseDate, parseMoney, toPaise } from './values.js';

describe('social audit values', () => {
  it('reads money from numbers and strings without floating point, two decimals out', () => {
    expect(parseMoney(1234.5)).toBe('1234.50');
    expect(parseMoney('1234.5')).toBe('1234.50');
    expect(parseMoney(' 0.1 ')).toBe('0.10');
    expect(parseMoney('999999999999.99')).toBe('999999999999.99');
    expect(parseMoney(7)).toBe('7.00');
    for (const bad of ['1.234', '-1', '1e3', '01', '', 'abc', '1,000', 1e21, 0.1 + 0.2, NaN, null, {}, '9999999999999'])
      expect(parseMoney(bad)).toBeNull();
  });

  it('adds in integer paise exactly', () => {
    const sum = ['0.10', '0.20', '1234.55'].map(toPaise).reduce((a, b) => a + b, 0n);
    expect(fromPaise(sum)).toBe('1234.85');
    expect(fromPaise(-5n)).toBe('-0.05');
  });

  it('reads real calendar dates only', () => {
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate(20240101)).toBeNull();
  });

  it('knows the financial year of a date', () => {
    expect(financialYearOf('2024-04-01')).toBe('2024-2025');
    expect(financialYearOf('2024-03-31')).toBe('2023-2024');
  });
});
