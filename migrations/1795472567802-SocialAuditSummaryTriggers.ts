import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keeps sa_issue_summary and sa_issue_block_summary (the social audit reports' figures) in step
 * with sa_issues, sa_recoveries and sa_verifications, inside the writing transaction.
 *
 * Each statement's changed rows (transition tables) become contributions: an issue with its
 * filing and verification as they were (sign -1) and as they are (sign +1). The contributions
 * are summed per key and added with INSERT ... ON CONFLICT DO UPDATE SET n = n + delta, which
 * is right under any number of concurrent writers (each addition waits for the row's lock and
 * adds to its latest committed value), in key order so two writers lock rows in the same order.
 * TypeORM cannot describe functions and triggers, so this migration is written by hand.
 */
const CONTRIBUTION = `CREATE TYPE sa_contribution AS (
  panchayat_code varchar, block_code varchar, district_code varchar, financial_year varchar, issue_type varchar, sign int,
  issue_amount numeric, response_amount numeric, filed boolean, adhoc_decision varchar, case_status varchar,
  recovered_amount numeric, total_expected numeric, verified boolean)`;

const FIGURES = [
  'issue_count',
  'issue_amount',
  'recommended_count',
  'recommended_issue_amount',
  'recommended_response_amount',
  'recommended_filed',
  'recommended_recovered',
  'recommended_recovered_amount',
  'filed_count',
  'recovered_count',
  'recovered_amount',
  'not_recovered_count',
  'dropped_count',
  'dropped_amount',
  'not_submitted_count',
  'not_submitted_amount',
  'verified_count',
];

/** The figures of a set of contributions (alias c), in FIGURES order. */
const SUMS = `sum(c.sign), sum(c.sign * c.issue_amount),
  coalesce(sum(c.sign) FILTER (WHERE c.response_amount > 0), 0),
  coalesce(sum(c.sign * c.issue_amount) FILTER (WHERE c.response_amount > 0), 0),
  coalesce(sum(c.sign * c.response_amount) FILTER (WHERE c.response_amount > 0), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.response_amount > 0 AND c.filed), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.response_amount > 0 AND c.case_status = 'YES'), 0),
  coalesce(sum(c.sign * c.recovered_amount) FILTER (WHERE c.response_amount > 0 AND c.case_status = 'YES'), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.filed), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.case_status = 'YES'), 0),
  coalesce(sum(c.sign * c.recovered_amount) FILTER (WHERE c.case_status = 'YES'), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.case_status = 'NO'), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.adhoc_decision = 'dropped'), 0),
  coalesce(sum(c.sign * c.total_expected) FILTER (WHERE c.adhoc_decision = 'dropped'), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.adhoc_decision = 'not_submitted'), 0),
  coalesce(sum(c.sign * c.total_expected) FILTER (WHERE c.adhoc_decision = 'not_submitted'), 0),
  coalesce(sum(c.sign) FILTER (WHERE c.verified), 0)`;

const ADD = FIGURES.map((f) => `${f} = s.${f} + EXCLUDED.${f}`).join(', ');

const APPLY = `CREATE FUNCTION sa_summary_apply(contributions sa_contribution[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sa_issue_summary AS s (panchayat_code, block_code, district_code, financial_year, issue_type, ${FIGURES.join(', ')})
  SELECT c.panchayat_code, c.block_code, c.district_code, c.financial_year, c.issue_type, ${SUMS}
    FROM unnest(contributions) c
   GROUP BY c.panchayat_code, c.block_code, c.district_code, c.financial_year, c.issue_type
   ORDER BY c.financial_year, c.issue_type, c.panchayat_code
  ON CONFLICT (financial_year, issue_type, panchayat_code) DO UPDATE SET ${ADD};
  INSERT INTO sa_issue_block_summary AS s (block_code, district_code, financial_year, issue_type, ${FIGURES.join(', ')})
  SELECT c.block_code, c.district_code, c.financial_year, c.issue_type, ${SUMS}
    FROM unnest(contributions) c
   GROUP BY c.block_code, c.district_code, c.financial_year, c.issue_type
   ORDER BY c.financial_year, c.issue_type, c.block_code
  ON CONFLICT (financial_year, issue_type, block_code) DO UPDATE SET ${ADD};
$$`;

/** A contribution of issue i with filing r and verification v (either may be absent). */
const ROW = (sign: string, verified: string) => `ROW(i.panchayat_code, i.block_code, i.district_code, i.financial_year, i.issue_type, ${sign},
  i.issue_amount, i.response_amount, r.id IS NOT NULL, r.adhoc_decision, r.case_status, r.recovered_amount, r.total_expected, ${verified})::sa_contribution`;

const TRIGGERS: [string, string, string][] = [
  [
    'sa_issues_summary_insert',
    'AFTER INSERT ON sa_issues REFERENCING NEW TABLE AS new_rows',
    `SELECT array_agg(${ROW('1', 'v.id IS NOT NULL')}) FROM new_rows i
       LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id`,
  ],
  [
    'sa_issues_summary_update',
    'AFTER UPDATE ON sa_issues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'v.id IS NOT NULL')} AS c FROM old_rows i
         LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id
       UNION ALL
       SELECT ${ROW('1', 'v.id IS NOT NULL')} FROM new_rows i
         LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id) x`,
  ],
  [
    'sa_issues_summary_delete',
    'AFTER DELETE ON sa_issues REFERENCING OLD TABLE AS old_rows',
    `SELECT array_agg(${ROW('-1', 'v.id IS NOT NULL')}) FROM old_rows i
       LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id`,
  ],
  [
    'sa_recoveries_summary_insert',
    'AFTER INSERT ON sa_recoveries REFERENCING NEW TABLE AS new_rows',
    `SELECT array_agg(c) FROM (
       SELECT ROW(i.panchayat_code, i.block_code, i.district_code, i.financial_year, i.issue_type, -1, i.issue_amount, i.response_amount,
                  false, NULL, NULL, NULL, NULL, false)::sa_contribution AS c
         FROM new_rows n JOIN sa_issues i ON i.id = n.issue_id
       UNION ALL
       SELECT ${ROW('1', 'v.id IS NOT NULL')} FROM new_rows r JOIN sa_issues i ON i.id = r.issue_id
         LEFT JOIN sa_verifications v ON v.recovery_id = r.id) x`,
  ],
  [
    'sa_recoveries_summary_update',
    'AFTER UPDATE ON sa_recoveries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'v.id IS NOT NULL')} AS c FROM old_rows r JOIN sa_issues i ON i.id = r.issue_id
         LEFT JOIN sa_verifications v ON v.recovery_id = r.id
       UNION ALL
       SELECT ${ROW('1', 'v.id IS NOT NULL')} FROM new_rows r JOIN sa_issues i ON i.id = r.issue_id
         LEFT JOIN sa_verifications v ON v.recovery_id = r.id) x`,
  ],
  [
    'sa_recoveries_summary_delete',
    'AFTER DELETE ON sa_recoveries REFERENCING OLD TABLE AS old_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'v.id IS NOT NULL')} AS c FROM old_rows r JOIN sa_issues i ON i.id = r.issue_id
         LEFT JOIN sa_verifications v ON v.recovery_id = r.id
       UNION ALL
       SELECT ROW(i.panchayat_code, i.block_code, i.district_code, i.financial_year, i.issue_type, 1, i.issue_amount, i.response_amount,
                  false, NULL, NULL, NULL, NULL, false)::sa_contribution
         FROM old_rows o JOIN sa_issues i ON i.id = o.issue_id) x`,
  ],
  [
    'sa_verifications_summary_insert',
    'AFTER INSERT ON sa_verifications REFERENCING NEW TABLE AS new_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'false')} AS c FROM new_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
       UNION ALL
       SELECT ${ROW('1', 'true')} FROM new_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id) x`,
  ],
  [
    'sa_verifications_summary_update',
    'AFTER UPDATE ON sa_verifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'true')} AS c FROM old_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
       UNION ALL
       SELECT ${ROW('1', 'false')} FROM old_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
       UNION ALL
       SELECT ${ROW('-1', 'false')} FROM new_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
       UNION ALL
       SELECT ${ROW('1', 'true')} FROM new_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id) x`,
  ],
  [
    'sa_verifications_summary_delete',
    'AFTER DELETE ON sa_verifications REFERENCING OLD TABLE AS old_rows',
    `SELECT array_agg(c) FROM (
       SELECT ${ROW('-1', 'true')} AS c FROM old_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
       UNION ALL
       SELECT ${ROW('1', 'false')} FROM old_rows v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id) x`,
  ],
];

export class SocialAuditSummaryTriggers1795472567802 implements MigrationInterface {
  name = 'SocialAuditSummaryTriggers1795472567802';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CONTRIBUTION);
    await queryRunner.query(APPLY);
    for (const [name, when, contributions] of TRIGGERS) {
      await queryRunner.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE delta sa_contribution[];
        BEGIN
          ${contributions} INTO delta;
          IF delta IS NOT NULL THEN PERFORM sa_summary_apply(delta); END IF;
          RETURN NULL;
        END $$`);
      await queryRunner.query(`CREATE TRIGGER ${name} ${when} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    }
    // The figures of the issues already there.
    await queryRunner.query(`SELECT sa_summary_apply(array_agg(${ROW('1', 'v.id IS NOT NULL')}))
                               FROM sa_issues i LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, when] of [...TRIGGERS].reverse()) {
      await queryRunner.query(`DROP TRIGGER ${name} ON ${when.split(' ON ')[1].split(' ')[0]}`);
      await queryRunner.query(`DROP FUNCTION ${name}()`);
    }
    await queryRunner.query(`DROP FUNCTION sa_summary_apply(sa_contribution[])`);
    await queryRunner.query(`DROP TYPE sa_contribution`);
    await queryRunner.query(`DELETE FROM sa_issue_block_summary`);
    await queryRunner.query(`DELETE FROM sa_issue_summary`);
  }
}
