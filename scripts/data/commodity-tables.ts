import { columnStartingWith, num, readCsv } from './csv.js';

/** The five per-kg factors the engine uses; null where no source has the figure. */
export interface PnRow {
  ghg: number;
  land: number | null;
  freshwater: number | null;
  scarcityWater: number | null;
  eutrophying: number | null;
}
export type PnField = keyof PnRow;

export interface CommodityTables {
  /** Keyed by the Our World in Data entity name ("Wheat & Rye", "Tofu (soybeans)"). */
  rows: Record<string, PnRow>;
  /** Year each file states for its values. */
  years: Record<PnField, number>;
  /** Entities whose water figures come from the transcribed file rather than the compilation. */
  transcribed: Record<string, PnField[]>;
}

export const FILES = {
  ghg: 'owid-poore-nemecek-ghg-per-kg.csv',
  eutrophying: 'owid-poore-nemecek-eutrophying-per-kg.csv',
  land: 'owid-poore-nemecek-land-use-per-kg.csv',
  water: 'kaggle-food-production-poore-nemecek.csv',
  waterTranscribed: 'owid-poore-nemecek-water-transcribed.csv',
} as const;

/** The Kaggle compilation names five products after a processed food or an older OWID label. */
const COMPILATION_ALIASES: Readonly<Record<string, string>> = {
  'Wheat & Rye (Bread)': 'Wheat & Rye',
  'Maize (Meal)': 'Maize',
  'Barley (Beer)': 'Barley',
  Tofu: 'Tofu (soybeans)',
  'Shrimps (farmed)': 'Prawns (farmed)',
};

/** Entity → value of one OWID per-kg file, and the single year the file states. */
function owidPerKg(sourcesDir: string, file: string, prefix: string): { values: Map<string, number>; year: number } {
  const rows = readCsv(sourcesDir, file);
  const col = columnStartingWith(rows, prefix, file);
  const values = new Map<string, number>();
  const years = new Set<string>();
  for (const r of rows) {
    const entity = r['Entity']!;
    const v = num(r[col], `${file} ${entity}`);
    if (v === null) throw new Error(`${file}: ${entity} has no value`);
    values.set(entity, v);
    years.add(r['Year'] ?? '');
  }
  const [year, ...others] = [...years];
  if (others.length > 0 || year === undefined) throw new Error(`${file}: expected one year, found ${[...years].join(', ')}`);
  return { values, year: Number(year) };
}

function sameEntities(a: Map<string, unknown>, b: Map<string, unknown>, what: string): void {
  const diff = [...a.keys()].filter((k) => !b.has(k)).concat([...b.keys()].filter((k) => !a.has(k)));
  if (diff.length > 0) throw new Error(`${what}: entities differ: ${diff.join(', ')}`);
}

export function buildCommodityTables(sourcesDir: string): CommodityTables {
  const ghg = owidPerKg(sourcesDir, FILES.ghg, 'Greenhouse gas emissions per kilogram');
  const eut = owidPerKg(sourcesDir, FILES.eutrophying, 'Eutrophying emissions per kilogram');
  const landRows = readCsv(sourcesDir, FILES.land);
  const landCol = columnStartingWith(landRows, 'Land use per kilogram', FILES.land);
  const land = new Map(landRows.map((r) => [r['Entity']!, num(r[landCol], `${FILES.land} ${r['Entity']}`)]));
  sameEntities(ghg.values, eut.values, `${FILES.ghg} vs ${FILES.eutrophying}`);
  sameEntities(ghg.values, land, `${FILES.ghg} vs ${FILES.land}`);

  const water = new Map<string, { freshwater: number | null; scarcityWater: number | null }>();
  const compilation = readCsv(sourcesDir, FILES.water);
  const freshCol = columnStartingWith(compilation, 'Freshwater withdrawals per kilogram', FILES.water);
  const scarcityCol = columnStartingWith(compilation, 'Scarcity-weighted water use per kilogram', FILES.water);
  for (const r of compilation) {
    const entity = COMPILATION_ALIASES[r['Food product']!] ?? r['Food product']!;
    if (!ghg.values.has(entity)) throw new Error(`${FILES.water}: unknown product "${entity}"`);
    water.set(entity, { freshwater: num(r[freshCol], `${FILES.water} ${entity}`), scarcityWater: num(r[scarcityCol], `${FILES.water} ${entity}`) });
  }

  // The transcribed figures fill what the compilation leaves empty; a conflict is an error.
  const transcribed: Record<string, PnField[]> = {};
  for (const r of readCsv(sourcesDir, FILES.waterTranscribed)) {
    const entity = r['Entity']!;
    const w = water.get(entity);
    if (!w) throw new Error(`${FILES.waterTranscribed}: unknown product "${entity}"`);
    const fields: PnField[] = [];
    for (const [field, prefix] of [['freshwater', 'Freshwater'], ['scarcityWater', 'Scarcity']] as const) {
      const v = num(r[columnStartingWith([r], prefix, FILES.waterTranscribed)], `${FILES.waterTranscribed} ${entity}`);
      if (v === null) continue;
      if (w[field] !== null && w[field] !== v) throw new Error(`${entity} ${field}: ${FILES.water} says ${w[field]}, ${FILES.waterTranscribed} says ${v}`);
      if (w[field] === null) fields.push(field);
      w[field] = v;
    }
    if (fields.length > 0) transcribed[entity] = fields;
  }

  const rows: Record<string, PnRow> = {};
  for (const [entity, g] of [...ghg.values].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    const w = water.get(entity);
    rows[entity] = {
      ghg: g,
      land: land.get(entity) ?? null,
      freshwater: w?.freshwater ?? null,
      scarcityWater: w?.scarcityWater ?? null,
      eutrophying: eut.values.get(entity) ?? null,
    };
  }
  return { rows, years: { ghg: ghg.year, eutrophying: eut.year, land: 2018, freshwater: 2018, scarcityWater: 2018 }, transcribed };
}
