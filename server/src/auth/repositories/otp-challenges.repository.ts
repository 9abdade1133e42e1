import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OtpChallenge, type OtpChannel, type OtpPurpose } from '../entities/otp-challenge.entity.js';

/** The challenge a try was counted against: its tries so far (this one included), its hash, whether it expired. */
export interface TriedChallenge {
  id: string;
  attempts: number;
  code_hash: string;
  expired: boolean;
}

/** What the send throttle of one target reads. */
export interface TargetSendState {
  /** How long ago the latest code was sent, if it is still unused (neither verified nor cancelled). */
  latest_unused_age_ms: number | null;
  /** Codes sent in the last hour and never used. */
  unused_last_hour: number;
}

/** The fields of a new challenge. */
export type NewOtpChallenge = Pick<OtpChallenge, 'purpose' | 'channel' | 'target' | 'code_hash' | 'expires_at' | 'created_ip'>;

/** One-time code challenges (table otp_challenges); the rules are OtpService's. */
@Injectable()
export class OtpChallengesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Holds the target's advisory lock until the transaction ends (sends to one target one at a time). */
  async lockTarget(em: EntityManager, purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`otp:${purpose}:${channel}:${target}`]);
  }

  /** The age of the latest unused code and the unused codes of the last hour, for one target. */
  async targetSendState(em: EntityManager, purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<TargetSendState> {
    const [state]: TargetSendState[] = await em.query(
      `SELECT
         (SELECT CASE WHEN verified_at IS NULL AND cancelled_at IS NULL THEN extract(epoch FROM now() - created_at) * 1000 END
            FROM otp_challenges WHERE purpose = $1 AND channel = $2 AND target = $3
            ORDER BY created_at DESC LIMIT 1)::float8 AS latest_unused_age_ms,
         (SELECT count(*) FROM otp_challenges
           WHERE purpose = $1 AND channel = $2 AND target = $3
             AND created_at > now() - interval '1 hour' AND verified_at IS NULL AND cancelled_at IS NULL)::int AS unused_last_hour`,
      [purpose, channel, target],
    );
    return state;
  }

  /** Ends the target's open challenges of this purpose (a new code replaces them). */
  async closeOpen(em: EntityManager, purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    await em
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ consumed_at: () => 'now()' })
      .where('purpose = :purpose AND channel = :channel AND target = :target AND consumed_at IS NULL', { purpose, channel, target })
      .execute();
  }

  async insert(em: EntityManager, challenge: NewOtpChallenge): Promise<OtpChallenge> {
    const repo = em.getRepository(OtpChallenge);
    return repo.save(repo.create(challenge));
  }

  /**
   * One UPDATE that finds the target's latest open challenge and counts a try against it,
   * answering the challenge as counted (undefined when there is none open).
   */
  async countTry(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<TriedChallenge | undefined> {
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
    return (counted.raw as TriedChallenge[] | undefined)?.[0];
  }

  /** Marks an open challenge verified (and, with `consume`, used); false when it is no longer open. */
  async markVerified(id: string, consume: boolean): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(OtpChallenge)
      .set(consume ? { consumed_at: () => 'now()', verified_at: () => 'now()' } : { verified_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL', { id })
      .execute();
    return Boolean(result.affected);
  }

  findById(id: string): Promise<OtpChallenge> {
    return this.dataSource.getRepository(OtpChallenge).findOneByOrFail({ id });
  }

  /** The latest challenge of the target verified within `ttlSeconds` and not yet used, or null. */
  findVerified(purpose: OtpPurpose, channel: OtpChannel, target: string, ttlSeconds: number): Promise<OtpChallenge | null> {
    return this.dataSource
      .getRepository(OtpChallenge)
      .createQueryBuilder('c')
      .where('c.purpose = :purpose AND c.channel = :channel AND c.target = :target', { purpose, channel, target })
      .andWhere('c.consumed_at IS NULL')
      .andWhere(`c.verified_at > now() - make_interval(secs => :ttl)`, { ttl: ttlSeconds })
      .orderBy('c.created_at', 'DESC')
      .getOne();
  }

  /** Marks a verified challenge used; false when it was used already. */
  async consumeVerified(em: EntityManager, id: string): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ consumed_at: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL AND verified_at IS NOT NULL', { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Cancels the target's open challenges of this purpose. */
  async cancelOpen(purpose: OtpPurpose, channel: OtpChannel, target: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OtpChallenge)
      .set({ consumed_at: () => 'now()', cancelled_at: () => 'now()' })
      .where('purpose = :purpose AND channel = :channel AND target = :target AND consumed_at IS NULL', { purpose, channel, target })
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.getRepository(OtpChallenge).delete({ id });
  }
}
