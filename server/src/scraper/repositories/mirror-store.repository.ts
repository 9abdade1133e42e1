import type { EntityManager } from 'typeorm';
import { BILLS, FTO_ROWS, ITEMS, WORKS } from './mirror-tables.js';
import { jsonObject, type HistoryPlace, type MirrorTable } from './mirror-upsert.js';

/*
 * The SQL of MirrorStore's writes besides the upsert (mirror-upsert.ts): the panchayat's load
 * lock, the rows a page no longer lists marked gone, and the panchayat's summary
 * (mis_panchayat_status). Each runs in the caller's transaction (`em`, one per page).
 */

/** Marks gone the panchayat's works its listing no longer holds (`seenCodes`: the codes it listed); answers how many. */
export function markWorksGone(em: EntityManager, gp: HistoryPlace, runId: string, seenCodes: string[]): Promise<number> {
  return markGone(em, WORKS, gp, runId, `panchayat_code = $1 AND NOT (work_code = ANY($2::text[]))`, [gp.panchayat_code, seenCodes]);
}

/** Marks gone the work's bills its Part B page no longer lists (`billKeys`: those it lists); answers how many. */
export function markBillsGone(em: EntityManager, gp: HistoryPlace, runId: string, workCode: string, billKeys: string[]): Promise<number> {
  return markGone(em, BILLS, gp, runId, `work_code = $1 AND NOT (bill_key = ANY($2::text[]))`, [workCode, billKeys]);
}

/** Marks gone the material register items of the year the page no longer lists (`itemKeys`: those it lists); answers how many. */
export function markItemsGone(em: EntityManager, gp: HistoryPlace, runId: string, finYear: string, itemKeys: string[]): Promise<number> {
  return markGone(em, ITEMS, gp, runId, `panchayat_code = $1 AND fin_year = $2 AND NOT (item_key = ANY($3::text[]))`, [
    gp.panchayat_code,
    finYear,
    itemKeys,
  ]);
}

/** Marks gone the FTO's transactions its page no longer lists (`rowKeys`: those it lists); answers how many. */
export function markFtoRowsGone(em: EntityManager, gp: HistoryPlace, runId: string, ftoNo: string, rowKeys: string[]): Promise<number> {
  return markGone(em, FTO_ROWS, gp, runId, `fto_no = $1 AND NOT (row_key = ANY($2::text[]))`, [ftoNo, rowKeys]);
}

/** The panchayat's summary row, inserted when it has none. */
export async function ensurePanchayatStatus(em: EntityManager, gp: HistoryPlace): Promise<void> {
  await em.query(
    `INSERT INTO mis_panchayat_status (panchayat_code, block_code, district_code) VALUES ($1, $2, $3) ON CONFLICT (panchayat_code) DO NOTHING`,
    [gp.panchayat_code, gp.block_code, gp.district_code],
  );
}

/** The panchayat's work register link; with `changed` (the register wrote rows), its register_changed_at stamped now. */
export async function updateRegisterLink(em: EntityManager, gp: HistoryPlace, registerUrl: string, changed: boolean): Promise<void> {
  await em.query(
    `UPDATE mis_panchayat_status SET work_register_url = $2, register_changed_at = CASE WHEN $3 THEN now() ELSE register_changed_at END
          WHERE panchayat_code = $1`,
    [gp.panchayat_code, registerUrl, changed],
  );
}

/** The panchayat's works counts by status from its current works, stamped loaded now. */
export async function recountWorks(em: EntityManager, gp: HistoryPlace): Promise<void> {
  await em.query(
    `UPDATE mis_panchayat_status s SET
           works_loaded_at = now(),
           total_works = c.total, total_ongoing = c.ongoing, total_completed = c.completed,
           total_physically_completed = c.physically, total_suspended = c.suspended
         FROM (SELECT count(*)::int AS total,
                      count(*) FILTER (WHERE lower(work_status) = 'ongoing')::int AS ongoing,
                      count(*) FILTER (WHERE lower(work_status) = 'completed')::int AS completed,
                      count(*) FILTER (WHERE lower(work_status) = 'physically completed')::int AS physically,
                      count(*) FILTER (WHERE lower(work_status) = 'suspended')::int AS suspended
                 FROM mis_works WHERE panchayat_code = $1 AND gone_at IS NULL) c
         WHERE s.panchayat_code = $1`,
    [gp.panchayat_code],
  );
}

/** The panchayat's bill and FTO row counts from its current rows, stamped loaded now. */
export async function recountBills(em: EntityManager, gp: HistoryPlace): Promise<void> {
  await em.query(
    `UPDATE mis_panchayat_status SET bills_loaded_at = now(),
           total_bills = (SELECT count(*)::int FROM mis_material_bills WHERE panchayat_code = $1 AND gone_at IS NULL),
           total_fto_rows = (SELECT count(*)::int FROM mis_fto_transactions WHERE panchayat_code = $1 AND gone_at IS NULL)
         WHERE panchayat_code = $1`,
    [gp.panchayat_code],
  );
}

/**
 * Loads of one panchayat write one at a time (issue 29): two loads of it at once (a nightly
 * refresh and one started by hand) would otherwise both read the same previous values and keep
 * a change twice, or each miss the other's. Held to the end of the page's transaction.
 */
export async function lockPanchayat(em: EntityManager, gp: HistoryPlace): Promise<void> {
  await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`mis-load:${gp.panchayat_code}`]);
}

/**
 * Marks gone the rows of `spec` matching `where` (over `params`; `$n` for the load's run follows
 * them) that are not gone yet, keeping for each a 'gone' history entry with its last values
 * (a table without history, as the bench measures it, only marks them).
 * Answers how many. `where` is static SQL of this file, never input.
 */
async function markGone(
  em: EntityManager,
  spec: MirrorTable,
  gp: HistoryPlace,
  runId: string,
  where: string,
  params: unknown[],
): Promise<number> {
  const run = `$${params.length + 1}::uuid`;
  const history = spec.history;
  if (!history) {
    return countOf(
      em,
      `WITH g AS (UPDATE ${spec.table} SET gone_at = now(), changed_at = now(), last_run_id = ${run} WHERE gone_at IS NULL AND ${where} RETURNING 1)
       SELECT count(*)::int AS n FROM g`,
      [...params, runId],
    );
  }
  const at = (n: number) => `$${params.length + 1 + n}::text`;
  const summary = jsonObject(history.summary.map((c) => [c, `jsonb_build_array(to_jsonb(g."${c}"), NULL::jsonb)`]));
  const names = Object.keys(spec.columns);
  return countOf(
    em,
    `WITH g AS (UPDATE ${spec.table} SET gone_at = now(), changed_at = now(), last_run_id = ${run}
                 WHERE gone_at IS NULL AND ${where} RETURNING *),
          h AS (INSERT INTO mis_history (run_id, source, change, row_key, work_code, fto_no, district_code, block_code, panchayat_code, fields)
                SELECT ${run}, '${history.source}', 'gone', ${spec.key.map((k) => `g."${k}"::text`).join(` || '|' || `)},
                       ${names.includes('work_code') ? 'g.work_code' : 'NULL'}, ${names.includes('fto_no') ? 'g.fto_no' : 'NULL'},
                       ${at(1)}, ${at(2)}, ${at(3)}, ${summary}
                  FROM g)
     SELECT count(*)::int AS n FROM g`,
    [...params, runId, gp.district_code, gp.block_code, gp.panchayat_code],
  );
}

/** The count a `... SELECT count(*)::int AS n` statement answers (TypeORM gives UPDATE ... RETURNING as [rows, count]). */
async function countOf(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows: { n: number }[] = await em.query(sql, params);
  return rows[0].n;
}
