import {
  excelDecimal,
  financialYearOf,
  fromPaise,
  moneyFromNumber,
  parseDate,
  parseFinancialYear,
  parseMoney,
  parseMoneyText,
  roundDecimal,
  toPaise,
} from './values.js';

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

  it('reads dates day first as India writes them (issue 41): dd/mm/yyyy, d/m/yyyy, dd-mm-yyyy, dd.mm.yyyy; never month first', () => {
    expect(parseDate('15-07-2023')).toBe('2023-07-15');
    expect(parseDate('5/7/2023')).toBe('2023-07-05');
    expect(parseDate('05.07.2023')).toBe('2023-07-05');
    expect(parseDate('2023-7-5')).toBe('2023-07-05');
    expect(parseDate(' 15/07/2023 ')).toBe('2023-07-15');
    for (const bad of ['07/15/2023', '15/07/23', '15-07/2023', '31-04-2023', '1/1/1989', '15 July 2023', '2023/07/15'])
      expect(parseDate(bad)).toBeNull();
  });

  it('reads a financial year as 2023-2024 or 2023-24 (issue 41), one year and the next', () => {
    expect(parseFinancialYear('2023-24')).toBe('2023-2024');
    expect(parseFinancialYear('2023-2024')).toBe('2023-2024');
    expect(parseFinancialYear(' 2023 - 24 ')).toBe('2023-2024');
    expect(parseFinancialYear('2023\u201324')).toBe('2023-2024');
    expect(parseFinancialYear('FY 2023-24')).toBe('2023-2024');
    expect(parseFinancialYear('1999-00')).toBe('1999-2000');
    for (const bad of ['2023-25', '2023-2025', '2023', '23-24', '2023-024', '2023/24x', '2024-23'])
      expect(parseFinancialYear(bad)).toBeNull();
  });

  it('reads amounts as India writes them in a sheet (issue 41): grouping, ₹, Rs., INR, /-', () => {
    expect(parseMoneyText('1,43,602.00')).toBe('143602.00');
    expect(parseMoneyText('1,43,60,250.5')).toBe('14360250.50');
    expect(parseMoneyText('143,602.00')).toBe('143602.00');
    expect(parseMoneyText('₹ 1200.00')).toBe('1200.00');
    expect(parseMoneyText('₹1,200')).toBe('1200.00');
    expect(parseMoneyText('Rs. 1200')).toBe('1200.00');
    expect(parseMoneyText('Rs 1,200.50')).toBe('1200.50');
    expect(parseMoneyText('RS.1200/-')).toBe('1200.00');
    expect(parseMoneyText('INR 1200')).toBe('1200.00');
    expect(parseMoneyText('\u00a0₹\u00a01,200.00\u00a0')).toBe('1200.00');
    for (const bad of ['1,00,0', '14,3602', '1,43,602.005', '-1200', '₹ -1200', 'Rs. 12.345', '(1200)', '$1200', '1200 Rs', '', '₹'])
      expect(parseMoneyText(bad)).toBeNull();
  });

  it('shows a number as Excel does: 15 significant digits, then rounded half away from zero', () => {
    expect(excelDecimal(0.1 + 0.2)).toBe('0.3');
    expect(excelDecimal(300.3 * 0.75)).toBe('225.225');
    expect(excelDecimal(225.225)).toBe('225.225');
    expect(excelDecimal(1e-7)).toBe('0.0000001');
    expect(excelDecimal(1515001006)).toBe('1515001006');
    expect(excelDecimal(123456789012345680)).toBe('123456789012346000');
    expect(excelDecimal(-2.5)).toBe('-2.5');
    expect(excelDecimal(0)).toBe('0');
    expect(roundDecimal('225.225', 2)).toBe('225.23');
    expect(roundDecimal('225.224', 2)).toBe('225.22');
    expect(roundDecimal('0.005', 2)).toBe('0.01');
    expect(roundDecimal('99.995', 2)).toBe('100.00');
    expect(roundDecimal('225.5', 0)).toBe('226');
    expect(roundDecimal('-225.225', 2)).toBe('-225.23');
    expect(roundDecimal('7', 2)).toBe('7.00');
  });

  it('reads a number cell as its number format shows it, to the paisa', () => {
    // =G3*0.75 with G3 = 300.30, formatted 0.00: the sheet shows 225.23.
    expect(moneyFromNumber(300.3 * 0.75, 2)).toEqual({ money: '225.23' });
    expect(moneyFromNumber(1200, 2)).toEqual({ money: '1200.00' });
    expect(moneyFromNumber(1200, 0)).toEqual({ money: '1200.00' });
    expect(moneyFromNumber(1200.5, 3)).toEqual({ money: '1200.50' });
    expect(moneyFromNumber(1200.5005, 3)).toEqual({ shown: '1200.501' });
    // General shows what the cell holds (at 15 digits): more than two decimals is refused, float noise is not there.
    expect(moneyFromNumber(300.3 * 0.75, null)).toEqual({ shown: '225.225' });
    expect(moneyFromNumber(0.1 + 0.2, null)).toEqual({ money: '0.30' });
    // A format showing whole rupees must not hide paise the cell holds.
    expect(moneyFromNumber(225.5, 0)).toEqual({ hides: { value: '225.5', shown: '226' } });
    expect(moneyFromNumber(225.004, 0)).toEqual({ money: '225.00' });
    expect(moneyFromNumber(-5, 2)).toEqual({ shown: '-5.00' });
    expect(moneyFromNumber(NaN, 2)).toEqual({ shown: 'NaN' });
  });

  it('knows the financial year of a date', () => {
    expect(financialYearOf('2024-04-01')).toBe('2024-2025');
    expect(financialYearOf('2024-03-31')).toBe('2023-2024');
  });
});
