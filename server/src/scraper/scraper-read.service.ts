import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Scope } from '../common/auth/scope.js';
import type { JsonPage } from '../common/pagination/list-query.js';
import type { PanchayatPlace, PlaceNamesKn } from '../locations/locations.service.js';
import { ScraperReadRepository } from './repositories/scraper-read.repository.js';
import type { AgencyYearCount, FtoTransactionOfBill, VerificationQuery, VerificationWork } from './verification-reads.js';

/** One row of the Data analysis page (spec 2 §3 "Block view row", plus when each load last ran). */
export interface BlockViewRow extends PanchayatPlace, PlaceNamesKn {
  total_ongoing: number;
  total_physically_completed: number;
  total_suspended: number;
  /** Completed works (a status of the MIS the spec's columns leave out). */
  total_completed: number;
  /** Works of any other status (or none), so the status counts always add up to total_works. */
  total_other: number;
  total_works: number;
  work_register_loaded: boolean;
  work_register_link: string | null;
  works_loaded_at: Date | null;
  bills_loaded_at: Date | null;
  running: RunningLoad[];
}

export interface RunningLoad {
  jobId: string;
  spider: string;
  state: string;
  pages_fetched: number;
  pages_expected: number;
}

export interface BlockViewQuery {
  block_code?: string;
  q?: string;
  skip: number;
  take: number;
}

/** A material bill of a work with the FTO rows that pay it (joined on the voucher / material list number). */
export interface WorkBill {
  work_code: string;
  serial: number;
  bill_no: string;
  voucher_no: string | null;
  bill_date: string | null;
  fin_year: string | null;
  paid: string | null;
  due: string | null;
  /** 'FTO Not Generated' when no FTO row carries the bill's voucher number. */
  fto_status: string;
  ftos: { fto_no: string; fin_year: string; status: string | null; credit_amount_actual: string | null; utr_no: string | null }[];
}

/**
 * The MIS mirror as other modules (fto, socialaudit) and the Data analysis page read it. The
 * page's counts come from mis_panchayat_status, kept by each load; nothing here counts works.
 */
@Injectable()
export class ScraperReadService {
  constructor(private readonly repo: ScraperReadRepository) {}

  /**
   * A page of the Data analysis page's rows as the JSON text of their array (jsonPage), built by
   * PostgreSQL in BlockViewRow's field order: the times as JSON.stringify writes pg's Dates
   * (isoInstantSql), the running loads as compact JSON text. With the total, counted for any page.
   */
  blockView(scopes: Scope[], query: BlockViewQuery): Promise<JsonPage<BlockViewRow>> {
    return this.repo.findBlockViewPage(scopes, query);
  }

  /** The works of a panchayat as last loaded (gone works left out). */
  worksOfPanchayat(panchayatCode: string): Promise<Record<string, unknown>[]> {
    return this.repo.findWorksOfPanchayat(panchayatCode);
  }

  /** A work's material bills, each with the FTO rows that carry its voucher number, or 'FTO Not Generated'. */
  billsOfWork(workCode: string): Promise<WorkBill[]> {
    return this.repo.findBillsOfWork(workCode);
  }

  /**
   * Changes whenever a load writes works (or, with 'register', a work register) of the
   * jurisdiction: every works load stamps its panchayat's works_loaded_at, and every register load
   * that writes a row its register_changed_at, in the same transaction (now(), which only grows;
   * MirrorStore), so the count and the sums of those stamps move with each one. A panchayat is
   * versioned with its whole block: a panchayat's report also lists works of the block itself
   * (code prefixed by the block's), and the panchayat that loaded such a work last holds its row.
   */
  worksVersion(scopes: Scope[], what: 'works' | 'register'): Promise<string> {
    return this.repo.readWorksVersion(scopes, what);
  }

  /**
   * Level 1 summary: the drawn works per agency and financial year. The draw ranks every work of
   * the jurisdiction's groups (a taluk holds about 18,000 over five years): the works list keeps
   * the answer by the jurisdiction's version (WorklistService.summary, worksVersion).
   */
  verificationSummary(q: VerificationQuery): Promise<AgencyYearCount[]> {
    return this.repo.countDrawnWorksByAgencyYear(q);
  }

  /** The drawn works with the works list's fields and derived figures (read afresh), in the list's order. */
  verificationWorks(q: VerificationQuery): Promise<VerificationWork[]> {
    return this.repo.findDrawnWorks(q);
  }

  /** A work as last loaded (gone or not), or null. */
  work(workCode: string): Promise<VerificationWork | null> {
    return this.repo.findWork(workCode);
  }

  /** The work's geotag where a MIS page gave one (issue 27), else null. */
  geotagOf(workCode: string, em: EntityManager | null = null): Promise<{ latitude: number; longitude: number } | null> {
    return this.repo.findGeotagOfWork(workCode, em);
  }

  /**
   * The FTO transactions that pay the given material lists (voucher numbers) of a panchayat,
   * each with the bill its voucher belongs to.
   */
  ftoTransactionsOfVouchers(panchayatCode: string, voucherNos: string[]): Promise<FtoTransactionOfBill[]> {
    return this.repo.findFtoTransactionsOfVouchers(panchayatCode, voucherNos);
  }
}
