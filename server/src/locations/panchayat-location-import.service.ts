import { Injectable, Logger } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { isCode } from '../common/validation/location-codes.js';
import { en, msg, type Msg } from '../common/messages/index.js';
import { inTransaction } from '../database/transaction.js';

export const GP_LOCATION_CSV_COLUMNS = ['panchayat_code', 'latitude', 'longitude'] as const;

/** A box around Karnataka (it spans about 11.5-18.5 N and 74-78.6 E): a point outside it is a typo. */
export const KARNATAKA_BOX = { minLatitude: 11, maxLatitude: 19, minLongitude: 74, maxLongitude: 79 } as const;

/** Problem lines an answer lists at most (the total is always given). */
const MAX_LISTED = 100;
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
    private readonly trail: AuditTrailService,
  ) {}

  async importCsv(text: string, reach: GpLocationReach, actor: Actor | null): Promise<GpLocationReport> {
    const { rows, problems } = parseGpLocations(text);
    const known: { panchayat_code: string }[] = rows.length
      ? await this.dataSource.query(`SELECT panchayat_code FROM panchayats WHERE panchayat_code = ANY($1::varchar[])`, [
          rows.map((r) => r.panchayat_code),
        ])
      : [];
    const master = new Set(known.map((k) => k.panchayat_code));
    for (const row of rows) {
      if (!master.has(row.panchayat_code)) {
        problems.push({ line: row.line, message: msg('GP_LOCATIONS_UNKNOWN', { code: row.panchayat_code }) });
      } else if (reach.level === 'ZP' && row.panchayat_code.slice(0, 4) !== reach.district_code) {
        problems.push({ line: row.line, message: msg('GP_LOCATIONS_OUTSIDE_DISTRICT', { code: row.panchayat_code }) });
      }
    }
    if (problems.length) throw refusal(problems);

    const report = await inTransaction(
      this.dataSource,
      async (em) => {
        // A SELECT over the UPDATE: a bare UPDATE ... RETURNING answers [rows, count] through TypeORM.
        const [{ updated }]: { updated: number }[] = await em.query(
          `WITH changed AS (
             UPDATE panchayats p SET latitude = f.latitude, longitude = f.longitude, updated_at = now()
               FROM unnest($1::varchar[], $2::float8[], $3::float8[]) AS f(code, latitude, longitude)
              WHERE p.panchayat_code = f.code
                AND (p.latitude, p.longitude) IS DISTINCT FROM (f.latitude, f.longitude)
             RETURNING 1)
           SELECT count(*)::int AS updated FROM changed`,
          [rows.map((r) => r.panchayat_code), rows.map((r) => r.latitude), rows.map((r) => r.longitude)],
        );
        const result = { rows: rows.length, updated, unchanged: rows.length - updated };
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
    const params: string[] = [];
    const conditions: string[] = [];
    if (where.district_code) {
      params.push(where.district_code);
      conditions.push(`left(panchayat_code, 4) = $${params.length}`);
    }
    if (where.block_code) {
      params.push(where.block_code);
      conditions.push(`block_code = $${params.length}`);
    }
    const [row]: { panchayats: number; located: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS panchayats, count(latitude)::int AS located
         FROM panchayats ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      params,
    );
    return row;
  }
}

function refusal(problems: GpLocationProblem[]): PanchayatLocationImportError {
  const sorted = [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return new PanchayatLocationImportError(sorted.slice(0, MAX_LISTED), sorted.length);
}

/**
 * The checks that need no database: the header, three cells a row, a 10-digit code, numbers in
 * range and inside Karnataka's box, no panchayat twice. Throws for a file that cannot be read as
 * such at all (not CSV, no header, no rows); answers the rows and the problems of the rest.
 */
export function parseGpLocations(text: string): { rows: GpLocationRow[]; problems: GpLocationProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw refusal([{ line: null, message: msg('GP_LOCATIONS_NOT_CSV') }]);
  }
  if (records.length === 0) throw refusal([{ line: null, message: msg('GP_LOCATIONS_EMPTY') }]);
  const header = records[0].record.map((h) => h.toLowerCase());
  if (header.join(',') !== GP_LOCATION_CSV_COLUMNS.join(',')) {
    throw refusal([{ line: records[0].info.lines, message: msg('GP_LOCATIONS_HEADER', { header: GP_LOCATION_CSV_COLUMNS.join(',') }) }]);
  }
  if (records.length === 1) throw refusal([{ line: null, message: msg('GP_LOCATIONS_EMPTY') }]);

  const rows: GpLocationRow[] = [];
  const problems: GpLocationProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const problem = (message: Msg) => problems.push({ line, message });
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
  return { rows, problems };
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
