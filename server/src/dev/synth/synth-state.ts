/**
 * `synth-state`: fills a database with a synthetic Karnataka (docs/benchmarks.md "Synthetic
 * state") through the modules' own tables. It is a load tool like the migrations, so it writes
 * every module's tables directly, in bulk with COPY, rather than through the services that guard
 * them one row at a time; the few writes that carry rules (departments, the FTO role mapping, a
 * verification cycle, the level of a role) go through the services.
 *
 * Additive and idempotent: the synthetic taluks use their own codes (8xx within each district),
 * officers their own mobile numbers (68xxxxxxxx); each stage is one transaction that also writes
 * an audit trail entry `synth.stage`, so a second run skips what is there and a run stopped
 * half-way resumes at the stage it was in. One database holds at most one synthetic state.
 */
import argon2 from 'argon2';
import { PASSWORD_HASH_OPTIONS } from '../../auth/passwords.js';
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PrincipalRole } from '../../common/auth/principal.js';
import { inTransaction } from '../../database/transaction.js';
import type { DepartmentSpec } from '../../roles/roles.service.js';
import { RolesService } from '../../roles/roles.service.js';
import { contentHash } from '../../scraper/repositories/mirror-upsert.js';
import { BILLS, FTO_ROWS, REGISTER, WORKS } from '../../scraper/repositories/mirror-tables.js';
import { LevelContextService } from '../../schedules/level-context.service.js';
import { LEVEL_KEYS } from '../../schedules/schedule-views.js';
import { SchedulesService } from '../../schedules/schedules.service.js';
import { FTO_DEMO_DEPARTMENTS } from '../seeds/fto-demo-seed.service.js';
import { addDays } from '../fixture-mis/util.js';
import { copyRows, nextIds, type CopyValue } from '../../database/copy.js';
import {
  billRow,
  expectedOf,
  ftoRow,
  gpIssues,
  gpMirror,
  modeDetails,
  money,
  registerRow,
  ROSTER,
  ROSTER_NAMES_KN,
  SCALES,
  synthLocations,
  synthRoster,
  synthYears,
  SYNTH_ACTOR,
  SYNTH_MIS,
  uuidOf,
  type ScaleName,
  type SynthBlock,
  type SynthDistrict,
  type SynthIssue,
  type SynthOfficer,
} from './synth-data.js';
import { ProgressBar } from './progress.js';
import { EVIDENCE_FLAGS } from '../../evidence/entities/evidence-file.entity.js';
import { hashColumns, synthPanchayatLocations, synthPhotos, type SynthEvidenceRecord } from './synth-evidence.js';
import { drawAllocationSql } from '../../scraper/repositories/verification-draw.js';

export interface SynthOptions {
  scale: ScaleName;
  seed: number;
  /** The day the synthetic state is "as of" (yyyy-mm-dd): works, issues and filings end before it. */
  asOf: string;
  /** The password of every synthetic officer. */
  password: string;
}

export interface StageReport {
  stage: string;
  skipped: boolean;
  rows: number;
  seconds: number;
}

export const STAGES = ['locations', 'officers', 'mirror', 'verification', 'socialaudit', 'evidence'] as const;
type Stage = (typeof STAGES)[number];

/** Stored photos of the whole synthetic state (issue 27's bench: the reused-photo lookup among 1 lakh hashes); smaller scales in proportion to their taluks. */
export const EVIDENCE_PHOTOS_STATE = 100_000;

/** The same instant for every run of a seed: `asOf` (or a day before it) at a given time in India. */
const at = (day: string, time = '10:30:00') => `${day}T${time}+05:30`;

export class SynthState {
  private readonly progress: ProgressBar;
  private districts: SynthDistrict[] = [];
  private blocks: SynthBlock[] = [];
  private years: string[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesService,
    private readonly schedules: SchedulesService,
    private readonly levels: LevelContextService,
    private readonly options: SynthOptions,
    private readonly say: (line: string) => void,
    showProgress = true,
  ) {
    this.progress = new ProgressBar(showProgress);
  }

  private get marker() {
    return `${this.options.scale}:${this.options.seed}`;
  }

  async run(): Promise<StageReport[]> {
    const scale = SCALES[this.options.scale];
    await this.refuseOtherState();
    this.years = synthYears(this.options.asOf);
    this.districts = await this.dataSource.query(
      `SELECT district_code, district_name FROM districts WHERE state_code = '15' ORDER BY district_code`,
    );
    if (this.districts.length === 0) throw new Error('The location master has no districts of state 15: run the migrations first.');
    this.blocks = synthLocations(this.options.seed, scale, this.districts);
    await this.ensureRoles();

    const reports: StageReport[] = [];
    for (const stage of STAGES) reports.push(await this.stage(stage));
    if (reports.some((r) => !r.skipped)) await this.analyze();
    return reports;
  }

  /** A database holds one synthetic state: another scale or seed would reuse its codes. */
  private async refuseOtherState(): Promise<void> {
    const rows: { entity_id: string }[] = await this.dataSource.query(
      `SELECT entity_id FROM audit_trail WHERE action = 'synth.stage' AND entity = 'synth' AND entity_id NOT LIKE $1 LIMIT 1`,
      [`${this.marker}:%`],
    );
    if (rows.length) {
      const [scale, seed] = rows[0].entity_id.split(':');
      throw new Error(
        `This database already holds the synthetic state of scale ${scale}, seed ${seed}; one database holds one synthetic state (use a fresh database for another scale or seed).`,
      );
    }
  }

  private async stageDone(stage: Stage): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM audit_trail WHERE action = 'synth.stage' AND entity = 'synth' AND entity_id = $1`,
      [`${this.marker}:${stage}`],
    );
    return rows.length > 0;
  }

  private async stage(stage: Stage): Promise<StageReport> {
    if (await this.stageDone(stage)) {
      this.say(`${stage}: already loaded`);
      return { stage, skipped: true, rows: 0, seconds: 0 };
    }
    const started = performance.now();
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    let rows: number;
    try {
      await client.query('BEGIN');
      rows = await this[stage](client);
      await client.query(
        `INSERT INTO audit_trail (actor_user_id, actor_name, action, entity, entity_id, before, after, request_id, at)
         VALUES (NULL, $1, 'synth.stage', 'synth', $2, NULL, $3, NULL, $4)`,
        [
          SYNTH_ACTOR,
          `${this.marker}:${stage}`,
          {
            scale: this.options.scale,
            seed: this.options.seed,
            as_of: this.options.asOf,
            stage,
            rows,
            seconds: Math.round((performance.now() - started) / 100) / 10,
          },
          at(this.options.asOf, '00:00:00'),
        ],
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
    const seconds = (performance.now() - started) / 1000;
    this.say(`${stage}: ${rows.toLocaleString('en-IN')} rows in ${seconds.toFixed(1)} s`);
    return { stage, skipped: false, rows, seconds };
  }

  // ---------- roles (idempotent set-up, every run) ----------

  private async ensureRoles(): Promise<void> {
    const existing: { department_code: string; department_name: string; levels: DepartmentSpec['level'] }[] = await this.dataSource.query(
      `SELECT department_code, department_name, levels FROM departments`,
    );
    const specs = new Map<string, DepartmentSpec>();
    for (const d of FTO_DEMO_DEPARTMENTS) specs.set(d.code, { ...d, roles: [...d.roles] });
    for (const r of ROSTER) {
      let spec = specs.get(r.department);
      if (!spec) {
        const d = existing.find((e) => e.department_code === r.department);
        if (!d) throw new Error(`Department ${r.department} is missing: run the migrations first.`);
        spec = { code: d.department_code, name: d.department_name, level: d.levels, agencies: [], roles: [] };
        specs.set(r.department, spec);
      }
      if (!spec.roles.some((x) => x.code === r.code))
        spec.roles.push({ code: r.code, name: r.name, nameKn: ROSTER_NAMES_KN[r.code], posts: r.posts });
    }
    await inTransaction(this.dataSource, async (em: EntityManager) => {
      for (const spec of specs.values()) await this.roles.ensureDepartment(em, spec);
    });
  }

  // ---------- locations ----------

  private async locations(client: PoolClient): Promise<number> {
    const codes = this.blocks.map((b) => b.block_code);
    const { rows: taken } = await client.query<{ block_code: string }>(
      `SELECT block_code FROM blocks WHERE block_code = ANY($1::text[]) LIMIT 1`,
      [codes],
    );
    if (taken.length)
      throw new Error(`Taluk ${taken[0].block_code} exists already: the synthetic codes (8xx) are in use in this database.`);
    this.progress.start('locations', 2);
    const stamp = at(this.options.asOf, '00:00:00');
    let rows = await copyRows(
      client,
      'blocks',
      ['block_code', 'district_code', 'block_name', 'updated_at'],
      this.blocks.map((b) => [b.block_code, b.district_code, b.block_name, stamp]),
    );
    this.progress.tick(1, rows);
    const gps = await copyRows(
      client,
      'panchayats',
      ['panchayat_code', 'block_code', 'panchayat_name', 'updated_at'],
      this.blocks.flatMap((b) => b.panchayats.map((p) => [p.panchayat_code, p.block_code, p.panchayat_name, stamp])),
    );
    rows += gps;
    this.progress.tick(1, gps);
    this.progress.finish();
    return rows;
  }

  // ---------- officers ----------

  private async roster(client: PoolClient | null = null): Promise<SynthOfficer[]> {
    const q = (sql: string, params: unknown[]) =>
      client
        ? client.query(sql, params).then((r) => r.rows as Record<string, unknown>[])
        : this.dataSource.query<Record<string, unknown>[]>(sql, params);
    // Posts of STATE and ZP roles held by officers other than synthetic ones (a real district's CEO).
    const held = await q(
      `SELECT r."Role_code" AS code, coalesce(a.district_code, '') AS district, count(*)::int AS n
         FROM role_assignments a JOIN roles r ON r.id = a.role_id JOIN users u ON u.id = a.user_id
        WHERE a.status_deleted = 'NO' AND a.levels IN ('STATE', 'ZP') AND u.mobile_number NOT LIKE '68%'
        GROUP BY 1, 2`,
      [],
    );
    const map = new Map(held.map((h) => [`${String(h.code)}|${String(h.district)}`, Number(h.n)]));
    const scale = SCALES[this.options.scale];
    const districts =
      scale.districts === 'all' ? this.districts.map((d) => d.district_code) : [...new Set(this.blocks.map((b) => b.district_code))];
    return synthRoster(this.options.seed, scale, { districts, blocks: this.blocks, held: map }, this.years);
  }

  /**
   * Hashing a lakh passwords with argon2 would take hours: every synthetic officer shares one
   * argon2id hash of the given password, computed once, with a salt derived from the seed so
   * that the same seed writes the same hash.
   */
  private sharedHash(): Promise<string> {
    const salt = createHash('sha256').update(`synth-state|${this.options.seed}`).digest().subarray(0, 16);
    return argon2.hash(this.options.password, { ...PASSWORD_HASH_OPTIONS, salt });
  }

  private async officers(client: PoolClient): Promise<number> {
    const officers = await this.roster(client);
    const { rows: taken } = await client.query<{ mobile_number: string }>(
      `SELECT mobile_number FROM users WHERE mobile_number LIKE '68%' LIMIT 1`,
    );
    if (taken.length)
      throw new Error(`Mobile number ${taken[0].mobile_number} is in use: the synthetic numbers (68xxxxxxxx) are taken in this database.`);
    const roleIds = await this.roleIds(client);
    this.progress.start('officers', 4);
    const hash = await this.sharedHash();
    const ids = await nextIds(client, 'users', officers.length);
    let rows = await copyRows(
      client,
      'users',
      [
        'id',
        'name',
        'email',
        'mobile_number',
        'kgid_pan',
        'designation',
        'officer_level',
        'state_code',
        'district_code',
        'block_code',
        'panchayat_code',
        'password_hash',
        'status',
        'last_login_at',
        'created_at',
        'updated_at',
      ],
      officers.map((o, i) => [
        ids[i],
        o.name,
        o.email,
        o.mobile,
        o.kgid_pan,
        o.designation,
        o.level,
        '15',
        o.district_code,
        o.block_code,
        o.panchayat_code,
        hash,
        o.disabled ? 'DISABLED' : 'ACTIVE',
        null,
        at(o.since),
        at(o.since),
      ]),
    );
    this.progress.tick(1, rows);
    const permissions = await copyRows(
      client,
      'user_permissions',
      ['user_id', 'permission_type', 'permission_level', 'created_at'],
      officers.map((o, i) => [ids[i], o.role.admin ? 'ADMIN' : 'USER', o.level, at(o.since)]),
    );
    this.progress.tick(1, permissions);
    const assignmentIds = await nextIds(client, 'role_assignments', officers.length);
    const assignments = await copyRows(
      client,
      'role_assignments',
      [
        'id',
        'user_id',
        'role_id',
        'department_code',
        'levels',
        'state_code',
        'district_code',
        'block_code',
        'panchayat_code',
        'status_deleted',
        'created_by',
        'created_at',
      ],
      officers.map((o, i) => [
        assignmentIds[i],
        ids[i],
        roleIds.get(o.role.code),
        o.role.department,
        o.level,
        '15',
        o.district_code,
        o.block_code,
        o.panchayat_code,
        'NO',
        null,
        at(o.since, '10:35:00'),
      ]),
    );
    this.progress.tick(1, assignments);
    const trail = await copyRows(
      client,
      'audit_trail',
      ['actor_user_id', 'actor_name', 'action', 'entity', 'entity_id', 'before', 'after', 'request_id', 'at'],
      officers.map((o, i) => [
        null,
        SYNTH_ACTOR,
        'assignment.create',
        'role_assignment',
        String(assignmentIds[i]),
        null,
        {
          mobile: o.mobile,
          role: o.role.code,
          levels: o.level,
          district_code: o.district_code,
          block_code: o.block_code,
          panchayat_code: o.panchayat_code,
        },
        null,
        at(o.since, '10:35:00'),
      ]),
    );
    this.progress.tick(1, trail);
    rows += permissions + assignments + trail;
    this.progress.finish();
    return rows;
  }

  private async roleIds(client: PoolClient): Promise<Map<string, number>> {
    const { rows } = await client.query<{ id: number; code: string }>(
      `SELECT id, "Role_code" AS code FROM roles WHERE "Role_code" = ANY($1::text[])`,
      [ROSTER.map((r) => r.code)],
    );
    return new Map(rows.map((r) => [r.code, r.id]));
  }

  // ---------- the MIS mirror ----------

  private async mirror(client: PoolClient): Promise<number> {
    const scale = SCALES[this.options.scale];
    const { asOf, seed } = this.options;
    const worksColumns = Object.keys(WORKS.columns);
    const registerColumns = Object.keys(REGISTER.columns);
    const billColumns = Object.keys(BILLS.columns);
    const ftoColumns = Object.keys(FTO_ROWS.columns);
    const tracked = ['content_hash', 'first_seen_at', 'changed_at', 'gone_at', 'last_run_id'];
    const runColumns = [
      'id',
      'spider',
      'args',
      'district_code',
      'block_code',
      'panchayat_code',
      'trigger',
      'requested_by',
      'state',
      'queued_at',
      'started_at',
      'finished_at',
      'attempts',
      'pages_fetched',
      'pages_expected',
      'rows_seen',
      'rows_inserted',
      'rows_updated',
      'rows_unchanged',
      'rows_rejected',
      'rows_gone',
      'rejections',
      'error',
    ];
    const loaded = at(addDays(asOf, -1), '01:30:00');
    const billsLoaded = at(addDays(asOf, -1), '03:30:00');
    let total = 0;
    this.progress.start('mirror', this.blocks.length);
    for (const block of this.blocks) {
      const works: CopyValue[][] = [];
      const register: CopyValue[][] = [];
      const bills: CopyValue[][] = [];
      const ftos: CopyValue[][] = [];
      const runs: CopyValue[][] = [];
      for (const gp of block.panchayats) {
        const mirror = gpMirror(seed, scale, gp, this.years, asOf);
        const worksRun = uuidOf(seed, 'run', 'works', gp.panchayat_code);
        const billsRun = uuidOf(seed, 'run', 'bills', gp.panchayat_code);
        for (const w of mirror.works) {
          // A few works a year drop out of the MIS listing: the mirror marks them gone, never deletes.
          const gone = contentHash({ c: w.row.work_code }, ['c']).startsWith('00') ? loaded : null;
          works.push([...worksColumns.map((c) => w.row[c]), contentHash(w.row, worksColumns), loaded, loaded, gone, worksRun]);
        }
        const args = { zpcode: gp.district_code, tpcode: gp.block_code, gpcode: gp.panchayat_code };
        const run = (id: string, spider: string, start: string, rows: number, pages: number): CopyValue[] => [
          id,
          spider,
          args,
          gp.district_code,
          gp.block_code,
          gp.panchayat_code,
          'cli',
          null,
          'completed',
          start,
          start,
          start,
          1,
          pages,
          pages,
          rows,
          rows,
          0,
          0,
          0,
          0,
          [],
          null,
        ];
        runs.push(run(worksRun, 'LoadDynamicGP', loaded, mirror.works.length, 5));
        if (!gp.bills) continue;
        let billCount = 0;
        for (const w of mirror.works) {
          const reg = registerRow(w, gp);
          register.push([
            ...registerColumns.map((c) => reg[c]),
            contentHash(reg, registerColumns),
            billsLoaded,
            billsLoaded,
            null,
            billsRun,
          ]);
          for (const b of w.bills) {
            const row = billRow(b, gp.panchayat_code);
            bills.push([...billColumns.map((c) => row[c]), contentHash(row, billColumns), billsLoaded, billsLoaded, null, billsRun]);
            billCount++;
          }
        }
        for (const f of mirror.ftoRows) {
          const row = ftoRow(gp, f, asOf);
          ftos.push([...ftoColumns.map((c) => row[c]), contentHash(row, ftoColumns), billsLoaded, billsLoaded, null, billsRun]);
        }
        runs.push(
          run(billsRun, 'workSpiderGp', billsLoaded, mirror.works.length + billCount + mirror.ftoRows.length, 3 + mirror.works.length),
        );
      }
      let rows = await copyRows(client, 'mis_works', [...worksColumns, ...tracked], works);
      if (register.length) rows += await copyRows(client, 'mis_work_register', [...registerColumns, ...tracked], register);
      if (bills.length) rows += await copyRows(client, 'mis_material_bills', [...billColumns, ...tracked], bills);
      if (ftos.length) rows += await copyRows(client, 'mis_fto_transactions', [...ftoColumns, ...tracked], ftos);
      rows += await copyRows(client, 'scrape_runs', runColumns, runs);
      total += rows;
      this.progress.tick(1, rows);
    }
    this.progress.finish();
    // The Data analysis page's counts, as each load leaves them (MirrorStore.recount).
    const gps = this.blocks.flatMap((b) => b.panchayats);
    const { rowCount } = await client.query(
      `INSERT INTO mis_panchayat_status (panchayat_code, block_code, district_code, works_loaded_at, bills_loaded_at, work_register_url,
                                         total_works, total_ongoing, total_completed, total_physically_completed, total_suspended,
                                         total_bills, total_fto_rows)
       SELECT g.code, left(g.code, 7), left(g.code, 4), $2::timestamptz,
              CASE WHEN g.bills THEN $3::timestamptz END,
              CASE WHEN g.bills THEN $4 || 'Citizen_html/workregister.aspx?panchayat_code=' || g.code END,
              coalesce(w.total, 0), coalesce(w.ongoing, 0), coalesce(w.completed, 0), coalesce(w.physically, 0), coalesce(w.suspended, 0),
              CASE WHEN g.bills THEN coalesce((SELECT count(*)::int FROM mis_material_bills b WHERE b.panchayat_code = g.code AND b.gone_at IS NULL), 0) ELSE 0 END,
              CASE WHEN g.bills THEN coalesce((SELECT count(*)::int FROM mis_fto_transactions f WHERE f.panchayat_code = g.code AND f.gone_at IS NULL), 0) ELSE 0 END
         FROM unnest($1::text[], $5::boolean[]) AS g(code, bills)
         LEFT JOIN (SELECT panchayat_code, count(*)::int AS total,
                           count(*) FILTER (WHERE lower(work_status) = 'ongoing')::int AS ongoing,
                           count(*) FILTER (WHERE lower(work_status) = 'completed')::int AS completed,
                           count(*) FILTER (WHERE lower(work_status) = 'physically completed')::int AS physically,
                           count(*) FILTER (WHERE lower(work_status) = 'suspended')::int AS suspended
                      FROM mis_works WHERE panchayat_code = ANY($1::text[]) AND gone_at IS NULL GROUP BY panchayat_code) w
           ON w.panchayat_code = g.code`,
      [gps.map((g) => g.panchayat_code), loaded, billsLoaded, SYNTH_MIS, gps.map((g) => g.bills)],
    );
    return total + (rowCount ?? 0);
  }

  // ---------- FTO verification: a cycle with records at levels 1 and 2 ----------

  private async verification(client: PoolClient): Promise<number> {
    // Planner statistics of the mirror and the roster first: on a server without autovacuum the
    // draw below would be planned over tables it believes empty (20 minutes instead of one at state scale).
    await client.query('ANALYZE mis_works, mis_material_bills, users, role_assignments');
    const actor = await this.actor(client);
    await this.ensureMapping(actor);
    const cycle = await this.ensureCycle(actor);
    const items: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM fto_checklist_items WHERE is_active ORDER BY sort_order, id`,
    );
    const answers = (bad: boolean) => ({
      selectedCB: Object.fromEntries(items.map((it, i) => [String(it.id), bad && i === 3 ? 'Unsatisfactory' : 'Satisfactory'])),
      remarkValues: Object.fromEntries(
        items.map((it, i) => [String(it.id), bad && i === 3 ? 'Quotations not in the file' : 'Verified with the work file']),
      ),
      inputValues: {},
      images: {},
    });
    const site = {
      answers: { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y' },
      recommendation: 'Yes',
      photo: 'filever/files/synthetic-site-photo',
    };
    const blocks = this.blocks.map((b) => b.block_code);
    let rows = 0;
    const verifiers = ROSTER.filter(
      (r) => r.department !== 'ST' && r.department !== 'ZP' && r.department !== 'TP' && r.department !== 'GP',
    );
    this.progress.start('verification', verifiers.length);
    const ids = await this.roleIds(client);
    for (const spec of verifiers) {
      const roleId = ids.get(spec.code)!;
      const ctx = await this.levels.resolve({ role_id: roleId, levels: 'TP' } as PrincipalRole);
      if (!ctx.level || ctx.level > 2 || !ctx.cycle || ctx.cycle.id !== cycle || ctx.percentage === null) {
        this.progress.tick(1, 0);
        continue;
      }
      const level = ctx.level;
      // Level 1 files about a third of its drawn works, level 2 half of what it draws from those.
      const share = level === 1 ? 35 : 50;
      const spread = `('x' || substr(md5(w.work_code), 1, 6))::bit(24)::int`;
      const hours = level === 1 ? `264 + ${spread} % 432` : `${spread} % 240`;
      const { rowCount } = await client.query(
        `WITH officers AS (
           SELECT DISTINCT ON (a.block_code) a.block_code, a.id AS assignment_id, u.id AS user_id, u.name AS user_name
             FROM role_assignments a JOIN users u ON u.id = a.user_id
            WHERE a.role_id = $1 AND a.levels = 'TP' AND a.status_deleted = 'NO' AND a.block_code = ANY($2::text[]) AND u.status = 'ACTIVE'
            ORDER BY a.block_code, u.mobile_number),
         population AS (
           SELECT w.work_code, w.district_code, w.block_code, w.panchayat_code, w.agency_name, w.work_start_fin_year,
                  w.block_code AS jurisdiction,
                  row_number() OVER (g ORDER BY md5($5 || w.work_code), w.work_code) AS draw
             FROM mis_works w
            WHERE w.gone_at IS NULL AND w.block_code = ANY($2::text[]) AND w.agency_name = ANY($3::text[]) AND w.work_start_fin_year = ANY($4::text[])
              AND ($9 = 1 OR w.work_code IN (SELECT v.work_code FROM fto_verifications v
                                               WHERE v.cycle_id = $7 AND v.level = $9 - 1 AND v.superseded_at IS NULL AND v.block_code = ANY($2::text[])))
           WINDOW g AS (PARTITION BY w.panchayat_code, w.agency_name, w.work_start_fin_year)),
         ${drawAllocationSql('$5', '$6')}
         INSERT INTO fto_verifications (cycle_id, level, work_code, district_code, block_code, panchayat_code, agency_name, role_id, role_code,
                                        role_name, assignment_id, user_id, user_name, check_list, material, site_details, status, submitted_at)
         SELECT $7, $9, w.work_code, w.district_code, w.block_code, w.panchayat_code, w.agency_name, $1, $10, $11,
                o.assignment_id, o.user_id, o.user_name,
                CASE WHEN bad.bad THEN $12::jsonb ELSE $13::jsonb END, coalesce(m.material, '[]'::jsonb), $14::jsonb,
                CASE WHEN bad.bad THEN 0 ELSE 1 END,
                $15::timestamptz - make_interval(hours => ${hours})
           FROM population w
           JOIN draw_alloc a ON a.jurisdiction = w.jurisdiction AND a.panchayat_code = w.panchayat_code
                            AND a.agency_name = w.agency_name AND a.work_start_fin_year = w.work_start_fin_year
           JOIN officers o ON o.block_code = w.block_code
           CROSS JOIN LATERAL (SELECT ('x' || substr(md5('bad' || w.work_code), 1, 6))::bit(24)::int % 100 < 12 AS bad) bad
           LEFT JOIN LATERAL (
             SELECT jsonb_agg(jsonb_build_object('slNo', b.serial, 'billNo', b.bill_no, 'materialList', b.voucher_no,
                                                 'billDate', to_char(b.bill_date, 'YYYY-MM-DD'), 'fin_year', b.fin_year,
                                                 'paidAmount', b.paid::text, 'dueAmount', b.due::text, 'mbNo', 'MB/' || b.serial,
                                                 'pageNo', (10 + b.serial)::text,
                                                 'mbDate', to_char(least(b.bill_date + 2, $8::date), 'YYYY-MM-DD'),
                                                 'checkMeasurementDate', to_char(least(b.bill_date + 5, $8::date), 'YYYY-MM-DD'),
                                                 'recommendation', true) ORDER BY b.serial, b.bill_key) AS material
               FROM mis_material_bills b
              WHERE b.work_code = w.work_code AND b.gone_at IS NULL
                AND b.fin_year = (SELECT min(x.fin_year) FROM mis_material_bills x WHERE x.work_code = w.work_code AND x.gone_at IS NULL)) m ON true
          WHERE w.draw <= a.take
            AND ('x' || substr(md5($5 || 'filed' || w.work_code), 1, 6))::bit(24)::int % 100 < ${share}`,
        [
          roleId,
          blocks,
          ctx.agencies,
          ctx.cycle.financial_year,
          `${cycle}:${level}:`,
          ctx.percentage,
          cycle,
          this.options.asOf,
          level,
          spec.code,
          spec.name,
          answers(true),
          answers(false),
          site,
          at(this.options.asOf, '12:00:00'),
        ],
      );
      rows += rowCount ?? 0;
      this.progress.tick(1, rowCount ?? 0);
    }
    this.progress.finish();
    return rows;
  }

  /** Who the synthetic set-up acts as in the audit trail: the synthetic STATE administrator (or the first synthetic officer). */
  private async actor(client: PoolClient) {
    const { rows } = await client.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN role_assignments a ON a.user_id = u.id JOIN roles r ON r.id = a.role_id
        WHERE u.mobile_number LIKE '68%' ORDER BY (r."Role_code" = 'SADMIN') DESC, u.mobile_number LIMIT 1`,
    );
    if (!rows.length) throw new Error('No synthetic officer found: the officers stage has not run.');
    return { userId: rows[0].id, name: SYNTH_ACTOR, requestId: null };
  }

  /** Maps each FTO verification department whose mapping is still empty, as the demo does. */
  private async ensureMapping(actor: { userId: number; name: string; requestId: null }): Promise<void> {
    const current = await this.schedules.mappings();
    const entries = [];
    for (const spec of FTO_DEMO_DEPARTMENTS) {
      const mapping = current.find((m) => m.department_code === spec.code);
      if (!mapping || LEVEL_KEYS.some((k) => mapping.levels_data[k].length > 0)) continue;
      const levels_data = Object.fromEntries(LEVEL_KEYS.map((k) => [k, [] as number[]]));
      for (const [code, level] of Object.entries(spec.levels))
        levels_data[LEVEL_KEYS[level - 1]].push((await this.roles.findByCode(code))!.id);
      entries.push({ department_id: mapping.department_id, levels_data });
    }
    if (entries.length) await this.schedules.saveMappings(entries, actor);
  }

  /** The current cycle if one is open or to come, else a new one open around asOf (levels 1-3 open, 20/100/100%). */
  private async ensureCycle(actor: { userId: number; name: string; requestId: null }): Promise<number> {
    const current = await this.schedules.currentCycle();
    if (current && current.schedule_end >= this.options.asOf) return current.id;
    const d = (days: number) => addDays(this.options.asOf, days);
    const created = await this.schedules.create(
      {
        cycleName: `Synthetic state cycle ${this.years[0]} (seed ${this.options.seed})`,
        financialYear: [...this.years].reverse(),
        scheduleStart: d(-30),
        scheduleEnd: d(90),
        noOfLevels: 5,
        levels: [
          { startDate: d(-30), endDate: d(45), percentage: 20 },
          { startDate: d(-30), endDate: d(60), percentage: 100 },
          { startDate: d(-30), endDate: d(75), percentage: 100 },
          { startDate: d(0), endDate: d(90), percentage: 50 },
          { startDate: d(15), endDate: d(90), percentage: 25 },
        ],
        lock1Open: d(15),
        lock1Close: d(20),
        lock2Open: d(60),
        lock2Close: d(65),
      },
      actor,
    );
    return (created as unknown as { id: number }).id;
  }

  // ---------- social audit ----------

  private async socialaudit(client: PoolClient): Promise<number> {
    const scale = SCALES[this.options.scale];
    const { seed, asOf } = this.options;
    const { rows: officerRows } = await client.query<{ id: number; name: string; mobile: string; code: string; block_code: string | null }>(
      `SELECT u.id, u.name, u.mobile_number AS mobile, r."Role_code" AS code, a.block_code
         FROM users u JOIN role_assignments a ON a.user_id = u.id AND a.status_deleted = 'NO' JOIN roles r ON r.id = a.role_id
        WHERE r."Role_code" IN ('TP-EO', 'SDATA') AND (u.mobile_number LIKE '68%' OR r."Role_code" = 'SDATA')
        ORDER BY u.mobile_number`,
    );
    const eo = new Map(officerRows.filter((o) => o.code === 'TP-EO').map((o) => [o.block_code!, o]));
    const sdata = officerRows
      .filter((o) => o.code === 'SDATA')
      .sort((a, b) => Number(!a.mobile.startsWith('68')) - Number(!b.mobile.startsWith('68')));
    const pdoRole = (await this.roleIds(client)).get('GP-PDO')!;
    let total = 0;
    this.progress.start('socialaudit', this.blocks.length);
    for (const block of this.blocks) {
      const entry = eo.get(block.block_code);
      const issues = block.panchayats.flatMap((gp) => gpIssues(seed, scale, gp, this.years, asOf));
      const issueIds = await nextIds(client, 'sa_issues', issues.length);
      const idOf = new Map(issues.map((i, n) => [i, issueIds[n]]));
      let rows = await copyRows(
        client,
        'sa_issues',
        [
          'id',
          'issue_number',
          'financial_year',
          'district_code',
          'block_code',
          'panchayat_code',
          'issue_type',
          'issue_cat',
          'issue_subcat',
          'issue_desc',
          'issue_with',
          'issue_status',
          'issue_amount',
          'response_amount',
          'response_details',
          'gram_sabha_date',
          'created_at',
          'updated_at',
        ],
        issues.map((i) => [
          idOf.get(i),
          i.issue_number,
          i.financial_year,
          i.gp.district_code,
          i.gp.block_code,
          i.gp.panchayat_code,
          i.issue_type,
          i.issue_cat,
          i.issue_subcat,
          i.issue_desc,
          i.issue_with,
          'Open',
          money(i.issue_amount),
          i.response_amount === null ? null : money(i.response_amount),
          i.response_amount === null
            ? []
            : [
                {
                  sno: 1,
                  response_type: 'Recovery',
                  response_sub_type: 'From the person responsible',
                  response_description: `Recovery of Rs ${money(i.response_amount)} recommended by the Gram Sabha`,
                  response_amount: money(i.response_amount),
                  updated_by: 'Panchayat Development Officer',
                  updated_date: i.gram_sabha_date,
                },
              ],
          i.gram_sabha_date,
          at(addDays(i.gram_sabha_date, 15), '11:00:00'),
          at(addDays(i.gram_sabha_date, 15), '11:00:00'),
        ]),
      );
      const filed = entry ? issues.filter((i) => i.filing) : [];
      if (filed.length) {
        const works = (
          await client.query<{ panchayat_code: string; work_start_fin_year: string; work_code: string; work_name: string }>(
            `SELECT DISTINCT ON (panchayat_code, work_start_fin_year) panchayat_code, work_start_fin_year, work_code, work_name
               FROM mis_works WHERE block_code = $1 AND gone_at IS NULL AND work_code LIKE panchayat_code || '/%'
              ORDER BY panchayat_code, work_start_fin_year, work_code`,
            [block.block_code],
          )
        ).rows;
        const workOf = new Map(works.map((w) => [`${w.panchayat_code}|${w.work_start_fin_year}`, w]));
        rows += await copyRows(
          client,
          'sa_issue_works',
          ['issue_id', 'work_code', 'work_name', 'added_by', 'created_at'],
          filed.flatMap((i) => {
            const w = workOf.get(`${i.gp.panchayat_code}|${i.financial_year}`);
            return w ? [[idOf.get(i), w.work_code, w.work_name, entry!.id, at(addDays(i.filing!.date, -1))]] : [];
          }),
        );
        rows += await copyRows(
          client,
          'sa_issue_persons',
          ['issue_id', 'name', 'designation', 'mobile', 'email', 'department_code', 'role_id', 'added_by', 'created_at'],
          filed.map((i) => [
            idOf.get(i),
            `PDO ${i.gp.panchayat_name}`,
            'Panchayat Development Officer',
            `9${i.gp.panchayat_code.slice(1)}`,
            null,
            'GP',
            pdoRole,
            entry!.id,
            at(addDays(i.filing!.date, -1)),
          ]),
        );
        rows += await this.filings(client, filed, idOf, entry!, sdata[0] ?? null);
      }
      total += rows;
      this.progress.tick(1, rows);
    }
    this.progress.finish();
    return total;
  }

  private async filings(
    client: PoolClient,
    filed: SynthIssue[],
    idOf: Map<SynthIssue, number>,
    entry: { id: number; name: string },
    sdata: { id: number; name: string } | null,
  ): Promise<number> {
    const recoveryIds = await nextIds(client, 'sa_recoveries', filed.length);
    const recoveryOf = new Map(filed.map((i, n) => [i, recoveryIds[n]]));
    let rows = await copyRows(
      client,
      'sa_recoveries',
      [
        'id',
        'issue_id',
        'adhoc_decision',
        'case_status',
        'remark',
        'recovery_mode',
        'mode_details',
        'recovered_amount',
        'total_expected',
        'excess_remark',
        'insufficient_remark',
        'entered_by',
        'entered_by_name',
        'entered_role_code',
        'created_at',
        'updated_at',
      ],
      filed.map((i) => {
        const f = i.filing!;
        return [
          recoveryOf.get(i),
          idOf.get(i),
          f.decision,
          f.case_status,
          f.remark,
          f.mode,
          modeDetails(f, i.gp, i.issue_number),
          f.recovered === null ? null : money(f.recovered),
          money(f.total_expected),
          f.excess_remark,
          f.insufficient_remark,
          entry.id,
          entry.name,
          'TP-EO',
          at(f.date),
          at(f.date),
        ];
      }),
    );
    rows += await copyRows(
      client,
      'sa_recovery_issues',
      ['issue_id', 'recovery_id', 'kind', 'expected_amount'],
      filed.flatMap((i) => [
        [idOf.get(i), recoveryOf.get(i), 'FILED', money(expectedOf(i))],
        ...i.filing!.mapped.map((m) => [idOf.get(m), recoveryOf.get(i), 'MAPPED', money(expectedOf(m))]),
      ]),
    );
    const verified = sdata ? filed.filter((i) => i.filing!.verification) : [];
    const verificationIds = await nextIds(client, 'sa_verifications', verified.length);
    const verificationOf = new Map(verified.map((i, n) => [i, verificationIds[n]]));
    if (verified.length) {
      rows += await copyRows(
        client,
        'sa_verifications',
        ['id', 'recovery_id', 'verified_by', 'verified_by_name', 'verified_role_code', 'created_at'],
        verified.map((i) => [
          verificationOf.get(i),
          recoveryOf.get(i),
          sdata!.id,
          sdata!.name,
          'SDATA',
          at(i.filing!.verification!.date, '15:00:00'),
        ]),
      );
      rows += await copyRows(
        client,
        'sa_verification_entries',
        ['issue_id', 'verification_id', 'serial', 'entered_amount', 'remittence', 'status', 'remark'],
        verified.flatMap((i) =>
          i.filing!.verification!.entries.map((e, n) => [
            idOf.get(e.issue),
            verificationOf.get(i),
            n + 1,
            money(e.amount),
            i.filing!.verification!.date,
            e.status,
            e.status === 'Completed' ? 'Credited in the state nodal account' : 'Part credited; balance awaited',
          ]),
        ),
      );
    }
    rows += await copyRows(
      client,
      'audit_trail',
      ['actor_user_id', 'actor_name', 'action', 'entity', 'entity_id', 'before', 'after', 'request_id', 'at'],
      [
        ...filed.map((i) => [
          entry.id,
          entry.name,
          'recovery.file',
          'sa_recovery',
          String(recoveryOf.get(i)),
          null,
          {
            issue_number: i.issue_number,
            adhoc_decision: i.filing!.decision,
            case_status: i.filing!.case_status,
            recovery_mode: i.filing!.mode,
            recovered_amount: i.filing!.recovered === null ? null : money(i.filing!.recovered),
            total_expected: money(i.filing!.total_expected),
            mapped_issues: i.filing!.mapped.map((m) => m.issue_number),
            role: 'TP-EO',
          },
          null,
          at(i.filing!.date),
        ]),
        ...verified.map((i) => [
          sdata!.id,
          sdata!.name,
          'recovery.verify',
          'sa_recovery',
          String(recoveryOf.get(i)),
          null,
          {
            issue_number: i.issue_number,
            entries: i.filing!.verification!.entries.map((e, n) => ({ serial: n + 1, entered_amount: money(e.amount), status: e.status })),
          },
          null,
          at(i.filing!.verification!.date, '15:00:00'),
        ]),
      ],
    );
    return rows;
  }

  // ---------- photo evidence (issue 27) ----------

  /**
   * Plausible locations for the synthetic panchayats (where none is known), and the photos of a
   * share of the verification records (a site photo and one per image item each): their
   * fto_files rows, evidence rows with perceptual hashes (random, with near-duplicate clusters)
   * and a few of each flag, each record's evidence summary, and the records pointing at them.
   */
  private async evidence(client: PoolClient): Promise<number> {
    const { seed, asOf } = this.options;
    this.progress.start('evidence', 5);
    const located = synthPanchayatLocations(seed, this.blocks);
    const { rowCount: placed } = await client.query(
      `UPDATE panchayats p SET latitude = v.latitude, longitude = v.longitude
         FROM unnest($1::text[], $2::float8[], $3::float8[]) AS v(panchayat_code, latitude, longitude)
        WHERE p.panchayat_code = v.panchayat_code AND p.latitude IS NULL`,
      [located.map((l) => l.panchayat_code), located.map((l) => l.latitude), located.map((l) => l.longitude)],
    );
    let rows = placed ?? 0;
    this.progress.tick(1, rows);
    const { rows: items } = await client.query<{ id: number }>(
      `SELECT id FROM fto_checklist_items WHERE is_active AND imgages = 'Y' ORDER BY sort_order, id`,
    );
    await client.query('ANALYZE fto_verifications, panchayats');
    const perRecord = 1 + items.length;
    const stateBlocks = typeof SCALES.state.blocks === 'number' ? SCALES.state.blocks : this.blocks.length;
    const target = Math.round((EVIDENCE_PHOTOS_STATE * this.blocks.length) / stateBlocks);
    const { rows: records } = await client.query<SynthEvidenceRecord>(
      `SELECT v.id AS verification_id, v.cycle_id, v.level, v.work_code, v.district_code, v.block_code, v.panchayat_code,
              v.user_id, v.user_name, v.submitted_at, p.latitude AS gp_latitude, p.longitude AS gp_longitude
         FROM fto_verifications v JOIN panchayats p ON p.panchayat_code = v.panchayat_code
        WHERE v.superseded_at IS NULL AND substr(v.panchayat_code, 5, 3) > '800' AND v.block_code = ANY($1::text[])
        ORDER BY md5($2 || v.work_code || '|' || v.level), v.work_code, v.level
        LIMIT $3`,
      [this.blocks.map((b) => b.block_code), `${seed}|evidence|`, Math.ceil(target / perRecord)],
    );
    // Oldest first, so a reused photo's original was filed before it.
    records.sort(
      (a, b) => a.submitted_at.getTime() - b.submitted_at.getTime() || a.work_code.localeCompare(b.work_code) || a.level - b.level,
    );
    const cycleStarts = new Map<number, Date>();
    for (const { id, start } of (
      await client.query<{ id: number; start: string }>(
        `SELECT id, to_char(schedule_start, 'YYYY-MM-DD') AS start FROM fto_schedules WHERE id = ANY($1::int[])`,
        [[...new Set(records.map((r) => r.cycle_id))]],
      )
    ).rows)
      cycleStarts.set(id, new Date(at(start, '00:00:00')));
    const photos = synthPhotos(
      seed,
      records,
      items.map((i) => i.id),
      cycleStarts.get(records[0]?.cycle_id) ?? new Date(at(addDays(asOf, -30), '00:00:00')),
    ).slice(0, target);
    this.progress.tick(1, 0);
    const created = (p: (typeof photos)[number]) => p.record.submitted_at;
    rows += await copyRows(
      client,
      'fto_files',
      ['key', 'verification_id', 'work_code', 'kind', 'item_id', 'mime', 'size', 'uploaded_by', 'created_at'],
      photos.map((p) => [
        p.key,
        p.record.verification_id,
        p.record.work_code,
        p.kind,
        p.item_id,
        'image/jpeg',
        900_000 + (Number(BigInt.asUintN(20, p.hash)) % 900_000),
        p.record.user_id,
        created(p),
      ]),
    );
    this.progress.tick(1, photos.length);
    rows += await copyRows(
      client,
      'evidence_files',
      [
        'key',
        'verification_id',
        'cycle_id',
        'level',
        'work_code',
        'district_code',
        'block_code',
        'panchayat_code',
        'user_id',
        'kind',
        'item_id',
        'exif_latitude',
        'exif_longitude',
        'exif_accuracy_m',
        'taken_at',
        'taken_at_offset',
        'camera_make',
        'camera_model',
        'device_latitude',
        'device_longitude',
        'device_accuracy_m',
        'device_time',
        'phash',
        'phash_a',
        'phash_b',
        'phash_c',
        'phash_d',
        'flags',
        'details',
        'created_at',
      ],
      photos.map((p) => [
        p.key,
        p.record.verification_id,
        p.record.cycle_id,
        p.record.level,
        p.record.work_code,
        p.record.district_code,
        p.record.block_code,
        p.record.panchayat_code,
        p.record.user_id,
        p.kind,
        p.item_id,
        p.exif?.latitude ?? null,
        p.exif?.longitude ?? null,
        p.exif?.accuracy_m ?? null,
        p.exif?.taken_at ?? null,
        p.exif ? '+05:30' : null,
        p.exif?.make ?? null,
        p.exif?.model ?? null,
        p.device?.latitude ?? null,
        p.device?.longitude ?? null,
        p.device?.accuracy_m ?? null,
        p.device?.at ?? null,
        ...hashColumns(p.hash),
        `{${p.flags.join(',')}}`,
        p.details,
        created(p),
      ]),
    );
    this.progress.tick(1, photos.length);
    // Each record's summary, as the evidence module keeps it, and the record naming its photos.
    const { rowCount: summaries } = await client.query(
      `INSERT INTO evidence_records (verification_id, cycle_id, level, work_code, district_code, block_code, panchayat_code, user_id,
                                     user_name, current, keys, photos, flagged, flags, counts, max_distance_m, submitted_at)
       SELECT v.id, v.cycle_id, v.level, v.work_code, v.district_code, v.block_code, v.panchayat_code, v.user_id, v.user_name, true,
              e.keys, e.photos, e.flagged,
              coalesce((SELECT array_agg(k ORDER BY array_position($1::text[], k)) FROM jsonb_object_keys(c.counts) k), '{}'),
              c.counts, e.max_distance_m, v.submitted_at
         FROM fto_verifications v
         JOIN (SELECT f.verification_id, array_agg(f.key ORDER BY f.kind DESC, f.item_id NULLS FIRST) AS keys, count(*)::int AS photos,
                      count(*) FILTER (WHERE cardinality(f.flags) > 0)::int AS flagged,
                      max((f.details->>'distance_m')::int) FILTER (WHERE 'far-from-work' = ANY(f.flags)) AS max_distance_m
                 FROM evidence_files f WHERE f.key LIKE 'synth-%' GROUP BY f.verification_id) e ON e.verification_id = v.id
         CROSS JOIN LATERAL (SELECT coalesce(jsonb_object_agg(z.flag, z.n), '{}'::jsonb) AS counts
                               FROM (SELECT y.flag, count(*)::int AS n FROM evidence_files g, unnest(g.flags) AS y(flag)
                                      WHERE g.verification_id = v.id GROUP BY y.flag) z) c
        WHERE NOT EXISTS (SELECT 1 FROM evidence_records r WHERE r.verification_id = v.id)`,
      [[...EVIDENCE_FLAGS]],
    );
    rows += summaries ?? 0;
    const { rowCount: pointed } = await client.query(
      `UPDATE fto_verifications v
          SET site_details = jsonb_set(v.site_details, '{photo}', to_jsonb('filever/files/' || s.site)),
              check_list = jsonb_set(v.check_list, '{images}', s.images)
         FROM (SELECT verification_id, min(key) FILTER (WHERE kind = 'site') AS site,
                      coalesce(jsonb_object_agg(item_id::text, 'filever/files/' || key) FILTER (WHERE kind = 'checklist'), '{}'::jsonb) AS images
                 FROM fto_files WHERE key LIKE 'synth-%' GROUP BY verification_id) s
        WHERE v.id = s.verification_id AND s.site IS NOT NULL`,
    );
    rows += pointed ?? 0;
    this.progress.tick(1, rows);
    this.progress.finish();
    return rows;
  }

  /** Fresh planner statistics and visibility maps, as autovacuum would leave them after a while. */
  private async analyze(): Promise<void> {
    const tables = [
      'blocks',
      'panchayats',
      'users',
      'user_permissions',
      'role_assignments',
      'audit_trail',
      'mis_works',
      'mis_work_register',
      'mis_material_bills',
      'mis_fto_transactions',
      'mis_panchayat_status',
      'scrape_runs',
      'fto_verifications',
      'fto_files',
      'evidence_files',
      'evidence_records',
      'sa_issues',
      'sa_issue_works',
      'sa_issue_persons',
      'sa_recoveries',
      'sa_recovery_issues',
      'sa_verifications',
      'sa_verification_entries',
    ];
    this.progress.start('vacuum', tables.length);
    for (const t of tables) {
      await this.dataSource.query(`VACUUM (ANALYZE) ${t}`);
      this.progress.tick(1, 0);
    }
    this.progress.finish();
  }
}
