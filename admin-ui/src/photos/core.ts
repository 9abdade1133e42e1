import { readJpegHead, uprightSize, withExifOf, type JpegHead } from './jpeg';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MIN_SIDE, PHOTO_QUALITIES, PHOTO_STEP_DOWN } from './limits';

export type ShrinkOutcome = 'shrunk' | 'unchanged';

export interface Shrunk {
  blob: Blob;
  outcome: ShrinkOutcome;
}

/** Enough of a camera JPEG for its EXIF block and frame header in nearly every case; else the whole file is read. */
const HEAD_BYTES = 256 * 1024;

async function jpegHead(file: Blob): Promise<JpegHead | null> {
  const first = readJpegHead(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  if (first.complete || file.size <= HEAD_BYTES) return first.head;
  return readJpegHead(new Uint8Array(await file.arrayBuffer())).head;
}

/** The photo's upright size: from a JPEG's header without decoding it, else by decoding it once. */
async function sizeOf(file: Blob, head: JpegHead | null) {
  if (head) return uprightSize(head);
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

type Surface = { draw(bitmap: ImageBitmap, width: number, height: number): void; encode(quality: number): Promise<Blob> };

/** An OffscreenCanvas where there is one (the worker, and the page in current browsers), else the page's canvas. */
function surface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas to draw the photo on');
    return {
      draw: (bitmap, w, h) => {
        canvas.width = w;
        canvas.height = h;
        ctx.fillStyle = '#ffffff'; // a transparent PNG's background, as JPEG has none
        ctx.fillRect(0, 0, w, h);
        ctx.drawImage(bitmap, 0, 0, w, h);
      },
      encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas to draw the photo on');
  return {
    draw: (bitmap, w, h) => {
      canvas.width = w;
      canvas.height = h;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(bitmap, 0, 0, w, h);
    },
    encode: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', quality),
      ),
  };
}

const fit = (width: number, height: number, side: number) => {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/**
 * Shrinks one photo where this code runs (the photo worker, or the page when no worker can
 * run). A photo already within the limits is answered as it is: re-encoding it would only lose
 * quality.
 *
 * The photo is decoded straight to its new size (createImageBitmap with a resize, upright by its
 * EXIF orientation), never drawn at its full 12 megapixels; then encoded as JPEG at the best
 * quality of PHOTO_QUALITIES that fits PHOTO_MAX_BYTES, and made smaller a step at a time past
 * the lowest. The camera's EXIF block (time, GPS, make, model) is copied into the result with
 * its orientation set to upright; the server reads the location and time of a work site photo
 * from it.
 */
export async function shrinkHere(file: File, onProgress: (percent: number) => void): Promise<Shrunk> {
  const head = await jpegHead(file);
  const size = await sizeOf(file, head);
  if (file.size <= PHOTO_MAX_BYTES && Math.max(size.width, size.height) <= PHOTO_MAX_SIDE) return { blob: file, outcome: 'unchanged' };
  onProgress(10);

  let target = fit(size.width, size.height, PHOTO_MAX_SIDE);
  const bitmap = await createImageBitmap(file, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' });
  let encoded: Blob | null = null;
  try {
    onProgress(50);
    const canvas = surface(target.width, target.height);
    // A browser that ignores the resize hands back the full picture: drawImage scales it then.
    canvas.draw(bitmap, target.width, target.height);
    for (;;) {
      for (const [i, quality] of PHOTO_QUALITIES.entries()) {
        encoded = await canvas.encode(quality);
        onProgress(50 + Math.round((45 * (i + 1)) / PHOTO_QUALITIES.length));
        if (encoded.size <= PHOTO_MAX_BYTES) break;
      }
      const side = Math.round(Math.max(target.width, target.height) * PHOTO_STEP_DOWN);
      if (encoded!.size <= PHOTO_MAX_BYTES || side < PHOTO_MIN_SIDE) break;
      target = fit(target.width, target.height, side);
      canvas.draw(bitmap, target.width, target.height);
    }
  } finally {
    bitmap.close();
  }
  let blob: Blob = encoded!;
  if (head?.exif) blob = new Blob([withExifOf(new Uint8Array(await blob.arrayBuffer()), head.exif)], { type: 'image/jpeg' });
  onProgress(100);
  // Whatever the steps, never send more bytes than the officer chose.
  if (blob.size >= file.size) return { blob: file, outcome: 'unchanged' };
  return { blob, outcome: 'shrunk' };
}
