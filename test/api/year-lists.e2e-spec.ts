import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Clock } from '../../server/src/common/time/clock.js';
import { actor, STATE, type SignedIn } from '../support/actors.js';
import { loadDemoLocations } from '../support/auth.js';
import { addIssue, BADADAL } from '../support/socialaudit.js';
import { scheduleForm } from '../support/fto.js';
import { startTestApp } from '../support/test-app.js';

// Issue 26 item 6: every financial-year list runs to the current financial year of the server's
// clock, the UI reads the lists from GET /api/site, and the server accepts exactly what the lists offer.
describe('Financial-year lists from the clock', () => {
  let app: INestApplication;
  let clock: Clock;
  let admin: SignedIn;
  let sdata: SignedIn;

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    clock = app.get(Clock);
    [admin, sdata] = await Promise.all([actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'), actor(app, 'STATE', 'SDATA', STATE, 'USER')]);
    await addIssue(app, { panchayat: BADADAL, year: '2027-2028', amount: '1234.50', response: '1000.00' });
  });
  afterEach(() => clock.travelTo(null));
  afterAll(async () => {
    clock?.travelTo(null);
    await app?.close();
  });

  const site = async () => (await request(app.getHttpServer()).get('/api/site').expect(200)).body;
  const report = (who: SignedIn, path: string, financialYear: string) =>
    who.agent.post(`/api/socialaudit/${path}`).send({ currentRole: who.role, financialYear });

  it('GET /api/site answers the lists; on 1 April (India) a new year joins every list', async () => {
    // 31 March 2027, 23:00 in India: still 2026-2027.
    clock.travelTo(new Date('2027-03-31T17:30:00Z'));
    const march = (await site()).years;
    expect(march.current).toBe('2026-2027');
    expect(march.issues.at(-1)).toBe('2026-2027');
    // 1 April 2027, 00:30 in India (still 31 March in UTC): 2027-2028.
    clock.travelTo(new Date('2027-03-31T19:00:00Z'));
    const { years } = await site();
    expect(years).toEqual({
      current: '2027-2028',
      issues: Array.from({ length: 12 }, (_, i) => `${2016 + i}-${2017 + i}`),
      statements: Array.from({ length: 15 }, (_, i) => `${2013 + i}-${2014 + i}`),
      schedules: Array.from({ length: 18 }, (_, i) => `${2010 + i}-${2011 + i}`),
    });
  });

  it('in April 2027 the social audit filters accept 2027-2028 and refuse 2028-2029', async () => {
    clock.travelTo(new Date('2027-04-15T06:00:00Z'));
    const ok = await report(admin, 'issues-report', '2027-2028').expect(200);
    expect(ok.body.rows).toEqual([
      expect.objectContaining({ location_code: '1515', issue_type: 'FM', total_issue_amount: '1234.50', issue_count: 1 }),
    ]);
    await report(admin, 'recovered-issues-report', '2027-2028').expect(200);
    await sdata.agent.get('/api/socialaudit/recovery-summary').query({ financialYear: '2027-2028' }).expect(200);
    await sdata.agent.get('/api/socialaudit/issues-list').query({ financialYear: '2027-2028', district_code: '1515' }).expect(200);
    const refused = await report(admin, 'issues-report', '2028-2029').expect(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'financialYear must be ALL or a year from 2016-2017 to 2027-2028.',
      errors: { financialYear: 'financialYear must be ALL or a year from 2016-2017 to 2027-2028.' },
    });
    await sdata.agent.get('/api/socialaudit/recovery-summary').query({ financialYear: '2028-2029' }).expect(400);
    await report(admin, 'recovered-issues-report', '2028-2029').expect(400);
    // Back in November 2026, 2027-2028 is not a year yet.
    clock.travelTo(new Date('2026-11-26T06:00:00Z'));
    expect((await report(admin, 'issues-report', '2027-2028').expect(400)).body.message).toBe(
      'financialYear must be ALL or a year from 2016-2017 to 2026-2027.',
    );
  });

  it('in April 2027 the statements run to 2027-2028, which can be written; 2028-2029 cannot', async () => {
    clock.travelTo(new Date('2027-04-15T06:00:00Z'));
    const list = await sdata.agent.get('/api/socialaudit/account-statements').expect(200);
    expect(list.body.data.map((s: { year: string }) => s.year).at(-1)).toBe('2027-2028');
    await admin.agent
      .post('/api/socialaudit/account-statements')
      .send({ year: '2027-2028', url: 'https://example.org/27.pdf' })
      .expect(200);
    const refused = await admin.agent
      .post('/api/socialaudit/account-statements')
      .send({ year: '2028-29', url: 'https://example.org/28.pdf' })
      .expect(400);
    expect(refused.body.message).toBe('year must be a statement year from 2013-2014 to 2027-2028.');
  });

  it('in April 2027 the issue import takes issues of 2027-2028 and refuses 2028-2029', async () => {
    clock.travelTo(new Date('2027-04-15T06:00:00Z'));
    const header =
      'issue_number,financial_year,district_code,block_code,panchayat_code,issue_type,issue_amount,response_amount,issue_desc,gram_sabha_date';
    const csv = (year: string, date: string) =>
      Buffer.from(`${header}\nYR/${year},${year},1515,1515001,1515001004,FM,500,400,Payment to persons who did not work,${date}\n`);
    const upload = (content: Buffer) => admin.agent.post('/api/socialaudit/import-issues').attach('file', content, 'issues.csv');
    // A gram sabha held on 10 April 2027 is not in the future on the server's clock.
    await upload(csv('2027-2028', '2027-04-10')).expect(200);
    const refused = await upload(csv('2028-2029', '2027-04-10')).expect(400);
    expect(refused.body.errors).toEqual({
      'line 2': 'financial_year "2028-2029" must be a year from 2006-2007 to 2027-2028, written as 2023-2024 or 2023-24',
    });
  });

  it('in April 2027 a schedule may cover 2027-2028 but not 2028-2029', async () => {
    clock.travelTo(new Date('2027-04-15T06:00:00Z'));
    const body = (years: string[]) => scheduleForm('April 2027 cycle', '2027-04-20', '2027-06-30', undefined, years);
    const refused = await admin.agent
      .post('/api/admin/add_shedule2')
      .send(body(['2027-2028', '2028-2029']))
      .expect(400);
    expect(refused.body.message).toBe('Financial year 2028-2029 is not one of the allowed years (2010-2011 to 2027-2028).');
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(body(['2026-2027', '2027-2028']))
      .expect(200);
  });
});
