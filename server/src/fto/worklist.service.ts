import { Injectable } from '@nestjs/common';
import type { JsonBytes } from '../common/http/json-text.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { isAdmin, isStateAdmin } from '../common/auth/principal.js';
import { inScope, scopeOfRole } from '../common/auth/scope.js';
import { WeightBoundedMap } from '../common/bounded-map.js';
import { ApiError } from '../common/http/api-error.js';
import type { OpenLevelContext } from '../schedules/level-context.service.js';
import { LevelContextService } from '../schedules/level-context.service.js';
import { ScraperReadService } from '../scraper/scraper-read.service.js';
import type { AgencyYearCount, VerificationQuery, VerificationWork } from '../scraper/verification-reads.js';
import type { FtoVerification } from './entities/verification.entity.js';
import { VerificationRecordsRepository, type CurrentRecordRow } from './repositories/verification-records.repository.js';
import { ok } from '../common/messages/index.js';
import { EvidenceService } from '../evidence/evidence.service.js';
import type { EvidenceFlag } from '../evidence/evidence.types.js';
import { ReconciliationService } from '../reconciliation/reconciliation.service.js';
import type { MisChanged } from '../reconciliation/reconciliation.types.js';

/** What the lists show of a verification record. */
export type RecordSummary = CurrentRecordRow;

/** A level's own record of a work as the works list closes its row: the status, and the reason when not recommended. */
interface OwnRecord {
  status: number;
  /** null: recommended for payment. */
  reason: string | null;
}

/**
 * How much the kept level 1 summaries and works lists weigh in all per process (bytes of their
 * answers; a summary counts as 2 KB): a taluk's works list of one agency and year is about
 * 0.75 MB, so about eighty lists.
 */
const DRAWS_KEPT = 64 * 2 ** 20;
const SUMMARY_WEIGHT = 2048;

/** A level 1 summary or works list answer, with the versions of the works and records it was drawn from. */
interface KeptDraw {
  version: string;
  value: AgencyYearCount[] | Buffer;
}

/** A level 2+ list row (spec 2 §3 Level 2+ work row): a work submitted at the level below. */
export interface LowerLevelRow {
  id: number;
  work_code: string;
  work_name: string;
  agency_name: string;
  agency_name_kn: string | null;
  block_name: string;
  block_name_kn: string | null;
  panchayat_name: string;
  panchayat_name_kn: string | null;
  status: number;
  /** The level below's answer to "Do you recommend this work for payment?", and why not. */
  recommendation: 'Yes' | 'No';
  reason: string | null;
  submitted_by: string;
  /** The submitting role's Kannada name (issue 43 item 6), null when the role has none. */
  submitted_by_kn: string | null;
  submitted_by_name: string;
  submitted_at: Date;
  filled: boolean;
  filled_status: number | null;
  filled_recommendation: 'Yes' | 'No' | null;
  filled_reason: string | null;
  /** The photo evidence flags of the level below's record (issue 27), its photos and how many carry a flag. */
  evidence_flags: EvidenceFlag[];
  evidence_flagged: number;
  evidence_photos: number;
  /** What the MIS changed of the work after the level below's record was submitted (issue 29), or null. */
  mis_changed: MisChanged | null;
}

/** One row of the level 1 works list (spec 2 §2): the work's figures, and whether this level filed it. */
export type WorksListRow = VerificationWork & Pick<LowerLevelRow, 'filled' | 'filled_status' | 'filled_recommendation' | 'filled_reason'>;

/** POST /api/filever/getworkData2, as worksJson writes it. */
export type WorksListAnswer = ReturnType<typeof ok> & { works: WorksListRow[] };

/**
 * Which works an officer verifies (docs/fto-verification.md "Who verifies what"): the works of
 * the role's agencies and the cycle's financial years inside its jurisdiction, sampled per level.
 */
@Injectable()
export class WorklistService {
  constructor(
    private readonly records: VerificationRecordsRepository,
    private readonly mirror: ScraperReadService,
    private readonly levels: LevelContextService,
    private readonly evidence: EvidenceService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  /**
   * The level 1 summaries and works list answers by query, each with the version of the
   * jurisdiction's works and of the level's (and the level below's) records it was drawn from
   * (versions): the draw ranks every work of the jurisdiction (about a second at state scale).
   */
  private readonly draws = new WeightBoundedMap<string, KeptDraw>(DRAWS_KEPT, (kept) =>
    Buffer.isBuffer(kept.value) ? kept.value.length : SUMMARY_WEIGHT,
  );

  /**
   * Current records of a level in a cycle for the given works, by work code: only the columns the
   * lists show (a record's answers and material rows are large and not needed here).
   */
  async currentRecords(cycleId: number, level: number, workCodes: string[]): Promise<Map<string, RecordSummary>> {
    if (workCodes.length === 0) return new Map();
    const rows: RecordSummary[] = await this.records.currentRecordSummaries(cycleId, level, workCodes);
    return new Map(rows.map((r) => [r.work_code, r]));
  }

  /** The column and code of a role's jurisdiction in the records' tables: a district, a taluk, or none (the state). */
  private jurisdiction(ctx: OpenLevelContext): { column: 'district_code' | 'block_code' | null; place: string | null } {
    const scope = scopeOfRole(ctx.role);
    if (scope.level === 'ZP') return { column: 'district_code', place: scope.district_code };
    if (scope.level === 'TP' || scope.level === 'GP') return { column: 'block_code', place: scope.block_code };
    return { column: null, place: null };
  }

  /** The version of a level's current records of the role's jurisdiction in the cycle (VerificationRecordsRepository.recordsVersion). */
  private async recordsVersion(ctx: OpenLevelContext, level: number): Promise<string> {
    const { column, place } = this.jurisdiction(ctx);
    return this.records.recordsVersion(ctx.cycle.id, level, column, place);
  }

  /**
   * A level's current records of works that can lie inside the role's jurisdiction, by work code:
   * the status, and the reason when not recommended. A work's district and block follow from its
   * code, so records are narrowed by those (a GP role by its block: a taluk-level work may be
   * listed by another panchayat of the block); the sampling query keeps only those of the role's
   * works. At state scale a cycle holds lakhs of records, of which a taluk holds a few thousand.
   */
  private async recordStatuses(ctx: OpenLevelContext, level: number): Promise<Map<string, OwnRecord>> {
    const { column, place } = this.jurisdiction(ctx);
    const rows = await this.records.currentRecordStatuses(ctx.cycle.id, level, column, place);
    return new Map(rows.map((r) => [r.work_code, { status: r.status, reason: r.reason }]));
  }

  /** The sampling query of a context, without the works the draw keeps or draws among (the records'). */
  private baseQuery(ctx: OpenLevelContext): VerificationQuery {
    return {
      scopes: [scopeOfRole(ctx.role)],
      agencies: ctx.agencies,
      finYears: ctx.cycle.financial_year,
      seed: `${ctx.cycle.id}:${ctx.level}:`,
      percentage: ctx.percentage,
    };
  }

  /** The sampling query of a context (level n > 1 draws among the level below's submissions). */
  private async samplingQuery(ctx: OpenLevelContext): Promise<VerificationQuery> {
    return (await this.queryAndStatuses(ctx)).query;
  }

  /** The sampling query, and the status of each of the level's own current records by work code. */
  private async queryAndStatuses(ctx: OpenLevelContext): Promise<{ query: VerificationQuery; statuses: ReadonlyMap<string, OwnRecord> }> {
    const [statuses, below] = await Promise.all([
      this.recordStatuses(ctx, ctx.level),
      ctx.level > 1 ? this.recordStatuses(ctx, ctx.level - 1) : Promise.resolve(undefined),
    ]);
    const keep = [...statuses.keys()].sort();
    const among = below && [...below.keys()].sort();
    return { query: { ...this.baseQuery(ctx), among, keep }, statuses };
  }

  /**
   * What a kept draw of a context depends on: the jurisdiction's works (`what`: 'register' also
   * its work registers; ScraperReadService.worksVersion), the level's own records (the works it
   * keeps, and their status in the works list) and, above level 1, the level below's (the works it
   * draws among). Read before the draw, so a kept answer is never older than its version.
   */
  private async versions(ctx: OpenLevelContext, what: 'works' | 'register'): Promise<string> {
    const versions = await Promise.all([
      this.mirror.worksVersion([scopeOfRole(ctx.role)], what),
      this.recordsVersion(ctx, ctx.level),
      ctx.level > 1 ? this.recordsVersion(ctx, ctx.level - 1) : '',
    ]);
    return versions.join('/');
  }

  /**
   * Level 1 summary (spec 2 §2 Level 1 works summary): kept per query while the jurisdiction's
   * works and the level's records are the same (versions); a change is seen on the next call.
   */
  async summary(ctx: OpenLevelContext): Promise<AgencyYearCount[]> {
    const key = `summary:${JSON.stringify(this.baseQuery(ctx))}`;
    const version = await this.versions(ctx, 'works');
    const kept = this.draws.get(key);
    let rows = kept?.version === version ? (kept.value as AgencyYearCount[]) : undefined;
    if (!rows) {
      rows = await this.mirror.verificationSummary(await this.samplingQuery(ctx));
      this.draws.set(key, { version, value: rows });
    }
    return rows.map((r) => ({ ...r }));
  }

  /**
   * The works list of one agency and year (level 1; spec 2 §2 Works list) as the answer's JSON
   * (UTF-8): `{success, works}`, each work with whether this level filed it and that record's
   * status and recommendation. Kept per query while the jurisdiction's works and registers and
   * the level's records are the same (versions): the same Buffer is sent again, so its compressed
   * copies (KeptAnswerInterceptor) are made once; a change gives a new answer on the next call.
   */
  async worksJson(ctx: OpenLevelContext, agency: string, year: string): Promise<JsonBytes<WorksListAnswer>> {
    const key = `list:${JSON.stringify({ ...this.baseQuery(ctx), agency, year })}`;
    const version = await this.versions(ctx, 'register');
    const kept = this.draws.get(key);
    if (kept?.version === version) return kept.value as Buffer;
    const { query, statuses } = await this.queryAndStatuses(ctx);
    const works = await this.mirror.verificationWorks({ ...query, agency, year });
    const answer: WorksListAnswer = {
      ...ok(),
      works: works.map((w) => {
        const own = statuses.get(w.work_code);
        return {
          ...w,
          filled: own !== undefined,
          filled_status: own?.status ?? null,
          filled_recommendation: own ? (own.reason === null ? 'Yes' : 'No') : null,
          filled_reason: own?.reason ?? null,
        };
      }),
    };
    const bytes = Buffer.from(JSON.stringify(answer));
    this.draws.set(key, { version, value: bytes });
    return bytes;
  }

  /** Level 2+ list: the drawn works submitted at the level below, with that record's result. */
  async lowerLevelList(ctx: OpenLevelContext): Promise<LowerLevelRow[]> {
    const works = await this.mirror.verificationWorks(await this.samplingQuery(ctx));
    const codes = works.map((w) => w.work_code);
    const [below, own, evidence] = await Promise.all([
      this.currentRecords(ctx.cycle.id, ctx.level - 1, codes),
      this.currentRecords(ctx.cycle.id, ctx.level, codes),
      this.evidence.flagsOf(ctx.cycle.id, ctx.level - 1, codes),
    ]);
    const changed = await this.reconciliation.changesAfter(
      [...below.values()].map((r) => ({ work_code: r.work_code, since: r.submitted_at })),
    );
    return works
      .filter((w) => below.has(w.work_code))
      .map((w) => {
        const r = below.get(w.work_code)!;
        const mine = own.get(w.work_code);
        const photos = evidence.get(w.work_code);
        return {
          id: r.id,
          work_code: w.work_code,
          work_name: w.work_name,
          agency_name: w.agency_name,
          agency_name_kn: w.agency_name_kn,
          block_name: w.block_name,
          block_name_kn: w.block_name_kn,
          panchayat_name: w.panchayat_name,
          panchayat_name_kn: w.panchayat_name_kn,
          status: r.status,
          recommendation: r.recommendation,
          reason: r.reason,
          submitted_by: r.role_name,
          submitted_by_kn: r.role_name_kn ?? null,
          submitted_by_name: r.user_name,
          submitted_at: r.submitted_at,
          filled: !!mine,
          filled_status: mine?.status ?? null,
          filled_recommendation: mine?.recommendation ?? null,
          filled_reason: mine?.reason ?? null,
          evidence_flags: photos?.flags ?? [],
          evidence_flagged: photos?.flagged ?? 0,
          evidence_photos: photos?.photos ?? 0,
          mis_changed: changed.get(w.work_code) ?? null,
        };
      });
  }

  /** A work of the officer's list, or 404 (unknown) / 403 (not in the list). */
  async requireWork(ctx: OpenLevelContext, workCode: unknown): Promise<VerificationWork> {
    if (typeof workCode !== 'string' || !workCode.trim() || workCode.length > 40) {
      throw ApiError.badRequest('WORK_CODE_REQUIRED', { workCode: 'REQUIRED' });
    }
    const code = workCode.trim();
    const [work] = await this.mirror.verificationWorks({ ...(await this.samplingQuery(ctx)), workCodes: [code] });
    if (work) return work;
    if (!(await this.mirror.work(code))) throw ApiError.notFound('WORK_NOT_FOUND');
    throw ApiError.forbidden('WORK_NOT_IN_LIST');
  }

  /**
   * Whether a user may see a work's files: a STATE ADMIN, or an officer with a role mapped for
   * the work's agency (at any level) whose jurisdiction holds the work, or a ZP/TP administrator
   * whose jurisdiction holds it (the Photo evidence report shows them the work's photos).
   * `roles`: the roles to look at (default: all of the user's; a call acting as one role names it).
   */
  async maySeeWork(principal: Principal, workCode: string, roles: readonly PrincipalRole[] = principal.roles): Promise<boolean> {
    if (isStateAdmin(principal)) return true;
    const work = await this.mirror.work(workCode);
    if (!work) return false;
    const admin = isAdmin(principal);
    for (const role of roles) {
      if (!inScope(scopeOfRole(role), work)) continue;
      if (admin) return true;
      if ((await this.levels.agenciesOfRole(role.role_id)).includes(work.agency_name)) return true;
    }
    return false;
  }

  /** A verification record by id (used when the record itself is asked for). */
  findCurrent(cycleId: number, level: number, workCode: string): Promise<FtoVerification | null> {
    return this.records.currentRecord(cycleId, level, workCode);
  }
}
