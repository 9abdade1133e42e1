import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ageOtps, lastOtp, loadDemoLocations, newMobile, outbox, signIn } from '../support/auth.js';
import { startTestApp } from '../support/test-app.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

let seq = 0;
function validPayload(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    name: 'Ravi Kumar',
    email: `ravi.kumar${seq}.${Date.now()}@karnataka.gov.in`,
    mobile_number: newMobile(),
    kgid_pan: `KGID${Date.now() % 1e6}${seq}`,
    designation: 'Panchayat Development Officer',
    password: 'Ravi2024pdo',
    confirmPassword: 'Ravi2024pdo',
    officer_level: 'GP',
    state_code: '15',
    district_code: '1515',
    block_code: '1515001',
    panchayat_code: '1515001004',
    ...overrides,
  };
}

describe('Officer registration (spec 1 §2 Signup, §5 in order, §8)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  // One test per rule, in the spec's order; each payload breaks only its own rule.
  const rules: [string, Record<string, unknown>, string, string][] = [
    ['1 name letters and spaces', { name: 'Ravi K2' }, 'name', 'Invalid name. Only letters and spaces allowed.'],
    ['1 name required', { name: '' }, 'name', 'Invalid name. Only letters and spaces allowed.'],
    ['2 mobile 10 digits', { mobile_number: '98450123' }, 'mobile_number', 'Mobile number must be exactly 10 digits.'],
    ['3 email shape', { email: 'ravi.kumar@gov' }, 'email', 'Invalid email format.'],
    ['4 KGID/PAN required', { kgid_pan: ' - ' }, 'kgid_pan', 'KGID/PAN is required.'],
    ['5 designation required', { designation: '' }, 'designation', 'Designation is required.'],
    ['5 designation letters and spaces', { designation: 'PDO-1' }, 'designation', 'Designation is required.'],
    ['6 password at least 8', { password: 'Ab12345', confirmPassword: 'Ab12345' }, 'password', 'Password must be at least 8 characters.'],
    [
      '7 password letters and numbers',
      { password: 'onlyletters', confirmPassword: 'onlyletters' },
      'password',
      'Password must contain letters and numbers.',
    ],
    [
      '8 password not the KGID/PAN',
      { kgid_pan: 'KA2024PDO', password: 'ka2024pdo', confirmPassword: 'ka2024pdo' },
      'password',
      'Password should not match name, mobile, email, or KGID/PAN.',
    ],
    [
      '8 password not the email',
      { email: 'ab12cd34@x.in', password: 'AB12CD34@X.IN', confirmPassword: 'AB12CD34@X.IN' },
      'password',
      'Password should not match name, mobile, email, or KGID/PAN.',
    ],
    ['9 passwords match', { confirmPassword: 'Ravi2024pdO' }, 'confirmPassword', 'Passwords do not match.'],
    ['10 officer level required', { officer_level: '' }, 'officer_level', 'Please select Officer Level.'],
    ['11 ZP needs district', { officer_level: 'ZP', district_code: '' }, 'district_code', 'Please select District.'],
    ['12 TP needs district and block', { officer_level: 'TP', block_code: '' }, 'block_code', 'Please select both District and Block.'],
    [
      '13 GP needs district, block and panchayat',
      { panchayat_code: '' },
      'panchayat_code',
      'Please select District, Block, and Panchayat.',
    ],
  ];
  it.each(rules)('rule %s', async (_name, change, field, message) => {
    const res = await http.post('/api/auth/register').send(validPayload(change)).expect(400);
    expectRefusal(res.body, message, { [field]: message });
  });

  it('refuses a password longer than sign-in accepts (20)', async () => {
    const long = 'Ravi2024pdo'.padEnd(21, 'x');
    const res = await http
      .post('/api/auth/register')
      .send(validPayload({ password: long, confirmPassword: long }))
      .expect(400);
    expect(res.body.message).toBe('Password must be at most 20 characters.');
  });

  it('shows the first failing rule when several fail', async () => {
    const res = await http
      .post('/api/auth/register')
      .send(validPayload({ designation: '', mobile_number: '1', officer_level: '' }))
      .expect(400);
    expect(res.body.message).toBe('Mobile number must be exactly 10 digits.');
  });

  it('refuses registration without a verified OTP for that mobile', async () => {
    const res = await http.post('/api/auth/register').send(validPayload()).expect(400);
    expect(res.body.message).toBe('Please verify OTP first.');
  });

  async function verifiedMobile(payload: ReturnType<typeof validPayload>) {
    const otp = await http
      .post('/api/auth/request-otp')
      .send({ mobile_number: payload.mobile_number, email: payload.email, kgid_pan: payload.kgid_pan })
      .expect(200);
    expect(otp.body).toMatchObject({ success: true, message: `OTP sent to +91${payload.mobile_number}.` });
    expect(typeof otp.body.token).toBe('string');
    await http
      .post('/api/auth/verify-otp-reg')
      .send({ mobile_number: payload.mobile_number, email: payload.email, otp_mobile: lastOtp(app, payload.mobile_number), otp_email: '' })
      .expect(200, { success: true, code: 'MOBILE_VERIFIED', message: 'Mobile number verified.' });
  }

  it('registers a GP officer end to end: OTP, verify, register, sign in with no role and USER permission', async () => {
    const payload = validPayload({ name: 'ravi   kumar', kgid_pan: 'ka-55 901x' });
    await verifiedMobile(payload);
    await http
      .post('/api/auth/register')
      .send(payload)
      .expect(201, { success: true, code: 'REGISTERED', message: 'Registration successful!' });

    const { body } = await signIn(app, payload.mobile_number, payload.password);
    expect(body.data.user).toMatchObject({
      name: 'RAVI KUMAR',
      designation: 'PANCHAYAT DEVELOPMENT OFFICER',
      kgid_pan: 'KA55901X',
      email: payload.email,
      officer_level: 'GP',
      panchayat_code: '1515001004',
      panchayat_name: 'BADADAL',
    });
    expect(body.data.roles).toEqual([]);
    expect(body.data.permissions).toEqual([{ permission_type: 'USER', permission_level: 'GP' }]);

    // The verified code was used up by the registration; without one, /register tells nothing
    // about which numbers are registered (the uniqueness answer comes only after the OTP).
    const again = await http
      .post('/api/auth/register')
      .send({ ...payload, mobile_number: payload.mobile_number })
      .expect(400);
    expect(again.body.message).toBe('Please verify OTP first.');
    const probe = await http
      .post('/api/auth/request-otp')
      .send({ mobile_number: payload.mobile_number, email: 'x@example.org', kgid_pan: 'X1' })
      .expect(409);
    expect(probe.body.message).toBe('This mobile number is already registered.');
  });

  it('refuses a mobile, email or KGID/PAN already registered, before sending an OTP', async () => {
    const payload = validPayload();
    await verifiedMobile(payload);
    await http.post('/api/auth/register').send(payload).expect(201);
    const sent = outbox(app).length;
    const cases: [Record<string, string>, string][] = [
      [{ mobile_number: payload.mobile_number }, 'This mobile number is already registered.'],
      [{ email: payload.email.toUpperCase() }, 'This email is already registered.'],
      [{ kgid_pan: payload.kgid_pan.toLowerCase() }, 'This KGID/PAN is already registered.'],
    ];
    for (const [change, message] of cases) {
      const fresh = { mobile_number: newMobile(), email: `other${Date.now()}@x.in`, kgid_pan: `OTHER${Date.now()}`, ...change };
      const res = await http.post('/api/auth/request-otp').send(fresh).expect(409);
      expect(res.body.message).toBe(message);
    }
    expect(outbox(app)).toHaveLength(sent);
  });

  it('checks the mobile OTP: format, wrong code (placed under mobile), expiry', async () => {
    const payload = validPayload();
    await http
      .post('/api/auth/request-otp')
      .send({ mobile_number: payload.mobile_number, email: payload.email, kgid_pan: payload.kgid_pan })
      .expect(200);
    const format = await http.post('/api/auth/verify-otp-reg').send({ mobile_number: payload.mobile_number, otp_mobile: '12' }).expect(400);
    expect(format.body.message).toBe('Please enter a valid 6-digit mobile OTP.');
    const code = lastOtp(app, payload.mobile_number);
    const wrong = await http
      .post('/api/auth/verify-otp-reg')
      .send({ mobile_number: payload.mobile_number, otp_mobile: code === '999999' ? '888888' : '999999' })
      .expect(400);
    expect(wrong.body.message).toBe('Invalid mobile OTP.');
    await ageOtps(app, payload.mobile_number, 6);
    const late = await http.post('/api/auth/verify-otp-reg').send({ mobile_number: payload.mobile_number, otp_mobile: code }).expect(400);
    expect(late.body.message).toBe('Mobile OTP has expired. Please request a new OTP.');
  });

  it('requires location codes that exist and nest', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ district_code: '1599', block_code: '1599001', panchayat_code: '1599001001' }, 'The selected District does not exist.'],
      [{ block_code: '1522001', panchayat_code: '1522001001' }, 'The selected Block is not in the selected District.'],
      [{ panchayat_code: '1515001999' }, 'The selected Panchayat is not in the selected Block.'],
      [{ panchayat_code: '1515006041' }, 'The selected Panchayat is not in the selected Block.'],
    ];
    for (const [change, message] of cases) {
      const payload = validPayload(change);
      await verifiedMobile(payload);
      const res = await http.post('/api/auth/register').send(payload).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('keeps only the codes of the chosen level (a STATE officer has no district)', async () => {
    const payload = validPayload({ officer_level: 'STATE' });
    await verifiedMobile(payload);
    await http.post('/api/auth/register').send(payload).expect(201);
    const [user] = await app
      .get(DataSource)
      .query('SELECT district_code, block_code, panchayat_code FROM users WHERE mobile_number = $1', [payload.mobile_number]);
    expect(user).toEqual({ district_code: null, block_code: null, panchayat_code: null });
  });
});
