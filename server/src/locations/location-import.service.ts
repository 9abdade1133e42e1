import { Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { isCode } from '../common/validation/location-codes.js';
import { LocationMasterRepository } from './repositories/location-master.repository.js';

export const LOCATION_CSV_COLUMNS = [
  'district_code',
  'district_name',
  'block_code',
  'block_name',
  'panchayat_code',
  'panchayat_name',
] as const;

/**
 * Optional Kannada names, after the six columns above. The MIS location pages (lflag=eng) carry
 * English names only, so Kannada names come from the department's own master when it has them.
 * An empty Kannada cell keeps the Kannada name already stored.
 */
export const LOCATION_CSV_KN_COLUMNS = ['district_name_kn', 'block_name_kn', 'panchayat_name_kn'] as const;

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}
export interface ImportReport {
  districts: ImportCounts;
  blocks: ImportCounts;
  panchayats: ImportCounts;
}

export class LocationImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The file was not imported: ${problems.length} problem(s)\n${problems.join('\n')}`);
    this.name = 'LocationImportError';
  }
}

/** A place of the file: its name, Kannada name and parent code, and the line it was first on. */
export interface Named {
  name: string;
  /** The Kannada name, or null when the row gives none. */
  kn: string | null;
  parent: string;
  line: number;
}

const MAX_PROBLEMS = 50;
const NAME_PATTERN = /^[\p{L}\p{M}0-9 .()'&/-]{1,100}$/u;
/** Kannada spellings also use the zero-width joiner and non-joiner (U+200C, U+200D). */
const KN_NAME_PATTERN = /^(?:[\p{L}\p{M}0-9 .()'&/-]|\u200C|\u200D){1,100}$/u;

/**
 * Loads the official location master (one row per gram panchayat, or per block/district with
 * the lower columns empty). The whole file is checked first: any bad row rejects the file with
 * line numbers and nothing is written. A good file is upserted in one transaction, so running
 * it twice changes nothing the second time.
 */
@Injectable()
export class LocationImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly master: LocationMasterRepository,
  ) {}

  async importCsv(text: string, stateCode = '15'): Promise<ImportReport> {
    const { districts, blocks, panchayats } = this.validate(text, stateCode);
    return this.dataSource.transaction(async (em) => ({
      districts: await this.master.upsert(em, 'districts', 'district_code', 'district_name', 'state_code', districts),
      blocks: await this.master.upsert(em, 'blocks', 'block_code', 'block_name', 'district_code', blocks),
      panchayats: await this.master.upsert(em, 'panchayats', 'panchayat_code', 'panchayat_name', 'block_code', panchayats),
    }));
  }

  validate(text: string, stateCode: string) {
    const problems: string[] = [];
    const districts = new Map<string, Named>();
    const blocks = new Map<string, Named>();
    const panchayats = new Map<string, Named>();
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(text.replace(/^\uFEFF/, ''), {
        info: true,
        skip_empty_lines: true,
        trim: true,
        relax_column_count: true,
      }) as unknown as { record: string[]; info: { lines: number } }[];
    } catch (e) {
      throw new LocationImportError([`The file is not valid CSV: ${(e as Error).message}`]);
    }
    if (records.length === 0) throw new LocationImportError(['The file is empty.']);
    const header = records[0].record.map((h) => h.toLowerCase());
    const withKn = [...LOCATION_CSV_COLUMNS, ...LOCATION_CSV_KN_COLUMNS];
    if (header.join(',') !== LOCATION_CSV_COLUMNS.join(',') && header.join(',') !== withKn.join(',')) {
      throw new LocationImportError([
        `line 1: the header must be exactly ${LOCATION_CSV_COLUMNS.join(',')} (optionally followed by ${LOCATION_CSV_KN_COLUMNS.join(',')})`,
      ]);
    }
    const columns = header.length;
    if (records.length === 1) throw new LocationImportError(['The file has a header but no rows.']);

    const note = (line: number, message: string) => {
      if (problems.length < MAX_PROBLEMS) problems.push(`line ${line}: ${message}`);
    };
    const remember = (map: Map<string, Named>, kind: string, code: string, entry: Named) => {
      const known = map.get(code);
      if (!known) return map.set(code, entry);
      if (known.kn === null && entry.kn !== null) known.kn = entry.kn;
      if (known.name !== entry.name) {
        note(entry.line, `${kind} ${code} is named "${entry.name}" but "${known.name}" on line ${known.line}`);
      } else if (entry.kn !== null && known.kn !== null && known.kn !== entry.kn) {
        note(entry.line, `${kind} ${code} is named "${entry.kn}" in Kannada but "${known.kn}" on line ${known.line}`);
      } else if (known.parent !== entry.parent) {
        note(entry.line, `${kind} ${code} is under ${entry.parent} but under ${known.parent} on line ${known.line}`);
      }
      return map;
    };

    for (const { record, info } of records.slice(1)) {
      const line = info.lines;
      if (record.length !== columns) {
        note(line, `expected ${columns} columns, found ${record.length}`);
        continue;
      }
      const [dCode, dName, bCode, bName, pCode, pName, dKn = '', bKn = '', pKn = ''] = record;
      const name = (field: string, value: string) => {
        if (!NAME_PATTERN.test(value)) note(line, `${field} "${value}" is empty or has characters a place name cannot have`);
        return value.toUpperCase();
      };
      const kn = (field: string, value: string) => {
        if (value === '') return null;
        if (!KN_NAME_PATTERN.test(value)) note(line, `${field} "${value}" has characters a place name cannot have`);
        return value.normalize('NFC');
      };
      if (!isCode('district', dCode)) {
        note(line, `district_code "${dCode}" must be 4 digits`);
        continue;
      }
      if (!dCode.startsWith(stateCode)) {
        note(line, `district_code ${dCode} does not begin with the state code ${stateCode}`);
        continue;
      }
      remember(districts, 'district', dCode, {
        name: name('district_name', dName),
        kn: kn('district_name_kn', dKn),
        parent: stateCode,
        line,
      });
      if (!bCode && !bName && !pCode && !pName && !bKn && !pKn) continue;
      if (!isCode('block', bCode)) {
        note(line, `block_code "${bCode}" must be 7 digits`);
        continue;
      }
      if (!bCode.startsWith(dCode)) {
        note(line, `block_code ${bCode} does not begin with its district_code ${dCode}`);
        continue;
      }
      remember(blocks, 'block', bCode, { name: name('block_name', bName), kn: kn('block_name_kn', bKn), parent: dCode, line });
      if (!pCode && !pName && !pKn) continue;
      if (!isCode('panchayat', pCode)) {
        note(line, `panchayat_code "${pCode}" must be 10 digits`);
        continue;
      }
      if (!pCode.startsWith(bCode)) {
        note(line, `panchayat_code ${pCode} does not begin with its block_code ${bCode}`);
        continue;
      }
      if (panchayats.has(pCode)) {
        note(line, `panchayat_code ${pCode} appears again (first on line ${panchayats.get(pCode)!.line})`);
        continue;
      }
      panchayats.set(pCode, { name: name('panchayat_name', pName), kn: kn('panchayat_name_kn', pKn), parent: bCode, line });
    }
    if (problems.length) throw new LocationImportError(problems);
    return { districts, blocks, panchayats };
  }
}
