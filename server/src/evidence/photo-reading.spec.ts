import sharp from 'sharp';
import { headerOnlyPng, jpegMagicThenHtml, truncatedPng, uniformPng, wideGreyPng } from '../../../test/support/photo-bombs.mjs';
import { imageHeader } from './photo-header.js';
import { checkHeader, DECODES_AT_ONCE, MAX_PHOTO_PIXELS, PhotoRefused, readPhoto, Turns, type PhotoRefusal } from './photo-reading.js';
import { samplePhoto } from '../dev/seeds/sample-photos.js';

const NOW = new Date('2026-11-21T10:00:00+05:30');
const refusalOf = async (work: () => unknown): Promise<PhotoRefusal | 'accepted'> => {
  try {
    await work();
    return 'accepted';
  } catch (err) {
    if (err instanceof PhotoRefused) return err.refusal;
    throw err;
  }
};
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 30 } } });

describe('photo headers and decoding (issue 41)', () => {
  it('reads the size JPEG, PNG and WebP declare, from the header alone', async () => {
    const jpeg = await samplePhoto({
      seed: 1,
      width: 640,
      height: 480,
      gps: { latitude: 17.2, longitude: 76.36 },
      takenAt: '2026-11-20T10:00:00',
    });
    expect(imageHeader(jpeg)).toEqual({ format: 'jpeg', width: 640, height: 480 });
    expect(imageHeader(await solid(300, 200).png().toBuffer())).toEqual({ format: 'png', width: 300, height: 200 });
    expect(imageHeader(await solid(301, 199).webp().toBuffer())).toEqual({ format: 'webp', width: 301, height: 199 });
    expect(imageHeader(await solid(302, 198).webp({ lossless: true }).toBuffer())).toEqual({ format: 'webp', width: 302, height: 198 });
    // An extended WebP (VP8X: alpha, metadata).
    const alpha = await sharp({ create: { width: 303, height: 197, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
      .webp()
      .withMetadata()
      .toBuffer();
    expect(imageHeader(alpha)).toEqual({ format: 'webp', width: 303, height: 197 });
    expect(imageHeader(headerOnlyPng())).toEqual({ format: 'png', width: 2 ** 31, height: 2 ** 31 });
    expect(imageHeader(jpegMagicThenHtml())).toBeNull();
    expect(imageHeader(Buffer.from('GIF89a'))).toBeNull();
    expect(imageHeader(Buffer.alloc(0))).toBeNull();
  });

  it('refuses from the header what is over 50 megapixels, and what declares no size', async () => {
    expect(MAX_PHOTO_PIXELS).toBe(50_000_000);
    expect(await refusalOf(() => checkHeader(headerOnlyPng()))).toEqual({ reason: 'too-large', width: 2 ** 31, height: 2 ** 31 });
    expect(await refusalOf(async () => checkHeader(await wideGreyPng()))).toEqual({ reason: 'too-large', width: 16383, height: 16383 });
    expect(await refusalOf(() => checkHeader(headerOnlyPng(7072, 7071)))).toEqual({ reason: 'too-large', width: 7072, height: 7071 });
    expect(await refusalOf(() => checkHeader(headerOnlyPng(7071, 7071)))).toBe('accepted');
    expect(await refusalOf(() => checkHeader(jpegMagicThenHtml()))).toEqual({ reason: 'unreadable' });
  });

  it('decodes every photo it takes: a stub, a header with too little data, a damaged file are refused', async () => {
    expect(await refusalOf(() => readPhoto(jpegMagicThenHtml(), NOW))).toEqual({ reason: 'unreadable' });
    // Its header claims 4000 x 3000 (allowed); its data stops after four rows.
    expect(await refusalOf(() => readPhoto(truncatedPng(), NOW))).toEqual({ reason: 'unreadable' });
    const photo = await samplePhoto({
      seed: 2,
      gps: { latitude: 17.2, longitude: 76.36 },
      takenAt: '2026-11-20T10:00:00',
      offset: '+05:30',
    });
    expect(await refusalOf(() => readPhoto(photo.subarray(0, Math.floor(photo.length * 0.6)), NOW))).toEqual({ reason: 'unreadable' });
    const reading = await readPhoto(photo, NOW);
    expect(reading.exif).toMatchObject({ latitude: expect.closeTo(17.2, 5), ignored_time: null });
    expect(reading.exif!.taken_at!.toISOString()).toBe('2026-11-20T04:30:00.000Z');
    expect(typeof reading.phash).toBe('bigint');
    // The largest the portal takes, decoded whole.
    const largest = await uniformPng({ width: 7071, height: 7071 });
    expect(typeof (await readPhoto(largest, NOW)).phash).toBe('bigint');
  });

  it('a camera time that is not a possible one is kept as written, not as the capture time', async () => {
    for (const takenAt of ['9999-12-31T23:59:59', '1995-06-01T10:00:00', '2026-11-23T10:00:00']) {
      const reading = await readPhoto(await samplePhoto({ seed: 3, gps: { latitude: 17.2, longitude: 76.36 }, takenAt }), NOW);
      expect(reading.exif).toMatchObject({ taken_at: null, ignored_time: takenAt.replace('T', ' ').replace(/-/g, ':') });
    }
    // The "unknown" zeros some cameras write are no time, and nothing to note.
    const zeros = await readPhoto(
      await samplePhoto({ seed: 4, gps: { latitude: 17.2, longitude: 76.36 }, takenAt: '0000-00-00T00:00:00' }),
      NOW,
    );
    expect(zeros.exif).toMatchObject({ taken_at: null, ignored_time: null });
  });

  it('decodes take turns: at most DECODES_AT_ONCE at a time, in the order they came; a submission given up is not decoded', async () => {
    expect(DECODES_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(DECODES_AT_ONCE).toBeLessThanOrEqual(2);
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(n);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return n;
    };
    const given = new AbortController();
    const done = [0, 1, 2, 3, 4].map((n) => turns.run(task(n), n === 3 ? given.signal : undefined));
    const skipped = done[3].then(
      () => 'decoded',
      (err: Error) => err.name,
    );
    // Let the first two start, then give up the fourth before its turn.
    await new Promise((r) => setImmediate(r));
    given.abort();
    while (order.length < 4) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all([done[0], done[1], done[2], done[4]])).toEqual([0, 1, 2, 4]);
    expect(await skipped).toBe('AbortError');
    expect({ most, order }).toEqual({ most: 2, order: [0, 1, 2, 4] });
  });
});
