import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { PrincipalRole } from '../common/auth/principal.js';
import { narrowToScope, type PlaceFilter } from '../common/auth/report-filter.js';
import { scopeOfRole, scopeSql, type Scope } from '../common/auth/scope.js';
import { csvMinutes, csvStream } from '../common/csv/csv-writer.js';
import { ApiError } from '../common/http/api-error.js';
import { format, msg, type Language, type MessageCode } from '../common/messages/index.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { openCursor } from '../database/cursor.js';
import { EVIDENCE_FLAGS, type EvidenceFlag } from './entities/evidence-file.entity.js';
import { EvidenceService } from './evidence.service.js';
import type { RecordEvidence } from './evidence.types.js';
import { Clock } from '../common/time/clock.js';
import { chosenCycle, reportCycles, resolveReportCycle } from '../schedules/report-cycles.js';

export type FlagCounts = Record<EvidenceFlag, number>;

export interface EvidenceReportRow {
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
  counts: FlagCounts;
}

export interface EvidenceReport {
  cycles: { id: number; name: string }[];
  cycle_id: number | null;
  rows: EvidenceReportRow[];
  totals: { works: number; flagged_works: number; photos: number; flagged_photos: number; counts: FlagCounts };
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

export interface EvidenceWorkMap {
  work: {
    work_code: string;
    work_name: string | null;
    block_name: string | null;
    block_name_kn: string | null;
    panchayat_name: string | null;
    panchayat_name_kn: string | null;
  };
  reference: { latitude: number; longitude: number; source: 'mis' | 'level1-photo' } | null;
  panchayat: { latitude: number; longitude: number } | null;
  records: { verification_id: number; level: number; user_name: string; submitted_at: Date; evidence: RecordEvidence }[];
}

export interface ReportFilter {
  cycle_id?: number;
  level?: number;
  district_code?: string | null;
  block_code?: string | null;
  flag?: EvidenceFlag;
}

/** Rows a works list or CSV carries at most (a state-wide list of every flagged record of a cycle). */
export const MAX_LISTED_RECORDS = 20000;

/** A flagged record with the names of its places (the works list and the CSV). */
type FlaggedRecord = EvidenceWorkRow & {
  district_name: string | null;
  district_name_kn: string | null;
  block_name: string | null;
  block_name_kn: string | null;
};

/** The CSV's flag column labels, in EVIDENCE_FLAGS order. */
const FLAG_LABELS: Record<EvidenceFlag, MessageCode> = {
  'no-location': 'EVIDENCE_FLAG_NO_LOCATION',
  'far-from-work': 'EVIDENCE_FLAG_FAR_FROM_WORK',
  'old-photo': 'EVIDENCE_FLAG_OLD_PHOTO',
  'reused-photo': 'EVIDENCE_FLAG_REUSED_PHOTO',
  'time-mismatch': 'EVIDENCE_FLAG_TIME_MISMATCH',
  future: 'EVIDENCE_FLAG_FUTURE',
};

/** `sum((counts->>'flag')::int)` per flag, as columns named by the flag (the flags are the code's own constants). */
const FLAG_SUMS = EVIDENCE_FLAGS.map((f) => `coalesce(sum((er.counts->>'${f}')::int), 0)::int AS "${f}"`).join(', ');

const zeroCounts = (): FlagCounts => Object.fromEntries(EVIDENCE_FLAGS.map((f) => [f, 0])) as FlagCounts;

/**
 * The Photo evidence report (issue 27) for STATE, ZP and TP administrators, scoped by the verified
 * current role: flagged works per taluk of a cycle, the flagged records, one work's photos for the
 * map, and the CSV of the flagged records. Each answer is one aggregation over the current
 * records (evidence_records, written with each verification record), names from the location
 * master and the MIS mirror.
 */
@Injectable()
export class EvidenceReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly evidence: EvidenceService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The role's scope; only STATE, ZP and TP roles read the report (ADMIN permission is checked by the route). */
  scopeOf(role: PrincipalRole): Scope {
    const scope = scopeOfRole(role);
    if (scope.level === 'GP') throw ApiError.forbidden('EVIDENCE_REPORT_NOT_ALLOWED');
    return scope;
  }

  async report(role: PrincipalRole, filter: ReportFilter): Promise<EvidenceReport> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    const choice = await reportCycles(this.dataSource, this.clock.today());
    const { cycles } = choice;
    const cycleId = chosenCycle(choice, filter.cycle_id);
    const totals = { works: 0, flagged_works: 0, photos: 0, flagged_photos: 0, counts: zeroCounts() };
    if (cycleId === null) return { cycles, cycle_id: null, rows: [], totals };
    const params: unknown[] = [cycleId];
    const where = this.conditions(scope, place, filter, params);
    const found: (Omit<EvidenceReportRow, 'counts'> & FlagCounts)[] = await this.dataSource.query(
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
    const rows = found.map((r) => {
      const counts = zeroCounts();
      for (const f of EVIDENCE_FLAGS) {
        counts[f] = r[f];
        totals.counts[f] += r[f];
      }
      const row: EvidenceReportRow = {
        district_code: r.district_code,
        district_name: r.district_name,
        district_name_kn: r.district_name_kn,
        block_code: r.block_code,
        block_name: r.block_name,
        block_name_kn: r.block_name_kn,
        works: r.works,
        flagged_works: r.flagged_works,
        photos: r.photos,
        flagged_photos: r.flagged_photos,
        counts,
      };
      // A work lies in one taluk, so the taluks' distinct counts add up.
      totals.works += row.works;
      totals.flagged_works += row.flagged_works;
      totals.photos += row.photos;
      totals.flagged_photos += row.flagged_photos;
      return row;
    });
    return { cycles, cycle_id: cycleId, rows, totals };
  }

  /** The current records with flags (of one flag when given), by taluk, panchayat and work. */
  async works(role: PrincipalRole, filter: ReportFilter): Promise<EvidenceWorkRow[]> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    const cycleId = await resolveReportCycle(this.dataSource, filter.cycle_id, this.clock.today());
    if (cycleId === null) return [];
    const rows = await this.flaggedRecords(scope, place, filter, cycleId);
    return rows.map(({ district_name: _d, district_name_kn: _dk, block_name: _b, block_name_kn: _bk, ...row }) => row);
  }

  /** One work's current records in the cycle with their photos' evidence, its reference point and its panchayat's location. */
  async work(role: PrincipalRole, workCode: string, cycle?: number): Promise<EvidenceWorkMap> {
    const scope = this.scopeOf(role);
    const cycleId = await resolveReportCycle(this.dataSource, cycle, this.clock.today());
    const notFound = () => ApiError.notFound(msg('EVIDENCE_WORK_NOT_FOUND', { work: workCode }));
    if (cycleId === null) throw notFound();
    const params: unknown[] = [cycleId, workCode];
    const records: {
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
    }[] = await this.dataSource.query(
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
    if (records.length === 0) throw notFound();
    const first = records[0];
    const [reference, panchayat, evidence] = await Promise.all([
      this.evidence.referencePoint(null, cycleId, workCode),
      this.evidence.gpLocation(first.panchayat_code),
      Promise.all(records.map((r) => this.evidence.ofRecord(r.verification_id))),
    ]);
    return {
      work: {
        work_code: workCode,
        work_name: first.work_name,
        block_name: first.block_name,
        block_name_kn: first.block_name_kn,
        panchayat_name: first.panchayat_name,
        panchayat_name_kn: first.panchayat_name_kn,
      },
      reference,
      panchayat,
      records: records.flatMap((r, i) => {
        const e = evidence[i];
        return e
          ? [{ verification_id: r.verification_id, level: r.level, user_name: r.user_name, submitted_at: r.submitted_at, evidence: e }]
          : [];
      }),
    };
  }

  /**
   * The flagged records as CSV (UTF-8 BOM first), headers and place names in the caller's
   * language: the works list's statement read through a cursor as the download goes
   * (csvStream over openCursor), at most MAX_LISTED_RECORDS rows.
   */
  async csv(role: PrincipalRole, filter: ReportFilter, language: Language): Promise<{ stream: Readable; cycleId: number | null }> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    const cycleId = await resolveReportCycle(this.dataSource, filter.cycle_id, this.clock.today());
    const flagged = cycleId === null ? null : this.flaggedRecordsQuery(scope, place, filter, cycleId);
    const cursor = flagged && (await openCursor<FlaggedRecord>(this.dataSource, flagged));
    const label = (code: MessageCode) => format(code, language);
    const header = [
      label('EVIDENCE_CSV_DISTRICT'),
      label('EVIDENCE_CSV_BLOCK'),
      label('EVIDENCE_CSV_PANCHAYAT'),
      label('EVIDENCE_CSV_WORK_CODE'),
      label('EVIDENCE_CSV_WORK_NAME'),
      label('EVIDENCE_CSV_LEVEL'),
      label('EVIDENCE_CSV_OFFICER'),
      label('EVIDENCE_CSV_SUBMITTED_AT'),
      label('EVIDENCE_CSV_PHOTOS'),
      label('EVIDENCE_CSV_FLAGGED_PHOTOS'),
      ...EVIDENCE_FLAGS.map((f) => label(FLAG_LABELS[f])),
      label('EVIDENCE_CSV_MAX_DISTANCE'),
    ];
    const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
    const when = csvMinutes(this.config.timeZone);
    const stream = csvStream(header, {
      next: async () => {
        const rows = cursor ? await cursor.next() : [];
        if (rows.length === 0) return null;
        return rows.map((r) => [
          name(r.district_name, r.district_name_kn),
          name(r.block_name, r.block_name_kn),
          name(r.panchayat_name, r.panchayat_name_kn),
          r.work_code,
          r.work_name ?? '',
          r.level,
          r.user_name,
          when(new Date(r.submitted_at)),
          r.photos,
          r.flagged,
          ...EVIDENCE_FLAGS.map((f) => r.counts[f] ?? 0),
          r.max_distance_m ?? '',
        ]);
      },
      close: async () => cursor?.close(),
    });
    return { stream, cycleId };
  }

  private async flaggedRecords(scope: Scope, place: PlaceFilter, filter: ReportFilter, cycleId: number): Promise<FlaggedRecord[]> {
    const { sql, params } = this.flaggedRecordsQuery(scope, place, filter, cycleId);
    return this.dataSource.query(sql, params);
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
