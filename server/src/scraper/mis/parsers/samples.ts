/**
 * Test helpers shared by the parser specs: the saved MIS pages of test/fixtures/mis-samples and the
 * check that a parser refuses a page. Not a spec itself; only specs import it.
 */
import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { MisPageError, type MisFaultKind } from '../types.js';

const SAMPLES = new URL('../../../../../test/fixtures/mis-samples/', import.meta.url);

/** A saved page's text, by file name. */
export const sample = (name: string): string => readFileSync(new URL(name, SAMPLES), 'utf8');

/** The MisPageError a call throws (fails the test when it throws nothing or something else). */
function refusal(fn: () => unknown): MisPageError {
  try {
    fn();
  } catch (err) {
    if (err instanceof MisPageError) return err;
    throw err;
  }
  throw new Error('expected a MisPageError, got none');
}

/** Expects a call to be refused as `kind` with every one of `inMessage` in the message; returns the error. */
export function expectRefusal(fn: () => unknown, kind: MisFaultKind, ...inMessage: string[]): MisPageError {
  const err = refusal(fn);
  expect(err.kind).toBe(kind);
  for (const text of inMessage) expect(err.message).toContain(text);
  return err;
}
