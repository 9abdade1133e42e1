import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { WeightBoundedMap } from '../common/bounded-map.js';

/**
 * Statement names by text (the texts are the code's, a few per call site), at most 1,000: read
 * with `peek`, so the oldest text goes first if ever there were more (a read that moved the entry
 * cost 2.5x the lookup on every call: about 5 against 2 µs for the reports' texts, issue 42).
 */
const names = new WeightBoundedMap<string, string>(1000, () => 1);

/**
 * Runs one statement on the data source's pool as a named (prepared) statement: each connection
 * plans it once instead of at every call. For statements of hot read paths whose planning costs
 * as much as running them (a few joins answering a page). `text` comes from code, never input
 * (its values are parameters); the name is derived from the text, so one name is one text.
 * Outside any transaction: for reads.
 */
export async function queryPrepared<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const { rows } = await poolOf(dataSource).query({ name: nameOf(text), text, values });
  return rows as T[];
}

/** queryPrepared with each row as an array of its values (no object per row: for reads of thousands of rows). */
export async function queryPreparedArrays<T extends unknown[]>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const { rows } = await poolOf(dataSource).query<T>({ name: nameOf(text), text, values, rowMode: 'array' });
  return rows;
}

function nameOf(text: string): string {
  let name = names.peek(text);
  if (!name) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
