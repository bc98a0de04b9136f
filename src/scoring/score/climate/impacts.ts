import { clamp } from '../math.js';

/** Below this matched-mass fraction an impact per kg would mostly be guesswork. */
export const MIN_COVERAGE = 0.5;

/** 100 at zero emissions, ~85 at 1, ~48 at 10, 0 at ≥100 kg CO2e per kg. */
export function climateScore(co2e: number): number {
  return clamp(100 * (1 - Math.log10(1 + Math.max(0, co2e)) / Math.log10(101)), 0, 100);
}
