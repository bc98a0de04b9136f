import { round } from '../score/math.js';
import type { ScoringTrace } from '../pipeline.js';
import type { NovaExplanation, NutriScoreExplanation } from './types.js';
import type { SummaryLanguage } from './summary.js';

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

/** NOVA's reasons in each language of the explanation. */
const NOVA_REASONS = {
  en: {
    plainWater: 'Plain water without an ingredient list is unprocessed.',
    noIngredients: 'There is no ingredient list to read.',
    ultraProcessed: (markers: string) => `An ultra-processing marker was found: ${markers}.`,
    unrecognised: 'Fewer than half of the ingredients were recognised, and no ultra-processing marker was found.',
    culinaryAdded: (markers: string) => `Processed culinary ingredients are added to a food: ${markers}.`,
    processedCategory: 'The category is a processed food (cheese, alcoholic drink and similar).',
    singleCulinary: (markers: string) => `A single culinary ingredient: ${markers}.`,
    culinaryCategory: 'The category is a processed culinary ingredient (fat, salt, vinegar, sugar, honey).',
    noMarker: 'No processing marker was found.',
  },
  sv: {
    plainWater: 'Rent vatten utan ingrediensförteckning är obearbetat.',
    noIngredients: 'Det finns ingen ingrediensförteckning att läsa.',
    ultraProcessed: (markers: string) => `En markör för ultrabearbetning hittades: ${markers}.`,
    unrecognised: 'Färre än hälften av ingredienserna kändes igen, och ingen markör för ultrabearbetning hittades.',
    culinaryAdded: (markers: string) => `Bearbetade kulinariska ingredienser är tillsatta i ett livsmedel: ${markers}.`,
    processedCategory: 'Kategorin är ett bearbetat livsmedel (ost, alkoholdryck och liknande).',
    singleCulinary: (markers: string) => `En enda kulinarisk ingrediens: ${markers}.`,
    culinaryCategory: 'Kategorin är en bearbetad kulinarisk ingrediens (fett, salt, vinäger, socker, honung).',
    noMarker: 'Ingen bearbetningsmarkör hittades.',
  },
} as const;

export function explainNova(t: ScoringTrace, lang: SummaryLanguage = 'en'): NovaExplanation {
  const group = t.scores.novaScore;
  const markers = t.features.items.flatMap(({ text, markers: hits }) => hits.map((hit) => ({ text, marker: hit.marker, group: hit.group })));
  const list = (g: 3 | 4) => [...new Set(markers.filter((m) => m.group === g).map((m) => m.marker))].join(', ');
  const say = NOVA_REASONS[lang];
  let reason: string;
  if (!t.ingredients.hasIngredients) reason = group === 1 ? say.plainWater : say.noIngredients;
  else if (group === 4) reason = say.ultraProcessed(list(4));
  else if (group === null) reason = say.unrecognised;
  else if (group === 3) {
    reason = list(3) !== '' && t.ingredients.leaves.length > 1 ? say.culinaryAdded(list(3)) : say.processedCategory;
  } else if (group === 2) {
    reason = list(3) !== '' && t.ingredients.leaves.length === 1 ? say.singleCulinary(list(3)) : say.culinaryCategory;
  }
  else reason = say.noMarker;
  return { group, reason, markers };
}
