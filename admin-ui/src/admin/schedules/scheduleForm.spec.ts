import { describe, expect, it } from '@jest/globals';
import { LEVEL_COUNT, scheduleProblem, valuesOf, type ScheduleValues } from './scheduleForm';

const filled: ScheduleValues = {
  cycleName: 'Cycle 1',
  financialYear: ['2024-2025'],
  scheduleStart: '2025-01-01',
  scheduleEnd: '2025-03-31',
  lock1Open: '2025-01-01',
  lock1Close: '2025-01-10',
  lock2Open: '2025-02-01',
  lock2Close: '2025-02-10',
  levels: Array.from({ length: LEVEL_COUNT }, () => ({ startDate: '2025-01-01', endDate: '2025-03-31', percentage: '10' })),
};
const withLevel = (index: number, patch: Partial<ScheduleValues['levels'][number]>): ScheduleValues => ({
  ...filled,
  levels: filled.levels.map((level, i) => (i === index ? { ...level, ...patch } : level)),
});

describe("the schedule form's problems are the server's schedule rules (issue 42)", () => {
  it('has none when every field is filled', () => {
    expect(scheduleProblem(filled)).toBeNull();
  });

  it("shows the spec's three, in order, with the level they belong to", () => {
    expect(scheduleProblem(valuesOf(null))).toEqual({ key: 'fto.scheduleForm.errors.general' });
    expect(scheduleProblem({ ...filled, cycleName: '  ' })).toEqual({ key: 'fto.scheduleForm.errors.general' });
    expect(scheduleProblem({ ...filled, financialYear: [] })).toEqual({ key: 'fto.scheduleForm.errors.general' });
    expect(scheduleProblem(withLevel(2, { endDate: '' }))).toEqual({ key: 'fto.scheduleForm.errors.level', level: 3 });
    expect(scheduleProblem(withLevel(1, { percentage: ' ' }))).toEqual({ key: 'fto.scheduleForm.errors.level', level: 2 });
    expect(scheduleProblem(withLevel(4, { percentage: '0' }))).toEqual({ key: 'fto.scheduleForm.errors.percentage', level: 5 });
    expect(scheduleProblem(withLevel(0, { percentage: '10.5' }))).toEqual({ key: 'fto.scheduleForm.errors.percentage', level: 1 });
    expect(scheduleProblem(withLevel(0, { percentage: '101' }))).toEqual({ key: 'fto.scheduleForm.errors.percentage', level: 1 });
  });

  it("leaves the server's other rules (dates in order...) to its answer", () => {
    expect(scheduleProblem({ ...filled, scheduleStart: '2025-04-01' })).toBeNull();
  });
});
