import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LocationsService } from '../locations/locations.service.js';
import { OtpService, OtpVerificationError, type OtpFailure } from './otp.service.js';
import { hashPassword } from './passwords.js';
import { checkRegistration, RegistrationInput } from './registration-rules.js';
import { UserPermissionsRepository } from './repositories/user-permissions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { RateLimiter } from './throttle/rate-limiter.service.js';
import { type Language, type MessageCode, type Msg, msg } from '../common/messages/index.js';

export const ALREADY_REGISTERED = {
  mobile_number: 'MOBILE_ALREADY_REGISTERED',
  email: 'EMAIL_ALREADY_REGISTERED',
  kgid_pan: 'KGID_PAN_ALREADY_REGISTERED',
} as const satisfies Record<string, MessageCode>;

const MOBILE_OTP_MESSAGES = {
  invalid: 'MOBILE_OTP_INVALID',
  expired: 'MOBILE_OTP_EXPIRED',
  exhausted: 'MOBILE_OTP_EXHAUSTED',
} as const satisfies Record<OtpFailure, MessageCode>;
const EMAIL_OTP_MESSAGES = {
  invalid: 'EMAIL_OTP_INVALID',
  expired: 'EMAIL_OTP_EXPIRED',
  exhausted: 'EMAIL_OTP_EXHAUSTED',
} as const satisfies Record<OtpFailure, MessageCode>;

/** Officers register themselves (spec 1 §2 Signup): OTP to the mobile, then the form. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly permissions: UserPermissionsRepository,
    private readonly dataSource: DataSource,
    private readonly otps: OtpService,
    private readonly locations: LocationsService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The officer needs to hear that a number, e-mail or KGID is already registered, so the
   * answer stays; but every call counts against the address's OTP budget first, and the
   * "already registered" answers against a much smaller budget, so the registry cannot be
   * walked through this door.
   */
  async requestOtp(mobile: string, email: string, kgidPan: string, ip: string, language: Language): Promise<{ token: string; sent: Msg }> {
    await this.otps.chargeAddress(ip);
    await this.assertNotRegistered(mobile, email.trim().toLowerCase(), kgidPan.toUpperCase().replace(/[^A-Z0-9]/g, ''), ip);
    const challenge = await this.otps.issue('registration', 'sms', mobile, ip, { addressCharged: true, language });
    if (this.config.otp.registrationEmailOtp)
      await this.otps.issue('registration', 'email', email.trim().toLowerCase(), ip, { addressCharged: true, language });
    return { token: challenge.id, sent: msg('OTP_SENT_TO', { mobile: `+91${mobile}` }) };
  }

  async verifyOtp(mobile: string, email: string | undefined, otpMobile: string, otpEmail: string | undefined): Promise<void> {
    try {
      await this.otps.verify('registration', 'sms', mobile, otpMobile, false);
    } catch (err) {
      if (err instanceof OtpVerificationError) throw ApiError.badField('otp_mobile', MOBILE_OTP_MESSAGES[err.reason]);
      throw err;
    }
    if (!this.config.otp.registrationEmailOtp) return;
    if (!email || !otpEmail || !/^[0-9]{6}$/.test(otpEmail)) {
      throw ApiError.badField('otp_email', 'EMAIL_OTP_FORMAT');
    }
    try {
      await this.otps.verify('registration', 'email', email.trim().toLowerCase(), otpEmail, false);
    } catch (err) {
      if (err instanceof OtpVerificationError) throw ApiError.badField('otp_email', EMAIL_OTP_MESSAGES[err.reason]);
      throw err;
    }
  }

  async register(input: RegistrationInput, ip: string, language: Language): Promise<void> {
    const checked = checkRegistration(input);
    if (!checked.ok) throw ApiError.badField(checked.failure.field, checked.failure.message);
    const reg = checked.value;

    // The verified code comes first: only someone holding the mobile learns anything more.
    const mobileOtp = await this.otps.findVerified('registration', 'sms', reg.mobile_number);
    const emailOtp = this.config.otp.registrationEmailOtp ? await this.otps.findVerified('registration', 'email', reg.email) : null;
    if (!mobileOtp || (this.config.otp.registrationEmailOtp && !emailOtp)) {
      throw ApiError.badField('otp_mobile', 'OTP_VERIFY_FIRST');
    }
    await this.assertNotRegistered(reg.mobile_number, reg.email, reg.kgid_pan, ip);
    await this.assertLocation(reg.officer_level, reg.district_code, reg.block_code, reg.panchayat_code);

    const passwordHash = await hashPassword(reg.password);
    try {
      await inTransaction(this.dataSource, async (em) => {
        if (!(await this.otps.consume(mobileOtp.id, em)) || (emailOtp && !(await this.otps.consume(emailOtp.id, em)))) {
          throw ApiError.badField('otp_mobile', 'OTP_VERIFY_FIRST');
        }
        const user = await this.users.insert(em, {
          name: reg.name,
          email: reg.email,
          mobile_number: reg.mobile_number,
          kgid_pan: reg.kgid_pan,
          designation: reg.designation,
          officer_level: reg.officer_level,
          state_code: reg.state_code,
          district_code: reg.district_code,
          block_code: reg.block_code,
          panchayat_code: reg.panchayat_code,
          password_hash: passwordHash,
          language,
        });
        // New officers hold no role and the USER permission at their own level.
        await this.permissions.insert(em, user.id, 'USER', reg.officer_level);
      });
    } catch (err) {
      // Two registrations racing for the same mobile, e-mail or KGID: the unique index decides.
      if ((err as { code?: string }).code === '23505') {
        const detail = String((err as { detail?: string }).detail ?? '');
        const field = detail.includes('email') ? 'email' : detail.includes('kgid_pan') ? 'kgid_pan' : 'mobile_number';
        throw ApiError.conflict(ALREADY_REGISTERED[field], { [field]: ALREADY_REGISTERED[field] });
      }
      throw err;
    }
  }

  /** 409 naming the field already registered; each such answer spends the address's lookup budget. */
  private async assertNotRegistered(mobile: string, email: string, kgidPan: string, ip: string): Promise<void> {
    const key = `registration-lookup:${ip}`;
    // Counted before the lookup (parallel probes all count), given back when nothing clashed.
    const budget = await this.limiter.consume(key, {
      limit: this.config.throttle.registrationLookupsPerAddressPerHour,
      windowSeconds: 3600,
    });
    if (!budget.allowed) throw ApiError.tooMany('REGISTRATION_ADDRESS_LIMIT');
    const clash = await this.users.findHoldingAny(mobile, email, kgidPan);
    if (!clash) {
      await this.limiter.refund(key);
      return;
    }
    const field = clash.mobile_number === mobile ? 'mobile_number' : clash.email === email ? 'email' : 'kgid_pan';
    throw ApiError.conflict(ALREADY_REGISTERED[field], { [field]: ALREADY_REGISTERED[field] });
  }

  private async assertLocation(level: string, district: string | null, block: string | null, panchayat: string | null): Promise<void> {
    if (level === 'STATE') return;
    if (!(await this.locations.exists({ district_code: district! }))) {
      throw ApiError.badRequest('DISTRICT_UNKNOWN', { district_code: 'DISTRICT_FIELD_UNKNOWN' });
    }
    if (level === 'ZP') return;
    if (!block!.startsWith(district!) || !(await this.locations.exists({ district_code: district!, block_code: block! }))) {
      throw ApiError.badRequest('BLOCK_NOT_IN_DISTRICT', { block_code: 'BLOCK_FIELD_UNKNOWN' });
    }
    if (level === 'TP') return;
    if (!panchayat!.startsWith(block!) || !(await this.locations.exists({ block_code: block!, panchayat_code: panchayat! }))) {
      throw ApiError.badRequest('PANCHAYAT_NOT_IN_BLOCK', { panchayat_code: 'PANCHAYAT_FIELD_UNKNOWN' });
    }
  }
}
