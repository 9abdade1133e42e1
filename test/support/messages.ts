import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import request from 'supertest';
import { format, isMessageCode, MESSAGES, type MessageCode } from '../../server/src/common/messages/catalog.js';

export const CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/** The catalog code whose English text is exactly `message` (a text without values). */
export function codeOf(message: string): MessageCode {
  const codes = (Object.keys(MESSAGES) as MessageCode[]).filter((c) => MESSAGES[c].en === message);
  if (codes.length === 0) throw new Error(`no catalog code has the English text "${message}"`);
  return codes[0];
}

/**
 * Every answer carries a stable code: a refusal's `code` (and each field error's code beside
 * its message) is a catalog code whose English text, filled with the answer's params, is the
 * answer's message. Answers that are not JSON envelopes (files, CSV) are not checked.
 */
export function expectCoded(res: { status: number; body: unknown; headers?: Record<string, string> }): void {
  const problem = uncoded(res);
  if (problem) throw new Error(problem);
}

/**
 * What is wrong with an answer's codes (expectCoded's rules), or null when nothing is. Plain
 * comparisons: every JSON answer of the API tier passes here (the fuzz file alone sends some
 * 30,000), so the answer is described (`where`) only when something is wrong.
 */
export function uncoded(res: { status: number; body: unknown }): string | null {
  const body = res.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || typeof body.success !== 'boolean') return null;
  const wrong = (what: string) => `${what}\nin the answer ${res.status} ${JSON.stringify(body).slice(0, 200)}`;
  const isCode = (code: unknown): code is MessageCode => typeof code === 'string' && CODE_SHAPE.test(code) && isMessageCode(code);
  if (!isCode(body.code)) return wrong(`code ${JSON.stringify(body.code)} is not a catalog code`);
  if (body.success === false) {
    const code = body.code;
    // The message is the code's English text, except where a Nest or database text is kept
    // under a generic code (class-validator's own words for a rule without a code).
    if (code !== 'INVALID_VALUE' && !GENERIC.has(code)) {
      const expected = format(code, 'en', (body.params ?? {}) as Record<string, string | number>);
      if (body.message !== expected)
        return wrong(`message ${JSON.stringify(body.message)} is not ${code}'s English text ${JSON.stringify(expected)}`);
    }
    if (body.errors !== undefined) {
      const errors = Object.keys(body.errors as Record<string, string>).sort();
      const errorCodes = (body.errorCodes ?? {}) as Record<string, unknown>;
      const coded = Object.keys(errorCodes).sort();
      if (coded.join('\u0000') !== errors.join('\u0000')) {
        return wrong(`fields with codes ${JSON.stringify(coded)} are not the fields with errors ${JSON.stringify(errors)}`);
      }
      for (const field of errors) {
        if (!isCode(errorCodes[field])) return wrong(`field ${field}'s code ${JSON.stringify(errorCodes[field])} is not a catalog code`);
      }
    }
  }
  return null;
}

/** Generic codes whose message may be the text Nest or a library gave. */
const GENERIC = new Set<MessageCode>([
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'REQUEST_FAILED',
]);

/**
 * A refusal exactly: `{ success: false, code, message, params?, errors?, errorCodes?,
 * errorParams? }` with this English message (and these field messages), where the code and
 * each field's code are catalog codes whose English text with the answer's params is that
 * message. `extra` are the call-specific fields some answers add (`error`, `retryAfter`).
 */
export function expectRefusal(body: unknown, message: string, errors?: Record<string, string>, extra: Record<string, unknown> = {}): void {
  const b = body as Record<string, unknown>;
  const { code, params, errorCodes, errorParams, ...rest } = b;
  expect(rest).toEqual({ success: false, message, ...(errors ? { errors } : {}), ...extra });
  expect(isMessageCode(code) && format(code, 'en', params as Record<string, string | number> | undefined)).toBe(message);
  if (!errors) {
    expect({ errorCodes, errorParams }).toEqual({ errorCodes: undefined, errorParams: undefined });
    return;
  }
  const codes = errorCodes as Record<string, string>;
  expect(Object.keys(codes).sort()).toEqual(Object.keys(errors).sort());
  const fieldParams = (errorParams ?? {}) as Record<string, Record<string, string | number>>;
  for (const [field, text] of Object.entries(errors)) {
    const fieldCode = codes[field];
    expect({ field, text: isMessageCode(fieldCode) && format(fieldCode, 'en', fieldParams[field]) }).toEqual({ field, text });
  }
}

/**
 * Checks every JSON answer a test file's requests receive (supertest's, agents' included): each
 * carries a catalog code, each refusal's message is its code's English text, each field error
 * has its code. Call once at the top of a file; each test then fails on any answer without.
 */
export function expectEveryAnswerCoded(): void {
  const seen: string[] = [];
  type Assert = (
    this: unknown,
    err: unknown,
    res: { status: number; body: unknown; req?: { method?: string; path?: string } },
    fn: unknown,
  ) => unknown;
  const proto = (request as unknown as { Test: { prototype: { assert: Assert } } }).Test.prototype;
  let original: Assert;
  beforeAll(() => {
    original = proto.assert;
    proto.assert = function (this: unknown, err, res, fn) {
      const problem = res ? uncoded(res) : null;
      if (problem) seen.push(`${res.req?.method ?? ''} ${res.req?.path ?? ''}: ${problem}`);
      return original.call(this, err, res, fn);
    };
  });
  afterEach(() => {
    const problems = seen.splice(0);
    expect(problems).toEqual([]);
  });
  afterAll(() => {
    proto.assert = original;
  });
}
