import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OtpChallenge, OtpChannel, OtpPurpose } from './entities/otp-challenge.entity.js';
import { MessageSender } from './messaging/message-sender.js';
import { OtpChallengesRepository } from './repositories/otp-challenges.repository.js';
import { RateLimiter } from './throttle/rate-limiter.service.js';
import { format, type Language, type MessageCode, msg } from '../common/messages/index.js';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a verified registration or reset code may wait to be used. */
export const VERIFIED_OTP_TTL_MS = 15 * 60 * 1000;
const RESEND_GAP_MS = 60 * 1000;
/** Codes sent to one number for one purpose and never used, per hour. */
const MAX_UNUSED_PER_TARGET_PER_HOUR = 5;

export type OtpFailure = 'invalid' | 'expired' | 'exhausted';

export class OtpVerificationError extends Error {
  constructor(readonly reason: OtpFailure) {
    super(reason);
  }
}

/**
 * How the code reaches the officer: `now` (the caller waits and hears of a failure),
 * `background` (the answer must not depend on it: forgot-password answers the same for every
 * number), `never` (a stand-in challenge for an unregistered number, so that the throttles
 * and answers are the same as for a registered one).
 */
export type Delivery = 'now' | 'background' | 'never';

export interface IssueOptions {
  delivery?: Delivery;
  /** The caller has already charged the client address for this send (registration). */
  addressCharged?: boolean;
  /** The language of the text sent: the officer's own, or the request's before there is one. */
  language?: Language;
}

const SMS_TEXT: Record<OtpPurpose, MessageCode> = {
  login: 'OTP_SMS_LOGIN',
  registration: 'OTP_SMS_REGISTRATION',
  password_reset: 'OTP_SMS_PASSWORD_RESET',
};

/**
 * One-time codes: 6 digits, 5 minutes, 5 tries, single use. Only an HMAC of the code (keyed
 * with the session secret and bound to purpose and target) is stored; comparison is
 * constant-time. Every try is counted by one UPDATE before the code is compared, so parallel
 * guesses cannot get past the limit. Sends are throttled per target (under an advisory lock
 * on the target) and per client address (an atomic counter).
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly challenges: OtpChallengesRepository,
    private readonly sender: MessageSender,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one OTP send against the client address; 429 past the hourly limit. */
  async chargeAddress(ip: string | null): Promise<void> {
    if (!ip) return;
    const used = await this.limiter.consume(`otp-address:${ip}`, { limit: this.config.throttle.otpPerAddressPerHour, windowSeconds: 3600 });
    if (!used.allowed) throw ApiError.tooMany('OTP_ADDRESS_LIMIT');
  }

  async issue(
    purpose: OtpPurpose,
    channel: OtpChannel,
    target: string,
    ip: string | null,
    options: IssueOptions = {},
  ): Promise<OtpChallenge> {
    const delivery = options.delivery ?? 'now';
    if (!options.addressCharged) await this.chargeAddress(ip);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A stand-in challenge stores a hash no code can produce.
    const codeHash = delivery === 'never' ? randomBytes(32).toString('hex') : this.hash(purpose, target, code);

    const challenge = await inTransaction(this.dataSource, async (em) => {
      await this.challenges.lockTarget(em, purpose, channel, target);
      await this.throttleTarget(em, purpose, channel, target);
      // A new code replaces any earlier open one for the same purpose and target.
      await this.challenges.closeOpen(em, purpose, channel, target);
      return this.challenges.insert(em, {
        purpose,
        channel,
        target,
        code_hash: codeHash,
        expires_at: new Date(Date.now() + OTP_TTL_MS),
        created_ip: ip,
      });
    });

    if (delivery === 'now') {
      await this.deliver(challenge, code, options.language ?? 'en');
    } else if (delivery === 'background') {
      void this.deliver(challenge, code, options.language ?? 'en').catch((err: Error) =>
        this.logger.error(`OTP delivery to ${purpose} target failed: ${err.message}`),
      );
    }
    return challenge;
  }

  /**
   * Checks a code against the latest open challenge. One UPDATE both finds the challenge and
   * counts the try; only then is the code compared, so at most five tries are ever compared
   * and a try past the limit is refused even with the right code. `consume` ends the
   * challenge (login); otherwise it is marked verified for a later step (registration, reset).
   */
  async verify(purpose: OtpPurpose, channel: OtpChannel, target: string, code: string, consume: boolean): Promise<OtpChallenge> {
    const tried = await this.challenges.countTry(purpose, channel, target);
    if (!tried) throw new OtpVerificationError('invalid');
    if (tried.attempts > OTP_MAX_ATTEMPTS) throw new OtpVerificationError('exhausted');
    if (tried.expired) throw new OtpVerificationError('expired');
    const expected = Buffer.from(tried.code_hash, 'hex');
    const given = Buffer.from(this.hash(purpose, target, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new OtpVerificationError(tried.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid');
    }
    // Single use even under concurrent requests: only one UPDATE finds it open.
    if (!(await this.challenges.markVerified(tried.id, consume))) throw new OtpVerificationError('invalid');
    const challenge = await this.challenges.findById(tried.id);
    return challenge;
  }

  /** The verified, unused challenge a registration or reset may consume, or null. */
  async findVerified(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<OtpChallenge | null> {
    return this.challenges.findVerified(purpose, channel, target, VERIFIED_OTP_TTL_MS / 1000);
  }

  /** Marks a verified challenge used; false when another request used it first. */
  async consume(id: string, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    return this.challenges.consumeVerified(em, id);
  }

  /** Withdraws the open codes of a purpose (a password reset withdraws sign-in codes sent under the old password). */
  async cancelOpen(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    await this.challenges.cancelOpen(purpose, channel, target);
  }

  private async deliver(challenge: OtpChallenge, code: string, language: Language): Promise<void> {
    try {
      await this.sender.send({
        to: challenge.target,
        channel: challenge.channel,
        text: format(SMS_TEXT[challenge.purpose], language, { code }),
        otp: code,
      });
    } catch (err) {
      // Nothing was sent: the challenge goes, so neither the resend gap nor the hourly cap
      // holds the officer back from trying again.
      await this.challenges.delete(challenge.id);
      throw err;
    }
  }

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return createHmac('sha256', this.config.session.secret).update(`${purpose}:${target}:${code}`).digest('hex');
  }

  /**
   * The resend gap applies only while the latest code of this purpose is unused, and the
   * hourly cap counts only unused codes: signing in again right after signing out, or right
   * after a password reset, is never held back.
   */
  private async throttleTarget(em: EntityManager, purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    const state = await this.challenges.targetSendState(em, purpose, channel, target);
    const age = state.latest_unused_age_ms;
    if (age !== null && age < RESEND_GAP_MS) {
      const wait = Math.max(1, Math.ceil((RESEND_GAP_MS - age) / 1000));
      throw ApiError.tooMany(msg('OTP_RESEND_WAIT', { seconds: wait }));
    }
    if (state.unused_last_hour >= MAX_UNUSED_PER_TARGET_PER_HOUR) {
      throw ApiError.tooMany('OTP_TARGET_LIMIT');
    }
  }
}
