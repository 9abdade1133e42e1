import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** Statement names by text (the texts are the code's, a few per call site). */
const names = new Map<string, string>();

/**
 * Runs one statement on the data source's pool as a named (prepared) statement: each connection
 * plans it once instead of at every call. For statements of hot read paths whose planning costs
 * as much as running them (a few joins answering a page). `text` comes from code, never input
 * (its values are parameters); the name is derived from the text, so one name is one text.
 * Outside any transaction: for reads.
 */
export async function queryPrepared<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  let name = names.get(text);
  if (!name) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 1000) names.set(text, name);
  }
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const { rows } = await pool.query({ name, text, values });
  return rows as T[];
}
