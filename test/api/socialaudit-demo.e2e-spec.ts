import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { signIn } from '../support/auth.js';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { startTestApp } from '../support/test-app.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 11: the demo data a newcomer walks through after `npm start`.
describe('Social audit demo data', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DataSource);
    await app.get(DemoSeedService).run();
  });
  afterAll(() => app.close());

  const counts = async () =>
    (
      await db.query(`SELECT (SELECT count(*) FROM sa_issues)::int AS issues, (SELECT count(*) FROM sa_recoveries)::int AS filings,
                             (SELECT count(*) FROM sa_recovery_issues WHERE kind = 'MAPPED')::int AS mapped,
                             (SELECT count(*) FROM sa_verifications)::int AS verifications,
                             (SELECT count(DISTINCT district_code) FROM sa_issues)::int AS districts,
                             (SELECT count(DISTINCT financial_year) FROM sa_issues)::int AS years`)
    )[0];

  it('holds issues over several years and districts, filed and verified ones, and is idempotent', async () => {
    const first = await counts();
    expect(first.issues).toBeGreaterThan(100);
    expect(first.districts).toBeGreaterThanOrEqual(3);
    expect(first.years).toBeGreaterThanOrEqual(4);
    expect(first.filings).toBeGreaterThan(10);
    expect(first.mapped).toBeGreaterThanOrEqual(2);
    expect(first.verifications).toBeGreaterThan(3);
    // Every demo filing obeys the rules a filing through the API obeys: excess mapped when more was recovered.
    const [{ bad }] = await db.query(
      `SELECT count(*)::int AS bad FROM sa_recoveries r
        WHERE r.recovered_amount > r.total_expected
           OR r.total_expected <> (SELECT sum(expected_amount) FROM sa_recovery_issues ri WHERE ri.recovery_id = r.id)`,
    );
    expect(bad).toBe(0);
    await app.get(DemoSeedService).run();
    expect(await counts()).toEqual(first);
  });

  it('the demo TP-EO of AFZALPUR has unfiled issues with response amounts; the demo SDATA officer can verify', async () => {
    const tp = await signIn(app, '9000000002', DEMO_OFFICER_PASSWORD);
    const open = await tp.agent.get('/api/socialaudit/get-block-issues').query({ block_code: '1515001' }).expect(200);
    expect(open.body.data.filter((i: { response_amount: string | null }) => i.response_amount !== null).length).toBeGreaterThan(5);
    const sdata = await signIn(app, '9000000005', DEMO_OFFICER_PASSWORD);
    expect(sdata.body.data.roles).toEqual([expect.objectContaining({ Role_code: 'SDATA', levels: 'STATE' })]);
    const summary = await sdata.agent.get('/api/socialaudit/recovery-summary').expect(200);
    expect(summary.body.data.find((r: { location_code: string }) => r.location_code === '1515').total_verified_cases).toBeGreaterThan(3);
    const pending = await sdata.agent
      .get('/api/socialaudit/issues-list')
      .query({ level: 'district', district_code: '1515', filter: 'recovered' })
      .expect(200);
    const unverified = pending.body.data.find((f: { verification_status: string }) => f.verification_status === 'pending');
    expect(unverified).toBeDefined();
  });
});
