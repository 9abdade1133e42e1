import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { scopeSql, type Scope } from '../../common/auth/scope.js';
import { queryPrepared } from '../../database/prepared.js';
import { isoInstantSql, jsonPage, rowsJsonSql, type JsonPage } from '../../common/pagination/list-query.js';
import { PLACE_COLUMNS, PLACE_COLUMNS_KN } from '../../locations/repositories/locations.repository.js';
import type { BlockViewQuery, BlockViewRow, WorkBill } from '../scraper-read.service.js';
import type { AgencyYearCount, FtoTransactionOfBill, VerificationQuery, VerificationWork } from '../verification-reads.js';
import { drawAllocationSql, drawRankSql } from './verification-draw.js';

/** Derived figures of a work row (alias w), all in SQL numeric. */
export const DERIVED_COLUMNS = `
  coalesce(w.booked_inception_wages, w.paid_inception_wages) AS anticipated_wage,
  coalesce(w.booked_inception_material, w.paid_inception_material) AS anticipated_material,
  (coalesce(w.booked_inception_wages, w.paid_inception_wages, 0) + coalesce(w.booked_inception_material, w.paid_inception_material, 0)) AS total_anticipated,
  round((coalesce(w.booked_inception_wages, w.paid_inception_wages, 0) + coalesce(w.booked_inception_material, w.paid_inception_material, 0)) * 100
        / nullif(coalesce(w.sanction_total, w.sanction_wages + w.sanction_material), 0), 2) AS percent_so_far,
  round(w.sanction_wages * 100 / nullif(coalesce(w.sanction_total, w.sanction_wages + w.sanction_material), 0))::int AS ratio_of_estimate,
  round(coalesce(w.booked_inception_wages, w.paid_inception_wages, 0) * 100
        / nullif(coalesce(w.booked_inception_wages, w.paid_inception_wages, 0) + coalesce(w.booked_inception_material, w.paid_inception_material, 0), 0))::int
        AS ratio_of_expenditure_booked,
  coalesce(w.sanction_total, w.sanction_wages + w.sanction_material) AS total_estimated,
  coalesce(w.paid_inception_total, coalesce(w.paid_inception_wages, 0) + coalesce(w.paid_inception_material, 0)) AS total_expenditure,
  round(coalesce(w.paid_inception_total, coalesce(w.paid_inception_wages, 0) + coalesce(w.paid_inception_material, 0)) * 100
        / nullif(coalesce(w.sanction_total, w.sanction_wages + w.sanction_material), 0), 2) AS percent_of_expenditure`;

/**
 * The Kannada names of a work's places and agency (the MIS names them in English only), read
 * from the location master and the implementing agencies by the work's codes and agency name.
 */
const WORK_NAMES_KN = `(SELECT ld.district_name_kn FROM districts ld WHERE ld.district_code = w.district_code) AS district_name_kn,
  (SELECT lb.block_name_kn FROM blocks lb WHERE lb.block_code = w.block_code) AS block_name_kn,
  (SELECT lp.panchayat_name_kn FROM panchayats lp WHERE lp.panchayat_code = w.panchayat_code) AS panchayat_name_kn,
  (SELECT max(ia.imp_name_kn) FROM implementing_agencies ia WHERE ia.imp_name = w.agency_name) AS agency_name_kn`;

/**
 * A works list row (VerificationWork) of mis_works w with its register row r. The register link
 * only when it is a web link (the parsers keep no other since issue 25; a row stored before may).
 */
const WORK_COLUMNS = `w.work_code, w.work_name, CASE WHEN r.detail_url ~* '^https?://' THEN r.detail_url END AS wrkreg_link,
  w.booked_inception_wages, w.paid_inception_wages, w.booked_inception_material, w.paid_inception_material,
  w.sanction_wages, w.sanction_material, w.sanction_total, w.work_status,
  w.district_code, w.block_code, w.panchayat_code, w.district_name, w.block_name, w.panchayat_name,
  w.agency_name, w.work_start_fin_year,
  ${DERIVED_COLUMNS},
  ${WORK_NAMES_KN}`;

/**
 * SQL of the works a verification officer sees (VerificationQuery): a CTE `sample` with the
 * drawn work codes, their agency and year (read from the partial indexes on the place, agency,
 * year, panchayat and code of the works not gone, without touching the table). The draw
 * (verification-draw.ts) takes exactly ceil(N x percentage / 100) of the jurisdiction's N works,
 * spread over its (panchayat, agency, year) groups by largest remainder; a list's agency and year
 * narrow the answer after the draw, so a list holds the same works as the summary counts.
 */
function sampleSql(q: VerificationQuery, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [
    'w.gone_at IS NULL',
    scopeSql(q.scopes, { district: 'w.district_code', block: 'w.block_code', panchayat: 'w.panchayat_code' }, params),
    `w.agency_name = ANY(${add(q.agencies)}::text[])`,
    `w.work_start_fin_year = ANY(${add(q.finYears)}::text[])`,
  ];
  if (q.among !== undefined) where.push(`w.work_code = ANY(${add(q.among)}::text[])`);
  const narrow: string[] = [];
  if (q.agency !== undefined) narrow.push(`p.agency_name = ${add(q.agency)}`);
  if (q.year !== undefined) narrow.push(`p.work_start_fin_year = ${add(q.year)}`);
  const seed = add(q.seed);
  const pct = add(q.percentage);
  const keep = add(q.keep ?? []);
  return `population AS (
      SELECT w.work_code, w.agency_name, w.work_start_fin_year, w.panchayat_code, ''::text AS jurisdiction,
             ${drawRankSql(seed, 'w', null)} AS draw
        FROM mis_works w
       WHERE ${where.join(' AND ')}
    ),
    ${drawAllocationSql(seed, pct)},
    sample AS (
      SELECT p.work_code, p.agency_name, p.work_start_fin_year
        FROM population p
        JOIN draw_alloc a USING (jurisdiction, panchayat_code, agency_name, work_start_fin_year)
       WHERE (p.draw <= a.take OR p.work_code = ANY(${keep}::text[]))${narrow.map((n) => ` AND ${n}`).join('')}
    )`;
}

/**
 * The SQL of the MIS mirror's reads (ScraperReadService): the Data analysis page's rows, a
 * panchayat's works, a work's bills and FTO rows, the works lists' draw and the jurisdiction's
 * works version.
 */
@Injectable()
export class ScraperReadRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page of the Data analysis page's rows as the JSON text of their array (jsonPage), built by
   * PostgreSQL in BlockViewRow's field order: the times as JSON.stringify writes pg's Dates
   * (isoInstantSql), the running loads as compact JSON text. With the total, counted for any page.
   */
  async findBlockViewPage(scopes: Scope[], query: BlockViewQuery): Promise<JsonPage<BlockViewRow>> {
    const params: unknown[] = [];
    const where = [scopeSql(scopes, { district: 'b.district_code', block: 'p.block_code', panchayat: 'p.panchayat_code' }, params)];
    if (query.block_code) {
      params.push(query.block_code);
      where.push(`p.block_code = $${params.length}`);
    }
    const q = query.q?.trim();
    if (q) {
      params.push(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      const n = params.length;
      where.push(
        `(p.panchayat_name ILIKE $${n} OR b.block_name ILIKE $${n} OR p.panchayat_name_kn ILIKE $${n} OR b.block_name_kn ILIKE $${n}
          OR p.panchayat_code LIKE $${n} OR p.block_code LIKE $${n})`,
      );
    }
    params.push(query.take, query.skip);
    // Prepared: planning these joins costs about as much as running them for a page of 50.
    // The page walks the taluks in order and each taluk's panchayats by idx_panchayats_block_name,
    // so a page of 50 reads about 50 panchayats rather than sorting all 6,000 of the state (as the
    // window count it once carried made it do); the total is a count of its own over the same
    // conditions, evaluated once. The rows are joined in the page's order (the sort's columns are
    // the row's own, and the panchayat code is unique).
    const [page] = await queryPrepared<{ rows: string; n: number; total: string }>(
      this.dataSource,
      `SELECT ${rowsJsonSql('v', 'v.block_name, v.block_code, v.panchayat_name, v.panchayat_code')} AS rows, count(*)::int AS n,
              (SELECT count(*) FROM panchayats p JOIN blocks b ON b.block_code = p.block_code WHERE ${where.join(' AND ')}) AS total
         FROM (
       SELECT ${PLACE_COLUMNS}, ${PLACE_COLUMNS_KN},
              coalesce(s.total_ongoing, 0) AS total_ongoing,
              coalesce(s.total_physically_completed, 0) AS total_physically_completed,
              coalesce(s.total_suspended, 0) AS total_suspended,
              coalesce(s.total_completed, 0) AS total_completed,
              coalesce(s.total_works - s.total_ongoing - s.total_completed - s.total_physically_completed - s.total_suspended, 0) AS total_other,
              coalesce(s.total_works, 0) AS total_works,
              s.work_register_url IS NOT NULL AS work_register_loaded,
              CASE WHEN s.work_register_url ~* '^https?://' THEN s.work_register_url END AS work_register_link,
              ${isoInstantSql('s.works_loaded_at')} AS works_loaded_at, ${isoInstantSql('s.bills_loaded_at')} AS bills_loaded_at,
              -- Unfinished loads of the panchayat, so a reloaded page shows the progress of loads
              -- under way (evaluated for the page's rows only: after the sort and limit).
              (SELECT ${rowsJsonSql('l', 'r.queued_at')}
                 FROM scrape_runs r
                 CROSS JOIN LATERAL (SELECT r.id AS "jobId", r.spider, r.state, r.pages_fetched, r.pages_expected) l
                WHERE r.panchayat_code = p.panchayat_code AND r.state IN ('queued', 'active')
                  AND r.queued_at > now() - interval '1 day')::json AS running
         FROM (SELECT * FROM blocks b ORDER BY b.block_name, b.block_code) b
         JOIN districts d ON d.district_code = b.district_code
         CROSS JOIN LATERAL (SELECT * FROM panchayats p WHERE p.block_code = b.block_code ORDER BY p.panchayat_name, p.panchayat_code) p
         LEFT JOIN mis_panchayat_status s ON s.panchayat_code = p.panchayat_code
        WHERE ${where.join(' AND ')}
        ORDER BY b.block_name, b.block_code, p.panchayat_name, p.panchayat_code
        LIMIT $${params.length - 1} OFFSET $${params.length}) v`,
      params,
    );
    return jsonPage<BlockViewRow>(page.rows, page.n, Number(page.total));
  }

  /** The works of a panchayat as last loaded (gone works left out). */
  async findWorksOfPanchayat(panchayatCode: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(`SELECT * FROM mis_works WHERE panchayat_code = $1 AND gone_at IS NULL ORDER BY work_code`, [
      panchayatCode,
    ]);
  }

  /** A work's material bills, each with the FTO rows that carry its voucher number, or 'FTO Not Generated'. */
  async findBillsOfWork(workCode: string): Promise<WorkBill[]> {
    return this.dataSource.query(
      `SELECT b.work_code, b.serial, b.bill_no, b.voucher_no, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, b.fin_year, b.paid, b.due,
              CASE WHEN count(f.fto_no) = 0 THEN 'FTO Not Generated' ELSE string_agg(DISTINCT coalesce(f.status, 'Unknown'), ', ') END AS fto_status,
              coalesce(json_agg(json_build_object('fto_no', f.fto_no, 'fin_year', f.fin_year, 'status', f.status,
                                                  'credit_amount_actual', f.credit_amount_actual, 'utr_no', f.utr_no))
                       FILTER (WHERE f.fto_no IS NOT NULL), '[]') AS ftos
         FROM mis_material_bills b
         LEFT JOIN mis_fto_transactions f ON f.voucher_no = b.voucher_no AND f.panchayat_code = b.panchayat_code AND f.gone_at IS NULL
        WHERE b.work_code = $1 AND b.gone_at IS NULL
        GROUP BY b.work_code, b.bill_key
        ORDER BY b.serial, b.bill_key`,
      [workCode],
    );
  }

  /**
   * Changes whenever a load writes works (or, with 'register', a work register) of the
   * jurisdiction: every works load stamps its panchayat's works_loaded_at, and every register load
   * that writes a row its register_changed_at, in the same transaction (now(), which only grows;
   * MirrorStore), so the count and the sums of those stamps move with each one. A panchayat is
   * versioned with its whole block: a panchayat's report also lists works of the block itself
   * (code prefixed by the block's), and the panchayat that loaded such a work last holds its row.
   */
  async readWorksVersion(scopes: Scope[], what: 'works' | 'register'): Promise<string> {
    const params: unknown[] = [];
    const blocks = scopes.map((s): Scope =>
      s.level === 'GP' ? { level: 'TP', district_code: s.district_code, block_code: s.block_code } : s,
    );
    const where = scopeSql(blocks, { district: 's.district_code', block: 's.block_code', panchayat: 's.panchayat_code' }, params);
    const register = what === 'register' ? ` || ':' || coalesce(sum(extract(epoch FROM s.register_changed_at)), 0)::text` : '';
    const [row] = await this.dataSource.query<{ v: string }[]>(
      `SELECT count(*)::text || ':' || coalesce(sum(extract(epoch FROM s.works_loaded_at)), 0)::text${register} AS v
         FROM mis_panchayat_status s WHERE ${where}`,
      params,
    );
    return row.v;
  }

  /**
   * Level 1 summary: the drawn works per agency and financial year. The draw ranks every work of
   * the jurisdiction's groups (a taluk holds about 18,000 over five years): the works list keeps
   * the answer by the jurisdiction's version (WorklistService.summary, worksVersion).
   */
  async countDrawnWorksByAgencyYear(q: VerificationQuery): Promise<AgencyYearCount[]> {
    const params: unknown[] = [];
    const rows: (AgencyYearCount & { total_works: string })[] = await this.dataSource.query(
      `WITH ${sampleSql(q, params)}
       SELECT agency_name, work_start_fin_year, count(*) AS total_works,
              (SELECT max(ia.imp_name_kn) FROM implementing_agencies ia WHERE ia.imp_name = sample.agency_name) AS agency_name_kn
         FROM sample
        GROUP BY agency_name, work_start_fin_year
        ORDER BY agency_name, work_start_fin_year`,
      params,
    );
    return rows.map((r) => ({ ...r, total_works: Number(r.total_works) }));
  }

  /** The drawn works with the works list's fields and derived figures (read afresh), in the list's order. */
  async findDrawnWorks(q: VerificationQuery): Promise<VerificationWork[]> {
    const params: unknown[] = [];
    const sample = sampleSql(q, params);
    let only = '';
    if (q.workCodes !== undefined) {
      params.push(q.workCodes);
      only = `WHERE s.work_code = ANY($${params.length}::text[])`;
    }
    return this.dataSource.query(
      `WITH ${sample}
       SELECT ${WORK_COLUMNS}
         FROM sample s
         JOIN mis_works w ON w.work_code = s.work_code
         LEFT JOIN mis_work_register r ON r.work_code = w.work_code AND r.gone_at IS NULL
        ${only}
        ORDER BY w.block_name, w.panchayat_name, w.work_code`,
      params,
    );
  }

  /** A work as last loaded (gone or not), or null. */
  async findWork(workCode: string): Promise<VerificationWork | null> {
    const rows: VerificationWork[] = await this.dataSource.query(
      `SELECT ${WORK_COLUMNS}
         FROM mis_works w
         LEFT JOIN mis_work_register r ON r.work_code = w.work_code AND r.gone_at IS NULL
        WHERE w.work_code = $1`,
      [workCode],
    );
    return rows[0] ?? null;
  }

  /** The work's geotag where a MIS page gave one (issue 27), else null. */
  async findGeotagOfWork(workCode: string, em: EntityManager | null = null): Promise<{ latitude: number; longitude: number } | null> {
    const rows: { latitude: number; longitude: number }[] = await (em ?? this.dataSource.manager).query(
      `SELECT geo_latitude AS latitude, geo_longitude AS longitude FROM mis_works
        WHERE work_code = $1 AND geo_latitude IS NOT NULL AND geo_longitude IS NOT NULL`,
      [workCode],
    );
    return rows[0] ?? null;
  }

  /**
   * The FTO transactions that pay the given material lists (voucher numbers) of a panchayat,
   * each with the bill its voucher belongs to.
   */
  async findFtoTransactionsOfVouchers(panchayatCode: string, voucherNos: string[]): Promise<FtoTransactionOfBill[]> {
    if (voucherNos.length === 0) return [];
    return this.dataSource.query(
      `SELECT f.fto_no, f.fin_year, f.sr_no, f.block_name, f.voucher_no, f.vendor_id, f.vendor_name, f.status,
              f.credit_amount_actual, f.utr_no, b.work_code, b.bill_no, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date
         FROM mis_fto_transactions f
         LEFT JOIN LATERAL (
           SELECT mb.work_code, mb.bill_no, mb.bill_date FROM mis_material_bills mb
            WHERE mb.voucher_no = f.voucher_no AND mb.panchayat_code = f.panchayat_code AND mb.gone_at IS NULL
            ORDER BY mb.work_code LIMIT 1
         ) b ON true
        WHERE f.panchayat_code = $1 AND f.voucher_no = ANY($2::text[]) AND f.gone_at IS NULL
        ORDER BY f.fin_year, f.fto_no, f.sr_no`,
      [panchayatCode, voucherNos],
    );
  }
}
