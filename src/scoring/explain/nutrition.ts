import type { CategoryTag } from '../category.js';
import { novaMarkerHits } from '../nova.js';
import { nutriScoreComponents, type NutriScoreKind } from '../nutri-score.js';
import { round } from '../math.js';
import type { ProductExplanation } from '../score-product.js';
import type { ProductData } from '../types.js';
import type { NovaExplanation, NutriScoreExplanation } from './types.js';

const has = (t: ProductExplanation, tag: CategoryTag) => t.categoryTags.includes(tag);

function exemptReason(t: ProductExplanation, data: ProductData): string {
  if (typeof data.alcohol_percentage === 'number' && data.alcohol_percentage > 1.2) return `It holds ${data.alcohol_percentage} % alcohol (over 1.2 %): alcoholic drinks are exempt.`;
  if (has(t, 'alcohol') && !has(t, 'alcoholFree')) return 'The category or name says it is an alcoholic drink: alcoholic drinks are exempt.';
  if (has(t, 'water')) return 'The category or name says it is plain water: water is exempt.';
  if (has(t, 'coffee') || has(t, 'tea')) return 'The category or name says it is coffee or tea (not a ready drink): these are exempt.';
  return 'The category or name places it among the products the rules leave out (baby food, honey, vinegar, yeast, spices, salt, supplements, chewing gum).';
}

function categoryReason(t: ProductExplanation, kind: NutriScoreKind): string {
  switch (kind) {
    case 'cheese':
      return 'The category or name says it is a cheese.';
    case 'fat':
      return 'The category or name says it is a fat, oil, cream, nuts or seeds.';
    case 'beverage':
      return has(t, 'beverage') ? 'The category or name says it is a drink.' : 'The nutrients are declared per 100 ml.';
    case 'redMeat':
      return has(t, 'redMeat') ? 'The category or name says it is red meat.' : 'Red meat is more than 10 % of the ingredients.';
    default:
      return 'None of the special categories (drinks, fats, cheese, red meat) applies.';
  }
}

/** True when the fruit/vegetable/legume share rests on estimated shares or a category default. */
function fvlEstimated(t: ProductExplanation): boolean {
  if (!t.ingredients.hasIngredients) return true;
  return t.ingredients.leaves.some((leaf) => {
    const m = leaf.match;
    const counted = m && (m.factors.group === 'vegetable' || m.factors.group === 'fruit' || m.key === 'peas' || m.key === 'pulses');
    return counted && leaf.estimated;
  });
}

export function explainNutriScore(t: ProductExplanation, data: ProductData): NutriScoreExplanation | null {
  if (t.nutriScoreExempt) {
    return { grade: null, category: 'exempt', categoryReason: exemptReason(t, data), negativePoints: null, positivePoints: null, score: null, components: [], fvlPercent: null, fvlEstimated: false };
  }
  const ns = t.nutriScore;
  const input = t.nutriScoreInput;
  if (!ns || !input) return null;
  return {
    grade: ns.grade,
    category: ns.kind,
    categoryReason: categoryReason(t, ns.kind),
    negativePoints: ns.negative,
    positivePoints: ns.positive,
    score: ns.points,
    components: nutriScoreComponents(input, ns).map(({ name, value, points }) => ({ name, value: value === null ? null : round(value, 3), points })),
    fvlPercent: round(ns.fvlPercent, 2),
    fvlEstimated: fvlEstimated(t),
  };
}

export function explainNova(t: ProductExplanation): NovaExplanation {
  const group = t.scores.novaScore;
  const markers = t.ingredients.parsed.pieces.flatMap((text) => novaMarkerHits(text).map((hit) => ({ text, ...hit })));
  const list = (g: 3 | 4) => [...new Set(markers.filter((m) => m.group === g).map((m) => m.marker))].join(', ');
  let reason: string;
  if (!t.ingredients.hasIngredients) reason = group === 1 ? 'Plain water without an ingredient list is unprocessed.' : 'There is no ingredient list to read.';
  else if (group === 4) reason = `An ultra-processing marker was found: ${list(4)}.`;
  else if (group === null) reason = 'Fewer than half of the ingredients were recognised, and no ultra-processing marker was found.';
  else if (group === 3) reason = list(3) !== '' && t.ingredients.leaves.length > 1 ? `Processed culinary ingredients are added to a food: ${list(3)}.` : 'The category is a processed food (cheese, alcoholic drink and similar).';
  else if (group === 2) reason = list(3) !== '' && t.ingredients.leaves.length === 1 ? `A single culinary ingredient: ${list(3)}.` : 'The category is a processed culinary ingredient (fat, salt, vinegar, sugar, honey).';
  else reason = 'No processing marker was found.';
  return { group, reason, markers };
}
