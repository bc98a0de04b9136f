import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { from as copyFrom } from 'pg-copy-streams';

type Cell = string | number | null;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY text format: `\N` for null; backslash, tab, newline and carriage return escaped. */
function cell(value: Cell): string {
  if (value === null) return '\\N';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : text;
}

function* lines(rows: Cell[][], batch = 500): Generator<string> {
  for (let start = 0; start < rows.length; start += batch) {
    let chunk = '';
    for (const row of rows.slice(start, start + batch)) chunk += row.map(cell).join('\t') + '\n';
    yield chunk;
  }
}

/**
 * Streams rows into `table` (usually a temporary table) with COPY on the transaction's own
 * connection: the fastest way to hand PostgreSQL thousands of rows (docs/toolchain.md, "Bulk writes").
 */
export async function copyRows(trx: Knex.Transaction, table: string, columns: string[], rows: Cell[][]): Promise<void> {
  if (rows.length === 0) return;
  // Knex types its client as `any`; the pooled connection is node-postgres's Client.
  const client = trx.client as { acquireConnection(): Promise<{ query(stream: unknown): NodeJS.WritableStream }> };
  const connection = await client.acquireConnection();
  const sink = connection.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(lines(rows)), sink);
}
