import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { ageOtps, lastOtp, loadDemoLocations, makeOfficer, newMobile, outbox, passwordStep, signIn } from '../support/auth.js';
import { COMPACT_PRINCIPAL_CHANGES_SQL } from '../../server/src/auth/repositories/principal.repository.js';
import { startTestApp, testConfig } from '../support/test-app.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

describe('Sign-in with mobile, password and OTP (spec 1 §2, §4, §5, §8)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    // Requests carry X-Forwarded-For so each test is its own client address for the throttles.
    app = await startTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
    await loadDemoLocations(app);
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  let ipCounter = 1;
  const client = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  it('happy path: OTP from the outbox, session cookie, /auth/me, logout', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const agent = request.agent(app.getHttpServer());
    const ip = client();
    const first = await passwordStep(agent, ip, officer.mobile, officer.password).expect(200);
    expect(first.body).toEqual({ success: true, code: 'OTP_SENT', message: 'OTP sent to your registered mobile number.' });
    const sms = outbox(app)
      .filter((l) => l.to === officer.mobile)
      .pop()!;
    expect(sms).toMatchObject({ channel: 'sms', otp: expect.stringMatching(/^[0-9]{6}$/) });
    expect(sms.text).toContain(sms.otp);
    expect(new Date(sms.at).getTime()).toBeGreaterThan(Date.now() - 60000);

    const login = await agent
      .post('/api/auth/sign-request-login')
      .set('X-Forwarded-For', ip)
      .send({ mobile: officer.mobile, otp: sms.otp })
      .expect(200);
    expect(login.body.success).toBe(true);
    expect(Object.keys(login.body.data).sort()).toEqual(['fto', 'permissions', 'roles', 'user']);
    expect(login.body.data.user).toMatchObject({
      mobile_number: officer.mobile,
      officer_level: 'TP',
      block_name: 'AFZALPUR',
      district_name: 'KALABURAGI',
    });
    expect(JSON.stringify(login.body)).not.toMatch(/password|hash|argon/i);
    expect(login.body.data.permissions).toEqual([{ permission_type: 'USER', permission_level: 'TP' }]);
    expect(login.body.data.roles).toEqual([
      expect.objectContaining({ Role_code: 'TP-EO', levels: 'TP', block_code: '1515001', location_name: 'AFZALPUR' }),
    ]);

    const cookie = login.headers['set-cookie'][0];
    expect(cookie).toMatch(/^portal\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // Secure only in production (SESSION_SECURE_COOKIE)

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ success: true, user: { id: officer.userId }, fto: { Roles: expect.any(Array), schedule: [] } });
    expect(me.body.roles).toHaveLength(1);

    await agent.post('/api/auth/logout').expect(200, { success: true, code: 'LOGGED_OUT', message: 'Logged out.' });
    await agent.get('/api/auth/me').expect(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('a password hash of an older release (64 MiB, 3 passes, 4 lanes) signs in and is written again with the parameters of today', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const db = app.get(DataSource);
    const older = await argon2.hash(officer.password, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [older, officer.userId]);
    const stored = async () =>
      (await db.query('SELECT password_hash FROM users WHERE id = $1', [officer.userId]))[0].password_hash as string;

    // A wrong password leaves it as it was.
    await passwordStep(http, client(), officer.mobile, 'Wrong@2024').expect(401);
    await expect(stored()).resolves.toBe(older);

    await passwordStep(http, client(), officer.mobile, officer.password).expect(200);
    const now = await stored();
    expect(now).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(argon2.verify(now, officer.password)).resolves.toBe(true);
    await ageOtps(app, officer.mobile, 2);
    await signIn(app, officer.mobile, officer.password);
  });

  it('every request reads the principal afresh: a removed role is gone and a disabled officer is out on the next call', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const { agent } = await signIn(app, officer.mobile, officer.password);
    const db = app.get(DataSource);
    const before = await agent.get('/api/auth/me').expect(200);
    expect(before.body.roles.map((r: { Role_code: string }) => r.Role_code)).toEqual(['TP-EO']);

    await db.query(`UPDATE role_assignments SET status_deleted = 'YES' WHERE user_id = $1`, [officer.userId]);
    expect((await agent.get('/api/auth/me').expect(200)).body.roles).toEqual([]);

    await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [officer.userId]);
    const out = await agent.get('/api/auth/me').expect(401);
    expect(out.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    // The session itself is ended: enabling the account again does not bring it back.
    await db.query(`UPDATE users SET status = 'ACTIVE' WHERE id = $1`, [officer.userId]);
    await agent.get('/api/auth/me').expect(401);
  });

  it('a principal kept between requests follows every change to what it reads, on the next request', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const { agent } = await signIn(app, officer.mobile, officer.password);
    const db = app.get(DataSource);
    const me = async () => (await agent.get('/api/auth/me').expect(200)).body;
    const first = await me();
    expect(first.roles).toEqual([expect.objectContaining({ Role_code: 'TP-EO', location_name: 'AFZALPUR' })]);
    expect(await me()).toEqual(first); // kept: the same answer

    // The user's own row (a column the principal reads), permissions, the role, its department,
    // the names of the places: each shows on the very next request.
    await db.query(`UPDATE users SET name = 'RENAMED OFFICER' WHERE id = $1`, [officer.userId]);
    expect((await me()).user.name).toBe('RENAMED OFFICER');
    await db.query(`UPDATE user_permissions SET permission_type = 'ADMIN' WHERE user_id = $1`, [officer.userId]);
    expect((await me()).permissions).toEqual([{ permission_type: 'ADMIN', permission_level: 'TP' }]);
    await db.query(`UPDATE user_permissions SET permission_type = 'USER' WHERE user_id = $1`, [officer.userId]);
    const [{ Role_name: roleName }] = await db.query(`SELECT "Role_name" FROM roles WHERE "Role_code" = 'TP-EO'`);
    const [{ department_name: departmentName }] = await db.query(
      `SELECT d.department_name FROM departments d JOIN roles r ON r."Role_Department_id" = d.department_code WHERE r."Role_code" = 'TP-EO'`,
    );
    try {
      await db.query(`UPDATE roles SET "Role_name" = 'RENAMED ROLE' WHERE "Role_code" = 'TP-EO'`);
      expect((await me()).roles[0].Role_name).toBe('RENAMED ROLE');
      await db.query(`UPDATE departments SET department_name = 'RENAMED DEPARTMENT' WHERE department_name = $1`, [departmentName]);
      expect((await me()).roles[0].department_name).toBe('RENAMED DEPARTMENT');
      await db.query(`UPDATE blocks SET block_name = 'RENAMED TALUK' WHERE block_code = '1515001'`);
      const renamed = await me();
      expect(renamed.user.block_name).toBe('RENAMED TALUK');
      expect(renamed.roles[0].location_name).toBe('RENAMED TALUK');
    } finally {
      await db.query(`UPDATE roles SET "Role_name" = $1 WHERE "Role_code" = 'TP-EO'`, [roleName]);
      await db.query(`UPDATE departments SET department_name = $1 WHERE department_name = 'RENAMED DEPARTMENT'`, [departmentName]);
      await db.query(`UPDATE blocks SET block_name = 'AFZALPUR' WHERE block_code = '1515001'`);
    }
    expect((await me()).roles[0]).toMatchObject({ Role_name: roleName, department_name: departmentName, location_name: 'AFZALPUR' });

    // A sign-in writes users.last_login_at, which changes no principal: no change is recorded.
    const changes = async () =>
      Number((await db.query(`SELECT count(*) AS n FROM principal_changes WHERE user_id = $1`, [officer.userId]))[0].n);
    const before = await changes();
    await signIn(app, officer.mobile, officer.password);
    expect(await changes()).toBe(before);
  });

  it('a change committed after a later one still shows (the version follows commits, not their order of starting)', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const { agent } = await signIn(app, officer.mobile, officer.password);
    const db = app.get(DataSource);
    const codes = async () =>
      (await agent.get('/api/auth/me').expect(200)).body.roles.map((r: { Role_code: string }) => r.Role_code).sort();
    const assign = (q: { query: DataSource['query'] }, code: string) =>
      q.query(
        `INSERT INTO role_assignments (user_id, role_id, department_code, levels, district_code, block_code)
         SELECT $1, r.id, r."Role_Department_id", 'TP', '1515', '1515001' FROM roles r WHERE r."Role_code" = $2`,
        [officer.userId, code],
      );
    await db.query(
      `INSERT INTO roles ("Role_code", "Role_name", "Role_Department_id", no_of_posts)
       VALUES ('TP-CW', 'Case Worker', 'TP', 6), ('TP-DEO', 'Data Entry Operator', 'TP', 6) ON CONFLICT ("Role_code") DO NOTHING`,
    );
    expect(await codes()).toEqual(['TP-EO']);
    const early = db.createQueryRunner();
    const late = db.createQueryRunner();
    try {
      await early.startTransaction();
      await assign(early, 'TP-CW'); // started first, committed last
      await late.startTransaction();
      await assign(late, 'TP-DEO');
      await late.commitTransaction();
      expect(await codes()).toEqual(['TP-DEO', 'TP-EO']);
      await early.commitTransaction();
      expect(await codes()).toEqual(['TP-CW', 'TP-DEO', 'TP-EO']);
    } finally {
      await early.release();
      await late.release();
    }

    // Compaction folds the rows of each user into one and keeps every version as it was.
    const version = async () =>
      (await db.query(`SELECT coalesce(sum(n), 0)::text AS v FROM principal_changes WHERE user_id IN (0, $1)`, [officer.userId]))[0].v;
    const was = await version();
    expect(
      Number((await db.query(`SELECT count(*) AS n FROM principal_changes WHERE user_id = $1`, [officer.userId]))[0].n),
    ).toBeGreaterThan(1);
    await db.query(COMPACT_PRINCIPAL_CHANGES_SQL);
    expect(await version()).toBe(was);
    expect(Number((await db.query(`SELECT count(*) AS n FROM principal_changes WHERE user_id = $1`, [officer.userId]))[0].n)).toBe(1);
    expect(await codes()).toEqual(['TP-CW', 'TP-DEO', 'TP-EO']);
    await db.query(
      `UPDATE role_assignments SET status_deleted = 'YES' WHERE user_id = $1 AND role_id <> (SELECT id FROM roles WHERE "Role_code" = 'TP-EO')`,
      [officer.userId],
    );
    expect(await codes()).toEqual(['TP-EO']);
  });

  it('rotates the session id at sign-in', async () => {
    const officer = await makeOfficer(app);
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/logout').expect(200);
    const before = await agent.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(200);
    const login = await agent
      .post('/api/auth/sign-request-login')
      .send({ mobile: officer.mobile, otp: lastOtp(app, officer.mobile) })
      .expect(200);
    const sid = (h: string | string[] | undefined) =>
      ([] as string[])
        .concat(h ?? [])
        .find((c) => c.startsWith('portal.sid='))
        ?.split(';')[0];
    expect(sid(login.headers['set-cookie'])).toBeDefined();
    expect(sid(login.headers['set-cookie'])).not.toEqual(sid(before.headers['set-cookie']));
  });

  it('the session cookie is the signed id only: a changed signature or id is no session, sign-out clears it and ends the row', async () => {
    const officer = await makeOfficer(app, { level: 'TP', roleCodes: [{ code: 'TP-EO', level: 'TP' }] });
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(200);
    const login = await agent
      .post('/api/auth/sign-request-login')
      .send({ mobile: officer.mobile, otp: lastOtp(app, officer.mobile) })
      .expect(200);
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('portal.sid='))!;
    expect(setCookie).toMatch(/; Expires=/);
    const value = decodeURIComponent(setCookie.split(';')[0].slice('portal.sid='.length));
    expect(value).toMatch(/^s:[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/]{43}$/);
    const [sid, signature] = value.slice(2).split('.');
    const as = (cookieValue: string) => http.get('/api/auth/me').set('Cookie', `portal.sid=${encodeURIComponent(cookieValue)}`);
    await as(value).expect(200);
    const flipped = signature[0] === 'A' ? 'B' : 'A';
    // The id's last character changed (to 'x', or to 'y' when it already is 'x': one id in 64).
    const otherId = `${sid.slice(0, -1)}${sid.endsWith('x') ? 'y' : 'x'}`;
    for (const forged of [`s:${sid}.${flipped}${signature.slice(1)}`, `s:${otherId}.${signature}`, sid, `s:${sid}`, 's:', '']) {
      expect((await as(forged).expect(401)).body).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
      });
    }

    // The role choice is kept in the session row; after sign-out it does not bring the row back.
    const currentRole = login.body.data.roles[0];
    await agent.post('/api/auth/select-role').send({ currentRole }).expect(200);
    const db = app.get(DataSource);
    const [row] = await db.query(`SELECT sess FROM sessions WHERE sid = $1`, [sid]);
    expect(row.sess).toMatchObject({ userId: officer.userId, selectedRole: expect.anything(), cookie: { httpOnly: true, path: '/' } });
    const out = await agent.post('/api/auth/logout').expect(200);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []).find((c) => c.startsWith('portal.sid='))!;
    expect(cleared).toMatch(/^portal\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await db.query(`SELECT 1 FROM sessions WHERE sid = $1`, [sid])).toHaveLength(0);
    await as(value).expect(401);
    await http
      .post('/api/auth/select-role')
      .set('Cookie', `portal.sid=${encodeURIComponent(value)}`)
      .send({ currentRole })
      .expect(401);
    expect(await db.query(`SELECT 1 FROM sessions WHERE sid = $1`, [sid])).toHaveLength(0);
  });

  it('defaults permissions to USER when the user has none', async () => {
    const officer = await makeOfficer(app);
    await app.get(DataSource).query('DELETE FROM user_permissions WHERE user_id = $1', [officer.userId]);
    const { body } = await signIn(app, officer.mobile, officer.password);
    expect(body.data.permissions).toEqual([{ permission_type: 'USER', permission_level: null }]);
  });

  it('answers one message for a wrong password and for an unknown mobile', async () => {
    const officer = await makeOfficer(app);
    const wrong = await http
      .post('/api/auth/sign-request-otp')
      .set('X-Forwarded-For', client())
      .send({ mobile: officer.mobile, password: 'Wrong@123' })
      .expect(401);
    const unknown = await http
      .post('/api/auth/sign-request-otp')
      .set('X-Forwarded-For', client())
      .send({ mobile: newMobile(), password: 'Wrong@123' })
      .expect(401);
    expect(wrong.body).toEqual({ success: false, code: 'BAD_CREDENTIALS', message: 'Invalid mobile number or password.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(outbox(app).some((l) => l.to === officer.mobile)).toBe(false);
  });

  it('validates the login fields with the spec messages', async () => {
    const bad = await http.post('/api/auth/sign-request-otp').send({ mobile: '98765', password: 'x' }).expect(400);
    expect(bad.body.message).toBe('Enter a valid 10-digit mobile number');
    const long = await http
      .post('/api/auth/sign-request-otp')
      .send({ mobile: '9876543210', password: 'a'.repeat(21) })
      .expect(400);
    expect(long.body.message).toBe('Password must be at most 20 characters');
    const otp = await http.post('/api/auth/sign-request-login').send({ mobile: '9876543210', otp: '12ab' }).expect(400);
    expect(otp.body.message).toBe('Enter a 6-digit OTP');
  });

  it('refuses a wrong OTP, an expired OTP, a reused OTP, and the sixth try', async () => {
    const officer = await makeOfficer(app);
    await http.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(200);
    const otp = lastOtp(app, officer.mobile);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: wrongOtp }).expect(401);
    expect(wrong.body).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP.' });
    for (let i = 2; i <= 4; i++)
      await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: wrongOtp }).expect(401);
    const fifth = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: wrongOtp }).expect(401);
    expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    const sixthRight = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp }).expect(401);
    expect(sixthRight.body.message).toBe('Too many wrong attempts. Please request a new OTP.');

    // A new code (after the resend gap) works once, then never again.
    await ageOtps(app, officer.mobile, 2);
    await http.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(200);
    const fresh = lastOtp(app, officer.mobile);
    await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: fresh }).expect(200);
    const reused = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: fresh }).expect(401);
    expect(reused.body.message).toBe('Invalid OTP.');

    // An OTP older than 5 minutes has expired.
    await ageOtps(app, officer.mobile, 2);
    await http.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(200);
    const late = lastOtp(app, officer.mobile);
    await ageOtps(app, officer.mobile, 6);
    const expired = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: late }).expect(401);
    expect(expired.body.message).toBe('OTP has expired. Please request a new OTP.');
  });

  it('throttles OTP resends per mobile with a 429 and a clear message', async () => {
    const officer = await makeOfficer(app);
    const ip = client();
    await passwordStep(http, ip, officer.mobile, officer.password).expect(200);
    const again = await passwordStep(http, ip, officer.mobile, officer.password).expect(429);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    for (let i = 0; i < 4; i++) {
      await ageOtps(app, officer.mobile, 2);
      await passwordStep(http, ip, officer.mobile, officer.password).expect(200);
    }
    await ageOtps(app, officer.mobile, 2);
    const hourly = await passwordStep(http, ip, officer.mobile, officer.password).expect(429);
    expect(hourly.body.message).toBe('Too many OTPs were requested for this number. Please try again after an hour.');
  });

  it('locks an account after five wrong passwords and says so', async () => {
    const officer = await makeOfficer(app);
    const ip = client();
    for (let i = 0; i < 4; i++) {
      await passwordStep(http, ip, officer.mobile, 'Wrong@123').expect(401);
    }
    const fifth = await passwordStep(http, ip, officer.mobile, 'Wrong@123').expect(423);
    expect(fifth.body.message).toBe('Your account is locked after too many failed attempts. Try again after 15 minutes.');
    const right = await passwordStep(http, ip, officer.mobile, officer.password).expect(423);
    expect(right.body.message).toMatch(/^Your account is locked/);
  });

  // Per-address limits and pair locks under parallel requests: auth-hardening.e2e-spec.ts.

  it('accepts a currentRole only when it is one of the user’s active assignments (403 otherwise)', async () => {
    const officer = await makeOfficer(app, {
      level: 'TP',
      roleCodes: [
        { code: 'TP-EO', level: 'TP' },
        { code: 'GP-PDO', level: 'GP' },
      ],
    });
    const other = await makeOfficer(app, { level: 'ZP', roleCodes: [{ code: 'ZP-CEO', level: 'ZP' }] });
    const { agent, body } = await signIn(app, officer.mobile, officer.password);
    const [tp, gp] = body.data.roles;

    const ok = await agent.post('/api/auth/select-role').send({ currentRole: gp }).expect(200);
    expect(ok.body.role).toMatchObject({ Role_code: 'GP-PDO', panchayat_code: '1515001004' });

    const forged = [
      { ...tp, block_code: '1515006' }, // the same role at another taluk
      { ...gp, role_id: (await signIn(app, other.mobile, other.password)).body.data.roles[0].role_id, levels: 'ZP' },
      { ...tp, levels: 'STATE', state_code: '15' },
      { role_id: 999999, levels: 'GP', panchayat_code: '1515001004' },
    ];
    for (const currentRole of forged) {
      const res = await agent.post('/api/auth/select-role').send({ currentRole }).expect(403);
      expect(res.body).toEqual({ success: false, code: 'ROLE_NOT_ASSIGNED', message: 'Selected role is not assigned to you.' });
    }
    await agent.post('/api/auth/select-role').send({}).expect(400);

    // A role removed by an administrator stops being accepted at once.
    await app.get(DataSource).query(`UPDATE role_assignments SET status_deleted = 'YES' WHERE id = $1`, [gp.assignment_id]);
    await agent.post('/api/auth/select-role').send({ currentRole: gp }).expect(403);
    await request(app.getHttpServer()).post('/api/auth/select-role').send({ currentRole: gp }).expect(401);
  });
});
