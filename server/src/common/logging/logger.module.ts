import { DynamicModule, Global, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent, Logger as PinoLogger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { AppConfig } from '../../config/app-config.js';
import { AppLogger, ROOT_LOGGER } from './app-logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
export const HTTP_LOGGER = Symbol('HTTP_LOGGER');

/**
 * The id of a request: its X-Request-Id when well formed, else a new one; decided once per
 * request (Fastify's request id and the logs' are the same).
 */
export function requestIdOf(req: IncomingMessage & { requestId?: string }): string {
  if (req.requestId) return req.requestId;
  const given = req.headers['x-request-id'];
  req.requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  return req.requestId;
}

/** pino-http with the portal's options: request ids, redaction, quiet health checks, level by status. */
export function createHttpLogger(config: Pick<AppConfig, 'logLevel'>): HttpLogger {
  return pinoHttp<IncomingMessage, ServerResponse, never>({
    level: config.logLevel,
    // The same id as Fastify's request id, which app.factory.ts answers in X-Request-Id.
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/api/health') },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error): LevelWithSilent =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Structured JSON logs on pino: one line per request (pino-http, started by app.factory.ts's
 * request hook on every route) and every log made while handling a request carries its id.
 * `AppLogger` is Nest's logger (`app.useLogger`).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: Pick<AppConfig, 'logLevel'>): DynamicModule {
    const http = createHttpLogger(config);
    return {
      module: LoggingModule,
      providers: [{ provide: HTTP_LOGGER, useValue: http }, { provide: ROOT_LOGGER, useValue: http.logger }, AppLogger],
      exports: [HTTP_LOGGER, ROOT_LOGGER, AppLogger],
    };
  }
}

/** Starts the request's log line, written when the answer is finished. */
export function startRequestLog(http: HttpLogger, req: IncomingMessage, res: ServerResponse): void {
  http(req, res);
}

/** The logger bound to the request's id, which `requestLogger` carries through the handler. */
export function requestLogOf(http: HttpLogger, res: ServerResponse): PinoLogger {
  // pino-http's logger of the request is `res.log` (Fastify has its own `log` on its request).
  const log = (res as ServerResponse & { log?: PinoLogger }).log;
  return typeof log?.isLevelEnabled === 'function' ? log : http.logger;
}

export function loggerModule(config: AppConfig): DynamicModule {
  return LoggingModule.forRoot(config);
}
