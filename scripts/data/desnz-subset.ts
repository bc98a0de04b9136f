/**
 * The rows of the DESNZ/DEFRA conversion-factors flat file that data/sources/ keeps, and the
 * command that cuts them from the full file:
 *
 *   npx tsx scripts/data/desnz-subset.ts ghg-conversion-factors-2025-flat-format.csv > \
 *     data/sources/desnz-ghg-conversion-factors-2025-flat-file-subset.csv
 *
 * Lines are copied byte for byte (not re-serialised), so the subset's rows are the publisher's.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';

/** Packaging-relevant "Material use" groups (glass sits under "Other"). */
const MATERIAL_GROUPS = new Set(['Other', 'Metal', 'Plastic', 'Paper']);
/** Freight modes that carry groceries (vans and sea tankers are left out). */
const FREIGHT_GROUPS = new Set(['HGV (all diesel)', 'HGV refrigerated (all diesel)', 'Freight flights', 'Rail', 'Cargo ship']);

/** Columns: ID, Scope, Level 1, Level 2, Level 3, Level 4, Column Text, UOM, GHG/Unit, factor. */
export function keepRow(cells: readonly string[]): boolean {
  const [, , level1, level2 = '', , , , uom, ghgUnit] = cells;
  if (ghgUnit !== 'kg CO2e') return false;
  if (level1 === 'Material use') return MATERIAL_GROUPS.has(level2);
  return level1 === 'Freighting goods' && uom === 'tonne.km' && FREIGHT_GROUPS.has(level2);
}

export function cutSubset(fullText: string): string {
  const [header, ...lines] = fullText.split('\n').map((l) => l.replace(/\r$/, ''));
  const kept = lines.filter((l) => l !== '' && keepRow((parse(l) as string[][])[0] ?? []));
  return [header, ...kept].join('\n') + '\n';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: desnz-subset.ts <flat-format.csv>');
  process.stdout.write(cutSubset(readFileSync(file, 'utf8')));
}
