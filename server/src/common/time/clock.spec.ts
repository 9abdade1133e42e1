import { Clock } from './clock.js';

describe('Clock.today', () => {
  it("is the state's calendar date, turning at local midnight (IST is UTC+5:30)", () => {
    const clock = new Clock('Asia/Kolkata');
    clock.travelTo(new Date('2026-03-31T18:29:00.000Z'));
    expect(clock.today()).toBe('2026-03-31');
    clock.travelTo(new Date('2026-03-31T18:29:59.999Z'));
    expect(clock.today()).toBe('2026-03-31');
    clock.travelTo(new Date('2026-03-31T18:30:00.000Z'));
    expect(clock.today()).toBe('2026-04-01');
    clock.travelTo(new Date('2026-03-30T18:30:00.000Z'));
    expect(clock.today()).toBe('2026-03-31');
  });

  it('follows a zone whose offset is not whole hours the same way (Nepal, UTC+5:45)', () => {
    const clock = new Clock('Asia/Kathmandu');
    clock.travelTo(new Date('2026-01-01T18:14:59.000Z'));
    expect(clock.today()).toBe('2026-01-01');
    clock.travelTo(new Date('2026-01-01T18:15:00.000Z'));
    expect(clock.today()).toBe('2026-01-02');
  });
});
