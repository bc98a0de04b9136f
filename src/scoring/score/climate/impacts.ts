import type { IngredientAnalysis } from '../../ingredient-analysis.js';
import { clamp } from '../../math.js';

/** Below this matched-mass fraction an impact per kg would mostly be guesswork. */
export const MIN_COVERAGE = 0.5;

export interface ImpactTotals {
  /** Matched-mass fraction the totals are extrapolated from. */
  coverage: number;
  /** m² per kg. */
  land: number;
  /** Scarcity-weighted L per kg; null when the water-covered mass is below MIN_COVERAGE. */
  scarcityWater: number | null;
  /** Freshwater withdrawals L per kg; null likewise. */
  freshwater: number | null;
  eutrophying: number | null;
}

function perCoveredKg(sum: number, mass: number): number | null {
  return mass >= MIN_COVERAGE ? sum / mass : null;
}

/**
 * Share-weighted sums of the Poore & Nemecek land, water and eutrophication factors over the matched
 * ingredients, scaled up to the whole product by the matched fraction (unmatched mass is assumed to
 * look like the matched mass). The climate footprint has its own model (footprint.ts).
 */
export function computeImpacts(a: IngredientAnalysis): ImpactTotals | null {
  if (!a.hasIngredients || a.coverage < MIN_COVERAGE) return null;
  let land = 0;
  let landMass = 0;
  let water = 0;
  let waterMass = 0;
  let fresh = 0;
  let freshMass = 0;
  let eut = 0;
  let eutMass = 0;
  for (const leaf of a.leaves) {
    const m = leaf.match;
    if (!m) continue;
    const mass = leaf.share * m.multiplier;
    const f = m.factors;
    if (f.land !== null) {
      land += mass * f.land;
      landMass += leaf.share;
    }
    if (f.scarcityWater !== null) {
      water += mass * f.scarcityWater;
      waterMass += leaf.share;
    }
    if (f.freshwater !== null) {
      fresh += mass * f.freshwater;
      freshMass += leaf.share;
    }
    if (f.eutrophying !== null) {
      eut += mass * f.eutrophying;
      eutMass += leaf.share;
    }
  }
  return {
    coverage: a.coverage,
    land: perCoveredKg(land, landMass) ?? land / a.coverage,
    scarcityWater: perCoveredKg(water, waterMass),
    freshwater: perCoveredKg(fresh, freshMass),
    eutrophying: perCoveredKg(eut, eutMass),
  };
}

/** 100 at zero emissions, ~85 at 1, ~48 at 10, 0 at ≥100 kg CO2e per kg. */
export function climateScore(co2e: number): number {
  return clamp(100 * (1 - Math.log10(1 + Math.max(0, co2e)) / Math.log10(101)), 0, 100);
}
