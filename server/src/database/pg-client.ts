import pg from 'pg';

/** pg's error for a query whose answer did not come within `query_timeout`. */
export const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** TCP keepalive on every connection, so a peer that vanished without closing is noticed. */
const KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

/**
 * A pg client that closes its connection once a query got no answer within `query_timeout`.
 * pg rejects such a query but keeps the connection, with the query still on the wire: on a
 * network that went silent every later query on it would queue behind that one and time out
 * in turn. Closed, it leaves the pool, and the next request opens a new connection.
 */
export class BoundedClient extends pg.Client {
  private readonly baseReadTimeoutMs: number | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.baseReadTimeoutMs = this.params().query_timeout || undefined;
  }

  // pg's query() has a promise form and several callback forms; both are watched here. Typed
  // `never` to stand in for each of pg's overloads: it returns whatever pg's query() returns.
  override query(...args: unknown[]): never {
    const query = (...a: unknown[]): unknown => (super.query as (...b: unknown[]) => unknown).apply(this, a);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: Error | null | undefined, result: unknown) => {
        this.dropIfUnanswered(err);
        (callback as (e: unknown, r: unknown) => void)(err, result);
      };
      return query(...args) as never;
    }
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        this.dropIfUnanswered(err);
        throw err;
      }) as never;
    }
    return result as never;
  }

  /**
   * For a transaction whose statement_timeout is longer than this client's query bound (an
   * import): lets its queries wait that long plus 5 s, so the server's own cancel (a clean
   * 57014) comes first. Returns the undo. Shorter statement timeouts and unbounded clients
   * change nothing.
   */
  allowStatementsOf(statementTimeoutMs: number): () => void {
    const params = this.params();
    if (!this.baseReadTimeoutMs || statementTimeoutMs <= this.baseReadTimeoutMs) return () => undefined;
    params.query_timeout = statementTimeoutMs + 5000;
    return () => void (params.query_timeout = this.baseReadTimeoutMs);
  }

  private params(): { query_timeout?: number | false } {
    return (this as unknown as { connectionParameters: { query_timeout?: number | false } }).connectionParameters;
  }

  private dropIfUnanswered(err: unknown): void {
    if (err instanceof Error && err.message === READ_TIMEOUT_MESSAGE) {
      // end() destroys the socket at once when a query is still in flight (no goodbye on a dead line).
      this.end().catch(() => undefined);
    }
  }
}

/**
 * The driver options that bound how long the application waits on PostgreSQL: keepalive always,
 * and with `queryTimeoutMs` a client-side limit on each query's answer (`query_timeout`, which
 * also holds on a silent network) and the same server-side limit (`statement_timeout`, so the
 * server stops work nobody waits for any more; transactions set their own).
 */
export function connectionBounds(queryTimeoutMs?: number): pg.ClientConfig & { Client: typeof BoundedClient } {
  return {
    ...KEEPALIVE,
    Client: BoundedClient,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
  };
}
