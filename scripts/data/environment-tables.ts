/**
 * Environmental reference vectors by life-cycle stage: for each reference food or product class of
 * the climate model (the same keys and AGRIBALYSE products as scripts/data/climate-tables.ts, so the
 * climate model's choice of reference is the only one), its AGRIBALYSE 3.1.1 values of seven EF 3.1
 * indicators at each of the five stages the engine counts, and its data-quality rating; the EF 3.1
 * normalisation and Ecobalyse weights of the transcribed file; and the anchors of each score: the
 * 5th and 95th percentiles of its physical quantity over every AGRIBALYSE product (farm to shop,
 * consumption left out, as the engine's boundary).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { CLIMATE_FILES, CLIMATE_SELECTION, type ClimateReferenceKey } from './climate-tables.js';

export const ENVIRONMENT_FILES = {
  agribalyse: 'agribalyse-3.1.1-environment-by-stage.csv',
  weights: 'ef-3.1-normalisation-and-ecobalyse-weights-transcribed.csv',
} as const;

/** Vector order of every stage's values (the subset file's indicator prefixes). */
export const INDICATORS = ['wtu', 'ldu', 'fwe', 'swe', 'tre', 'etf', 'acd'] as const;
export type Indicator = (typeof INDICATORS)[number];
/** The engine's stages and the subset file's column suffix for each (consumption is outside the boundary). */
export const STAGE_COLUMNS = {
  farm: 'agriculture',
  processing: 'transformation',
  packaging: 'emballage',
  transport: 'transport',
  retail: 'supermarche_distribution',
} as const;
export type Stage = keyof typeof STAGE_COLUMNS;
const STAGES = Object.keys(STAGE_COLUMNS) as Stage[];

/** Indicators summed (each divided by its EF normalisation) into the eutrophication of fertilizersUseScore. */
export const EUTROPHICATION: readonly Indicator[] = ['fwe', 'swe', 'tre'];
/** Indicators of the biodiversity composite: land use, then the pressures Ecobalyse weighs beside it. */
export const BIODIVERSITY_PARTS: readonly Indicator[] = ['ldu', 'etf', 'acd', 'tre', 'swe', 'fwe'];
/**
 * Land use's share of the biodiversity composite (ADR 0095): land and land-use change are the first
 * driver of biodiversity loss on land (Jaureguiberry et al. 2022, Sci. Adv. 8 eabm9982; Scherer et al.
 * 2023, GLAM), pollution a later one. Chosen on the AGRIBALYSE products alone as the smallest multiple
 * of 0.05 at which the composite ranks them like land use with Spearman >= 0.85, both over all
 * products and on average within AGRIBALYSE's food groups (a shelf compares foods of one group); the
 * other parts share the rest in the proportions of Ecobalyse's weights.
 * test/unit/scoring/score/environment/data.test.ts recomputes both correlations from the committed file.
 */
export const BIODIVERSITY_LAND_SHARE = 0.8;
/** Normalised quantities are published in micro-points: 1 Pt is one person's yearly impact (EF). */
export const MICRO = 1e6;

export interface EnvironmentReferenceRow {
  agb: string;
  dqr: number;
  stages: Record<Stage, number[]>;
}

export interface Anchor {
  p5: number;
  p95: number;
}

/**
 * AGRIBALYSE 3.1.1's air-freighted rows (mango from Brazil by plane, French beans from Kenya by plane):
 * their transport stage per kg CO2e is the intensity of air freight's other indicators (ADR 0125).
 */
export const AIR_FREIGHT_ROWS = ['13025_2', '20061_2'] as const;

export interface EnvironmentTables {
  references: Record<ClimateReferenceKey, EnvironmentReferenceRow>;
  /** Transport-stage indicators per kg CO2e of transport, the mean over AIR_FREIGHT_ROWS. */
  airFreightIntensity: number[];
  normalisation: Record<Indicator, number>;
  weights: Record<Indicator, number>;
  units: Record<Indicator, string>;
  /** Biodiversity weights over BIODIVERSITY_PARTS, summing to 1: land use BIODIVERSITY_LAND_SHARE, the rest in Ecobalyse's proportions. */
  biodiversityWeights: Partial<Record<Indicator, number>>;
  anchors: { water: Anchor; landUse: Anchor; eutrophication: Anchor; ecotoxicityToGate: Anchor; biodiversity: Anchor };
  products: number;
}

type Row = Record<string, string>;

function num(v: string | undefined, what: string): number {
  const x = Number(v === '' ? 0 : v);
  if (v === undefined || !Number.isFinite(x)) throw new Error(`not a number: ${what} = ${v}`);
  return x;
}

/** Linear interpolation between order statistics (type 7, as R and NumPy default). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * p;
  const lo = Math.floor(i);
  const hi = Math.min(lo + 1, s.length - 1);
  return s[lo]! + (s[hi]! - s[lo]!) * (i - lo);
}

const sig = (x: number): number => Number(x.toPrecision(6));

export function buildEnvironmentTables(sourcesDir: string): EnvironmentTables {
  const rows = parse(readFileSync(join(sourcesDir, ENVIRONMENT_FILES.agribalyse), 'utf8'), { columns: true }) as Row[];
  const byCode = new Map(rows.map((r) => [r.code_agb!, r]));
  const factorRows = new Map((parse(readFileSync(join(sourcesDir, ENVIRONMENT_FILES.weights), 'utf8'), { columns: true }) as Row[]).map((r) => [r.indicator!, r]));
  const normalisation = {} as Record<Indicator, number>;
  const weights = {} as Record<Indicator, number>;
  const units = {} as Record<Indicator, string>;
  for (const i of INDICATORS) {
    const r = factorRows.get(i);
    if (!r) throw new Error(`no normalisation row for ${i}`);
    normalisation[i] = num(r.ef_normalisation_per_person_year, `${i} normalisation`);
    weights[i] = num(r.ecobalyse_weight, `${i} weight`);
    units[i] = r.unit!;
  }
  const pressures = BIODIVERSITY_PARTS.filter((i) => i !== 'ldu');
  const pressureSum = pressures.reduce((s, i) => s + weights[i], 0);
  const biodiversityWeights = Object.fromEntries([
    ['ldu', BIODIVERSITY_LAND_SHARE],
    ...pressures.map((i) => [i, sig(((1 - BIODIVERSITY_LAND_SHARE) * weights[i]) / pressureSum)]),
  ]) as Partial<Record<Indicator, number>>;

  const stagesOf = (r: Row): Record<Stage, number[]> =>
    Object.fromEntries(STAGES.map((st) => [st, INDICATORS.map((i) => num(r[`${i}_${STAGE_COLUMNS[st]}`], `${r.code_agb} ${i} ${st}`))])) as Record<Stage, number[]>;

  const references = {} as Record<ClimateReferenceKey, EnvironmentReferenceRow>;
  for (const [key, [code]] of Object.entries(CLIMATE_SELECTION) as [ClimateReferenceKey, readonly [string, string | null]][]) {
    const r = byCode.get(code);
    if (!r) throw new Error(`${key}: no AGRIBALYSE product ${code}`);
    references[key] = { agb: code, dqr: num(r.dqr_global, `${code} dqr`), stages: stagesOf(r) };
  }

  const climateRows = parse(readFileSync(join(sourcesDir, CLIMATE_FILES.agribalyse), 'utf8'), { columns: true }) as Row[];
  const airFreightIntensity = INDICATORS.map((i) => {
    const perKgCo2e = AIR_FREIGHT_ROWS.map((code) => {
      const env = byCode.get(code);
      const co2 = climateRows.find((r) => r.code_agb === code);
      if (!env || !co2) throw new Error(`no AGRIBALYSE air-freighted row ${code}`);
      return num(env[`${i}_${STAGE_COLUMNS.transport}`], `${code} ${i} transport`) / num(co2.cc_transport, `${code} transport`);
    });
    return sig(perKgCo2e.reduce((a, b) => a + b, 0) / perKgCo2e.length);
  });

  // The anchors: each quantity over every product, summed over the engine's five stages.
  const totals = rows.map((r) => {
    const s = stagesOf(r);
    const sum = INDICATORS.map((_, k) => STAGES.reduce((acc, st) => acc + s[st][k]!, 0));
    const at = (i: Indicator) => sum[INDICATORS.indexOf(i)]!;
    return {
      water: at('wtu'),
      landUse: at('ldu'),
      eutrophication: MICRO * EUTROPHICATION.reduce((acc, i) => acc + at(i) / normalisation[i], 0),
      ecotoxicityToGate: s.farm[INDICATORS.indexOf('etf')]! + s.processing[INDICATORS.indexOf('etf')]!,
      biodiversity: MICRO * BIODIVERSITY_PARTS.reduce((acc, i) => acc + biodiversityWeights[i]! * (at(i) / normalisation[i]), 0),
    };
  });
  const anchor = (pick: (t: (typeof totals)[number]) => number): Anchor => {
    const xs = totals.map(pick);
    return { p5: sig(percentile(xs, 0.05)), p95: sig(percentile(xs, 0.95)) };
  };
  return {
    references,
    airFreightIntensity,
    normalisation,
    weights,
    units,
    biodiversityWeights,
    anchors: {
      water: anchor((t) => t.water),
      landUse: anchor((t) => t.landUse),
      eutrophication: anchor((t) => t.eutrophication),
      ecotoxicityToGate: anchor((t) => t.ecotoxicityToGate),
      biodiversity: anchor((t) => t.biodiversity),
    },
    products: rows.length,
  };
}

/** The generated src/scoring/data/environment-references.ts. */
export function environmentReferencesSource(sourcesDir: string, script: string, emit: { header: (s: string, f: readonly string[]) => string; key: (k: string) => string }): string {
  const t = buildEnvironmentTables(sourcesDir);
  const vec = (xs: readonly number[]) => `[${xs.join(', ')}]`;
  const row = (r: EnvironmentReferenceRow) =>
    `{ agb: '${r.agb}', dqr: ${r.dqr}, stages: { ${STAGES.map((st) => `${st}: ${vec(r.stages[st])}`).join(', ')} } }`;
  const rec = (o: Partial<Record<string, number | string>>) =>
    `{ ${Object.entries(o).map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : v}`).join(', ')} }`;
  const anchor = (a: Anchor) => `{ p5: ${a.p5}, p95: ${a.p95} }`;
  return [
    emit.header(script, [...Object.values(ENVIRONMENT_FILES), CLIMATE_FILES.agribalyse]),
    "import type { ClimateReferenceKey } from './climate-references.js';",
    '',
    '/**',
    ' * AGRIBALYSE 3.1.1 EF 3.1 indicators per kg of product by stage (farm, processing, packaging,',
    ' * transport, retail) for the climate model\'s reference foods and product classes (same keys, same',
    ' * AGRIBALYSE products: scripts/data/climate-tables.ts), with the data-quality rating (DQR, 1 very',
    ' * good … 5 very poor). Every stage is one vector in ENVIRONMENT_INDICATORS order, so a stage can be',
    ' * replaced whole (partner data) without touching the others.',
    ' */',
    `export const ENVIRONMENT_INDICATORS = [${INDICATORS.map((i) => `'${i}'`).join(', ')}] as const;`,
    'export type EnvironmentIndicator = (typeof ENVIRONMENT_INDICATORS)[number];',
    `export const ENVIRONMENT_STAGES = [${STAGES.map((s) => `'${s}'`).join(', ')}] as const;`,
    'export type EnvironmentStage = (typeof ENVIRONMENT_STAGES)[number];',
    '',
    'export interface EnvironmentReference {',
    '  agb: string;',
    '  dqr: number;',
    '  stages: Readonly<Record<EnvironmentStage, readonly number[]>>;',
    '}',
    '',
    'export const ENVIRONMENT_REFERENCES: Readonly<Record<ClimateReferenceKey, EnvironmentReference>> = {',
    ...Object.entries(t.references).map(([k, r]) => `  ${emit.key(k)}: ${row(r)},`),
    '};',
    '',
    `/** Transport-stage indicators per kg CO2e of AGRIBALYSE 3.1.1's air-freighted rows (${AIR_FREIGHT_ROWS.join(', ')}; their mean, 6 significant digits): a flown route's other indicators (ADR 0125). */`,
    `export const AIR_FREIGHT_INTENSITY: readonly number[] = ${vec(t.airFreightIntensity)};`,
    '',
    '/** Unit of each indicator per kg of product. */',
    `export const INDICATOR_UNITS: Readonly<Record<EnvironmentIndicator, string>> = ${rec(t.units)};`,
    '',
    '/** EF 3.1 normalisation: one person\'s yearly global impact, in each indicator\'s unit. */',
    `export const EF_NORMALISATION: Readonly<Record<EnvironmentIndicator, number>> = ${rec(t.normalisation)};`,
    '',
    '/** Ecobalyse\'s food weights (their ecotoxicity weight is for the corrected etf-c). */',
    `export const ECOBALYSE_WEIGHTS: Readonly<Record<EnvironmentIndicator, number>> = ${rec(t.weights)};`,
    '',
    `/** The biodiversity composite's weights (ADR 0095): land use ${BIODIVERSITY_LAND_SHARE}, the other parts ${sig(1 - BIODIVERSITY_LAND_SHARE)} in the proportions of Ecobalyse's weights (6 significant digits). */`,
    `export const BIODIVERSITY_WEIGHTS: Readonly<Partial<Record<EnvironmentIndicator, number>>> = ${rec(t.biodiversityWeights)};`,
    '',
    '/**',
    ` * Score anchors: the 5th and 95th percentiles of each physical quantity over all ${t.products} AGRIBALYSE`,
    ' * 3.1.1 products (five stages, consumption left out): a quantity at or below p5 scores 100, at or',
    ' * above p95 scores 0, log-linear between. Units: water m³ world-eq/kg, land use Pt/kg,',
    ' * eutrophication and biodiversity µPt/kg (EF-normalised), ecotoxicity to the gate (farm and',
    ' * processing stages) CTUe/kg.',
    ' */',
    'export const ENVIRONMENT_ANCHORS = {',
    ...Object.entries(t.anchors).map(([k, a]) => `  ${k}: ${anchor(a)},`),
    '} as const;',
    '',
  ].join('\n');
}
