import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../database/transaction.js';
import { jsonObject, MirrorTable, stageRows, upsertRows, UpsertCounts, type StagedRows } from './mirror-upsert.js';
import { finYearOf } from './mis/parsers/index.js';
import { WORKS } from './works-report.js';
import type {
  DynamicLayout,
  DynamicWorkRow,
  FtoTransactionRow,
  MaterialBillRow,
  MaterialRegisterRow,
  WorkRegisterRow,
} from './mis/types.js';

export { WORKS };

export interface PanchayatRef {
  district_code: string;
  block_code: string;
  panchayat_code: string;
}

export interface StoreCounts extends UpsertCounts {
  gone: number;
}

export const REGISTER: MirrorTable = {
  table: 'mis_work_register',
  key: ['work_code'],
  tracked: true,
  history: {
    source: 'register',
    summary: [
      'ts_date',
      'as_date',
      'started_on',
      'estimated_completion_on',
      'actual_completion_on',
      'sanctioned_unskilled',
      'sanctioned_material',
    ],
  },
  columns: {
    work_code: 'text',
    panchayat_code: 'text',
    work_name: 'text',
    priority_no: 'text',
    ts_date: 'date',
    as_date: 'date',
    implementing_agency: 'text',
    started_on: 'date',
    estimated_completion_on: 'date',
    actual_completion_on: 'date',
    sanctioned_unskilled: 'numeric',
    sanctioned_material: 'numeric',
    detail_url: 'text',
  },
};

export const BILLS: MirrorTable = {
  table: 'mis_material_bills',
  key: ['work_code', 'bill_key'],
  tracked: true,
  history: { source: 'bill', summary: ['bill_no', 'bill_date', 'paid', 'due'] },
  columns: {
    work_code: 'text',
    bill_key: 'text',
    panchayat_code: 'text',
    serial: 'int',
    bill_no: 'text',
    voucher_no: 'text',
    bill_date: 'date',
    fin_year: 'text',
    paid: 'numeric',
    due: 'numeric',
  },
};

export const ITEMS: MirrorTable = {
  table: 'mis_material_items',
  key: ['panchayat_code', 'fin_year', 'item_key'],
  tracked: true,
  // The material's name too, so that an added or gone line is named as an officer knows it (issue 43 item 1).
  history: { source: 'item', summary: ['bill_no', 'bill_date', 'material_detail', 'quantity', 'total_price'] },
  columns: {
    panchayat_code: 'text',
    fin_year: 'text',
    item_key: 'text',
    work_code: 'text',
    serial: 'int',
    bill_no: 'text',
    bill_date: 'date',
    vendor_name: 'text',
    vendor_tin: 'text',
    material_detail: 'text',
    quantity: 'numeric',
    total_price: 'numeric',
  },
};

export const FTO_ROWS: MirrorTable = {
  table: 'mis_fto_transactions',
  key: ['fto_no', 'row_key'],
  tracked: true,
  history: {
    source: 'fto',
    summary: ['transaction_date', 'credit_amount_due', 'credit_amount_actual', 'status', 'processed_date', 'utr_no'],
  },
  columns: {
    fto_no: 'text',
    row_key: 'text',
    panchayat_code: 'text',
    fin_year: 'text',
    sr_no: 'int',
    block_name: 'text',
    reference_no: 'text',
    transaction_date: 'date',
    vendor_name: 'text',
    vendor_id: 'text',
    voucher_no: 'text',
    account_holder: 'text',
    bank_code: 'text',
    ifsc: 'text',
    credit_amount_due: 'numeric',
    credit_amount_actual: 'numeric',
    status: 'text',
    processed_date: 'date',
    coop_processed_date: 'date',
    utr_no: 'text',
    rejection_reason: 'text',
  },
};

const add = (a: StoreCounts, b: UpsertCounts & { gone?: number }): StoreCounts => ({
  inserted: a.inserted + b.inserted,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
  gone: a.gone + (b.gone ?? 0),
});

export const NO_COUNTS: StoreCounts = { inserted: 0, updated: 0, unchanged: 0, gone: 0 };

/**
 * Writes pages of the MIS into the mirror. Each call is one transaction: a page is stored whole
 * or not at all, and the panchayat's summary (mis_panchayat_status) is recomputed in it.
 */
@Injectable()
export class MirrorStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A panchayat's full works listing: its rows, or those rows already staged (stageWorksReport,
   * which stages them with the same `{ ...gp, layout }`). Works of the panchayat the listing no
   * longer holds are marked gone (`seenCodes` are the well-formed codes the page listed, stored or rejected).
   */
  saveWorks(
    gp: PanchayatRef,
    layout: DynamicLayout,
    rows: DynamicWorkRow[] | StagedRows,
    seenCodes: string[],
    runId: string,
  ): Promise<StoreCounts> {
    const staged = Array.isArray(rows) ? stageRows(WORKS, rows, { ...gp, layout }) : rows;
    return inTransaction(this.dataSource, async (em) => {
      await lockPanchayat(em, gp);
      const counts = await upsertRows(em, WORKS, staged, runId, gp);
      const gone = await markGone(em, WORKS, gp, runId, `panchayat_code = $1 AND NOT (work_code = ANY($2::text[]))`, [
        gp.panchayat_code,
        seenCodes,
      ]);
      await this.recount(em, gp, 'works');
      return { ...counts, gone };
    });
  }

  /** The work register's rows (with the absolute Part B URL of each) and the GP's register link. */
  saveRegister(
    gp: PanchayatRef,
    rows: (WorkRegisterRow & { detail_url: string | null })[],
    registerUrl: string,
    runId: string,
  ): Promise<StoreCounts> {
    return inTransaction(this.dataSource, async (em) => {
      await lockPanchayat(em, gp);
      const counts = await upsertRows(
        em,
        REGISTER,
        stageRows(
          REGISTER,
          rows.map((r) => ({ ...r, panchayat_code: gp.panchayat_code })),
        ),
        runId,
        gp,
      );
      await this.ensureStatus(em, gp);
      // A register that wrote rows is stamped: the kept works lists showing its links are read again.
      await em.query(
        `UPDATE mis_panchayat_status SET work_register_url = $2, register_changed_at = CASE WHEN $3 THEN now() ELSE register_changed_at END
          WHERE panchayat_code = $1`,
        [gp.panchayat_code, registerUrl, counts.inserted + counts.updated > 0],
      );
      return { ...counts, gone: 0 };
    });
  }

  /** One work's material bills (its Part B page); bills the page no longer lists are marked gone. */
  saveBills(gp: PanchayatRef, workCode: string, rows: MaterialBillRow[], runId: string): Promise<StoreCounts> {
    return inTransaction(this.dataSource, async (em) => {
      await lockPanchayat(em, gp);
      const values = rows.map((r) => ({
        ...r,
        work_code: workCode,
        panchayat_code: gp.panchayat_code,
        bill_key: billKey(r),
        fin_year: r.bill_date ? finYearOf(r.bill_date) : null,
      }));
      const counts = await upsertRows(em, BILLS, stageRows(BILLS, values), runId, gp);
      const gone = await markGone(em, BILLS, gp, runId, `work_code = $1 AND NOT (bill_key = ANY($2::text[]))`, [
        workCode,
        values.map((v) => v.bill_key),
      ]);
      return { ...counts, gone };
    });
  }

  /** One financial year of the panchayat's material register. */
  saveItems(gp: PanchayatRef, finYear: string, rows: MaterialRegisterRow[], runId: string): Promise<StoreCounts> {
    return inTransaction(this.dataSource, async (em) => {
      await lockPanchayat(em, gp);
      const seen = new Map<string, number>();
      const values = rows.map((r) => {
        const base = [r.work_code, r.bill_no, r.bill_date, r.material_detail, r.quantity, r.total_price].join('|');
        const occurrence = (seen.get(base) ?? 0) + 1;
        seen.set(base, occurrence);
        return {
          ...r,
          panchayat_code: gp.panchayat_code,
          fin_year: finYear,
          item_key: createHash('md5').update(`${base}|${occurrence}`).digest('hex'),
        };
      });
      const counts = await upsertRows(em, ITEMS, stageRows(ITEMS, values), runId, gp);
      const gone = await markGone(em, ITEMS, gp, runId, `panchayat_code = $1 AND fin_year = $2 AND NOT (item_key = ANY($3::text[]))`, [
        gp.panchayat_code,
        finYear,
        values.map((v) => v.item_key),
      ]);
      return { ...counts, gone };
    });
  }

  /** One FTO's transactions. */
  saveFtoRows(gp: PanchayatRef, finYear: string, ftoNo: string, rows: FtoTransactionRow[], runId: string): Promise<StoreCounts> {
    return inTransaction(this.dataSource, async (em) => {
      await lockPanchayat(em, gp);
      const values = rows.map((r) => ({
        ...r,
        fto_no: ftoNo,
        row_key: r.reference_no ?? `sr:${r.sr_no}`,
        panchayat_code: gp.panchayat_code,
        fin_year: finYear,
      }));
      const counts = await upsertRows(em, FTO_ROWS, stageRows(FTO_ROWS, values), runId, gp);
      const gone = await markGone(em, FTO_ROWS, gp, runId, `fto_no = $1 AND NOT (row_key = ANY($2::text[]))`, [
        ftoNo,
        values.map((v) => v.row_key),
      ]);
      return { ...counts, gone };
    });
  }

  /** Closes a bills run: the panchayat's bill and FTO counts and when they were loaded. */
  finishBills(gp: PanchayatRef): Promise<void> {
    return inTransaction(this.dataSource, (em) => this.recount(em, gp, 'bills'));
  }

  private async ensureStatus(em: EntityManager, gp: PanchayatRef): Promise<void> {
    await em.query(
      `INSERT INTO mis_panchayat_status (panchayat_code, block_code, district_code) VALUES ($1, $2, $3) ON CONFLICT (panchayat_code) DO NOTHING`,
      [gp.panchayat_code, gp.block_code, gp.district_code],
    );
  }

  /** The panchayat's summary from its current rows, in the caller's transaction. */
  private async recount(em: EntityManager, gp: PanchayatRef, what: 'works' | 'bills'): Promise<void> {
    await this.ensureStatus(em, gp);
    if (what === 'works') {
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
    } else {
      await em.query(
        `UPDATE mis_panchayat_status SET bills_loaded_at = now(),
           total_bills = (SELECT count(*)::int FROM mis_material_bills WHERE panchayat_code = $1 AND gone_at IS NULL),
           total_fto_rows = (SELECT count(*)::int FROM mis_fto_transactions WHERE panchayat_code = $1 AND gone_at IS NULL)
         WHERE panchayat_code = $1`,
        [gp.panchayat_code],
      );
    }
  }
}

/**
 * Loads of one panchayat write one at a time (issue 29): two loads of it at once (a nightly
 * refresh and one started by hand) would otherwise both read the same previous values and keep
 * a change twice, or each miss the other's. Held to the end of the page's transaction.
 */
async function lockPanchayat(em: EntityManager, gp: PanchayatRef): Promise<void> {
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
  gp: PanchayatRef,
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

/** A bill's identity within its work: the voucher (material list) number, else bill number and date. */
export function billKey(row: Pick<MaterialBillRow, 'voucher_no' | 'bill_no' | 'bill_date'>): string {
  return row.voucher_no ? `v:${row.voucher_no}` : `b:${row.bill_no}|${row.bill_date ?? ''}`;
}

export { add as addCounts };
