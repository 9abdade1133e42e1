import type { EntityManager } from 'typeorm';
import { HISTORY_ROW_NAMES_JOINS, HISTORY_ROW_NAMES_SELECT } from '../../scraper/repositories/history-row-names.js';
import type { WorkSince } from '../changes-after.js';
import type { MisChangeEntry } from '../reconciliation.types.js';

/**
 * The MIS history entries of each work after its moment, in one query: the entries of the work's
 * own rows (work, register, bills, items; idx_mis_history_work) and those of the FTO transactions
 * paying its bills (an FTO row belongs to a work through the bill's material list number, which
 * the transaction carries as Voucher No; read by the panchayat's index). Each with its row's
 * names from the mirror (a bill's number, a material line's material: history-row-names.ts).
 */
const CHANGES_SQL = `
  WITH w AS (SELECT * FROM unnest($1::text[], $2::timestamptz[]) AS t(work_code, since)),
  own AS (
    SELECT w.work_code, h.id, h.source, h.change, h.row_key, h.fto_no, h.recorded_at, h.fields
      FROM w JOIN mis_history h ON h.work_code = w.work_code AND h.recorded_at > w.since
  ),
  fto_rows AS (
    SELECT DISTINCT w.work_code, w.since, f.panchayat_code, f.fto_no, f.row_key
      FROM w
      JOIN mis_material_bills b ON b.work_code = w.work_code AND b.voucher_no IS NOT NULL
      JOIN mis_fto_transactions f ON f.voucher_no = b.voucher_no AND f.panchayat_code = b.panchayat_code
  ),
  ftos AS (
    SELECT r.work_code, h.id, h.source, h.change, h.row_key, h.fto_no, h.recorded_at, h.fields
      FROM fto_rows r
      JOIN mis_history h ON h.panchayat_code = r.panchayat_code AND h.recorded_at > r.since
                        AND h.source = 'fto' AND h.fto_no = r.fto_no
                        AND (h.row_key = r.row_key OR h.row_key = r.fto_no || '|' || r.row_key)
  )
  SELECT h.work_code, h.source, h.change, h.row_key, h.fto_no, h.recorded_at, h.fields, ${HISTORY_ROW_NAMES_SELECT}
    FROM (SELECT * FROM own UNION ALL SELECT * FROM ftos) h
    ${HISTORY_ROW_NAMES_JOINS}
   ORDER BY h.work_code, h.recorded_at, h.id`;

/** The MIS history entries of each work after its moment (CHANGES_SQL), by work, oldest first. */
export function findMisChangesAfter(manager: EntityManager, works: WorkSince[]): Promise<(MisChangeEntry & { work_code: string })[]> {
  return manager.query(CHANGES_SQL, [works.map((w) => w.work_code), works.map((w) => w.since)]);
}
