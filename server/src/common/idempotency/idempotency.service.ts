import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../http/api-error.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/** Keys are kept at least this long (an officer may come back online days later). */
export const KEEP_DAYS = 7;

/** A submission sent with an Idempotency-Key, as the interceptor read it. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  route: string;
  hash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Thrown inside a submission's transaction when another transaction stored the same key first
 * (it committed while this one waited on the key's row): the transaction rolls back and the
 * interceptor answers with what was stored.
 */
export class AlreadyAnswered extends Error {
  constructor(readonly request: IdempotentRequest) {
    super('This submission was already answered.');
  }
}

/**
 * Exactly-once submissions. The submission's transaction first claims the key (an INSERT that
 * waits on a concurrent claim of the same key and then finds it taken), does its work, and
 * writes its answer under the key before it commits, so a key is either absent or holds the
 * complete answer of a committed submission. Refusals (4xx) roll back and keep nothing: the
 * officer's corrected draft may be sent again with the same key.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(private readonly keys: IdempotencyRepository) {}

  /** The answer already stored under the request's key, or null; 409 when the key was used for other contents. */
  async answerOf(request: IdempotentRequest): Promise<StoredAnswer | null> {
    const row = await this.keys.findKey(request.userId, request.key);
    if (!row) return null;
    if (row.request_hash !== request.hash) throw ApiError.conflict('SUBMISSION_DIFFERENT_CONTENTS');
    return { status: row.status, body: row.body };
  }

  /**
   * Whether this user's key holds an answer of this route (whatever the contents it was sent
   * with). A key the user sent to another route is not known here: the request is a new one for
   * this route and gets its refusals (answerOf then finds the key taken, 409).
   */
  async known(userId: number, key: string, route: string): Promise<boolean> {
    return this.keys.existsForRoute(userId, key.toLowerCase(), route);
  }

  /**
   * Runs `work` under the key in the caller's transaction: claims the key first, then stores
   * `answer(result)` with it. Without a key (`request` null), only runs `work`.
   */
  async once<T>(
    em: EntityManager,
    request: IdempotentRequest | null,
    work: () => Promise<T>,
    answer: (result: T) => { status?: number; body: unknown },
  ): Promise<T> {
    if (!request) return work();
    if (!(await this.keys.claim(em, request.userId, request.key, request.route, request.hash))) throw new AlreadyAnswered(request);
    const result = await work();
    const { status = HttpStatus.OK, body } = answer(result);
    await this.keys.storeAnswer(em, request.userId, request.key, status, JSON.stringify(body));
    return result;
  }

  /** Keys older than KEEP_DAYS (plus a day of grace) are dead weight; safe on every replica. */
  @Cron(CronExpression.EVERY_HOUR)
  async prune(): Promise<void> {
    try {
      await this.keys.deleteOlderThan(KEEP_DAYS + 1);
    } catch (err) {
      this.logger.warn(`Pruning idempotency keys failed: ${(err as Error).message}`);
    }
  }
}
