import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { PrincipalRole } from '../common/auth/principal.js';
import { narrowToScope } from '../common/auth/report-filter.js';
import { scopeOfRole, type Scope } from '../common/auth/scope.js';
import { csvMinutes, csvStream } from '../common/csv/csv-writer.js';
import { ApiError } from '../common/http/api-error.js';
import { format, msg, type Language, type MessageCode } from '../common/messages/index.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { EVIDENCE_FLAGS, type EvidenceFlag } from './entities/evidence-file.entity.js';
import { EvidenceService } from './evidence.service.js';
import type { RecordEvidence } from './evidence.types.js';
import {
  EvidenceReportRepository,
  type EvidenceWorkRow,
  type FlagCounts,
  type ReportFilter,
  type TalukEvidenceFigures,
} from './repositories/evidence-report.repository.js';
import { Clock } from '../common/time/clock.js';
import { chosenCycle, reportCycles, resolveReportCycle } from '../schedules/report-cycles.js';

/** A taluk's figures of a cycle, each flag's count under `counts`. */
export interface EvidenceReportRow extends TalukEvidenceFigures {
  counts: FlagCounts;
}

export interface EvidenceReport {
  cycles: { id: number; name: string }[];
  cycle_id: number | null;
  rows: EvidenceReportRow[];
  totals: { works: number; flagged_works: number; photos: number; flagged_photos: number; counts: FlagCounts };
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

/** The CSV's flag column labels, in EVIDENCE_FLAGS order. */
const FLAG_LABELS: Record<EvidenceFlag, MessageCode> = {
  'no-location': 'EVIDENCE_FLAG_NO_LOCATION',
  'far-from-work': 'EVIDENCE_FLAG_FAR_FROM_WORK',
  'old-photo': 'EVIDENCE_FLAG_OLD_PHOTO',
  'reused-photo': 'EVIDENCE_FLAG_REUSED_PHOTO',
  'time-mismatch': 'EVIDENCE_FLAG_TIME_MISMATCH',
  future: 'EVIDENCE_FLAG_FUTURE',
};

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
    private readonly reports: EvidenceReportRepository,
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
    const found = await this.reports.talukFigures(scope, place, filter, cycleId);
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
    const rows = await this.reports.flaggedRecords(scope, place, filter, cycleId);
    return rows.map(({ district_name: _d, district_name_kn: _dk, block_name: _b, block_name_kn: _bk, ...row }) => row);
  }

  /** One work's current records in the cycle with their photos' evidence, its reference point and its panchayat's location. */
  async work(role: PrincipalRole, workCode: string, cycle?: number): Promise<EvidenceWorkMap> {
    const scope = this.scopeOf(role);
    const cycleId = await resolveReportCycle(this.dataSource, cycle, this.clock.today());
    const notFound = () => ApiError.notFound(msg('EVIDENCE_WORK_NOT_FOUND', { work: workCode }));
    if (cycleId === null) throw notFound();
    const records = await this.reports.currentRecordsOfWork(scope, cycleId, workCode);
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
    const cursor = cycleId === null ? null : await this.reports.flaggedRecordsCursor(scope, place, filter, cycleId);
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
}
