import exifr from 'exifr';
import os from 'node:os';
import sharp, { type SharpOptions } from 'sharp';
import sharpPhash from 'sharp-phash';
import { imageHeader, type ImageHeader } from './photo-header.js';

/** What the server reads from a photo itself (issue 27): never what the client says of it. */
export interface PhotoReading {
  exif: {
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    /**
     * DateTimeOriginal with OffsetTimeOriginal, else read as Asia/Kolkata (+05:30, no daylight
     * saving); null when there is none, or none that is a possible time (then `ignored_time`).
     */
    taken_at: Date | null;
    /** The offset the EXIF gave, or null when Asia/Kolkata was assumed. */
    offset: string | null;
    make: string | null;
    model: string | null;
    /** The camera's DateTimeOriginal as written (`9999:12:31 23:59:59`) when it was ignored: not a date, or outside EARLIEST_TIME .. now + a day. */
    ignored_time: string | null;
  } | null;
  /** The 64-bit DCT perceptual hash, signed (PostgreSQL's bigint). Every accepted photo has one: it was decoded. */
  phash: bigint;
}

/**
 * The most pixels a photo may have (issue 41): 50 megapixels, refused from its header before any
 * decoding. Why 50: docs/photo-evidence.md ("Photos the portal takes").
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * Photos decoded at once in one API process, each by one libvips thread (sharp.concurrency(1)):
 * one core is always left to the event loop, PostgreSQL and the other requests, and never more
 * than two of the four libuv threads are taken (1 on a 2-core host, 2 on 3 or more;
 * docs/photo-evidence.md; test/bench/photo-bomb-bench.mjs measures it). Others wait their turn.
 */
export const DECODES_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** The earliest time a photo or a device may give: 2000-01-01 00:00 in Asia/Kolkata. */
export const EARLIEST_TIME = new Date('2000-01-01T00:00:00+05:30');
/** The latest is this long after now: a clock a little fast or a zone set wrong is still a time; a later one is not. */
export const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Whether `at` is a time a photo could have been taken at, seen at `now`. */
export const possibleTime = (at: Date, now: Date): boolean =>
  at.getTime() >= EARLIEST_TIME.getTime() && at.getTime() <= now.getTime() + LATEST_AHEAD_MS;

/** Why a photo was refused: too many pixels by its header, or not a photo that can be opened. */
export type PhotoRefusal = { reason: 'too-large'; width: number; height: number } | { reason: 'unreadable' };

export class PhotoRefused extends Error {
  constructor(readonly refusal: PhotoRefusal) {
    super(refusal.reason === 'too-large' ? `photo of ${refusal.width} x ${refusal.height} px` : 'not a photo that can be opened');
  }
}

const IST = '+05:30';
const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;
const PICK = [
  'Make',
  'Model',
  'DateTimeOriginal',
  'OffsetTimeOriginal',
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSHPositioningError',
];
const OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  reviveValues: false,
  translateValues: false,
  pick: PICK,
};

// A CommonJS module (module.exports = phash) whose types declare an ES default export.
const phash = ((sharpPhash as unknown as { default?: typeof sharpPhash }).default ?? sharpPhash) as unknown as (
  image: Buffer,
  options: SharpOptions,
) => Promise<string>;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  // Printable characters only: a camera's strings end in NULs and may carry other control bytes.
  const clean = [...value]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  return clean ? clean.slice(0, max) : null;
};

/**
 * The capture instant of `YYYY:MM:DD HH:MM:SS` at `offset` (Asia/Kolkata when none); null when
 * the camera wrote no such time, no such date (31 February), or one that is not possible at
 * `now` (before EARLIEST_TIME or more than LATEST_AHEAD_MS after now).
 */
export function captureTime(value: unknown, offset: string | null, now: Date): Date | null {
  if (typeof value !== 'string') return null;
  const m = EXIF_TIME.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 31 February over into March, and takes 24:00: only a real calendar time passes.
  const real =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s;
  if (!real) return null;
  const zone = /^([+-])(\d{2}):(\d{2})$/.exec(offset ?? IST);
  if (!zone) return null;
  const at = new Date(wall.getTime() - (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60000);
  return possibleTime(at, now) ? at : null;
}

/** The camera's time as written, when it wrote one that captureTime does not take (not the "unknown" zeros). */
function ignoredTime(value: unknown, takenAt: Date | null): string | null {
  if (takenAt !== null || typeof value !== 'string') return null;
  const m = EXIF_TIME.exec(value.trim());
  if (!m || /^0000:00:00/.test(m[0])) return null;
  return m[0];
}

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/** The photo's EXIF as the portal keeps it, times judged at `now`; null when it has none worth keeping. */
export async function readExif(bytes: Buffer, now: Date): Promise<PhotoReading['exif']> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, OPTIONS)) as Record<string, unknown> | undefined;
  } catch {
    return null; // not a format exifr reads, or a damaged block: the photo simply has no EXIF
  }
  if (!tags) return null;
  let latitude = coordinate(tags.latitude, 90);
  let longitude = coordinate(tags.longitude, 180);
  // A phone without a fix writes 0, 0 (a point in the Gulf of Guinea): no location.
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) latitude = longitude = null;
  const accuracy = tags.GPSHPositioningError;
  const offsetText = text(tags.OffsetTimeOriginal, 6);
  const offset = offsetText && OFFSET.test(offsetText) ? offsetText : null;
  const takenAt = captureTime(tags.DateTimeOriginal, offset, now);
  const exif = {
    latitude,
    longitude,
    accuracy_m: latitude !== null && typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : null,
    taken_at: takenAt,
    offset,
    make: text(tags.Make, 64),
    model: text(tags.Model, 64),
    ignored_time: ignoredTime(tags.DateTimeOriginal, takenAt),
  };
  return Object.values(exif).some((v) => v !== null) ? exif : null;
}

/**
 * The width and height the photo declares, refused when there is none (not a JPEG, PNG or WebP
 * header) or when it is over MAX_PHOTO_PIXELS: nothing is decoded for that.
 */
export function checkHeader(bytes: Buffer): ImageHeader {
  const header = imageHeader(bytes);
  if (!header) throw new PhotoRefused({ reason: 'unreadable' });
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    throw new PhotoRefused({ reason: 'too-large', width: header.width, height: header.height });
  }
  return header;
}

// One libvips thread per image: with DECODES_AT_ONCE decodes, at most that many cores decode.
sharp.concurrency(1);

/** Runs at most `limit` tasks at once, the others in the order they came. */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      // The submission gave up meanwhile (another of its photos was refused): no decode for it.
      signal?.throwIfAborted();
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
const decodes = new Turns(DECODES_AT_ONCE);

/**
 * Decodes the whole image (at most MAX_PHOTO_PIXELS, failing on a damaged or truncated one) and
 * answers its perceptual hash: a file that does not decode is refused.
 */
export async function perceptualHash(bytes: Buffer, signal?: AbortSignal): Promise<bigint> {
  const bits = await decodes.run(async () => {
    try {
      return await phash(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    } catch {
      throw new PhotoRefused({ reason: 'unreadable' });
    }
  }, signal);
  if (!/^[01]{64}$/.test(bits)) throw new PhotoRefused({ reason: 'unreadable' });
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/**
 * What the server takes from a photo (its header checked, its EXIF read with times judged at
 * `now`, the whole image decoded for its hash), or PhotoRefused.
 */
export async function readPhoto(bytes: Buffer, now: Date, signal?: AbortSignal): Promise<PhotoReading> {
  checkHeader(bytes);
  const exif = await readExif(bytes, now);
  return { exif, phash: await perceptualHash(bytes, signal) };
}

/** The hash's four 16-bit parts, high to low (phash_a..phash_d). */
export function hashParts(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  return [Number((u >> 48n) & 0xffffn), Number((u >> 32n) & 0xffffn), Number((u >> 16n) & 0xffffn), Number(u & 0xffffn)];
}

/** Every 16-bit value within Hamming distance 2 of `part` (1 + 16 + 120 = 137 values). */
export function nearParts(part: number): number[] {
  const out = [part];
  for (let i = 0; i < 16; i++) {
    const one = part ^ (1 << i);
    out.push(one);
    for (let j = i + 1; j < 16; j++) out.push(one ^ (1 << j));
  }
  return out;
}
