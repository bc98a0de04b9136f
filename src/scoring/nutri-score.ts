import type { CategoryTag } from './category.js';
import type { IngredientAnalysis } from './ingredient-analysis.js';
import { KeywordMatcher, englishForms, type KeywordSpec } from './keyword-matcher.js';
import { pointsAbove, pointsAtLeast } from './math.js';
import type { Nutrients } from './nutrients.js';
import type { NutriScoreGrade, ProductData } from './types.js';

/**
 * Nutri-Score, 2023 algorithm (2022 update for foods, 2023 update for beverages), reimplemented
 * from the published rules summarised in research/scoring.md §1.2.
 */

export type NutriScoreKind = 'general' | 'beverage' | 'fat' | 'cheese' | 'redMeat';

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

export interface NutriScoreResult {
  grade: NutriScoreGrade;
  points: number;
  kind: NutriScoreKind;
  negative: number;
  positive: number;
  fvlPercent: number;
  sweeteners: boolean;
}

export interface NutriScoreInput {
  nutrients: Nutrients;
  kind: NutriScoreKind;
  fvlPercent: number;
  sweeteners: boolean;
}

function fvlPoints(fvl: number, beverage: boolean): number {
  if (beverage) return fvl > 80 ? 6 : fvl > 60 ? 4 : fvl > 40 ? 2 : 0;
  return fvl > 80 ? 5 : fvl > 60 ? 2 : fvl > 40 ? 1 : 0;
}

/** Pure points-and-letter computation; inputs must hold the required nutrients. */
export function computeNutriScore(input: NutriScoreInput): NutriScoreResult | null {
  const n = input.nutrients;
  if (n.energyKj === null || n.sugars === null || n.saturatedFat === null || n.salt === null || n.protein === null) return null;
  const fibre = n.fibre ?? 0;
  const { kind } = input;
  const beverage = kind === 'beverage';
  let negative: number;
  if (kind === 'fat') {
    if (n.fat === null) return null;
    const ratio = n.fat > 0 ? (100 * n.saturatedFat) / n.fat : 0;
    negative =
      pointsAbove(n.saturatedFat * KJ_PER_G_SAT_FAT, T.energyFromSat) +
      pointsAbove(n.sugars, T.sugars) +
      pointsAtLeast(ratio, T.satRatio) +
      pointsAbove(n.salt, T.salt);
  } else if (beverage) {
    negative =
      pointsAbove(n.energyKj, T.bevEnergy) +
      pointsAbove(n.sugars, T.bevSugars) +
      pointsAbove(n.saturatedFat, T.satFat) +
      pointsAbove(n.salt, T.salt) +
      (input.sweeteners ? 4 : 0);
  } else {
    negative =
      pointsAbove(n.energyKj, T.energy) +
      pointsAbove(n.sugars, T.sugars) +
      pointsAbove(n.saturatedFat, T.satFat) +
      pointsAbove(n.salt, T.salt);
  }
  let proteinPts = pointsAbove(n.protein, beverage ? T.bevProtein : T.protein);
  if (kind === 'redMeat') proteinPts = Math.min(proteinPts, 2);
  const countProtein =
    beverage || kind === 'cheese' || (kind === 'fat' ? negative < 7 : negative < 11);
  const positive = fvlPoints(input.fvlPercent, beverage) + pointsAbove(fibre, T.fibre) + (countProtein ? proteinPts : 0);
  const points = negative - positive;
  return { grade: gradeFor(points, kind), points, kind, negative, positive, fvlPercent: input.fvlPercent, sweeteners: input.sweeteners };
}

export function gradeFor(points: number, kind: NutriScoreKind): NutriScoreGrade {
  if (kind === 'beverage') {
    // "A" is reserved for water, which this engine treats as exempt.
    return points <= 2 ? 'B' : points <= 6 ? 'C' : points <= 9 ? 'D' : 'E';
  }
  if (kind === 'fat') return points <= -6 ? 'A' : points <= 2 ? 'B' : points <= 10 ? 'C' : points <= 18 ? 'D' : 'E';
  return points <= 0 ? 'A' : points <= 2 ? 'B' : points <= 10 ? 'C' : points <= 18 ? 'D' : 'E';
}

/** Categories the Nutri-Score rules leave out (EU Annex V exemptions and the scheme's own list). */
export function isExempt(tags: ReadonlySet<CategoryTag>, d: ProductData): boolean {
  const alcohol = typeof d.alcohol_percentage === 'number' ? d.alcohol_percentage > 1.2 : tags.has('alcohol') && !tags.has('alcoholFree');
  if (alcohol) return true;
  if (tags.has('water') && !tags.has('flavoured') && !tags.has('beverage')) return true;
  if (tags.has('coffee') && !tags.has('beverage')) return true;
  if (tags.has('tea') && !tags.has('beverage')) return true;
  for (const t of ['baby', 'honey', 'vinegar', 'yeast', 'spice', 'salt', 'supplement', 'gum'] as const) if (tags.has(t)) return true;
  return false;
}

const RED_MEAT_SHARE = 0.1;

export function nutriScoreKind(tags: ReadonlySet<CategoryTag>, n: Nutrients, a: IngredientAnalysis): NutriScoreKind {
  if (tags.has('cheese')) return 'cheese';
  if (tags.has('fat') && !tags.has('meatOrFish')) return 'fat';
  if (tags.has('beverage') || (n.basisKind === 'volume' && !tags.has('meatOrFish'))) return 'beverage';
  let redShare = 0;
  for (const l of a.leaves) if (l.match?.factors.group === 'meat-red') redShare += l.share;
  if ((tags.has('redMeat') && !tags.has('poultry')) || redShare > RED_MEAT_SHARE) return 'redMeat';
  return 'general';
}

/** Fruit, vegetable and legume %: ingredient estimate, else category default, else 0. */
export function fvlPercent(tags: ReadonlySet<CategoryTag>, a: IngredientAnalysis): number {
  if (a.hasIngredients) {
    let s = 0;
    for (const l of a.leaves) {
      const m = l.match;
      if (!m) continue;
      const g = m.factors.group;
      if (g === 'vegetable' || g === 'fruit' || m.key === 'peas' || m.key === 'pulses') s += l.share;
    }
    return Math.min(100, s * 100);
  }
  if (tags.has('juice')) return 100;
  if (tags.has('fruitVeg')) return 90;
  if (tags.has('jam')) return 50;
  return 0;
}

// Non-nutritive sweeteners only; polyols (E420, E421, E953, E965–E968) do not count.
const SWEETENER_TERMS = ['acesulfam', 'acesulfam k', 'aspartam', 'cyklamat', 'natriumcyklamat', 'sackarin', 'sukralos', 'taumatin', 'neohesperidin', 'steviolglykosid', 'steviolglykosider', 'stevia', 'neotam', 'advantam'];
const SWEETENER_EN = ['acesulfame', 'acesulfame k', 'aspartame', 'cyclamate', 'saccharin', 'sucralose', 'thaumatin', 'neohesperidine dc', 'steviol glycoside', 'neotame', 'advantame'];
const SWEETENER_E = ['950', '951', '952', '954', '955', '957', '959', '960', '960a', '961', '962', '969'];

const SWEETENERS = new KeywordMatcher<true>([
  ...SWEETENER_TERMS.map((t): KeywordSpec<true> => ({ term: t, value: true, anchor: 'start' })),
  ...SWEETENER_EN.flatMap((t) => englishForms(t).map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
  ...SWEETENER_E.flatMap((e) => [`e${e}`, `e ${e}`, `e-${e}`].map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
]);

export function hasSweeteners(containsText: string): boolean {
  return containsText !== '' && SWEETENERS.test(containsText);
}

export type NutriScoreComponentName =
  | 'energy'
  | 'sugars'
  | 'saturatedFat'
  | 'saturatedFatRatio'
  | 'salt'
  | 'sweeteners'
  | 'fruitVegetablesLegumes'
  | 'fibre'
  | 'protein';

export interface NutriScoreComponent {
  name: NutriScoreComponentName;
  /** Per 100 g or 100 ml (kJ for energy, % for ratios and fruit/vegetables, 1/0 for sweeteners). */
  value: number | null;
  points: number;
  sign: 'negative' | 'positive';
}

/**
 * The points of each component, by the same tables as `computeNutriScore`; negative points sum to
 * its `negative` and positive points to its `positive` (protein is 0 where the rules leave it out).
 */
export function nutriScoreComponents(input: NutriScoreInput, result: NutriScoreResult): NutriScoreComponent[] {
  const n = input.nutrients;
  const beverage = input.kind === 'beverage';
  const neg = (name: NutriScoreComponentName, value: number | null, points: number): NutriScoreComponent => ({ name, value, points, sign: 'negative' });
  const pos = (name: NutriScoreComponentName, value: number | null, points: number): NutriScoreComponent => ({ name, value, points, sign: 'positive' });
  const sat = n.saturatedFat ?? 0;
  const out: NutriScoreComponent[] = [];
  if (input.kind === 'fat') {
    const fat = n.fat ?? 0;
    const ratio = fat > 0 ? (100 * sat) / fat : 0;
    out.push(
      neg('energy', sat * KJ_PER_G_SAT_FAT, pointsAbove(sat * KJ_PER_G_SAT_FAT, T.energyFromSat)),
      neg('sugars', n.sugars, pointsAbove(n.sugars ?? 0, T.sugars)),
      neg('saturatedFatRatio', ratio, pointsAtLeast(ratio, T.satRatio)),
      neg('salt', n.salt, pointsAbove(n.salt ?? 0, T.salt)),
    );
  } else {
    out.push(
      neg('energy', n.energyKj, pointsAbove(n.energyKj ?? 0, beverage ? T.bevEnergy : T.energy)),
      neg('sugars', n.sugars, pointsAbove(n.sugars ?? 0, beverage ? T.bevSugars : T.sugars)),
      neg('saturatedFat', n.saturatedFat, pointsAbove(sat, T.satFat)),
      neg('salt', n.salt, pointsAbove(n.salt ?? 0, T.salt)),
    );
    if (beverage) out.push(neg('sweeteners', input.sweeteners ? 1 : 0, input.sweeteners ? 4 : 0));
  }
  let proteinPts = pointsAbove(n.protein ?? 0, beverage ? T.bevProtein : T.protein);
  if (input.kind === 'redMeat') proteinPts = Math.min(proteinPts, 2);
  const countProtein = beverage || input.kind === 'cheese' || (input.kind === 'fat' ? result.negative < 7 : result.negative < 11);
  out.push(
    pos('fruitVegetablesLegumes', input.fvlPercent, fvlPoints(input.fvlPercent, beverage)),
    pos('fibre', n.fibre, pointsAbove(n.fibre ?? 0, T.fibre)),
    pos('protein', n.protein, countProtein ? proteinPts : 0),
  );
  return out;
}
