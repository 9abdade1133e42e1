/**
 * A panchayat's works report (dynamic_work_details.aspx) made ready to store, without a database:
 * parsed, each listed work checked (refusals kept with their reason), the rest staged for the
 * mirror's upsert (their COPY text and content hashes, mirror-upsert.ts stageRows). What the
 * works report's thread does (mis/parse-thread.ts), or the caller inline: the same function
 * either way, so the same answer. No framework or database import here: a thread loads it. Nor
 * does the app import it at start (its parser brings cheerio): parse-thread.ts loads it at the
 * first inline parse; the works table's definition, WORKS, is in repositories/mirror-tables.ts.
 */
import { parseDynamicWorks } from './mis/parsers/dynamic-works.parser.js';
import { isWorkCode } from './mis/parsers/values.js';
import type { DynamicLayout, DynamicWorkRow } from './mis/types.js';
import { WORKS } from './repositories/mirror-tables.js';
import { stageRows, type StagedRows } from './repositories/mirror-upsert.js';

/** The codes of the panchayat a works report is for (a LoadDynamicGP job's). */
export interface WorksReportPlace {
  zpcode: string;
  tpcode: string;
  gpcode: string;
}

/** A works report ready to store: its layout, its refused works, the well-formed codes it listed, the rest staged. */
export interface StagedWorksReport {
  layout: DynamicLayout;
  /** Header found and zero data rows (a GP with no works). */
  empty: boolean;
  /** [work code (or "(no work code)"), reason] of each listed work not stored, in page order. */
  refused: [string, string][];
  /** The well-formed codes the page listed, stored or refused (the works it still holds). */
  seen: string[];
  /** The works to store, staged with `{ district, block and panchayat codes, layout }` as shared values. */
  staged: StagedRows;
}

/** Parses, checks and stages a works report (see the file's head). Throws the parser's MisPageError. */
export function stageWorksReport(html: string, page: string, place: WorksReportPlace): StagedWorksReport {
  const parsed = parseDynamicWorks(html, page);
  const rows: DynamicWorkRow[] = [];
  const refused: [string, string][] = [];
  const seen = new Set<string>();
  for (const row of parsed.rows) {
    const reason = refusal(row, place, seen);
    if (isWorkCode(row.work_code)) seen.add(row.work_code);
    if (reason) refused.push([row.work_code || '(no work code)', reason]);
    else rows.push(row);
  }
  const shared = { district_code: place.zpcode, block_code: place.tpcode, panchayat_code: place.gpcode, layout: parsed.layout };
  return { layout: parsed.layout, empty: parsed.empty, refused, seen: [...seen], staged: stageRows(WORKS, rows, shared) };
}

/** Why a listed work cannot be stored, or null. */
function refusal(row: DynamicWorkRow, place: WorksReportPlace, seen: Set<string>): string | null {
  if (!isWorkCode(row.work_code)) return `"${row.work_code}" is not a work code`;
  const prefix = row.work_code.split('/')[0];
  if (prefix !== place.gpcode && prefix !== place.tpcode) return `the work code does not belong to panchayat ${place.gpcode} or its block`;
  if (seen.has(row.work_code)) return 'listed twice';
  if (row.work_start_fin_year && !/^(\d{4})-(\d{4})$/.test(row.work_start_fin_year))
    return `work start financial year "${row.work_start_fin_year}"`;
  return null;
}
