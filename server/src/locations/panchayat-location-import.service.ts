import { Injectable, Logger } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { isCode } from '../common/validation/location-codes.js';
import { en, msg, type Msg } from '../common/messages/index.js';
import { inTransaction } from '../database/transaction.js';
import { PanchayatLocationsRepository } from './repositories/panchayat-locations.repository.js';

export const GP_LOCATION_CSV_COLUMNS = ['panchayat_code', 'latitude', 'longitude'] as const;

/** A box around Karnataka (it spans about 11.5-18.5 N and 74-78.6 E): a point outside it is a typo. */
export const KARNATAKA_BOX = { minLatitude: 11, maxLatitude: 19, minLongitude: 74, maxLongitude: 79 } as const;

/** Problem lines an answer lists (and the import keeps) at most; the total is always counted and given. */
export const MAX_LISTED = 100;
/**
 * Rows a location file holds at most: Karnataka has about 6,000 gram panchayats, so 10,000 is
 * ample; a longer file is refused as soon as its 10,001st row is read.
 */
export const MAX_GP_LOCATION_ROWS = 10_000;
/**
 * The largest location file an upload takes: 10,000 rows of a code and two decimals are about
 * 400 KB (1515001004,17.198612,76.351234 and a line end is 33 bytes), so 1 MB leaves room for
 * long decimals, spaces and quotes. The 413's message says both bounds.
 */
export const MAX_GP_LOCATION_FILE_BYTES = 1024 * 1024;
/** A line longer than this is no location row (a code and two numbers); refused before it is held. */
const MAX_LINE_CHARS = 1000;
/** The slices a file held in memory is parsed in, each in a turn of the event loop of its own. */
const SLICE_BYTES = 16 * 1024;
/** A decimal number as a spreadsheet writes it: no exponent, no thousands separator. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

export interface GpLocationRow {
  panchayat_code: string;
  latitude: number;
  longitude: number;
  line: number;
}

export interface GpLocationProblem {
  /** The file's line (1 = the header), or null for the file as a whole. */
  line: number | null;
  message: Msg;
}

/** Whose panchayats an import may change: every one (STATE) or one district's (ZP). */
export type GpLocationReach = { level: 'STATE' } | { level: 'ZP'; district_code: string };

export interface GpLocationReport {
  rows: number;
  updated: number;
  unchanged: number;
}

export class PanchayatLocationImportError extends Error {
  constructor(
    readonly problems: GpLocationProblem[],
    readonly total = problems.length,
  ) {
    super(
      `The file was not imported: ${total} problem(s)\n${problems.map((p) => `${p.line === null ? 'file' : `line ${p.line}`}: ${en(p.message)}`).join('\n')}`,
    );
    this.name = 'PanchayatLocationImportError';
  }

  /**
   * The envelope's `errors`: `file` (what is wrong with the file as a whole, else "correct the
   * lines below") and "line N" -> what is wrong on that line.
   */
  get errors(): Record<string, Msg> {
    const out: Record<string, Msg> = {};
    for (const p of this.problems) {
      const key = p.line === null ? 'file' : `line ${p.line}`;
      out[key] ??= p.message;
    }
    out.file ??= msg('GP_LOCATIONS_FIX_LINES', { total: this.total });
    return out;
  }
}

/**
 * Loads gram panchayat office locations (issue 27) from a CSV `panchayat_code,latitude,longitude`.
 * The whole file is checked first (shape, numbers, ranges, Karnataka's box, repeats, panchayats
 * the master knows and the caller may change); any problem rejects the file with its line numbers
 * and nothing is written. A good file is applied in one transaction: rows whose location is
 * already stored count as unchanged, so running a file twice changes nothing the second time.
 */
@Injectable()
export class PanchayatLocationImportService {
  private readonly logger = new Logger('PanchayatLocationImport');

  constructor(
    private readonly dataSource: DataSource,
    private readonly locations: PanchayatLocationsRepository,
    private readonly trail: AuditTrailService,
  ) {}

  /**
   * `input`: the file as a stream (the CLI's file), as bytes held in memory (an upload, parsed
   * in slices) or as text. Problems are counted, the first MAX_LISTED by line kept; the rows
   * (at most MAX_GP_LOCATION_ROWS) are staged in a temporary table and checked against the
   * master there with one statement, in the transaction that applies them when all is well.
   */
  async importCsv(input: Readable | Buffer | string, reach: GpLocationReach, actor: Actor | null): Promise<GpLocationReport> {
    const parsed = await parseGpLocations(input);
    const report = await inTransaction(
      this.dataSource,
      async (em) => {
        await this.locations.stage(em, parsed.rows);
        // The rows the master does not know, or (ZP) outside the district: counted, the first by line listed.
        const found = await this.locations.unknownOrOutside(em, reach.level === 'ZP' ? reach.district_code : null, MAX_LISTED);
        const problems = parsed.problems.concat(
          found.map((f) => ({
            line: f.line,
            message: f.unknown ? msg('GP_LOCATIONS_UNKNOWN', { code: f.code }) : msg('GP_LOCATIONS_OUTSIDE_DISTRICT', { code: f.code }),
          })),
        );
        const total = parsed.total + (found[0]?.total ?? 0);
        if (total > 0) throw refusal(problems, total);

        const updated = await this.locations.applyStaged(em);
        const rows = parsed.rows.length;
        const result = { rows, updated, unchanged: rows - updated };
        if (actor) {
          await this.trail.record(em, actor, {
            action: 'panchayat_locations.import',
            entity: 'panchayat',
            entityId: null,
            after: { ...result, district_code: reach.level === 'ZP' ? reach.district_code : null },
          });
        }
        return result;
      },
      { lockTimeoutMs: 3000, statementTimeoutMs: 120000 },
    );
    this.logger.log(`Gram panchayat locations imported: ${report.updated} updated, ${report.unchanged} unchanged`);
    return report;
  }

  /** How many panchayats there are and how many have a location, within a district or block (or the state). */
  async summary(where: { district_code: string | null; block_code: string | null }): Promise<{ panchayats: number; located: number }> {
    const row = await this.locations.countLocated(where);
    return row;
  }
}

/** The refusal of a file: its problems in line order, the first MAX_LISTED listed, `total` counted. */
function refusal(problems: GpLocationProblem[], total = problems.length): PanchayatLocationImportError {
  const sorted = [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return new PanchayatLocationImportError(sorted.slice(0, MAX_LISTED), total);
}

/** What the parse found: the good rows, the first MAX_LISTED problems by line and how many there were. */
export interface ParsedGpLocations {
  rows: GpLocationRow[];
  problems: GpLocationProblem[];
  total: number;
}

/** Bytes held in memory as slices, each handed on in a turn of the event loop of its own. */
async function* slices(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    if (at > 0) await nextTurn();
    yield bytes.subarray(at, at + SLICE_BYTES);
  }
}

/**
 * The checks that need no database: the header, three cells a row, a 10-digit code, numbers in
 * range and inside Karnataka's box, no panchayat twice. The file is read as a stream (csv-parse's
 * stream API), record by record; the problems are counted and only the first MAX_LISTED kept, so
 * what is held is bounded by MAX_GP_LOCATION_ROWS rows whatever the file. Throws for a file that
 * cannot be read as such at all (not CSV, no header, no rows, too many rows, a line too long).
 */
export async function parseGpLocations(input: Readable | Buffer | string): Promise<ParsedGpLocations> {
  const source = input instanceof Readable ? input : Readable.from(slices(typeof input === 'string' ? Buffer.from(input, 'utf8') : input));
  const parser = parse({
    info: true,
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    max_record_size: MAX_LINE_CHARS,
  });
  // The source's failure (an unreadable file) ends the parse with it.
  source.on('error', (err) => parser.destroy(err));
  const feed = source.pipe(parser);
  const rows: GpLocationRow[] = [];
  const problems: GpLocationProblem[] = [];
  let total = 0;
  const seen = new Map<string, number>();
  let header: { record: string[]; info: { lines: number } } | null = null;
  let records = 0;
  const fileProblem = (line: number | null, message: Msg) => refusal([{ line, message }]);
  try {
    for await (const { record, info } of feed as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header === null) {
        header = { record, info };
        if (record.map((h) => h.toLowerCase()).join(',') !== GP_LOCATION_CSV_COLUMNS.join(',')) {
          throw fileProblem(info.lines, msg('GP_LOCATIONS_HEADER', { header: GP_LOCATION_CSV_COLUMNS.join(',') }));
        }
        continue;
      }
      if (++records > MAX_GP_LOCATION_ROWS) {
        throw fileProblem(null, msg('GP_LOCATIONS_TOO_MANY_ROWS', { max: MAX_GP_LOCATION_ROWS.toLocaleString('en-IN') }));
      }
      const line = info.lines;
      const problem = (message: Msg) => {
        if (++total <= MAX_LISTED) problems.push({ line, message });
      };
      if (record.length !== GP_LOCATION_CSV_COLUMNS.length) {
        problem(msg('GP_LOCATIONS_COLUMNS', { found: record.length }));
        continue;
      }
      const [code, latText, lonText] = record;
      if (!isCode('panchayat', code)) {
        problem(msg('GP_LOCATIONS_CODE', { value: code }));
        continue;
      }
      const first = seen.get(code);
      if (first !== undefined) {
        problem(msg('GP_LOCATIONS_DUPLICATE', { code, first }));
        continue;
      }
      seen.set(code, line);
      const latitude = coordinate('latitude', latText, 90, problem);
      const longitude = latitude === null ? null : coordinate('longitude', lonText, 180, problem);
      if (latitude === null || longitude === null) continue;
      const box = KARNATAKA_BOX;
      if (latitude < box.minLatitude || latitude > box.maxLatitude || longitude < box.minLongitude || longitude > box.maxLongitude) {
        problem(msg('GP_LOCATIONS_OUTSIDE_KARNATAKA', { latitude: latText, longitude: lonText }));
        continue;
      }
      rows.push({ panchayat_code: code, latitude, longitude, line });
    }
  } catch (err) {
    if (err instanceof PanchayatLocationImportError) throw err;
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') {
      throw fileProblem(null, msg('GP_LOCATIONS_LINE_TOO_LONG', { max: MAX_LINE_CHARS.toLocaleString('en-IN') }));
    }
    if (err instanceof CsvError) throw fileProblem(null, msg('GP_LOCATIONS_NOT_CSV'));
    // The source's own failure (a file that cannot be read).
    throw err;
  } finally {
    // Stopped early (a refusal): the rest of the file is not read.
    source.destroy();
    parser.destroy();
  }
  if (header === null || records === 0) throw fileProblem(null, msg('GP_LOCATIONS_EMPTY'));
  return { rows, problems, total };
}

function coordinate(field: 'latitude' | 'longitude', text: string, limit: number, problem: (m: Msg) => void): number | null {
  if (!DECIMAL.test(text)) {
    problem(msg('GP_LOCATIONS_NUMBER', { field, value: text }));
    return null;
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < -limit || value > limit) {
    problem(msg('GP_LOCATIONS_RANGE', { field, value: text, min: -limit, max: limit }));
    return null;
  }
  return value;
}
