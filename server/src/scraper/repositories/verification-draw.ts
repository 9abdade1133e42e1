/**
 * The draw of the works a verification level sees (docs/fto-verification.md, "Sampling"), as SQL
 * over a CTE `population` with the columns `jurisdiction` (one value per officer's jurisdiction),
 * `panchayat_code`, `agency_name`, `work_start_fin_year` and `draw` (the work's rank in its
 * (panchayat, agency, year) group by md5(seed || work code), from 1).
 *
 * Of the N works of a jurisdiction exactly T = ceil(N x percentage / 100) are drawn, spread over
 * its G groups by largest remainder: when T >= G every group first gets one work and the other
 * T - G are shared in proportion to the works each group has left ((n - 1) x (T - G) / (N - G));
 * when T < G the T works are shared in proportion to the groups' sizes (n x T / N) and some groups
 * get none. Each group gets the floor of its share; the works left over go one each to the groups
 * with the largest remainders, ties broken by md5(seed || group). A group draws its first `take`
 * works. Integers throughout (the shares of one jurisdiction have one denominator), so the draw is
 * exact and the same on every request and replica.
 *
 * Answers the CTEs `draw_groups`, `draw_totals`, `draw_quota` and `draw_alloc` (jurisdiction,
 * panchayat_code, agency_name, work_start_fin_year, take), to follow `population` in a WITH.
 * `seed` and `percentage` are SQL expressions (parameters).
 */
/**
 * A work's `draw` (its rank in its jurisdiction's (panchayat, agency, year) group) as the
 * population CTE gives it: by md5(seed || work code), ties by the code. Shared by the lists
 * (ScraperReadService) and the reconciliation's drawn works, which must draw the same works.
 * `alias` is the works' table alias; `jurisdiction` an SQL expression of the row's jurisdiction,
 * or null where the population is of one jurisdiction.
 */
export function drawRankSql(seed: string, alias: string, jurisdiction: string | null): string {
  const c = (column: string) => `${alias}.${column}`;
  const by = [jurisdiction, c('panchayat_code'), c('agency_name'), c('work_start_fin_year')].filter((e) => e !== null).join(', ');
  return `row_number() OVER (PARTITION BY ${by}
                             ORDER BY md5(${seed} || ${c('work_code')}), ${c('work_code')})`;
}

export function drawAllocationSql(seed: string, percentage: string): string {
  const share = `CASE WHEN q.den = 0 THEN 0 ELSE q.num / q.den END`;
  const remainder = `CASE WHEN q.den = 0 THEN 0 ELSE q.num % q.den END`;
  return `draw_groups AS (
      SELECT jurisdiction, panchayat_code, agency_name, work_start_fin_year, count(*)::bigint AS n
        FROM population
       GROUP BY jurisdiction, panchayat_code, agency_name, work_start_fin_year
    ),
    draw_totals AS (
      SELECT jurisdiction, sum(n)::bigint AS n_all, count(*)::bigint AS g_all, ceil(sum(n) * ${percentage}::numeric / 100)::bigint AS t
        FROM draw_groups
       GROUP BY jurisdiction
    ),
    draw_quota AS (
      SELECT g.jurisdiction, g.panchayat_code, g.agency_name, g.work_start_fin_year, t.t,
             CASE WHEN t.t >= t.g_all THEN 1 ELSE 0 END AS first,
             CASE WHEN t.t >= t.g_all THEN (g.n - 1) * (t.t - t.g_all) ELSE g.n * t.t END AS num,
             CASE WHEN t.t >= t.g_all THEN t.n_all - t.g_all ELSE t.n_all END AS den
        FROM draw_groups g JOIN draw_totals t USING (jurisdiction)
    ),
    draw_alloc AS (
      SELECT q.jurisdiction, q.panchayat_code, q.agency_name, q.work_start_fin_year,
             q.first + ${share}
               + CASE WHEN row_number() OVER (PARTITION BY q.jurisdiction
                                              ORDER BY ${remainder} DESC,
                                                       md5(${seed} || q.panchayat_code || '|' || q.agency_name || '|' || q.work_start_fin_year))
                           <= q.t - sum(q.first + ${share}) OVER (PARTITION BY q.jurisdiction)
                      THEN 1 ELSE 0 END AS take
        FROM draw_quota q
    )`;
}
