import type { EntityManager } from 'typeorm';
import { MAX_LISTED_CHANGES, type MisChangeEntry, type MisChanged } from './reconciliation.types.js';

/** A work and the moment after which its MIS changes count (its current record's submission). */
export interface WorkSince {
  work_code: string;
  since: Date;
}

/**
 * The MIS history entries of each work after its moment, in one query: the entries of the work's
 * own rows (work, register, bills, items; idx_mis_history_work) and those of the FTO transactions
 * paying its bills (an FTO row belongs to a work through the bill's material list number, which
 * the transaction carries as Voucher No; read by the panchayat's index).
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
  SELECT work_code, source, change, row_key, fto_no, recorded_at, fields FROM (
    SELECT * FROM own UNION ALL SELECT * FROM ftos
  ) e
  ORDER BY work_code, recorded_at, id`;

/** A JSON value as a number of rupees (numbers as to_jsonb writes numeric; text digits too); null otherwise. */
function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value)) return Number(value);
  return null;
}

/** Rupees to paise and back, so that sums of two-decimal amounts stay exact. */
const paise = (rupees: number): number => Math.round(rupees * 100);

/** The flag of one work from its entries (oldest first). */
export function summarise(entries: MisChangeEntry[]): MisChanged {
  const out: MisChanged = {
    expenditure_delta: 0,
    bills_added: 0,
    bills_paid: 0,
    bills_changed: 0,
    ftos_added: 0,
    gone: false,
    entries: entries.length,
    changes: entries.slice(0, MAX_LISTED_CHANGES),
  };
  let delta = 0;
  for (const e of entries) {
    if (e.source === 'work') {
      const spent = e.fields.paid_inception_total;
      if (spent) delta += paise(amount(spent[1]) ?? 0) - paise(amount(spent[0]) ?? 0);
      if (e.change === 'gone') out.gone = true;
      if (e.change === 'back') out.gone = false;
    } else if (e.source === 'bill') {
      if (e.change === 'added' || e.change === 'back') out.bills_added += 1;
      else if (e.change === 'changed' && e.fields.paid) out.bills_paid += 1;
      else out.bills_changed += 1;
    } else if (e.source === 'fto' && (e.change === 'added' || e.change === 'back')) {
      out.ftos_added += 1;
    }
  }
  out.expenditure_delta = delta / 100;
  return out;
}

/**
 * What the MIS changed of each work after its moment (issue 29 item 3): one set-based read for a
 * page of works; works without a change are absent from the answer.
 */
export async function changesAfter(manager: EntityManager, works: WorkSince[]): Promise<Map<string, MisChanged>> {
  const answer = new Map<string, MisChanged>();
  if (works.length === 0) return answer;
  const rows: (MisChangeEntry & { work_code: string })[] = await manager.query(CHANGES_SQL, [
    works.map((w) => w.work_code),
    works.map((w) => w.since),
  ]);
  const byWork = new Map<string, MisChangeEntry[]>();
  for (const { work_code, ...entry } of rows) {
    const list = byWork.get(work_code) ?? [];
    list.push(entry);
    byWork.set(work_code, list);
  }
  for (const [code, entries] of byWork) answer.set(code, summarise(entries));
  return answer;
}
