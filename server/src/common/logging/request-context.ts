import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as PinoLogger } from 'pino';

/** The logger of the request being handled: pino-http's `req.log`, bound to the request id. */
export const requestLogger = new AsyncLocalStorage<PinoLogger>();
