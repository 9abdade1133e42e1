import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadDemoLocations } from '../support/auth.js';
import { actor, AFZALPUR, BADADAL as BADADAL_CODES, KALABURAGI, STATE, type SignedIn } from '../support/actors.js';
import {
  addIssue,
  BADADAL,
  dd,
  entry,
  fileRecovery,
  inParallel,
  JEVARGI,
  NELOGI,
  recovered,
  UDACHAN,
  verify,
} from '../support/socialaudit.js';
import { startTestApp } from '../support/test-app.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 11: recovery filing by the block's TP-EO (spec 2 §4, §5, §6) and verification by SDATA.
const NOT_ALLOWED = 'You are not allowed to enter data. Please contact your administrator.';
const LOCKED = 'This issue has already been uploaded and is locked.';
const CONTENDED = 'Someone else is changing this record at the moment. Please try again.';

describe('Social audit: recovery filing (TP-EO) and verification (SDATA)', () => {
  let app: INestApplication;
  let db: DataSource;
  let tp: SignedIn;
  let otherTp: SignedIn;
  let zp: SignedIn;
  let gp: SignedIn;
  let sdata: SignedIn;

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    db = app.get(DataSource);
    tp = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    otherTp = await actor(app, 'TP', 'TP-EO', JEVARGI, 'USER');
    zp = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER');
    gp = await actor(app, 'GP', 'GP-PDO', BADADAL_CODES, 'USER');
    sdata = await actor(app, 'STATE', 'SDATA', STATE, 'USER');
  });
  afterAll(() => app.close());

  const claims = async (issueNumber: string) =>
    Number(
      (
        await db.query(`SELECT count(*) AS n FROM sa_recovery_issues ri JOIN sa_issues i ON i.id = ri.issue_id WHERE i.issue_number = $1`, [
          issueNumber,
        ])
      )[0].n,
    );

  it('only the TP-EO of the issue’s block may file: other roles and another block’s TP-EO are refused', async () => {
    const issue = await addIssue(app, { panchayat: BADADAL });
    for (const who of [zp, gp, sdata, otherTp]) {
      const res = await fileRecovery(who, recovered(issue, '8000.00')).expect(403);
      expectRefusal(res.body, NOT_ALLOWED);
    }
    expect(await claims(issue)).toBe(0);
    const missing = await fileRecovery(tp, recovered('NO/SUCH/ISSUE', '1.00')).expect(404);
    expect(missing.body.message).toBe('Issue NO/SUCH/ISSUE was not found.');
    // A role the officer does not hold is refused before anything else.
    await fileRecovery(tp, { ...recovered(issue, '8000.00'), currentRole: otherTp.role }).expect(403);
  });

  it('checks the decision tree in the spec’s order and words', async () => {
    const issue = await addIssue(app, { panchayat: BADADAL, amount: '10000.00', response: '8000.00' });
    const refuse = async (body: Record<string, unknown>, message: string) => {
      const res = await fileRecovery(tp, { issue_number: issue, ...body }).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    };
    await refuse({}, 'Please select a decision (Recovery / Dropped / Not Submitted)');
    await refuse({ adhoc_decision: 'maybe' }, 'Please select a decision (Recovery / Dropped / Not Submitted)');
    await refuse({ adhoc_decision: 'dropped' }, 'Please enter a remark.');
    await refuse({ adhoc_decision: 'not_submitted', remark: '   ' }, 'Please enter a remark.');
    await refuse({ adhoc_decision: 'recovery' }, 'Please specify whether recovery was made.');
    await refuse({ adhoc_decision: 'recovery', case_status: 'NO' }, 'Please enter a remark.');
    await refuse({ adhoc_decision: 'recovery', case_status: 'YES' }, 'Please select a recovery mode.');
    await refuse({ adhoc_decision: 'recovery', case_status: 'YES', recovery_mode: 'CHEQUE' }, 'Please select a recovery mode.');
    await refuse(
      { adhoc_decision: 'recovery', case_status: 'YES', recovery_mode: 'DD', dd_number: '1', dd_amount: '8000' },
      'Please fill in all required DD recovery fields: DD Date, DD Expiry Date, Bank Details, Branch.',
    );
    await refuse(
      { adhoc_decision: 'recovery', case_status: 'YES', recovery_mode: 'CASH' },
      'Please fill in all required Cash recovery fields: Amount, Date, Bank Name, Branch Name.',
    );
    await refuse(
      { adhoc_decision: 'recovery', case_status: 'YES', recovery_mode: 'RTGS', rtgs_id: 'X1', rtgs_amount: 5 },
      'Please fill in all required RTGS recovery fields: RTGS Date, Bank Name, Branch.',
    );
    await refuse(
      { adhoc_decision: 'recovery', case_status: 'YES', recovery_mode: 'UPI', upi_id: 'a@upi' },
      'Please fill in all required UPI recovery fields: UPI Date, UPI Amount.',
    );
    await refuse(recovered(issue, '0'), 'DD Amount must be an amount above zero in rupees with at most two decimals.');
    await refuse(recovered(issue, '12.345'), 'DD Amount: Enter an amount like 1234.50');
    // A field the form can mark: the envelope names it (DESIGN.md).
    const fieldError = async (body: Record<string, unknown>, message: string, errors: Record<string, string>) => {
      const res = await fileRecovery(tp, { issue_number: issue, ...body }).expect(400);
      expectRefusal(res.body, message, errors);
    };
    await fieldError(recovered(issue, 'abc'), 'DD Amount: Enter an amount like 1234.50', { dd_amount: 'Enter an amount like 1234.50' });
    await fieldError(recovered(issue, '8000', { dd_date: '2030-02-31' }), 'DD Date: No such date', { dd_date: 'No such date' });
    await fieldError(recovered(issue, '8000', { dd_date: '31/02/2030' }), 'DD Date: No such date', { dd_date: 'No such date' });
    await fieldError(recovered(issue, '8000', { dd_expire_date: '2031-02-29' }), 'DD Expiry Date: No such date', {
      dd_expire_date: 'No such date',
    });
    await refuse(recovered(issue, '8000', { dd_date: '2999-01-01' }), 'DD Date cannot be in the future.');
    await refuse(recovered(issue, '8000', { dd_date: '02/07/2024' }), 'DD Date must be a date (yyyy-mm-dd).');
    await refuse(recovered(issue, '8000', { dd_expire_date: '2024-01-01' }), 'DD Expiry Date cannot be before the DD Date.');
    await refuse(recovered(issue, '8000', { recovered_amount: '7999.99' }), 'recovered_amount must equal the DD amount.');
    await refuse(recovered(issue, '7999.99'), 'Please provide a remark for less than expected recovery.');
    await refuse(recovered(issue, '8000.01'), 'Please select other issues to map excess recovery.');
    await refuse(
      recovered(issue, '8000', { mapped_issues: [issue] }),
      'Excess can be mapped only when the recovered amount exceeds the expected amount.',
    );
    expect(await claims(issue)).toBe(0);
  });

  it('files each decision; the answer is {success, insertId, message}; a filed issue is locked', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { adhoc_decision: 'dropped', remark: 'Found in order' },
        { adhoc_decision: 'dropped', case_status: null, recovered_amount: null },
      ],
      [{ adhoc_decision: 'not_submitted', remark: 'Report awaited' }, { adhoc_decision: 'not_submitted' }],
      [
        { adhoc_decision: 'recovery', case_status: 'NO', remark: 'Appealed' },
        { case_status: 'NO', recovered_amount: null },
      ],
      [
        {
          adhoc_decision: 'recovery',
          case_status: 'YES',
          recovery_mode: 'UPI',
          upi_id: 'pdo@upi',
          upi_date: '2024-07-01',
          upi_amount: 8000,
        },
        { case_status: 'YES', recovery_mode: 'UPI', upi_amount: '8000.00', recovered_amount: '8000.00', total_expected: '8000.00' },
      ],
      [
        { adhoc_decision: 'recovery', case_status: 'YES', ...dd('7500.5'), insufficient_remark: 'Balance in instalments' },
        { recovered_amount: '7500.50', dd_amount: '7500.50', insufficient_remark: 'Balance in instalments', total_expected: '8000.00' },
      ],
    ];
    for (const [body, stored] of cases) {
      const issue = await addIssue(app, { panchayat: UDACHAN, response: '8000.00' });
      const res = await fileRecovery(tp, { issue_number: issue, entry_officer: { user: 1, role_id: 1 }, ...body }).expect(200);
      expect(res.body).toEqual({ success: true, insertId: expect.any(Number), code: 'RECOVERY_FILED', message: 'Recovery filed.' });
      const list = await tp.agent.get('/api/socialaudit/get-uploaded-issues').query({ block_code: '1515001' }).expect(200);
      const filing = list.body.uploadedIssues.find((f: { insertId: number }) => f.insertId === res.body.insertId);
      expect(filing).toMatchObject({ issue_number: issue, entered_role_code: 'TP-EO', verification_status: 'pending', ...stored });
      const again = await fileRecovery(tp, { issue_number: issue, adhoc_decision: 'dropped', remark: 'again' }).expect(409);
      expectRefusal(again.body, LOCKED);
    }
    const trail = await db.query(`SELECT count(*)::int AS n FROM audit_trail WHERE action = 'recovery.file'`);
    expect(trail[0].n).toBeGreaterThanOrEqual(cases.length);
  });

  it('files a CASH and an RTGS recovery: the mode’s fields, exact amounts and the computed total stored and answered', async () => {
    const stored = async (id: number) =>
      (
        await db.query(
          `SELECT adhoc_decision, case_status, recovery_mode, mode_details, recovered_amount::text, total_expected::text,
                  excess_remark, insufficient_remark, remark, entered_by, entered_role_code
             FROM sa_recoveries WHERE id = $1`,
          [id],
        )
      )[0];
    const uploaded = async (id: number) => {
      const list = await tp.agent.get('/api/socialaudit/get-uploaded-issues').query({ block_code: '1515001' }).expect(200);
      return list.body.uploadedIssues.find((f: { insertId: number }) => f.insertId === id);
    };
    const trail = async (id: number) =>
      db.query(`SELECT actor_user_id, after FROM audit_trail WHERE action = 'recovery.file' AND entity_id = $1`, [String(id)]);

    // CASH on an issue without a response amount: the issue amount is expected; the amount sent as a number.
    const cashIssue = await addIssue(app, { panchayat: BADADAL, amount: '2500.40', response: null, type: 'FD' });
    const cash = {
      adhoc_decision: 'recovery',
      case_status: 'YES',
      recovery_mode: 'CASH',
      cash_amount: 2500.4,
      cash_date: '2024-07-03',
      bank_name: 'Canara Bank',
      branch_name: 'Afzalpur',
      recovered_amount: '2500.40',
      dd_number: 'not a DD', // another mode's field: not part of a cash filing
    };
    const cashRes = await fileRecovery(tp, { issue_number: cashIssue, ...cash }).expect(200);
    expect(cashRes.body).toEqual({ success: true, insertId: expect.any(Number), code: 'RECOVERY_FILED', message: 'Recovery filed.' });
    const cashDetails = { cash_amount: '2500.40', cash_date: '2024-07-03', bank_name: 'Canara Bank', branch_name: 'Afzalpur' };
    expect(await stored(cashRes.body.insertId)).toEqual({
      adhoc_decision: 'recovery',
      case_status: 'YES',
      recovery_mode: 'CASH',
      mode_details: cashDetails,
      recovered_amount: '2500.40',
      total_expected: '2500.40',
      excess_remark: null,
      insufficient_remark: null,
      remark: null,
      entered_by: tp.userId,
      entered_role_code: 'TP-EO',
    });
    const cashFiling = await uploaded(cashRes.body.insertId);
    expect(cashFiling).toMatchObject({
      issue_number: cashIssue,
      issue_type: 'FD',
      finacial_year: '2024-2025',
      panchayat_code: BADADAL,
      panchayat_name: 'BADADAL',
      block_code: '1515001',
      block_name: 'AFZALPUR',
      district_code: '1515',
      issue_amount: '2500.40',
      response_amount: null,
      expected_amount: '2500.40',
      adhoc_decision: 'recovery',
      case_status: 'YES',
      recovery_mode: 'CASH',
      ...cashDetails,
      recovered_amount: '2500.40',
      total_expected: '2500.40',
      mapped_issues: [],
      entered_role_code: 'TP-EO',
      verification_status: 'pending',
    });
    for (const field of ['dd_number', 'dd_amount', 'rtgs_amount', 'upi_amount']) expect(cashFiling).not.toHaveProperty(field);
    expect(await trail(cashRes.body.insertId)).toEqual([
      {
        actor_user_id: tp.userId,
        after: expect.objectContaining({
          issue_number: cashIssue,
          recovery_mode: 'CASH',
          mode_details: cashDetails,
          recovered_amount: '2500.40',
        }),
      },
    ]);

    // RTGS with an excess mapped to another issue of the block: 5000.50 + 1200.25 = 6200.75 exactly, no remark needed.
    const rtgsIssue = await addIssue(app, { panchayat: UDACHAN, amount: '6000.00', response: '5000.50' });
    const covered = await addIssue(app, { panchayat: BADADAL, amount: '1200.25', response: null, type: 'PV' });
    const rtgs = {
      adhoc_decision: 'recovery',
      case_status: 'YES',
      recovery_mode: 'RTGS',
      rtgs_id: 'SBIN324190045671',
      rtgs_date: '2024-08-14',
      bank_name: 'State Bank of India',
      branch: 'Kalaburagi Main',
      rtgs_amount: '6200.75',
      mapped_issues: [covered],
    };
    const rtgsRes = await fileRecovery(tp, { issue_number: rtgsIssue, ...rtgs }).expect(200);
    expect(rtgsRes.body).toEqual({ success: true, insertId: expect.any(Number), code: 'RECOVERY_FILED', message: 'Recovery filed.' });
    const rtgsDetails = {
      rtgs_id: 'SBIN324190045671',
      rtgs_date: '2024-08-14',
      bank_name: 'State Bank of India',
      branch: 'Kalaburagi Main',
      rtgs_amount: '6200.75',
    };
    expect(await stored(rtgsRes.body.insertId)).toMatchObject({
      recovery_mode: 'RTGS',
      mode_details: rtgsDetails,
      recovered_amount: '6200.75',
      total_expected: '6200.75',
      excess_remark: null,
      insufficient_remark: null,
    });
    expect(await uploaded(rtgsRes.body.insertId)).toMatchObject({
      issue_number: rtgsIssue,
      panchayat_name: 'UDACHAN',
      issue_amount: '6000.00',
      response_amount: '5000.50',
      expected_amount: '5000.50',
      case_status: 'YES',
      recovery_mode: 'RTGS',
      ...rtgsDetails,
      recovered_amount: '6200.75',
      total_expected: '6200.75',
      mapped_issues: [covered],
      verification_status: 'pending',
    });
    const linked = await db.query(
      `SELECT i.issue_number, ri.kind, ri.expected_amount::text FROM sa_recovery_issues ri JOIN sa_issues i ON i.id = ri.issue_id
        WHERE ri.recovery_id = $1 ORDER BY ri.kind`,
      [rtgsRes.body.insertId],
    );
    expect(linked).toEqual([
      { issue_number: rtgsIssue, kind: 'FILED', expected_amount: '5000.50' },
      { issue_number: covered, kind: 'MAPPED', expected_amount: '1200.25' },
    ]);
    // Both are locked now.
    for (const issue of [cashIssue, rtgsIssue]) {
      expectRefusal((await fileRecovery(tp, { issue_number: issue, ...cash }).expect(409)).body, LOCKED);
    }
  });

  it('maps an excess to other issues of the same block: totals in exact paise, mismatch needs a remark, mapped issues are covered', async () => {
    const main = await addIssue(app, { panchayat: BADADAL, amount: '20000.00', response: '10000.10' });
    const second = await addIssue(app, { panchayat: UDACHAN, amount: '5000.00', response: '2000.20' });
    const third = await addIssue(app, { panchayat: BADADAL, amount: '900.00', response: null, type: 'PV' });
    const elsewhere = await addIssue(app, { panchayat: NELOGI, response: '100.00' });

    let res = await fileRecovery(tp, recovered(main, '13000.30', { mapped_issues: [elsewhere] })).expect(400);
    expect(res.body.message).toBe('Issue ' + elsewhere + ' is not an issue of block AFZALPUR.');
    res = await fileRecovery(tp, recovered(main, '13000.30', { mapped_issues: [second, second] })).expect(400);
    expect(res.body.message).toBe(`Issue ${second} is mapped twice.`);
    // 10000.10 + 2000.20 + 900.00 = 12900.30, not 13000.30
    res = await fileRecovery(tp, recovered(main, '13000.30', { mapped_issues: [second, third] })).expect(400);
    expect(res.body.message).toBe('Please provide an additional remark for mismatch between expected and entered recovery amount.');
    res = await fileRecovery(
      tp,
      recovered(main, '13000.30', { mapped_issues: [second, third], excess_remark: 'Penalty included', total_expected: '1.00' }),
    ).expect(200);
    const [stored] = await db.query(`SELECT total_expected::text, recovered_amount::text FROM sa_recoveries WHERE id = $1`, [
      res.body.insertId,
    ]);
    expect(stored).toEqual({ total_expected: '12900.30', recovered_amount: '13000.30' });
    const linked: { issue_number: string; kind: string; expected_amount: string }[] = await db.query(
      `SELECT i.issue_number, ri.kind, ri.expected_amount::text FROM sa_recovery_issues ri JOIN sa_issues i ON i.id = ri.issue_id
        WHERE ri.recovery_id = $1 ORDER BY ri.kind, i.issue_number`,
      [res.body.insertId],
    );
    expect(linked).toEqual([
      { issue_number: main, kind: 'FILED', expected_amount: '10000.10' },
      ...[
        { issue_number: second, kind: 'MAPPED', expected_amount: '2000.20' },
        { issue_number: third, kind: 'MAPPED', expected_amount: '900.00' },
      ].sort((a, b) => a.issue_number.localeCompare(b.issue_number)),
    ]);

    const covered = await fileRecovery(tp, { issue_number: second, adhoc_decision: 'dropped', remark: 'x' }).expect(409);
    expect(covered.body.message).toBe(`This issue is covered by the excess recovery of issue ${main} and cannot be filed.`);
    const other = await addIssue(app, { panchayat: BADADAL, response: '100.00' });
    const remap = await fileRecovery(tp, recovered(other, '200.00', { mapped_issues: [third] })).expect(409);
    expect(remap.body.message).toBe(`Issue ${third} has already been uploaded or mapped to another recovery.`);
    const exact = await fileRecovery(
      tp,
      recovered(other, '200.00', { mapped_issues: [await addIssue(app, { panchayat: BADADAL, response: '100' })] }),
    );
    expect(exact.status).toBe(200);

    const issues = await tp.agent
      .post('/api/socialaudit/get-linked-issues')
      .send({ currentRole: tp.role, issue_numbers: [main, second] })
      .expect(200);
    expect(issues.body.data.map((i: { filing_status: string; covered_by: string | null }) => [i.filing_status, i.covered_by])).toEqual(
      expect.arrayContaining([
        ['filed', null],
        ['mapped', main],
      ]),
    );
    const open = await tp.agent.get('/api/socialaudit/get-block-issues').query({ block_code: '1515001' }).expect(200);
    expect(open.body.data.map((i: { issue_number: string }) => i.issue_number)).not.toEqual(expect.arrayContaining([main]));
    expect(open.body.data.every((i: { filing_status: string }) => i.filing_status === 'not_filed')).toBe(true);
  });

  it('20 identical filings at once: exactly one is stored, the others get 409', async () => {
    const issue = await addIssue(app, { panchayat: BADADAL, response: '500.00' });
    const answers = await inParallel(20, () => fileRecovery(tp, recovered(issue, '500.00')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect([LOCKED, CONTENDED]).toContain(a.message);
    }
    expect(await claims(issue)).toBe(1);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM sa_recoveries r JOIN sa_issues i ON i.id = r.issue_id WHERE i.issue_number = $1`, [
          issue,
        ])
      )[0].n,
    ).toBe(1);
  });

  it('20 filings at once mapping their excess to the same issue: the issue ends in exactly one filing', async () => {
    const shared = await addIssue(app, { panchayat: BADADAL, response: '100.00' });
    const own = await Promise.all(Array.from({ length: 20 }, () => addIssue(app, { panchayat: BADADAL, response: '100.00' })));
    let i = 0;
    const answers = await inParallel(20, () => fileRecovery(tp, recovered(own[i++], '200.00', { mapped_issues: [shared] })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await claims(shared)).toBe(1);
    // The refused filings left nothing behind: only the winner's own issue is claimed.
    const claimed = await Promise.all(own.map(claims));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
  });

  describe('verification (update-verification-zp)', () => {
    let main: string;
    let mapped: string;

    beforeAll(async () => {
      main = await addIssue(app, { panchayat: BADADAL, amount: '9000.00', response: '6000.00' });
      mapped = await addIssue(app, { panchayat: BADADAL, amount: '3000.00', response: '1000.00' });
      await fileRecovery(tp, recovered(main, '7000.00', { mapped_issues: [mapped] })).expect(200);
    });

    it('is for SDATA only', async () => {
      for (const who of [tp, zp, gp]) {
        const res = await verify(who, main, [entry(main, '6000'), entry(mapped, '1000')]).expect(403);
        expect(res.body).toEqual({ success: false, code: 'NOT_ALLOWED_TO_VERIFY', message: 'You are not allowed to verify this issue.' });
      }
    });

    it('needs every field of every row, amounts not above the issue amount, and exactly the filing’s issues', async () => {
      const refuse = async (issues: Record<string, unknown>[], message: string, status = 400) => {
        const res = await verify(sdata, main, issues).expect(status);
        expect(res.body).toMatchObject({ success: false, message });
      };
      const fill = 'Please fill all fields for all issues before submitting.';
      await refuse([], fill);
      await refuse([entry(main, '6000'), entry(mapped, '')], fill);
      await refuse([entry(main, '6000', { remark: '' }), entry(mapped, '1000')], fill);
      await refuse([entry(main, '6000', { remittence: null }), entry(mapped, '1000')], fill);
      await refuse([entry(main, '6000', { status: undefined }), entry(mapped, '1000')], fill);
      await refuse([entry(main, '9000.01'), entry(mapped, '1000')], 'Should not exceed issue amount');
      await refuse([entry(main, '9000'), entry(mapped, '3000.01')], 'Should not exceed issue amount');
      await refuse([entry(main, '6000', { status: 'Done' }), entry(mapped, '1000')], 'status must be Completed or Incomplete.');
      await refuse([entry(main, '6000', { remittence: '2999-01-01' }), entry(mapped, '1000')], 'remittence cannot be in the future.');
      for (const [issues, message, errors] of [
        [
          [entry(main, '6000'), entry(mapped, 'abc')],
          'Entered amount: Enter an amount like 1234.50',
          { 'issues.1.entered_amount': 'Enter an amount like 1234.50' },
        ],
        [
          [entry(main, '6000', { remittence: '31/02/2030' }), entry(mapped, '1000')],
          'Remittance date: No such date',
          { 'issues.0.remittence': 'No such date' },
        ],
      ] as const) {
        const res = await verify(sdata, main, [...issues]).expect(400);
        expectRefusal(res.body, message, errors);
      }
      const exactly = `The issues must be exactly the issues of this recovery: ${main}, ${mapped}.`;
      await refuse([entry(main, '6000')], exactly);
      await refuse([entry(main, '6000'), entry(main, '6000')], exactly);
      const unfiled = await addIssue(app, { panchayat: BADADAL });
      const res = await verify(sdata, unfiled, [entry(unfiled, '1')]).expect(400);
      expect(res.body.message).toBe(`Issue ${unfiled} has no recovery to verify.`);
      await verify(sdata, 'NO/SUCH', [entry('NO/SUCH', '1')]).expect(404);
    });

    it('stores one verification; a second is 409 "Data already uploaded."', async () => {
      const res = await verify(sdata, main, [entry(main, '9000.00'), entry(mapped, 1000.5, { status: 'Incomplete' })]).expect(200);
      expect(res.body).toEqual({
        success: true,
        code: 'VERIFICATION_UPLOADED',
        message: 'Verification details uploaded successfully.',
        verificationId: expect.any(Number),
      });
      const rows = await db.query(
        `SELECT i.issue_number, e.entered_amount::text, to_char(e.remittence, 'YYYY-MM-DD') AS remittence, e.status, v.verified_by
           FROM sa_verification_entries e JOIN sa_issues i ON i.id = e.issue_id JOIN sa_verifications v ON v.id = e.verification_id
          WHERE v.id = $1 ORDER BY e.serial`,
        [res.body.verificationId],
      );
      expect(rows).toEqual([
        { issue_number: main, entered_amount: '9000.00', remittence: '2024-08-01', status: 'Completed', verified_by: sdata.userId },
        { issue_number: mapped, entered_amount: '1000.50', remittence: '2024-08-01', status: 'Incomplete', verified_by: sdata.userId },
      ]);
      const again = await verify(sdata, main, [entry(main, '1'), entry(mapped, '1')]).expect(409);
      expect(again.body).toEqual({ success: false, code: 'ALREADY_UPLOADED', message: 'Data already uploaded.' });
      const trail = await db.query(`SELECT actor_user_id FROM audit_trail WHERE action = 'recovery.verify'`);
      expect(trail).toEqual([{ actor_user_id: sdata.userId }]);
    });

    it('20 identical verifications at once: exactly one 200, the others 409', async () => {
      const issue = await addIssue(app, { panchayat: BADADAL, amount: '700.00', response: '700.00' });
      await fileRecovery(tp, recovered(issue, '700.00')).expect(200);
      const answers = await inParallel(20, () => verify(sdata, issue, [entry(issue, '700.00')]));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.status).toBe(409);
        expect(['Data already uploaded.', CONTENDED]).toContain(a.message);
      }
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM sa_verification_entries e JOIN sa_issues i ON i.id = e.issue_id WHERE i.issue_number = $1`,
        [issue],
      );
      expect(n).toBe(1);
    });

    it('a dropped case has no recovery to verify', async () => {
      const issue = await addIssue(app, { panchayat: BADADAL });
      await fileRecovery(tp, { issue_number: issue, adhoc_decision: 'dropped', remark: 'In order' }).expect(200);
      const res = await verify(sdata, issue, [entry(issue, '1')]).expect(400);
      expect(res.body.message).toBe(`Issue ${issue} has no recovery to verify.`);
    });
  });
});
