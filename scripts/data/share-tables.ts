/**
 * Recipe shares from AGRIBALYSE 3.1.1's per-ingredient results, for the share estimate of
 * ingredients a label lists without a percentage (src/scoring/parse/shares.ts). An ingredient's
 * contribution to a product's land use per kg, divided by the land use of a kilo of that ingredient
 * up to the factory gate (its AGRIBALYSE product's farm and processing stages), is its mass share in
 * AGRIBALYSE's recipe. Land use is the indicator because a vegetable oil's land is almost all at the
 * farm, so the ratio does not depend on transport or packaging.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { OIL_INGREDIENTS } from './agribalyse-ingredient-subset.js';
import { ENVIRONMENT_FILES } from './environment-tables.js';

export const SHARE_FILES = {
  oils: 'agribalyse-3.1.1-liquid-product-oils.csv',
  agribalyse: ENVIRONMENT_FILES.agribalyse,
} as const;

/** Products of the liquid sub-groups sold as powder are not made on a base liquid: their oil share says nothing here. */
const SOLD_AS_POWDER = 'poudre';

export interface OilShareEvidence {
  agb: string;
  product: string;
  percent: number;
}

export interface ShareTables {
  /** Every oil share of a liquid product, in percent of the product's mass. */
  evidence: readonly OilShareEvidence[];
  /** The largest of them, rounded up to 0.1 %: the cap of an oil listed without a percentage after a base liquid. */
  oilAfterBaseLiquidPercent: number;
}

type CsvRow = Record<string, string>;
const readCsv = (path: string): CsvRow[] => parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as CsvRow[];

export function buildShareTables(sourcesDir: string): ShareTables {
  const gateLand = new Map<string, number>();
  for (const r of readCsv(join(sourcesDir, SHARE_FILES.agribalyse))) {
    gateLand.set(r['code_agb']!, Number(r['ldu_agriculture']) + Number(r['ldu_transformation']));
  }
  const evidence: OilShareEvidence[] = [];
  for (const r of readCsv(join(sourcesDir, SHARE_FILES.oils))) {
    if (r['nom_fr']!.includes(SOLD_AS_POWDER)) continue;
    const oil = OIL_INGREDIENTS[r['ingredient']!];
    const perKg = oil === undefined ? undefined : gateLand.get(oil);
    if (perKg === undefined || !(perKg > 0)) throw new Error(`no land use for the oil of ${r['code_agb']}: ${r['ingredient']}`);
    evidence.push({ agb: r['code_agb']!, product: r['nom_fr']!, percent: Math.round((Number(r['ldu_contribution']) / perKg) * 1000) / 10 });
  }
  if (evidence.length === 0) throw new Error('no oil shares of liquid products');
  const max = Math.max(...evidence.map((e) => e.percent));
  return { evidence, oilAfterBaseLiquidPercent: Math.ceil(max * 10) / 10 };
}

export function recipeSharesSource(sourcesDir: string, script: string, header: (s: string, f: readonly string[]) => string): string {
  const t = buildShareTables(sourcesDir);
  return [
    header(script, Object.values(SHARE_FILES)),
    '/**',
    ' * The largest mass share, in percent, that AGRIBALYSE 3.1.1 gives a vegetable oil in a soup or a',
    ' * drink made on water (its per-ingredient land use over the oil\'s own per kg). An oil listed',
    ' * without a percentage after a base liquid is held at or below it. The evidence, product by product:',
    ...t.evidence.map((e) => ` *   ${e.agb} ${e.product}: ${e.percent} %`),
    ' */',
    `export const OIL_AFTER_BASE_LIQUID_MAX_PERCENT = ${t.oilAfterBaseLiquidPercent};`,
    '',
  ].join('\n');
}
