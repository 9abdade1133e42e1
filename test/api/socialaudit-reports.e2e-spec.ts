import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadDemoLocations } from '../support/auth.js';
import { actor, AFZALPUR, BADADAL as BADADAL_CODES, KALABURAGI, MYSURU_GP, STATE, type SignedIn } from '../support/actors.js';
import { addIssue, addWork, BADADAL, entry, fileRecovery, ILAVALA, NELOGI, recovered, UDACHAN, verify } from '../support/socialaudit.js';
import { startTestApp } from '../support/test-app.js';
import { Clock } from '../../server/src/common/time/clock.js';
import { financialYearOf, financialYearsBetween } from '../../server/src/common/time/financial-year.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 11: every report is one aggregation scoped by the verified current role; totals equal
// a direct SQL sum of the issues in this file's database; jurisdiction for every call.
const OUTSIDE = 'This location is outside your jurisdiction.';
const TP_GP_ONLY = 'This option works only for TP and GP level users.';

describe('Social audit: reports, issue details and jurisdiction', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let sdata: SignedIn;
  let zp: SignedIn;
  let tp: SignedIn;
  let gp: SignedIn;
  let mysuruGp: SignedIn;
  const issues: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    db = app.get(DataSource);
    [admin, sdata, zp, tp, gp, mysuruGp] = await Promise.all([
      actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
      actor(app, 'STATE', 'SDATA', STATE, 'USER'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER'),
      actor(app, 'GP', 'GP-PDO', BADADAL_CODES, 'USER'),
      actor(app, 'GP', 'GP-PDO', MYSURU_GP, 'USER'),
    ]);
    const plan: [string, string, string, string, string | null, string][] = [
      ['b1', BADADAL, 'FM', '1000.10', '900.00', '2024-2025'],
      ['b2', BADADAL, 'FM', '2000.20', '2000.20', '2024-2025'],
      ['b3', BADADAL, 'PV', '0.00', null, '2023-2024'],
      ['b4', BADADAL, 'FD', '333.33', '300.00', '2023-2024'],
      ['u1', UDACHAN, 'FD', '4500.05', '4000.00', '2024-2025'],
      ['u2', UDACHAN, 'GR', '0.00', null, '2024-2025'],
      ['n1', NELOGI, 'FM', '7000.00', '7000.00', '2024-2025'],
      ['n2', NELOGI, 'FM', '100.01', '50.00', '2022-2023'],
      ['m1', ILAVALA, 'FD', '8888.88', '8000.00', '2024-2025'],
      ['m2', ILAVALA, 'FM', '10.00', '10.00', '2023-2024'],
    ];
    for (const [key, panchayat, type, amount, response, year] of plan) {
      issues[key] = await addIssue(app, { panchayat, type, amount, response, year });
    }
  });
  afterAll(() => app.close());

  const report = (who: SignedIn, path: string, financialYear = 'ALL') =>
    who.agent.post(`/api/socialaudit/${path}`).send({ currentRole: who.role, financialYear });

  /** The truth for issues-report, straight from SQL. */
  const truth = async (code: string, where: string, params: unknown[] = []) =>
    db.query(
      `SELECT ${code} AS location_code, i.issue_type, sum(i.issue_amount)::numeric(18,2)::text AS total_issue_amount, count(*)::int AS issue_count
         FROM sa_issues i WHERE ${where} GROUP BY 1, 2`,
      params,
    );
  const strip = (rows: Record<string, unknown>[]) =>
    rows
      .map(({ location_name: _, location_name_kn: __, ...r }) => r)
      .sort((a, b) =>
        `${String(a.location_code)}${String(a.issue_type)}`.localeCompare(`${String(b.location_code)}${String(b.issue_type)}`),
      );

  it('issues-report: STATE by district, ZP by block, TP by panchayat, GP itself; totals equal SQL sums', async () => {
    const state = await report(admin, 'issues-report').expect(200);
    expect(state.body.level).toBe('ZP');
    expect(strip(state.body.rows)).toEqual(strip(await truth('i.district_code', 'TRUE')));
    expect(state.body.rows.find((r: { location_code: string }) => r.location_code === '1522')).toMatchObject({
      location_name: 'MYSURU',
      location_name_kn: 'ಮೈಸೂರು',
    });

    const district = await report(zp, 'issues-report').expect(200);
    expect(district.body.level).toBe('TP');
    expect(strip(district.body.rows)).toEqual(strip(await truth('i.block_code', `i.district_code = '1515'`)));

    const block = await report(tp, 'issues-report', '2024-2025').expect(200);
    expect(block.body.level).toBe('GP');
    expect(strip(block.body.rows)).toEqual(
      strip(await truth('i.panchayat_code', `i.block_code = '1515001' AND i.financial_year = '2024-2025'`)),
    );
    expect(block.body.rows).toEqual(
      expect.arrayContaining([
        {
          location_code: BADADAL,
          location_name: 'BADADAL',
          location_name_kn: 'ಬಡದಾಳ',
          issue_type: 'FM',
          total_issue_amount: '3000.30',
          issue_count: 2,
        },
      ]),
    );

    const own = await report(gp, 'issues-report').expect(200);
    expect(strip(own.body.rows)).toEqual(strip(await truth('i.panchayat_code', `i.panchayat_code = '${BADADAL}'`)));

    const bad = await report(admin, 'issues-report', '2015-2016').expect(400);
    const current = financialYearOf(app.get(Clock).today());
    expect(bad.body.message).toBe(`financialYear must be ALL or a year from 2016-2017 to ${current}.`);
    // The current financial year is offered and accepted (the lists run to it), the next one is not.
    await report(admin, 'issues-report', current).expect(200);
    const next = `${Number(current.slice(0, 4)) + 1}-${Number(current.slice(0, 4)) + 2}`;
    await report(admin, 'issues-report', next).expect(400);
    // A role the caller does not hold is no way into another jurisdiction.
    await tp.agent.post('/api/socialaudit/issues-report').send({ currentRole: admin.role }).expect(403);
  });

  it('fetch-issues-by-type: a location inside the jurisdiction only; the spec’s issue fields', async () => {
    const res = await zp.agent
      .post('/api/socialaudit/fetch-issues-by-type')
      .send({ currentRole: zp.role, issueType: 'FM', locationCode: '1515001', financialYear: 'ALL' })
      .expect(200);
    expect(res.body.data.map((i: { issue_number: string }) => i.issue_number).sort()).toEqual([issues.b1, issues.b2].sort());
    expect(res.body.data[0]).toMatchObject({
      panchaythName: 'BADADAL',
      panchaythNameKn: 'ಬಡದಾಳ',
      issue_type: 'FM',
      issue_type_name: 'Financial Misappropriation',
      district_name: 'KALABURAGI',
      district_name_kn: 'ಕಲಬುರಗಿ',
      block_name: 'AFZALPUR',
      block_name_kn: 'ಅಫಜಲಪುರ',
      panchayat_name_kn: 'ಬಡದಾಳ',
      finacial_year: '2024-2025',
      workDetails: [],
      persons_details: [],
      responsePersons: [],
      jobCardDetails: [],
      filing_status: 'not_filed',
    });
    for (const [who, code] of [
      [zp, '1522'],
      [tp, NELOGI],
      [gp, UDACHAN],
      [mysuruGp, '1515'],
    ] as const) {
      const refused = await who.agent
        .post('/api/socialaudit/fetch-issues-by-type')
        .send({ currentRole: who.role, issueType: 'ALL', locationCode: code })
        .expect(403);
      expect(refused.body.message).toBe(OUTSIDE);
    }
    const recommended = await admin.agent
      .post('/api/socialaudit/fetch-issues-by-type')
      .send({ currentRole: admin.role, issueType: 'ALL', locationCode: BADADAL, recommended: true })
      .expect(200);
    expect(recommended.body.data.map((i: { issue_number: string }) => i.issue_number).sort()).toEqual(
      [issues.b1, issues.b2, issues.b4].sort(),
    );
  });

  it('get-issues-by-panchayat: TP and GP officers only, inside their jurisdiction', async () => {
    for (const who of [admin, sdata, zp]) {
      const res = await who.agent
        .post('/api/socialaudit/get-issues-by-panchayat')
        .send({ currentRole: who.role, panchayat_code: BADADAL })
        .expect(403);
      expect(res.body.message).toBe(TP_GP_ONLY);
    }
    const ok = await tp.agent
      .post('/api/socialaudit/get-issues-by-panchayat')
      .send({ currentRole: tp.role, panchayat_code: BADADAL })
      .expect(200);
    expect(ok.body.data).toHaveLength(4);
    await gp.agent.post('/api/socialaudit/get-issues-by-panchayat').send({ currentRole: gp.role, panchayat_code: BADADAL }).expect(200);
    await gp.agent.post('/api/socialaudit/get-issues-by-panchayat').send({ currentRole: gp.role, panchayat_code: UDACHAN }).expect(403);
    await tp.agent.post('/api/socialaudit/get-issues-by-panchayat').send({ currentRole: tp.role, panchayat_code: ILAVALA }).expect(403);
    await tp.agent.post('/api/socialaudit/get-issues-by-panchayat').send({ currentRole: tp.role, panchayat_code: '15150010' }).expect(400);
  });

  it('get-works and update-issue-details: works of the issue’s panchayat, persons by the Add person rules', async () => {
    await addWork(app, BADADAL, '1515001004/IF/93393042892', 'Farm pond at Badadal');
    await addWork(app, UDACHAN, '1515001005/WC/93393042000', 'Check dam');
    const works = await tp.agent.get('/api/socialaudit/get-works').query({ panchayat_code: BADADAL }).expect(200);
    expect(works.body.data).toEqual([
      {
        work_code: '1515001004/IF/93393042892',
        work_name: 'Farm pond at Badadal',
        work_status: 'Ongoing',
        agency_name: 'Gram Panchayat',
        work_start_fin_year: null,
      },
    ]);
    expect((await mysuruGp.agent.get('/api/socialaudit/get-works').query({ panchayat_code: BADADAL }).expect(403)).body.message).toBe(
      OUTSIDE,
    );
    await tp.agent.get('/api/socialaudit/get-works').query({ panchayat_code: '1515001999' }).expect(404);
    await tp.agent.get('/api/socialaudit/get-works').query({ panchayat_code: 'abc' }).expect(400);

    const [{ id: pdo }] = await db.query(`SELECT id FROM roles WHERE "Role_code" = 'GP-PDO'`);
    const [{ id: eo }] = await db.query(`SELECT id FROM roles WHERE "Role_code" = 'TP-EO'`);
    const [{ id: ceo }] = await db.query(`SELECT id FROM roles WHERE "Role_code" = 'ZP-CEO'`);
    const person = { name: 'Shivappa Gowda', department: 'GP', role: pdo, mobile: '9876543210', email: '' };
    const work = { work_code: '1515001004/IF/93393042892', work_name: 'anything' };
    const send = (who: SignedIn, body: Record<string, unknown>) =>
      who.agent.post('/api/socialaudit/update-issue-details').send({
        currentRole: who.role,
        issue_number: issues.b1,
        workDetails: [work],
        persons_details: [person],
        created_at: '2001-01-01',
        ...body,
      });
    const refuse = async (body: Record<string, unknown>, message: string, status = 400) => {
      const res = await send(tp, body).expect(status);
      expect(res.body.message).toBe(message);
    };
    expect((await send(zp, {}).expect(403)).body.message).toBe(TP_GP_ONLY);
    await refuse({ persons_details: [{ ...person, mobile: '' }] }, 'Please fill all required fields');
    await refuse({ persons_details: [{ ...person, role: undefined }] }, 'Please fill all required fields');
    await refuse({ persons_details: [{ ...person, mobile: '98765' }] }, 'Enter a valid 10-digit mobile number');
    await refuse({ persons_details: [{ ...person, email: 'not-mail' }] }, 'Invalid email format.');
    await refuse(
      { persons_details: [{ ...person, department: 'ZP', role: ceo }] },
      'Department ZP cannot be chosen: departments of STATE and ZP level are excluded.',
    );
    await refuse({ persons_details: [{ ...person, role: eo }] }, `Role ${eo} does not belong to department GP.`);
    await refuse(
      { workDetails: [{ work_code: '1515001005/WC/93393042000' }] },
      'Work 1515001005/WC/93393042000 is not a work of panchayat BADADAL.',
    );
    await refuse({ persons_details: [] }, 'Please add at least one work and one person before the final submit.');
    await refuse({ workDetails: '[]' }, 'Please add at least one work and one person before the final submit.');
    expect(
      (
        await gp.agent
          .post('/api/socialaudit/update-issue-details')
          .send({ currentRole: gp.role, issue_number: issues.u1, workDetails: [work], persons_details: [person] })
          .expect(404)
      ).body.message,
    ).toBe(`Issue ${issues.u1} was not found.`);

    const res = await send(gp, { workDetails: JSON.stringify([work]), persons_details: JSON.stringify([person]) }).expect(200);
    expect(res.body).toMatchObject({ success: true, code: 'ISSUE_DETAILS_UPDATED', message: 'Issue details updated successfully.' });
    expect(res.body.data.workDetails).toEqual([{ work_code: work.work_code, work_name: 'Farm pond at Badadal' }]);
    expect(res.body.data.persons_details).toEqual([
      { name: 'SHIVAPPA GOWDA', designation: null, mobile: '9876543210', email: null, department: 'GP', role: pdo },
    ]);
    const trail = await db.query(`SELECT actor_user_id FROM audit_trail WHERE action = 'issue.details'`);
    expect(trail).toEqual([{ actor_user_id: gp.userId }]);
  });

  describe('after filings', () => {
    beforeAll(async () => {
      await fileRecovery(tp, recovered(issues.b1, '900.00')).expect(200);
      await fileRecovery(tp, { issue_number: issues.b2, adhoc_decision: 'recovery', case_status: 'NO', remark: 'Appealed' }).expect(200);
      await fileRecovery(tp, { issue_number: issues.b4, adhoc_decision: 'dropped', remark: 'In order' }).expect(200);
      await fileRecovery(tp, { issue_number: issues.u1, adhoc_decision: 'not_submitted', remark: 'Awaited' }).expect(200);
      await verify(sdata, issues.b1, [entry(issues.b1, '900.00')]).expect(200);
    });

    it('recovered-issues-report: recommended issues and recoveries per location and type, equal to SQL', async () => {
      const res = await report(zp, 'recovered-issues-report').expect(200);
      expect(res.body.issueTypes).toEqual([
        { issue_type: 'FM', issue_type_name: 'Financial Misappropriation' },
        { issue_type: 'FD', issue_type_name: 'Financial Deviation' },
        { issue_type: 'PV', issue_type_name: 'Process Violation' },
        { issue_type: 'GR', issue_type_name: 'Grievance' },
      ]);
      const expected = await db.query(
        `SELECT i.block_code AS location_code, i.issue_type, count(*)::int AS issue_count, sum(i.issue_amount)::numeric(18,2)::text AS total_issue_amount,
                sum(i.response_amount)::numeric(18,2)::text AS total_response_amount, count(r.id)::int AS filed_count,
                (count(r.id) FILTER (WHERE r.case_status = 'YES'))::int AS recovered_count,
                coalesce(sum(r.recovered_amount) FILTER (WHERE r.case_status = 'YES'), 0)::numeric(18,2)::text AS total_recovered_amount
           FROM sa_issues i LEFT JOIN sa_recoveries r ON r.issue_id = i.id
          WHERE i.district_code = '1515' AND i.response_amount > 0 GROUP BY 1, 2`,
      );
      expect(strip(res.body.rows)).toEqual(strip(expected));
      expect(res.body.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ location_code: '1515001', issue_type: 'FM', recovered_count: 1, total_recovered_amount: '900.00' }),
        ]),
      );
    });

    it('recovery-summary: per district for the state, per block of a district; counts and amounts by decision', async () => {
      const state = await sdata.agent.get('/api/socialaudit/recovery-summary').expect(200);
      expect(state.body.level).toBe('district');
      expect(state.body.data.map((r: { location_code: string }) => r.location_code).sort()).toEqual(['1515', '1522']);
      const kalaburagi = state.body.data.find((r: { location_code: string }) => r.location_code === '1515');
      expect(kalaburagi).toEqual({
        location_code: '1515',
        location_name: 'KALABURAGI',
        location_name_kn: 'ಕಲಬುರಗಿ',
        district_code: '1515',
        district_name: 'KALABURAGI',
        district_name_kn: 'ಕಲಬುರಗಿ',
        total_recommended_issues: 6,
        total_uploaded_cases: 4,
        total_recovered_cases: 1,
        total_recovered_amount: '900.00',
        total_not_recovered_cases: 1,
        total_dropped_issues: 1,
        total_dropped_amount: '300.00',
        total_not_submitted_issues: 1,
        total_not_submitted_amount: '4000.00',
        total_verified_cases: 1,
      });
      const blocks = await sdata.agent
        .get('/api/socialaudit/recovery-summary')
        .query({ level: 'block', district_code: '1515' })
        .expect(200);
      expect(
        blocks.body.data.map((r: { block_name: string; total_uploaded_cases: number }) => [r.block_name, r.total_uploaded_cases]),
      ).toEqual([
        ['AFZALPUR', 4],
        ['JEVARGI', 0],
      ]);
      const own = await zp.agent.get('/api/socialaudit/recovery-summary').expect(200);
      expect(own.body.level).toBe('block');
      expect(own.body.data.every((r: { district_code: string }) => r.district_code === '1515')).toBe(true);
      expect((await zp.agent.get('/api/socialaudit/recovery-summary').query({ district_code: '1522' }).expect(403)).body.message).toBe(
        OUTSIDE,
      );
      const tpRows = await tp.agent.get('/api/socialaudit/recovery-summary').expect(200);
      expect(tpRows.body.data.map((r: { location_code: string }) => r.location_code)).toEqual(['1515001']);
      await sdata.agent.get('/api/socialaudit/recovery-summary').query({ level: 'taluk' }).expect(400);
    });

    it('issues-list: the five filters, inside the jurisdiction', async () => {
      const list = async (who: SignedIn, query: Record<string, string>) =>
        (await who.agent.get('/api/socialaudit/issues-list').query(query).expect(200)).body.data
          .map((f: { issue_number: string }) => f.issue_number)
          .sort();
      const district = { level: 'district', district_code: '1515' };
      expect(await list(sdata, { ...district, filter: 'uploaded' })).toEqual([issues.b1, issues.b2, issues.b4, issues.u1].sort());
      expect(await list(sdata, { ...district, filter: 'recovered' })).toEqual([issues.b1]);
      expect(await list(sdata, { ...district, filter: 'not_recovered' })).toEqual([issues.b2]);
      expect(await list(sdata, { ...district, filter: 'dropped' })).toEqual([issues.b4]);
      expect(await list(sdata, { ...district, filter: 'not_submitted' })).toEqual([issues.u1]);
      expect(await list(tp, { level: 'block', block_code: '1515001', filter: 'recovered' })).toEqual([issues.b1]);
      const filing = (await sdata.agent.get('/api/socialaudit/issues-list').query({ ...district, filter: 'recovered' })).body.data[0];
      expect(filing).toMatchObject({
        issue_number: issues.b1,
        recovery_mode: 'DD',
        dd_amount: '900.00',
        recovered_amount: '900.00',
        total_expected: '900.00',
        mapped_issues: [],
        verification_status: 'verified',
      });
      expect(
        (await tp.agent.get('/api/socialaudit/issues-list').query({ level: 'block', block_code: '1515006' }).expect(403)).body.message,
      ).toBe(OUTSIDE);
      await sdata.agent.get('/api/socialaudit/issues-list').query({ filter: 'everything' }).expect(400);
      const uploaded = await mysuruGp.agent.get('/api/socialaudit/get-uploaded-issues').query({ block_code: '1515001' }).expect(403);
      expect(uploaded.body.message).toBe(OUTSIDE);
      await zp.agent.get('/api/socialaudit/get-block-issues').query({ block_code: '1522004' }).expect(403);
      const linked = await mysuruGp.agent
        .post('/api/socialaudit/get-linked-issues')
        .send({ currentRole: mysuruGp.role, issue_numbers: [issues.b1, issues.m1] })
        .expect(200);
      expect(linked.body.data.map((i: { issue_number: string }) => i.issue_number)).toEqual([issues.m1]);
      const verified = await sdata.agent
        .post('/api/socialaudit/get-linked-issues')
        .send({ issue_numbers: [issues.b1] })
        .expect(200);
      expect(verified.body.data[0].verification).toEqual({
        serial: 1,
        entered_amount: '900.00',
        remittence: '2024-08-01',
        status: 'Completed',
        remark: 'Credited in the state nodal account',
      });
    });
  });

  it('account statements: read by admin-type users and SDATA, written by STATE ADMIN', async () => {
    for (const who of [tp, zp, gp]) {
      const res = await who.agent.get('/api/socialaudit/account-statements').expect(403);
      expect(res.body).toEqual({ success: false, code: 'NOT_AUTHORIZED_TO_VIEW', message: 'You are not authorized to view this content.' });
    }
    const write = (who: SignedIn, method: 'post' | 'put', body: Record<string, unknown>) =>
      who.agent[method]('/api/socialaudit/account-statements').send(body);
    expect((await write(sdata, 'post', { year: '2020-21', url: 'https://example.org/2020-21.pdf' }).expect(403)).body.message).toBe(
      'You are not authorized to access this page.',
    );
    const current = financialYearOf(app.get(Clock).today());
    expect((await write(admin, 'post', { year: '2012-13', url: 'https://example.org/a.pdf' }).expect(400)).body.message).toBe(
      `year must be a statement year from 2013-2014 to ${current}.`,
    );
    expect((await write(admin, 'post', { year: '2020-22', url: 'https://example.org/a.pdf' }).expect(400)).body.message).toBe(
      'year must be a statement year from 2013-2014 to the current financial year.',
    );
    expect((await write(admin, 'post', { year: '2020-21', url: 'javascript:alert(1)' }).expect(400)).body.message).toBe(
      'url must be an http or https address.',
    );
    expect((await write(admin, 'put', { year: '2020-2021', url: 'https://example.org/x.pdf' }).expect(404)).body.message).toBe(
      'No statement for 2020-2021 yet.',
    );
    // The old short form is still read, as the same year written in full.
    const added = await write(admin, 'post', { year: '2020-21', url: 'https://example.org/2020-21.pdf' }).expect(200);
    expect(added.body.data.year).toBe('2020-2021');
    expect((await write(admin, 'post', { year: '2020-2021', url: 'https://example.org/b.pdf' }).expect(409)).body.message).toBe(
      'A statement for 2020-2021 already exists.',
    );
    await write(admin, 'put', { year: '2020-21', url: 'https://example.org/2020-21-v2.pdf' }).expect(200);
    const list = await sdata.agent.get('/api/socialaudit/account-statements').expect(200);
    expect(list.body.data.map((s: { year: string }) => s.year)).toEqual(financialYearsBetween('2013-2014', current));
    expect(list.body.data[0]).toEqual({ year: '2013-2014', url: null, updated_at: null });
    expect(list.body.data.find((s: { year: string }) => s.year === '2020-2021').url).toBe('https://example.org/2020-21-v2.pdf');
    await admin.agent.get('/api/socialaudit/account-statements').expect(200);
  });

  it('account statements: a ZP ADMIN and a TP ADMIN read them (admin-type users); a plain USER officer is refused; neither admin writes', async () => {
    const [zpAdmin, tpAdmin, stateUser] = await Promise.all([
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
      actor(app, 'STATE', 'SADMIN', STATE, 'USER'),
    ]);
    const truth = (await sdata.agent.get('/api/socialaudit/account-statements').expect(200)).body;
    // Every statement year, written in full, from 2013-2014 to the current financial year of the server's clock.
    const years = truth.data.map((s: { year: string }) => s.year);
    expect(years.slice(0, 3)).toEqual(['2013-2014', '2014-2015', '2015-2016']);
    expect(years).toEqual(financialYearsBetween('2013-2014', financialYearOf(app.get(Clock).today())));
    for (const who of [zpAdmin, tpAdmin]) {
      const res = await who.agent.get('/api/socialaudit/account-statements').expect(200);
      expect(res.body).toEqual({ success: true, code: 'ACCOUNT_STATEMENTS', message: 'Account statements', data: truth.data });
      // Reading is not writing: only a STATE ADMIN adds or changes a link.
      const post = await who.agent.post('/api/socialaudit/account-statements').send({ year: '2021-22', url: 'https://example.org/x.pdf' });
      expect(post.status).toBe(403);
      expect(post.body).toEqual({ success: false, code: 'NOT_STATE_ADMIN', message: 'You are not authorized to access this page.' });
      const put = await who.agent.put('/api/socialaudit/account-statements').send({ year: '2020-21', url: 'https://example.org/x.pdf' });
      expect(put.status).toBe(403);
      expect(put.body).toEqual({ success: false, code: 'NOT_STATE_ADMIN', message: 'You are not authorized to access this page.' });
    }
    // A USER permission is not enough, not even at the state level with a role other than SDATA.
    const refused = await stateUser.agent.get('/api/socialaudit/account-statements').expect(403);
    expect(refused.body).toEqual({
      success: false,
      code: 'NOT_AUTHORIZED_TO_VIEW',
      message: 'You are not authorized to view this content.',
    });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM sa_account_statements WHERE url = 'https://example.org/x.pdf'`);
    expect(n).toBe(0);
  });
});
