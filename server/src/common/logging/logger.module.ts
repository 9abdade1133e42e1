import { DynamicModule, Global, Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent, Logger as PinoLogger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { AppConfig } from '../../config/app-config.js';
import { AppLogger, ROOT_LOGGER } from './app-logger.js';
import { requestLogger } from './request-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const HTTP_LOGGER = Symbol('HTTP_LOGGER');

/** pino-http with the portal's options: request ids, redaction, quiet health checks, level by status. */
export function createHttpLogger(config: Pick<AppConfig, 'logLevel'>): HttpLogger {
  return pinoHttp<IncomingMessage, ServerResponse, never>({
    level: config.logLevel,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
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
 * Structured JSON logs on pino: one line per request (pino-http, on every route) and every log
 * made while handling a request carries its id. `AppLogger` is Nest's logger (`app.useLogger`).
 */
@Global()
@Module({})
export class LoggingModule implements NestModule {
  constructor(@Inject(HTTP_LOGGER) private readonly http: HttpLogger) {}

  static forRoot(config: Pick<AppConfig, 'logLevel'>): DynamicModule {
    const http = createHttpLogger(config);
    return {
      module: LoggingModule,
      providers: [{ provide: HTTP_LOGGER, useValue: http }, { provide: ROOT_LOGGER, useValue: http.logger }, AppLogger],
      exports: [ROOT_LOGGER, AppLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    const http = this.http;
    consumer
      .apply(
        (req: IncomingMessage, res: ServerResponse, next: () => void) => http(req, res, next),
        (req: IncomingMessage & { log: PinoLogger }, _res: ServerResponse, next: () => void) => requestLogger.run(req.log, next),
      )
      .forRoutes('*path');
  }
}

export function loggerModule(config: AppConfig): DynamicModule {
  return LoggingModule.forRoot(config);
}
