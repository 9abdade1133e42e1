import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import helmet from 'helmet';
import { AppLogger } from './common/logging/app-logger.js';
import { AppModule, AppModuleOptions } from './app.module.js';
import { SessionStore } from './auth/session.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { envelopeErrors, jsonBody, noStore, refuseCrossSite, refuseNul, requireJson } from './common/http/request-guards.js';
import { MULTIPART_PATHS } from './common/http/upload-paths.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';

/** The HTTP application exactly as production runs it; tests build theirs with this too. */
export async function createApp(options: AppModuleOptions): Promise<INestApplication> {
  const { config } = options;
  const app = await NestFactory.create(AppModule.forRoot({ serveUi: true, ...options }), {
    bufferLogs: true,
    abortOnError: false,
    // Only JSON bodies, parsed below with depth and NUL checks; no urlencoded form posts.
    bodyParser: false,
  });
  app.useLogger(app.get(AppLogger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { upgradeInsecureRequests: config.env === 'production' ? [] : null },
      },
      hsts: config.env === 'production',
    }),
  );
  const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  if (config.trustProxy > 0) express.set('trust proxy', config.trustProxy);
  app.use(
    '/api',
    noStore,
    refuseNul,
    refuseCrossSite(config.corsOrigins),
    requireJson(MULTIPART_PATHS),
    jsonBody,
    app.get(SessionStore).middleware,
    envelopeErrors(),
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableCors({
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  await app.init();
  return app;
}
