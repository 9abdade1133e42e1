import type { DataSource, EntityManager } from 'typeorm';
import { Gate } from './transaction.js';

/** Rows of one query read a batch at a time through a server-side cursor (openCursor). */
export interface RowCursor<T> {
  /** The next rows, at most the batch; [] once there are no more. */
  next(): Promise<T[]>;
  /** The cursor's connection inside its transaction: statements beside it read the same snapshot. */
  readonly manager: EntityManager;
  /** Ends the transaction and gives the connection back; runs once, however often it is called. */
  close(): Promise<void>;
}

/**
 * Cursors open at once per DataSource (per API process). Each holds a connection of the pool for
 * as long as its download lasts and formats as fast as its client reads, on the CPU every other
 * request shares: with eight exports asked for at once the bench measured another officer's
 * /auth/me p95 at 56 ms with two open at once, 82 ms with three, 174 ms with four, each time
 * with the same exports done in the same time (the CPU is what bounds them; docs/benchmarks.md).
 * Three: one more than an officer may run at once (EXPORTS_IN_FLIGHT), so
 * no officer holds them all. Beyond them a download waits its turn here, in memory, holding
 * nothing, for at most WAIT_MS (then 503 "busy").
 */
export const OPEN_CURSORS = 3;
const WAIT_MS = 30_000;
const gates = new WeakMap<DataSource, Gate>();

function gateOf(dataSource: DataSource): Gate {
  let gate = gates.get(dataSource);
  if (!gate) {
    gate = new Gate(OPEN_CURSORS);
    gates.set(dataSource, gate);
  }
  return gate;
}

/** A statement and its parameters. */
export interface CursorQuery {
  sql: string;
  params: unknown[];
}

export interface CursorOptions {
  /** Rows a fetch reads. */
  batch?: number;
  /**
   * How long the transaction may wait between fetches before PostgreSQL ends it
   * (idle_in_transaction_session_timeout): a download whose client stopped reading gives its
   * connection back after this long.
   */
  idleSeconds?: number;
}

/**
 * A query read as a stream from the database (issue 41: exports): once a turn is free (at most
 * OPEN_CURSORS at once), `DECLARE ... CURSOR` in a read-only REPEATABLE READ transaction on
 * a connection of its own, then `FETCH FORWARD batch`
 * as the reader asks for rows, so only one batch is held at a time. Each fetch is one statement
 * within the pool's query timeout. The SQL and its parameters are the caller's, as for `query`,
 * or made by a function that first reads what it needs in the same transaction (the same
 * snapshot); a statement that cannot be planned fails here, before anything is answered.
 */
export async function openCursor<T>(
  dataSource: DataSource,
  query: CursorQuery | ((em: EntityManager) => Promise<CursorQuery>),
  { batch = 500, idleSeconds = 60 }: CursorOptions = {},
): Promise<RowCursor<T>> {
  const gate = gateOf(dataSource);
  await gate.enter(WAIT_MS);
  const runner = dataSource.createQueryRunner();
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      try {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
      } catch {
        // The session may be gone (ended while idle); the connection is released all the same.
      } finally {
        await runner.release().catch(() => undefined);
        gate.leave();
      }
    })());
  let done = false;
  try {
    await runner.connect();
    await runner.startTransaction('REPEATABLE READ');
    await runner.query(`SET TRANSACTION READ ONLY`);
    // The whole answer is read: planned for all its rows, not for the first tenth (the cursor default).
    await runner.query(
      `SELECT set_config('idle_in_transaction_session_timeout', $1, true), set_config('cursor_tuple_fraction', '1', true)`,
      [`${idleSeconds}s`],
    );
    const { sql, params } = typeof query === 'function' ? await query(runner.manager) : query;
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    manager: runner.manager,
    async next() {
      if (done) return [];
      const rows = (await runner.query(`FETCH FORWARD ${Math.max(1, Math.floor(batch))} FROM export_rows`)) as T[];
      if (rows.length < batch) done = true;
      return rows;
    },
    close,
  };
}
