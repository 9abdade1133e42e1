import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/http/api-error.js';
import { signInPairPrefix } from './login.service.js';
import { OtpService, OtpVerificationError, type OtpFailure } from './otp.service.js';
import { hashPassword } from './passwords.js';
import { UsersRepository } from './repositories/users.repository.js';
import { SessionStore } from './session.js';
import { RateLimiter } from './throttle/rate-limiter.service.js';
import { type Language, type MessageCode } from '../common/messages/index.js';

const RESET_OTP_MESSAGES = {
  invalid: 'RESET_OTP_INVALID',
  expired: 'OTP_EXPIRED',
  exhausted: 'OTP_EXHAUSTED',
} as const satisfies Record<OtpFailure, MessageCode>;

/** Forgot password (spec 2): OTP to the registered mobile, verify, then a new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly otps: OtpService,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The same answer, the same throttles and the same timing whether or not the number is
   * registered, so numbers cannot be probed: an unregistered number gets a stand-in challenge
   * that nothing can verify, and a registered one's SMS goes out after the answer.
   */
  async sendOtp(mobile: string, ip: string, requestLanguage: Language): Promise<void> {
    const user = await this.users.findActiveIdAndLanguage(mobile);
    await this.otps.issue('password_reset', 'sms', mobile, ip, {
      delivery: user ? 'background' : 'never',
      language: user?.language ?? requestLanguage,
    });
  }

  async verifyOtp(mobile: string, otp: string): Promise<void> {
    try {
      await this.otps.verify('password_reset', 'sms', mobile, otp, false);
    } catch (err) {
      if (err instanceof OtpVerificationError) throw ApiError.badField('otp', RESET_OTP_MESSAGES[err.reason]);
      throw err;
    }
  }

  async reset(mobile: string, newPassword: string): Promise<void> {
    const alnum = newPassword.replace(/[^A-Za-z0-9]/g, '');
    if (alnum.length < 6 || !/[A-Za-z]/.test(newPassword) || !/[0-9]/.test(newPassword)) {
      throw ApiError.badField('new_password', 'RESET_PASSWORD_RULE');
    }
    const challenge = await this.otps.findVerified('password_reset', 'sms', mobile);
    const user = await this.users.findActiveId(mobile);
    if (!challenge || !user || !(await this.otps.consume(challenge.id))) {
      throw ApiError.badField('otp', 'OTP_VERIFY_FIRST');
    }
    await this.users.setPasswordHash(user.id, await hashPassword(newPassword));
    // Whoever knew the old password is signed out everywhere and loses any sign-in code it
    // asked for; the officer, who proved the mobile, may sign in at once from any address.
    await Promise.all([
      this.sessions.destroyAllFor(user.id),
      this.limiter.resetPrefix(signInPairPrefix(mobile)),
      this.otps.cancelOpen('login', 'sms', mobile),
    ]);
  }
}
