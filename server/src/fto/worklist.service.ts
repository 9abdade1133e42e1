import { Injectable } from '@nestjs/common';
import type { JsonBytes } from '../common/http/json-text.js';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { Principal } from '../common/auth/principal.js';
import { isAdmin, isStateAdmin } from '../common/auth/principal.js';
import { inScope, scopeOfRole } from '../common/auth/scope.js';
import { WeightBoundedMap } from '../common/bounded-map.js';
import { ApiError } from '../common/http/api-error.js';
import { queryPreparedArrays } from '../database/prepared.js';
import type { OpenLevelContext } from '../schedules/level-context.service.js';
import { LevelContextService } from '../schedules/level-context.service.js';
import { ScraperReadService, type WorkListText } from '../scraper/scraper-read.service.js';
import type { AgencyYearCount, VerificationQuery, VerificationWork } from '../scraper/verification-reads.js';
import { FtoVerification } from './entities/verification.entity.js';
import { ok } from '../common/messages/index.js';
import { EvidenceService } from '../evidence/evidence.service.js';
import type { EvidenceFlag } from '../evidence/evidence.types.js';
import { ReconciliationService } from '../reconciliation/reconciliation.service.js';
import type { MisChanged } from '../reconciliation/reconciliation.types.js';

/** What the lists show of a verification record. */
export type RecordSummary = Pick<FtoVerification, 'id' | 'work_code' | 'status' | 'role_name' | 'user_name' | 'submitted_at'> & {
  /** "Do you recommend this work for payment?" */
  recommendation: 'Yes' | 'No';
  /** Why not (with `recommendation: 'No'`), else null. */
  reason: string | null;
};

/** A level's own record of a work as the works list closes its row: the status, and the reason when not recommended. */
interface OwnRecord {
  status: number;
  /** null: recommended for payment. */
  reason: string | null;
}

/** The SQL that reads a record's recommendation and reason out of its site details. */
const RECOMMENDATION_SQL = `CASE WHEN v.site_details->>'recommendation' = 'No' THEN 'No' ELSE 'Yes' END`;
const REASON_SQL = `CASE WHEN v.site_details->>'recommendation' = 'No' THEN coalesce(v.site_details->>'reason', '') END`;

/**
 * The version of a level's records in a cycle of a jurisdiction: the sum of its taluks' counters
 * (fto_record_versions, raised by triggers in every statement that adds, changes or removes a
 * record, a fix by hand too). Counters only go up, so any change moves the sum. `$4`, when the
 * jurisdiction is a district or a taluk, is its code.
 */
const recordsVersionSql = (column: 'district_code' | 'block_code' | null) => `SELECT coalesce(sum(r.version), 0)::text AS v
  FROM fto_record_versions r WHERE r.cycle_id = $1 AND r.level = $2 ${column ? `AND r.${column} = $4` : ''}`;

/** How many records (work codes) the kept jurisdictions hold in all per process: a taluk holds a few thousand a level. */
const RECORDS_KEPT = 300_000;

/** A level's current records of a jurisdiction as kept, with the version they were read at. */
interface KeptRecords {
  version: string;
  statuses: ReadonlyMap<string, OwnRecord>;
  /** Their work codes, sorted (the draw's `keep` or `among`). */
  codes: string[];
}

/** One record object per status for the recommended works (most of them), shared. */
const RECOMMENDED = new Map<number, OwnRecord>();
function recommended(status: number): OwnRecord {
  let own = RECOMMENDED.get(status);
  if (!own) {
    own = Object.freeze({ status, reason: null });
    if (RECOMMENDED.size < 64) RECOMMENDED.set(status, own);
  }
  return own;
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

const LIST_OPEN = Buffer.from(`${JSON.stringify(ok()).slice(0, -1)},"works":[`);
const LIST_CLOSE = Buffer.from(']}');
const COMMA = Buffer.from(',');
const FILLED_CLOSES = new Map<number | undefined, Buffer>();

/**
 * The end of a works list row: `,"filled":…,"filled_status":…,"filled_recommendation":…,"filled_reason":…}`
 * for the level's own record (or none). Made once per status for a recommended work; a work not
 * recommended carries its reason, written for that row.
 */
function filledClose(own: OwnRecord | undefined): Buffer {
  if (own && own.reason !== null) {
    return Buffer.from(
      `,"filled":true,"filled_status":${JSON.stringify(own.status)},"filled_recommendation":"No","filled_reason":${JSON.stringify(own.reason)}}`,
    );
  }
  const status = own?.status;
  let close = FILLED_CLOSES.get(status);
  if (!close) {
    const recommendation = own ? '"Yes"' : 'null';
    close = Buffer.from(
      `,"filled":${own !== undefined},"filled_status":${JSON.stringify(status ?? null)},"filled_recommendation":${recommendation},"filled_reason":null}`,
    );
    if (FILLED_CLOSES.size < 64) FILLED_CLOSES.set(status, close);
  }
  return close;
}

/**
 * Which works an officer verifies (docs/fto-verification.md "Who verifies what"): the works of
 * the role's agencies and the cycle's financial years inside its jurisdiction, sampled per level.
 */
@Injectable()
export class WorklistService {
  constructor(
    @InjectRepository(FtoVerification) private readonly records: Repository<FtoVerification>,
    private readonly mirror: ScraperReadService,
    private readonly levels: LevelContextService,
    private readonly evidence: EvidenceService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  /** Each jurisdiction's current records of a level in a cycle, by `cycle:level:scope` (recordStatuses). */
  private readonly keptRecords = new WeightBoundedMap<string, KeptRecords>(RECORDS_KEPT, (records) => records.codes.length);
  /**
   * The last answer written for each works list the mirror keeps (its rows' object, alive while
   * kept: ScraperReadService.worksList), with the records it was written with (worksJson).
   */
  private readonly answers = new WeakMap<WorkListText[], { statuses: ReadonlyMap<string, OwnRecord>; answer: Buffer }>();

  /**
   * Current records of a level in a cycle for the given works, by work code: only the columns the
   * lists show (a record's answers and material rows are large and not needed here).
   */
  async currentRecords(cycleId: number, level: number, workCodes: string[]): Promise<Map<string, RecordSummary>> {
    if (workCodes.length === 0) return new Map();
    const rows: RecordSummary[] = await this.records.query(
      `SELECT v.id, v.work_code, v.status, v.role_name, v.user_name, v.submitted_at,
              ${RECOMMENDATION_SQL} AS recommendation, ${REASON_SQL} AS reason
         FROM fto_verifications v
        WHERE v.cycle_id = $1 AND v.level = $2 AND v.superseded_at IS NULL AND v.work_code = ANY($3)`,
      [cycleId, level, workCodes],
    );
    return new Map(rows.map((r) => [r.work_code, r]));
  }

  /**
   * Works with a current record of a level in a cycle that can lie inside the role's
   * jurisdiction. A work's district and block follow from its code, so records are narrowed by
   * those (a GP role by its block: a taluk-level work may be listed by another panchayat of the
   * block); the sampling query keeps only those of the role's works. At state scale a cycle
   * holds lakhs of records, of which a taluk holds a few thousand.
   *
   * Kept per process by the records' version (KeptRecords): each call reads only the version,
   * and the records with it, in one statement (one snapshot), when the version is not the kept
   * one. A change to the records is seen on the next call.
   */
  private async recordStatuses(ctx: OpenLevelContext, level: number): Promise<KeptRecords> {
    const scope = scopeOfRole(ctx.role);
    // The jurisdiction's column and code in both tables: a district, a taluk, or none (the state).
    let column: 'district_code' | 'block_code' | null = null;
    let place: string | null = null;
    if (scope.level === 'ZP') {
      column = 'district_code';
      place = scope.district_code;
    } else if (scope.level === 'TP' || scope.level === 'GP') {
      column = 'block_code';
      place = scope.block_code;
    }
    const where = column ? `AND v.${column} = $4` : '';
    const key = `${ctx.cycle.id}:${level}:${column ? `${column}:${place}` : 'state'}`;
    const kept = this.keptRecords.get(key);
    const params: unknown[] = [ctx.cycle.id, level, kept?.version ?? null];
    if (column) params.push(place);
    // Named (prepared) and read as arrays: a taluk's records run to thousands, where building
    // the query and an object per row cost more than the read.
    const rows = await queryPreparedArrays<[string | null, string | null, number | null, string | null]>(
      this.records.manager.connection,
      `WITH version AS (${recordsVersionSql(column)})
       SELECT version.v, NULL::text, NULL::int, NULL::text FROM version
       UNION ALL
       SELECT NULL, v.work_code, v.status, ${REASON_SQL} FROM fto_verifications v
        WHERE (SELECT version.v FROM version) IS DISTINCT FROM $3::text
          AND v.cycle_id = $1 AND v.level = $2 AND v.superseded_at IS NULL ${where}`,
      params,
    );
    const version = rows.find((r) => r[0] !== null)![0]!;
    if (kept && kept.version === version) return kept;
    const statuses = new Map<string, OwnRecord>();
    for (const [v, code, status, reason] of rows) {
      if (v !== null) continue;
      statuses.set(code!, reason === null ? recommended(status!) : { status: status!, reason });
    }
    const fresh: KeptRecords = { version, statuses, codes: [...statuses.keys()].sort() };
    this.keptRecords.set(key, fresh);
    return fresh;
  }

  /** The sampling query of a context (level n > 1 draws among the level below's submissions). */
  private async query(ctx: OpenLevelContext): Promise<VerificationQuery> {
    return (await this.queryAndStatuses(ctx)).query;
  }

  /** The sampling query, and the status of each of the level's own current records by work code. */
  private async queryAndStatuses(ctx: OpenLevelContext): Promise<{ query: VerificationQuery; statuses: ReadonlyMap<string, OwnRecord> }> {
    const [statuses, below] = await Promise.all([
      this.recordStatuses(ctx, ctx.level),
      ctx.level > 1 ? this.recordStatuses(ctx, ctx.level - 1) : Promise.resolve(undefined),
    ]);
    const keep = statuses.codes;
    const among = below?.codes;
    const query: VerificationQuery = {
      scopes: [scopeOfRole(ctx.role)],
      agencies: ctx.agencies,
      finYears: ctx.cycle.financial_year,
      seed: `${ctx.cycle.id}:${ctx.level}:`,
      percentage: ctx.percentage,
      among,
      keep,
    };
    return { query, statuses: statuses.statuses };
  }

  /** Level 1 summary (spec 2 §2 Level 1 works summary). */
  async summary(ctx: OpenLevelContext): Promise<AgencyYearCount[]> {
    return this.mirror.verificationSummary(await this.query(ctx));
  }

  /**
   * The works list of one agency and year (level 1; spec 2 §2 Works list) as the answer's JSON
   * (UTF-8): each work, kept as text by ScraperReadService.worksList, closed with whether this
   * level filed it and that record's status, read now (the level's own records, read for the
   * draw anyway). `{success, works}` as serialising the rows would write it, byte for byte.
   * The answer is written once for a kept list and kept records (both kept by their versions, so
   * either changing gives a new object and a new answer) and sent again while both are the same.
   */
  async worksJson(ctx: OpenLevelContext, agency: string, year: string): Promise<JsonBytes<WorksListAnswer>> {
    const { query, statuses } = await this.queryAndStatuses(ctx);
    const works = await this.mirror.worksList({ ...query, agency, year });
    const written = this.answers.get(works);
    if (written?.statuses === statuses) return written.answer;
    const parts: Buffer[] = [LIST_OPEN];
    works.forEach(({ work_code, open }, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(open, filledClose(statuses.get(work_code)));
    });
    parts.push(LIST_CLOSE);
    const answer = Buffer.concat(parts);
    this.answers.set(works, { statuses, answer });
    return answer;
  }

  /** Level 2+ list: the drawn works submitted at the level below, with that record's result. */
  async lowerLevelList(ctx: OpenLevelContext): Promise<LowerLevelRow[]> {
    const works = await this.mirror.verificationWorks(await this.query(ctx));
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
    const [work] = await this.mirror.verificationWorks({ ...(await this.query(ctx)), workCodes: [code] });
    if (work) return work;
    if (!(await this.mirror.work(code))) throw ApiError.notFound('WORK_NOT_FOUND');
    throw ApiError.forbidden('WORK_NOT_IN_LIST');
  }

  /**
   * Whether a user may see a work's files: a STATE ADMIN, or an officer with a role mapped for
   * the work's agency (at any level) whose jurisdiction holds the work, or a ZP/TP administrator
   * whose jurisdiction holds it (the Photo evidence report shows them the work's photos).
   */
  async maySeeWork(principal: Principal, workCode: string): Promise<boolean> {
    if (isStateAdmin(principal)) return true;
    const work = await this.mirror.work(workCode);
    if (!work) return false;
    const admin = isAdmin(principal);
    for (const role of principal.roles) {
      if (!inScope(scopeOfRole(role), work)) continue;
      if (admin) return true;
      if ((await this.levels.agenciesOfRole(role.role_id)).includes(work.agency_name)) return true;
    }
    return false;
  }

  /** A verification record by id (used when the record itself is asked for). */
  findCurrent(cycleId: number, level: number, workCode: string): Promise<FtoVerification | null> {
    return this.records.findOne({ where: { cycle_id: cycleId, level, work_code: workCode, superseded_at: IsNull() } });
  }
}
