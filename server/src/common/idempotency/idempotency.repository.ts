import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A key's stored row: the hash of the contents it was sent with and the answer. */
export interface StoredKeyRow {
  request_hash: string;
  status: number;
  body: unknown;
}

/** The submission keys and their answers (table idempotency_keys). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's key's row, or undefined. */
  async findKey(userId: number, key: string): Promise<StoredKeyRow | undefined> {
    const rows: StoredKeyRow[] = await this.dataSource.query(
      'SELECT request_hash, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    return rows[0];
  }

  /** Whether the user's key holds an answer of this route. */
  async existsForRoute(userId: number, key: string, route: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3', [
      userId,
      key,
      route,
    ]);
    return rows.length > 0;
  }

  /**
   * Claims the key in the caller's transaction (one INSERT that waits on a concurrent claim of
   * the same key); false when it was taken.
   */
  async claim(em: EntityManager, userId: number, key: string, route: string, hash: string): Promise<boolean> {
    const claimed: unknown[] = await em.query(
      `INSERT INTO idempotency_keys (user_id, key, route, request_hash, status, body) VALUES ($1, $2, $3, $4, 0, 'null'::jsonb)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
      [userId, key, route, hash],
    );
    return claimed.length > 0;
  }

  /** Stores the answer under a claimed key, in the caller's transaction. */
  async storeAnswer(em: EntityManager, userId: number, key: string, status: number, body: string): Promise<void> {
    await em.query('UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      status,
      body,
    ]);
  }

  /** Deletes the keys made more than `days` days ago. */
  async deleteOlderThan(days: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`, [days]);
  }
}
