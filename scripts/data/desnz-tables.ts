import { num, readCsv } from './csv.js';

export const DESNZ_FILE = 'desnz-ghg-conversion-factors-2025-flat-file-subset.csv';
const FACTOR_COLUMN = 'GHG Conversion Factor 2025';

/** A row of the flat file named by its levels (Level 1 … Column Text); "" matches an empty cell. */
interface RowKey {
  level1: 'Freighting goods' | 'Material use';
  level2: string;
  level3: string;
  level4?: string;
  columnText?: string;
}

export interface DesnzFactor {
  value: number;
  /** The flat file's row ID, so a reader can find the figure in the publisher's file. */
  id: string;
  /** Level 2 › Level 3 › Level 4 › Column Text as the file words them. */
  row: string;
}

const freight = (level2: string, level3: string, level4: string, columnText: string): RowKey => ({ level1: 'Freighting goods', level2, level3, level4, columnText });
const material = (level2: string, level3: string): RowKey => ({ level1: 'Material use', level2, level3, level4: '', columnText: 'Primary material production' });

/** The freight factors the transport model uses, kg CO2e per tonne.km. */
export const FREIGHT_ROWS = {
  hgvAverage: freight('HGV (all diesel)', 'All HGVs', '', 'Average laden'),
  hgvRefrigerated: freight('HGV refrigerated (all diesel)', 'All HGVs', '', 'Average laden'),
  rail: freight('Rail', 'Freight train', '', ''),
  containerShip: freight('Cargo ship', 'Container ship', 'Average', ''),
  refrigeratedCargoShip: freight('Cargo ship', 'Refrigerated cargo', ' All dwt', ''),
  airLongHaulWithRF: freight('Freight flights', 'Long-haul, to/from UK', '', 'With RF'),
} as const satisfies Record<string, RowKey>;

/** Primary material production, kg CO2e per tonne of material. */
export const MATERIAL_ROWS = {
  glass: material('Other', 'Glass'),
  aluminium: material('Metal', 'Metal: aluminium cans and foil (excl. forming)'),
  steel: material('Metal', 'Metal: steel cans'),
  board: material('Paper', 'Paper and board: board'),
  paper: material('Paper', 'Paper and board: paper'),
  pet: material('Plastic', 'Plastics: PET (incl. forming)'),
  hdpe: material('Plastic', 'Plastics: HDPE (incl. forming)'),
  ldpe: material('Plastic', 'Plastics: LDPE and LLDPE (incl. forming)'),
  pp: material('Plastic', 'Plastics: PP (incl. forming)'),
  ps: material('Plastic', 'Plastics: PS (incl. forming)'),
  pvc: material('Plastic', 'Plastics: PVC (incl. forming)'),
  plasticFilm: material('Plastic', 'Plastics: average plastic film'),
  plastic: material('Plastic', 'Plastics: average plastics'),
} as const satisfies Record<string, RowKey>;

export interface DesnzTables {
  freight: Record<keyof typeof FREIGHT_ROWS, DesnzFactor>;
  material: Record<keyof typeof MATERIAL_ROWS, DesnzFactor>;
}

function pick<K extends string>(rows: Record<string, string>[], wanted: Record<K, RowKey>): Record<K, DesnzFactor> {
  const out = {} as Record<K, DesnzFactor>;
  for (const [name, k] of Object.entries(wanted) as [K, RowKey][]) {
    const hits = rows.filter(
      (r) =>
        r['Level 1'] === k.level1 &&
        r['Level 2'] === k.level2 &&
        r['Level 3'] === k.level3 &&
        (k.level4 === undefined || r['Level 4'] === k.level4) &&
        (k.columnText === undefined || r['Column Text'] === k.columnText),
    );
    if (hits.length !== 1) throw new Error(`${DESNZ_FILE}: ${name} matches ${hits.length} rows, expected 1`);
    const r = hits[0]!;
    const value = num(r[FACTOR_COLUMN], `${DESNZ_FILE} ${r['ID']}`);
    if (value === null) throw new Error(`${DESNZ_FILE}: ${name} (${r['ID']}) has no value`);
    const row = [r['Level 2'], r['Level 3'], r['Level 4'], r['Column Text']].map((c) => c?.trim()).filter(Boolean).join(' › ');
    out[name] = { value, id: r['ID']!, row };
  }
  return out;
}

export function buildDesnzTables(sourcesDir: string): DesnzTables {
  const rows = readCsv(sourcesDir, DESNZ_FILE).filter((r) => r['GHG/Unit'] === 'kg CO2e');
  return { freight: pick(rows, FREIGHT_ROWS), material: pick(rows, MATERIAL_ROWS) };
}
