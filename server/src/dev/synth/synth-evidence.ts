/**
 * The synthetic state's photo evidence (issue 27): plausible locations for its panchayats,
 * clustered by district and taluk inside Karnataka, and the evidence rows of the photos filed
 * with its verification records, each with a perceptual hash: random 64-bit values, plus
 * near-duplicate clusters (the same photo filed again on other works, a few bits changed by
 * recompression), as the reused-photo lookup meets them.
 */
import { createHash } from 'node:crypto';
import { EVIDENCE_FLAGS, type EvidenceDetails, type EvidenceFlag } from '../../evidence/entities/evidence-file.entity.js';
import type { SynthBlock } from './synth-data.js';

/** About where each district's headquarters is (degrees north, east), by district name. */
const DISTRICT_CENTRES: Record<string, [number, number]> = {
  BAGALKOT: [16.18, 75.7],
  BENGALURU: [12.97, 77.59],
  'BENGALURU RURAL': [13.29, 77.54],
  BELAGAVI: [15.85, 74.5],
  BALLARI: [15.14, 76.92],
  BIDAR: [17.91, 77.52],
  VIJAYPURA: [16.83, 75.71],
  VIJAYAPURA: [16.83, 75.71],
  CHAMARAJANAGARA: [11.92, 76.94],
  CHIKKAMAGALURU: [13.32, 75.77],
  CHITRADURGA: [14.23, 76.4],
  'DAKSHINA KANNADA': [12.87, 74.95],
  DAVANAGERE: [14.46, 75.92],
  DHARWAD: [15.46, 75.01],
  GADAG: [15.43, 75.63],
  KALABURAGI: [17.33, 76.83],
  HASSAN: [13.0, 76.1],
  HAVERI: [14.79, 75.4],
  KODAGU: [12.42, 75.74],
  KOLAR: [13.14, 78.13],
  KOPPAL: [15.35, 76.15],
  MANDYA: [12.52, 76.9],
  MYSURU: [12.3, 76.64],
  RAICHUR: [16.21, 77.36],
  SHIVAMOGGA: [13.93, 75.57],
  TUMAKURU: [13.34, 77.1],
  UDUPI: [13.34, 74.85],
  'UTTARA KANNADA': [14.8, 74.5],
  CHIKKABALLAPURA: [13.43, 77.73],
  RAMANAGARA: [12.72, 77.28],
  YADGIR: [16.77, 77.14],
  VIJAYANAGARA: [15.27, 76.39],
};

const EARTH_M = 6_371_000;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A uniform number in [0, 1) fixed by the seed and what it is for. */
function unit(seed: number, ...what: (string | number)[]): number {
  return (
    createHash('md5')
      .update(`${seed}|${what.join('|')}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32
  );
}

function offset(latitude: number, longitude: number, north: number, east: number): [number, number] {
  return [
    round6(latitude + (north / EARTH_M) * (180 / Math.PI)),
    round6(longitude + (east / (EARTH_M * Math.cos((latitude * Math.PI) / 180))) * (180 / Math.PI)),
  ];
}

/** A district's centre; a district the table does not know gets a point inside the state's core. */
function districtCentre(seed: number, name: string, code: string): [number, number] {
  return (
    DISTRICT_CENTRES[name.toUpperCase()] ?? [round6(13 + 3.5 * unit(seed, 'd-lat', code)), round6(75.3 + 2.2 * unit(seed, 'd-lon', code))]
  );
}

/**
 * Each synthetic panchayat's location: its taluk 12 to 40 km from the district's centre (by
 * angle spread over the district's taluks), its panchayats 2 to 11 km from the taluk's centre.
 */
export function synthPanchayatLocations(
  seed: number,
  blocks: SynthBlock[],
): { panchayat_code: string; latitude: number; longitude: number }[] {
  const byDistrict = new Map<string, SynthBlock[]>();
  for (const b of blocks) byDistrict.set(b.district_code, [...(byDistrict.get(b.district_code) ?? []), b]);
  const out: { panchayat_code: string; latitude: number; longitude: number }[] = [];
  for (const [code, list] of byDistrict) {
    const [dLat, dLon] = districtCentre(seed, list[0].district_name, code);
    list.forEach((block, i) => {
      const angle = (2 * Math.PI * (i + unit(seed, 'b-angle', block.block_code) * 0.6)) / list.length;
      const radius = 12_000 + 28_000 * unit(seed, 'b-radius', block.block_code);
      const [bLat, bLon] = offset(dLat, dLon, radius * Math.cos(angle), radius * Math.sin(angle));
      block.panchayats.forEach((gp, g) => {
        const a = (2 * Math.PI * (g + unit(seed, 'g-angle', gp.panchayat_code) * 0.8)) / block.panchayats.length;
        const r = 2000 + 9000 * unit(seed, 'g-radius', gp.panchayat_code);
        const [latitude, longitude] = offset(bLat, bLon, r * Math.cos(a), r * Math.sin(a));
        out.push({ panchayat_code: gp.panchayat_code, latitude, longitude });
      });
    });
  }
  return out;
}

/** The 64-bit hash as the table holds it: signed bigint text, and its four 16-bit parts (a the high bits). */
export function hashColumns(hash: bigint): [string, number, number, number, number] {
  const h = BigInt.asUintN(64, hash);
  const part = (shift: bigint) => Number((h >> shift) & 0xffffn);
  return [BigInt.asIntN(64, h).toString(), part(48n), part(32n), part(16n), part(0n)];
}

/** A random 64-bit value fixed by the seed and what it is for. */
export function randomHash(seed: number, ...what: (string | number)[]): bigint {
  return createHash('md5')
    .update(`${seed}|phash|${what.join('|')}`)
    .digest()
    .readBigUInt64BE(0);
}

/** The hash with `bits` of its bits flipped (distinct positions chosen by the seed): a recompressed copy's. */
export function nearHash(hash: bigint, bits: number, seed: number, ...what: (string | number)[]): bigint {
  const positions = new Set<number>();
  for (let i = 0; positions.size < bits; i++) positions.add(Math.floor(unit(seed, 'flip', ...what, i) * 64));
  let h = BigInt.asUintN(64, hash);
  for (const p of positions) h ^= 1n << BigInt(p);
  return h;
}

/** A verification record whose photos the synthetic state stores. */
export interface SynthEvidenceRecord {
  verification_id: number;
  cycle_id: number;
  level: number;
  work_code: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  user_id: number;
  user_name: string;
  submitted_at: Date;
  gp_latitude: number | null;
  gp_longitude: number | null;
}

/** One stored photo's evidence row, as evidence_files holds it. */
export interface SynthPhoto {
  key: string;
  record: SynthEvidenceRecord;
  kind: 'site' | 'checklist';
  item_id: number | null;
  exif: { latitude: number; longitude: number; accuracy_m: number; taken_at: Date; make: string; model: string } | null;
  device: { latitude: number; longitude: number; accuracy_m: number; at: Date } | null;
  hash: bigint;
  flags: EvidenceFlag[];
  details: EvidenceDetails;
}

const CAMERAS: [string, string][] = [
  ['Xiaomi', 'Redmi Note 12'],
  ['samsung', 'SM-A155F'],
  ['vivo', 'V2207'],
  ['OPPO', 'CPH2471'],
  ['realme', 'RMX3761'],
  ['motorola', 'moto g54 5G'],
];

/**
 * The photos of the given records: a site photo and one per image item each. Most are clean
 * (taken at the site minutes before the submission); a few carry each flag; about 3 in 100 are
 * a photo already filed on another work with 1 to 6 bits changed (reused-photo), some of them
 * in clusters of three or four. Deterministic for a seed.
 */
export function synthPhotos(seed: number, records: SynthEvidenceRecord[], imageItems: number[], cycleStart: Date): SynthPhoto[] {
  const photos: SynthPhoto[] = [];
  for (const record of records) {
    const id = `${record.work_code}|${record.level}`;
    const gp: [number, number] = [record.gp_latitude ?? 15, record.gp_longitude ?? 76];
    const site = offset(gp[0], gp[1], 3000 * (unit(seed, 'site-n', id) - 0.5), 3000 * (unit(seed, 'site-e', id) - 0.5));
    const camera = CAMERAS[Math.floor(unit(seed, 'camera', record.user_id) * CAMERAS.length)];
    const slots: [kind: 'site' | 'checklist', item: number | null][] = [
      ['site', null],
      ...imageItems.map((i) => ['checklist', i] as ['checklist', number]),
    ];
    slots.forEach(([kind, item], n) => {
      const what = `${id}|${n}`;
      const key = `synth-${createHash('md5').update(`${seed}|${what}`).digest('hex')}`;
      const roll = unit(seed, 'flag', what);
      const flags: EvidenceFlag[] = [];
      const details: EvidenceDetails = {};
      let takenAt = new Date(record.submitted_at.getTime() - (10 + 50 * unit(seed, 'age', what)) * 60_000);
      let where = offset(site[0], site[1], 60 * (unit(seed, 'p-n', what) - 0.5), 60 * (unit(seed, 'p-e', what) - 0.5));
      let deviceAt = takenAt;
      let located = true;
      if (roll < 0.04) {
        located = false;
        flags.push('no-location');
      } else if (roll < 0.07) {
        const far = 150 + 2500 * unit(seed, 'far', what);
        where = offset(site[0], site[1], far, 0);
        flags.push('far-from-work');
        Object.assign(details, { distance_m: Math.round(far), reference: 'level1-photo' });
      } else if (roll < 0.09) {
        takenAt = new Date(cycleStart.getTime() - (2 + 60 * unit(seed, 'old', what)) * 86_400_000);
        deviceAt = new Date(record.submitted_at.getTime() - 20 * 60_000);
        flags.push('old-photo');
        Object.assign(details, {
          old: 'before-cycle',
          age_days: Math.floor((record.submitted_at.getTime() - takenAt.getTime()) / 86_400_000),
        });
      } else if (roll < 0.1) {
        deviceAt = new Date(takenAt.getTime() + (70 + 300 * unit(seed, 'gap', what)) * 60_000);
        flags.push('time-mismatch');
        details.time_gap_minutes = Math.round((deviceAt.getTime() - takenAt.getTime()) / 60_000);
      }
      photos.push({
        key,
        record,
        kind,
        item_id: item,
        exif: located
          ? {
              latitude: where[0],
              longitude: where[1],
              accuracy_m: Math.round(3 + 12 * unit(seed, 'acc', what)),
              taken_at: takenAt,
              make: camera[0],
              model: camera[1],
            }
          : null,
        device: located ? { latitude: where[0], longitude: where[1], accuracy_m: 15, at: deviceAt } : null,
        hash: randomHash(seed, what),
        flags,
        details,
      });
    });
  }
  // Reused photos: an earlier photo of another work filed again, recompressed (1 to 6 bits off).
  for (let i = 1; i < photos.length; i++) {
    const p = photos[i];
    if (unit(seed, 'reuse', p.key) >= 0.03) continue;
    // Half of them copy a photo just before (a cluster grows), the others any earlier photo.
    const j =
      unit(seed, 'reuse-near', p.key) < 0.5
        ? Math.max(0, i - 5 - Math.floor(unit(seed, 'reuse-back', p.key) * 20))
        : Math.floor(unit(seed, 'reuse-of', p.key) * i);
    const source = photos[j];
    if (source.record.work_code === p.record.work_code) continue;
    const bits = 1 + Math.floor(unit(seed, 'reuse-bits', p.key) * 6);
    p.hash = nearHash(source.hash, bits, seed, p.key);
    if (!p.flags.includes('reused-photo')) p.flags = EVIDENCE_FLAGS.filter((f) => f === 'reused-photo' || p.flags.includes(f));
    p.details.reused = {
      key: source.key,
      work_code: source.record.work_code,
      verification_id: source.record.verification_id,
      level: source.record.level,
      user_name: source.record.user_name,
      distance: bits,
    };
  }
  return photos;
}
