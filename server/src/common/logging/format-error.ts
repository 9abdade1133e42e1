import { inspect } from 'node:util';

/** A thrown value as one readable line: never "undefined", whatever was thrown. */
export function formatError(err: unknown): string {
  if (err instanceof Error) {
    const nested = err instanceof AggregateError ? err.errors.map(formatError).filter(Boolean) : [];
    const code = (err as { code?: unknown }).code;
    const own = err.message || (nested.length ? nested.join('; ') : '') || (typeof code === 'string' ? code : '') || err.name;
    const cause = err.cause === undefined ? '' : ` (cause: ${formatError(err.cause)})`;
    return own + cause;
  }
  if (typeof err === 'string') return err.trim() || 'an empty error message';
  if (err === undefined || err === null) return 'no reason given (an empty value was thrown)';
  if (typeof err === 'object') {
    const message = (err as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return inspect(err, { depth: 3, breakLength: Infinity });
}
