import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { AuthFailure } from './entities/auth-failure.entity.js';
import { User } from './entities/user.entity.js';
import { OtpService, OtpVerificationError } from './otp.service.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';

export const BAD_CREDENTIALS = 'Invalid mobile number or password.';
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
const MAX_FAILURES_PER_IP = 20;
const IP_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_OTP_MESSAGES = {
  invalid: 'Invalid OTP.',
  expired: 'OTP has expired. Please request a new OTP.',
  exhausted: 'Too many wrong attempts. Please request a new OTP.',
} as const;

/**
 * Sign-in in two steps (spec 1 §2): the password, then a one-time code sent to the mobile.
 * Wrong passwords lock the account for a while and are throttled per client address; the
 * answer never tells whether the number or the password was wrong.
 */
@Injectable()
export class LoginService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AuthFailure) private readonly failures: Repository<AuthFailure>,
    private readonly otps: OtpService,
  ) {}

  async requestOtp(mobile: string, password: string, ip: string): Promise<void> {
    const recent = await this.failures.count({ where: { ip, created_at: MoreThan(new Date(Date.now() - IP_WINDOW_MS)) } });
    if (recent >= MAX_FAILURES_PER_IP) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'Too many failed sign-in attempts from your network. Please try again later.');
    }
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.mobile_number = :mobile', { mobile })
      .getOne();
    if (!user || user.status !== 'ACTIVE') {
      await burnPasswordCheck(password);
      await this.failures.insert({ ip, mobile });
      throw new ApiError(HttpStatus.UNAUTHORIZED, BAD_CREDENTIALS);
    }
    if (user.locked_until && user.locked_until.getTime() > Date.now()) throw this.locked(user.locked_until);
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.failures.insert({ ip, mobile });
      const failed = user.failed_logins + 1;
      if (failed >= LOCK_AFTER_FAILURES) {
        const until = new Date(Date.now() + LOCK_MINUTES * 60 * 1000);
        await this.users.update({ id: user.id }, { failed_logins: 0, locked_until: until });
        throw this.locked(until);
      }
      await this.users.update({ id: user.id }, { failed_logins: failed });
      throw new ApiError(HttpStatus.UNAUTHORIZED, BAD_CREDENTIALS);
    }
    if (user.failed_logins || user.locked_until) await this.users.update({ id: user.id }, { failed_logins: 0, locked_until: null });
    await this.otps.issue('login', 'sms', mobile, ip);
  }

  /** Checks the code; answers the user id to open the session for. */
  async verifyOtp(mobile: string, otp: string): Promise<number> {
    const user = await this.users.findOne({ where: { mobile_number: mobile, status: 'ACTIVE' }, select: { id: true } });
    try {
      await this.otps.verify('login', 'sms', mobile, otp, true);
    } catch (err) {
      if (err instanceof OtpVerificationError) throw new ApiError(HttpStatus.UNAUTHORIZED, LOGIN_OTP_MESSAGES[err.reason]);
      throw err;
    }
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, LOGIN_OTP_MESSAGES.invalid);
    await this.users.update({ id: user.id }, { last_login_at: new Date() });
    return user.id;
  }

  private locked(until: Date): ApiError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000));
    return new ApiError(
      HttpStatus.LOCKED,
      `Your account is locked after too many failed attempts. Try again after ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
