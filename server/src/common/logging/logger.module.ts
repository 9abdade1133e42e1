import { DynamicModule, Global, Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { AppLogger, ROOT_LOGGER } from './app-logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id of a request: its X-Request-Id when well formed, else a new one; decided once per
 * request (Fastify's request id, the X-Request-Id answered and the logs' are the same).
 */
export function requestIdOf(req: IncomingMessage & { requestId?: string }): string {
  if (req.requestId) return req.requestId;
  const given = req.headers['x-request-id'];
  req.requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  return req.requestId;
}

/** The root logger: JSON lines on stdout, credentials never written even if a line carries headers. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): PinoLogger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

/**
 * The level of a request's line: error from 500, warn from 400, else info. A 401 from
 * `/api/auth/me` is info: it is how every public page asks whether a visitor is signed in, and
 * "no" is the expected answer, not something for an operator to look at.
 */
function levelOf(req: FastifyRequest, status: number): 'error' | 'warn' | 'info' {
  if (status >= 500) return 'error';
  if (status === 401 && req.url.split('?')[0] === '/api/auth/me') return 'info';
  return status >= 400 ? 'warn' : 'info';
}

/**
 * The line each request leaves when its answer is sent (app.factory.ts's onResponse hook): id,
 * method, address, status and time, at the level of `levelOf`. Health checks leave none.
 */
export function logRequest(root: PinoLogger, req: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const level = levelOf(req, status);
  if (!root.isLevelEnabled(level) || req.url.startsWith('/api/health')) return;
  root[level](
    {
      req: { id: req.id, method: req.method, url: req.url },
      res: { statusCode: status },
      responseTime: Math.round(reply.elapsedTime),
    },
    status >= 500 ? 'request errored' : 'request completed',
  );
}

/**
 * Structured JSON logs on pino: one line per request (`logRequest`) and every log made while
 * handling a request carries its id (`requestLogger`). `AppLogger` is Nest's logger
 * (`app.useLogger`).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: Pick<AppConfig, 'logLevel'>): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: ROOT_LOGGER, useValue: createRootLogger(config) }, AppLogger],
      exports: [ROOT_LOGGER, AppLogger],
    };
  }
}

export function loggerModule(config: AppConfig): DynamicModule {
  return LoggingModule.forRoot(config);
}
