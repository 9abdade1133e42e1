// Files that claim to be photos and are not, or are photos built to cost the decoder the most
// (issue 41), made on the spot so that no binary fixture is kept in git. Used by
// test/api/evidence.e2e-spec.ts, server/src/evidence/photo-reading.spec.ts and the photo bomb
// bench (test/bench/photo-bomb-bench.mjs).
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc(body), body.length + 4);
  return out;
};
/** IHDR of `width` x `height` (4-byte fields, written as given even past PNG's 2^31 - 1). */
const ihdr = (width, height, depth, colour, interlace) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, interlace], 8);
  return chunk('IHDR', header);
};
const png = (header, idat) => Buffer.concat([SIGNATURE, header, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);

/** A PNG header claiming `width` x `height` pixels (2^31 x 2^31 by default) with one scanline's worth of data: 69 bytes. */
export function headerOnlyPng(width = 2 ** 31, height = 2 ** 31) {
  return png(ihdr(width, height, 8, 2, 0), zlib.deflateSync(Buffer.alloc(4)));
}

/** `FF D8 FF E0` (a JPEG's start and its JFIF segment marker) followed by a web page: what a misnamed download is. */
export function jpegMagicThenHtml() {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('<!DOCTYPE html><html><head><title>Work site</title></head><body><p>Photo</p></body></html>\n', 'latin1'),
  ]);
}

/** A valid PNG header of `width` x `height` whose data stops after a few rows: a photo that does not decode. */
export function truncatedPng(width = 4000, height = 3000) {
  const rows = Buffer.alloc(4 * (1 + width * 3));
  return png(ihdr(width, height, 8, 2, 0), zlib.deflateSync(rows));
}

/**
 * A whole PNG of `width` x `height` whose every scanline is the same (zeros behind `filter`):
 * small on the wire, every pixel to be inflated and unfiltered. `depth` 1 grey (colour 0) makes
 * the 16383 x 16383 PNG of 32 KB; 16-bit RGBA (colour 6) with the Paeth filter (4) is the most a
 * pixel costs to decode.
 */
export async function uniformPng({ width, height, depth = 8, colour = 2, filter = 0 }) {
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colour];
  const row = Buffer.alloc(1 + Math.ceil((width * channels * depth) / 8));
  row[0] = filter;
  const deflate = zlib.createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (c) => out.push(c));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let written = 0;
  const pump = () => {
    while (written < height) {
      written++;
      if (!deflate.write(row)) return void deflate.once('drain', pump);
    }
    deflate.end();
  };
  pump();
  await done;
  return png(ihdr(width, height, depth, colour, 0), Buffer.concat(out));
}

/** The 16383 x 16383 PNG of the issue: 32 KB, 268 megapixels. */
export const wideGreyPng = () => uniformPng({ width: 16383, height: 16383, depth: 1, colour: 0 });

/** At most `pixels` pixels, as a square: the largest photo the portal takes (7071 x 7071 for 50 megapixels). */
export const squareOf = (pixels) => Math.floor(Math.sqrt(pixels));

/** The costliest photo of at most `pixels` pixels to decode per byte sent: 16-bit RGBA, every row Paeth-filtered (about 400 KB at 50 megapixels). */
export function costliestPng(pixels) {
  const side = squareOf(pixels);
  return uniformPng({ width: side, height: side, depth: 16, colour: 6, filter: 4 });
}
