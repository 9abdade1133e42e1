import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { queryPrepared } from '../../database/prepared.js';
import { FtoVerification } from '../entities/verification.entity.js';

/** What the lists show of a verification record. */
export type CurrentRecordRow = Pick<FtoVerification, 'id' | 'work_code' | 'status' | 'role_name' | 'user_name' | 'submitted_at'> & {
  /** The role's Kannada name (roles.Role_name_kn), null when it has none. */
  role_name_kn: string | null;
  /** "Do you recommend this work for payment?" */
  recommendation: 'Yes' | 'No';
  /** Why not (with `recommendation: 'No'`), else null. */
  reason: string | null;
};

/** A current record's status and, when not recommended, why not. */
export interface RecordStatusRow {
  work_code: string;
  status: number;
  reason: string | null;
}

/** A record of a work at another level of the cycle: its level, who filed it, whether it is current. */
export interface OtherLevelRecordRow {
  level: number;
  user_id: number;
  current: boolean;
}

/** A work's current record at one level, as its file on paper shows it (the answers with the officer and time). */
export type WorkFileRecordRow = Pick<
  FtoVerification,
  'id' | 'level' | 'status' | 'role_name' | 'user_name' | 'submitted_at' | 'check_list' | 'material' | 'site_details'
> & {
  /** The role's Kannada name (roles.Role_name_kn), null when it has none. */
  role_name_kn: string | null;
};

/** The column of a jurisdiction in the records' table: a district, a taluk, or none (the state). */
export type JurisdictionColumn = 'district_code' | 'block_code' | null;

/** The SQL that reads a record's recommendation and reason out of its site details. */
const RECOMMENDATION_SQL = `CASE WHEN v.site_details->>'recommendation' = 'No' THEN 'No' ELSE 'Yes' END`;
const REASON_SQL = `CASE WHEN v.site_details->>'recommendation' = 'No' THEN coalesce(v.site_details->>'reason', '') END`;

/**
 * The version of a level's records in a cycle of a jurisdiction: the sum of its taluks' counters
 * (fto_record_versions, raised by triggers in every statement that adds, changes or removes a
 * record, a fix by hand too). Counters only go up, so any change moves the sum. `$3`, when the
 * jurisdiction is a district or a taluk, is its code.
 */
const recordsVersionSql = (column: JurisdictionColumn) => `SELECT coalesce(sum(r.version), 0)::text AS v
  FROM fto_record_versions r WHERE r.cycle_id = $1 AND r.level = $2 ${column ? `AND r.${column} = $3` : ''}`;

/** The SQL of the verification records (fto_verifications, fto_record_versions). */
@Injectable()
export class VerificationRecordsRepository {
  constructor(@InjectRepository(FtoVerification) private readonly records: Repository<FtoVerification>) {}

  /**
   * Current records of a level in a cycle for the given works: only the columns the lists show (a
   * record's answers and material rows are large and not needed here).
   */
  currentRecordSummaries(cycleId: number, level: number, workCodes: string[]): Promise<CurrentRecordRow[]> {
    return this.records.query(
      `SELECT v.id, v.work_code, v.status, v.role_name, v.user_name, v.submitted_at,
              (SELECT r."Role_name_kn" FROM roles r WHERE r.id = v.role_id) AS role_name_kn,
              ${RECOMMENDATION_SQL} AS recommendation, ${REASON_SQL} AS reason
         FROM fto_verifications v
        WHERE v.cycle_id = $1 AND v.level = $2 AND v.superseded_at IS NULL AND v.work_code = ANY($3)`,
      [cycleId, level, workCodes],
    );
  }

  /** The version of a level's records in the cycle of a jurisdiction (recordsVersionSql; `place`: its code, when a district or taluk). */
  async recordsVersion(cycleId: number, level: number, column: JurisdictionColumn, place: string | null): Promise<string> {
    // Named (prepared): asked on every summary and works list, planned once per connection.
    const [row] = await queryPrepared<{ v: string }>(this.records.manager.connection, recordsVersionSql(column), [
      cycleId,
      level,
      ...(column ? [place] : []),
    ]);
    return row.v;
  }

  /** The status and reason of a level's current records in the cycle, of a jurisdiction (`place`: its code, when a district or taluk). */
  currentRecordStatuses(cycleId: number, level: number, column: JurisdictionColumn, place: string | null): Promise<RecordStatusRow[]> {
    return this.records.query<RecordStatusRow[]>(
      `SELECT v.work_code, v.status, ${REASON_SQL} AS reason FROM fto_verifications v
        WHERE v.cycle_id = $1 AND v.level = $2 AND v.superseded_at IS NULL ${column ? `AND v.${column} = $3` : ''}`,
      [cycleId, level, ...(column ? [place] : [])],
    );
  }

  /** The current record of a work at a level of the cycle, or null. */
  currentRecord(cycleId: number, level: number, workCode: string): Promise<FtoVerification | null> {
    return this.records.findOne({ where: { cycle_id: cycleId, level, work_code: workCode, superseded_at: IsNull() } });
  }

  /** The work's current records of the cycle at every level, lowest level first (its file on paper). */
  currentRecordsOfWork(cycleId: number, workCode: string): Promise<WorkFileRecordRow[]> {
    return this.records.query(
      `SELECT v.id, v.level, v.status, v.role_name, v.user_name, v.submitted_at, v.check_list, v.material, v.site_details,
              (SELECT r."Role_name_kn" FROM roles r WHERE r.id = v.role_id) AS role_name_kn
         FROM fto_verifications v
        WHERE v.cycle_id = $1 AND v.work_code = $2 AND v.superseded_at IS NULL
        ORDER BY v.level`,
      [cycleId, workCode],
    );
  }

  /** The work's records of the cycle at every level but `level` (current or superseded), by level and id. */
  otherLevelRecords(em: EntityManager, cycleId: number, workCode: string, level: number): Promise<OtherLevelRecordRow[]> {
    return em.query(
      'SELECT level, user_id, superseded_at IS NULL AS current FROM fto_verifications WHERE cycle_id = $1 AND work_code = $2 AND level <> $3 ORDER BY level, id',
      [cycleId, workCode, level],
    );
  }

  /** The id of the work's current record at a level of the cycle, or null. */
  async currentRecordId(em: EntityManager, cycleId: number, level: number, workCode: string): Promise<number | null> {
    const rows: { id: number }[] = await em.query(
      'SELECT id FROM fto_verifications WHERE cycle_id = $1 AND level = $2 AND work_code = $3 AND superseded_at IS NULL',
      [cycleId, level, workCode],
    );
    return rows[0]?.id ?? null;
  }

  /** Takes the work's lock in the cycle (every level of the work takes it), held until the caller's transaction ends. */
  async lockWork(em: EntityManager, cycleId: number, workCode: string): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fto-verification:${cycleId}:${workCode}`]);
  }

  /** The current record of a work at a level of the cycle, read in the caller's transaction; or null. */
  currentRecordIn(em: EntityManager, cycleId: number, level: number, workCode: string): Promise<FtoVerification | null> {
    return em.getRepository(FtoVerification).findOne({
      where: { cycle_id: cycleId, level, work_code: workCode, superseded_at: IsNull() },
    });
  }

  /** Marks a record superseded at `at`, in the caller's transaction. */
  async supersede(em: EntityManager, id: number, at: Date): Promise<void> {
    await em.getRepository(FtoVerification).update({ id }, { superseded_at: at });
  }

  /** Writes a new record in the caller's transaction. */
  insertRecord(em: EntityManager, record: Partial<FtoVerification>): Promise<FtoVerification> {
    return em.getRepository(FtoVerification).save(em.getRepository(FtoVerification).create(record));
  }
}
