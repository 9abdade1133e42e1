/** Panchayats for the fixture MIS from a CSV with the header district_code,district_name,block_code,block_name,panchayat_code,panchayat_name. */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { FixturePanchayat } from './data.js';

const COLUMNS = ['district_code', 'district_name', 'block_code', 'block_name', 'panchayat_code', 'panchayat_name'] as const;

export function parsePanchayatsCsv(text: string): FixturePanchayat[] {
  const records: Record<string, string>[] = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
  });
  if (records.length === 0) return [];
  const missing = COLUMNS.filter((c) => !(c in records[0]));
  if (missing.length) throw new Error(`the panchayat CSV has no column ${missing.join(', ')}`);
  return records.map((r) => Object.fromEntries(COLUMNS.map((c) => [c, r[c] ?? ''])) as unknown as FixturePanchayat);
}

export function readPanchayatsCsv(path: string): FixturePanchayat[] {
  return parsePanchayatsCsv(readFileSync(path, 'utf8'));
}
