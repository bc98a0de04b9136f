import type { CategoryTag } from '../analyse/category.js';
import type { IngredientAnalysis, IngredientLeaf } from '../analyse/ingredients.js';

/**
 * Fruit, vegetable and legume share for the 2023 Nutri-Score. Rules as Open Food Facts applies
 * them in its expected results (docs/methodology.md, "Nutri-Score accuracy"):
 * - fruits, vegetables (mushrooms included), legumes and their juices count;
 * - potatoes do not, nor oils (olive oil counts only as a whole-product category), nor
 *   processed forms: flours, powders, dried, crisps, starches, extracts, and "waters" such as
 *   coconut water;
 * - canned vegetables are counted on the drained product (the covering water is not eaten),
 *   canned fruit on the whole (its syrup or juice is);
 * - products whose plant part is always processed (tofu, crisps) count 0.
 */

export interface FvlEstimate {
  percent: number;
  /** True for a category default, false when read from the ingredient list. */
  estimated: boolean;
}

const COUNTED_GROUPS = new Set(['vegetable', 'fruit', 'legume']);
const LEGUME_KEYS = new Set(['peas', 'pulses']);

function counts(l: IngredientLeaf): boolean {
  const m = l.match;
  if (!m) return false;
  if (!COUNTED_GROUPS.has(m.group) && !LEGUME_KEYS.has(m.key)) return false;
  return !l.processedForm;
}

function fromIngredients(tags: ReadonlySet<CategoryTag>, a: IngredientAnalysis): number {
  let counted = 0;
  let water = 0;
  let fruit = false;
  for (const l of a.leaves) {
    if (counts(l)) {
      counted += l.share;
      if (l.match?.group === 'fruit') fruit = true;
    } else if (l.match?.key === 'water') water += l.share;
  }
  // Canned vegetables: the share of the drained product, since the covering water is not eaten.
  if (tags.has('canned') && !fruit && water > 0 && water < 1) counted /= 1 - water;
  return Math.min(100, counted * 100);
}

const NONE: FvlEstimate = { percent: 0, estimated: false };

export function fvlEstimate(tags: ReadonlySet<CategoryTag>, a: IngredientAnalysis): FvlEstimate {
  if (tags.has('processedPlant')) return NONE;
  if (tags.has('oliveOil')) return { percent: 100, estimated: true };
  if (a.hasIngredients && a.leaves.some((l) => l.match !== null)) return { percent: fromIngredients(tags, a), estimated: false };
  if (tags.has('juice')) return { percent: 100, estimated: true };
  if (tags.has('fruitVeg') && !tags.has('potato') && !tags.has('fat')) return { percent: 90, estimated: true };
  if (tags.has('jam')) return { percent: 50, estimated: true };
  return NONE;
}
