import type { CategoryTag } from '../analyse/category.js';
import type { IngredientAnalysis } from '../analyse/ingredients.js';
import { fvlEstimate } from './fvl.js';
import { NUTRI_SCORE_CLASS } from '../params.js';
import { pointsAbove, pointsAtLeast } from './math.js';
import type { Nutrients } from '../parse/nutrients.js';
import type { NutriScoreGrade, ProductData } from '../types.js';

/**
 * Nutri-Score, 2023 algorithm (2022 update for foods, 2023 update for beverages), reimplemented
 * from the published rules (summarised in docs/methodology.md, "Nutri-Score (2023)"). Checked against Open Food
 * Facts' expected results (test/unit/scoring/score/nutri-score-off.test.ts, docs/methodology.md).
 */

export type NutriScoreKind = 'general' | 'beverage' | 'fat' | 'cheese' | 'redMeat';
/** The scheme's product class, or `exempt` when the scheme leaves the product out. */
export type NutriScoreCategory = NutriScoreKind | 'exempt';

export type NutriScoreComponentName =
  | 'energy'
  | 'energyFromSaturatedFat'
  | 'sugars'
  | 'saturatedFat'
  | 'saturatedFatRatio'
  | 'salt'
  | 'sweeteners'
  | 'protein'
  | 'fibre'
  | 'fvl';

/** One line of the points table: the value scored (per 100 g/ml, %, or 1/0) and its points. */
export interface NutriScoreComponent {
  name: NutriScoreComponentName;
  value: number;
  points: number;
}

const T = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  satFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  fibre: [3.0, 4.1, 5.2, 6.3, 7.4],
  protein: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  energyFromSat: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  satRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  bevEnergy: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  bevSugars: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  bevProtein: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
} as const;

const KJ_PER_G_SAT_FAT = 37;
const SWEETENER_POINTS = 4;
const RED_MEAT_PROTEIN_CAP = 2;

export interface NutriScoreResult {
  grade: NutriScoreGrade;
  /** Final score (negative − positive points); `score` is the same number under the explanation's name. */
  points: number;
  score: number;
  kind: NutriScoreKind;
  category: NutriScoreKind;
  categoryReason: string;
  negative: number;
  positive: number;
  negativePoints: number;
  positivePoints: number;
  /** Every component in table order; protein is listed with 0 points when the rules do not count it. */
  components: NutriScoreComponent[];
  fvlPercent: number;
  /** True when the fruit/vegetable/legume share is a category default rather than read from the ingredients. */
  fvlEstimated: boolean;
  sweeteners: boolean;
}

export interface NutriScoreInput {
  nutrients: Nutrients;
  kind: NutriScoreKind;
  fvlPercent: number;
  sweeteners: boolean;
  categoryReason?: string;
  fvlEstimated?: boolean;
}

function fvlPoints(fvl: number, beverage: boolean): number {
  if (beverage) return fvl > 80 ? 6 : fvl > 60 ? 4 : fvl > 40 ? 2 : 0;
  return fvl > 80 ? 5 : fvl > 60 ? 2 : fvl > 40 ? 1 : 0;
}

const component = (name: NutriScoreComponentName, value: number, points: number): NutriScoreComponent => ({ name, value, points });

/** Pure points-and-letter computation; inputs must hold the required nutrients. */
export function computeNutriScore(input: NutriScoreInput): NutriScoreResult | null {
  const n = input.nutrients;
  if (n.energyKj === null || n.sugars === null || n.saturatedFat === null || n.salt === null || n.protein === null) return null;
  const fibre = n.fibre ?? 0;
  const { kind } = input;
  const beverage = kind === 'beverage';
  const components: NutriScoreComponent[] = [];
  if (kind === 'fat') {
    if (n.fat === null) return null;
    const fromSat = n.saturatedFat * KJ_PER_G_SAT_FAT;
    const ratio = n.fat > 0 ? (100 * n.saturatedFat) / n.fat : 0;
    components.push(
      component('energyFromSaturatedFat', fromSat, pointsAbove(fromSat, T.energyFromSat)),
      component('sugars', n.sugars, pointsAbove(n.sugars, T.sugars)),
      component('saturatedFatRatio', ratio, pointsAtLeast(ratio, T.satRatio)),
      component('salt', n.salt, pointsAbove(n.salt, T.salt)),
    );
  } else {
    components.push(
      component('energy', n.energyKj, pointsAbove(n.energyKj, beverage ? T.bevEnergy : T.energy)),
      component('sugars', n.sugars, pointsAbove(n.sugars, beverage ? T.bevSugars : T.sugars)),
      component('saturatedFat', n.saturatedFat, pointsAbove(n.saturatedFat, T.satFat)),
      component('salt', n.salt, pointsAbove(n.salt, T.salt)),
    );
    if (beverage) components.push(component('sweeteners', input.sweeteners ? 1 : 0, input.sweeteners ? SWEETENER_POINTS : 0));
  }
  let negative = 0;
  for (const c of components) negative += c.points;

  let proteinPts = pointsAbove(n.protein, beverage ? T.bevProtein : T.protein);
  if (kind === 'redMeat') proteinPts = Math.min(proteinPts, RED_MEAT_PROTEIN_CAP);
  const countProtein = beverage || kind === 'cheese' || (kind === 'fat' ? negative < 7 : negative < 11);
  const protein = component('protein', n.protein, countProtein ? proteinPts : 0);
  const fibreC = component('fibre', fibre, pointsAbove(fibre, T.fibre));
  const fvl = component('fvl', input.fvlPercent, fvlPoints(input.fvlPercent, beverage));
  components.push(protein, fibreC, fvl);
  const positive = protein.points + fibreC.points + fvl.points;
  const points = negative - positive;
  return {
    grade: gradeFor(points, kind),
    points,
    score: points,
    kind,
    category: kind,
    categoryReason: input.categoryReason ?? '',
    negative,
    positive,
    negativePoints: negative,
    positivePoints: positive,
    components,
    fvlPercent: input.fvlPercent,
    fvlEstimated: input.fvlEstimated ?? false,
    sweeteners: input.sweeteners,
  };
}

export function gradeFor(points: number, kind: NutriScoreKind): NutriScoreGrade {
  if (kind === 'beverage') {
    // "A" is reserved for plain water, which waterResult() grades.
    return points <= 2 ? 'B' : points <= 6 ? 'C' : points <= 9 ? 'D' : 'E';
  }
  if (kind === 'fat') return points <= -6 ? 'A' : points <= 2 ? 'B' : points <= 10 ? 'C' : points <= 18 ? 'D' : 'E';
  return points <= 0 ? 'A' : points <= 2 ? 'B' : points <= 10 ? 'C' : points <= 18 ? 'D' : 'E';
}

const ALCOHOL_LIMIT = NUTRI_SCORE_CLASS.alcoholLimit;
const EXEMPT_TAGS = ['baby', 'honey', 'vinegar', 'yeast', 'spice', 'salt', 'supplement', 'gum'] as const;

/** Why the scheme leaves this product out (EU Annex V exemptions and the scheme's own list), or null. */
export function exemptReason(tags: ReadonlySet<CategoryTag>, d: ProductData): string | null {
  if (typeof d.alcohol_percentage === 'number') {
    if (d.alcohol_percentage > ALCOHOL_LIMIT) return `alcoholic drink (${d.alcohol_percentage} % vol)`;
  } else if (tags.has('alcohol') && !tags.has('alcoholFree')) return 'alcoholic drink category';
  if (tags.has('coffee') && !tags.has('beverage')) return 'coffee (beans, ground or instant)';
  if (tags.has('tea') && !tags.has('beverage')) return 'tea or herbal infusion';
  for (const t of EXEMPT_TAGS) if (tags.has(t)) return `${t} category`;
  return null;
}

const RED_MEAT_SHARE = NUTRI_SCORE_CLASS.redMeatShare;
const INGREDIENTS_DECIDE_COVERAGE = NUTRI_SCORE_CLASS.ingredientsDecideCoverage;

function redMeatShare(a: IngredientAnalysis): number {
  let s = 0;
  for (const l of a.leaves) if (l.match?.group === 'meat-red') s += l.share;
  return s;
}

export interface KindDecision {
  kind: NutriScoreKind;
  reason: string;
}

/**
 * The scheme's class of the product. Red meat follows the ingredient list when it can be read
 * (the list wins over a category word), the category word otherwise.
 */
export function nutriScoreKind(tags: ReadonlySet<CategoryTag>, n: Nutrients, a: IngredientAnalysis): KindDecision {
  if (tags.has('cheese')) return { kind: 'cheese', reason: 'cheese category' };
  if (tags.has('fat') && !tags.has('meatOrFish')) return { kind: 'fat', reason: 'fats, oils, nuts and seeds category' };
  if (tags.has('water')) return { kind: 'beverage', reason: 'water-based drink category' };
  if (tags.has('beverage')) return { kind: 'beverage', reason: 'drink category' };
  if (n.basisKind === 'volume' && !tags.has('meatOrFish')) return { kind: 'beverage', reason: 'nutrients declared per 100 ml' };
  if (a.hasIngredients && a.coverage >= INGREDIENTS_DECIDE_COVERAGE) {
    const share = redMeatShare(a);
    if (share > RED_MEAT_SHARE) return { kind: 'redMeat', reason: `red meat is ${Math.round(share * 100)} % of the ingredients` };
    return { kind: 'general', reason: tags.has('redMeat') ? 'ingredients hold little or no red meat, whatever the category says' : 'general food' };
  }
  if (tags.has('redMeat') && !tags.has('poultry')) return { kind: 'redMeat', reason: 'red meat category' };
  return { kind: 'general', reason: 'general food' };
}

/** Plain water is graded A by the 2023 beverage rules, with or without a nutrition declaration. */
function waterResult(): NutriScoreResult {
  return {
    grade: 'A',
    points: 0,
    score: 0,
    kind: 'beverage',
    category: 'beverage',
    categoryReason: 'plain water: graded A by the 2023 beverage rules',
    negative: 0,
    positive: 0,
    negativePoints: 0,
    positivePoints: 0,
    components: [],
    fvlPercent: 0,
    fvlEstimated: false,
    sweeteners: false,
  };
}

export interface NutriScoreStep {
  result: NutriScoreResult | null;
  category: NutriScoreCategory | null;
  categoryReason: string;
}

/**
 * The whole Nutri-Score step of the engine: class, exemption, water rule, then the points.
 * @param plainWater the product is plain water (analyse/category.ts `isPlainWater`).
 */
export function nutriScoreStep(
  tags: ReadonlySet<CategoryTag>,
  d: ProductData,
  nutrients: Nutrients | null,
  a: IngredientAnalysis,
  sweeteners: boolean,
  plainWater: boolean,
): NutriScoreStep {
  const exempt = exemptReason(tags, d);
  if (exempt !== null) return { result: null, category: 'exempt', categoryReason: exempt };
  if (!sweeteners && plainWater) {
    const result = waterResult();
    return { result, category: result.category, categoryReason: result.categoryReason };
  }
  if (!nutrients) return { result: null, category: null, categoryReason: 'no nutrition declaration' };
  const decision = nutriScoreKind(tags, nutrients, a);
  const fvl = fvlEstimate(tags, a);
  const result = computeNutriScore({
    nutrients,
    kind: decision.kind,
    fvlPercent: fvl.percent,
    fvlEstimated: fvl.estimated,
    sweeteners,
    categoryReason: decision.reason,
  });
  return { result, category: decision.kind, categoryReason: decision.reason };
}
