// Photo evidence (issue 27), side by side in one run on the synthetic state's stored photos
// (synth-state's evidence stage: 1 lakh perceptual hashes at state scale):
//   1. the reused-photo lookup: EvidenceService.nearest (multi-index hashing: the hash in four
//      16-bit parts, each part's 137 values within 2 bits probed through its index, then the exact
//      bit_count((phash # $1)::bit(64)) <= 10) beside a sequential scan of the same hashes giving
//      the same answer (bit_count over every row), lookup by lookup, with whether they agree;
//   2. evidence extraction per photo: EvidenceService.read (EXIF with exifr, the DCT hash with
//      sharp-phash) on 12-megapixel camera-size JPEGs of 1-2 MB.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise } from './measure.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(REPO, 'server/dist/server/src');

/** The same answer as EvidenceService.nearest, by reading every stored hash (the limit the index is measured against). */
const SCAN_SQL = `
  SELECT f.key, bit_count((f.phash # $1::bigint)::bit(64))::int AS distance
    FROM evidence_files f
   WHERE bit_count((f.phash # $1::bigint)::bit(64)) <= $2
   ORDER BY f.created_at, f.key
   LIMIT 1`;

/** `hash` with `bits` distinct bits flipped: a recompressed or resized copy's hash. */
function flip(hash, bits) {
  let h = BigInt.asUintN(64, hash);
  const done = new Set();
  while (done.size < bits) {
    const bit = randomBytes(1)[0] % 64;
    if (done.has(bit)) continue;
    done.add(bit);
    h ^= 1n << BigInt(bit);
  }
  return BigInt.asIntN(64, h);
}

/** A 12-megapixel photo as a phone camera writes it: sensor noise, JPEG quality 85, EXIF with GPS and time (1-2 MB). */
async function cameraPhoto(seed) {
  const { default: sharp } = await import('sharp');
  const { samplePhoto, passedOn } = await import(path.join(DIST, 'dev/seeds/sample-photos.js'));
  const [width, height] = [4000, 3000];
  const scene = await samplePhoto({ seed, width, height, format: 'png' });
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(scene)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return passedOn(jpeg, {
    width,
    quality: 85,
    exif: {
      gps: { latitude: 17.2 + seed / 1000, longitude: 76.36, accuracy_m: 6 },
      takenAt: '2026-11-20T10:15:00',
      offset: '+05:30',
      make: 'samsung',
      model: 'SM-A155F',
    },
  });
}

/**
 * The figures: `lookups` lookups (half near copies of stored photos, 1 to 8 bits off, half new
 * photos), each through the index and by the scan, interleaved; `reads` extractions over four photos.
 */
export async function evidenceBench({ databaseUrl, say, lookups = 200, reads = 40 }) {
  const { EvidenceService } = await import(path.join(DIST, 'evidence/evidence.service.js'));
  const { EvidenceRepository } = await import(path.join(DIST, 'evidence/repositories/evidence.repository.js'));
  const { REUSE_MAX_DISTANCE } = await import(path.join(DIST, 'evidence/rules.js'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
  try {
    // EvidenceService.nearest as the portal runs it (its repository's SQL and parameters), on this pool.
    const manager = { query: async (sql, params) => (await pool.query(sql, params)).rows };
    const evidence = Object.create(EvidenceRepository.prototype, { dataSource: { value: { manager } } });
    const service = Object.create(EvidenceService.prototype, { evidence: { value: evidence } });
    const [{ n }] = (await pool.query('SELECT count(*)::int AS n FROM evidence_files WHERE phash IS NOT NULL')).rows;
    if (n === 0) throw new Error('no stored photo hashes: synth-state has not run its evidence stage');
    const stored = (
      await pool.query(`SELECT phash::text AS phash FROM evidence_files WHERE phash IS NOT NULL ORDER BY md5(key) LIMIT $1`, [
        Math.ceil(lookups / 2),
      ])
    ).rows.map((r) => BigInt(r.phash));
    const probes = [];
    for (let i = 0; i < lookups; i++) {
      probes.push(i % 2 === 0 ? flip(stored[(i / 2) % stored.length], 1 + ((i / 2) % 8)) : randomBytes(8).readBigInt64BE(0));
    }
    say(`photo evidence: ${lookups} reused-photo lookups among ${n.toLocaleString('en-IN')} stored hashes ...`);
    // A few of each first: the plans and the pages the first lookups would pay for.
    for (const p of probes.slice(0, 6)) {
      await service.nearest(null, p);
      await pool.query(SCAN_SQL, [p.toString(), REUSE_MAX_DISTANCE]);
    }
    const indexed = [];
    const scan = [];
    let agree = 0;
    let found = 0;
    for (const p of probes) {
      let t = performance.now();
      const a = await service.nearest(null, p);
      indexed.push(performance.now() - t);
      t = performance.now();
      const b = (await pool.query(SCAN_SQL, [p.toString(), REUSE_MAX_DISTANCE])).rows[0] ?? null;
      scan.push(performance.now() - t);
      if ((a?.key ?? null) === (b?.key ?? null)) agree++;
      if (a) found++;
    }
    const total = (list) => list.reduce((s, x) => s + x, 0) / 1000;
    const lookup = {
      stored: n,
      lookups,
      found,
      agree,
      threshold: REUSE_MAX_DISTANCE,
      indexed: summarise(indexed, total(indexed)),
      scan: summarise(scan, total(scan)),
    };
    say(
      `  indexed (multi-index): p50 ${lookup.indexed.p50.toFixed(2)} ms, p95 ${lookup.indexed.p95.toFixed(2)} ms; ` +
        `sequential scan: p50 ${lookup.scan.p50.toFixed(2)} ms, p95 ${lookup.scan.p95.toFixed(2)} ms; ` +
        `same answer ${agree}/${lookups}, near-identical found ${found}`,
    );

    say(`photo evidence: making four 12-megapixel camera photos ...`);
    const photos = [];
    for (let s = 1; s <= 4; s++) photos.push(await cameraPhoto(s));
    const sizes = photos.map((p) => p.length);
    await service.read('sitePhoto', photos[0], new Date());
    const times = [];
    let located = 0;
    for (let i = 0; i < reads; i++) {
      const t = performance.now();
      const reading = await service.read('sitePhoto', photos[i % photos.length], new Date());
      times.push(performance.now() - t);
      if (reading.exif?.latitude !== null && reading.exif?.latitude !== undefined) located++;
    }
    const extraction = {
      reads,
      located,
      minBytes: Math.min(...sizes),
      maxBytes: Math.max(...sizes),
      ...summarise(times, total(times)),
    };
    say(
      `  EvidenceService.read on ${(extraction.minBytes / 1e6).toFixed(1)}-${(extraction.maxBytes / 1e6).toFixed(1)} MB JPEGs: ` +
        `p50 ${extraction.p50.toFixed(0)} ms, p95 ${extraction.p95.toFixed(0)} ms per photo (${located}/${reads} with location and hash)`,
    );
    return { lookup, extraction };
  } finally {
    await pool.end();
  }
}

/** Targets: the lookup "well under a second" (issue 27); p95 <= 100 ms asked here. */
export const LOOKUP_P95_TARGET = 100;

/** The evidence figures as Markdown lines; adds missed targets to `misses`. */
export function evidenceReport({ lookup, extraction }, misses) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');
  const lines = [];
  const met = lookup.indexed.p95 <= LOOKUP_P95_TARGET && lookup.agree === lookup.lookups;
  if (lookup.indexed.p95 > LOOKUP_P95_TARGET) {
    misses.push(`reused-photo lookup: p95 ${f(lookup.indexed.p95)} ms (target ${LOOKUP_P95_TARGET} ms)`);
  }
  if (lookup.agree !== lookup.lookups) misses.push(`reused-photo lookup: ${lookup.lookups - lookup.agree} answers differ from the scan's`);
  lines.push('### Photo evidence (issue 27)');
  lines.push('');
  lines.push(
    `Reused-photo lookup among **${lookup.stored.toLocaleString('en-IN')}** stored perceptual hashes (synth-state's evidence stage: random 64-bit hashes with near-duplicate clusters), ${lookup.lookups} lookups one after another: half near copies of stored photos (1 to 8 bits off), half new photos; each lookup through the index and by the scan in turn. Near-identical: at most ${lookup.threshold} bits apart.`,
  );
  lines.push('');
  lines.push('| Lookup, 1 client | p50 / p95 / p99 ms | Target |');
  lines.push('|---|---|---|');
  lines.push(
    `| \`EvidenceService.nearest\`: four 16-bit parts, 137 values each within 2 bits through their indexes, then the exact \`bit_count\` | ${f(lookup.indexed.p50)} / ${f(lookup.indexed.p95)} / ${f(lookup.indexed.p99)} | p95 <= ${LOOKUP_P95_TARGET} ms: ${met ? 'met' : '**missed**'} |`,
  );
  lines.push(
    `| sequential scan of the same hashes, the same answer (\`bit_count\` over every row) | ${f(lookup.scan.p50)} / ${f(lookup.scan.p95)} / ${f(lookup.scan.p99)} | (the limit) |`,
  );
  lines.push(
    `| p95 ratio scan / index; answers equal; near-identical found | **${(lookup.scan.p95 / lookup.indexed.p95).toFixed(1)}x**; ${lookup.agree}/${lookup.lookups}; ${lookup.found} | |`,
  );
  lines.push('');
  lines.push('| Evidence extraction per photo | p50 / p95 / p99 ms | Photos |');
  lines.push('|---|---|---|');
  lines.push(
    `| \`EvidenceService.read\` (EXIF with exifr, DCT hash with sharp-phash), 12-megapixel JPEGs of ${(extraction.minBytes / 1e6).toFixed(1)}-${(extraction.maxBytes / 1e6).toFixed(1)} MB | ${extraction.p50.toFixed(0)} / ${extraction.p95.toFixed(0)} / ${extraction.p99.toFixed(0)} | ${extraction.reads} reads of 4 photos, ${extraction.located} with location and hash (report only) |`,
  );
  lines.push('');
  return lines;
}
