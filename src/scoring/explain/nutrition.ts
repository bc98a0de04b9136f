import { round } from '../score/math.js';
import type { ScoringTrace } from '../pipeline.js';
import type { NovaExplanation, NutriScoreExplanation } from './types.js';

/** The Nutri-Score step as the engine ran it: its class and why, and the points of each component. */
export function explainNutriScore(t: ScoringTrace): NutriScoreExplanation | null {
  const decided = t.nutriScoreCategory;
  if (decided?.category === 'exempt') {
    return { grade: null, category: 'exempt', categoryReason: decided.reason, negativePoints: null, positivePoints: null, score: null, components: [], fvlPercent: null, fvlEstimated: false };
  }
  const ns = t.nutriScore;
  if (!ns) return null;
  return {
    grade: ns.grade,
    category: ns.category,
    categoryReason: ns.categoryReason,
    negativePoints: ns.negativePoints,
    positivePoints: ns.positivePoints,
    score: ns.score,
    components: ns.components.map(({ name, value, points }) => ({ name, value: round(value, 3), points })),
    fvlPercent: round(ns.fvlPercent, 2),
    fvlEstimated: ns.fvlEstimated,
  };
}

export function explainNova(t: ScoringTrace): NovaExplanation {
  const group = t.scores.novaScore;
  const markers = t.features.items.flatMap(({ text, markers: hits }) => hits.map((hit) => ({ text, marker: hit.marker, group: hit.group })));
  const list = (g: 3 | 4) => [...new Set(markers.filter((m) => m.group === g).map((m) => m.marker))].join(', ');
  let reason: string;
  if (!t.ingredients.hasIngredients) reason = group === 1 ? 'Plain water without an ingredient list is unprocessed.' : 'There is no ingredient list to read.';
  else if (group === 4) reason = `An ultra-processing marker was found: ${list(4)}.`;
  else if (group === null) reason = 'Fewer than half of the ingredients were recognised, and no ultra-processing marker was found.';
  else if (group === 3) {
    reason = list(3) !== '' && t.ingredients.leaves.length > 1
      ? `Processed culinary ingredients are added to a food: ${list(3)}.`
      : 'The category is a processed food (cheese, alcoholic drink and similar).';
  } else if (group === 2) {
    reason = list(3) !== '' && t.ingredients.leaves.length === 1
      ? `A single culinary ingredient: ${list(3)}.`
      : 'The category is a processed culinary ingredient (fat, salt, vinegar, sugar, honey).';
  }
  else reason = 'No processing marker was found.';
  return { group, reason, markers };
}
