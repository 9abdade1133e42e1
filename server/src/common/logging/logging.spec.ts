import { Writable } from 'node:stream';
import pino from 'pino';
import { AppLogger } from './app-logger.js';
import { formatError } from './format-error.js';
import { logRequest } from './logger.module.js';
import { requestLogger } from './request-context.js';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const root = pino({ level }, stream);
  return { root, lines, logger: new AppLogger(root) };
}

describe('AppLogger', () => {
  it('names the context and keeps objects and errors as fields', () => {
    const { logger, lines } = capture();
    logger.log('plain', 'Demo');
    logger.log({ job: 7 }, 'with fields', 'Jobs');
    logger.error(new Error('boom'), 'Http');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'plain', context: 'Demo' });
    expect(lines[1]).toMatchObject({ msg: 'with fields', job: 7, context: 'Jobs' });
    expect(lines[2]).toMatchObject({ level: 50, context: 'Http', err: { message: 'boom' } });
  });

  it("turns Nest's (message, stack, context) error call into an error with that stack", () => {
    const { logger, lines } = capture();
    logger.error('failed', 'Error: failed\n    at somewhere (file.js:1:1)', 'ExceptionHandler');
    expect(lines[0]).toMatchObject({ msg: 'failed', context: 'ExceptionHandler', err: { stack: expect.stringContaining('at somewhere') } });
  });

  it("keeps Nest's start-up listing out of the default level, but not its warnings", () => {
    const { logger, lines } = capture('info');
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.warn('something odd', 'RoutesResolver');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'something odd' });

    const debug = capture('debug');
    debug.logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(debug.lines[0]).toMatchObject({ level: 20, context: 'RouterExplorer' });
  });

  it('writes through the request logger while a request is handled, so each line has its id', () => {
    const { logger, lines } = capture();
    requestLogger.run({ id: 'req-12345678', method: 'POST', url: '/api/auth/me' }, () => logger.log('inside', 'Auth'));
    logger.log('outside', 'Auth');
    expect(lines[0]).toMatchObject({ msg: 'inside', req: { id: 'req-12345678', method: 'POST', url: '/api/auth/me' } });
    expect(lines[1].req).toBeUndefined();
  });
});

describe('logRequest', () => {
  /** A Fastify request and reply as logRequest reads them. */
  const answer = (url: string, statusCode: number) =>
    [
      { id: 'req-87654321', method: 'POST', url },
      { statusCode, elapsedTime: 12.4 },
    ] as const;

  it('leaves one line per answer: info, warn from 400, error from 500; none for health checks', () => {
    const { root, lines } = capture();
    for (const [url, status] of [
      ['/api/auth/me', 200],
      ['/api/users', 401],
      ['/api/fto/x', 503],
      ['/api/health/ready', 503],
    ] as const) {
      const [req, reply] = answer(url, status);
      logRequest(root, req as never, reply as never);
    }
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'req-87654321', method: 'POST', url: '/api/auth/me' },
        res: { statusCode: 200 },
        responseTime: 12,
      }),
      expect.objectContaining({ level: 40, msg: 'request completed', res: { statusCode: 401 } }),
      expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 503 } }),
    ]);
  });

  it("logs an anonymous visitor's /api/auth/me (401, the public pages' session check) at info, not as a warning", () => {
    const { root, lines } = capture();
    for (const url of ['/api/auth/me', '/api/auth/me?x=1', '/api/auth/me-not']) {
      const [req, reply] = answer(url, 401);
      logRequest(root, req as never, reply as never);
    }
    expect(lines.map((l) => [(l.req as { url: string }).url, l.level])).toEqual([
      ['/api/auth/me', 30],
      ['/api/auth/me?x=1', 30],
      ['/api/auth/me-not', 40],
    ]);
  });

  it('writes nothing below the configured level', () => {
    const { root, lines } = capture('warn');
    const [req, reply] = answer('/api/auth/me', 200);
    logRequest(root, req as never, reply as never);
    expect(lines).toHaveLength(0);
  });
});

describe('formatError', () => {
  it('gives a readable reason for anything thrown, never "undefined"', () => {
    expect(formatError(new Error('disk full'))).toBe('disk full');
    expect(formatError(Object.assign(new Error(''), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(formatError(new AggregateError([new Error('a'), new Error('b')], ''))).toBe('a; b');
    expect(formatError(new Error('outer', { cause: new Error('inner') }))).toBe('outer (cause: inner)');
    expect(formatError('just text')).toBe('just text');
    expect(formatError({ message: 'from an object' })).toBe('from an object');
    expect(formatError({ code: 42 })).toBe('{ code: 42 }');
    for (const nothing of [undefined, null, '']) expect(formatError(nothing)).not.toMatch(/undefined|^$/);
  });
});
