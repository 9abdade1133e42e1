import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { lastOtp, loadDemoLocations, makeOfficer, newMobile, otpSentBy, passwordStep } from '../support/auth.js';
import { startTestApp, testConfig } from '../support/test-app.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

/**
 * Issue 8 findings 1, 4, 5, 11, 23: one-time codes and passwords under parallel guessing,
 * enumeration of registered numbers, lockouts a stranger can cause, and resend gaps that held
 * officers back. Requests carry X-Forwarded-For so each test is its own client address.
 */
describe('Sign-in hardening: parallel guesses, enumeration, lockouts (issue 8)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  let ipCounter = 1;
  const client = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const TOO_MANY = 'Too many wrong attempts. Please request a new OTP.';

  beforeAll(async () => {
    app = await startTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
    await loadDemoLocations(app);
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

  describe('finding 1: five tries per code, counted before the code is compared', () => {
    it('forgot password: 200 parallel guesses compare at most five codes, and the right code afterwards is refused', async () => {
      const officer = await makeOfficer(app);
      const ip = client();
      const code = await otpSentBy(app, officer.mobile, 'reset', () =>
        http.post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ mobile_number: officer.mobile }).expect(200),
      );
      const answers = await Promise.all(
        wrongCodes(code, 200).map((otp) =>
          http.post('/api/auth/verify-otp-fp').set('X-Forwarded-For', ip).send({ mobile_number: officer.mobile, otp }),
        ),
      );
      const compared = answers.filter((a) => a.body.message !== TOO_MANY);
      expect(compared.length).toBeLessThanOrEqual(4);
      expect(answers.every((a) => a.status === 400)).toBe(true);

      const right = await http.post('/api/auth/verify-otp-fp').send({ mobile_number: officer.mobile, otp: code }).expect(400);
      expect(right.body.message).toBe(TOO_MANY);
      const takeover = await http
        .post('/api/auth/reset-password')
        .send({ mobile_number: officer.mobile, new_password: 'Stolen2025' })
        .expect(400);
      expect(takeover.body.message).toBe('Please verify OTP first.');
    });

    it('forgot password: with the right code among 300 parallel guesses, at most five are compared and at most one succeeds', async () => {
      const officer = await makeOfficer(app);
      const code = await otpSentBy(app, officer.mobile, 'reset', () =>
        http.post('/api/auth/send-otp').set('X-Forwarded-For', client()).send({ mobile_number: officer.mobile }).expect(200),
      );
      const guesses = wrongCodes(code, 299);
      guesses.splice(250, 0, code);
      const answers = await Promise.all(
        guesses.map((otp) => http.post('/api/auth/verify-otp-fp').send({ mobile_number: officer.mobile, otp })),
      );
      const compared = answers.filter((a) => a.body.message !== TOO_MANY);
      expect(compared.length).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    });

    it('forgot password: 50 parallel tries of the right code are all counted, so at most five are compared', async () => {
      const officer = await makeOfficer(app);
      const code = await otpSentBy(app, officer.mobile, 'reset', () =>
        http.post('/api/auth/send-otp').set('X-Forwarded-For', client()).send({ mobile_number: officer.mobile }).expect(200),
      );
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => http.post('/api/auth/verify-otp-fp').send({ mobile_number: officer.mobile, otp: code })),
      );
      const verified = answers.filter((a) => a.status === 200).length;
      expect(verified).toBeGreaterThanOrEqual(1);
      expect(verified).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.message === TOO_MANY)).toBe(true);
    });

    it('sign-in: 200 parallel guesses of the login code compare at most five; the sixth try is refused even when right', async () => {
      const officer = await makeOfficer(app);
      await http
        .post('/api/auth/sign-request-otp')
        .set('X-Forwarded-For', client())
        .send({ mobile: officer.mobile, password: officer.password })
        .expect(200);
      const code = lastOtp(app, officer.mobile);
      const answers = await Promise.all(
        wrongCodes(code, 200).map((otp) => http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp })),
      );
      expect(answers.filter((a) => a.body.message !== TOO_MANY).length).toBeLessThanOrEqual(4);
      expect(answers.every((a) => a.status === 401)).toBe(true);
      const right = await http.post('/api/auth/sign-request-login').send({ mobile: officer.mobile, otp: code }).expect(401);
      expect(right.body.message).toBe(TOO_MANY);
    });
  });

  describe('finding 11: the resend gap is for an unused code of the same purpose only', () => {
    it('signing in again right after signing out is not held back', async () => {
      const officer = await makeOfficer(app);
      const ip = client();
      const agent = request.agent(app.getHttpServer());
      await passwordStep(agent, ip, officer.mobile, officer.password).expect(200);
      await agent
        .post('/api/auth/sign-request-login')
        .set('X-Forwarded-For', ip)
        .send({ mobile: officer.mobile, otp: lastOtp(app, officer.mobile) })
        .expect(200);
      await agent.post('/api/auth/logout').expect(200);
      await passwordStep(agent, ip, officer.mobile, officer.password).expect(200);
      await agent
        .post('/api/auth/sign-request-login')
        .set('X-Forwarded-For', ip)
        .send({ mobile: officer.mobile, otp: lastOtp(app, officer.mobile) })
        .expect(200);
      // An unused code still holds back a resend of the same purpose.
      const again = await passwordStep(agent, ip, officer.mobile, officer.password);
      expect(again.status).toBe(200);
      const resend = await passwordStep(agent, ip, officer.mobile, officer.password).expect(429);
      expect(resend.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    });

    it('signing in right after a password reset is not held back', async () => {
      const officer = await makeOfficer(app);
      const ip = client();
      // The officer first tried to sign in (an unused login code), then chose Forgot Password.
      await passwordStep(http, ip, officer.mobile, officer.password).expect(200);
      const code = await otpSentBy(app, officer.mobile, 'reset', () =>
        http.post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ mobile_number: officer.mobile }).expect(200),
      );
      await http.post('/api/auth/verify-otp-fp').set('X-Forwarded-For', ip).send({ mobile_number: officer.mobile, otp: code }).expect(200);
      await http
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', ip)
        .send({ mobile_number: officer.mobile, new_password: 'Fresh2025' })
        .expect(200);
      const agent = request.agent(app.getHttpServer());
      await passwordStep(agent, ip, officer.mobile, 'Fresh2025').expect(200);
      await agent
        .post('/api/auth/sign-request-login')
        .set('X-Forwarded-For', ip)
        .send({ mobile: officer.mobile, otp: lastOtp(app, officer.mobile) })
        .expect(200);
    });
  });

  describe('finding 5: wrong passwords shut the pair of account and address, never the account', () => {
    it('five wrong passwords from one address do not keep the officer out from another', async () => {
      const officer = await makeOfficer(app);
      const stranger = client();
      for (let i = 0; i < 4; i++) {
        await passwordStep(http, stranger, officer.mobile, 'Wrong@123').expect(401);
      }
      const fifth = await passwordStep(http, stranger, officer.mobile, 'Wrong@123').expect(423);
      expect(fifth.body.message).toBe('Your account is locked after too many failed attempts. Try again after 15 minutes.');
      await passwordStep(http, stranger, officer.mobile, officer.password).expect(423);
      await http
        .post('/api/auth/sign-request-otp')
        .set('X-Forwarded-For', client())
        .send({ mobile: officer.mobile, password: officer.password })
        .expect(200);
    });

    it('one address cannot lock several accounts for their owners', async () => {
      const stranger = client();
      const officers = [await makeOfficer(app), await makeOfficer(app), await makeOfficer(app), await makeOfficer(app)];
      for (const o of officers) {
        for (let i = 0; i < 5; i++) await passwordStep(http, stranger, o.mobile, 'Wrong@123');
      }
      for (const o of officers) {
        await http
          .post('/api/auth/sign-request-otp')
          .set('X-Forwarded-For', client())
          .send({ mobile: o.mobile, password: o.password })
          .expect(200);
      }
    });

    it('50 parallel wrong passwords from one address check at most five', async () => {
      const officer = await makeOfficer(app);
      const ip = client();
      const answers = await Promise.all(Array.from({ length: 50 }, () => passwordStep(http, ip, officer.mobile, 'Wrong@123')));
      expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(4);
      expect(answers.filter((a) => a.status === 423).length).toBeGreaterThanOrEqual(46);
      expect(answers.every((a) => a.status === 401 || a.status === 423)).toBe(true);
    });

    it('a password reset clears the officer’s pair locks', async () => {
      const officer = await makeOfficer(app);
      const ip = client();
      for (let i = 0; i < 5; i++) await passwordStep(http, ip, officer.mobile, 'Wrong@123');
      const code = await otpSentBy(app, officer.mobile, 'reset', () =>
        http.post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ mobile_number: officer.mobile }).expect(200),
      );
      await http.post('/api/auth/verify-otp-fp').send({ mobile_number: officer.mobile, otp: code }).expect(200);
      await http.post('/api/auth/reset-password').send({ mobile_number: officer.mobile, new_password: 'Fresh2025' }).expect(200);
      await passwordStep(http, ip, officer.mobile, 'Fresh2025').expect(200);
    });
  });

  describe('finding 4: registered numbers cannot be told apart', () => {
    it('forgot password answers alike for a registered and an unknown number, resends included', async () => {
      const officer = await makeOfficer(app);
      const unknown = newMobile();
      const ip = client();
      const ask = (mobile_number: string) => http.post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ mobile_number });
      const [a1, b1] = [await ask(officer.mobile), await ask(unknown)];
      const [a2, b2] = [await ask(officer.mobile), await ask(unknown)];
      expect([a1.status, a1.body]).toEqual([b1.status, b1.body]);
      expect([a2.status, a2.body]).toEqual([b2.status, b2.body]);
      expect(a1.status).toBe(200);
      expect(a2.status).toBe(429);
      expect(a2.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
      // The unknown number got no message, and nothing can verify its stand-in code.
      const db = app.get(DataSource);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM otp_challenges WHERE target = $1`, [unknown]);
      expect(n).toBe(1);
    });
  });

  describe('per-address limits (findings 4 and 23), here set small to reach them', () => {
    let small: INestApplication;
    let smallHttp: ReturnType<typeof request>;

    beforeAll(async () => {
      small = await startTestApp({
        config: testConfig({
          TRUST_PROXY: '1',
          THROTTLE_OTP_PER_ADDRESS_PER_HOUR: '6',
          THROTTLE_FAILED_SIGNINS_PER_ADDRESS: '5',
          THROTTLE_REGISTRATION_LOOKUPS_PER_ADDRESS: '3',
        }),
      });
      smallHttp = request(small.getHttpServer());
    });
    afterAll(() => small.close());

    it('OTP sends per address: the sign-in step', async () => {
      const ip = client();
      for (let i = 0; i < 6; i++) {
        const o = await makeOfficer(small);
        await passwordStep(smallHttp, ip, o.mobile, o.password).expect(200);
      }
      const o = await makeOfficer(small);
      const res = await passwordStep(smallHttp, ip, o.mobile, o.password).expect(429);
      expect(res.body.message).toBe('Too many OTP requests from your network. Please try again later.');
    });

    it('registration: every request-otp counts against the address, "already registered" answers against a smaller budget', async () => {
      const ip = client();
      const registered = await Promise.all([makeOfficer(small), makeOfficer(small), makeOfficer(small), makeOfficer(small)]);
      const probe = (mobile_number: string) =>
        smallHttp
          .post('/api/auth/request-otp')
          .set('X-Forwarded-For', ip)
          .send({ mobile_number, email: `${mobile_number}@example.org`, kgid_pan: `K${mobile_number}` });
      for (const o of registered.slice(0, 3)) {
        const res = await probe(o.mobile).expect(409);
        expect(res.body.message).toBe('This mobile number is already registered.');
      }
      const fourth = await probe(registered[3].mobile).expect(429);
      expect(fourth.body.message).toBe('Too many registration attempts from your network. Please try again later.');

      // The OTP budget of the address (6 an hour) counts the probes too: three more calls reach it.
      const other = client();
      const fresh = (n: number) =>
        smallHttp
          .post('/api/auth/request-otp')
          .set('X-Forwarded-For', other)
          .send({ mobile_number: newMobile(), email: `fresh${n}@example.org`, kgid_pan: `F${n}` });
      for (let i = 0; i < 6; i++) await fresh(i).expect(200);
      const seventh = await fresh(7).expect(429);
      expect(seventh.body.message).toBe('Too many OTP requests from your network. Please try again later.');
    });

    it('registration lookups cannot be raced past the budget', async () => {
      const ip = client();
      const o = await makeOfficer(small);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          smallHttp
            .post('/api/auth/request-otp')
            .set('X-Forwarded-For', ip)
            .send({ mobile_number: o.mobile, email: `r${i}@example.org`, kgid_pan: `R${i}` }),
        ),
      );
      expect(answers.filter((a) => a.status === 409).length).toBeLessThanOrEqual(3);
    });

    it('failed sign-ins per address: many accounts from one address', async () => {
      const ip = client();
      for (let i = 0; i < 5; i++) {
        await passwordStep(smallHttp, ip, newMobile(), 'Wrong@123').expect(401);
      }
      const o = await makeOfficer(small);
      const res = await passwordStep(smallHttp, ip, o.mobile, o.password).expect(429);
      expect(res.body.message).toBe('Too many failed sign-in attempts from your network. Please try again later.');
    });

    it('right passwords do not count as failures of the address', async () => {
      const ip = client();
      for (let i = 0; i < 8; i++) {
        const o = await makeOfficer(small);
        await passwordStep(smallHttp, ip, o.mobile, o.password).expect((r) => {
          // Successes beyond the failure limit are fine; only the OTP budget (6) may stop them.
          if (![200, 429].includes(r.status) || (r.status === 429 && !/OTP requests/.test(r.body.message)))
            throw new Error(`${r.status} ${r.body.message}`);
        });
      }
    });
  });
});
