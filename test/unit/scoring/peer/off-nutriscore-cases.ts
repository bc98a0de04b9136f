import { readFileSync } from 'node:fs';
import type { NutriScoreKind } from '../../../../src/scoring/score/nutri-score.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** Open Food Facts' Nutri-Score cases (test/fixtures/off-nutriscore/cases.json) and the product a partner would send for each. */
export interface OffNutrients {
  energyKj: number;
  fat: number;
  saturatedFat?: number;
  carbohydrate?: number;
  sugars?: number;
  salt: number;
  fibre?: number | null;
  protein: number;
}

export interface OffCase {
  id: string;
  commit: string;
  lc: string;
  categories: string;
  ingredients?: string;
  english?: { categories?: string; ingredients?: string };
  prepared?: boolean;
  estimatedNutrients?: boolean;
  declared?: OffNutrients;
  nutrients?: OffNutrients;
  sweeteners?: number;
  offInconsistent?: string;
  expected: {
    computed: boolean;
    why?: string;
    kind?: NutriScoreKind | 'water';
    grade?: string;
    score?: number;
    negative?: number;
    positive?: number;
    fvl?: number;
    componentsNull?: boolean;
    points?: Record<string, number>;
  };
}

const fixture = JSON.parse(readFileSync(new URL('../../../fixtures/off-nutriscore/cases.json', import.meta.url), 'utf8')) as {
  cases: OffCase[];
};
/** The cases of test/fixtures/off-nutriscore/cases.json. */
export const OFF_NUTRISCORE_CASES = fixture.cases;

/** Contract field names (after `quantity_` / `secondary_quantity_`) of the fixture's nutrients. */
const WIRE_NAME: Record<keyof OffNutrients, string> = {
  energyKj: 'energy_kj',
  fat: 'fat',
  saturatedFat: 'part_saturated_fat',
  carbohydrate: 'carbohydrate',
  sugars: 'part_sugars',
  salt: 'salt',
  fibre: 'fibre',
  protein: 'protein',
};

/** The OFF product as a partner sends it: category and ingredient text, nutrients per 100 g. */
export function toProductData(c: OffCase): ProductData {
  const d: ProductData = { category: c.english?.categories ?? c.categories };
  const ingredients = c.english?.ingredients ?? c.ingredients;
  if (ingredients !== undefined) d.ingredients = ingredients;
  const n = c.declared ?? c.nutrients;
  if (!n || c.estimatedNutrients) return d;
  const prefix = c.prepared ? 'secondary_quantity_' : 'quantity_';
  const record = d as Record<string, unknown>;
  for (const [k, v] of Object.entries(n)) if (v !== null && v !== undefined) record[prefix + WIRE_NAME[k as keyof OffNutrients]] = v;
  if (c.prepared) {
    d.secondary_nutrient_basis_quantity = 100;
    d.secondary_nutrient_basis_unit = 'g';
    d.secondary_preparation_state = 'PREPARED';
  } else {
    d.nutrient_basis_quantity = 100;
    d.nutrient_basis_unit = 'g';
  }
  return d;
}
