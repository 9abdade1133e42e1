/**
 * The server's idea of now. Rules that depend on the date (schedule windows, cooldowns) ask
 * this clock, never `new Date()`, so tests can move time. "Today" is the calendar date in the
 * state's time zone (APP_TIME_ZONE), not the server's. One per application (AppConfigModule).
 */
export class Clock {
  private offsetMs = 0;
  private readonly dateFormat: Intl.DateTimeFormat;
  /** The last answer of today() and the minute it was for (every zone's offset is whole minutes). */
  private todayOf: { minute: number; date: string } = { minute: NaN, date: '' };

  constructor(timeZone: string) {
    this.dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Today as `yyyy-mm-dd` in the state's time zone. */
  today(): string {
    const now = this.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.todayOf.minute) this.todayOf = { minute, date: this.dateFormat.format(now) };
    return this.todayOf.date;
  }

  /** Moves the clock so that now() is `at` (tests); null puts it back. */
  travelTo(at: Date | null): void {
    this.offsetMs = at ? at.getTime() - Date.now() : 0;
  }
}
