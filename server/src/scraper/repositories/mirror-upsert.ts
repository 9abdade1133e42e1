import { hash } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { EntityManager } from 'typeorm';
import { copyLine, copyText } from '../../database/copy.js';

export type ColumnType = 'text' | 'numeric' | 'date' | 'int' | 'boolean';

/** A mirror table as the upsert sees it: its key and the columns a page fills. */
export interface MirrorTable {
  table: string;
  key: readonly string[];
  columns: Readonly<Record<string, ColumnType>>;
  /** Has `content_hash`, `changed_at` and `gone_at` (an unchanged row is not written again). */
  tracked: boolean;
  /** What a load changes in it is kept in mis_history (tracked tables only). */
  history?: HistorySpec;
}

/** How a tracked table's changes are kept in mis_history (issue 29). */
export interface HistorySpec {
  source: 'work' | 'register' | 'bill' | 'item' | 'fto';
  /** The money, status and date columns written for a row added, found back or gone ([null, new] / [old, null]). */
  summary: readonly string[];
  /** Columns not kept when they change (the works' page layout: alike for every row, not a figure). */
  ignore?: readonly string[];
}

/** Where a load's history entries belong (every row of a call is of one panchayat). */
export interface HistoryPlace {
  district_code: string;
  block_code: string;
  panchayat_code: string;
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

/**
 * MD5 of values already in column order (what contentHash hashes). The one-shot `hash` (Node
 * 20.12+): the same digest as createHash().update().digest() at a tenth of its cost for a row.
 */
function hashValues(values: readonly unknown[]): string {
  return hash('md5', JSON.stringify(values), 'hex');
}

/** The SQL type of each column a page fills (and of the hash and run id): the staging table's columns. */
function stagingColumns(spec: MirrorTable): string[] {
  const names = Object.keys(spec.columns);
  return [...names.map((n) => `"${n}" ${spec.columns[n]}`), ...(spec.tracked ? ['"content_hash" text'] : []), '"last_run_id" uuid'];
}

/**
 * A page's rows as upsertRows sends them: one COPY text line per key (the last listing of a key
 * wins), each with its content hash, built by stageRows. Plain data, so that it can be built on
 * another thread (the works report's, mis/parse-thread.ts) and sent whole as one string.
 */
export interface StagedRows {
  /** The values every row has alike (see upsertRows): not in the text, sent once as parameters. */
  shared: Record<string, unknown>;
  /** The columns of each line, in order (`content_hash` last for a tracked table). */
  columns: string[];
  /** The lines, in COPY's text format. */
  text: string;
  /** Lines (distinct keys), and rows given (a key listed twice counts once in `count`). */
  count: number;
  listed: number;
}

/** The columns each staged row sends: those not shared, the key always. */
function copiedColumns(spec: MirrorTable, shared: Record<string, unknown>): string[] {
  return Object.keys(spec.columns).filter((n) => !(n in shared) || spec.key.includes(n));
}

/**
 * A page's rows staged for upsertRows: for each key its COPY line, the content hash (over every
 * column, the shared ones included) appended for a tracked table. The only place the text is built.
 */
export function stageRows(spec: MirrorTable, rows: readonly object[], shared: Record<string, unknown> = {}): StagedRows {
  const names = Object.keys(spec.columns);
  const keyAt = spec.key.map((k) => names.indexOf(k));
  const copied = copiedColumns(spec, shared);
  const copiedAt = copied.map((n) => names.indexOf(n));
  const byKey = new Map<string, string>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    const values = names.map((n) => (n in shared ? shared[n] : row[n]) ?? null);
    const key = JSON.stringify(keyAt.length === 1 ? values[keyAt[0] ?? 0] : keyAt.map((i) => values[i]));
    const staged = copiedAt.map((i) => values[i]);
    if (spec.tracked) staged.push(hashValues(values));
    byKey.set(key, copyLine(staged));
  }
  let text = '';
  for (const line of byKey.values()) text += line;
  return { shared, columns: spec.tracked ? [...copied, 'content_hash'] : copied, text, count: byKey.size, listed: rows.length };
}

/**
 * Writes a page's rows (staged by stageRows): new rows inserted, changed ones (or ones marked gone) updated, unchanged
 * ones not touched at all, so a re-run over an unchanged MIS writes nothing. Inside the caller's
 * transaction (one per page), in two statements whatever the number of rows:
 * 1. COPY of the rows (with their content hash) into a temporary staging table of this connection
 *    (created on first use, emptied at commit);
 * 2. one `INSERT ... SELECT` from the staging table of the rows whose key
 *    does not already hold that very hash, `ON CONFLICT DO UPDATE ... WHERE` the hash differs or
 *    the row was marked gone (a row changed in between is still caught there), answering counts.
 * A page may list one key twice (the MIS repeats rows across printed pages): one statement cannot
 * write a row twice, so the last listing wins and the repeats count as unchanged.
 * The staged `shared` values are those of columns every row of the page has alike (its panchayat's
 * codes), which then need not be copied into each row. Table and column names come from the static
 * MirrorTable definitions, never from input.
 */
export async function upsertRows(
  em: EntityManager,
  spec: MirrorTable,
  rows: StagedRows,
  runId: string,
  place?: HistoryPlace,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.listed === 0) return counts;
  const client = (em.queryRunner as { databaseConnection?: ClientBase } | undefined)?.databaseConnection;
  if (!em.queryRunner?.isTransactionActive || !client) throw new Error('upsertRows runs inside a transaction');

  const names = Object.keys(spec.columns);
  const shared = rows.shared;
  // Columns the rows have alike (and the run) go once, as parameters; the rest through COPY.
  const copied = copiedColumns(spec, shared);
  counts.unchanged += rows.listed - rows.count;

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
  await copyText(client, staging, rows.columns, rows.text);

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
  const history = spec.tracked && spec.history && place ? spec.history : null;
  const insertColumns = valueColumns.map((c) => `"${c}"`).join(', ');
  const conflict = `ON CONFLICT (${spec.key.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET ${updates.join(', ')}
                ${spec.tracked ? 'WHERE t.content_hash IS DISTINCT FROM EXCLUDED.content_hash OR t.gone_at IS NOT NULL' : ''}`;
  let sql: string;
  if (!history || !place) {
    sql = `WITH w AS (INSERT INTO ${spec.table} AS t (${insertColumns})
                SELECT ${selected.join(', ')} FROM ${staging} s
                ${spec.tracked ? `WHERE NOT EXISTS (SELECT 1 FROM ${spec.table} t WHERE ${keyMatch} AND t.content_hash = s.content_hash AND t.gone_at IS NULL)` : ''}
                ${conflict}
                RETURNING (xmax = 0) AS inserted)
     SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM w`;
  } else {
    // With history, the same statement also reads the rows' previous values: `d` pairs each
    // staged row whose stored one is missing, different or gone with that stored row (o_*, read
    // before the statement writes; loads of one panchayat are serialised by the caller's lock),
    // `w` writes them and answers the stored new values, `h` keeps what changed.
    const dataColumns = names.filter((c) => !(history.ignore ?? []).includes(c));
    const nonKeyData = dataColumns.filter((c) => !spec.key.includes(c));
    const oldOf = nonKeyData.map((c) => `t."${c}" AS "o_${c}"`).join(', ');
    const pair = (oldSide: string, newSide: string) => `jsonb_build_array(to_jsonb(${oldSide}), to_jsonb(${newSide}))`;
    // Only the changed columns: each pair is null when unchanged, and null members are stripped
    // (a pair itself is an array of scalars, which jsonb_strip_nulls leaves as it is).
    const changed = `jsonb_strip_nulls(${jsonObject(
      nonKeyData.map((c) => [c, `CASE WHEN d."o_${c}" IS DISTINCT FROM w."${c}" THEN ${pair(`d."o_${c}"`, `w."${c}"`)} END`]),
    )})`;
    const summary = jsonObject(history.summary.map((c) => [c, pair('NULL::jsonb', `w."${c}"`)]));
    const rowKey = spec.key.map((k) => `w."${k}"::text`).join(` || '|' || `);
    const placeParams = [param(place.district_code, 'text'), param(place.block_code, 'text'), param(place.panchayat_code, 'text')];
    const runParam = selected[valueColumns.indexOf('last_run_id')];
    // Paired on the key (and the page's place, which narrows the lookup as above), not on the
    // other shared values: a new layout changes every row, it does not make them new.
    const pairMatch = [
      ...spec.key.map((k) => `t."${k}" = s."${k}"`),
      ...valueColumns.flatMap((c, i) => (c in shared && !spec.key.includes(c) && c.endsWith('_code') ? [`t."${c}" = ${selected[i]}`] : [])),
    ].join(' AND ');
    sql = `WITH d AS (SELECT s.*, t."${spec.key[0]}" IS NOT NULL AS o_exists, t.gone_at AS o_gone_at, ${oldOf}
                  FROM ${staging} s LEFT JOIN ${spec.table} t ON ${pairMatch}
                 WHERE t."${spec.key[0]}" IS NULL OR t.content_hash IS DISTINCT FROM s.content_hash OR t.gone_at IS NOT NULL),
          w AS (INSERT INTO ${spec.table} AS t (${insertColumns})
                SELECT ${selected.join(', ')} FROM d s
                ${conflict}
                RETURNING (xmax = 0) AS inserted, ${dataColumns.map((c) => `t."${c}"`).join(', ')}),
          e AS MATERIALIZED (SELECT CASE WHEN NOT d.o_exists THEN 'added' WHEN d.o_gone_at IS NOT NULL THEN 'back' ELSE 'changed' END AS change,
                       CASE WHEN d.o_exists AND d.o_gone_at IS NULL THEN ${changed} ELSE ${summary} END AS fields,
                       ${rowKey} AS row_key,
                       ${names.includes('work_code') ? 'w."work_code"' : 'NULL::text'} AS work_code,
                       ${names.includes('fto_no') ? 'w."fto_no"' : 'NULL::text'} AS fto_no
                  FROM w JOIN d ON ${spec.key.map((k) => `d."${k}" = w."${k}"`).join(' AND ')}),
          h AS (INSERT INTO mis_history (run_id, source, change, row_key, work_code, fto_no, district_code, block_code, panchayat_code, fields)
                SELECT ${runParam}, '${history.source}', e.change, e.row_key, e.work_code, e.fto_no, ${placeParams.join(', ')}, e.fields
                  FROM e WHERE e.change <> 'changed' OR e.fields <> '{}'::jsonb)
     SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM w`;
  }
  const [written] = await em.query<{ inserted: number; written: number }[]>(sql, params);
  const inserted = written?.inserted ?? 0;
  const total = written?.written ?? 0;
  counts.inserted += inserted;
  counts.updated += total - inserted;
  counts.unchanged += rows.count - total;
  return counts;
}

/**
 * SQL: one jsonb object of the given members (name, SQL expression), built at once: a chain of
 * one-member objects joined by `||` decodes and encodes the growing object at every step, which
 * cost a first load of 1,000 works about half its statement. Members go in calls of at most 40
 * (a function takes 100 arguments), joined by `||`.
 */
export function jsonObject(members: readonly (readonly [string, string])[]): string {
  if (members.length === 0) return `'{}'::jsonb`;
  const calls: string[] = [];
  for (let i = 0; i < members.length; i += 40) {
    calls.push(
      `jsonb_build_object(${members
        .slice(i, i + 40)
        .map(([name, value]) => `'${name}', ${value}`)
        .join(', ')})`,
    );
  }
  return calls.join(' || ');
}
