import { en } from '../common/messages/index.js';
import { distanceM } from './geo.js';
import { captureTime, hashParts, nearParts } from './photo-reading.js';
import { assessPhoto, notesOf, summaryOf, type PhotoFacts } from './rules.js';

const SITE = { latitude: 17.2, longitude: 76.36 };
const at = (iso: string) => new Date(iso);
const limits = { maxDistanceM: 100, maxGpDistanceKm: 15 };
const base: PhotoFacts = {
  exifPosition: SITE,
  devicePosition: null,
  takenAt: at('2026-11-20T10:00:00+05:30'),
  deviceTime: null,
  reference: { ...SITE, source: 'level1-photo' },
  panchayat: null,
  cycleOpenedOn: '2026-11-15',
  submittedAt: at('2026-11-21T10:00:00+05:30'),
  reused: null,
};
const north = (metres: number) => ({ latitude: SITE.latitude + metres / 111195, longitude: SITE.longitude });

describe('photo evidence rules (issue 27)', () => {
  it('a clean photo has no flags', () => {
    expect(assessPhoto(base, limits)).toEqual({ flags: [], details: {} });
  });

  it('far-from-work from the reference point (100 m) and the panchayat office (15 km); the device position where EXIF has none', () => {
    expect(assessPhoto({ ...base, exifPosition: north(99) }, limits).flags).toEqual([]);
    expect(assessPhoto({ ...base, exifPosition: north(101) }, limits)).toEqual({
      flags: ['far-from-work'],
      details: { distance_m: 101, reference: 'level1-photo' },
    });
    expect(assessPhoto({ ...base, exifPosition: null, devicePosition: north(300) }, limits).details.distance_m).toBe(300);
    // EXIF wins over the device's report.
    expect(assessPhoto({ ...base, exifPosition: north(10), devicePosition: north(300) }, limits).flags).toEqual([]);
    expect(assessPhoto({ ...base, reference: null, panchayat: north(14900) }, limits).flags).toEqual([]);
    expect(assessPhoto({ ...base, reference: null, panchayat: north(15100) }, limits)).toEqual({
      flags: ['far-from-work'],
      details: { gp_distance_m: 15100 },
    });
  });

  it('old-photo: before the cycle opened (Asia/Kolkata day), or more than 7 days before the submission', () => {
    // 23:30 IST on the 14th is before the cycle's first day, though it is the 14th 18:00 UTC.
    expect(assessPhoto({ ...base, takenAt: at('2026-11-14T23:30:00+05:30') }, limits).details).toMatchObject({ old: 'before-cycle' });
    expect(assessPhoto({ ...base, takenAt: at('2026-11-15T00:10:00+05:30') }, limits).flags).toEqual([]);
    const late = { ...base, cycleOpenedOn: '2026-10-01', submittedAt: at('2026-11-21T10:00:00+05:30') };
    expect(assessPhoto({ ...late, takenAt: at('2026-11-14T10:00:01+05:30') }, limits).flags).toEqual([]);
    expect(assessPhoto({ ...late, takenAt: at('2026-11-13T10:00:00+05:30') }, limits)).toEqual({
      flags: ['old-photo'],
      details: { old: 'stale', age_days: 8 },
    });
    // No capture time: nothing to judge (the client's time is never taken for it).
    expect(assessPhoto({ ...base, takenAt: null, deviceTime: at('2020-01-01T00:00:00Z') }, limits).flags).toEqual([]);
  });

  it('time-mismatch over an hour; no-location without EXIF or device position; flags in a fixed order', () => {
    expect(assessPhoto({ ...base, deviceTime: at('2026-11-20T11:00:00+05:30') }, limits).flags).toEqual([]);
    expect(assessPhoto({ ...base, deviceTime: at('2026-11-20T11:01:00+05:30') }, limits)).toEqual({
      flags: ['time-mismatch'],
      details: { time_gap_minutes: 61 },
    });
    const reused = { key: 'k.jpg', work_code: 'W', verification_id: 1, level: 1, user_name: 'A', distance: 3 };
    expect(assessPhoto({ ...base, exifPosition: null, reused, takenAt: at('2026-01-01T10:00:00+05:30') }, limits).flags).toEqual([
      'no-location',
      'old-photo',
      'reused-photo',
    ]);
  });

  it('notes and summary lines in English', () => {
    const details = { distance_m: 1834, reference: 'level1-photo' as const, gp_distance_m: 20000 };
    expect(notesOf(['far-from-work'], details, null).map((m) => en(m))).toEqual([
      'Taken 1.8 km from the work site.',
      'Taken 20.0 km from the gram panchayat office.',
      'The photo gives no capture time: whether it is old cannot be told.',
    ]);
    expect(notesOf([], {}, at('2026-11-11T10:00:00+05:30'))).toEqual([]);
    expect(notesOf(['old-photo'], { old: 'stale', age_days: 9 }, at('2026-11-11T10:00:00+05:30')).map((m) => en(m))).toEqual([
      'Taken on 11/11/2026, 9 days before it was filed.',
    ]);
    expect(summaryOf(5, { 'far-from-work': 2 }, 1834).map((m) => en(m))).toEqual(['2 of 5 photos are far from the work site (1.8 km).']);
    expect(summaryOf(5, {}, null).map((m) => en(m))).toEqual(['All 5 photos show where and when they were taken.']);
    expect(summaryOf(0, {}, null)).toEqual([]);
  });

  it('capture times: the EXIF offset, else Asia/Kolkata; nonsense is no time', () => {
    const now = at('2026-11-21T10:00:00+05:30');
    expect(captureTime('2026:11:20 10:15:00', '+05:30', now)?.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect(captureTime('2026:11:20 10:15:00', null, now)?.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect(captureTime('2026:11:20 10:15:00', '+00:00', now)?.toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(captureTime('0000:00:00 00:00:00', null, now)).toBeNull();
    expect(captureTime('yesterday', null, now)).toBeNull();
  });

  it('capture times are 2000-01-01 (Asia/Kolkata) to a day after now, real calendar times only (issue 41)', () => {
    const now = at('2026-11-21T10:00:00+05:30');
    expect(captureTime('2000:01:01 00:00:00', null, now)?.toISOString()).toBe('1999-12-31T18:30:00.000Z');
    expect(captureTime('1999:12:31 23:59:59', null, now)).toBeNull();
    expect(captureTime('1995:06:01 10:00:00', null, now)).toBeNull(); // taken before issue 41
    expect(captureTime('2026:11:22 10:00:00', null, now)?.toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(captureTime('2026:11:22 10:00:01', null, now)).toBeNull();
    // Year 10000 in UTC once the offset is applied; and the largest year EXIF can write.
    expect(captureTime('9999:12:31 23:59:59', '-14:00', now)).toBeNull();
    expect(captureTime('9999:12:31 23:59:59', null, now)).toBeNull();
    // No such day or hour: Date would roll them over into the next month or day.
    expect(captureTime('2026:02:31 10:00:00', null, now)).toBeNull();
    expect(captureTime('2026:11:20 24:00:00', null, now)).toBeNull();
    expect(captureTime('2026:13:01 10:00:00', null, now)).toBeNull();
  });

  it('future: a capture time more than 10 minutes after the submission is flagged, with its note and summary line (issue 41)', () => {
    const submittedAt = base.submittedAt;
    const later = (minutes: number, seconds = 0) => new Date(submittedAt.getTime() + minutes * 60000 + seconds * 1000);
    expect(assessPhoto({ ...base, takenAt: later(10) }, limits)).toEqual({ flags: [], details: {} });
    expect(assessPhoto({ ...base, takenAt: later(10, 1) }, limits)).toEqual({ flags: ['future'], details: { future_minutes: 10 } });
    const ahead = assessPhoto({ ...base, takenAt: later(95) }, limits);
    expect(ahead).toEqual({ flags: ['future'], details: { future_minutes: 95 } });
    expect(notesOf(ahead.flags, ahead.details, later(95)).map((m) => en(m))).toEqual([
      "The camera's time is 95 minutes after the photo was filed.",
    ]);
    expect(summaryOf(4, { future: 1 }, null).map((m) => en(m))).toEqual(["1 of 4 photos: the camera's time is after the photo was filed."]);
    // With another flag, in EVIDENCE_FLAGS order.
    expect(assessPhoto({ ...base, takenAt: later(95), deviceTime: submittedAt }, limits).flags).toEqual(['time-mismatch', 'future']);
  });

  it('an ignored camera time is noted, not flagged; without one the photo gives no capture time (issue 41)', () => {
    const ignored = assessPhoto({ ...base, takenAt: null, ignoredTime: '9999:12:31 23:59:59' }, limits);
    expect(ignored).toEqual({ flags: [], details: { ignored_time: '9999:12:31 23:59:59' } });
    expect(notesOf(ignored.flags, ignored.details, null).map((m) => en(m))).toEqual([
      "The camera's date 9999:12:31 23:59:59 was ignored: it is not a possible capture time, so whether the photo is old cannot be told.",
    ]);
    expect(notesOf([], {}, null).map((m) => en(m))).toEqual(['The photo gives no capture time: whether it is old cannot be told.']);
  });

  it('hash parts and their probes: every value within 2 bits, each once', () => {
    expect(hashParts(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
    expect(hashParts(0x0001000200030004n)).toEqual([1, 2, 3, 4]);
    const near = nearParts(0x00ff);
    expect(near).toHaveLength(137);
    expect(new Set(near).size).toBe(137);
    const bits = (v: number) => v.toString(2).replace(/0/g, '').length;
    expect(near.every((v) => bits(v ^ 0x00ff) <= 2)).toBe(true);
    expect(Math.round(distanceM(SITE, north(150)))).toBe(150);
  });
});
