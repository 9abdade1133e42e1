// A phone camera's photo, made on the spot so that no binary fixture is kept in git: a
// 12-megapixel JPEG of a made-up work site (sky, ground, a board, sensor noise) encoded by the
// browser, with the EXIF block a phone writes (make, model, orientation, time taken, GPS). Used by
// test/browser/field-photos.browser-spec.ts and the bench's field figure (test/bench/field-bench.mjs).
/* global document -- drawCameraJpeg's drawing runs in the page */

/**
 * The photo's pixels as a JPEG, drawn and encoded in `page` (a playwright Page): canvas.toBlob
 * at `quality`. `seed` varies the scene, so that four photos are four different files.
 */
export async function drawCameraJpeg(page, { width = 4000, height = 3000, quality = 0.94, noise = 24, seed = 1 } = {}) {
  const base64 = await page.evaluate(
    async ({ width, height, quality, noise, seed }) => {
      let state = seed * 2654435761;
      const random = () => {
        state = (state * 1664525 + 1013904223) >>> 0;
        return state / 2 ** 32;
      };
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      const sky = ctx.createLinearGradient(0, 0, 0, height * 0.45);
      sky.addColorStop(0, '#6fa8dc');
      sky.addColorStop(1, '#dbe9f5');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height * 0.45);
      const ground = ctx.createLinearGradient(0, height * 0.45, 0, height);
      ground.addColorStop(0, '#9c7b4f');
      ground.addColorStop(1, '#5e4529');
      ctx.fillStyle = ground;
      ctx.fillRect(0, height * 0.45, width, height * 0.55);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${Math.floor(random() * 360)}, ${30 + Math.floor(random() * 40)}%, ${25 + Math.floor(random() * 50)}%)`;
        ctx.beginPath();
        ctx.ellipse(random() * width, height * (0.4 + random() * 0.6), 10 + random() * 120, 5 + random() * 60, random() * 3, 0, 7);
        ctx.fill();
      }
      ctx.fillStyle = '#1f5f3a';
      ctx.fillRect(width * 0.3, height * 0.25, width * 0.4, height * 0.3);
      ctx.fillStyle = '#ffffff';
      ctx.font = `bold ${Math.round(height / 20)}px sans-serif`;
      ctx.fillText(`MGNREGA WORK ${seed}`, width * 0.33, height * 0.35);
      ctx.fillText('Sanction Rs 4,85,000', width * 0.33, height * 0.45);
      const image = ctx.getImageData(0, 0, width, height);
      const data = image.data;
      for (let i = 0; i < data.length; i += 4) {
        const n = (random() - 0.5) * noise;
        data[i] += n;
        data[i + 1] += n;
        data[i + 2] += n;
      }
      ctx.putImageData(image, 0, 0);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, quality, noise, seed },
  );
  return Buffer.from(base64, 'base64');
}

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const BYTE = 1;

/** One TIFF IFD (big-endian) at `offset`, its long values after it; answers the bytes. */
function ifd(entries, offset) {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head = Buffer.alloc(2 + sorted.length * 12 + 4);
  head.writeUInt16BE(sorted.length, 0);
  const extra = [];
  let extraAt = offset + head.length;
  sorted.forEach((e, i) => {
    const at = 2 + i * 12;
    head.writeUInt16BE(e.tag, at);
    head.writeUInt16BE(e.type, at + 2);
    head.writeUInt32BE(e.count, at + 4);
    if (e.value.length <= 4) e.value.copy(head, at + 8);
    else {
      head.writeUInt32BE(extraAt, at + 8);
      const padded = e.value.length % 2 ? Buffer.concat([e.value, Buffer.alloc(1)]) : e.value;
      extra.push(padded);
      extraAt += padded.length;
    }
  });
  return Buffer.concat([head, ...extra]);
}

const ascii = (tag, text) => ({ tag, type: ASCII, count: text.length + 1, value: Buffer.from(`${text}\0`, 'latin1') });
const short = (tag, n) => {
  const value = Buffer.alloc(4);
  value.writeUInt16BE(n, 0);
  return { tag, type: SHORT, count: 1, value };
};
const long = (tag, n) => {
  const value = Buffer.alloc(4);
  value.writeUInt32BE(n, 0);
  return { tag, type: LONG, count: 1, value };
};
/** Degrees as EXIF's degrees, minutes, seconds (seconds in thousandths). */
const dms = (tag, degrees) => {
  const d = Math.floor(degrees);
  const m = Math.floor((degrees - d) * 60);
  const s = Math.round(((degrees - d) * 60 - m) * 60 * 1000);
  const value = Buffer.alloc(24);
  [d, 1, m, 1, s, 1000].forEach((n, i) => value.writeUInt32BE(n, i * 4));
  return { tag, type: RATIONAL, count: 3, value };
};

/**
 * `jpeg` with an EXIF APP1 segment right after its SOI marker, as a phone writes it:
 * Make, Model, Orientation (1, upright, unless given: 6 is a phone held upright whose sensor
 * stored the picture turned a quarter), DateTimeOriginal ("yyyy:mm:dd hh:mm:ss") and GPS
 * latitude and longitude (north and east, in degrees).
 */
export function withExif(jpeg, { latitude, longitude, takenAt, make = 'Field', model = 'Phone 1', orientation = 1 }) {
  // Sizes are fixed by the entries, so the offsets are computed from a first layout.
  const ifd0Entries = (exifAt, gpsAt) => [
    ascii(0x010f, make),
    ascii(0x0110, model),
    short(0x0112, orientation),
    long(0x8769, exifAt),
    long(0x8825, gpsAt),
  ];
  const exifEntries = [ascii(0x9003, takenAt), ascii(0x9004, takenAt)];
  const gpsEntries = [
    { tag: 0x0000, type: BYTE, count: 4, value: Buffer.from([2, 3, 0, 0]) },
    ascii(0x0001, latitude >= 0 ? 'N' : 'S'),
    dms(0x0002, Math.abs(latitude)),
    ascii(0x0003, longitude >= 0 ? 'E' : 'W'),
    dms(0x0004, Math.abs(longitude)),
  ];
  const ifd0Length = ifd(ifd0Entries(0, 0), 8).length;
  const exifAt = 8 + ifd0Length;
  const exifLength = ifd(exifEntries, exifAt).length;
  const gpsAt = exifAt + exifLength;
  const tiff = Buffer.concat([
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]),
    ifd(ifd0Entries(exifAt, gpsAt), 8),
    ifd(exifEntries, exifAt),
    ifd(gpsEntries, gpsAt),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}

/**
 * What a JPEG says of itself: its frame's width and height, and from its EXIF block (if any)
 * the orientation, DateTimeOriginal and the GPS position in degrees.
 */
export function readJpeg(bytes) {
  const buf = Buffer.from(bytes);
  if (buf.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const out = { width: 0, height: 0, exif: null };
  let at = 2;
  while (at + 4 <= buf.length) {
    const marker = buf.readUInt16BE(at);
    if ((marker & 0xff00) !== 0xff00) throw new Error(`bad marker at ${at}`);
    if (marker === 0xffda) break;
    const length = buf.readUInt16BE(at + 2);
    const isFrame = marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker);
    if (isFrame) {
      out.height = buf.readUInt16BE(at + 5);
      out.width = buf.readUInt16BE(at + 7);
    }
    if (marker === 0xffe1 && buf.toString('latin1', at + 4, at + 10) === 'Exif\0\0' && !out.exif) {
      out.exif = readTiff(buf.subarray(at + 10, at + 2 + length));
    }
    at += 2 + length;
  }
  return out;
}

function readTiff(tiff) {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const entries = (offset) => {
    const map = new Map();
    const n = u16(offset);
    for (let i = 0; i < n; i++) {
      const at = offset + 2 + i * 12;
      map.set(u16(at), { type: u16(at + 2), count: u32(at + 4), at: at + 8 });
    }
    return map;
  };
  const value = (e) => {
    const size = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8 }[e.type] * e.count;
    const at = size <= 4 ? e.at : u32(e.at);
    if (e.type === ASCII) return tiff.toString('latin1', at, at + e.count).replace(/\0+$/, '');
    if (e.type === SHORT) return u16(at);
    if (e.type === LONG) return u32(at);
    if (e.type === RATIONAL) return Array.from({ length: e.count }, (_, i) => u32(at + i * 8) / u32(at + i * 8 + 4));
    return [...tiff.subarray(at, at + e.count)];
  };
  const ifd0 = entries(u32(4));
  const get = (map, tag) => (map.has(tag) ? value(map.get(tag)) : null);
  const exifIfd = ifd0.has(0x8769) ? entries(value(ifd0.get(0x8769))) : new Map();
  const gpsIfd = ifd0.has(0x8825) ? entries(value(ifd0.get(0x8825))) : new Map();
  const degrees = (dmsValue, ref) =>
    dmsValue ? (dmsValue[0] + dmsValue[1] / 60 + dmsValue[2] / 3600) * (ref === 'S' || ref === 'W' ? -1 : 1) : null;
  return {
    make: get(ifd0, 0x010f),
    model: get(ifd0, 0x0110),
    orientation: get(ifd0, 0x0112),
    dateTimeOriginal: get(exifIfd, 0x9003),
    latitude: degrees(get(gpsIfd, 0x0002), get(gpsIfd, 0x0001)),
    longitude: degrees(get(gpsIfd, 0x0004), get(gpsIfd, 0x0003)),
  };
}
