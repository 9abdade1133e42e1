import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OtpChallenge, OtpChannel, OtpPurpose } from './entities/otp-challenge.entity.js';
import { MessageSender } from './messaging/message-sender.js';
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

interface TriedChallenge {
  id: string;
  attempts: number;
  code_hash: string;
  expired: boolean;
}

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
      await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`otp:${purpose}:${channel}:${target}`]);
      await this.throttleTarget(em, purpose, channel, target);
      // A new code replaces any earlier open one for the same purpose and target.
      await em
        .createQueryBuilder()
        .update(OtpChallenge)
        .set({ consumed_at: () => 'now()' })
        .where('purpose = :purpose AND channel = :channel AND target = :target AND consumed_at IS NULL', { purpose, channel, target })
        .execute();
      const repo = em.getRepository(OtpChallenge);
      return repo.save(
        repo.create({ purpose, channel, target, code_hash: codeHash, expires_at: new Date(Date.now() + OTP_TTL_MS), created_ip: ip }),
      );
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
    const counted = await this.dataSource
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ attempts: () => 'attempts + 1' })
      .where('consumed_at IS NULL')
      .andWhere(
        `id = (SELECT id FROM otp_challenges WHERE purpose = :purpose AND channel = :channel AND target = :target
                 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1)`,
        { purpose, channel, target },
      )
      .returning('id, attempts, code_hash, expires_at <= now() AS expired')
      .execute();
    const tried = (counted.raw as TriedChallenge[] | undefined)?.[0];
    if (!tried) throw new OtpVerificationError('invalid');
    if (tried.attempts > OTP_MAX_ATTEMPTS) throw new OtpVerificationError('exhausted');
    if (tried.expired) throw new OtpVerificationError('expired');
    const expected = Buffer.from(tried.code_hash, 'hex');
    const given = Buffer.from(this.hash(purpose, target, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new OtpVerificationError(tried.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid');
    }
    // Single use even under concurrent requests: only one UPDATE finds it open.
    const result = await this.dataSource
      .createQueryBuilder()
      .update(OtpChallenge)
      .set(consume ? { consumed_at: () => 'now()', verified_at: () => 'now()' } : { verified_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL', { id: tried.id })
      .execute();
    if (!result.affected) throw new OtpVerificationError('invalid');
    const challenge = await this.dataSource.getRepository(OtpChallenge).findOneByOrFail({ id: tried.id });
    return challenge;
  }

  /** The verified, unused challenge a registration or reset may consume, or null. */
  async findVerified(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<OtpChallenge | null> {
    return this.dataSource
      .getRepository(OtpChallenge)
      .createQueryBuilder('c')
      .where('c.purpose = :purpose AND c.channel = :channel AND c.target = :target', { purpose, channel, target })
      .andWhere('c.consumed_at IS NULL')
      .andWhere(`c.verified_at > now() - make_interval(secs => :ttl)`, { ttl: VERIFIED_OTP_TTL_MS / 1000 })
      .orderBy('c.created_at', 'DESC')
      .getOne();
  }

  /** Marks a verified challenge used; false when another request used it first. */
  async consume(id: string, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ consumed_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL AND verified_at IS NOT NULL', { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Withdraws the open codes of a purpose (a password reset withdraws sign-in codes sent under the old password). */
  async cancelOpen(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ consumed_at: () => 'now()', cancelled_at: () => 'now()' })
      .where('purpose = :purpose AND channel = :channel AND target = :target AND consumed_at IS NULL', { purpose, channel, target })
      .execute();
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
      await this.dataSource.getRepository(OtpChallenge).delete({ id: challenge.id });
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
    const [state]: { latest_unused_age_ms: number | null; latest_used: boolean | null; unused_last_hour: number }[] = await em.query(
      `SELECT
         (SELECT CASE WHEN verified_at IS NULL AND cancelled_at IS NULL THEN extract(epoch FROM now() - created_at) * 1000 END
            FROM otp_challenges WHERE purpose = $1 AND channel = $2 AND target = $3
            ORDER BY created_at DESC LIMIT 1)::float8 AS latest_unused_age_ms,
         (SELECT count(*) FROM otp_challenges
           WHERE purpose = $1 AND channel = $2 AND target = $3
             AND created_at > now() - interval '1 hour' AND verified_at IS NULL AND cancelled_at IS NULL)::int AS unused_last_hour`,
      [purpose, channel, target],
    );
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
