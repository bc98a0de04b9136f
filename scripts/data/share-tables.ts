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
import { OIL_INGREDIENTS, type BAKED_SUBGROUPS } from './agribalyse-ingredient-subset.js';
import { CLIMATE_FILES } from './climate-tables.js';
import { ENVIRONMENT_FILES } from './environment-tables.js';

export const SHARE_FILES = {
  oils: 'agribalyse-3.1.1-liquid-product-oils.csv',
  agribalyse: ENVIRONMENT_FILES.agribalyse,
  baked: 'agribalyse-3.1.1-baked-goods-ingredients.csv',
  climate: CLIMATE_FILES.agribalyse,
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

/**
 * The ingredients of AGRIBALYSE's baked goods that have a product of their own, by the name its
 * detail sheet gives them (ADR 0120): a product whose every ingredient line is one of these (salt
 * aside, which weighs little and has no footprint to divide by) can be weighed ingredient by ingredient.
 */
export const BAKING_INGREDIENTS: Readonly<Record<string, string>> = {
  'Farine de blé': '9410',
  'Sucre blanc': '31016',
  Beurre: '16400',
  'Œuf de poule': '22000',
  "Blanc d'oeuf": '22001',
  "Jaune d'œuf": '22002',
  'Lait demi-écremé': '19041',
};
const SALT = 'Sel';
/** In a bread, only a dough wetted with milk shows its liquid as an ingredient line (water is none). */
const DOUGH_LIQUID = 'Lait demi-écremé';

export interface BakedEvidence {
  agb: string;
  product: string;
  /** kg of ingredients per kg of the product. */
  kgPerKg: number;
}

export type BakedKind = 'biscuits' | 'cakes' | 'breads';
const KIND_OF_SUBGROUP: Readonly<Record<(typeof BAKED_SUBGROUPS)[number], BakedKind>> = {
  'céréales de petit-déjeuner et biscuits': 'biscuits',
  'gâteaux et pâtisseries': 'cakes',
  'pains et viennoiseries': 'breads',
};

/** The `q` quantile of `xs` (0.5 the median), interpolated between the two nearest values. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo]! + (s[Math.ceil(i)]! - s[lo]!) * (i - lo);
}

/** A kilo of each AGRIBALYSE product up to the factory gate (its farm and processing stages), kg CO2e, by Code AGB. */
export function climateToGate(sourcesDir: string): Map<string, number> {
  return new Map(readCsv(join(sourcesDir, SHARE_FILES.climate)).map((r) => [r['code_agb']!, Number(r['cc_agriculture']) + Number(r['cc_transformation'])]));
}

/** One ingredient line of AGRIBALYSE's detail sheet: its name there and its climate contribution per kg of product. */
export interface IngredientLine {
  ingredient: string;
  cc: number;
}

/**
 * Kilograms of ingredients in a kilogram of product (ADR 0120): each line's climate contribution over a kilo
 * of its ingredient up to the factory gate, summed. `productOf` names each line's AGRIBALYSE product.
 */
export function kilogramsOfIngredients(lines: readonly IngredientLine[], productOf: Readonly<Record<string, string>>, gate: ReadonlyMap<string, number>): number {
  return lines.reduce((s, l) => s + l.cc / gate.get(productOf[l.ingredient]!)!, 0);
}

/**
 * Kilograms of ingredients per kilogram of AGRIBALYSE's baked goods: each ingredient line's climate
 * contribution divided by a kilo of that ingredient up to the factory gate (its product's farm and
 * processing stages), summed per product, over the products whose every line can be so divided; per
 * kind, the median (breads: those whose dough is wetted with milk), rounded to 0.01.
 */
export function buildBakingYields(sourcesDir: string): { evidence: Record<BakedKind, BakedEvidence[]>; yields: Record<BakedKind, number> } {
  const gate = climateToGate(sourcesDir);
  const products = new Map<string, { product: string; kind: BakedKind; lines: IngredientLine[] }>();
  for (const r of readCsv(join(sourcesDir, SHARE_FILES.baked))) {
    const kind = KIND_OF_SUBGROUP[r['sous_groupe'] as keyof typeof KIND_OF_SUBGROUP];
    if (kind === undefined) throw new Error(`not a baked sub-group: ${r['sous_groupe']}`);
    const p = products.get(r['code_agb']!) ?? { product: r['nom_fr']!, kind, lines: [] };
    p.lines.push({ ingredient: r['ingredient']!, cc: Number(r['cc_contribution']) });
    products.set(r['code_agb']!, p);
  }
  const evidence: Record<BakedKind, BakedEvidence[]> = { biscuits: [], cakes: [], breads: [] };
  for (const [agb, p] of products) {
    const lines = p.lines.filter((l) => l.ingredient !== SALT);
    if (lines.length === 0 || !lines.every((l) => l.ingredient in BAKING_INGREDIENTS)) continue;
    if (p.kind === 'breads' && !lines.some((l) => l.ingredient === DOUGH_LIQUID)) continue;
    const kg = kilogramsOfIngredients(lines, BAKING_INGREDIENTS, gate);
    evidence[p.kind].push({ agb, product: p.product, kgPerKg: Math.round(kg * 100) / 100 });
  }
  const yields = Object.fromEntries(
    (Object.keys(evidence) as BakedKind[]).map((k) => {
      if (evidence[k].length === 0) throw new Error(`no ${k} to weigh`);
      return [k, Math.round(quantile(evidence[k].map((e) => e.kgPerKg), 0.5) * 100) / 100];
    }),
  ) as Record<BakedKind, number>;
  return { evidence, yields };
}

export function recipeSharesSource(sourcesDir: string, script: string, header: (s: string, f: readonly string[]) => string): string {
  const t = buildShareTables(sourcesDir);
  const b = buildBakingYields(sourcesDir);
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
    '/**',
    ' * Kilograms of ingredients per kilogram of AGRIBALYSE 3.1.1\'s baked goods (ADR 0120): each ingredient',
    ' * line\'s climate contribution over a kilo of that ingredient to the factory gate, summed per product,',
    ' * over the products whose every line is flour, sugar, butter, egg or semi-skimmed milk; the median',
    ' * per kind (breads: those whose dough is wetted with milk, the one liquid AGRIBALYSE lists). The',
    ' * evidence, product by product:',
    ...(Object.keys(b.evidence) as BakedKind[]).flatMap((k) => b.evidence[k].map((e) => ` *   ${k} ${e.agb} ${e.product}: ${e.kgPerKg}`)),
    ' */',
    `export const BAKED_INGREDIENTS_PER_KG = { biscuits: ${b.yields.biscuits}, cakes: ${b.yields.cakes}, breads: ${b.yields.breads} } as const;`,
    '',
  ].join('\n');
}
