import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { msg, said } from '../common/messages/index.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ScraperReadService } from '../scraper/scraper-read.service.js';
import { EVIDENCE_FLAGS, EvidenceFile, type EvidenceDetails, type EvidenceFlag } from './entities/evidence-file.entity.js';
import { EvidenceRepository, type NearestFile, type NewEvidenceFileRow } from './repositories/evidence.repository.js';
import type { DeviceReport, PhotoEvidence, RecordEvidence } from './evidence.types.js';
import type { Point } from './geo.js';
import { checkHeader, hashParts, MAX_PHOTO_PIXELS, PhotoRefused, possibleTime, readPhoto, type PhotoReading } from './photo-reading.js';
import { assessPhoto, notesOf, summaryOf, type EvidenceLimits } from './rules.js';

/** The record a submission stores, as the evidence checks need it. */
export interface RecordFacts {
  verification_id: number;
  cycle_id: number;
  /** The day the cycle opened, `YYYY-MM-DD`. */
  cycle_opened_on: string;
  level: number;
  work_code: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  user_id: number;
  user_name: string;
  submitted_at: Date;
}

/** A photo stored with the record now: its key, where it sits in the form, and what was read of it. */
export interface NewPhoto {
  key: string;
  kind: 'site' | 'checklist';
  item_id: number | null;
  reading: PhotoReading;
  device: DeviceReport | null;
}

export const FILE_PATH_PREFIX = 'filever/files/';
const DEVICE_FIELD = /^(sitePhoto|image_\d{1,9})$/;
const MAX_DEVICE_ACCURACY_M = 100000;

const finite = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * Photo evidence (issue 27). fto asks it, inside a submission's transaction and under the work's
 * lock, to assess the photos the record stores; it writes only its own tables.
 */
@Injectable()
export class EvidenceService {
  private readonly limits: EvidenceLimits;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly evidence: EvidenceRepository,
    private readonly mirror: ScraperReadService,
  ) {
    this.limits = config.evidence;
  }

  /**
   * Reads the photos of a submission, before its transaction (issue 41): every header first (a
   * photo over MAX_PHOTO_PIXELS, or with no JPEG, PNG or WebP header, is refused before anything
   * is decoded), then each photo's EXIF and its whole image for its hash, taking turns with every
   * other decode of this process (photo-reading.ts). A refusal names the photo's field, and the
   * submission's photos still waiting for their turn are not decoded.
   */
  async readAll(photos: { field: string; bytes: Buffer }[], now: Date): Promise<Map<string, PhotoReading>> {
    for (const photo of photos) {
      try {
        checkHeader(photo.bytes);
      } catch (err) {
        throw refusalOf(photo.field, err);
      }
    }
    const stop = new AbortController();
    const readings = await Promise.all(
      photos.map(async (photo) => {
        try {
          return [photo.field, await readPhoto(photo.bytes, now, stop.signal)] as const;
        } catch (err) {
          stop.abort();
          throw refusalOf(photo.field, err);
        }
      }),
    );
    return new Map(readings);
  }

  /** One photo's reading (the bench's per-photo figure): as readAll. */
  async read(field: string, bytes: Buffer, now: Date): Promise<PhotoReading> {
    return (await this.readAll([{ field, bytes }], now)).get(field)!;
  }

  /**
   * The multipart field `devicePositions`: what the phone reported per photo field. Absent is
   * no report; a malformed one is refused (our own client sends it), an entry for a field that
   * carries no file is ignored. A device time before EARLIEST_TIME or more than a day after
   * `now` is refused naming its photo's field: it never reaches the database.
   */
  parseDevicePositions(value: unknown, now: Date): Map<string, DeviceReport> {
    const reports = new Map<string, DeviceReport>();
    if (value === undefined || value === '') return reports;
    let parsed: unknown;
    try {
      parsed = typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      throw ApiError.badField('devicePositions', 'EVIDENCE_DEVICE_POSITIONS_INVALID');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw ApiError.badField('devicePositions', 'EVIDENCE_DEVICE_POSITIONS_INVALID');
    }
    for (const [field, raw] of Object.entries(parsed as Record<string, unknown>)) {
      if (!DEVICE_FIELD.test(field) || !raw || typeof raw !== 'object' || Array.isArray(raw)) {
        throw ApiError.badField('devicePositions', 'EVIDENCE_DEVICE_POSITIONS_INVALID');
      }
      const entry = raw as Record<string, unknown>;
      const bad = (key: string, limit: number) => entry[key] !== undefined && entry[key] !== null && finite(entry[key], limit) === null;
      if (bad('latitude', 90) || bad('longitude', 180) || bad('accuracy', MAX_DEVICE_ACCURACY_M)) {
        throw ApiError.badField('devicePositions', 'EVIDENCE_DEVICE_POSITIONS_INVALID');
      }
      let latitude = finite(entry.latitude, 90);
      let longitude = finite(entry.longitude, 180);
      if (latitude === null || longitude === null) latitude = longitude = null;
      const accuracy = finite(entry.accuracy, MAX_DEVICE_ACCURACY_M);
      let at: Date | null = null;
      if (entry.at !== undefined && entry.at !== null) {
        at = typeof entry.at === 'string' && entry.at.length <= 40 ? new Date(entry.at) : null;
        if (!at || Number.isNaN(at.getTime())) throw ApiError.badField('devicePositions', 'EVIDENCE_DEVICE_POSITIONS_INVALID');
        if (!possibleTime(at, now)) throw ApiError.badField('devicePositions', msg('EVIDENCE_DEVICE_TIME_IMPOSSIBLE', { field }));
      }
      reports.set(field, { latitude, longitude, accuracy_m: latitude === null || accuracy === null ? null : Math.abs(accuracy), at });
    }
    return reports;
  }

  /**
   * The work's reference point in a cycle: its MIS geotag where the MIS gives one, else the
   * location of its first level 1 site photo that has one (later levels must stand at the same site).
   */
  async referencePoint(
    em: EntityManager | null,
    cycleId: number,
    workCode: string,
  ): Promise<(Point & { source: 'mis' | 'level1-photo' }) | null> {
    const manager = em ?? this.dataSource.manager;
    const geotag = await this.mirror.geotagOf(workCode, manager);
    if (geotag) return { ...geotag, source: 'mis' };
    const point = await this.evidence.firstLevel1SitePhotoPoint(manager, cycleId, workCode);
    return point ? { ...point, source: 'level1-photo' } : null;
  }

  /** The panchayat office's location, where the portal knows it. */
  async gpLocation(panchayatCode: string, em: EntityManager | null = null): Promise<Point | null> {
    return this.evidence.panchayatOfficeLocation(panchayatCode, em);
  }

  /**
   * The earliest stored photo near-identical to `hash` (at most REUSE_MAX_DISTANCE bits apart),
   * or null. Multi-index hashing: a hash within 11 bits of another shares one of its four 16-bit
   * parts within 2 bits (pigeonhole), so four index probes of 137 values each find every
   * candidate among all the state's photos; the exact distance decides.
   */
  async nearest(em: EntityManager | null, hash: bigint): Promise<NearestFile | null> {
    return this.evidence.earliestNearIdenticalFile(em, hash);
  }

  /**
   * Whether a photo filed for `workCode` by `userId` reuses an earlier one: the first filing of a
   * near-identical photo is its original. Reused when that original belongs to another work or
   * another officer; when it is this officer's own earlier filing for this work, the photo is
   * as that filing was judged (refiling one's own photo is not reuse; refiling a reused one still is).
   */
  async findReused(em: EntityManager | null, hash: bigint, workCode: string, userId: number): Promise<EvidenceDetails['reused'] | null> {
    const first = await this.nearest(em, hash);
    if (!first) return null;
    if (first.work_code === workCode && first.user_id === userId) return first.details.reused ?? null;
    return {
      key: first.key,
      work_code: first.work_code,
      verification_id: first.verification_id,
      level: first.level,
      user_name: first.user_name,
      distance: first.distance,
    };
  }

  /**
   * Assesses the photos a submission stores and writes their evidence and the record's, in the
   * submission's transaction (`em`), under the work's lock: the reference point and the earlier
   * photos are read as they are now. `keptKeys`: earlier files of this level the record names again.
   */
  async assess(em: EntityManager, facts: RecordFacts, photos: NewPhoto[], keptKeys: string[]): Promise<void> {
    let reference = await this.referencePoint(em, facts.cycle_id, facts.work_code);
    const site = photos.find((p) => p.kind === 'site');
    if (!reference && facts.level === 1 && site) {
      // The work's first located level 1 site photo is the reference: this one, when it has a location.
      const position = positionOf(site);
      if (position) reference = { ...position, source: 'level1-photo' };
    }
    const panchayat = await this.gpLocation(facts.panchayat_code, em);
    // One filing at a time looks for earlier copies and adds its own: two officers filing the
    // same photo at once cannot both miss each other (the second waits, then sees the first).
    // Taken after the work's lock, in every submission in that order; held until the commit.
    if (photos.length > 0) await this.evidence.lockPerceptualHashes(em);
    // Whose, where and which filing: the same on every photo row and on the record's row.
    const owner = {
      verification_id: facts.verification_id,
      cycle_id: facts.cycle_id,
      level: facts.level,
      work_code: facts.work_code,
      district_code: facts.district_code,
      block_code: facts.block_code,
      panchayat_code: facts.panchayat_code,
      user_id: facts.user_id,
    };
    const rows: NewEvidenceFileRow[] = [];
    for (const photo of photos) {
      const { exif } = photo.reading;
      const device = photo.device;
      const exifPosition =
        exif && exif.latitude !== null && exif.longitude !== null ? { latitude: exif.latitude, longitude: exif.longitude } : null;
      const devicePosition =
        device && device.latitude !== null && device.longitude !== null ? { latitude: device.latitude, longitude: device.longitude } : null;
      const match = await this.findReused(em, photo.reading.phash, facts.work_code, facts.user_id);
      const { flags, details } = assessPhoto(
        {
          exifPosition,
          devicePosition,
          takenAt: exif?.taken_at ?? null,
          deviceTime: device?.at ?? null,
          reference,
          panchayat,
          cycleOpenedOn: facts.cycle_opened_on,
          submittedAt: facts.submitted_at,
          reused: match,
          ignoredTime: exif?.ignored_time ?? null,
        },
        this.limits,
      );
      const parts = hashParts(photo.reading.phash);
      rows.push({
        key: photo.key,
        ...owner,
        kind: photo.kind,
        item_id: photo.item_id,
        exif_latitude: exifPosition?.latitude ?? null,
        exif_longitude: exifPosition?.longitude ?? null,
        exif_accuracy_m: exif?.accuracy_m ?? null,
        taken_at: exif?.taken_at ?? null,
        taken_at_offset: exif?.offset ?? null,
        camera_make: exif?.make ?? null,
        camera_model: exif?.model ?? null,
        device_latitude: devicePosition?.latitude ?? null,
        device_longitude: devicePosition?.longitude ?? null,
        device_accuracy_m: device?.accuracy_m ?? null,
        device_time: device?.at ?? null,
        phash: photo.reading.phash.toString(),
        phash_a: parts[0],
        phash_b: parts[1],
        phash_c: parts[2],
        phash_d: parts[3],
        flags,
        details,
        // The order of filing as the lock decided it (the transaction's start time may be earlier).
        created_at: () => 'clock_timestamp()',
      });
    }
    if (rows.length) await this.evidence.insertFiles(em, rows);

    // The record as a whole: its new photos and those it keeps.
    const kept: Pick<EvidenceFile, 'key' | 'flags' | 'details'>[] = keptKeys.length
      ? await this.evidence.flagsAndDetailsOfFiles(em, keptKeys)
      : [];
    const all = [...rows.map((r) => ({ key: r.key!, flags: r.flags!, details: r.details! })), ...kept];
    const counts: Partial<Record<EvidenceFlag, number>> = {};
    let maxDistance: number | null = null;
    for (const photo of all) {
      for (const flag of photo.flags) counts[flag] = (counts[flag] ?? 0) + 1;
      const far = farthest(photo.details);
      if (photo.flags.includes('far-from-work') && far !== null) maxDistance = Math.max(maxDistance ?? 0, far);
    }
    await this.evidence.retireCurrentRecord(em, facts.cycle_id, facts.level, facts.work_code);
    await this.evidence.insertRecord(em, {
      ...owner,
      user_name: facts.user_name,
      current: true,
      keys: all.map((p) => p.key),
      photos: all.length,
      flagged: all.filter((p) => p.flags.length > 0).length,
      flags: EVIDENCE_FLAGS.filter((f) => counts[f]),
      counts,
      max_distance_m: maxDistance,
      submitted_at: facts.submitted_at,
    });
  }

  /** A record's evidence as the API answers it, or null when none was assessed (records before issue 27). */
  async ofRecord(verificationId: number): Promise<RecordEvidence | null> {
    const record = await this.evidence.recordOfVerification(verificationId);
    if (!record) return null;
    const files: EvidenceFile[] = record.keys.length ? await this.evidence.filesInOrder(record.keys) : [];
    const titles = await this.itemTitles(files);
    return {
      photos: record.photos,
      flagged: record.flagged,
      flags: record.flags,
      counts: record.counts,
      max_distance_m: record.max_distance_m,
      summary: summaryOf(record.photos, record.counts, record.max_distance_m).map(said),
      files: files.map((f) => photoEvidence(f, f.item_id === null ? undefined : titles.get(f.item_id))),
    };
  }

  /** The titles of the checklist items photographed (issue 43 item 11: a photo is named by its item, not its id). */
  private async itemTitles(files: EvidenceFile[]): Promise<Map<number, ItemTitle>> {
    const ids = [...new Set(files.map((f) => f.item_id).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const items = await this.evidence.checklistTitles(ids);
    return new Map(items.map((i) => [i.id, { en: i.checklist_title_en, kn: i.checklist_title_kn }]));
  }

  /** The flags of the current records of a level for these works (the works lists of levels 2+). */
  async flagsOf(
    cycleId: number,
    level: number,
    workCodes: string[],
  ): Promise<Map<string, { flags: EvidenceFlag[]; flagged: number; photos: number }>> {
    if (workCodes.length === 0) return new Map();
    const rows = await this.evidence.currentRecordFlags(cycleId, level, workCodes);
    return new Map(rows.map((r) => [r.work_code, { flags: r.flags, flagged: r.flagged, photos: r.photos }]));
  }
}

/**
 * A photo's refusal in the envelope, naming its field (issue 41); any other error as it is.
 * @refuses 413 EVIDENCE_PHOTO_TOO_LARGE
 */
function refusalOf(field: string, err: unknown): unknown {
  if (!(err instanceof PhotoRefused)) return err;
  const refusal = err.refusal;
  if (refusal.reason === 'too-large') {
    const { width, height } = refusal;
    const ref = msg('EVIDENCE_PHOTO_TOO_LARGE', {
      field,
      width,
      height,
      megapixels: ((width * height) / 1e6).toFixed(1),
      max: MAX_PHOTO_PIXELS / 1e6,
    });
    return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, ref, { [field]: ref });
  }
  return ApiError.badField(field, msg('EVIDENCE_PHOTO_UNREADABLE', { field }));
}

function positionOf(photo: NewPhoto): Point | null {
  const { exif } = photo.reading;
  if (exif && exif.latitude !== null && exif.longitude !== null) return { latitude: exif.latitude, longitude: exif.longitude };
  const device = photo.device;
  if (device && device.latitude !== null && device.longitude !== null) return { latitude: device.latitude, longitude: device.longitude };
  return null;
}

/** The distance a far-from-work photo is shown with: from the reference point, else from the panchayat. */
function farthest(details: EvidenceDetails): number | null {
  return details.distance_m ?? details.gp_distance_m ?? null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A checklist item's title in each language. */
interface ItemTitle {
  en: string;
  kn: string;
}

/** A stored file's evidence as the API answers it. */
export function photoEvidence(f: EvidenceFile, title?: ItemTitle): PhotoEvidence {
  const hasExif =
    f.exif_latitude !== null || f.taken_at !== null || f.camera_make !== null || f.camera_model !== null || f.taken_at_offset !== null;
  const hasDevice = f.device_latitude !== null || f.device_time !== null;
  const takenAt = f.taken_at === null ? null : new Date(f.taken_at);
  return {
    path: `${FILE_PATH_PREFIX}${f.key}`,
    kind: f.kind,
    item_id: f.item_id,
    item_title: title?.en ?? null,
    item_title_kn: title?.kn ?? null,
    exif: hasExif
      ? {
          latitude: f.exif_latitude,
          longitude: f.exif_longitude,
          accuracy_m: f.exif_accuracy_m,
          taken_at: iso(f.taken_at),
          offset: f.taken_at_offset,
          make: f.camera_make,
          model: f.camera_model,
        }
      : null,
    device: hasDevice
      ? { latitude: f.device_latitude, longitude: f.device_longitude, accuracy_m: f.device_accuracy_m, at: iso(f.device_time) }
      : null,
    flags: f.flags,
    details: f.details,
    notes: notesOf(f.flags, f.details, takenAt).map(said),
  };
}
