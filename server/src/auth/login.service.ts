import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OtpService, OtpVerificationError, type OtpFailure } from './otp.service.js';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { UsersRepository } from './repositories/users.repository.js';
import { RateLimiter } from './throttle/rate-limiter.service.js';
import { type Language, type MessageCode, msg } from '../common/messages/index.js';

/** Wrong passwords for one account from one address before that pair is shut. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
const ADDRESS_WINDOW_SECONDS = 15 * 60;

/** Throttle keys of one account's sign-in tries, one per client address. */
export const signInPairPrefix = (mobile: string) => `signin-pair:${mobile}:`;

export const LOGIN_OTP_MESSAGES = {
  invalid: 'OTP_INVALID',
  expired: 'OTP_EXPIRED',
  exhausted: 'OTP_EXHAUSTED',
} as const satisfies Record<OtpFailure, MessageCode>;

/** Whose password was right: the code goes to this mobile, in this language (none chosen: null). */
export interface PasswordChecked {
  mobile: string;
  language: Language | null;
}

/**
 * Sign-in in two steps (spec 1 §2): the password, then a one-time code sent to the mobile.
 *
 * Wrong passwords shut the pair of account and client address for a while, not the account:
 * a stranger elsewhere cannot keep an officer out of their own office. Each try is counted
 * before the password is checked (parallel guesses all count) and a right password clears the
 * pair. A looser per-address limit stops one address trying many accounts. The password alone
 * never signs in: the code sent to the officer's mobile is still needed. The answer never tells
 * whether the number or the password was wrong. The steps run as passport strategies
 * (passport/password.strategy.ts, passport/otp.strategy.ts).
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly otps: OtpService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The password step (PasswordStrategy): the throttles, then the password. Answers whom to send
   * the one-time code to (sendOtp); refuses with the same message whether the number or the
   * password was wrong.
   */
  async checkPassword(mobile: string, password: string, ip: string): Promise<PasswordChecked> {
    const addressKey = `signin-address:${ip}`;
    const pairKey = `${signInPairPrefix(mobile)}${ip}`;
    const address = await this.limiter.consume(addressKey, {
      limit: this.config.throttle.failedSignInsPerAddressPer15Min,
      windowSeconds: ADDRESS_WINDOW_SECONDS,
    });
    if (!address.allowed) throw ApiError.tooMany('SIGNIN_ADDRESS_LIMIT');
    const pair = await this.limiter.consume(pairKey, {
      limit: LOCK_AFTER_FAILURES,
      windowSeconds: LOCK_MINUTES * 60,
      lockSeconds: LOCK_MINUTES * 60,
    });
    if (!pair.allowed) throw this.locked(pair.retryAfterSeconds);

    const user = await this.users.findWithPasswordHash(mobile);
    const right =
      user && user.status === 'ACTIVE' ? await verifyPassword(user.password_hash, password) : (await burnPasswordCheck(password), false);
    if (!right) {
      if (pair.hits >= LOCK_AFTER_FAILURES) throw this.locked(pair.retryAfterSeconds);
      throw ApiError.unauthenticated('BAD_CREDENTIALS');
    }
    // A right password is not a failure: give the address its hit back and clear the pair.
    await Promise.all([this.limiter.refund(addressKey), this.limiter.reset(pairKey)]);
    // A hash of an older release's parameters is written again with today's (passwords.ts).
    if (needsRehash(user!.password_hash)) await this.users.setPasswordHash(user!.id, await hashPassword(password));
    return { mobile, language: user!.language };
  }

  /** Sends the sign-in code; `requestLanguage` (the request's Accept-Language) words it for an officer who has not chosen a language. */
  async sendOtp(checked: PasswordChecked, ip: string, requestLanguage: Language): Promise<void> {
    await this.otps.issue('login', 'sms', checked.mobile, ip, { language: checked.language ?? requestLanguage });
  }

  /** Checks the code; answers the user id to open the session for. */
  async verifyOtp(mobile: string, otp: string): Promise<number> {
    const user = await this.users.findActiveId(mobile);
    try {
      await this.otps.verify('login', 'sms', mobile, otp, true);
    } catch (err) {
      if (err instanceof OtpVerificationError) throw ApiError.unauthenticated(LOGIN_OTP_MESSAGES[err.reason]);
      throw err;
    }
    if (!user) throw ApiError.unauthenticated(LOGIN_OTP_MESSAGES.invalid);
    await this.users.setLastLogin(user.id, new Date());
    return user.id;
  }

  private locked(retryAfterSeconds: number): ApiError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new ApiError(HttpStatus.LOCKED, minutes === 1 ? 'ACCOUNT_LOCKED_ONE_MINUTE' : msg('ACCOUNT_LOCKED', { minutes }));
  }
}
