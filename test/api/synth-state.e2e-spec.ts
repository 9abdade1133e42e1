import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { runMigrations } from '../../server/src/database/migrate.js';
import { signIn } from '../support/auth.js';
import { requireBuild, runNode } from '../support/processes.js';
import { ensureTestDatabase, startTestApp, testDatabaseUrl } from '../support/test-app.js';
import { DataSource } from 'typeorm';

/** Today in India, the day the synthetic data is as of (so the cycle's level windows are open). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const ARGS = ['synth-state', '--scale', 'tiny', '--seed', '7', '--as-of', TODAY, '--hash'];

const synth = (url: string) => runNode('cli.js', ARGS, { DATABASE_URL: url, LOG_LEVEL: 'warn', MIS_REFRESH_ENABLED: 'false' }, 120000);
const hashOf = (stdout: string) => /content hash: ([0-9a-f]{32})/.exec(stdout)?.[1];

describe('npm run cli -- synth-state --scale tiny', () => {
  let db: pg.Client;
  let first: string | undefined;
  const second = new URL(testDatabaseUrl());
  second.pathname = `${second.pathname}_b`;

  beforeAll(async () => {
    requireBuild();
    await ensureTestDatabase();
    db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    const admin = new pg.Client({ connectionString: process.env.PORTAL_TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(second.pathname.slice(1))} WITH (FORCE)`);
    await admin.end();
  });

  it('loads every module, and a second run with the same seed adds nothing and hashes the same', async () => {
    const run = await synth(testDatabaseUrl());
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    first = hashOf(run.stdout);
    expect(first).toBeDefined();
    const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);
    expect(await count(`SELECT count(*) AS n FROM panchayats WHERE substr(panchayat_code, 5, 3) > '800'`)).toBe(6);
    expect(await count(`SELECT count(*) AS n FROM users WHERE mobile_number LIKE '68%'`)).toBeGreaterThan(100);
    expect(
      await count(
        `SELECT count(DISTINCT levels) AS n FROM role_assignments a JOIN users u ON u.id = a.user_id WHERE u.mobile_number LIKE '68%'`,
      ),
    ).toBe(4);
    expect(await count(`SELECT count(DISTINCT work_start_fin_year) AS n FROM mis_works`)).toBe(5);
    // The faults the FTO cross-checks look for: a bill in no FTO, a paid bill missing from its FTO.
    expect(
      await count(
        `SELECT count(*) AS n FROM mis_material_bills b WHERE b.paid = 0 AND NOT EXISTS (SELECT 1 FROM mis_fto_transactions f WHERE f.voucher_no = b.voucher_no)`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM mis_material_bills b WHERE b.paid > 0 AND NOT EXISTS (SELECT 1 FROM mis_fto_transactions f WHERE f.voucher_no = b.voucher_no)`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM mis_panchayat_status WHERE total_works > 0`)).toBe(6);
    expect(await count(`SELECT count(DISTINCT level) AS n FROM fto_verifications`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM sa_recoveries`)).toBeGreaterThan(0);
    // Issue 27: every synthetic panchayat located inside Karnataka; photos with hashes, a site photo per record, some flagged.
    expect(
      await count(
        `SELECT count(*) AS n FROM panchayats WHERE substr(panchayat_code, 5, 3) > '800' AND latitude BETWEEN 11.5 AND 18.5 AND longitude BETWEEN 74 AND 78.6`,
      ),
    ).toBe(6);
    expect(await count(`SELECT count(*) AS n FROM evidence_files WHERE phash IS NOT NULL`)).toBeGreaterThan(50);
    expect(
      await count(
        `SELECT count(*) AS n FROM evidence_files WHERE phash_a <> ((phash >> 48) & 65535) OR phash_d <> (phash & 65535) OR phash_b NOT BETWEEN 0 AND 65535`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM evidence_records r JOIN fto_files f ON f.verification_id = r.verification_id AND f.kind = 'site'`,
      ),
    ).toBe(await count(`SELECT count(*) AS n FROM evidence_records`));
    expect(await count(`SELECT count(*) AS n FROM evidence_files WHERE cardinality(flags) > 0`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM sa_verification_entries`)).toBeGreaterThan(0);
    // The audit trail's maintained counts (the list's total) follow the bulk load.
    expect(await count(`SELECT sum(entries) AS n FROM audit_trail_counts`)).toBe(await count(`SELECT count(*) AS n FROM audit_trail`));

    const again = await synth(testDatabaseUrl());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nothing to add (already loaded)');
    expect(hashOf(again.stdout)).toBe(first);
  });

  it('writes the same content into another database with the same seed', async () => {
    const admin = new pg.Client({ connectionString: process.env.PORTAL_TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(second.pathname.slice(1))}`);
    await admin.end();
    await runMigrations(second.toString());
    const run = await synth(second.toString());
    expect(run.code).toBe(0);
    expect(hashOf(run.stdout)).toBe(first);
  });

  it('refuses another seed in the same database', async () => {
    const run = await runNode('cli.js', ['synth-state', '--scale', 'tiny', '--seed', '8'], {
      DATABASE_URL: testDatabaseUrl(),
      LOG_LEVEL: 'warn',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already holds the synthetic state of scale tiny, seed 7');
  });

  it('keeps the social audit summaries equal to the issues under concurrent filings, verifications and rollbacks', async () => {
    const { rows: open } = await db.query<{ id: number; expected: string }>(
      `SELECT i.id, coalesce(i.response_amount, i.issue_amount)::text AS expected FROM sa_issues i
        WHERE NOT EXISTS (SELECT 1 FROM sa_recovery_issues ri WHERE ri.issue_id = i.id) AND coalesce(i.response_amount, i.issue_amount) > 0
        ORDER BY i.panchayat_code, i.id LIMIT 20`,
    );
    const { rows: who } = await db.query<{ id: number }>(`SELECT id FROM users WHERE mobile_number LIKE '68%' ORDER BY id LIMIT 1`);
    expect(open.length).toBeGreaterThan(5);
    await Promise.all(
      open.map(async (issue, n) => {
        const c = new pg.Client({ connectionString: testDatabaseUrl() });
        await c.connect();
        try {
          await c.query('BEGIN');
          const { rows } = await c.query<{ id: number }>(
            `INSERT INTO sa_recoveries (issue_id, adhoc_decision, case_status, recovery_mode, recovered_amount, total_expected, entered_by,
                                        entered_by_name, entered_role_code)
             VALUES ($1, 'recovery', 'YES', 'CASH', $2, $2, $3, 'TEST', 'TP-EO') RETURNING id`,
            [issue.id, issue.expected, who[0].id],
          );
          if (n % 2 === 0) {
            await c.query(
              `INSERT INTO sa_verifications (recovery_id, verified_by, verified_by_name, verified_role_code) VALUES ($1, $2, 'TEST', 'SDATA')`,
              [rows[0].id, who[0].id],
            );
          }
          if (n % 3 === 0)
            await c.query(`UPDATE sa_issues SET issue_desc = 'changed', issue_amount = issue_amount + 1 WHERE id = $1`, [issue.id]);
          await c.query(n % 5 === 4 ? 'ROLLBACK' : 'COMMIT');
        } finally {
          await c.end();
        }
      }),
    );
    const figures = `count(*)::int AS issue_count, sum(i.issue_amount) AS issue_amount,
      count(*) FILTER (WHERE i.response_amount > 0)::int AS recommended_count,
      coalesce(sum(i.issue_amount) FILTER (WHERE i.response_amount > 0), 0) AS recommended_issue_amount,
      coalesce(sum(i.response_amount) FILTER (WHERE i.response_amount > 0), 0) AS recommended_response_amount,
      count(r.id) FILTER (WHERE i.response_amount > 0)::int AS recommended_filed,
      count(r.id) FILTER (WHERE i.response_amount > 0 AND r.case_status = 'YES')::int AS recommended_recovered,
      coalesce(sum(r.recovered_amount) FILTER (WHERE i.response_amount > 0 AND r.case_status = 'YES'), 0) AS recommended_recovered_amount,
      count(r.id)::int AS filed_count, count(r.id) FILTER (WHERE r.case_status = 'YES')::int AS recovered_count,
      coalesce(sum(r.recovered_amount) FILTER (WHERE r.case_status = 'YES'), 0) AS recovered_amount,
      count(r.id) FILTER (WHERE r.case_status = 'NO')::int AS not_recovered_count,
      count(r.id) FILTER (WHERE r.adhoc_decision = 'dropped')::int AS dropped_count,
      coalesce(sum(r.total_expected) FILTER (WHERE r.adhoc_decision = 'dropped'), 0) AS dropped_amount,
      count(r.id) FILTER (WHERE r.adhoc_decision = 'not_submitted')::int AS not_submitted_count,
      coalesce(sum(r.total_expected) FILTER (WHERE r.adhoc_decision = 'not_submitted'), 0) AS not_submitted_amount,
      count(v.id)::int AS verified_count`;
    const names = figures
      .split(' AS ')
      .slice(1)
      .map((part) => part.split(/[,\s]/)[0]);
    const { rows: diff } = await db.query(
      `WITH truth AS (SELECT i.panchayat_code, i.financial_year, i.issue_type, ${figures}
                        FROM sa_issues i LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id
                       GROUP BY 1, 2, 3),
            kept AS (SELECT panchayat_code, financial_year, issue_type, ${names.join(', ')} FROM sa_issue_summary WHERE issue_count <> 0),
            taluks AS (SELECT i.block_code, i.financial_year, i.issue_type, ${figures}
                         FROM sa_issues i LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id
                        GROUP BY 1, 2, 3),
            kept_taluks AS (SELECT block_code, financial_year, issue_type, ${names.join(', ')} FROM sa_issue_block_summary WHERE issue_count <> 0)
       (SELECT 'panchayat' AS level, * FROM ((TABLE truth EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE truth)) x)
       UNION ALL
       (SELECT 'taluk', * FROM ((TABLE taluks EXCEPT TABLE kept_taluks) UNION ALL (TABLE kept_taluks EXCEPT TABLE taluks)) y)`,
    );
    expect(diff).toEqual([]);
  });

  describe('the portal on the synthetic state', () => {
    let app: INestApplication;
    const officer = async (role: string) => {
      const { rows } = await db.query<{ mobile: string }>(
        `SELECT u.mobile_number AS mobile FROM users u JOIN role_assignments a ON a.user_id = u.id JOIN roles r ON r.id = a.role_id
          WHERE r."Role_code" = $1 AND u.mobile_number LIKE '68%' AND u.status = 'ACTIVE' ORDER BY u.mobile_number LIMIT 1`,
        [role],
      );
      const { agent, body } = await signIn(app, rows[0].mobile, 'Synth@2024');
      return { agent, role: (body as { data: { roles: Record<string, unknown>[] } }).data.roles[0] };
    };

    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app?.close());

    it('answers the level 1 summary and works list, the block view, the social audit reports, the user list and the audit trail', async () => {
      const je = await officer('PRED-JE');
      const summary = await je.agent.post('/api/filever/getworks2').send({ currentRole: je.role }).expect(200);
      const works = summary.body.works as { agency_name: string; work_start_fin_year: string; total_works: number }[];
      expect(works.length).toBeGreaterThan(0);
      const list = await je.agent
        .post('/api/filever/getworkData2')
        .send({ currentRole: je.role, agency: works[0].agency_name, year: works[0].work_start_fin_year })
        .expect(200);
      expect(list.body.works).toHaveLength(works[0].total_works);
      // Issue 25 item 2: the summary draws exactly ceil(p% of the N works of the officer's taluk).
      const context = (await je.agent.post('/api/filever/level-context').send({ currentRole: je.role }).expect(200)).body.data;
      const [{ n }] = await app.get(DataSource).query(
        `SELECT count(*)::int AS n FROM mis_works
          WHERE gone_at IS NULL AND block_code = $1 AND agency_name = ANY($2) AND work_start_fin_year = ANY($3)`,
        [je.role.block_code, context.agencies, context.cycle.financial_year],
      );
      expect(n).toBeGreaterThan(0);
      expect(works.reduce((sum, cell) => sum + Number(cell.total_works), 0)).toBe(Math.ceil((n * context.percentage) / 100));

      const ceo = await officer('ZP-CEO');
      const view = await ceo.agent.post('/api/Scraper/getBlockView').send({ currentRole: ceo.role }).expect(200);
      expect(view.body.total).toBe(6);
      // Every work status the Data analysis page shows adds up to the row's total (Completed and Other included).
      const blockRows = view.body.data as Record<string, number>[];
      expect(blockRows.reduce((n, r) => n + r.total_works, 0)).toBeGreaterThan(0);
      expect(blockRows.reduce((n, r) => n + r.total_completed, 0)).toBeGreaterThan(0);
      for (const r of blockRows) {
        expect(r.total_ongoing + r.total_physically_completed + r.total_suspended + r.total_completed + r.total_other).toBe(r.total_works);
      }
      const report = await ceo.agent
        .post('/api/socialaudit/issues-report')
        .send({ currentRole: ceo.role, financialYear: 'ALL' })
        .expect(200);
      expect(report.body.rows.length).toBeGreaterThan(0);
      const recovered = await ceo.agent
        .post('/api/socialaudit/recovered-issues-report')
        .send({ currentRole: ceo.role, financialYear: 'ALL' })
        .expect(200);
      expect(recovered.body.rows.length).toBeGreaterThan(0);
      const users = await ceo.agent
        .post(`/api/auth/user-list?filter=${encodeURIComponent('{"q":"a"}')}`)
        .send({ currentRole: ceo.role })
        .expect(200);
      expect(Number(users.headers['content-range'].split('/')[1])).toBeGreaterThan(0);

      const sdata = await officer('SDATA');
      const recovery = await sdata.agent.get('/api/socialaudit/recovery-summary').expect(200);
      expect(recovery.body.data.length).toBeGreaterThan(0);

      const admin = await officer('SADMIN');
      const trail = await admin.agent.get('/api/auth/audit-trail').expect(200);
      expect(trail.body.length).toBeGreaterThan(0);
    });
  });
});
