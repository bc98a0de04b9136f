import { BIODIVERSITY, COUNTRY_SCORE_RULES } from '../../params.js';
import { logScore } from '../math.js';
import type { EnvironmentFootprint } from './footprint.js';
import { QUANTITY, type EnvironmentQuantity } from './quantities.js';

/**
 * The five environmental scores from their physical quantities (docs/methodology.md,
 * "Environment"): 100 at or below the AGRIBALYSE 5th percentile, 0 at or above the 95th,
 * log-linear between, so the order of products is the order of their quantities. Then the project's
 * stated adjustments: palm oil without RSPO and organic production on biodiversity; organic rules
 * (Regulation (EU) 2018/848) put floors under the pesticide and fertiliser scores.
 */
export interface EnvironmentScores {
  waterScore: number;
  landUseScore: number;
  fertilizersUseScore: number;
  pesticidesUseScore: number;
  biodiversityScore: number;
}

export const scoreOf = (e: EnvironmentFootprint, q: EnvironmentQuantity): number => logScore(e.quantity(q), q.anchors.p5, q.anchors.p95);

export function environmentScores(e: EnvironmentFootprint, adjust: { organic: boolean; palmPenalty: boolean }): EnvironmentScores {
  let biodiversity = scoreOf(e, QUANTITY.biodiversity);
  if (adjust.palmPenalty) biodiversity -= BIODIVERSITY.palmOilPenalty;
  if (adjust.organic) biodiversity += BIODIVERSITY.organicBonus;
  const pesticides = scoreOf(e, QUANTITY.ecotoxicityToGate);
  const fertilizers = scoreOf(e, QUANTITY.eutrophication);
  return {
    waterScore: scoreOf(e, QUANTITY.water),
    landUseScore: scoreOf(e, QUANTITY.landUse),
    fertilizersUseScore: adjust.organic ? Math.max(fertilizers, COUNTRY_SCORE_RULES.organicFertilizersFloor) : fertilizers,
    pesticidesUseScore: adjust.organic ? Math.max(pesticides, COUNTRY_SCORE_RULES.organicPesticidesFloor) : pesticides,
    biodiversityScore: biodiversity,
  };
}
