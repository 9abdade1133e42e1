import { dmy } from '../common/time/financial-year.js';
import { msg, type Msg } from '../common/messages/index.js';
import { EVIDENCE_FLAGS, type EvidenceDetails, type EvidenceFlag } from './entities/evidence-file.entity.js';
import { distanceM, type Point } from './geo.js';

/** The checks of issue 27: they inform the next level and the state; they never block an officer. */
export interface EvidenceLimits {
  /** EVIDENCE_MAX_DISTANCE_M */
  maxDistanceM: number;
  /** EVIDENCE_MAX_GP_DISTANCE_KM */
  maxGpDistanceKm: number;
}
/** A photo older than this before its submission is old. */
export const STALE_DAYS = 7;
/** EXIF and device clocks further apart than this do not agree. */
export const TIME_MISMATCH_MS = 60 * 60 * 1000;
/** A capture time more than this after the submission is in the future (issue 41). */
export const FUTURE_MS = 10 * 60 * 1000;
/** Near-identical: at most this many of the 64 hash bits differ (a resized, recompressed, lightly cropped copy stays within it). */
export const REUSE_MAX_DISTANCE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = (5 * 60 + 30) * 60 * 1000;

/** The Asia/Kolkata calendar day of an instant, `YYYY-MM-DD`. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

export interface PhotoFacts {
  exifPosition: Point | null;
  devicePosition: Point | null;
  takenAt: Date | null;
  deviceTime: Date | null;
  /** The work's reference point (its MIS geotag, else its first level 1 site photo in the cycle). */
  reference: (Point & { source: 'mis' | 'level1-photo' }) | null;
  /** Its panchayat office, where the portal knows it. */
  panchayat: Point | null;
  /** The day the cycle opened, `YYYY-MM-DD` (Asia/Kolkata). */
  cycleOpenedOn: string;
  submittedAt: Date;
  reused: EvidenceDetails['reused'] | null;
  /** The camera's time as written when it was not taken as the capture time (PhotoReading's `ignored_time`). */
  ignoredTime?: string | null;
}

/** The flags of one photo and why, in EVIDENCE_FLAGS order. */
export function assessPhoto(facts: PhotoFacts, limits: EvidenceLimits): { flags: EvidenceFlag[]; details: EvidenceDetails } {
  const flags = new Set<EvidenceFlag>();
  const details: EvidenceDetails = {};
  // The server's own reading first; the device's report where the photo carries none.
  const position = facts.exifPosition ?? facts.devicePosition;
  if (!position) flags.add('no-location');
  else {
    if (facts.reference) {
      const d = Math.round(distanceM(position, facts.reference));
      if (d > limits.maxDistanceM) {
        flags.add('far-from-work');
        details.distance_m = d;
        details.reference = facts.reference.source;
      }
    }
    if (facts.panchayat) {
      const d = Math.round(distanceM(position, facts.panchayat));
      if (d > limits.maxGpDistanceKm * 1000) {
        flags.add('far-from-work');
        details.gp_distance_m = d;
      }
    }
  }
  if (facts.takenAt) {
    if (istDay(facts.takenAt) < facts.cycleOpenedOn) {
      flags.add('old-photo');
      details.old = 'before-cycle';
    } else if (facts.submittedAt.getTime() - facts.takenAt.getTime() > STALE_DAYS * DAY_MS) {
      flags.add('old-photo');
      details.old = 'stale';
    }
    if (details.old) details.age_days = Math.floor((facts.submittedAt.getTime() - facts.takenAt.getTime()) / DAY_MS);
    const ahead = facts.takenAt.getTime() - facts.submittedAt.getTime();
    if (ahead > FUTURE_MS) {
      flags.add('future');
      details.future_minutes = Math.floor(ahead / 60000);
    }
    if (facts.deviceTime) {
      const gap = Math.abs(facts.deviceTime.getTime() - facts.takenAt.getTime());
      if (gap > TIME_MISMATCH_MS) {
        flags.add('time-mismatch');
        details.time_gap_minutes = Math.round(gap / 60000);
      }
    }
  }
  if (facts.reused) {
    flags.add('reused-photo');
    details.reused = facts.reused;
  }
  if (!facts.takenAt && facts.ignoredTime) details.ignored_time = facts.ignoredTime;
  return { flags: EVIDENCE_FLAGS.filter((f) => flags.has(f)), details };
}

const km = (metres: number) => (metres / 1000).toFixed(1);

/** One coded line per flag of a photo, and one when it gives no capture time, for the next level (in the officer's language). */
export function notesOf(flags: readonly EvidenceFlag[], details: EvidenceDetails, takenAt: Date | null): Msg[] {
  const notes: Msg[] = [];
  for (const flag of flags) {
    if (flag === 'no-location') notes.push(msg('EVIDENCE_NOTE_NO_LOCATION'));
    if (flag === 'far-from-work') {
      if (details.distance_m !== undefined) {
        notes.push(
          details.distance_m >= 1000
            ? msg('EVIDENCE_NOTE_FAR_KM', { km: km(details.distance_m) })
            : msg('EVIDENCE_NOTE_FAR_M', { metres: details.distance_m }),
        );
      }
      if (details.gp_distance_m !== undefined) notes.push(msg('EVIDENCE_NOTE_FAR_GP_KM', { km: km(details.gp_distance_m) }));
    }
    if (flag === 'old-photo' && takenAt) {
      const date = dmy(istDay(takenAt));
      notes.push(
        details.old === 'before-cycle'
          ? msg('EVIDENCE_NOTE_OLD_BEFORE_CYCLE', { date })
          : msg('EVIDENCE_NOTE_OLD_STALE', { date, days: details.age_days ?? 0 }),
      );
    }
    if (flag === 'reused-photo' && details.reused) {
      notes.push(
        msg('EVIDENCE_NOTE_REUSED', { work: details.reused.work_code, name: details.reused.user_name, level: details.reused.level }),
      );
    }
    if (flag === 'time-mismatch' && details.time_gap_minutes !== undefined) {
      notes.push(msg('EVIDENCE_NOTE_TIME_MISMATCH', { hours: (details.time_gap_minutes / 60).toFixed(1) }));
    }
    if (flag === 'future' && details.future_minutes !== undefined) {
      notes.push(msg('EVIDENCE_NOTE_FUTURE', { minutes: details.future_minutes }));
    }
  }
  // Not a flag (a camera app may drop it), but the next level should know the age is unknown, and
  // why when the camera wrote a time that is not one.
  if (!takenAt) {
    notes.push(details.ignored_time ? msg('EVIDENCE_NOTE_TIME_IGNORED', { value: details.ignored_time }) : msg('EVIDENCE_NOTE_NO_TIME'));
  }
  return notes;
}

/** The record's summary lines ("2 of 5 photos are far from the work site (1.8 km)"). */
export function summaryOf(total: number, counts: Partial<Record<EvidenceFlag, number>>, maxDistanceM: number | null): Msg[] {
  if (total === 0) return [];
  const lines: Msg[] = [];
  for (const flag of EVIDENCE_FLAGS) {
    const count = counts[flag] ?? 0;
    if (!count) continue;
    if (flag === 'no-location') lines.push(msg('EVIDENCE_SUMMARY_NO_LOCATION', { count, total }));
    if (flag === 'far-from-work') {
      const far = maxDistanceM ?? 0;
      lines.push(
        far >= 1000
          ? msg('EVIDENCE_SUMMARY_FAR_KM', { count, total, km: km(far) })
          : msg('EVIDENCE_SUMMARY_FAR_M', { count, total, metres: far }),
      );
    }
    if (flag === 'old-photo') lines.push(msg('EVIDENCE_SUMMARY_OLD', { count, total }));
    if (flag === 'reused-photo') lines.push(msg('EVIDENCE_SUMMARY_REUSED', { count, total }));
    if (flag === 'time-mismatch') lines.push(msg('EVIDENCE_SUMMARY_TIME_MISMATCH', { count, total }));
    if (flag === 'future') lines.push(msg('EVIDENCE_SUMMARY_FUTURE', { count, total }));
  }
  return lines.length ? lines : [msg('EVIDENCE_SUMMARY_CLEAN', { total })];
}
