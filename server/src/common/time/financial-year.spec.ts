import { isIsoDate, isNoSuchDate } from './financial-year.js';

describe('isNoSuchDate', () => {
  it('is true for a date written right that the calendar has not, in either form', () => {
    for (const text of ['2030-02-31', '31/02/2030', '29/02/2023', '2023-02-29', '31/04/2024', '2024-13-01', '00/01/2024']) {
      expect([text, isNoSuchDate(text)]).toEqual([text, true]);
    }
  });
  it('is false for real dates and for text that is no date at all', () => {
    for (const value of ['2030-02-28', '29/02/2024', '1/4/2024', 'abc', '2030-2-1', '', null, 20300231]) {
      expect([value, isNoSuchDate(value)]).toEqual([value, false]);
    }
    expect(isIsoDate('2030-02-31')).toBe(false);
  });
});
