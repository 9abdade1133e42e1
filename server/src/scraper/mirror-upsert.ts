import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export type ColumnType = 'text' | 'numeric' | 'date' | 'int' | 'boolean';

/** A mirror table as the upsert sees it: its key and the columns a page fills. */
export interface MirrorTable {
  table: string;
  key: readonly string[];
  columns: Readonly<Record<string, ColumnType>>;
  /** Has `content_hash`, `changed_at` and `gone_at` (an unchanged row is not written again). */
  tracked: boolean;
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const BATCH = 1000;

/** MD5 of the row's values in column order: equal values, equal hash. */
export function contentHash(row: Record<string, unknown>, columns: readonly string[]): string {
  return createHash('md5')
    .update(JSON.stringify(columns.map((c) => row[c] ?? null)))
    .digest('hex');
}

/**
 * Inserts new rows and updates changed ones in batches of 1,000, each batch one statement:
 * `INSERT ... SELECT FROM jsonb_to_recordset(...) ON CONFLICT DO UPDATE ... WHERE the hash
 * differs or the row was marked gone`. An unchanged row is not touched at all, so a re-run over
 * an unchanged MIS writes nothing. Runs inside the caller's transaction (one per page).
 * Table and column names come from the static MirrorTable definitions, never from input.
 */
export async function upsertRows(
  em: EntityManager,
  spec: MirrorTable,
  rows: Record<string, unknown>[],
  runId: string,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  const names = Object.keys(spec.columns);
  const valueColumns = spec.tracked ? [...names, 'content_hash', 'last_run_id'] : [...names, 'last_run_id'];
  const recordType = [
    ...names.map((n) => `"${n}" ${spec.columns[n]}`),
    ...(spec.tracked ? ['"content_hash" text'] : []),
    '"last_run_id" uuid',
  ].join(', ');
  const nonKey = valueColumns.filter((c) => !spec.key.includes(c));
  const updates = nonKey.map((c) => `"${c}" = EXCLUDED."${c}"`);
  if (spec.tracked) updates.push('"changed_at" = now()', '"gone_at" = NULL');
  const onlyIfChanged = spec.tracked ? `WHERE t.content_hash IS DISTINCT FROM EXCLUDED.content_hash OR t.gone_at IS NOT NULL` : '';
  const sql = `INSERT INTO ${spec.table} AS t (${valueColumns.map((c) => `"${c}"`).join(', ')})
    SELECT ${valueColumns.map((c) => `r."${c}"`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})
    ON CONFLICT (${spec.key.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET ${updates.join(', ')} ${onlyIfChanged}
    RETURNING (xmax = 0) AS inserted`;
  // A page may list one key twice (the MIS repeats rows across printed pages). One statement
  // cannot write a row twice, so the last listing wins and the repeats count as unchanged.
  const byKey = new Map<string, Record<string, unknown>>();
  for (const row of rows) byKey.set(keyOf(spec, row), row);
  counts.unchanged += rows.length - byKey.size;
  const unique = [...byKey.values()];
  for (let at = 0; at < unique.length; at += BATCH) {
    let batch = unique.slice(at, at + BATCH).map((row) => {
      const values: Record<string, unknown> = {};
      for (const n of names) values[n] = row[n] ?? null;
      if (spec.tracked) values.content_hash = contentHash(values, names);
      values.last_run_id = runId;
      return values;
    });
    if (spec.tracked) {
      // Rows whose stored hash is the same (and not gone) need not travel at all: one indexed
      // read of the keys' hashes, then only new and changed rows go to the upsert, which
      // still decides row by row (a row changed in between is caught by its WHERE).
      const same = await unchangedKeys(em, spec, batch);
      const before = batch.length;
      batch = batch.filter((v) => !same.has(keyOf(spec, v) + '|' + String(v.content_hash)));
      counts.unchanged += before - batch.length;
      if (batch.length === 0) continue;
    }
    const written: { inserted: boolean }[] = await em.query(sql, [JSON.stringify(batch)]);
    const inserted = written.filter((w) => w.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += batch.length - written.length;
  }
  return counts;
}

const keyOf = (spec: MirrorTable, row: Record<string, unknown>): string => JSON.stringify(spec.key.map((k) => row[k] ?? null));

/** `key|hash` of the batch's rows stored with that very hash and not marked gone. */
async function unchangedKeys(em: EntityManager, spec: MirrorTable, batch: Record<string, unknown>[]): Promise<Set<string>> {
  const keyColumns = spec.key.map((k) => `"${k}"`).join(', ');
  const keyType = spec.key.map((k) => `"${k}" ${spec.columns[k]}`).join(', ');
  const found: Record<string, unknown>[] = await em.query(
    `SELECT ${spec.key.map((k) => `t."${k}"`).join(', ')}, t.content_hash
       FROM ${spec.table} t JOIN jsonb_to_recordset($1::jsonb) AS r(${keyType}) USING (${keyColumns})
      WHERE t.gone_at IS NULL`,
    [JSON.stringify(batch.map((v) => Object.fromEntries(spec.key.map((k) => [k, v[k]]))))],
  );
  return new Set(found.map((row) => keyOf(spec, row) + '|' + String(row.content_hash)));
}
