import { en, refOf } from '../common/messages/index.js';
import { checkSchedule, LEVEL_COUNT, yearsReaching } from './schedule-rules.js';

const YEARS = ['2024-2025', '2025-2026', '2026-2027'];
const levels = () => [
  { startDate: '2026-12-01', endDate: '2026-12-31', percentage: 100 },
  { startDate: '2027-01-01', endDate: '2027-01-31', percentage: 50 },
  { startDate: '2027-02-01', endDate: '2027-02-15', percentage: '25' },
  { startDate: '2027-02-16', endDate: '2027-02-28', percentage: 10 },
  { startDate: '2027-03-01', endDate: '2027-03-31', percentage: 1 },
];
const valid = (): Record<string, unknown> => ({
  cycleName: '  Cycle 1 ',
  financialYear: ['2026-2027', '2025-2026', '2026-2027'],
  scheduleStart: '2026-12-01',
  scheduleEnd: '2027-03-31',
  lock1Open: '2026-12-01',
  lock1Close: '2027-01-15',
  lock2Open: '2027-01-15',
  lock2Close: '2027-03-31',
  noOfLevels: 5,
  levels: levels(),
});
const withLevel = (n: number, change: Record<string, unknown> | undefined) => {
  const body = valid();
  const list = levels() as unknown[];
  list[n - 1] = change === undefined ? undefined : { ...(list[n - 1] as object), ...change };
  body.levels = list;
  return body;
};

function refusal(body: Record<string, unknown>) {
  const result = checkSchedule(body, YEARS);
  if (result.ok) throw new Error('expected a refusal');
  const m = refOf(result.message);
  return { field: result.field, code: m.code, message: en(m) };
}

describe('schedule form rules (spec 2 §5, then the portal’s; first failure is the answer)', () => {
  it('accepts a valid schedule: name trimmed, years unique and sorted, percentages numbers', () => {
    expect(checkSchedule(valid(), YEARS)).toEqual({
      ok: true,
      value: {
        cycleName: 'Cycle 1',
        financialYear: ['2025-2026', '2026-2027'],
        scheduleStart: '2026-12-01',
        scheduleEnd: '2027-03-31',
        lock1Open: '2026-12-01',
        lock1Close: '2027-01-15',
        lock2Open: '2027-01-15',
        lock2Close: '2027-03-31',
        levels: levels().map((l) => ({ ...l, percentage: Number(l.percentage) })),
      },
    });
    // noOfLevels may be left out; one-day windows and levels are allowed.
    const body = { ...valid(), noOfLevels: undefined, lock1Open: '2027-01-15', lock1Close: '2027-01-15' };
    expect(checkSchedule(body, YEARS).ok).toBe(true);
  });

  it('every general field and at least one financial year are required', () => {
    const said = { field: 'general', code: 'SCHEDULE_GENERAL_REQUIRED', message: 'All general fields are required' };
    for (const key of ['cycleName', 'scheduleStart', 'scheduleEnd', 'lock1Open', 'lock1Close', 'lock2Open', 'lock2Close']) {
      expect(refusal({ ...valid(), [key]: '  ' })).toEqual(said);
      expect(refusal({ ...valid(), [key]: undefined })).toEqual(said);
    }
    expect(refusal({ ...valid(), financialYear: [] })).toEqual(said);
    expect(refusal({ ...valid(), financialYear: '2026-2027' })).toEqual(said);
    expect(refusal({ ...valid(), financialYear: ['2026-2027', ' '] })).toEqual(said);
    expect(refusal({ ...valid(), financialYear: [2026] })).toEqual(said);
  });

  it(`each of the ${LEVEL_COUNT} levels needs its dates and a whole percentage from 1 to 100`, () => {
    expect(refusal(withLevel(2, { endDate: '' }))).toEqual({
      field: 'levels.1',
      code: 'SCHEDULE_LEVEL_FIELDS_REQUIRED',
      message: 'All fields must be filled for Level 2',
    });
    expect(refusal(withLevel(1, undefined)).message).toBe('All fields must be filled for Level 1');
    expect(refusal(withLevel(5, { percentage: '' })).message).toBe('All fields must be filled for Level 5');
    expect(refusal({ ...valid(), levels: levels().slice(0, 4) }).message).toBe('All fields must be filled for Level 5');
    expect(refusal({ ...valid(), levels: undefined }).message).toBe('All fields must be filled for Level 1');
    const pct = {
      field: 'levels.2.percentage',
      code: 'SCHEDULE_LEVEL_PERCENTAGE',
      message: 'Percentage for Level 3 must be between 1 and 100',
    };
    expect(refusal(withLevel(3, { percentage: 0 }))).toEqual(pct);
    expect(refusal(withLevel(3, { percentage: 101 }))).toEqual(pct);
    expect(refusal(withLevel(3, { percentage: 12.5 }))).toEqual(pct);
    expect(refusal(withLevel(3, { percentage: 'ten' }))).toEqual(pct);
  });

  it('exactly five levels', () => {
    const said = { field: 'noOfLevels', code: 'SCHEDULE_LEVEL_COUNT', message: 'A schedule has exactly 5 levels.' };
    expect(refusal({ ...valid(), levels: [...levels(), levels()[4]] })).toEqual(said);
    expect(refusal({ ...valid(), noOfLevels: 4 })).toEqual(said);
  });

  it('a cycle name of at most 150 characters', () => {
    expect(checkSchedule({ ...valid(), cycleName: 'c'.repeat(150) }, YEARS).ok).toBe(true);
    expect(refusal({ ...valid(), cycleName: 'c'.repeat(151) })).toEqual({
      field: 'cycleName',
      code: 'SCHEDULE_CYCLE_NAME_LONG',
      message: 'The cycle name may have at most 150 characters.',
    });
  });

  it('only the allowed financial years', () => {
    expect(refusal({ ...valid(), financialYear: ['2026-2027', '2023-2024'] })).toEqual({
      field: 'financialYear',
      code: 'SCHEDULE_YEAR_NOT_ALLOWED',
      message: 'Financial year 2023-2024 is not one of the allowed years (2024-2025 to 2026-2027).',
    });
  });

  it('the schedule and lock dates: real calendar dates written yyyy-mm-dd', () => {
    expect(refusal({ ...valid(), lock1Open: '2027-02-30' })).toEqual({
      field: 'lock1Open',
      code: 'LABELED_NO_SUCH_DATE',
      message: 'Lock 1 open: No such date',
    });
    expect(refusal({ ...valid(), scheduleEnd: '31/03/2027' })).toEqual({
      field: 'scheduleEnd',
      code: 'SCHEDULE_DATE_INVALID',
      message: 'Schedule end is not a valid date (yyyy-mm-dd).',
    });
    expect(refusal({ ...valid(), lock2Close: '2027-3-31' }).message).toBe('Lock 2 close is not a valid date (yyyy-mm-dd).');
  });

  it('the level dates: real calendar dates written yyyy-mm-dd', () => {
    expect(refusal(withLevel(4, { endDate: '2027-02-29' }))).toEqual({
      field: 'levels.3',
      code: 'SCHEDULE_LEVEL_NO_SUCH_DATE',
      message: 'Level 4: No such date',
    });
    expect(refusal(withLevel(5, { startDate: '01-03-2027' }))).toEqual({
      field: 'levels.4',
      code: 'SCHEDULE_LEVEL_DATES_INVALID',
      message: 'Level 5 dates are not valid dates (yyyy-mm-dd).',
    });
  });

  it('dates in order: the schedule, each level inside it, the lock windows ordered and inside it', () => {
    expect(refusal({ ...valid(), scheduleStart: '2027-04-01' })).toEqual({
      field: 'scheduleEnd',
      code: 'SCHEDULE_START_AFTER_END',
      message: 'The schedule must start on or before its end date.',
    });
    expect(refusal(withLevel(1, { startDate: '2027-01-01' }))).toEqual({
      field: 'levels.0',
      code: 'SCHEDULE_LEVEL_START_AFTER_END',
      message: 'Level 1 must start on or before its end date.',
    });
    const outside = {
      field: 'levels.1',
      code: 'SCHEDULE_LEVEL_OUTSIDE',
      message: 'Level 2 must lie within the schedule (01/12/2026 to 31/03/2027).',
    };
    expect(refusal(withLevel(2, { startDate: '2026-11-30' }))).toEqual(outside);
    expect(refusal(withLevel(2, { endDate: '2027-04-01' }))).toEqual(outside);
    expect(refusal({ ...valid(), lock1Open: '2027-01-16' })).toEqual({
      field: 'lock1Close',
      code: 'SCHEDULE_LOCK1_ORDER',
      message: 'Lock 1 must open on or before it closes.',
    });
    expect(refusal({ ...valid(), lock2Open: '2027-04-01', lock2Close: '2027-03-31' })).toEqual({
      field: 'lock2Close',
      code: 'SCHEDULE_LOCK2_ORDER',
      message: 'Lock 2 must open on or before it closes.',
    });
    expect(refusal({ ...valid(), lock2Open: '2027-01-14' })).toEqual({
      field: 'lock2Open',
      code: 'SCHEDULE_LOCKS_ORDER',
      message: 'Lock 1 must close on or before Lock 2 opens.',
    });
    const locksOutside = {
      field: 'lock1Open',
      code: 'SCHEDULE_LOCKS_OUTSIDE',
      message: 'Lock windows must lie within the schedule (01/12/2026 to 31/03/2027).',
    };
    expect(refusal({ ...valid(), lock1Open: '2026-11-30' })).toEqual(locksOutside);
    expect(refusal({ ...valid(), lock2Close: '2027-04-01' })).toEqual(locksOutside);
  });

  it('a cycle planned ahead can take the years its own dates reach (issue 43 item 5)', () => {
    // Today in 2026-2027: the list stops there, and a cycle of April 2027 to March 2028 reaches 2027-2028.
    expect(yearsReaching(YEARS, '2027-04-01', '2028-03-31')).toEqual([...YEARS, '2027-2028']);
    expect(yearsReaching(YEARS, '2027-04-01', '2029-04-01')).toEqual([...YEARS, '2027-2028', '2028-2029', '2029-2030']);
    // Dates inside the list, missing or not yet whole dates change nothing.
    expect(yearsReaching(YEARS, '2026-12-01', '2027-03-31')).toEqual(YEARS);
    expect(yearsReaching(YEARS, '', undefined)).toEqual(YEARS);
    expect(yearsReaching(YEARS, '2027-04-0', '2027-13-01')).toEqual(YEARS);
    const ahead = {
      ...valid(),
      financialYear: ['2027-2028'],
      scheduleStart: '2027-04-01',
      scheduleEnd: '2028-03-31',
      lock1Open: '2027-04-01',
      lock1Close: '2027-05-01',
      lock2Open: '2027-05-02',
      lock2Close: '2027-06-01',
      levels: levels().map((l, i) => ({ ...l, startDate: `2027-0${i + 4}-01`, endDate: `2027-0${i + 4}-28` })),
    };
    expect(checkSchedule(ahead, YEARS)).toMatchObject({ ok: false, field: 'financialYear' });
    expect(checkSchedule(ahead, yearsReaching(YEARS, ahead.scheduleStart, ahead.scheduleEnd))).toMatchObject({
      ok: true,
      value: { financialYear: ['2027-2028'] },
    });
  });
});
