import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OtpChallenge, OtpChannel, OtpPurpose } from './entities/otp-challenge.entity.js';
import { MessageSender } from './messaging/message-sender.js';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a verified registration or reset code may wait to be used. */
export const VERIFIED_OTP_TTL_MS = 15 * 60 * 1000;
const RESEND_GAP_MS = 60 * 1000;
const MAX_PER_TARGET_PER_HOUR = 5;
const MAX_PER_IP_PER_HOUR = 30;

export type OtpFailure = 'invalid' | 'expired' | 'exhausted';

export class OtpVerificationError extends Error {
  constructor(readonly reason: OtpFailure) {
    super(reason);
  }
}

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: 'to sign in to the MGNREGA Workflow Portal',
  registration: 'to verify your mobile number for MGNREGA Workflow Portal registration',
  password_reset: 'to reset your MGNREGA Workflow Portal password',
};

/**
 * One-time codes: 6 digits, 5 minutes, 5 wrong tries, single use, resend throttled per target
 * and per client address. Only an HMAC of the code (keyed with the session secret and bound to
 * purpose and target) is stored; comparison is constant-time.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    private readonly sender: MessageSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(purpose: OtpPurpose, channel: OtpChannel, target: string, ip: string | null): Promise<OtpChallenge> {
    await this.throttle(purpose, channel, target, ip);
    // A new code replaces any earlier one for the same purpose and target.
    await this.challenges.update(
      { purpose, channel, target, consumed_at: IsNull() },
      { consumed_at: () => 'now()' } as never,
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const challenge = await this.challenges.save(
      this.challenges.create({
        purpose,
        channel,
        target,
        code_hash: this.hash(purpose, target, code),
        expires_at: new Date(Date.now() + OTP_TTL_MS),
        created_ip: ip,
      }),
    );
    try {
      await this.sender.send({
        to: target,
        channel,
        text: `${code} is your OTP ${PURPOSE_TEXT[purpose]}. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka`,
        otp: code,
      });
    } catch (err) {
      await this.challenges.update({ id: challenge.id }, { consumed_at: new Date() });
      throw err;
    }
    return challenge;
  }

  /**
   * Checks a code against the latest open challenge. A wrong code costs one of five tries; the
   * sixth try is refused even when right. `consume` ends the challenge (login); otherwise it is
   * marked verified for a later step (registration, reset) to consume.
   */
  async verify(purpose: OtpPurpose, channel: OtpChannel, target: string, code: string, consume: boolean): Promise<OtpChallenge> {
    const challenge = await this.challenges.findOne({
      where: { purpose, channel, target, consumed_at: IsNull() },
      order: { created_at: 'DESC' },
    });
    if (!challenge) throw new OtpVerificationError('invalid');
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw new OtpVerificationError('exhausted');
    if (challenge.expires_at.getTime() <= Date.now()) throw new OtpVerificationError('expired');
    const expected = Buffer.from(challenge.code_hash, 'hex');
    const given = Buffer.from(this.hash(purpose, target, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Counted in SQL so two concurrent wrong tries both count.
      const { raw } = await this.challenges
        .createQueryBuilder()
        .update()
        .set({ attempts: () => 'attempts + 1' })
        .where('id = :id', { id: challenge.id })
        .returning('attempts')
        .execute();
      throw new OtpVerificationError(raw[0]?.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid');
    }
    // Single use even under concurrent requests: only one UPDATE finds it open.
    const result = await this.challenges
      .createQueryBuilder()
      .update()
      .set(consume ? { consumed_at: () => 'now()', verified_at: () => 'now()' } : { verified_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL', { id: challenge.id })
      .execute();
    if (!result.affected) throw new OtpVerificationError('invalid');
    return challenge;
  }

  /** The verified, unused challenge a registration or reset may consume, or null. */
  async findVerified(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<OtpChallenge | null> {
    return this.challenges.findOne({
      where: {
        purpose,
        channel,
        target,
        consumed_at: IsNull(),
        verified_at: MoreThan(new Date(Date.now() - VERIFIED_OTP_TTL_MS)),
      },
      order: { created_at: 'DESC' },
    });
  }

  /** Marks a verified challenge used; false when another request used it first. */
  async consume(id: string): Promise<boolean> {
    const result = await this.challenges
      .createQueryBuilder()
      .update()
      .set({ consumed_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL', { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return createHmac('sha256', this.config.session.secret).update(`${purpose}:${target}:${code}`).digest('hex');
  }

  private async throttle(purpose: OtpPurpose, channel: OtpChannel, target: string, ip: string | null): Promise<void> {
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const recent = await this.challenges.find({
      where: { purpose, channel, target, created_at: MoreThan(hourAgo) },
      order: { created_at: 'DESC' },
      take: MAX_PER_TARGET_PER_HOUR,
      select: { id: true, created_at: true },
    });
    if (recent[0] && Date.now() - recent[0].created_at.getTime() < RESEND_GAP_MS) {
      const wait = Math.ceil((RESEND_GAP_MS - (Date.now() - recent[0].created_at.getTime())) / 1000);
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, `Please wait ${wait} seconds before requesting another OTP.`);
    }
    if (recent.length >= MAX_PER_TARGET_PER_HOUR) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'Too many OTPs were requested for this number. Please try again after an hour.');
    }
    if (ip && (await this.challenges.count({ where: { created_ip: ip, created_at: MoreThan(hourAgo) } })) >= MAX_PER_IP_PER_HOUR) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'Too many OTP requests from your network. Please try again later.');
    }
  }
}
