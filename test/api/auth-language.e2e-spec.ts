import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { format } from '../../server/src/common/messages/catalog.js';
import { lastOtp, loadDemoLocations, makeOfficer, newMobile, outbox, signIn } from '../support/auth.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { startTestApp } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

expectEveryAnswerCoded();

/** Kannada letters (U+0C80..U+0CFF): a text written in Kannada has many of them. */
const KANNADA = /[\u0C80-\u0CFF]/g;
const kannadaShare = (text: string) => (text.match(KANNADA) ?? []).length / text.replace(/[\s\d\p{P}]/gu, '').length;

/**
 * Issue 26 item 1 (server side): the officer's language is kept on the user's record, answered
 * by /auth/me and changed by PUT /auth/me/preferences; item 3: the OTP SMS goes out in it, and
 * before there is a user (registration) in the request's Accept-Language.
 */
describe('Language preference and SMS language (issue 26)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  const smsTo = (mobile: string) => outbox(app).filter((l) => l.to === mobile);

  it('keeps the language: none until chosen, Kannada once chosen, back to English; /auth/me answers it', async () => {
    const officer = await makeOfficer(app);
    const { agent } = await signIn(app, officer.mobile, officer.password);
    const me = await agent.get('/api/auth/me').expect(200);
    // None yet: the portal keeps the device's language (a Kannada phone stays in Kannada at sign-in).
    expect({ language: me.body.language, user: me.body.user.language }).toEqual({ language: null, user: null });

    const saved = await agent.put('/api/auth/me/preferences').send({ language: 'kn' }).expect(200);
    expect(saved.body).toEqual({ success: true, code: 'PREFERENCES_SAVED', message: 'Preferences saved.', language: 'kn' });
    expect((await agent.get('/api/auth/me').expect(200)).body.language).toBe('kn');
    const [row] = await app.get(DataSource).query(`SELECT language FROM users WHERE id = $1`, [officer.userId]);
    expect(row.language).toBe('kn');
    // Another session of the same officer (another browser) sees it at once.
    const { agent: other } = await signIn(app, officer.mobile, officer.password);
    expect((await other.get('/api/auth/me').expect(200)).body.language).toBe('kn');

    await agent.put('/api/auth/me/preferences').send({ language: 'en' }).expect(200);
    expect((await other.get('/api/auth/me').expect(200)).body.language).toBe('en');
  });

  it('refuses a language that is not en or kn, or none, with a code; and an anonymous caller', async () => {
    const officer = await makeOfficer(app);
    const { agent } = await signIn(app, officer.mobile, officer.password);
    for (const body of [{ language: 'fr' }, { language: 'KN' }, { language: '' }, { language: null }, { language: ['kn'] }, {}]) {
      const res = await agent.put('/api/auth/me/preferences').send(body).expect(400);
      expectRefusal(res.body, 'language must be en or kn.', { language: 'language must be en or kn.' });
      expect(res.body.code).toBe('LANGUAGE_INVALID');
    }
    expect((await agent.get('/api/auth/me').expect(200)).body.language).toBeNull();
    const anonymous = await http.put('/api/auth/me/preferences').send({ language: 'kn' }).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    // The database refuses any other value too (CHECK), whatever writes it.
    await expect(app.get(DataSource).query(`UPDATE users SET language = 'fr' WHERE id = $1`, [officer.userId])).rejects.toThrow(
      /chk_users_language/,
    );
  });

  it('sends the sign-in OTP in Kannada to a Kannada officer and in English to an English one', async () => {
    const kn = await makeOfficer(app);
    const en = await makeOfficer(app);
    const { agent } = await signIn(app, kn.mobile, kn.password);
    await agent.put('/api/auth/me/preferences').send({ language: 'kn' }).expect(200);
    await (await signIn(app, en.mobile, en.password)).agent.put('/api/auth/me/preferences').send({ language: 'en' }).expect(200);

    // The officer's own choice wins over the language of the browser asking.
    for (const officer of [kn, en]) {
      await http
        .post('/api/auth/sign-request-otp')
        .set('Accept-Language', officer === kn ? 'en' : 'kn')
        .send({ mobile: officer.mobile, password: officer.password })
        .expect(200);
    }
    const knLine = smsTo(kn.mobile).pop()!;
    const enLine = smsTo(en.mobile).pop()!;
    expect(knLine.text).toBe(format('OTP_SMS_LOGIN', 'kn', { code: knLine.otp }));
    expect(knLine.text).toContain(knLine.otp);
    expect(kannadaShare(knLine.text)).toBeGreaterThan(0.6);
    expect(enLine.text).toBe(
      `${enLine.otp} is your OTP to sign in to the MGNREGA Workflow Portal. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka`,
    );
    expect(enLine.text.match(KANNADA)).toBeNull();
    // The Kannada code signs in like any other.
    await http
      .post('/api/auth/sign-request-login')
      .send({ mobile: kn.mobile, otp: lastOtp(app, kn.mobile) })
      .expect(200);
  });

  it('sends the sign-in and reset OTP of an officer who has not chosen a language in the language of the request', async () => {
    const officer = await makeOfficer(app);
    await http
      .post('/api/auth/sign-request-otp')
      .set('Accept-Language', 'kn-IN,kn;q=0.9,en;q=0.8')
      .send({ mobile: officer.mobile, password: officer.password })
      .expect(200);
    const line = smsTo(officer.mobile).pop()!;
    expect(line.text).toBe(format('OTP_SMS_LOGIN', 'kn', { code: line.otp }));
    // Another such officer, from a browser that names no language: English.
    const other = await makeOfficer(app);
    await http.post('/api/auth/sign-request-otp').send({ mobile: other.mobile, password: other.password }).expect(200);
    const plain = smsTo(other.mobile).pop()!;
    expect(plain.text).toBe(format('OTP_SMS_LOGIN', 'en', { code: plain.otp }));

    const before = smsTo(officer.mobile).length;
    await http.post('/api/auth/send-otp').set('Accept-Language', 'kn').send({ mobile_number: officer.mobile }).expect(200);
    await waitUntil('the reset code', () => smsTo(officer.mobile).length > before, { timeoutMs: 5000 });
    const reset = smsTo(officer.mobile).pop()!;
    expect(reset.text).toBe(format('OTP_SMS_PASSWORD_RESET', 'kn', { code: reset.otp }));
  });

  it("sends the password reset OTP in the officer's language", async () => {
    const kn = await makeOfficer(app);
    const { agent } = await signIn(app, kn.mobile, kn.password);
    await agent.put('/api/auth/me/preferences').send({ language: 'kn' }).expect(200);
    const before = smsTo(kn.mobile).length;
    await http.post('/api/auth/send-otp').send({ mobile_number: kn.mobile }).expect(200);
    // The reset code goes out after the answer (the same answer for every number).
    await waitUntil('the reset code', () => smsTo(kn.mobile).length > before, { timeoutMs: 5000 });
    const line = smsTo(kn.mobile).pop()!;
    expect(line.text).toBe(format('OTP_SMS_PASSWORD_RESET', 'kn', { code: line.otp }));
  });

  it('registers in the language of the request: the OTP SMS by Accept-Language, the new user keeps it', async () => {
    const send = (mobile: string, header: string | null, language?: string) => {
      const req = http.post('/api/auth/request-otp');
      if (header) req.set('Accept-Language', header);
      return req.send({ mobile_number: mobile, email: `reg.${mobile}@karnataka.gov.in`, kgid_pan: `KG${mobile}`, language });
    };
    const knMobile = newMobile();
    await send(knMobile, 'kn-IN,kn;q=0.9,en;q=0.8').expect(200);
    expect(smsTo(knMobile).pop()!.text).toBe(format('OTP_SMS_REGISTRATION', 'kn', { code: lastOtp(app, knMobile) }));

    for (const header of [null, 'en-US,en;q=0.9', 'fr-FR', 'kn;q=0, en']) {
      const mobile = newMobile();
      await send(mobile, header).expect(200);
      expect(smsTo(mobile).pop()!.text).toBe(format('OTP_SMS_REGISTRATION', 'en', { code: lastOtp(app, mobile) }));
    }
    // A language sent in the body wins over the header.
    const chosen = newMobile();
    await send(chosen, 'en', 'kn').expect(200);
    expect(smsTo(chosen).pop()!.text).toBe(format('OTP_SMS_REGISTRATION', 'kn', { code: lastOtp(app, chosen) }));
    expectRefusal((await send(newMobile(), null, 'de').expect(400)).body, 'language must be en or kn.', {
      language: 'language must be en or kn.',
    });

    // The whole registration in Kannada: the new officer's record keeps 'kn'.
    await http
      .post('/api/auth/verify-otp-reg')
      .send({ mobile_number: knMobile, otp_mobile: lastOtp(app, knMobile) })
      .expect(200);
    await http
      .post('/api/auth/register')
      .set('Accept-Language', 'kn')
      .send({
        name: 'Ravi Kumar',
        email: `reg.${knMobile}@karnataka.gov.in`,
        mobile_number: knMobile,
        kgid_pan: `KG${knMobile}`,
        designation: 'Panchayat Development Officer',
        password: 'Ravi2024pdo',
        confirmPassword: 'Ravi2024pdo',
        officer_level: 'ZP',
        state_code: '15',
        district_code: '1515',
      })
      .expect(201);
    const [row] = await app.get(DataSource).query(`SELECT language FROM users WHERE mobile_number = $1`, [knMobile]);
    expect(row.language).toBe('kn');
  });
});
