import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { PrincipalRole } from '../../common/auth/principal.js';
import { narrowToScope } from '../../common/auth/report-filter.js';
import { scopeOfRole } from '../../common/auth/scope.js';
import { csvMinutes, csvStream, type CsvValue } from '../../common/csv/csv-writer.js';
import { ApiError } from '../../common/http/api-error.js';
import { format, msg, type Language, type MessageCode } from '../../common/messages/index.js';
import type { ListQuery, Page } from '../../common/pagination/list-query.js';
import { addDays } from '../../common/time/financial-year.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { HistoryRowNames } from '../repositories/history-row-names.js';
import { MisChangesRepository, type Group } from '../repositories/mis-changes.repository.js';
import { WORK_AMOUNT_COLUMNS } from '../work-amount-columns.js';
import { CHANGE_KINDS, type ChangeKind } from './change-kinds.js';
import { fieldLabel, fieldValueCell, subjectText, type Say } from './change-words.js';

// The kinds live in change-kinds.ts, which the UI imports too.
export { CHANGE_KINDS, type ChangeKind } from './change-kinds.js';

const KIND_LABELS: Record<ChangeKind, MessageCode> = {
  'new-works': 'MIS_CHANGE_NEW_WORKS',
  'gone-works': 'MIS_CHANGE_GONE_WORKS',
  'amounts-changed': 'MIS_CHANGE_AMOUNTS_CHANGED',
  'works-changed': 'MIS_CHANGE_WORKS_CHANGED',
  'bills-added': 'MIS_CHANGE_BILLS_ADDED',
  'bills-paid': 'MIS_CHANGE_BILLS_PAID',
  'bills-changed': 'MIS_CHANGE_BILLS_CHANGED',
  'ftos-added': 'MIS_CHANGE_FTOS_ADDED',
  'ftos-changed': 'MIS_CHANGE_FTOS_CHANGED',
};

/** The works' amount columns: a work entry naming one of them is an amount change. */
const WORK_AMOUNTS: readonly string[] = WORK_AMOUNT_COLUMNS;

/** Columns holding rupees (their difference is shown). */
const AMOUNTS = new Set([...WORK_AMOUNTS, 'paid', 'due', 'credit_amount_due', 'credit_amount_actual']);

const CODE = { block_code: /^\d{7}$/, panchayat_code: /^\d{10}$/, district_code: /^\d{4}$/ } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ChangesFilter {
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  from: string | null;
  to: string | null;
  kind: ChangeKind | null;
}

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
  /** new - old for amounts (a missing side counts 0), else null. */
  difference: number | null;
}

export interface ChangeEntry {
  id: string;
  run_id: string | null;
  recorded_at: Date;
  source: string;
  change: string;
  kind: ChangeKind;
  row_key: string;
  fields: FieldChange[];
  /** The row's bill number and material from the MIS mirror now (bills and material lines), else null. */
  names: HistoryRowNames | null;
}

export interface WorkChanges {
  /** The work code, or the FTO no. for an FTO's rows. */
  id: string;
  work_code: string | null;
  fto_no: string | null;
  work_name: string | null;
  block_code: string;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_code: string;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
  last_at: Date;
  kinds: ChangeKind[];
  changes: ChangeEntry[];
}

/** A works list or CSV reads at most this many works' changes. */
export const MAX_CSV_WORKS = 20000;

/**
 * The MIS changes page (issue 29): what the loads of the MIS changed (mis_history), grouped by
 * work, scoped by the caller's current role like every report (STATE all, ZP its district, TP
 * its taluk, GP its panchayat), filtered by place, IST days and kind.
 */
@Injectable()
export class MisChangesService {
  constructor(
    private readonly changes: MisChangesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The list filter checked and narrowed to the role's scope (400 for a bad value, 403 for a place outside). */
  filterOf(role: PrincipalRole, raw: Record<string, unknown>): ChangesFilter {
    const text = (field: string): string | null => {
      const value = raw[field];
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string') throw ApiError.badField(field, 'LIST_FILTER_FIELD_INVALID');
      return value;
    };
    const code = (field: keyof typeof CODE): string | null => {
      const value = text(field);
      if (value !== null && !CODE[field].test(value)) throw ApiError.badField(field, msg('MIS_CHANGES_CODE_INVALID', { field }));
      return value;
    };
    const day = (field: 'from' | 'to'): string | null => {
      const value = text(field);
      if (value === null) return null;
      const at = new Date(`${value}T00:00:00Z`);
      if (!DAY.test(value) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
        throw ApiError.badField(field, msg('DATE_YMD_INVALID', { field }));
      }
      return value;
    };
    const district = code('district_code');
    let block = code('block_code');
    const panchayat = code('panchayat_code');
    if (panchayat && block && !panchayat.startsWith(block)) throw ApiError.badField('panchayat_code', 'PANCHAYAT_NOT_IN_BLOCK');
    if (panchayat && !block) block = panchayat.slice(0, 7);
    const from = day('from');
    const to = day('to');
    if (from && to && from > to) throw ApiError.badField('from', 'MIS_CHANGES_RANGE_INVALID');
    const kind = text('kind');
    if (kind !== null && !(CHANGE_KINDS as readonly string[]).includes(kind)) {
      throw ApiError.badField('kind', msg('MIS_CHANGES_KIND_INVALID', { kinds: CHANGE_KINDS.join(', ') }));
    }
    const scope = scopeOfRole(role);
    const place = narrowToScope(scope, { district_code: district, block_code: block });
    let panchayatCode = panchayat;
    if (scope.level === 'GP') {
      if (panchayat && panchayat !== scope.panchayat_code) throw ApiError.forbidden('OUTSIDE_JURISDICTION');
      panchayatCode = scope.panchayat_code;
    }
    return { ...place, panchayat_code: panchayatCode, from, to, kind: kind as ChangeKind | null };
  }

  /** One page of works with changes, newest change first by default. */
  async list(role: PrincipalRole, query: ListQuery): Promise<Page<WorkChanges>> {
    const filter = this.filterOf(role, query.filter);
    const { groups, total } = this.fromSummary(filter, query)
      ? await this.changes.findSummaryPage(filter, query)
      : await this.groupedPage(filter, query);
    return { rows: await this.details(filter, groups), total };
  }

  /**
   * Whether the page can be read from mis_change_works (each work's newest change) instead of
   * grouping the entries: every kind, a block, district or the state, newest first or by code, from
   * a day within the retention (older entries are deleted, their works' rows with them) up to today
   * or later (no entry is newer than now). A work then has an entry in the days exactly when its
   * newest change is on or after the first day. Anything else groups the entries.
   */
  private fromSummary(filter: ChangesFilter, query: ListQuery): boolean {
    if (filter.kind !== null || filter.panchayat_code !== null || !filter.from) return false;
    if (query.sort !== 'last_at' && query.sort !== 'id') return false;
    // Today by the real clock, as the entries' recorded_at (PostgreSQL's now()). The first day's
    // start is then after the retention's cutoff, the last day's end after now.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: this.config.timeZone }).format(new Date());
    if (filter.from < addDays(today, 1 - this.config.refresh.historyRetentionDays)) return false;
    return filter.to === null || filter.to >= today;
  }

  /** The page by grouping the filter's entries by work; past the last page, the total counted apart. */
  private async groupedPage(filter: ChangesFilter, query: ListQuery): Promise<{ groups: Group[]; total: number }> {
    const groups = await this.changes.findGroupedPage(filter, query);
    let total = groups[0]?.total ?? 0;
    if (groups.length === 0 && query.skip > 0) total = await this.changes.countChangedWorks(filter);
    return { groups, total };
  }

  /**
   * The CSV: one line per changed field (an entry without fields on a line of its own), UTF-8 BOM
   * first, in the caller's language; the works as the list orders them (at most MAX_CSV_WORKS),
   * each work's entries oldest first. In the page's words (change-words.ts, docs/mis-changes.md
   * "The CSV"): the row as the page names it, each field by its label, dates dd/mm/yyyy, statuses
   * in words; money and counts stay numbers; never a row key or a column name. Streamed from the database (csvStream over openCursor): one
   * statement read a batch at a time as the download goes, so only a batch is held. The filter is
   * checked (400, 403) before anything is answered.
   */
  async csv(role: PrincipalRole, query: ListQuery, language: Language): Promise<Readable> {
    const filter = this.filterOf(role, query.filter);
    const cursor = await this.changes.openChangesCsvCursor(filter, query, this.fromSummary(filter, query), MAX_CSV_WORKS);
    const label = (code: MessageCode) => format(code, language);
    const say: Say = (code, params) => format(code, language, params);
    const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
    const when = csvMinutes(this.config.timeZone);
    // A work's first entry (oldest) names it, as the list's work does.
    let work: { i: string; cells: CsvValue[] } | null = null;
    return csvStream(
      [
        label('MIS_CHANGES_CSV_BLOCK'),
        label('MIS_CHANGES_CSV_PANCHAYAT'),
        label('MIS_CHANGES_CSV_WORK_CODE'),
        label('MIS_CHANGES_CSV_WORK_NAME'),
        label('MIS_CHANGES_CSV_FTO_NO'),
        label('MIS_CHANGES_CSV_AT'),
        label('MIS_CHANGES_CSV_RUN'),
        label('MIS_CHANGES_CSV_KIND'),
        label('MIS_CHANGES_CSV_ROW'),
        label('MIS_CHANGES_CSV_FIELD'),
        label('MIS_CHANGES_CSV_OLD'),
        label('MIS_CHANGES_CSV_NEW'),
        label('MIS_CHANGES_CSV_DIFFERENCE'),
      ],
      {
        next: async () => {
          const rows = await cursor.next();
          if (rows.length === 0) return null;
          const lines: CsvValue[][] = [];
          for (const e of rows) {
            if (work?.i !== String(e.i)) {
              work = {
                i: String(e.i),
                cells: [
                  name(e.block_name, e.block_name_kn),
                  name(e.panchayat_name, e.panchayat_name_kn),
                  e.work_code ?? '',
                  e.work_name ?? '',
                  (e.work_code ? null : e.fto_no) ?? '',
                ],
              };
            }
            const row = subjectText(e, say);
            const head = [...work.cells, when(new Date(e.recorded_at)), e.run_id ?? '', label(KIND_LABELS[e.kind]), row];
            const fields = Object.entries(e.fields);
            if (fields.length === 0) lines.push([...head, '', '', '', '']);
            for (const [field, [old, now]] of fields) {
              const cells = [fieldLabel(field, say), fieldValueCell(field, old, say), fieldValueCell(field, now, say)];
              lines.push([...head, ...cells, differenceOf(field, old, now) ?? '']);
            }
          }
          return lines;
        },
        close: () => cursor.close(),
      },
    );
  }

  /** The changes of the given works (or FTOs), in the given order, with names. */
  private async details(filter: ChangesFilter, found: { grp: string; fto: boolean }[]): Promise<WorkChanges[]> {
    if (found.length === 0) return [];
    const groups = found.map((f) => f.grp);
    const entries = await this.changes.findEntriesOfGroups(filter, found);
    const names = await this.changes.findNamesOfGroups(entries);
    const byGroup = new Map<string, WorkChanges>();
    const named = new Map(names.map((n) => [n.grp, n]));
    for (const e of entries) {
      let work = byGroup.get(e.grp);
      if (!work) {
        const n = named.get(e.grp);
        work = {
          id: e.grp,
          work_code: e.work_code,
          fto_no: e.work_code ? null : e.fto_no,
          work_name: n?.work_name ?? null,
          block_code: e.block_code,
          block_name: n?.block_name ?? null,
          block_name_kn: n?.block_name_kn ?? null,
          panchayat_code: e.panchayat_code,
          panchayat_name: n?.panchayat_name ?? null,
          panchayat_name_kn: n?.panchayat_name_kn ?? null,
          last_at: e.recorded_at,
          kinds: [],
          changes: [],
        };
        byGroup.set(e.grp, work);
      }
      if (new Date(e.recorded_at) > new Date(work.last_at)) work.last_at = e.recorded_at;
      if (!work.kinds.includes(e.kind)) work.kinds.push(e.kind);
      work.changes.push({
        id: String(e.id),
        run_id: e.run_id,
        recorded_at: e.recorded_at,
        source: e.source,
        change: e.change,
        kind: e.kind,
        row_key: e.row_key,
        names: e.names,
        fields: Object.entries(e.fields).map(([field, [old, now]]) => ({
          field,
          old,
          new: now,
          difference: differenceOf(field, old, now),
        })),
      });
    }
    return groups.flatMap((grp) => byGroup.get(grp) ?? []);
  }
}

/** The difference of an amount (rounded to the paisa), null for other columns. */
function differenceOf(field: string, old: unknown, now: unknown): number | null {
  if (!AMOUNTS.has(field)) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : 0);
  return Math.round((num(now) - num(old)) * 100) / 100;
}
