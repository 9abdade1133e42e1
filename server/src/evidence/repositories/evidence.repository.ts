import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { EvidenceFile, type EvidenceDetails, type EvidenceFlag } from '../entities/evidence-file.entity.js';
import { EvidenceRecord } from '../entities/evidence-record.entity.js';
import { ChecklistItem } from '../../fto/entities/checklist-item.entity.js';
import type { Point } from '../geo.js';
import { hashParts, nearParts } from '../photo-reading.js';
import { REUSE_MAX_DISTANCE } from '../rules.js';

/** An earlier file near-identical to a photo. */
export interface ReusedMatch {
  key: string;
  work_code: string;
  verification_id: number;
  level: number;
  user_id: number;
  user_name: string;
  distance: number;
}

/** The first stored file near-identical to a photo, with the evidence it was given. */
export interface NearestFile extends ReusedMatch {
  details: EvidenceDetails;
}

/** A photo row as a submission writes it (created_at: the statement's clock). */
export type NewEvidenceFileRow = Omit<Partial<EvidenceFile>, 'created_at'> & { created_at: () => string };

/** The flags of a work's current record of a level. */
export interface RecordFlagsRow {
  work_code: string;
  flags: EvidenceFlag[];
  flagged: number;
  photos: number;
}

const REUSE_LOCK = 'evidence:perceptual-hashes';

/** The SQL of photo evidence's own tables (evidence_files, evidence_records) and the panchayats' locations. */
@Injectable()
export class EvidenceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The location of the work's first located level 1 site photo in the cycle, or null. */
  async firstLevel1SitePhotoPoint(manager: EntityManager, cycleId: number, workCode: string): Promise<Point | null> {
    const rows: Point[] = await manager.query(
      `SELECT coalesce(exif_latitude, device_latitude) AS latitude, coalesce(exif_longitude, device_longitude) AS longitude
         FROM evidence_files
        WHERE cycle_id = $1 AND work_code = $2 AND level = 1 AND kind = 'site'
          AND (exif_latitude IS NOT NULL OR device_latitude IS NOT NULL)
        ORDER BY created_at, key
        LIMIT 1`,
      [cycleId, workCode],
    );
    return rows[0] ?? null;
  }

  /** The panchayat office's location, where the portal knows it. */
  async panchayatOfficeLocation(panchayatCode: string, em: EntityManager | null = null): Promise<Point | null> {
    const rows: Point[] = await (em ?? this.dataSource.manager).query(
      'SELECT latitude, longitude FROM panchayats WHERE panchayat_code = $1 AND latitude IS NOT NULL',
      [panchayatCode],
    );
    return rows[0] ?? null;
  }

  /**
   * The earliest stored photo near-identical to `hash` (at most REUSE_MAX_DISTANCE bits apart),
   * or null. Multi-index hashing: a hash within 11 bits of another shares one of its four 16-bit
   * parts within 2 bits (pigeonhole), so four index probes of 137 values each find every
   * candidate among all the state's photos; the exact distance decides.
   */
  async earliestNearIdenticalFile(em: EntityManager | null, hash: bigint): Promise<NearestFile | null> {
    const parts = hashParts(hash);
    const rows: NearestFile[] = await (em ?? this.dataSource.manager).query(
      `SELECT f.key, f.work_code, f.verification_id, f.level, f.user_id, coalesce(r.user_name, '') AS user_name,
              bit_count((f.phash # $1::bigint)::bit(64))::int AS distance, f.details
         FROM evidence_files f
         LEFT JOIN evidence_records r ON r.verification_id = f.verification_id
        WHERE (f.phash_a = ANY($2::int[]) OR f.phash_b = ANY($3::int[]) OR f.phash_c = ANY($4::int[]) OR f.phash_d = ANY($5::int[]))
          AND bit_count((f.phash # $1::bigint)::bit(64)) <= $6
        ORDER BY f.created_at, f.key
        LIMIT 1`,
      [hash.toString(), ...parts.map(nearParts), REUSE_MAX_DISTANCE],
    );
    return rows[0] ?? null;
  }

  /** Takes the lock under which one filing at a time looks for earlier copies of its photos and adds its own (until the commit). */
  async lockPerceptualHashes(em: EntityManager): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [REUSE_LOCK]);
  }

  /** Writes a submission's photo rows in its transaction. */
  async insertFiles(em: EntityManager, rows: NewEvidenceFileRow[]): Promise<void> {
    await em.getRepository(EvidenceFile).insert(rows);
  }

  /** The flags and evidence of these stored files. */
  async flagsAndDetailsOfFiles(em: EntityManager, keys: string[]): Promise<Pick<EvidenceFile, 'key' | 'flags' | 'details'>[]> {
    return em.query('SELECT key, flags, details FROM evidence_files WHERE key = ANY($1)', [keys]);
  }

  /** Marks the current record of the work's level in the cycle as no longer current. */
  async retireCurrentRecord(em: EntityManager, cycleId: number, level: number, workCode: string): Promise<void> {
    await em.query('UPDATE evidence_records SET current = false WHERE cycle_id = $1 AND level = $2 AND work_code = $3 AND current', [
      cycleId,
      level,
      workCode,
    ]);
  }

  /** Writes a record's evidence in the submission's transaction. */
  async insertRecord(em: EntityManager, record: Partial<EvidenceRecord>): Promise<void> {
    await em.getRepository(EvidenceRecord).insert(record);
  }

  /** The evidence record of a verification record, or null. */
  async recordOfVerification(verificationId: number): Promise<EvidenceRecord | null> {
    return this.dataSource.getRepository(EvidenceRecord).findOne({ where: { verification_id: verificationId } });
  }

  /** These stored files, in the order of the keys. */
  async filesInOrder(keys: string[]): Promise<EvidenceFile[]> {
    return this.dataSource.query(`SELECT * FROM evidence_files WHERE key = ANY($1) ORDER BY array_position($1::text[], key::text)`, [keys]);
  }

  /** The English and Kannada titles of these checklist items (the photos' names). */
  checklistTitles(ids: number[]): Promise<Pick<ChecklistItem, 'id' | 'checklist_title_en' | 'checklist_title_kn'>[]> {
    return this.dataSource.getRepository(ChecklistItem).find({
      where: { id: In(ids) },
      select: { id: true, checklist_title_en: true, checklist_title_kn: true },
    });
  }

  /** The flags of the current records of a level for these works. */
  async currentRecordFlags(cycleId: number, level: number, workCodes: string[]): Promise<RecordFlagsRow[]> {
    return this.dataSource.query(
      `SELECT work_code, flags, flagged, photos FROM evidence_records
        WHERE cycle_id = $1 AND level = $2 AND current AND work_code = ANY($3)`,
      [cycleId, level, workCodes],
    );
  }
}
