import { createHash } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { EntityManager } from 'typeorm';
import { copyRows, type CopyValue } from '../database/copy.js';

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

/** MD5 of the row's values in column order: equal values, equal hash. */
export function contentHash(row: Record<string, unknown>, columns: readonly string[]): string {
  return hashValues(columns.map((c) => row[c] ?? null));
}

/** MD5 of values already in column order (what contentHash hashes). */
function hashValues(values: readonly unknown[]): string {
  return createHash('md5').update(JSON.stringify(values)).digest('hex');
}

/** The SQL type of each column a page fills (and of the hash and run id): the staging table's columns. */
function stagingColumns(spec: MirrorTable): string[] {
  const names = Object.keys(spec.columns);
  return [...names.map((n) => `"${n}" ${spec.columns[n]}`), ...(spec.tracked ? ['"content_hash" text'] : []), '"last_run_id" uuid'];
}

/**
 * Writes a page's rows: new rows inserted, changed ones (or ones marked gone) updated, unchanged
 * ones not touched at all, so a re-run over an unchanged MIS writes nothing. Inside the caller's
 * transaction (one per page), in two statements whatever the number of rows:
 * 1. COPY of the rows (with their content hash) into a temporary staging table of this connection
 *    (created on first use, emptied at commit);
 * 2. one `INSERT ... SELECT` from the staging table of the rows whose key
 *    does not already hold that very hash, `ON CONFLICT DO UPDATE ... WHERE` the hash differs or
 *    the row was marked gone (a row changed in between is still caught there), answering counts.
 * A page may list one key twice (the MIS repeats rows across printed pages): one statement cannot
 * write a row twice, so the last listing wins and the repeats count as unchanged.
 * `shared` holds the values of columns every row of the page has alike (its panchayat's codes),
 * which then need not be copied into each row. Table and column names come from the static
 * MirrorTable definitions, never from input.
 */
export async function upsertRows(
  em: EntityManager,
  spec: MirrorTable,
  rows: readonly object[],
  runId: string,
  shared: Record<string, unknown> = {},
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  const client = (em.queryRunner as { databaseConnection?: ClientBase } | undefined)?.databaseConnection;
  if (!em.queryRunner?.isTransactionActive || !client) throw new Error('upsertRows runs inside a transaction');

  const names = Object.keys(spec.columns);
  const keyAt = spec.key.map((k) => names.indexOf(k));
  // Columns the rows have alike (and the run) go once, as parameters; the rest through COPY.
  const copied = names.filter((n) => !(n in shared) || spec.key.includes(n));
  const copiedAt = copied.map((n) => names.indexOf(n));
  const byKey = new Map<string, unknown[]>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    const values = names.map((n) => (n in shared ? shared[n] : row[n]) ?? null);
    const key = JSON.stringify(keyAt.length === 1 ? values[keyAt[0] ?? 0] : keyAt.map((i) => values[i]));
    const staged = copiedAt.map((i) => values[i]);
    if (spec.tracked) staged.push(hashValues(values));
    byKey.set(key, staged);
  }
  counts.unchanged += rows.length - byKey.size;

  const staging = `pg_temp.mirror_in_${spec.table}`;
  // The staging table: created on first use in this session, else emptied (it is already empty
  // unless this transaction staged another page of the same table: it is emptied at each commit).
  await em.query(
    `DO $$ BEGIN
       IF to_regclass('${staging}') IS NULL THEN
         CREATE TEMPORARY TABLE ${staging} (${stagingColumns(spec).join(', ')}) ON COMMIT DELETE ROWS;
       ELSE
         DELETE FROM ${staging};
       END IF;
     END $$`,
  );
  await copyRows(client, staging, spec.tracked ? [...copied, 'content_hash'] : copied, byKey.values() as Iterable<CopyValue[]>);

  const params: unknown[] = [];
  const param = (value: unknown, type: string): string => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const valueColumns = spec.tracked ? [...names, 'content_hash', 'last_run_id'] : [...names, 'last_run_id'];
  const selected = valueColumns.map((c) =>
    c === 'last_run_id'
      ? param(runId, 'uuid')
      : c !== 'content_hash' && !copied.includes(c)
        ? param(shared[c] ?? null, spec.columns[c] ?? 'text')
        : `s."${c}"`,
  );
  const nonKey = valueColumns.filter((c) => !spec.key.includes(c));
  const updates = nonKey.map((c) => `"${c}" = EXCLUDED."${c}"`);
  if (spec.tracked) updates.push('"changed_at" = now()', '"gone_at" = NULL');
  // An unchanged row holds the same hash, so the same values: also those the page shares. Saying
  // so narrows the lookup to the page's own rows (its panchayat), whatever the planner believes of
  // the staging table (never analysed) and of a mirror growing from empty (statistics lag behind):
  // without it, it hashed every work of the block for each page (17 ms of a 1,000-row page).
  const sharedMatch = valueColumns.flatMap((c, i) => (c in shared && !spec.key.includes(c) ? [`t."${c}" = ${selected[i]}`] : []));
  const keyMatch = [...spec.key.map((k) => `t."${k}" = s."${k}"`), ...sharedMatch].join(' AND ');
  const [written] = await em.query<{ inserted: number; written: number }[]>(
    `WITH w AS (INSERT INTO ${spec.table} AS t (${valueColumns.map((c) => `"${c}"`).join(', ')})
                SELECT ${selected.join(', ')} FROM ${staging} s
                ${spec.tracked ? `WHERE NOT EXISTS (SELECT 1 FROM ${spec.table} t WHERE ${keyMatch} AND t.content_hash = s.content_hash AND t.gone_at IS NULL)` : ''}
                ON CONFLICT (${spec.key.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET ${updates.join(', ')}
                ${spec.tracked ? 'WHERE t.content_hash IS DISTINCT FROM EXCLUDED.content_hash OR t.gone_at IS NOT NULL' : ''}
                RETURNING (xmax = 0) AS inserted)
     SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM w`,
    params,
  );
  const inserted = written?.inserted ?? 0;
  const total = written?.written ?? 0;
  counts.inserted += inserted;
  counts.updated += total - inserted;
  counts.unchanged += byKey.size - total;
  return counts;
}
