import { Inject, Injectable, LoggerService } from '@nestjs/common';
import type { Level, Logger as PinoLogger } from 'pino';
import { requestLogger } from './request-context.js';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Nest's start-up narration (one line per module, controller and route). It goes to `debug`, so
 * the default level shows what an operator needs; warnings and errors of these sources still show.
 */
const BOOTSTRAP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestApplicationContext',
]);

/**
 * Nest's LoggerService on pino. Inside a request every line carries that request (`req`: id,
 * method, address), bound only when a line is written; elsewhere it goes through the root logger. Nest passes the context (the
 * `new Logger('Name')` name) as the last extra argument; it becomes the `context` field.
 */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) private readonly root: PinoLogger) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const fields: Record<string, unknown> = {};
    let rest = params;
    if (params.length) {
      const context = params[params.length - 1];
      if (context !== undefined) fields.context = context;
      rest = params.slice(0, -1);
      if (level === 'info' && typeof context === 'string' && BOOTSTRAP_CONTEXTS.has(context)) level = 'debug';
    }
    if (!this.root.isLevelEnabled(level)) return;
    const request = requestLogger.getStore();
    const logger = request ? this.root.child({ req: request }) : this.root;
    if (message instanceof Error) {
      fields.err = message;
      logger[level](fields, ...(rest as []));
    } else if (message !== null && typeof message === 'object') {
      Object.assign(fields, message);
      logger[level](fields, ...(rest as []));
    } else if (level === 'error' && rest.length === 1 && typeof rest[0] === 'string' && /\n\s*at /.test(rest[0])) {
      // Nest's exception handlers call error(message, stack, context).
      const err = new Error(String(message));
      err.stack = rest[0];
      fields.err = err;
      logger.error(fields, String(message));
    } else {
      logger[level](fields, String(message), ...(rest as []));
    }
  }
}
