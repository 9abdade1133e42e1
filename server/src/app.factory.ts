import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import send from '@fastify/send';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Logger as PinoLogger } from 'pino';
import path from 'node:path';
import { AppLogger, ROOT_LOGGER } from './common/logging/app-logger.js';
import { logRequest, requestIdOf } from './common/logging/logger.module.js';
import { requestLogger } from './common/logging/request-context.js';
import { AppModule, AppModuleOptions } from './app.module.js';
import { SessionStore } from './auth/session.js';
import { isSessionless } from './common/auth/public.decorator.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { errorBody } from './common/http/api-error.js';
import { answerClientError } from './common/http/client-errors.js';
import { isApiUrl, jsonBodyParser, MAX_JSON_BYTES, requestGuard } from './common/http/request-guards.js';
import type { MessageRef } from './common/messages/index.js';
import { accepts, type Coding } from './common/http/kept-answer.js';
import { closeAfterAnswer, isMultipart } from './common/http/streamed-multipart.js';
import { MULTIPART_PATHS } from './common/http/upload-paths.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { serveApiDocs } from './openapi/openapi.routes.js';
import { tileImageSource, type AppConfig } from './config/app-config.js';

/**
 * The HTTP application exactly as production runs it; tests build theirs with this too. Nest on
 * Fastify (docs/benchmarks.md: on Express, Nest alone reaches 0.42 of a bare node:http server's
 * throughput with no middleware; on Fastify 0.9).
 */
export async function createApp(options: AppModuleOptions): Promise<INestApplication> {
  const { config } = options;
  const adapter = new FastifyAdapter({
    // TRUST_PROXY proxies in front of the API: the client is the address that many hops back in
    // X-Forwarded-For (as Express counts hops; Fastify itself no longer takes a hop count).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: MAX_JSON_BYTES,
    // The request id the logs carry (X-Request-Id when it is well formed).
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // Multipart bodies are read by the upload interceptors (common/http/streamed-multipart.ts), not by Fastify.
    multipart: false,
    // No connect middleware: everything before the handler is a Fastify hook (below).
    skipMiddie: true,
    // Addresses Fastify's router refuses before any route (malformed escapes, a parameter over
    // its length limit), answered in the envelope like every other refusal.
    frameworkErrors: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? refuse(reply, 414, 'LONG_ADDRESS') : refuse(reply, 400, 'BAD_ADDRESS'),
    // Requests Node's parser refuses before Fastify has a request (headers over 16 KB, a garbage
    // request line): answered in the envelope too, 431 / 400, where the socket can take it.
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Only JSON bodies, parsed below with depth and NUL checks; no urlencoded form posts.
    bodyParser: false,
  });
  app.useLogger(app.get(AppLogger));
  // Security headers on every answer (Nest's own hook: the same headers and defaults as helmet,
  // computed once), ahead of every hook below.
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: config.env === 'production' ? true : null,
        // helmet's img-src, plus the report map's tile host when tiles are configured (issue 27).
        imgSrc: ["'self'", 'data:', ...(config.site.map.tile_url ? [tileImageSource(config.site.map.tile_url)] : [])],
      },
    },
    strictTransportSecurity: config.env === 'production',
  });
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_JSON_BYTES }, jsonBodyParser);
  // Left unread: the upload routes' interceptors stream it (readStreamedMultipart) within their limits.
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
  fastify.decorateRequest('session', null);
  fastify.decorateRequest('preloadedPrincipal', null);
  // Every request, in one hook (Fastify hooks, no connect middleware): its id answered; on /api,
  // no caching, the door's refusals, then the session (one read of the session row and its
  // principal, SessionStore.load).
  const rootLogger = app.get<PinoLogger>(ROOT_LOGGER);
  const guard = requestGuard({ allowedOrigins: config.corsOrigins, multipartPaths: MULTIPART_PATHS });
  const sessions = app.get(SessionStore);
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('X-Request-Id', req.id);
    if (!isApiUrl(req.url)) return done();
    void reply.header('Cache-Control', 'no-store');
    const refusal = guard(req.raw);
    if (refusal) return refuse(reply, refusal.status, refusal.message);
    // A @Sessionless() route reads nothing of the session: no statement for it (req.session stays null).
    if (isSessionless(req.routeOptions.config)) return done();
    sessions.load(req, done);
  });
  // The handler (guards, pipes, controller) runs with its request bound, so each line it logs
  // carries the request id. Entered here, after the body is read: the body's stream events
  // would not carry a context entered before them. Each request leaves one line once answered.
  fastify.addHook('preHandler', (req, _reply, done) => requestLogger.run({ id: req.id, method: req.method, url: req.url }, done));
  fastify.addHook('onResponse', (req, reply, done) => {
    logRequest(rootLogger, req, reply);
    done();
  });
  // An upload refused anywhere (at the door, by a guard, by its route) is answered and its
  // connection closed, rather than its body read to the end (streamed-multipart.ts).
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode >= 400 && isMultipart(req.raw)) closeAfterAnswer(reply);
    done(null, payload);
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableCors({
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  // The OpenAPI document and its page (API_DOCS; docs/api.md).
  if (config.apiDocs) serveApiDocs(fastify, app);
  if (options.serveUi !== false) await serveUi(fastify, config);
  await app.init();
  await fastify.ready();
  return app;
}

/** Answers a refusal made before any handler, in the envelope. */
function refuse(reply: FastifyReply, status: number, message: MessageRef): void {
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(message)));
}

/** The precompressed twins the UI build writes beside its text files (admin-ui/scripts/precompress.mjs), best first. */
const ENCODINGS: readonly { name: Coding; ext: string }[] = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];

/** Which files of the built UI have which twins, by URL path (`/assets/x.js` -> br, gzip). */
function precompressedFiles(root: string): Map<string, Set<Coding>> {
  const twins = new Map<string, Set<Coding>>();
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const encoding = ENCODINGS.find((e) => entry.endsWith(e.ext));
    if (!encoding) continue;
    const url = `/${entry.slice(0, -encoding.ext.length).split(path.sep).join('/')}`;
    if (!twins.has(url)) twins.set(url, new Set());
    twins.get(url)!.add(encoding.name);
  }
  return twins;
}

/**
 * The built admin UI (@fastify/send: ranges, ETags, no path outside the folder): hashed bundles
 * cached for a year, index.html revalidated, and every other GET outside /api answered with
 * index.html (the UI's own routes). /api stays Nest's. A file the build precompressed goes out
 * as its brotli or gzip twin when the browser takes it: on a 2G/3G link the first page's
 * JavaScript is a third of its size.
 */
async function serveUi(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const root = config.uiDistDir;
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  const twins = precompressedFiles(root);
  const encodingFor = (url: string, acceptEncoding: string | undefined) =>
    ENCODINGS.find((e) => twins.get(url)?.has(e.name) && accepts(acceptEncoding, e.name));
  fastify.get('/*', async (req, reply) => {
    if (isApiUrl(req.url)) return reply.callNotFound();
    let url = req.url.split('?')[0];
    let encoding = encodingFor(url, req.headers['accept-encoding']);
    let sent = await send(req.raw, encoding ? url + encoding.ext : url, { root, index: false, dotfiles: 'deny' });
    if (sent.type !== 'file' || sent.statusCode === 404) {
      url = '/index.html';
      encoding = encodingFor(url, req.headers['accept-encoding']);
      sent = await send(req.raw, encoding ? url + encoding.ext : url, { root, index: false });
    }
    const file = sent.type === 'file' ? sent.metadata.path : '';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const headers: Record<string, string | number | undefined> = {
      ...sent.headers,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (twins.has(url)) headers.Vary = 'Accept-Encoding';
    if (encoding && sent.type === 'file') {
      const type = send.mime.getType(url) ?? 'application/octet-stream';
      headers['Content-Type'] = send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
      headers['Content-Encoding'] = encoding.name;
    }
    return reply.code(sent.statusCode).headers(headers).send(sent.stream);
  });
}
