import type { INestApplication } from '@nestjs/common';
import http from 'node:http';
import request from 'supertest';
import type { SignedIn } from './actors.js';
import { ageOtps, lastOtp } from './auth.js';

/** A fresh session cookie of an officer, for requests made with node:http. */
export async function sessionCookie(app: INestApplication, who: SignedIn): Promise<string> {
  await ageOtps(app, who.mobile, 2);
  const agent = request(app.getHttpServer());
  const sent = await agent.post('/api/auth/sign-request-otp').send({ mobile: who.mobile, password: 'Officer@2024' });
  if (sent.status !== 200) throw new Error(`sign-in OTP refused: ${sent.status}`);
  const res = await agent.post('/api/auth/sign-request-login').send({ mobile: who.mobile, otp: lastOtp(app, who.mobile) });
  if (res.status !== 200) throw new Error(`sign-in refused: ${res.status}`);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** Bytes the client had written when the answer came (the server read at most that). */
  sent: number;
  /** Whether the server closed the connection after answering (within a second of it). */
  closedByServer: boolean;
}

/**
 * A multipart upload as a slow client sends it: `head` (the form's first parts), then 64 KiB
 * chunks of 'x' up to `total` bytes in all (Infinity: a body that never ends), stopping when the
 * answer comes. `declare` sends `total` as Content-Length, else the body is chunked.
 */
export function rawUpload(
  port: number,
  o: { path: string; cookie: string; boundary: string; head: string; total: number; declare?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: o.path,
      headers: {
        Cookie: o.cookie,
        'Content-Type': `multipart/form-data; boundary=${o.boundary}`,
        ...(o.declare ? { 'Content-Length': String(o.total) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const socket = req.socket;
        const finish = (closedByServer: boolean) => {
          clearTimeout(timer);
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            headers: res.headers,
            sent: at,
            closedByServer,
          });
        };
        const timer = setTimeout(() => finish(false), 1000);
        if (!socket || socket.destroyed) return finish(true);
        socket.once('close', () => finish(true));
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      if (sent === 0) {
        req.write(o.head);
        sent += Buffer.byteLength(o.head);
      }
      while (!answered && sent < o.total) {
        const part = o.total - sent < chunk.length ? chunk.subarray(0, o.total - sent) : chunk;
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** The multipart head of a form: text fields, then a file part begun (its content follows). */
export function formHead(
  boundary: string,
  fields: Record<string, string>,
  file: { name: string; filename: string; type?: string },
): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
  );
  return parts.join('');
}
