import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import type { PrincipalRole } from '../common/auth/principal.js';
import { narrowToScope } from '../common/auth/report-filter.js';
import { scopeOfRole, type Scope } from '../common/auth/scope.js';
import { csvStream } from '../common/csv/csv-writer.js';
import { ApiError } from '../common/http/api-error.js';
import { format, type Language, type MessageCode } from '../common/messages/index.js';
import { changesAfter, type WorkSince } from './changes-after.js';
import type { MisChanged } from './reconciliation.types.js';
import { ReconciliationRepository, type WorkRow } from './repositories/reconciliation.repository.js';
import { Clock } from '../common/time/clock.js';
import { chosenCycle, reportCycles, resolveReportCycle } from '../schedules/report-cycles.js';

export interface ReconciliationFilter {
  cycle_id?: number;
  district_code?: string | null;
  block_code?: string | null;
  panchayat_code?: string | null;
  changed?: boolean;
}

/** One row of the view: a taluk, or a panchayat of the chosen taluk. */
export interface ReconciliationRow {
  district_code: string;
  district_name: string | null;
  district_name_kn: string | null;
  block_code: string;
  block_name: string | null;
  block_name_kn: string | null;
  /** Set when the view is of one taluk's panchayats. */
  panchayat_code: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
  /**
   * Works level 1 draws in the cycle (each level 1 post's draw over its jurisdiction, as its
   * officers' lists show it), with the works holding a current level 1 record (always listed).
   */
  drawn: number;
  /** Works with a current record of the cycle at any level. */
  works: number;
  /** Works with a current record per level: verified[0] is level 1. */
  verified: number[];
  /** By each work's highest current record. */
  recommended: number;
  not_recommended: number;
  /** Works whose MIS rows changed after their highest current record was submitted. */
  changed: number;
  /** Expenditure (MIS paid_inception_total) of the works, and of the changed works, in rupees. */
  expenditure: number;
  changed_expenditure: number;
  /** Sum of the changed works' expenditure changes, in rupees. */
  expenditure_delta: number;
  bills_added: number;
  ftos_added: number;
}

export interface ReconciliationReport {
  cycles: { id: number; name: string }[];
  cycle_id: number | null;
  /** 'block': one row per taluk; 'panchayat': one row per panchayat of the chosen taluk. */
  by: 'block' | 'panchayat';
  levels: number;
  rows: ReconciliationRow[];
  totals: Omit<
    ReconciliationRow,
    | 'district_code'
    | 'district_name'
    | 'district_name_kn'
    | 'block_code'
    | 'block_name'
    | 'block_name_kn'
    | 'panchayat_code'
    | 'panchayat_name'
    | 'panchayat_name_kn'
  >;
}

/** A work of the view: its highest current record and what the MIS changed after it. */
export interface ReconciliationWork {
  work_code: string;
  work_name: string | null;
  district_code: string;
  block_code: string;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_code: string;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
  district_name: string | null;
  district_name_kn: string | null;
  /** The levels with a current record, ascending. */
  levels: number[];
  level: number;
  recommendation: 'Yes' | 'No';
  user_name: string;
  submitted_at: Date;
  expenditure: number | null;
  mis_changed: MisChanged | null;
}

/** Works a drill-down or CSV carries at most. */
export const MAX_LISTED_WORKS = 20000;

const cents = (v: number): number => Math.round(v * 100);

/**
 * What the MIS changed after verification (issue 29 item 3; docs/reconciliation.md): the flags of
 * the level n+1 lists and dialog (changesAfter, the one place that computes them), and the
 * Reconciliation view per cycle and taluk for STATE, ZP and TP administrators, scoped by the
 * current role.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ReconciliationRepository,
    private readonly clock: Clock,
  ) {}

  /** What the MIS changed of each work after its moment; works without a change are absent. */
  changesAfter(works: WorkSince[]): Promise<Map<string, MisChanged>> {
    return changesAfter(this.dataSource.manager, works);
  }

  scopeOf(role: PrincipalRole): Scope {
    const scope = scopeOfRole(role);
    if (scope.level === 'GP') throw ApiError.forbidden('RECONCILIATION_NOT_ALLOWED');
    return scope;
  }

  async report(role: PrincipalRole, filter: ReconciliationFilter): Promise<ReconciliationReport> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    const choice = await reportCycles(this.dataSource, this.clock.today());
    const { cycles } = choice;
    const cycleId = chosenCycle(choice, filter.cycle_id);
    const by = place.block_code ? 'panchayat' : 'block';
    const [works, drawn] =
      cycleId === null
        ? [[], []]
        : await Promise.all([
            this.worksOf(scope, { ...filter, ...place }, cycleId, { listing: false, names: false }),
            this.repo.findDrawnWorks(scope, place, cycleId),
          ]);
    // A loop, not Math.max(...spread): a state holds lakhs of works, more than a call takes arguments.
    let levels = 0;
    for (const w of works) if (w.level > levels) levels = w.level;
    const empty = () => ({
      drawn: 0,
      works: 0,
      verified: Array.from({ length: levels }, () => 0),
      recommended: 0,
      not_recommended: 0,
      changed: 0,
      expenditure: 0,
      changed_expenditure: 0,
      expenditure_delta: 0,
      bills_added: 0,
      ftos_added: 0,
    });
    const totals = empty();
    const groups = new Map<string, ReconciliationRow>();
    const add = (sum: ReturnType<typeof empty>, w: ReconciliationWork) => {
      sum.works += 1;
      for (const l of w.levels) sum.verified[l - 1] += 1;
      if (w.recommendation === 'Yes') sum.recommended += 1;
      else sum.not_recommended += 1;
      sum.expenditure = (cents(sum.expenditure) + cents(w.expenditure ?? 0)) / 100;
      if (w.mis_changed) {
        sum.changed += 1;
        sum.changed_expenditure = (cents(sum.changed_expenditure) + cents(w.expenditure ?? 0)) / 100;
        sum.expenditure_delta = (cents(sum.expenditure_delta) + cents(w.mis_changed.expenditure_delta)) / 100;
        sum.bills_added += w.mis_changed.bills_added;
        sum.ftos_added += w.mis_changed.ftos_added;
      }
    };
    const rowOf = (w: { district_code: string; block_code: string; panchayat_code: string }): ReconciliationRow => {
      const key = by === 'block' ? w.block_code : w.panchayat_code;
      let row = groups.get(key);
      if (!row) {
        row = {
          district_code: w.district_code,
          district_name: null,
          district_name_kn: null,
          block_code: w.block_code,
          block_name: null,
          block_name_kn: null,
          panchayat_code: by === 'panchayat' ? w.panchayat_code : null,
          panchayat_name: null,
          panchayat_name_kn: null,
          ...empty(),
        };
        groups.set(key, row);
      }
      return row;
    };
    for (const w of works) {
      add(rowOf(w), w);
      add(totals, w);
    }
    // The draw, and the works filed at level 1 outside it (a level 1 list always shows those).
    const drawnCodes = new Set(drawn.map((w) => w.work_code));
    for (const w of [...drawn, ...works.filter((x) => x.levels.includes(1) && !drawnCodes.has(x.work_code))]) {
      rowOf(w).drawn += 1;
      totals.drawn += 1;
    }
    await this.nameGroups([...groups.values()], by);
    const rows = [...groups.values()].sort(
      (a, b) =>
        (a.district_name ?? '').localeCompare(b.district_name ?? '') ||
        (a.block_name ?? '').localeCompare(b.block_name ?? '') ||
        (a.panchayat_name ?? '').localeCompare(b.panchayat_name ?? '') ||
        (a.panchayat_code ?? a.block_code).localeCompare(b.panchayat_code ?? b.block_code),
    );
    return { cycles, cycle_id: cycleId, by, levels, rows, totals };
  }

  /** The works of the view (only the changed ones with `changed: true`), with their changes. */
  async works(role: PrincipalRole, filter: ReconciliationFilter): Promise<ReconciliationWork[]> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    if (filter.panchayat_code && place.block_code && !filter.panchayat_code.startsWith(place.block_code)) {
      throw ApiError.badField('panchayat_code', 'PANCHAYAT_NOT_IN_BLOCK');
    }
    const cycleId = await resolveReportCycle(this.dataSource, filter.cycle_id, this.clock.today());
    if (cycleId === null) return [];
    return (await this.worksOf(scope, { ...filter, ...place }, cycleId, { listing: true, names: true })).slice(0, MAX_LISTED_WORKS);
  }

  /**
   * The works as CSV (UTF-8 BOM first), headers and names in the caller's language: the
   * drill-down's statement read through a cursor as the download goes (csvStream over
   * openCursor), each batch's MIS changes read on the cursor's connection (the same snapshot),
   * at most MAX_LISTED_WORKS lines.
   */
  async csv(role: PrincipalRole, filter: ReconciliationFilter, language: Language): Promise<{ stream: Readable; cycleId: number | null }> {
    const scope = this.scopeOf(role);
    const place = narrowToScope(scope, filter);
    const cycleId = await resolveReportCycle(this.dataSource, filter.cycle_id, this.clock.today());
    const cursor = cycleId === null ? null : await this.repo.openCurrentRecordWorksCursor(scope, { ...filter, ...place }, cycleId);
    const label = (code: MessageCode) => format(code, language);
    const yes = label('RECONCILIATION_CSV_YES');
    const no = label('RECONCILIATION_CSV_NO');
    const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
    const header = [
      label('EVIDENCE_CSV_DISTRICT'),
      label('EVIDENCE_CSV_BLOCK'),
      label('EVIDENCE_CSV_PANCHAYAT'),
      label('EVIDENCE_CSV_WORK_CODE'),
      label('EVIDENCE_CSV_WORK_NAME'),
      label('RECONCILIATION_CSV_LEVEL'),
      label('EVIDENCE_CSV_OFFICER'),
      label('RECONCILIATION_CSV_RECOMMENDED'),
      label('RECONCILIATION_CSV_EXPENDITURE'),
      label('RECONCILIATION_CSV_CHANGED'),
      label('RECONCILIATION_CSV_EXPENDITURE_DELTA'),
      label('RECONCILIATION_CSV_BILLS_ADDED'),
      label('RECONCILIATION_CSV_BILLS_PAID'),
      label('RECONCILIATION_CSV_BILLS_CHANGED'),
      label('RECONCILIATION_CSV_FTOS_ADDED'),
      label('RECONCILIATION_CSV_GONE'),
    ];
    const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
    let left = MAX_LISTED_WORKS;
    const stream = csvStream(header, {
      next: async () => {
        const rows = left > 0 && cursor ? await cursor.next() : [];
        if (rows.length === 0) return null;
        const works = (await this.withChanges(cursor!.manager, rows, filter, true)).slice(0, left);
        left -= works.length;
        return works.map((w) => {
          const c = w.mis_changed;
          return [
            name(w.district_name, w.district_name_kn),
            name(w.block_name, w.block_name_kn),
            name(w.panchayat_name, w.panchayat_name_kn),
            w.work_code,
            w.work_name ?? '',
            w.level,
            w.user_name,
            w.recommendation === 'Yes' ? yes : no,
            money(w.expenditure),
            c ? yes : no,
            c ? money(c.expenditure_delta) : '',
            c?.bills_added ?? '',
            c?.bills_paid ?? '',
            c?.bills_changed ?? '',
            c?.ftos_added ?? '',
            c ? (c.gone ? yes : no) : '',
          ];
        });
      },
      close: async () => cursor?.close(),
    });
    return { stream, cycleId };
  }

  /**
   * The works with a current record of the cycle inside the scope and place: each with its
   * levels, its highest record (recommendation, officer, submission) and what the MIS changed
   * after that record was submitted.
   */
  private async worksOf(
    scope: Scope,
    filter: ReconciliationFilter,
    cycleId: number,
    { listing, names }: { listing: boolean; names: boolean },
  ): Promise<ReconciliationWork[]> {
    const rows = await this.repo.findCurrentRecordWorks(scope, filter, cycleId, names);
    return this.withChanges(this.dataSource.manager, rows, filter, listing);
  }

  /** The works of worksOf's rows with what the MIS changed after each (read through `em`); `listing`: only the changed or unchanged ones when the filter says. */
  private async withChanges(
    em: EntityManager,
    rows: WorkRow[],
    filter: ReconciliationFilter,
    listing: boolean,
  ): Promise<ReconciliationWork[]> {
    const changes = await changesAfter(
      em,
      rows.map((r) => ({ work_code: r.work_code, since: r.submitted_at })),
    );
    const works = rows.map((r) => ({
      ...r,
      expenditure: r.expenditure === null ? null : Number(r.expenditure),
      mis_changed: changes.get(r.work_code) ?? null,
    }));
    return listing && filter.changed !== undefined ? works.filter((w) => (w.mis_changed !== null) === filter.changed) : works;
  }

  /** The names of the view's rows: their districts and taluks (and panchayats), one read. */
  private async nameGroups(rows: ReconciliationRow[], by: 'block' | 'panchayat'): Promise<void> {
    if (rows.length === 0) return;
    const codes = rows.map((r) => (by === 'panchayat' ? r.panchayat_code : r.block_code));
    const found = await this.repo.findPlaceNames(codes, by);
    const byCode = new Map(found.map((f) => [f.code, f]));
    for (const row of rows) {
      const n = byCode.get((by === 'panchayat' ? row.panchayat_code : row.block_code) ?? '');
      if (!n) continue;
      row.district_name = n.district_name;
      row.district_name_kn = n.district_name_kn;
      row.block_name = n.block_name;
      row.block_name_kn = n.block_name_kn;
      if (by === 'panchayat') {
        row.panchayat_name = n.panchayat_name;
        row.panchayat_name_kn = n.panchayat_name_kn;
      }
    }
  }
}
