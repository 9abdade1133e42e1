import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { scopeSql, type Scope } from '../../common/auth/scope.js';
import { openCursor, type RowCursor } from '../../database/cursor.js';
import { drawAllocationSql, drawRankSql } from '../../scraper/repositories/verification-draw.js';
import type { ReconciliationFilter, ReconciliationWork } from '../reconciliation.service.js';

/** A row of the current records' statement (findCurrentRecordWorks), before its MIS changes are read. */
export type WorkRow = Omit<ReconciliationWork, 'mis_changed' | 'expenditure'> & { expenditure: string | null };

/** A work level 1 draws (findDrawnWorks). */
export interface DrawnWork {
  work_code: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
}

/** The names of a taluk (or panchayat) of the view (findPlaceNames). */
export interface PlaceNames {
  code: string;
  district_name: string | null;
  district_name_kn: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

/**
 * The Reconciliation view's SQL: fto's current verification records of a cycle, the works
 * level 1 draws, and the names of the view's places. It reads and writes nothing else.
 */
@Injectable()
export class ReconciliationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The works with a current record of the cycle inside the scope and place: each with its
   * levels and its highest record (recommendation, officer, submission); with `names`, named and
   * in the drill-down's order.
   */
  findCurrentRecordWorks(scope: Scope, filter: ReconciliationFilter, cycleId: number, names: boolean): Promise<WorkRow[]> {
    const params: unknown[] = [];
    return this.dataSource.query(this.worksSql(scope, filter, cycleId, names, params), params);
  }

  /** findCurrentRecordWorks' rows, named, read through a cursor (openCursor) a batch at a time. */
  openCurrentRecordWorksCursor(scope: Scope, filter: ReconciliationFilter, cycleId: number): Promise<RowCursor<WorkRow>> {
    const params: unknown[] = [];
    return openCursor<WorkRow>(this.dataSource, { sql: this.worksSql(scope, filter, cycleId, true, params), params });
  }

  /** The statement of worksOf (parameters appended): with `names`, named and in the drill-down's order. */
  private worksSql(scope: Scope, filter: ReconciliationFilter, cycleId: number, names: boolean, params: unknown[]): string {
    const where = [`v.cycle_id = $${params.push(cycleId)}`, 'v.superseded_at IS NULL'];
    if (filter.district_code) where.push(`v.district_code = $${params.push(filter.district_code)}`);
    if (filter.block_code) where.push(`v.block_code = $${params.push(filter.block_code)}`);
    if (filter.panchayat_code) where.push(`v.panchayat_code = $${params.push(filter.panchayat_code)}`);
    where.push(scopeSql([scope], { district: 'v.district_code', block: 'v.block_code', panchayat: 'v.panchayat_code' }, params));
    // The view's counts need no names per work (a state holds lakhs): those come per taluk or
    // panchayat (nameGroups); the drill-down and the CSV list them.
    const named = names
      ? `w.work_name, d.district_name, d.district_name_kn, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn,`
      : '';
    const joins = names
      ? `LEFT JOIN districts d ON d.district_code = t.district_code
         LEFT JOIN blocks b ON b.block_code = t.block_code
         LEFT JOIN panchayats p ON p.panchayat_code = t.panchayat_code`
      : '';
    return `WITH cur AS (
         SELECT v.work_code, v.district_code, v.block_code, v.panchayat_code, v.level, v.user_name, v.submitted_at,
                CASE WHEN v.site_details->>'recommendation' = 'No' THEN 'No' ELSE 'Yes' END AS recommendation
           FROM fto_verifications v
          WHERE ${where.join(' AND ')}
       ),
       top AS (SELECT DISTINCT ON (work_code) * FROM cur ORDER BY work_code, level DESC),
       lv AS (SELECT work_code, array_agg(level::int ORDER BY level) AS levels FROM cur GROUP BY work_code)
       SELECT t.work_code, ${named} t.district_code, t.block_code, t.panchayat_code,
              lv.levels, t.level::int AS level, t.recommendation, t.user_name, t.submitted_at,
              w.paid_inception_total AS expenditure
         FROM top t
         JOIN lv USING (work_code)
         LEFT JOIN mis_works w ON w.work_code = t.work_code
         ${joins}
        ${names ? 'ORDER BY d.district_name, b.block_name, p.panchayat_name, t.work_code' : ''}`;
  }

  /**
   * The works level 1 draws in the place for the cycle: for each level 1 post (a role whose lowest
   * mapped level is 1, at a place, held by an officer) whose jurisdiction meets the place, the draw
   * its officers' lists show (verification-draw.ts: the post's jurisdiction, the agencies of the
   * departments mapped to the role at level 1, the cycle's years, level 1's percentage and seed),
   * the works of it inside the place, each once. `place` is the view's (narrowed to the scope).
   */
  async findDrawnWorks(
    scope: Scope,
    place: { district_code: string | null; block_code: string | null },
    cycleId: number,
  ): Promise<DrawnWork[]> {
    // The seed of level 1's lists (WorklistService: cycle id and level).
    const params: unknown[] = [cycleId, place.district_code, place.block_code, `${cycleId}:1:`];
    const inPlace = scopeSql(
      [scope],
      { district: 'left(p.panchayat_code, 4)', block: 'left(p.panchayat_code, 7)', panchayat: 'p.panchayat_code' },
      params,
    );
    return this.dataSource.query(
      `WITH cycle AS (SELECT financial_year, (levels->0->>'percentage')::numeric AS percentage FROM fto_schedules WHERE id = $1),
            level1 AS (SELECT role_id FROM fto_role_mappings GROUP BY role_id HAVING min(level) = 1),
            posts AS (
              SELECT DISTINCT a.role_id, a.levels,
                     CASE a.levels WHEN 'ZP' THEN a.district_code WHEN 'TP' THEN a.block_code WHEN 'GP' THEN a.panchayat_code END AS code
                FROM role_assignments a JOIN level1 USING (role_id)
               WHERE a.status_deleted = 'NO'
            ),
            jurisdictions AS (
              SELECT p.role_id || ':' || p.levels || ':' || coalesce(p.code, '') AS jurisdiction, p.levels, p.code,
                     ARRAY(SELECT DISTINCT ia.imp_name
                             FROM fto_role_mappings m
                             JOIN departments d ON d.id = m.department_id
                             JOIN implementing_agencies ia ON ia.department_code = d.department_code
                            WHERE m.role_id = p.role_id AND m.level = 1) AS agencies
                FROM posts p
               WHERE p.levels = 'STATE'
                  OR ($2::text IS NULL AND $3::text IS NULL)
                  OR (p.code IS NOT NULL AND (p.code LIKE coalesce($3, $2) || '%' OR coalesce($3, $2) LIKE p.code || '%'))
            ),
            -- Each jurisdiction's works of its agencies and the cycle's years, from the partial
            -- indexes on the works not gone (index-only: the draw needs no other column).
            targets AS (
              SELECT j.jurisdiction, w.work_code, w.panchayat_code, w.agency_name, w.work_start_fin_year
                FROM jurisdictions j
                CROSS JOIN cycle c
                CROSS JOIN LATERAL (
                  SELECT w.work_code, w.panchayat_code, w.agency_name, w.work_start_fin_year FROM mis_works w
                   WHERE j.levels = 'TP' AND w.gone_at IS NULL AND w.block_code = j.code
                     AND w.agency_name = ANY(j.agencies) AND w.work_start_fin_year = ANY(c.financial_year)
                  UNION ALL
                  SELECT w.work_code, w.panchayat_code, w.agency_name, w.work_start_fin_year FROM mis_works w
                   WHERE j.levels = 'GP' AND w.gone_at IS NULL AND w.block_code = left(j.code, 7) AND w.panchayat_code = j.code
                     AND w.agency_name = ANY(j.agencies) AND w.work_start_fin_year = ANY(c.financial_year)
                  UNION ALL
                  SELECT w.work_code, w.panchayat_code, w.agency_name, w.work_start_fin_year FROM mis_works w
                   WHERE j.levels = 'ZP' AND w.gone_at IS NULL AND w.district_code = j.code
                     AND w.agency_name = ANY(j.agencies) AND w.work_start_fin_year = ANY(c.financial_year)
                  UNION ALL
                  SELECT w.work_code, w.panchayat_code, w.agency_name, w.work_start_fin_year FROM mis_works w
                   WHERE j.levels = 'STATE' AND w.gone_at IS NULL
                     AND w.agency_name = ANY(j.agencies) AND w.work_start_fin_year = ANY(c.financial_year)
                ) w
            ),
            population AS (
              SELECT t.*, ${drawRankSql('$4', 't', 't.jurisdiction')} AS draw
                FROM targets t
            ),
            ${drawAllocationSql('$4', '(SELECT percentage FROM cycle)')},
            -- One key for the group (the planner otherwise merges on the jurisdiction alone).
            alloc AS (
              SELECT jurisdiction || '|' || panchayat_code || '|' || agency_name || '|' || work_start_fin_year AS k, take
                FROM draw_alloc WHERE take > 0
            )
       SELECT DISTINCT p.work_code, left(p.panchayat_code, 4) AS district_code, left(p.panchayat_code, 7) AS block_code, p.panchayat_code
         FROM population p
         JOIN alloc a ON a.k = p.jurisdiction || '|' || p.panchayat_code || '|' || p.agency_name || '|' || p.work_start_fin_year
        WHERE p.draw <= a.take
          AND ($2::text IS NULL OR left(p.panchayat_code, 4) = $2)
          AND ($3::text IS NULL OR left(p.panchayat_code, 7) = $3)
          AND ${inPlace}`,
      params,
    );
  }

  /** The names of the view's taluks (or, `by` panchayat, panchayats) of these codes, with their districts': one read. */
  findPlaceNames(codes: (string | null)[], by: 'block' | 'panchayat'): Promise<PlaceNames[]> {
    return this.dataSource.query(
      by === 'panchayat'
        ? `SELECT p.panchayat_code AS code, d.district_name, d.district_name_kn, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
             FROM panchayats p JOIN blocks b ON b.block_code = p.block_code JOIN districts d ON d.district_code = b.district_code
            WHERE p.panchayat_code = ANY($1)`
        : `SELECT b.block_code AS code, d.district_name, d.district_name_kn, b.block_name, b.block_name_kn, NULL AS panchayat_name, NULL AS panchayat_name_kn
             FROM blocks b JOIN districts d ON d.district_code = b.district_code
            WHERE b.block_code = ANY($1)`,
      [codes],
    );
  }
}
