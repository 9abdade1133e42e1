import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type CopyValue = string | number | boolean | null | undefined | object;

/** A value in COPY's text format: \N for null, backslash escapes for the separators. */
function field(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : text;
}

/** One row in COPY's text format, its line end included. */
export function copyLine(row: readonly CopyValue[]): string {
  return `${row.map(field).join('\t')}\n`;
}

/** The COPY statement of a table's columns (names from code, never input), fed by `text`'s chunks. */
async function copyChunks(client: ClientBase, table: string, columns: readonly string[], chunks: Iterable<string>): Promise<void> {
  const sql = `COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`;
  await pipeline(Readable.from(chunks), client.query(copyFrom(sql)));
}

/**
 * Streams rows into a table with one COPY statement on the given connection (inside its
 * transaction); answers the number of rows. Columns and table names come from code, never input.
 */
export async function copyRows(
  client: ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<CopyValue[]>,
): Promise<number> {
  let count = 0;
  function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += copyLine(row);
      count++;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await copyChunks(client, table, columns, lines());
  return count;
}

/** Sends lines already in COPY's text format (copyLine's) into a table with one COPY statement, as copyRows does. */
export async function copyText(client: ClientBase, table: string, columns: readonly string[], text: string): Promise<void> {
  if (text !== '') await copyChunks(client, table, columns, [text]);
}

/** Ids for `count` new rows of a table with a serial id, taken from its sequence (so COPY can name them). */
export async function nextIds(client: ClientBase, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2::int)`,
    [table, count],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
