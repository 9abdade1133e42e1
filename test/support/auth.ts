import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminBootstrapService, OfficerSpec } from '../../server/src/auth/admin-bootstrap.service.js';
import type { OfficerLevel } from '../../server/src/common/auth/levels.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { LocationImportService } from '../../server/src/locations/location-import.service.js';
import { DEMO_LOCATIONS_FILE } from '../../server/src/dev/seeds/demo-seed.service.js';
import { waitUntil } from './wait.js';

export interface OutboxLine {
  to: string;
  channel: string;
  text: string;
  otp: string;
  at: string;
}

/** Messages the dev provider wrote, newest last. */
export function outbox(app: INestApplication): OutboxLine[] {
  const file = app.get<AppConfig>(APP_CONFIG).otp.outboxFile;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

export function lastOtp(app: INestApplication, to: string): string {
  const line = outbox(app)
    .filter((l) => l.to === to)
    .pop();
  if (!line) throw new Error(`no OTP was sent to ${to}`);
  return line.otp;
}

/**
 * Runs `action` and answers the code of the message to `to` (whose text contains `about`)
 * that it caused, waiting for it: forgot-password codes go out after the answer, so that the
 * answer is the same for every number.
 */
export async function otpSentBy(
  app: INestApplication,
  to: string,
  about: string,
  action: () => Promise<unknown>,
  timeoutMs = 5000,
): Promise<string> {
  const matching = () => outbox(app).filter((l) => l.to === to && l.text.includes(about));
  const before = matching().length;
  await action();
  const lines = await waitUntil(`a message about "${about}" to ${to}`, () => (matching().length > before ? matching() : undefined), {
    timeoutMs,
  });
  return lines[lines.length - 1].otp;
}

/** Lets time pass for OTPs: earlier codes age by `minutes` (resend gaps, expiry). */
export async function ageOtps(app: INestApplication, target: string, minutes: number): Promise<void> {
  await app.get(DataSource).query(
    `UPDATE otp_challenges SET created_at = created_at - make_interval(mins => $2), expires_at = expires_at - make_interval(mins => $2)
      WHERE target = $1`,
    [target, minutes],
  );
}

let nextMobile = 7000000000 + Math.floor(Math.random() * 1000) * 1000;
/** A fresh 10-digit mobile number for this file's tests. */
export function newMobile(): string {
  return String(nextMobile++);
}

const codesFor = (level: OfficerLevel) => ({
  state_code: '15',
  district_code: level === 'STATE' ? null : '1515',
  block_code: level === 'TP' || level === 'GP' ? '1515001' : null,
  panchayat_code: level === 'GP' ? '1515001004' : null,
});

/** An officer made through the real bootstrap service (argon2 hash, permission, roles). */
export async function makeOfficer(
  app: INestApplication,
  opts: Partial<OfficerSpec> & {
    level?: OfficerLevel;
    roleCodes?: { code: string; level: OfficerLevel; codes?: OfficerSpec['codes'] }[];
  } = {},
): Promise<{ mobile: string; password: string; userId: number }> {
  const level = opts.level ?? 'GP';
  const mobile = opts.mobile ?? newMobile();
  const password = opts.password ?? 'Officer@2024';
  const { userId } = await app.get(AdminBootstrapService).ensureOfficer({
    mobile,
    password,
    name: opts.name ?? 'TEST OFFICER',
    designation: opts.designation ?? 'OFFICER',
    level,
    codes: opts.codes ?? codesFor(level),
    permission: opts.permission ?? { type: 'USER', level },
    roles: (opts.roleCodes ?? []).map((r) => ({ code: r.code, level: r.level, codes: r.codes ?? codesFor(r.level) })),
  });
  return { mobile, password, userId };
}

/** Signs in through both steps over HTTP; answers the agent holding the session cookie. */
export async function signIn(app: INestApplication, mobile: string, password: string) {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/sign-request-otp').send({ mobile, password }).expect(200);
  const res = await agent
    .post('/api/auth/sign-request-login')
    .send({ mobile, otp: lastOtp(app, mobile) })
    .expect(200);
  return { agent, body: res.body };
}

/** The demo taluks and gram panchayats (Kalaburagi: Afzalpur 1515001, Jevargi 1515006, ...). */
export async function loadDemoLocations(app: INestApplication): Promise<void> {
  const csv = fs.readFileSync(DEMO_LOCATIONS_FILE, 'utf8');
  await app.get(LocationImportService).importCsv(csv);
}

/** "METHOD /path" of the request that got this answer (superagent keeps it, its types do not say so). */
export function callOf(res: object): string {
  const req = (res as { req?: { method?: string; path?: string } }).req;
  return `${req?.method ?? '?'} ${req?.path ?? '?'}`;
}

/** Anything that can send a request: `request(server)` or a cookie-keeping `request.agent(server)`. */
export interface Sender {
  post(url: string): request.Test;
}

/** Sign-in step 1 (password) from a client address; answers the pending request to `.expect` on. */
export function passwordStep(client: Sender, ip: string, mobile: string, password: string): request.Test {
  return client.post('/api/auth/sign-request-otp').set('X-Forwarded-For', ip).send({ mobile, password });
}
