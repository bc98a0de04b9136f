import type { IngredientAnalysis } from '../../ingredient-analysis.js';
import { CLIMATE_REFERENCES } from '../../data/climate-references.js';
import type { ClimatePart, DataQuality } from './types.js';

/**
 * A DQR-style rating of one footprint (1 very good … 5 very poor), in the manner of the Product
 * Environmental Footprint's data-quality rating that AGRIBALYSE publishes: the mean of four
 * components (docs/methodology.md, "Climate"):
 * - precision: the contribution-weighted DQR of the AGRIBALYSE references used;
 * - technology: how closely the references describe this product (a whole reference food 1.5;
 *   built from ingredients 2.5, worse with estimated shares and unmatched mass);
 * - geography: AGRIBALYSE describes French supply (2), worse by the mass whose origin is unknown;
 * - time: AGRIBALYSE 3.1.1 (2023) and SU-EATABLE LIFE (literature to 2020): 2.
 */

const TIME = 2;
const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp15 = (x: number) => Math.min(5, Math.max(1, x));

export function rateDataQuality(a: IngredientAnalysis, parts: readonly ClimatePart[], whole: boolean): DataQuality {
  let weighted = 0;
  let weight = 0;
  for (const p of parts) {
    const ref = p.reference !== null && p.reference in CLIMATE_REFERENCES ? CLIMATE_REFERENCES[p.reference] : null;
    if (!ref || p.kgCo2e <= 0) continue;
    weighted += p.kgCo2e * ref.dqr;
    weight += p.kgCo2e;
  }
  const precision = weight > 0 ? weighted / weight : 4;
  const mass = a.leaves.reduce((s, l) => s + Math.max(0, l.share), 0) || 1;
  const estimated = a.leaves.reduce((s, l) => s + (l.estimated ? Math.max(0, l.share) : 0), 0) / mass;
  const unmatched = a.leaves.reduce((s, l) => s + (l.match === null ? Math.max(0, l.share) : 0), 0) / mass;
  const technology = whole ? 1.5 : 2.5 + estimated + 2 * unmatched;
  const knownOrigin = a.hasIngredients
    ? a.leaves.reduce((s, l) => s + (l.origins.length > 0 ? Math.max(0, l.share) : 0), 0) / mass
    : a.rawOrigins.length > 0 ? 1 : 0;
  const geography = 2 + 2 * (1 - knownOrigin);
  const components = { precision: clamp15(precision), technology: clamp15(technology), geography: clamp15(geography), time: TIME };
  const rating = (components.precision + components.technology + components.geography + components.time) / 4;
  return {
    rating: round1(rating),
    precision: round1(components.precision),
    technology: round1(components.technology),
    geography: round1(components.geography),
    time: components.time,
  };
}
