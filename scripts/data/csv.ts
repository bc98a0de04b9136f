import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** A source file's rows as records keyed by its header (BOM stripped, CRLF or LF). */
export function readCsv(sourcesDir: string, file: string): Record<string, string>[] {
  return parse(readFileSync(join(sourcesDir, file)), { bom: true, columns: true, relax_column_count: true, skip_empty_lines: true });
}

/** A cell as a number, or null when it is empty. Throws on anything else: a source must not be misread silently. */
export function num(cell: string | undefined, where: string): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const v = Number(cell);
  if (!Number.isFinite(v)) throw new Error(`${where}: "${cell}" is not a number`);
  return v;
}

/** The one column whose header starts with `prefix` (OWID value columns carry long, edition-specific names). */
export function columnStartingWith(rows: Record<string, string>[], prefix: string, file: string): string {
  const first = rows[0];
  const cols = first ? Object.keys(first).filter((k) => k.startsWith(prefix)) : [];
  if (cols.length !== 1) throw new Error(`${file}: expected one column starting with "${prefix}", found ${cols.length}`);
  return cols[0]!;
}
