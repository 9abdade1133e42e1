import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { mergeMap, type Observable } from 'rxjs';

/** The content codings the portal sends compressed answers and files in, best first. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** Whether an Accept-Encoding header takes `coding` (a `q=0` refuses it). */
export function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((token) => {
    const [name, ...params] = token.split(';').map((p) => p.trim().toLowerCase());
    return name === coding && !params.some((p) => /^q=0(\.0{0,3})?$/.test(p));
  });
}

/** Below this an answer goes as it is (the proxy's `gzip_min_length`, deploy/nginx.conf). */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compress: Record<Coding, (answer: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few percent of 9's size at an eighth of its time (0.75 MB of JSON: ~6 ms).
  br: (answer) =>
    brotli(answer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
      },
    }),
  gzip: (answer) => gzip(answer, { level: 6 }),
};

/** Each kept answer's compressed twins, made on first demand and gone with the answer. */
const twins = new WeakMap<Buffer, Partial<Record<Coding, Promise<Buffer>>>>();

/**
 * A kept answer (the same Buffer object while what it says is unchanged) in `coding`: compressed
 * once, on libuv's thread pool rather than the event loop, and shared by the requests that ask
 * for it meanwhile. A new answer is a new object, so it is never sent an older answer's twin.
 */
export function twinOf(answer: Buffer, coding: Coding): Promise<Buffer> {
  let kept = twins.get(answer);
  if (!kept) twins.set(answer, (kept = {}));
  let twin = kept[coding];
  if (!twin) {
    twin = compress[coding](answer);
    kept[coding] = twin;
    // A failed compression is not kept: the answer goes uncompressed and the next request tries again.
    twin.catch(() => {
      if (kept[coding] === twin) delete kept[coding];
    });
  }
  return twin;
}

/**
 * For handlers that answer with a kept JSON text (a Buffer written once and sent again while
 * unchanged, e.g. the works list): sends its brotli or gzip twin to a client that takes one,
 * compressed once per answer instead of once per request (by the API or by the proxy, which
 * leaves an answer that has a Content-Encoding alone). Other results pass through untouched.
 */
@Injectable()
export class KeptAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const acceptEncoding = http.getRequest<FastifyRequest>().headers['accept-encoding'];
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        if (!Buffer.isBuffer(answer)) return answer;
        void reply.header('Vary', 'Accept-Encoding');
        const coding = answer.length >= MIN_COMPRESSED_BYTES ? CODINGS.find((c) => accepts(acceptEncoding, c)) : undefined;
        if (!coding) return answer;
        const body = await twinOf(answer, coding).catch(() => null);
        if (!body) return answer;
        void reply.header('Content-Encoding', coding);
        return body;
      }),
    );
  }
}
