import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { BoundedClient } from './pg-client.js';

export interface TransactionOptions {
  /** How long a statement may wait for a row or advisory lock before the change is refused (409). */
  lockTimeoutMs?: number;
  /** How long one statement may run. */
  statementTimeoutMs?: number;
}

/**
 * A counting semaphore per DataSource. A transaction holds its pool connection from BEGIN to
 * COMMIT, waiting on locks included; if every connection of the pool sat in a transaction
 * waiting on a lock, plain reads (and the transaction holding the lock) could get no
 * connection at all. So at most half the pool runs transactions at once; the rest wait here,
 * in memory, holding nothing. (database/cursor.ts bounds the open cursors the same way.)
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async enter(timeoutMs: number): Promise<void> {
    if (this.running < this.size) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.running++;
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(ApiError.unavailable('SERVER_BUSY'));
      }, timeoutMs);
      this.waiting.push(grant);
    });
  }

  leave(): void {
    this.running--;
    const next = this.waiting.shift();
    if (next) next();
  }
}

const gates = new WeakMap<DataSource, Gate>();

function gateOf(dataSource: DataSource): Gate {
  let gate = gates.get(dataSource);
  if (!gate) {
    const extra = (dataSource.options as { extra?: { max?: number } }).extra;
    gate = new Gate(Math.max(1, Math.floor((extra?.max ?? 10) / 2)));
    gates.set(dataSource, gate);
  }
  return gate;
}

/**
 * Runs `work` in one transaction with bounded lock waits: a change that cannot get its lock
 * within `lockTimeoutMs` fails with lock_not_available, which the exception filter answers
 * as 409 "being changed by someone else", never a 500 or a stalled server.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (em: EntityManager) => Promise<T>,
  { lockTimeoutMs = 3000, statementTimeoutMs = 30000 }: TransactionOptions = {},
): Promise<T> {
  const gate = gateOf(dataSource);
  await gate.enter(lockTimeoutMs + 7000);
  try {
    return await dataSource.transaction(async (em) => {
      await em.query(`SELECT set_config('lock_timeout', $1, true), set_config('statement_timeout', $2, true)`, [
        `${lockTimeoutMs}ms`,
        `${statementTimeoutMs}ms`,
      ]);
      // Statements allowed longer than the client's query bound (an import) are waited for that long.
      const client = (em.queryRunner as { databaseConnection?: unknown } | undefined)?.databaseConnection;
      const restore = client instanceof BoundedClient ? client.allowStatementsOf(statementTimeoutMs) : undefined;
      try {
        return await work(em);
      } finally {
        restore?.();
      }
    });
  } finally {
    gate.leave();
  }
}
