/**
 * Waiting on the thing a test awaits instead of a fixed sleep: `check` is asked again every
 * `everyMs` until it answers something other than undefined/false (that answer is returned) or
 * the deadline passes (then the test fails saying what it waited for, and the last error seen);
 * `what` may be a function, read at the deadline (to say what was last seen).
 */
export async function waitUntil<T>(
  what: string | (() => string),
  check: () => T | Promise<T>,
  { timeoutMs = 20000, everyMs = 25 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<Exclude<T, false | undefined>> {
  const end = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await check();
      if (answer !== undefined && answer !== false) return answer as Exclude<T, false | undefined>;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= end) {
      const why = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}${why}`);
    }
    await pause(everyMs);
  }
}

/** A pause between polls of waitUntil (and nothing else: a test waits on events, not time). */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
