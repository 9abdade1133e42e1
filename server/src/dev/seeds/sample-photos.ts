import piexif from 'piexifjs';
import sharp from 'sharp';

/**
 * Photos made to order for the demo, the tests and the bench (issue 27): a scene of coloured
 * shapes drawn from a seed (different seeds give perceptually different photos), as a JPEG with
 * the EXIF a phone camera writes (GPS, capture time and offset, make, model), or a PNG without
 * any. Nothing here is used on an officer's upload.
 */
export interface SamplePhoto {
  /** Which scene: the same seed draws the same picture. */
  seed: number;
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png';
  /** Where the camera says it was, with its accuracy in metres. */
  gps?: { latitude: number; longitude: number; accuracy_m?: number } | null;
  /** The camera's clock, local wall time `YYYY-MM-DDTHH:mm:ss`. */
  takenAt?: string | null;
  /** OffsetTimeOriginal (`+05:30`); none: a reader assumes Asia/Kolkata. */
  offset?: string | null;
  make?: string;
  model?: string;
}

// EXIF 2.31's OffsetTimeOriginal, which piexifjs's table predates.
const OFFSET_TIME_ORIGINAL = 0x9011;
piexif.TAGS.Exif[OFFSET_TIME_ORIGINAL] ??= { name: 'OffsetTimeOriginal', type: 'Ascii' };

/** A small linear congruential generator: the same seed draws the same scene everywhere. */
function random(seed: number): () => number {
  let s = (Math.abs(Math.trunc(seed)) % 2147483647) + 1;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

function scene(seed: number, width: number, height: number): Buffer {
  const r = random(seed);
  const colour = () => `rgb(${Math.floor(r() * 256)},${Math.floor(r() * 256)},${Math.floor(r() * 256)})`;
  let shapes = '';
  for (let i = 0; i < 40; i++) {
    const x = Math.round(r() * width);
    const y = Math.round(r() * height);
    const size = Math.round((0.03 + r() * 0.15) * width);
    shapes +=
      i % 3 === 0
        ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * 0.6)}" fill="${colour()}"/>`
        : `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour()}"/>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour()}"/>${shapes}</svg>`,
  );
}

/** Degrees as EXIF's three rationals: degrees, minutes, seconds (to a thousandth). */
function rationals(value: number): [number, number][] {
  const thousandths = Math.round(Math.abs(value) * 3600 * 1000);
  return [
    [Math.floor(thousandths / 3600000), 1],
    [Math.floor((thousandths % 3600000) / 60000), 1],
    [thousandths % 60000, 1000],
  ];
}

/** The EXIF block of a phone camera photo. */
function exifOf(photo: SamplePhoto): string {
  const zeroth: Record<number, unknown> = {
    [piexif.ImageIFD.Make]: photo.make ?? 'Xiaomi',
    [piexif.ImageIFD.Model]: photo.model ?? 'Redmi Note 9',
  };
  const exif: Record<number, unknown> = {};
  if (photo.takenAt) {
    exif[piexif.ExifIFD.DateTimeOriginal] = photo.takenAt.replace('T', ' ').replace(/-/g, ':').slice(0, 19);
    if (photo.offset) exif[OFFSET_TIME_ORIGINAL] = photo.offset;
  }
  const gps: Record<number, unknown> = {};
  if (photo.gps) {
    gps[piexif.GPSIFD.GPSLatitudeRef] = photo.gps.latitude >= 0 ? 'N' : 'S';
    gps[piexif.GPSIFD.GPSLatitude] = rationals(photo.gps.latitude);
    gps[piexif.GPSIFD.GPSLongitudeRef] = photo.gps.longitude >= 0 ? 'E' : 'W';
    gps[piexif.GPSIFD.GPSLongitude] = rationals(photo.gps.longitude);
    if (photo.gps.accuracy_m !== undefined) gps[piexif.GPSIFD.GPSHPositioningError] = [Math.round(photo.gps.accuracy_m * 100), 100];
  }
  return piexif.dump({ '0th': zeroth, Exif: exif, GPS: gps });
}

/** A photo of the scene `seed`: a JPEG with EXIF (unless `format: 'png'`, which has none). */
export async function samplePhoto(photo: SamplePhoto): Promise<Buffer> {
  const width = photo.width ?? 800;
  const height = photo.height ?? 600;
  const image = sharp(scene(photo.seed, width, height));
  if (photo.format === 'png') return image.png().toBuffer();
  const jpeg = await image.jpeg({ quality: 85 }).toBuffer();
  return Buffer.from(piexif.insert(exifOf(photo), jpeg.toString('binary')), 'binary');
}

/**
 * The same photo passed on: resized, recompressed and lightly cropped (the edges trimmed by
 * `crop` of each side), its EXIF dropped, optionally replaced by `exif` (a new capture's).
 */
export async function passedOn(
  photo: Buffer,
  options: { width?: number; quality?: number; crop?: number; exif?: Omit<SamplePhoto, 'seed' | 'width' | 'height' | 'format'> } = {},
): Promise<Buffer> {
  const meta = await sharp(photo).metadata();
  const w = meta.width ?? 800;
  const h = meta.height ?? 600;
  const crop = options.crop ?? 0;
  const left = Math.round(w * crop);
  const top = Math.round(h * crop);
  const jpeg = await sharp(photo)
    .extract({ left, top, width: w - 2 * left, height: h - 2 * top })
    .resize(options.width ?? Math.round(w / 2))
    .jpeg({ quality: options.quality ?? 60 })
    .toBuffer();
  if (!options.exif) return jpeg;
  return Buffer.from(piexif.insert(exifOf({ seed: 0, ...options.exif }), jpeg.toString('binary')), 'binary');
}
