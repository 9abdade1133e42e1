import { Injectable, Logger } from '@nestjs/common';
import { parse } from 'csv-parse';
import { fileTypeFromFile } from 'file-type';
import fs from 'node:fs';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { badCharacter } from '../common/http/text-check.js';
import { inTransaction } from '../database/transaction.js';
import { ISSUE_NUMBER } from './dto/socialaudit.dto.js';
import { ISSUE_TYPES } from './entities/issue.entity.js';
import { excelDecimal, financialYearOf, moneyFromNumber, parseDate, parseFinancialYear, parseMoneyText } from './values.js';
import { Clock } from '../common/time/clock.js';
import { IssueImportRepository, type StagedProblem, type StagedRow } from './repositories/issue-import.repository.js';
import {
  columnName,
  ERROR_VALUES,
  WorkbookError,
  XLSX_LIMITS,
  XlsxWorkbook,
  type RowSearch,
  type SheetCell,
  type SheetInfo,
} from './xlsx-reader.js';
import { joinedParam, msg, type MessageCode, type Msg } from '../common/messages/index.js';

export const REQUIRED_COLUMNS = [
  'issue_number',
  'financial_year',
  'district_code',
  'block_code',
  'panchayat_code',
  'issue_type',
  'issue_amount',
] as const;
export const OPTIONAL_COLUMNS = [
  'response_amount',
  'issue_cat',
  'issue_subcat',
  'issue_desc',
  'gram_sabha_date',
  'issue_with',
  'issue_status',
  'jobcard_number',
  'household_member_name',
] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

const MAX_PROBLEMS = 50;
/** The header row is looked for in the first rows of each sheet (title rows may stand above it). */
const HEADER_ROWS = 10;
const BATCH = 1000;
const TEXT_LIMITS: Partial<Record<Column, number>> = {
  issue_cat: 200,
  issue_subcat: 200,
  issue_desc: 4000,
  issue_with: 200,
  issue_status: 40,
  household_member_name: 200,
};
/** A job card number as the MIS writes it (KN-05-001-004-001/123): letters, digits, /, -, _ or . */
const JOB_CARD = /^[A-Za-z0-9/_.-]{1,40}$/;

export interface ImportReport {
  /** Issues in the file (an issue given on several rows, one per job card, counts once). */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** The worksheet read, for a workbook (the first visible one whose header names the columns). */
  sheet?: string;
}

/** A problem of the file, on its line (the header is line 1) or of the whole file (null). */
export interface ImportProblem {
  line: number | null;
  problem: Msg;
}

/** A refused file: every problem with its line number (the header is line 1). */
export class IssueImportError extends Error {
  constructor(
    readonly problems: ImportProblem[],
    readonly total = problems.length,
  ) {
    super(`The file was not imported: ${total} problem(s)`);
    this.name = 'IssueImportError';
  }

  /**
   * The envelope's `errors`: "line 3" -> what is wrong there, each problem by its code. Several
   * problems of one line are one text joined with '; ' in each language (IMPORT_PROBLEMS). The
   * values from the file (cells, texts, its column names) stay as written in either language.
   */
  get errors(): Record<string, Msg> {
    const byKey = new Map<string, Msg[]>();
    for (const p of this.problems) {
      const key = p.line === null ? 'file' : `line ${p.line}`;
      byKey.set(key, [...(byKey.get(key) ?? []), p.problem]);
    }
    return Object.fromEntries(
      [...byKey].map(([key, list]) => [key, list.length === 1 ? list[0] : msg('IMPORT_PROBLEMS', joinedParam('problems', list, '; '))]),
    );
  }
}

/** A problem of the whole file. */
const fileProblem = (code: MessageCode, params?: Msg['params']) => new IssueImportError([{ line: null, problem: msg(code, params) }]);

/**
 * A cell as read: from a workbook with its reference (`G7`), or a CSV field (text; an empty cell
 * of a workbook row is an empty text too). Only a workbook has cells other than text.
 */
type ReadCell = (SheetCell & { ref: string }) | { type: 'text'; text: string; ref?: string };

interface Row {
  line: number;
  cells: Record<string, ReadCell>;
  /** On the header row only: the file's column names, and the sheet it is on (a workbook's). */
  columns?: string[];
  sheet?: string;
}

type Staged = StagedRow;

/**
 * Loads social audit issues from a CSV or Excel (.xlsx) file. The file is read as a stream,
 * row by row, into a temporary table inside one transaction; checks that need the database
 * (places that exist and nest, repeats, issues already filed) run there as set queries. Any
 * problem rejects the whole file and nothing is stored. Re-importing a file changes nothing.
 */
@Injectable()
export class IssueImportService {
  private readonly logger = new Logger('IssueImport');

  constructor(
    private readonly dataSource: DataSource,
    private readonly imports: IssueImportRepository,
    private readonly trail: AuditTrailService,
    private readonly clock: Clock,
  ) {}

  async importFile(file: string, actor: Actor | null): Promise<ImportReport> {
    const kind = await this.kindOf(file);
    const rows = kind === 'xlsx' ? xlsxRows(file, this.logger) : csvRows(file);
    const report = await inTransaction(
      this.dataSource,
      async (em) => {
        await this.imports.createStagingTable(em);
        const { jobCards, sheet } = await this.stage(em, rows);
        await this.checkStaged(em);
        const result = await this.upsert(em, jobCards);
        const report: ImportReport = { rows: result.inserted + result.updated + result.unchanged, ...result };
        if (sheet !== undefined) report.sheet = sheet;
        if (actor) await this.trail.record(em, actor, { action: 'issues.import', entity: 'sa_issue', entityId: null, after: report });
        return report;
      },
      { lockTimeoutMs: 3000, statementTimeoutMs: 120000 },
    );
    this.logger.log(`Issues imported: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged`);
    return report;
  }

  private async kindOf(file: string): Promise<'csv' | 'xlsx'> {
    let type: Awaited<ReturnType<typeof fileTypeFromFile>>;
    try {
      type = await fileTypeFromFile(file);
    } catch (err) {
      this.logger.warn(`File type not recognised: ${String(err)}`);
      throw fileProblem('IMPORT_FILE_TYPE_UNKNOWN');
    }
    if (type?.ext === 'xlsx') return 'xlsx';
    if (type) throw fileProblem('IMPORT_FILE_TYPE_REFUSED', { type: type.ext });
    return 'csv';
  }

  /** Reads, checks and stages every row; problems are collected, the first 50 reported. */
  private async stage(em: EntityManager, rows: AsyncGenerator<Row>): Promise<{ count: number; jobCards: boolean; sheet?: string }> {
    const problems: ImportProblem[] = [];
    let total = 0;
    const note = (line: number, problem: Msg) => {
      total++;
      if (problems.length < MAX_PROBLEMS) problems.push({ line, problem });
    };
    let batch: Staged[] = [];
    let count = 0;
    const today = this.clock.today();
    const current = financialYearOf(today);
    let headerSeen = false;
    let jobCards = false;
    let sheet: string | undefined;
    for await (const row of rows) {
      if (!headerSeen) {
        headerSeen = true;
        jobCards = row.columns?.includes('jobcard_number') ?? false;
        sheet = row.sheet;
        continue;
      }
      count++;
      const staged = checkRow(row, today, current, note);
      if (staged && total === 0) {
        batch.push(staged);
        if (batch.length >= BATCH) {
          await this.imports.stageRows(em, batch);
          batch = [];
        }
      }
    }
    if (!headerSeen) throw fileProblem('IMPORT_FILE_EMPTY');
    if (count === 0) throw fileProblem('IMPORT_NO_ROWS');
    if (total > 0) throw new IssueImportError(problems, total);
    if (batch.length) await this.imports.stageRows(em, batch);
    return { count, jobCards, sheet };
  }

  private async checkStaged(em: EntityManager): Promise<void> {
    // Each problem as its code and values (the columns of `found`), worded by the catalog.
    const found = await this.imports.stagedProblems(em, MAX_PROBLEMS + 1);
    if (found.length) throw new IssueImportError(found.slice(0, MAX_PROBLEMS).map(stagedProblem), found.length);
  }

  private async upsert(em: EntityManager, jobCards: boolean): Promise<Omit<ImportReport, 'rows'>> {
    // A filing locks its issue's row; the upsert waits for it, and one that could not wait is
    // answered 409 by lock_timeout (IssueImportRepository.upsertStagedIssues).
    const result = await this.imports.upsertStagedIssues(em);
    const n = await this.imports.countStagedIssues(em);
    const touched = new Set(result.map((r) => r.id));
    const inserted = result.filter((r) => r.inserted).length;
    let cardsChanged = 0;
    // With a jobcard_number column the file's job cards replace the issue's (none given: none);
    // without one (files made before job cards) the stored job cards stay as they are.
    if (jobCards) {
      const ids = await this.imports.issuesWithOtherJobCards(em);
      if (ids.length) await this.imports.replaceJobCards(em, ids);
      cardsChanged = ids.filter((id) => !touched.has(id)).length;
    }
    const updated = result.length - inserted + cardsChanged;
    return { inserted, updated, unchanged: n - inserted - updated };
  }
}

function stagedProblem(p: StagedProblem): ImportProblem {
  const problem = (() => {
    switch (p.code) {
      case 'IMPORT_PANCHAYAT_UNKNOWN':
        return msg(p.code, { code: p.code_value! });
      case 'IMPORT_PANCHAYAT_ELSEWHERE':
        return msg(p.code, {
          code: p.code_value!,
          block: p.block!,
          district: p.district!,
          givenBlock: p.given_block!,
          givenDistrict: p.given_district!,
        });
      case 'IMPORT_JOBCARD_REPEATED':
        return msg(p.code, { jobcard: p.jobcard!, issue: p.issue!, first: p.first! });
      case 'IMPORT_ISSUE_RECOVERY_FILED':
        return msg(p.code, { issue: p.issue! });
      default:
        return msg(p.code, { issue: p.issue!, first: p.first! });
    }
  })();
  return { line: p.line, problem };
}

/** A read column's cell that holds no value to import: an error, a formula whose result was not saved. */
function cellProblem(column: string, cell: ReadCell): Msg | null {
  const errorOf = (error: string) =>
    cell.ref ? msg('IMPORT_CELL_ERROR_AT', { column, cell: cell.ref, error }) : msg('IMPORT_CELL_ERROR', { column, error });
  if (cell.type === 'error') return errorOf(cell.error);
  if (cell.type === 'unsaved') {
    if (!cell.formula) return msg('IMPORT_CELL_UNSAVED_SHARED', { column, cell: cell.ref });
    const formula = cell.formula.length > 60 ? `${cell.formula.slice(0, 60)}...` : cell.formula;
    return msg('IMPORT_CELL_UNSAVED', { column, cell: cell.ref, formula });
  }
  // A CSV saved from a spreadsheet writes its error values as their text; no issue means them.
  if (cell.type === 'text' && isErrorWord(cell.text.trim())) return errorOf(cell.text.trim());
  return null;
}

const ERROR_WORDS = new Set<string>(ERROR_VALUES);
/** Excel's error values, and LibreOffice's own (`Err:502`) as it writes them in a CSV. */
const isErrorWord = (text: string) => ERROR_WORDS.has(text.toUpperCase()) || /^Err:[0-9]{3}$/.test(text);

/** The text a cell shows for a text column: numbers at Excel's precision (15 digits), dates as yyyy-mm-dd. */
function textOfCell(cell: SheetCell | ReadCell | undefined): string {
  switch (cell?.type) {
    case 'text':
      return cell.text.trim();
    case 'number':
      return excelDecimal(cell.value);
    case 'date':
      return cell.date;
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    default:
      return '';
  }
}

/**
 * An amount: a number cell as its number format shows it (to the paisa), or a text as India
 * writes amounts (values.ts parseMoneyText); the problem otherwise.
 */
function amountOf(column: string, cell: ReadCell, text: string): { money: string } | { problem: Msg } {
  const notRupees = (shown: string) => ({ problem: msg('IMPORT_AMOUNT', { column, value: shown }) });
  if (cell.type === 'number') {
    if (cell.format.kind === 'scaled') {
      return { problem: msg('IMPORT_AMOUNT_SCALED', { column, cell: cell.ref, value: excelDecimal(cell.value) }) };
    }
    const read = moneyFromNumber(cell.value, cell.format.kind === 'fixed' ? cell.format.decimals : null);
    if ('money' in read) return read;
    if ('shown' in read) return notRupees(read.shown);
    return { problem: msg('IMPORT_AMOUNT_HIDDEN', { column, cell: cell.ref, value: read.hides.value, shown: read.hides.shown }) };
  }
  if (cell.type === 'date') return { problem: msg('IMPORT_AMOUNT_DATE', { column, cell: cell.ref, date: cell.date }) };
  const money = parseMoneyText(text);
  return money === null ? notRupees(text) : { money };
}

function checkRow(row: Row, today: string, currentYear: string, note: (line: number, problem: Msg) => void): Staged | null {
  let ok = true;
  const bad = (problem: Msg) => {
    ok = false;
    note(row.line, problem);
  };
  for (const [c, cell] of Object.entries(row.cells)) {
    const problem = cellProblem(c, cell);
    if (problem) bad(problem);
  }
  if (!ok) return null;
  const v: Record<string, string> = {};
  for (const [c, cell] of Object.entries(row.cells)) v[c] = textOfCell(cell);
  // What PostgreSQL cannot store (NUL, an unpaired surrogate) is a problem of its cell, not a database error.
  for (const [c, text] of Object.entries(v)) {
    const what = badCharacter(text);
    if (what) bad(msg('IMPORT_BAD_CHARACTER', { column: c, what }));
  }
  if (!ok) return null;
  for (const c of REQUIRED_COLUMNS) if (!v[c]) bad(msg('IMPORT_REQUIRED', { column: c }));
  if (!ok) return null;
  if (!ISSUE_NUMBER.test(v.issue_number)) bad(msg('IMPORT_ISSUE_NUMBER', { value: v.issue_number }));
  const yearCell = row.cells.financial_year;
  const fy = yearCell.type === 'date' ? null : parseFinancialYear(v.financial_year);
  if (yearCell.type === 'date') {
    bad(msg('IMPORT_YEAR_DATE_CELL', { cell: yearCell.ref, date: yearCell.date }));
  } else if (!fy || Number(fy.slice(0, 4)) < 2006 || fy > currentYear) {
    bad(msg('IMPORT_YEAR', { value: v.financial_year, last: currentYear }));
  }
  if (!/^[0-9]{4}$/.test(v.district_code) || !v.district_code.startsWith('15'))
    bad(msg('IMPORT_DISTRICT_CODE', { value: v.district_code }));
  if (!/^[0-9]{7}$/.test(v.block_code) || !v.block_code.startsWith(v.district_code)) {
    bad(msg('IMPORT_BLOCK_CODE', { value: v.block_code }));
  }
  if (!/^[0-9]{10}$/.test(v.panchayat_code) || !v.panchayat_code.startsWith(v.block_code)) {
    bad(msg('IMPORT_PANCHAYAT_CODE', { value: v.panchayat_code }));
  }
  const type = v.issue_type.toUpperCase();
  if (!(ISSUE_TYPES as readonly string[]).includes(type)) bad(msg('IMPORT_ISSUE_TYPE', { value: v.issue_type }));
  const amount = amountOf('issue_amount', row.cells.issue_amount, v.issue_amount);
  if ('problem' in amount) bad(amount.problem);
  const response = v.response_amount ? amountOf('response_amount', row.cells.response_amount, v.response_amount) : null;
  if (response && 'problem' in response) bad(response.problem);
  const dateCell = row.cells.gram_sabha_date;
  let date: string | null = null;
  if (v.gram_sabha_date && dateCell.type === 'number') {
    bad(msg('IMPORT_DATE_NUMBER', { cell: dateCell.ref, value: v.gram_sabha_date }));
  } else if (v.gram_sabha_date) {
    date = parseDate(v.gram_sabha_date);
    if (date === null) bad(msg('IMPORT_DATE', { value: v.gram_sabha_date }));
    else if (date > today) bad(msg('IMPORT_DATE_FUTURE', { date }));
  }
  for (const [c, limit] of Object.entries(TEXT_LIMITS))
    if ((v[c] ?? '').length > limit) bad(msg('IMPORT_TOO_LONG', { column: c, max: limit }));
  if (v.jobcard_number && !JOB_CARD.test(v.jobcard_number)) {
    bad(msg('IMPORT_JOBCARD', { value: v.jobcard_number }));
  }
  if (v.household_member_name && !v.jobcard_number) bad(msg('IMPORT_MEMBER_WITHOUT_JOBCARD'));
  if (!ok) return null;
  const opt = (c: Column) => v[c] || null;
  return [
    row.line,
    v.issue_number,
    fy!,
    v.district_code,
    v.block_code,
    v.panchayat_code,
    type,
    (amount as { money: string }).money,
    response ? (response as { money: string }).money : null,
    opt('issue_cat'),
    opt('issue_subcat'),
    opt('issue_desc'),
    date,
    opt('issue_with'),
    v.issue_status || 'Open',
    opt('jobcard_number'),
    opt('household_member_name'),
  ];
}

const ALL_COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

const nameOf = (text: string) => text.trim().toLowerCase();

/** Whether a row is the header: it names issue_number and another required column (a title row above it does not). */
const namesColumns = (names: string[]) =>
  names.includes('issue_number') && REQUIRED_COLUMNS.some((c) => c !== 'issue_number' && names.includes(c));

/** Maps a header row to column names, refusing unknown, repeated or missing columns. */
function headerOf(cells: string[], line: number): string[] {
  const names = cells.map(nameOf);
  const problems: Msg[] = [];
  const unknown = names.filter((n) => n && !ALL_COLUMNS.includes(n));
  if (unknown.length) problems.push(msg('IMPORT_HEADER_UNKNOWN', { columns: unknown.join(', ') }));
  const repeated = names.filter((n, i) => n && names.indexOf(n) !== i);
  if (repeated.length) problems.push(msg('IMPORT_HEADER_TWICE', { columns: repeated.join(', ') }));
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) problems.push(msg('IMPORT_HEADER_MISSING', { columns: missing.join(', ') }));
  if (problems.length) {
    const problem = msg('IMPORT_HEADER', { ...joinedParam('problems', problems, '; '), required: REQUIRED_COLUMNS.join(', ') });
    throw new IssueImportError([{ line, problem }]);
  }
  return names;
}

const isBlankCell = (cell: ReadCell | undefined) => !cell || (cell.type === 'text' && cell.text.trim() === '');

function rowOf(header: string[], cells: (ReadCell | undefined)[], line: number): Row {
  const read: Record<string, ReadCell> = {};
  header.forEach((name, i) => {
    if (name) read[name] = cells[i] ?? { type: 'text', text: '' };
  });
  return { line, cells: read };
}

/**
 * The rows of a CSV. Its header is the first record, or, when that does not name the columns,
 * the first of its first 10 records that does (title lines above it are skipped).
 */
async function* csvRows(file: string): AsyncGenerator<Row> {
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true, max_record_size: 64 * 1024 }));
  let header: string[] | null = null;
  let first: { record: string[]; line: number } | null = null;
  let before = 0;
  const text = (record: string[]): ReadCell[] => record.map((t) => ({ type: 'text', text: t }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        first ??= { record, line: info.lines };
        if (namesColumns(record.map(nameOf))) {
          header = headerOf(record, info.lines);
          yield { line: info.lines, cells: {}, columns: header };
        } else if (++before >= HEADER_ROWS) headerOf(first.record, first.line);
        continue;
      }
      if (record.every((c) => c.trim() === '')) continue;
      yield rowOf(header, text(record), info.lines);
    }
  } catch (err) {
    if (err instanceof IssueImportError) throw err;
    // csv-parse's own words for what is wrong (English), after the sentence in the officer's language.
    throw fileProblem('IMPORT_NOT_CSV', { reason: (err as Error).message });
  }
  if (!header && first) headerOf(first.record, first.line);
}

const sheetList = (sheets: SheetInfo[]) => sheets.map((s) => `"${s.name}"`).join(', ');

/**
 * The rows of a workbook's data sheet: the first visible worksheet with a header row (naming
 * the columns) in its first 10 rows, title rows above it skipped. Hidden sheets (drop-down
 * lists), chart sheets and other sheets are passed over; a sheet without the header is read no
 * further than its first 10 rows, and all of them within XLSX_LIMITS.maxSearchBytes.
 */
async function* xlsxRows(file: string, logger: Logger): AsyncGenerator<Row> {
  let book: XlsxWorkbook | null = null;
  try {
    book = await XlsxWorkbook.open(file);
    const looked: SheetInfo[] = [];
    const texts = (cells: (SheetCell | undefined)[]) => Array.from(cells, (c) => textOfCell(c));
    const search: RowSearch = {
      rows: HEADER_ROWS,
      bytes: XLSX_LIMITS.maxSearchBytes,
      refusal: msg('IMPORT_NO_HEADER_IN_SEARCH', { mb: XLSX_LIMITS.maxSearchBytes / (1024 * 1024) }),
      found: (row) => namesColumns(texts(row.cells).map(nameOf)),
    };
    let empty = true;
    for (const sheet of book.sheets) {
      if (sheet.kind !== 'worksheet' || sheet.state !== 'visible') continue;
      looked.push(sheet);
      let header: string[] | null = null;
      for await (const row of book.rows(sheet, search)) {
        const cells: (ReadCell | undefined)[] = Array.from(
          row.cells,
          (cell, i) => cell && { ...cell, ref: `${columnName(i)}${row.number}` },
        );
        if (!header) {
          if (cells.some((c) => !isBlankCell(c))) empty = false;
          if (!search.found(row)) continue;
          header = headerOf(texts(row.cells), row.number);
          yield { line: row.number, cells: {}, columns: header, sheet: sheet.name };
          continue;
        }
        if (cells.every(isBlankCell)) continue;
        yield rowOf(header, cells, row.number);
      }
      if (header) return;
    }
    if (empty) throw fileProblem('IMPORT_FILE_EMPTY');
    const skipped = book.sheets.filter((s) => !looked.includes(s));
    const columns = { rows: HEADER_ROWS, required: REQUIRED_COLUMNS.join(', '), optional: OPTIONAL_COLUMNS.join(', ') };
    const sheets: Record<string, string> = looked.length ? { sheets: sheetList(looked) } : {};
    const passed: Record<string, string> = skipped.length ? { skipped: sheetList(skipped) } : {};
    const code = looked.length
      ? skipped.length
        ? 'IMPORT_NO_HEADER_SKIPPED'
        : 'IMPORT_NO_HEADER'
      : skipped.length
        ? 'IMPORT_NO_HEADER_NO_SHEET_SKIPPED'
        : 'IMPORT_NO_HEADER_NO_SHEET';
    throw fileProblem(code, { ...columns, ...sheets, ...passed });
  } catch (err) {
    if (err instanceof IssueImportError) throw err;
    if (err instanceof WorkbookError) throw new IssueImportError([{ line: null, problem: err.ref }]);
    // Never the reader's internals in the answer: they are for the log.
    logger.warn(`Unreadable workbook: ${(err as Error).stack ?? String(err)}`);
    throw fileProblem('IMPORT_XLSX_UNREADABLE');
  } finally {
    await book?.close();
  }
}
