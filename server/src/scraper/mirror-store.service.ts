import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../database/transaction.js';
import { BILLS, FTO_ROWS, ITEMS, REGISTER, WORKS } from './repositories/mirror-tables.js';
import {
  ensurePanchayatStatus,
  lockPanchayat,
  markBillsGone,
  markFtoRowsGone,
  markItemsGone,
  markWorksGone,
  recountBills,
  recountWorks,
  updateRegisterLink,
} from './repositories/mirror-store.repository.js';
import { stageRows, upsertRows, UpsertCounts, type StagedRows } from './repositories/mirror-upsert.js';
import { finYearOf } from './mis/parsers/values.js';
import type {
  DynamicLayout,
  DynamicWorkRow,
  FtoTransactionRow,
  MaterialBillRow,
  MaterialRegisterRow,
  WorkRegisterRow,
} from './mis/types.js';

export interface PanchayatRef {
  district_code: string;
  block_code: string;
  panchayat_code: string;
}

export interface StoreCounts extends UpsertCounts {
  gone: number;
}

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
      const gone = await markWorksGone(em, gp, runId, seenCodes);
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
      await ensurePanchayatStatus(em, gp);
      // A register that wrote rows is stamped: the kept works lists showing its links are read again.
      await updateRegisterLink(em, gp, registerUrl, counts.inserted + counts.updated > 0);
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
      const gone = await markBillsGone(
        em,
        gp,
        runId,
        workCode,
        values.map((v) => v.bill_key),
      );
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
      const gone = await markItemsGone(
        em,
        gp,
        runId,
        finYear,
        values.map((v) => v.item_key),
      );
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
      const gone = await markFtoRowsGone(
        em,
        gp,
        runId,
        ftoNo,
        values.map((v) => v.row_key),
      );
      return { ...counts, gone };
    });
  }

  /** Closes a bills run: the panchayat's bill and FTO counts and when they were loaded. */
  finishBills(gp: PanchayatRef): Promise<void> {
    return inTransaction(this.dataSource, (em) => this.recount(em, gp, 'bills'));
  }

  /** The panchayat's summary from its current rows, in the caller's transaction. */
  private async recount(em: EntityManager, gp: PanchayatRef, what: 'works' | 'bills'): Promise<void> {
    await ensurePanchayatStatus(em, gp);
    if (what === 'works') await recountWorks(em, gp);
    else await recountBills(em, gp);
  }
}

/** A bill's identity within its work: the voucher (material list) number, else bill number and date. */
export function billKey(row: Pick<MaterialBillRow, 'voucher_no' | 'bill_no' | 'bill_date'>): string {
  return row.voucher_no ? `v:${row.voucher_no}` : `b:${row.bill_no}|${row.bill_date ?? ''}`;
}

export { add as addCounts };
