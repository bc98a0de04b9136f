import { traceProduct, type ScoringTrace } from '../pipeline.js';
import type { PartnerData } from '../score/partner/types.js';
import type { ProductData, SustainabilityScores } from '../types.js';
import { explainAllergens } from './allergens.js';
import { explainClimate } from '../score/climate/explain.js';
import { ENVIRONMENT_SOURCE, WEIGHTS_SOURCE, explainEnvironment } from './environment.js';
import { explainCompleteness } from './completeness.js';
import { explainCountries, explainCountryScores } from './countries.js';
import { explainNova, explainNutriScore } from './nutrition.js';
import { sourcesFor } from './sources.js';
import type { ScoreExplanation } from './types.js';
import { explanationInSwedish } from './language.js';
import type { SummaryLanguage } from './summary.js';

export type * from './types.js';
export { summarize, SUMMARY_LANGUAGES, type SummaryLanguage } from './summary.js';
export { CONTRIBUTION_DECIMALS } from '../score/climate/explain.js';

/** Turns one scoring run's trace into the published explanation of its scores, worded in `lang`. */
export function explainTrace(t: ScoringTrace, data: ProductData, lang: SummaryLanguage = 'en'): ScoreExplanation {
  const climate = explainClimate(t);
  const countries = explainCountries(t);
  const ids = new Set<string>();
  for (const c of climate.contributions) if (c.sourceId) ids.add(c.sourceId);
  for (const s of climate.stages) ids.add(s.sourceId);
  for (const country of countries) for (const i of country.indicators) ids.add(i.sourceId);
  const environment = explainEnvironment(t);
  if (environment.length > 0) ids.add(ENVIRONMENT_SOURCE).add(WEIGHTS_SOURCE);
  const explanation: ScoreExplanation = {
    climate,
    environment,
    nutriScore: explainNutriScore(t),
    nova: explainNova(t, lang),
    allergens: explainAllergens(t),
    countries,
    countryScores: explainCountryScores(t, lang),
    sources: sourcesFor(ids),
    completeness: explainCompleteness(t, data),
  };
  return lang === 'sv' ? explanationInSwedish(explanation) : explanation;
}

/**
 * Scores and their explanation (worded in `lang`) from one engine run, so the two cannot disagree;
 * `partner` is the partner's own data for the product, which replaces the stages it describes.
 */
export function scoreAndExplain(
  data: ProductData,
  lang: SummaryLanguage = 'en',
  partner: PartnerData | null = null,
): { scores: SustainabilityScores; explanation: ScoreExplanation } {
  const trace = traceProduct(data, partner);
  return { scores: trace.scores, explanation: explainTrace(trace, data, lang) };
}
