import exifr from 'exifr';
import sharpPhash from 'sharp-phash';

/** What the server reads from a photo itself (issue 27): never what the client says of it. */
export interface PhotoReading {
  exif: {
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    /** DateTimeOriginal with OffsetTimeOriginal, else read as Asia/Kolkata (+05:30, no daylight saving). */
    taken_at: Date | null;
    /** The offset the EXIF gave, or null when Asia/Kolkata was assumed. */
    offset: string | null;
    make: string | null;
    model: string | null;
  } | null;
  /** The 64-bit DCT perceptual hash, signed (PostgreSQL's bigint); null when the image cannot be decoded. */
  phash: bigint | null;
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

/** The capture instant of `YYYY:MM:DD HH:MM:SS` at `offset`; null when the camera wrote no valid time. */
export function captureTime(value: unknown, offset: string | null): Date | null {
  if (typeof value !== 'string') return null;
  const m = EXIF_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset ?? IST}`);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1990) return null;
  return at;
}

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/** The photo's EXIF as the portal keeps it; null when it has none worth keeping. */
export async function readExif(bytes: Buffer): Promise<PhotoReading['exif']> {
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
  const exif = {
    latitude,
    longitude,
    accuracy_m: latitude !== null && typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : null,
    taken_at: captureTime(tags.DateTimeOriginal, offset),
    offset,
    make: text(tags.Make, 64),
    model: text(tags.Model, 64),
  };
  return Object.values(exif).some((v) => v !== null) ? exif : null;
}

/** The perceptual hash of an image, or null when it cannot be decoded. */
export async function perceptualHash(bytes: Buffer): Promise<bigint | null> {
  try {
    const bits = await phash(bytes);
    if (!/^[01]{64}$/.test(bits)) return null;
    return BigInt.asIntN(64, BigInt(`0b${bits}`));
  } catch {
    return null;
  }
}

export async function readPhoto(bytes: Buffer): Promise<PhotoReading> {
  const [exif, hash] = await Promise.all([readExif(bytes), perceptualHash(bytes)]);
  return { exif, phash: hash };
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
