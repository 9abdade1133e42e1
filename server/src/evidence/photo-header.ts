/**
 * The width and height an image file declares in its header, read from the bytes without
 * decoding anything (issue 41): a photo too large to decode is refused from these, before any
 * decoder sees it. libvips (through sharp) refuses some impossible headers itself with no size
 * in its message (a PNG of 2^31 x 2^31 px is "corrupt header"), so the portal reads them here
 * and names the size it was sent. JPEG (the first frame header, SOF0-SOF15), PNG (IHDR) and
 * WebP (VP8, VP8L, VP8X) are the formats an upload may be.
 */
export interface ImageHeader {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the header declares, or null when the bytes carry no header of these formats that can be read. */
export function imageHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(bytes);
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return webpHeader(bytes);
  return null;
}

function pngHeader(b: Buffer): ImageHeader | null {
  // The first chunk must be IHDR, 13 bytes: width and height are 4-byte big-endian, 0 is not allowed.
  if (b.length < 24 || b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  return width > 0 && height > 0 ? { format: 'png', width, height } : null;
}

/** Markers with no length after them: TEM and RST0-RST7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Frame headers: SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(b: Buffer): ImageHeader | null {
  let at = 2;
  // Segment by segment (an EXIF thumbnail's own frame header sits inside APP1 and is skipped with it).
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    // The end of the image or the start of the scan before any frame header: no size was declared.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isFrame(marker)) {
      if (at + 9 > b.length) return null;
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      // A height of 0 is left to a DNL marker later, which the decoder does not take either.
      return width > 0 && height > 0 ? { format: 'jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

function webpHeader(b: Buffer): ImageHeader | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    const width = b.readUInt16LE(26) & 0x3fff;
    const height = b.readUInt16LE(28) & 0x3fff;
    return width > 0 && height > 0 ? { format: 'webp', width, height } : null;
  }
  if (chunk === 'VP8L') {
    // The signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // The canvas: width - 1 and height - 1 in 24 bits each.
    return { format: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return null;
}
