import imageCompression from 'browser-image-compression';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_START_QUALITY } from './limits';

export type ShrinkOutcome = 'shrunk' | 'unchanged';

export interface Shrunk {
  blob: Blob;
  outcome: ShrinkOutcome;
}

async function longestSide(file: Blob): Promise<number> {
  const bitmap = await createImageBitmap(file);
  try {
    return Math.max(bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * Shrinks one photo where this code runs (the photo worker, or the page when no worker can
 * run). A photo already within the limits is answered as it is: re-encoding it would only lose
 * quality. The EXIF block of a JPEG (camera, time, GPS) is copied into the result, with its
 * orientation set to upright since the pixels are turned already; the server reads the
 * location and time of a work site photo from it.
 */
export async function shrinkHere(file: File, onProgress: (percent: number) => void): Promise<Shrunk> {
  if (file.size <= PHOTO_MAX_BYTES && (await longestSide(file)) <= PHOTO_MAX_SIDE) return { blob: file, outcome: 'unchanged' };
  const result: Blob = await imageCompression(file, {
    maxSizeMB: PHOTO_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    initialQuality: PHOTO_START_QUALITY,
    // More steps than the library's 10: each lowers the quality and size by 5%, and a detailed
    // photo at 1,600 px may need a few more to come under the limit.
    maxIteration: 20,
    preserveExif: true,
    // This code already runs where it should (see shrink.ts); the library's own worker would
    // load the library again from a public CDN, which the portal's Content-Security-Policy
    // forbids and a phone with no signal cannot reach.
    useWebWorker: false,
    onProgress,
  });
  // Whatever the steps, never send more bytes than the officer chose.
  if (result.size >= file.size) return { blob: file, outcome: 'unchanged' };
  return { blob: result, outcome: 'shrunk' };
}
