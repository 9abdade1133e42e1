/**
 * What the photo pipeline needs to know of a JPEG without decoding it, and the EXIF copy into
 * the shrunk photo. Pure functions over bytes: they run in the photo worker and on the page.
 */

/** A JPEG's frame size as stored, its EXIF orientation (1 when none) and its EXIF APP1 segment, whole. */
export interface JpegHead {
  width: number;
  height: number;
  orientation: number;
  /** The APP1 segment from its FF E1 marker on, or null when the photo has no EXIF block. */
  exif: Uint8Array | null;
}

const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const ORIENTATION = 0x0112;
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function isExif(bytes: Uint8Array, at: number) {
  return EXIF_ID.every((b, i) => bytes[at + i] === b);
}

/**
 * The segments before the image data, walked by their lengths. Answers null when the bytes do
 * not start as a JPEG, or when they end before the frame header (`complete` false: the caller
 * reads more of the file and asks again).
 */
export function readJpegHead(bytes: Uint8Array): { head: JpegHead | null; complete: boolean } {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return { head: null, complete: true };
  let at = 2;
  let exif: Uint8Array | null = null;
  for (;;) {
    if (at + 4 > bytes.length) return { head: null, complete: false };
    if (bytes[at] !== 0xff) return { head: null, complete: true };
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === SOS) return { head: null, complete: true }; // image data before any frame header: not a photo we can read
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2) return { head: null, complete: true };
    if (at + 2 + length > bytes.length) return { head: null, complete: false };
    if (marker === APP1 && !exif && isExif(bytes, at + 4)) exif = bytes.slice(at, at + 2 + length);
    if (isFrame(marker)) {
      const height = (bytes[at + 5] << 8) | bytes[at + 6];
      const width = (bytes[at + 7] << 8) | bytes[at + 8];
      if (width === 0 || height === 0) return { head: null, complete: true };
      return { head: { width, height, orientation: exif ? (orientationOf(exif) ?? 1) : 1, exif }, complete: true };
    }
    at += 2 + length;
  }
}

/** Where IFD0's Orientation value sits in an APP1 segment, and the TIFF byte order. */
function orientationAt(segment: Uint8Array): { at: number; little: boolean } | null {
  const tiff = 10; // FF E1, length (2), "Exif\0\0"
  if (segment.length < tiff + 8) return null;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const ifd0 = tiff + view.getUint32(tiff + 4, little);
  if (ifd0 + 2 > segment.length) return null;
  const count = view.getUint16(ifd0, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > segment.length) return null;
    if (view.getUint16(entry, little) === ORIENTATION && view.getUint16(entry + 2, little) === 3) return { at: entry + 8, little };
  }
  return null;
}

function orientationOf(segment: Uint8Array): number | null {
  const place = orientationAt(segment);
  if (!place) return null;
  const value = new DataView(segment.buffer, segment.byteOffset, segment.byteLength).getUint16(place.at, place.little);
  return value >= 1 && value <= 8 ? value : null;
}

/** Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
export function uprightSize(head: Pick<JpegHead, 'width' | 'height' | 'orientation'>) {
  return head.orientation >= 5 ? { width: head.height, height: head.width } : { width: head.width, height: head.height };
}

/**
 * `jpeg` (as a canvas encodes it) with the camera's EXIF segment right after its start marker, in
 * place of the encoder's JFIF segment, and the orientation set to upright: the pixels were
 * turned when the photo was drawn. Time, GPS, make and model are kept as the camera wrote them.
 */
export function withExifOf(jpeg: Uint8Array, exif: Uint8Array): Uint8Array<ArrayBuffer> {
  const segment = exif.slice();
  const place = orientationAt(segment);
  if (place) new DataView(segment.buffer).setUint16(place.at, 1, place.little);
  let rest = 2;
  if (jpeg[2] === 0xff && jpeg[3] === APP0) rest = 4 + ((jpeg[4] << 8) | jpeg[5]);
  const out = new Uint8Array(2 + segment.length + jpeg.length - rest);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(rest), 2 + segment.length);
  return out;
}
