/**
 * `make data`: regenerates the scoring tables in src/scoring/data/ from the primary files in
 * data/sources/. `generateTables` is pure (reads the files, returns the sources it would write) so
 * the unit test can re-run it in memory and compare with what is committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COUNTRIES } from '../../src/scoring/data/countries.js';
import type { SourceId } from '../../src/scoring/data/sources.js';
import { buildCommodityTables, FILES as COMMODITY_FILES, type PnField } from './commodity-tables.js';
import { buildCountryTables, FILES as COUNTRY_FILES, type CountryTables } from './country-tables.js';
import { buildClimateTables, CLIMATE_FILES } from './climate-tables.js';
import { buildDesnzTables, DESNZ_FILE, type DesnzFactor } from './desnz-tables.js';
import { buildElectricityTable, ELECTRICITY_FILE } from './electricity-tables.js';
import { environmentReferencesSource } from './environment-tables.js';
import { recipeSharesSource } from './share-tables.js';
import { header, key, literal, record, stringArray } from './emit.js';
import type { Selection } from './series.js';

export const SOURCES_DIR = 'data/sources';
export const OUTPUTS = {
  countryIndices: 'src/scoring/data/country-indices.ts',
  commodityFactors: 'src/scoring/data/commodity-factors.ts',
  desnzFactors: 'src/scoring/data/desnz-factors.ts',
  climateReferences: 'src/scoring/data/climate-references.ts',
  electricityFactors: 'src/scoring/data/electricity-factors.ts',
  environmentReferences: 'src/scoring/data/environment-references.ts',
  recipeShares: 'src/scoring/data/recipe-shares.ts',
} as const;
const SCRIPT = 'scripts/data/generate.ts';

interface TableSpec {
  exportName: string;
  doc: string;
  name: string;
  unit: string;
  sourceId: SourceId;
  pick: (t: CountryTables) => Selection;
  note?: string;
}

const COUNTRY_TABLES: readonly TableSpec[] = [
  { exportName: 'HDI', doc: 'UNDP Human Development Index (0-1).', name: 'Human Development Index', unit: 'index 0-1', sourceId: 'undp-hdr-2023-24', pick: (t) => t.hdi },
  { exportName: 'GII', doc: 'UNDP Gender Inequality Index (0 = equality).', name: 'Gender Inequality Index', unit: 'index 0-1', sourceId: 'undp-hdr-2023-24', pick: (t) => t.gii },
  {
    exportName: 'WGI_VOICE',
    doc: 'World Bank WGI Voice and Accountability, percentile rank (0-100): the freedom-of-association proxy for worker rights.',
    name: 'Voice and Accountability, percentile rank',
    unit: 'percentile rank 0-100',
    sourceId: 'wb-wgi-2023',
    pick: (t) => t.wgiVoice,
    note: 'Indicator VA.PER.RNK of the WGI bulk file.',
  },
  { exportName: 'PESTICIDES', doc: 'FAOSTAT pesticides (total) use per area of cropland, kg/ha.', name: 'Pesticide use per hectare of cropland', unit: 'kg/ha', sourceId: 'faostat-pesticides', pick: (t) => t.pesticides },
  { exportName: 'NITROGEN', doc: 'FAOSTAT nitrogen (N total) use per area of cropland, kg/ha.', name: 'Nitrogen fertiliser use per hectare of cropland', unit: 'kg N/ha', sourceId: 'faostat-nitrogen', pick: (t) => t.nitrogen },
  {
    exportName: 'ANTIMICROBIAL_USE',
    doc: 'Antibiotic use in livestock, mg per population-correction unit (PCU).',
    name: 'Antibiotic use in livestock',
    unit: 'mg/PCU',
    sourceId: 'owid-antibiotics-livestock',
    pick: (t) => t.antibiotics,
    note: 'Van Boeckel et al. model estimates for 2010, the latest year the file covers for nearly every country; later years hold reported European sales for about 30 countries only.',
  },
];

const RULE =
  'Reference year: the latest year covering at least 90 % of the countries in data/countries.ts; a country without a value that year takes its latest value up to five years older (recorded in `years`).';

function countryIndicesSource(t: CountryTables): string {
  const files = Object.values(COUNTRY_FILES);
  const parts = [header(SCRIPT, files), "import type { CountryTable } from './country-table.js';", '', `// ${RULE}`];
  for (const spec of COUNTRY_TABLES) {
    const s = spec.pick(t);
    parts.push(
      '',
      `/** ${spec.doc} */`,
      `export const ${spec.exportName}: CountryTable = {`,
      `  name: ${literal(spec.name)},`,
      `  unit: ${literal(spec.unit)},`,
      `  sourceId: ${literal(spec.sourceId)},`,
      `  year: ${s.year},`,
      '  estimate: false,',
      ...(spec.note ? [`  note: ${literal(spec.note)},`] : []),
      `  values: ${record(s.values, '  ')},`,
      `  years: ${record(s.years, '  ')},`,
      `  missing: ${stringArray(s.missing)},`,
      '};',
    );
  }
  const w = t.giiWorst;
  parts.push(
    '',
    `/** The highest GII of any country in ${w.year} (${w.country}): the 0 anchor of the equality score. */`,
    `export const GII_WORST = { value: ${w.value}, iso3: ${literal(w.iso3)}, country: ${literal(w.country)}, year: ${w.year} } as const;`,
    '',
  );
  return parts.join('\n');
}

const FIELD_SOURCES: Record<PnField, SourceId> = {
  ghg: 'pn-owid-ghg',
  land: 'pn-owid-land',
  freshwater: 'pn-kaggle-water',
  scarcityWater: 'pn-kaggle-water',
  eutrophying: 'pn-owid-eutrophying',
};

function commodityFactorsSource(sourcesDir: string): string {
  const t = buildCommodityTables(sourcesDir);
  const fieldSources = Object.fromEntries(
    (Object.keys(FIELD_SOURCES) as PnField[]).map((f) => [f, `{ sourceId: ${literal(FIELD_SOURCES[f])}, year: ${t.years[f]} }`]),
  );
  const row = (r: (typeof t.rows)[string]) =>
    `{ ghg: ${r.ghg}, land: ${r.land}, freshwater: ${r.freshwater}, scarcityWater: ${r.scarcityWater}, eutrophying: ${r.eutrophying} }`;
  return [
    header(SCRIPT, Object.values(COMMODITY_FILES)),
    "import type { SourceId } from './sources.js';",
    '',
    '/** Poore & Nemecek (2018) factors per kg of product at retail; null where no source has the figure. */',
    'export interface PnFactors {',
    '  /** kg CO2e per kg, mean across studies. */',
    '  ghg: number;',
    '  /** m² per kg (land use, year-averaged). */',
    '  land: number | null;',
    '  /** L per kg, freshwater withdrawals. */',
    '  freshwater: number | null;',
    '  /** L per kg, scarcity-weighted water use. */',
    '  scarcityWater: number | null;',
    '  /** g PO4e per kg, eutrophying emissions. */',
    '  eutrophying: number | null;',
    '}',
    'export type PnField = keyof PnFactors;',
    '',
    '/** Where each field comes from (entities listed in PN_TRANSCRIBED take their water figures from pn-owid-water-transcribed). */',
    'export const PN_FIELD_SOURCES: Readonly<Record<PnField, { sourceId: SourceId; year: number }>> = {',
    ...Object.entries(fieldSources).map(([f, v]) => `  ${f}: ${v},`),
    '};',
    '',
    '/** Keyed by the Our World in Data entity name. */',
    'export const PN_FACTORS = {',
    ...Object.entries(t.rows).map(([entity, r]) => `  ${key(entity)}: ${row(r)},`),
    '} as const satisfies Record<string, PnFactors>;',
    '',
    'export type PnEntity = keyof typeof PN_FACTORS;',
    '',
    '/** Water figures the compilation lacks, taken from the transcribed file (source pn-owid-water-transcribed). */',
    'export const PN_TRANSCRIBED: Readonly<Partial<Record<PnEntity, readonly PnField[]>>> = {',
    ...Object.entries(t.transcribed).map(([entity, fields]) => `  ${key(entity)}: ${stringArray(fields)},`),
    '};',
    '',
  ].join('\n');
}

/** One `key: value` per factor, each with the flat file's row ID and wording. */
function desnzRecord(factors: Record<string, DesnzFactor>): string[] {
  return Object.entries(factors).flatMap(([k, f]) => [`  /** ${f.id}: ${f.row} */`, `  ${key(k)}: ${f.value},`]);
}

function desnzFactorsSource(sourcesDir: string): string {
  const t = buildDesnzTables(sourcesDir);
  return [
    header(SCRIPT, [DESNZ_FILE]),
    '/** DESNZ/DEFRA conversion factors 2025, "Freighting goods": kg CO2e per tonne.km. */',
    'export const DESNZ_FREIGHT_KG_CO2E_PER_TKM = {',
    ...desnzRecord(t.freight),
    '} as const;',
    '',
    '/** DESNZ/DEFRA conversion factors 2025, "Material use", primary material production: kg CO2e per tonne. */',
    'export const DESNZ_MATERIAL_KG_CO2E_PER_TONNE = {',
    ...desnzRecord(t.material),
    '} as const;',
    '',
  ].join('\n');
}

function electricityFactorsSource(sourcesDir: string): string {
  const t = buildElectricityTable(sourcesDir, COUNTRIES);
  return [
    header(SCRIPT, [ELECTRICITY_FILE]),
    '/** Ember, carbon intensity of electricity generation: kg CO2e per kWh, by ISO 3166-1 alpha-2 code, with its year. */',
    'export const ELECTRICITY_KG_CO2E_PER_KWH = {',
    ...Object.entries(t.byCountry).map(([code, f]) => `  /** ${f.name}, ${f.year} */\n  ${key(code)}: ${f.value},`),
    '} as const;',
    '',
    `/** The world figure (${t.world.year}), for a country the table lacks. */`,
    `export const WORLD_ELECTRICITY_KG_CO2E_PER_KWH = ${t.world.value};`,
    '',
  ].join('\n');
}

function climateReferencesSource(sourcesDir: string): string {
  const t = buildClimateTables(sourcesDir);
  const row = (r: (typeof t)[keyof typeof t]) =>
    `{ agb: ${literal(r.agb)}, name: ${literal(r.name)}, dqr: ${r.dqr}, farm: ${r.farm}, processing: ${r.processing}, packaging: ${r.packaging}, transport: ${r.transport}, retail: ${r.retail}, sel: ${
      r.sel ? `{ item: ${literal(r.sel.item)}, n: ${r.sel.n}, q1: ${r.sel.q1}, median: ${r.sel.median}, q3: ${r.sel.q3} }` : 'null'
    } }`;
  return [
    header(SCRIPT, Object.values(CLIMATE_FILES)),
    '/**',
    ' * AGRIBALYSE 3.1.1 climate change (EF 3.1, kg CO2e per kg of product, land-use change included)',
    ' * by stage for the reference foods the climate model uses, with their data-quality rating (DQR,',
    ' * 1 very good … 5 very poor) and, where SU-EATABLE LIFE (2021) has the commodity, the spread of',
    ' * the published studies (kg CO2e per kg). The choice of product and item per key is in',
    ' * scripts/data/climate-tables.ts.',
    ' */',
    'export interface ClimateReference {',
    '  agb: string;',
    '  name: string;',
    '  dqr: number;',
    '  farm: number;',
    '  processing: number;',
    '  packaging: number;',
    '  transport: number;',
    '  retail: number;',
    '  sel: { item: string; n: number; q1: number; median: number; q3: number } | null;',
    '}',
    '',
    'export const CLIMATE_REFERENCES = {',
    ...Object.entries(t).map(([k, r]) => `  ${key(k)}: ${row(r)},`),
    '} as const satisfies Record<string, ClimateReference>;',
    '',
    'export type ClimateReferenceKey = keyof typeof CLIMATE_REFERENCES;',
    '',
  ].join('\n');
}

/** Relative output path → generated source, from the files in `<root>/data/sources`. */
export function generateTables(root: string): Map<string, string> {
  const sourcesDir = join(root, SOURCES_DIR);
  return new Map([
    [OUTPUTS.countryIndices, countryIndicesSource(buildCountryTables(sourcesDir, COUNTRIES))],
    [OUTPUTS.commodityFactors, commodityFactorsSource(sourcesDir)],
    [OUTPUTS.desnzFactors, desnzFactorsSource(sourcesDir)],
    [OUTPUTS.climateReferences, climateReferencesSource(sourcesDir)],
    [OUTPUTS.electricityFactors, electricityFactorsSource(sourcesDir)],
    [OUTPUTS.environmentReferences, environmentReferencesSource(sourcesDir, SCRIPT, { header, key })],
    [OUTPUTS.recipeShares, recipeSharesSource(sourcesDir, SCRIPT, header)],
  ]);
}

function main(): void {
  const root = process.cwd();
  for (const [path, text] of generateTables(root)) {
    writeFileSync(join(root, path), text);
    console.log(`wrote ${path}`);
  }
  const t = buildCountryTables(join(root, SOURCES_DIR), COUNTRIES);
  for (const spec of COUNTRY_TABLES) {
    const s = spec.pick(t);
    const older = Object.entries(s.years).filter(([, y]) => y !== s.year).map(([c, y]) => `${c} ${y}`);
    console.log(`${spec.exportName}: ${s.year}; older: ${older.join(', ') || 'none'}; missing: ${s.missing.join(', ') || 'none'}`);
  }
  console.log(`GII_WORST: ${t.giiWorst.country} ${t.giiWorst.value} (${t.giiWorst.year})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
