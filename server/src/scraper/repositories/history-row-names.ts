/**
 * A history entry's row as a verifier knows it, from the MIS mirror now: a bill's number; a
 * material line's material and bill number. An entry's own fields lack them when they did not
 * change.
 */
export interface HistoryRowNames {
  bill_no: string | null;
  material_detail: string | null;
}

/**
 * The names a verifier knows a MIS history entry's row by, as the mirror holds them now (issue 43
 * item 1): a bill's number, a material line's material and bill number. An entry keeps only the
 * columns that changed, so a changed bill keyed by its voucher (`v:<voucher no.>`) or a changed
 * material line (keyed by a hash) does not carry them; the readers of the history (the Fill Work
 * File's "Changed in the MIS" notice, the MIS Changes page) answer them beside the entry.
 *
 * SQL over a history entry `h` (with its source, row_key and work_code): a lookup of its row by
 * its primary key (a bill: `work_code|bill_key`; a material line: `panchayat_code|fin_year|item_key`,
 * mirror-tables.ts), one index probe per bill or line entry (LIMIT 1 keeps each a per-entry lookup,
 * never a join over the whole mirror table), and the select of `names` (null for other rows, or a
 * row no longer mirrored).
 */
export const HISTORY_ROW_NAMES_JOINS = `
  LEFT JOIN LATERAL (
    SELECT b.bill_no FROM mis_material_bills b
     WHERE h.source = 'bill' AND b.work_code = h.work_code AND b.bill_key = substr(h.row_key, length(h.work_code) + 2)
     LIMIT 1
  ) nb ON true
  LEFT JOIN LATERAL (
    SELECT i.bill_no, i.material_detail FROM mis_material_items i
     WHERE h.source = 'item' AND i.panchayat_code = split_part(h.row_key, '|', 1)
       AND i.fin_year = split_part(h.row_key, '|', 2) AND i.item_key = split_part(h.row_key, '|', 3)
     LIMIT 1
  ) ni ON true`;

/** The `names` column (HistoryRowNames or null) of an entry joined by HISTORY_ROW_NAMES_JOINS. */
export const HISTORY_ROW_NAMES_SELECT = `CASE
    WHEN nb.bill_no IS NOT NULL THEN jsonb_build_object('bill_no', nb.bill_no, 'material_detail', NULL)
    WHEN ni.bill_no IS NOT NULL THEN jsonb_build_object('bill_no', ni.bill_no, 'material_detail', ni.material_detail)
  END AS names`;
