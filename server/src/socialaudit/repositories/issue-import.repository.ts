import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A checked row of the file as it is staged: line, issue columns, then the job card columns. */
export type StagedRow = [number, string, string, string, string, string, string, string, string | null, ...(string | null)[]];

/** A problem the staged rows show: its code and the values its text names. */
export interface StagedProblem {
  line: number;
  code:
    | 'IMPORT_PANCHAYAT_UNKNOWN'
    | 'IMPORT_PANCHAYAT_ELSEWHERE'
    | 'IMPORT_ISSUE_REPEATED'
    | 'IMPORT_ISSUE_ROWS_DIFFER'
    | 'IMPORT_JOBCARD_REPEATED'
    | 'IMPORT_ISSUE_RECOVERY_FILED';
  code_value: string | null;
  block: string | null;
  district: string | null;
  given_block: string | null;
  given_district: string | null;
  issue: string | null;
  first: number | null;
  jobcard: string | null;
}

/** SQL: the columns of an issue row that every row of the same issue must repeat. */
const ISSUE_VALUES = (alias: string) =>
  ['financial_year', 'district_code', 'block_code', 'panchayat_code', 'issue_type', 'issue_amount', 'response_amount', 'issue_cat']
    .concat(['issue_subcat', 'issue_desc', 'gram_sabha_date', 'issue_with', 'issue_status'])
    .map((c) => `${alias}.${c}`)
    .join(', ');

/** SQL: the job cards the staged rows give each issue, numbered in the file's order. */
const WANTED_JOB_CARDS = `SELECT i.id AS issue_id, (row_number() OVER (PARTITION BY t.issue_number ORDER BY t.line))::int AS sno,
                             t.jobcard_number, t.household_member_name
                        FROM sa_import_rows t JOIN sa_issues i ON i.issue_number = t.issue_number
                       WHERE t.jobcard_number IS NOT NULL`;

/**
 * The SQL of the issue import: the staging table (sa_import_rows, dropped at the commit), the
 * checks run on it as set queries, and the upsert of issues and their job cards. Every method
 * runs in the import's transaction (`em`).
 */
@Injectable()
export class IssueImportRepository {
  /** Creates the staging table of the file's rows, dropped when the transaction ends. */
  async createStagingTable(em: EntityManager): Promise<void> {
    await em.query(`CREATE TEMP TABLE sa_import_rows (
            line int NOT NULL, issue_number varchar(40) NOT NULL, financial_year varchar(9) NOT NULL, district_code varchar(4) NOT NULL,
            block_code varchar(7) NOT NULL, panchayat_code varchar(10) NOT NULL, issue_type varchar(2) NOT NULL,
            issue_amount numeric(14,2) NOT NULL, response_amount numeric(14,2), issue_cat varchar(200), issue_subcat varchar(200),
            issue_desc text, gram_sabha_date date, issue_with varchar(200), issue_status varchar(40) NOT NULL,
            jobcard_number varchar(40), household_member_name varchar(200)) ON COMMIT DROP`);
  }

  /** Stages a batch of checked rows. */
  async stageRows(em: EntityManager, batch: StagedRow[]): Promise<void> {
    const column = (i: number) => batch.map((r) => r[i]);
    await em.query(
      `INSERT INTO sa_import_rows
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[],
                            $8::numeric[], $9::numeric[], $10::varchar[], $11::varchar[], $12::text[], $13::date[], $14::varchar[], $15::varchar[],
                            $16::varchar[], $17::varchar[])`,
      Array.from({ length: 17 }, (_, i) => column(i)),
    );
  }

  /**
   * The problems of the staged rows, by line, at most `limit`: panchayats unknown or not in the
   * given taluk and district, an issue repeated (or its rows differing, or a job card repeated),
   * an issue already filed whose filed values the file changes.
   */
  stagedProblems(em: EntityManager, limit: number): Promise<StagedProblem[]> {
    return em.query(
      `(SELECT t.line, CASE WHEN p.panchayat_code IS NULL THEN 'IMPORT_PANCHAYAT_UNKNOWN' ELSE 'IMPORT_PANCHAYAT_ELSEWHERE' END AS code,
               t.panchayat_code AS code_value, p.block_code AS block, b.district_code AS district,
               t.block_code AS given_block, t.district_code AS given_district,
               NULL AS issue, NULL::int AS first, NULL AS jobcard
          FROM sa_import_rows t
          LEFT JOIN panchayats p ON p.panchayat_code = t.panchayat_code
          LEFT JOIN blocks b ON b.block_code = p.block_code
         WHERE p.panchayat_code IS NULL OR p.block_code <> t.block_code OR b.district_code <> t.district_code)
       UNION ALL
       (SELECT t.line,
               CASE WHEN t.jobcard_number IS NULL OR f.jobcard_number IS NULL THEN 'IMPORT_ISSUE_REPEATED'
                    WHEN (${ISSUE_VALUES('t')}) IS DISTINCT FROM (${ISSUE_VALUES('f')}) THEN 'IMPORT_ISSUE_ROWS_DIFFER'
                    ELSE 'IMPORT_JOBCARD_REPEATED' END AS code,
               NULL, NULL, NULL, NULL, NULL, t.issue_number,
               CASE WHEN t.jobcard_number IS NULL OR f.jobcard_number IS NULL OR (${ISSUE_VALUES('t')}) IS DISTINCT FROM (${ISSUE_VALUES('f')})
                    THEN f.line ELSE j.first END,
               t.jobcard_number
          FROM sa_import_rows t
          JOIN (SELECT DISTINCT ON (issue_number) * FROM sa_import_rows ORDER BY issue_number, line) f
            ON f.issue_number = t.issue_number AND t.line <> f.line
          LEFT JOIN (SELECT issue_number, jobcard_number, min(line) AS first FROM sa_import_rows GROUP BY issue_number, jobcard_number) j
            ON j.issue_number = t.issue_number AND j.jobcard_number = t.jobcard_number
         WHERE t.jobcard_number IS NULL OR f.jobcard_number IS NULL
            OR (${ISSUE_VALUES('t')}) IS DISTINCT FROM (${ISSUE_VALUES('f')}) OR j.first <> t.line)
       UNION ALL
       (SELECT t.line, 'IMPORT_ISSUE_RECOVERY_FILED', NULL, NULL, NULL, NULL, NULL, t.issue_number, NULL, NULL
          FROM (SELECT DISTINCT ON (issue_number) * FROM sa_import_rows ORDER BY issue_number, line) t
          JOIN sa_issues i ON i.issue_number = t.issue_number
          JOIN sa_recovery_issues ri ON ri.issue_id = i.id
         WHERE (t.issue_type, t.issue_amount, t.response_amount, t.financial_year, t.panchayat_code)
               IS DISTINCT FROM (i.issue_type, i.issue_amount, i.response_amount, i.financial_year, i.panchayat_code))
       ORDER BY line
       LIMIT ${limit}`,
    );
  }

  /**
   * Writes the staged issues, each once from its first row, in one statement: new ones inserted,
   * those whose values differ updated, the rest untouched. Answers the written ones (id, inserted).
   */
  upsertStagedIssues(em: EntityManager): Promise<{ id: number; inserted: boolean }[]> {
    const columns =
      'issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount, response_amount, issue_cat, issue_subcat, issue_desc, gram_sabha_date, issue_with, issue_status';
    const changed = columns
      .split(', ')
      .filter((c) => c !== 'issue_number')
      .map((c) => c.trim());
    // A filing locks its issue's row (FOR UPDATE); the upsert waits for it, and one that could
    // not wait is answered 409 by lock_timeout: an issue is never changed under a filing's feet.
    // An issue on several rows (one per job card) is written once, from its first row.
    return em.query(
      `INSERT INTO sa_issues (${columns})
         SELECT ${columns} FROM (SELECT DISTINCT ON (issue_number) * FROM sa_import_rows ORDER BY issue_number, line) s ORDER BY line
       ON CONFLICT (issue_number) DO UPDATE
         SET ${changed.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
         WHERE (${changed.map((c) => `sa_issues.${c}`).join(', ')}) IS DISTINCT FROM (${changed.map((c) => `EXCLUDED.${c}`).join(', ')})
       RETURNING id, (xmax = 0) AS inserted`,
    );
  }

  /** How many issues the staged rows give. */
  async countStagedIssues(em: EntityManager): Promise<number> {
    const [{ n }] = await em.query<{ n: number }[]>('SELECT count(DISTINCT issue_number)::int AS n FROM sa_import_rows');
    return n;
  }

  /** The staged issues whose stored job cards differ from the file's. */
  async issuesWithOtherJobCards(em: EntityManager): Promise<number[]> {
    const differ: { id: number }[] = await em.query(
      `WITH wanted AS (${WANTED_JOB_CARDS}),
              targets AS (SELECT DISTINCT i.id FROM sa_import_rows t JOIN sa_issues i ON i.issue_number = t.issue_number)
         SELECT g.id FROM targets g
          WHERE EXISTS (SELECT sno, jobcard_number, household_member_name FROM wanted w WHERE w.issue_id = g.id
                        EXCEPT SELECT sno, jobcard_number, household_member_name FROM sa_issue_job_cards c WHERE c.issue_id = g.id)
             OR EXISTS (SELECT sno, jobcard_number, household_member_name FROM sa_issue_job_cards c WHERE c.issue_id = g.id
                        EXCEPT SELECT sno, jobcard_number, household_member_name FROM wanted w WHERE w.issue_id = g.id)`,
    );
    return differ.map((d) => d.id);
  }

  /** Replaces these issues' job cards by the file's. */
  async replaceJobCards(em: EntityManager, issueIds: number[]): Promise<void> {
    await em.query('DELETE FROM sa_issue_job_cards WHERE issue_id = ANY($1::int[])', [issueIds]);
    await em.query(
      `INSERT INTO sa_issue_job_cards (issue_id, sno, jobcard_number, household_member_name)
             SELECT * FROM (${WANTED_JOB_CARDS}) w WHERE w.issue_id = ANY($1::int[])`,
      [issueIds],
    );
  }
}
