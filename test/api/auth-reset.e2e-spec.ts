import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { ageOtps, makeOfficer, newMobile, otpSentBy, outbox, signIn } from '../support/auth.js';
import { startTestApp } from '../support/test-app.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

describe('Forgot password (spec 2 §2, §4, §5, §8)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await startTestApp();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it('gives the same answer for an unknown number and sends nothing', async () => {
    const mobile = newMobile();
    const res = await http.post('/api/auth/send-otp').send({ mobile_number: mobile }).expect(200);
    expect(res.body).toEqual({
      success: true,
      code: 'RESET_OTP_SENT',
      message: 'If this mobile number is registered, an OTP has been sent to it.',
    });
    expect(outbox(app).some((l) => l.to === mobile)).toBe(false);
  });

  it('resets the password in three steps and ends every session of the user', async () => {
    const officer = await makeOfficer(app);
    const { agent: oldSession } = await signIn(app, officer.mobile, officer.password);
    await oldSession.get('/api/auth/me').expect(200);

    const code = await otpSentBy(app, officer.mobile, 'reset', () =>
      http.post('/api/auth/send-otp').send({ mobile_number: officer.mobile }).expect(200),
    );

    const early = await http
      .post('/api/auth/reset-password')
      .send({ mobile_number: officer.mobile, new_password: 'Fresh2025' })
      .expect(400);
    expect(early.body.message).toBe('Please verify OTP first.');
    const wrong = await http
      .post('/api/auth/verify-otp-fp')
      .send({ mobile_number: officer.mobile, otp: code === '123456' ? '654321' : '123456' })
      .expect(400);
    expect(wrong.body).toEqual({
      success: false,
      code: 'RESET_OTP_INVALID',
      message: 'Invalid OTP',
      errors: { otp: 'Invalid OTP' },
      errorCodes: { otp: 'RESET_OTP_INVALID' },
    });
    await http
      .post('/api/auth/verify-otp-fp')
      .send({ mobile_number: officer.mobile, otp: code })
      .expect(200, { success: true, code: 'OTP_VERIFIED', message: 'OTP verified.' });

    for (const weak of ['abc12', 'abcdefgh', '12345678', 'a1!!!!!']) {
      const res = await http.post('/api/auth/reset-password').send({ mobile_number: officer.mobile, new_password: weak }).expect(400);
      expect(res.body.message).toBe('Password must be at least 6 characters and include 1 letter & 1 number.');
    }
    await http
      .post('/api/auth/reset-password')
      .send({ mobile_number: officer.mobile, new_password: 'Fresh2025' })
      .expect(200, { success: true, code: 'PASSWORD_UPDATED', message: 'Password updated successfully' });

    await oldSession.get('/api/auth/me').expect(401);
    await http.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }).expect(401);
    await ageOtps(app, officer.mobile, 2); // past the resend gap of the first sign-in
    await signIn(app, officer.mobile, 'Fresh2025');

    // The verified code was used once.
    const replay = await http
      .post('/api/auth/reset-password')
      .send({ mobile_number: officer.mobile, new_password: 'Another2025' })
      .expect(400);
    expect(replay.body.message).toBe('Please verify OTP first.');
  });

  it('validates the mobile number', async () => {
    const res = await http.post('/api/auth/send-otp').send({ mobile_number: '12345' }).expect(400);
    expect(res.body.message).toBe('Enter a valid 10-digit mobile number');
  });
});
