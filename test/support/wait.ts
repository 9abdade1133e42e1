/**
 * Waiting on the thing a test awaits instead of a fixed sleep: `check` is asked again every
 * `everyMs` until it answers something other than undefined/false/null (that answer is returned)
 * or the deadline passes (then the wait fails saying what it waited for). A check that throws
 * ends the wait with its error at once (a failed load, a process that exited). `what` may be a
 * function, read at the deadline (to say what was last seen).
 */
export async function waitUntil<T>(
  what: string | (() => string),
  check: () => T | Promise<T>,
  { timeoutMs = 20000, everyMs = 25 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<Exclude<T, false | undefined | null>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined && answer !== null && answer !== false) return answer as Exclude<T, false | undefined | null>;
    if (Date.now() >= end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until `read` gives the same value `times` polls in a row (a stream that stopped under
 * backpressure, a count that stopped growing), and returns that value.
 */
export async function waitUntilSteady<T>(
  what: string,
  read: () => T | Promise<T>,
  { times = 4, timeoutMs = 20000, everyMs = 50 }: { times?: number; timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  let last = await read();
  let same = 0;
  return waitUntil(
    () => `${what} to stop changing (last ${String(last)})`,
    async () => {
      const now = await read();
      same = now === last ? same + 1 : 0;
      last = now;
      return same >= times ? { value: now } : undefined;
    },
    { timeoutMs, everyMs },
  ).then((r) => r.value);
}
