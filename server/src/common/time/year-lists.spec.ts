import { fullFinancialYear, yearLists } from './year-lists.js';

describe('yearLists', () => {
  it('runs each list to the financial year of today, which turns on 1 April', () => {
    const march = yearLists('2027-03-31');
    expect(march.current).toBe('2026-2027');
    expect(march.issues[0]).toBe('2016-2017');
    expect(march.issues.at(-1)).toBe('2026-2027');
    expect(march.statements[0]).toBe('2013-2014');
    expect(march.schedules[0]).toBe('2010-2011');
    const april = yearLists('2027-04-01');
    expect(april.current).toBe('2027-2028');
    for (const list of [april.issues, april.statements, april.schedules]) expect(list.at(-1)).toBe('2027-2028');
    expect(april.issues).toHaveLength(12);
  });
});

describe('fullFinancialYear', () => {
  it('writes a year in full from the full or the old short form', () => {
    expect(fullFinancialYear('2013-2014')).toBe('2013-2014');
    expect(fullFinancialYear('2013-14')).toBe('2013-2014');
    expect(fullFinancialYear(' 2025-26 ')).toBe('2025-2026');
    expect(fullFinancialYear('1999-00')).toBe('1999-2000');
  });

  it('refuses what is not one financial year', () => {
    for (const bad of ['2013-15', '2013-2015', '2013', '13-14', 'ALL', '', null, 2013]) expect(fullFinancialYear(bad)).toBeNull();
  });
});
