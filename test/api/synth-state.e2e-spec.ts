import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { runMigrations } from '../../server/src/database/migrate.js';
import { signIn } from '../support/auth.js';
import { requireBuild, runNode } from '../support/processes.js';
import { ensureTestDatabase, startTestApp, testDatabaseUrl } from '../support/test-app.js';

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
    expect(await count(`SELECT count(*) AS n FROM sa_verification_entries`)).toBeGreaterThan(0);

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

      const ceo = await officer('ZP-CEO');
      const view = await ceo.agent.post('/api/Scraper/getBlockView').send({ currentRole: ceo.role }).expect(200);
      expect(view.body.total).toBe(6);
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
