import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlaceFilter } from '../../common/auth/report-filter.js';
import { scopeSql, type Scope } from '../../common/auth/scope.js';
import { openCursor, type RowCursor } from '../../database/cursor.js';
import { EVIDENCE_FLAGS, type EvidenceFlag } from '../entities/evidence-file.entity.js';

export type FlagCounts = Record<EvidenceFlag, number>;

export interface ReportFilter {
  cycle_id?: number;
  level?: number;
  district_code?: string | null;
  block_code?: string | null;
  flag?: EvidenceFlag;
}

export interface EvidenceWorkRow {
  verification_id: number;
  work_code: string;
  work_name: string | null;
  panchayat_code: string;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
  level: number;
  user_name: string;
  submitted_at: Date;
  photos: number;
  flagged: number;
  flags: EvidenceFlag[];
  counts: Partial<FlagCounts>;
  max_distance_m: number | null;
}

/** A flagged record with the names of its places (the works list and the CSV). */
export type FlaggedRecord = EvidenceWorkRow & {
  district_name: string | null;
  district_name_kn: string | null;
  block_name: string | null;
  block_name_kn: string | null;
};

/** A taluk and its figures of a cycle. */
export interface TalukEvidenceFigures {
  district_code: string;
  district_name: string;
  district_name_kn: string | null;
  block_code: string;
  block_name: string;
  block_name_kn: string | null;
  /** Works with a current record holding photos. */
  works: number;
  flagged_works: number;
  photos: number;
  flagged_photos: number;
}

/** A taluk's figures of a cycle as the query answers them: each flag's count a column named by the flag. */
export type TalukEvidenceRow = TalukEvidenceFigures & FlagCounts;

/** A work's current record in a cycle with the names of its work and places. */
export interface WorkRecordRow {
  verification_id: number;
  level: number;
  user_name: string;
  submitted_at: Date;
  panchayat_code: string;
  work_name: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

/** Rows a works list or CSV carries at most (a state-wide list of every flagged record of a cycle). */
export const MAX_LISTED_RECORDS = 20000;

/** `sum((counts->>'flag')::int)` per flag, as columns named by the flag (the flags are the code's own constants). */
const FLAG_SUMS = EVIDENCE_FLAGS.map((f) => `coalesce(sum((er.counts->>'${f}')::int), 0)::int AS "${f}"`).join(', ');

/** The SQL of the Photo evidence report: aggregations over the current records (evidence_records) with the places' names. */
@Injectable()
export class EvidenceReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each taluk's works, photos and flags of the cycle's current records, inside the scope and the filter. */
  async talukFigures(scope: Scope, place: PlaceFilter, filter: ReportFilter, cycleId: number): Promise<TalukEvidenceRow[]> {
    const params: unknown[] = [cycleId];
    const where = this.conditions(scope, place, filter, params);
    return this.dataSource.query(
      `SELECT er.district_code, d.district_name, d.district_name_kn, er.block_code, b.block_name, b.block_name_kn,
              count(DISTINCT er.work_code) FILTER (WHERE er.photos > 0)::int AS works,
              count(DISTINCT er.work_code) FILTER (WHERE er.flagged > 0)::int AS flagged_works,
              coalesce(sum(er.photos), 0)::int AS photos,
              coalesce(sum(er.flagged), 0)::int AS flagged_photos,
              ${FLAG_SUMS}
         FROM evidence_records er
         JOIN blocks b ON b.block_code = er.block_code
         JOIN districts d ON d.district_code = er.district_code
        WHERE ${where}
        GROUP BY er.district_code, d.district_name, d.district_name_kn, er.block_code, b.block_name, b.block_name_kn
        ORDER BY d.district_name, b.block_name, er.block_code`,
      params,
    );
  }

  /** The work's current records in the cycle inside the scope, by level, with the names of the work and its places. */
  async currentRecordsOfWork(scope: Scope, cycleId: number, workCode: string): Promise<WorkRecordRow[]> {
    const params: unknown[] = [cycleId, workCode];
    return this.dataSource.query(
      `SELECT er.verification_id, er.level, er.user_name, er.submitted_at, er.panchayat_code,
              w.work_name, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
         FROM evidence_records er
         LEFT JOIN mis_works w ON w.work_code = er.work_code
         LEFT JOIN blocks b ON b.block_code = er.block_code
         LEFT JOIN panchayats p ON p.panchayat_code = er.panchayat_code
        WHERE er.current AND er.cycle_id = $1 AND er.work_code = $2
          AND ${scopeSql([scope], { district: 'er.district_code', block: 'er.block_code', panchayat: 'er.panchayat_code' }, params)}
        ORDER BY er.level`,
      params,
    );
  }

  /** The flagged current records (of one flag when given), by taluk, panchayat and work, at most MAX_LISTED_RECORDS. */
  async flaggedRecords(scope: Scope, place: PlaceFilter, filter: ReportFilter, cycleId: number): Promise<FlaggedRecord[]> {
    const { sql, params } = this.flaggedRecordsQuery(scope, place, filter, cycleId);
    return this.dataSource.query(sql, params);
  }

  /** The flagged records' statement read through a cursor (database/cursor.ts), for the CSV. */
  async flaggedRecordsCursor(scope: Scope, place: PlaceFilter, filter: ReportFilter, cycleId: number): Promise<RowCursor<FlaggedRecord>> {
    return openCursor<FlaggedRecord>(this.dataSource, this.flaggedRecordsQuery(scope, place, filter, cycleId));
  }

  /** The statement of the flagged current records (of one flag when given), by taluk, panchayat and work, at most MAX_LISTED_RECORDS. */
  private flaggedRecordsQuery(scope: Scope, place: PlaceFilter, filter: ReportFilter, cycleId: number): { sql: string; params: unknown[] } {
    const params: unknown[] = [cycleId];
    const where = [this.conditions(scope, place, filter, params), 'er.flagged > 0'];
    if (filter.flag) where.push(`$${params.push(filter.flag)}::text = ANY(er.flags)`);
    const limit = `$${params.push(MAX_LISTED_RECORDS)}`;
    const sql = `SELECT er.verification_id, er.work_code, w.work_name, er.panchayat_code, p.panchayat_name, p.panchayat_name_kn,
              er.level, er.user_name, er.submitted_at, er.photos, er.flagged, er.flags, er.counts, er.max_distance_m,
              d.district_name, d.district_name_kn, b.block_name, b.block_name_kn
         FROM evidence_records er
         LEFT JOIN mis_works w ON w.work_code = er.work_code
         LEFT JOIN panchayats p ON p.panchayat_code = er.panchayat_code
         LEFT JOIN blocks b ON b.block_code = er.block_code
         LEFT JOIN districts d ON d.district_code = er.district_code
        WHERE ${where.join(' AND ')}
        ORDER BY d.district_name, b.block_name, p.panchayat_name, er.work_code, er.level
        LIMIT ${limit}`;
    return { sql, params };
  }

  /** Current records of the cycle, the level when given, inside the scope and the place filter. */
  private conditions(scope: Scope, place: PlaceFilter, filter: ReportFilter, params: unknown[]): string {
    const parts = ['er.current', 'er.cycle_id = $1'];
    if (filter.level !== undefined) parts.push(`er.level = $${params.push(filter.level)}`);
    if (place.district_code) parts.push(`er.district_code = $${params.push(place.district_code)}`);
    if (place.block_code) parts.push(`er.block_code = $${params.push(place.block_code)}`);
    parts.push(scopeSql([scope], { district: 'er.district_code', block: 'er.block_code', panchayat: 'er.panchayat_code' }, params));
    return parts.join(' AND ');
  }
}
