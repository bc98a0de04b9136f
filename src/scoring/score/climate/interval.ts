import type { ClimateReference } from '../../data/climate-references.js';
import { INTERVAL_WIDENING } from '../../params.js';

/**
 * The 90 % interval of a footprint, propagated in log space without sampling (cheap and exactly
 * reproducible): each part is taken as lognormal around its figure with a log-space standard
 * deviation σ; the parts' variances add (independent parts, first order), a structural σ for the
 * model itself is added, and the sum is matched to a lognormal (Fenton–Wilkinson) whose 5th and
 * 95th percentiles are the interval (docs/methodology.md, "Climate", gives the formulas).
 */
export interface Interval {
  low: number;
  high: number;
}

/** z of the 95th percentile of the standard normal. */
const Z90 = 1.6448536269514722;

/**
 * Log-space standard deviations [our judgement, documented in the methodology]: a route computed
 * from declared origins, published market logistics, partner and default packaging, retail, an
 * ingredient share estimated from the list's order, an ingredient no reference matched, and the
 * model's own structure (a whole reference food; a product built from its ingredients, plus a
 * part for the mass no reference covers).
 */
export const SPREAD = {
  route: 0.3,
  logistics: 0.4,
  partnerPackaging: 0.2,
  defaultPackaging: 0.5,
  retail: 0.5,
  estimatedShare: 0.35,
  unmatched: 0.8,
  wholeModel: 0.1,
  compositeModel: 0.18,
  uncovered: 0.5,
} as const;

/** The interquartile range of a normal distribution is 1.349 σ. */
const IQR_PER_SIGMA = 1.349;
/** Spread of a factor with no study statistics: σ grows with the AGRIBALYSE DQR (1 very good … 5 very poor). */
const DQR_SIGMA = { base: 0.05, perPoint: 0.1 } as const;
const SIGMA_BOUNDS = { min: 0.15, max: 0.9 } as const;

/**
 * σ of a reference factor: from SU-EATABLE LIFE's quartiles where at least three studies give
 * them, else from the AGRIBALYSE data-quality rating; at least the DQR's floor either way.
 */
export function referenceSpread(ref: ClimateReference): number {
  let sigma = spreadCache.get(ref);
  if (sigma === undefined) spreadCache.set(ref, (sigma = spreadOf(ref)));
  return sigma;
}

const spreadCache = new WeakMap<ClimateReference, number>();

/** σ of a reference with no study statistics, from its AGRIBALYSE data-quality rating alone (also the other EF indicators'). */
export function dqrSpread(dqr: number): number {
  return Math.min(SIGMA_BOUNDS.max, Math.max(SIGMA_BOUNDS.min, DQR_SIGMA.base + DQR_SIGMA.perPoint * dqr));
}

function spreadOf(ref: ClimateReference): number {
  const fromDqr = DQR_SIGMA.base + DQR_SIGMA.perPoint * ref.dqr;
  const s = ref.sel;
  const fromStudies = s && s.n >= 3 && s.q3 > s.q1 && s.q1 > 0 ? Math.log(s.q3 / s.q1) / IQR_PER_SIGMA : 0;
  return Math.min(SIGMA_BOUNDS.max, Math.max(SIGMA_BOUNDS.min, fromDqr, fromStudies));
}

/**
 * @param parts each part's figure (kg CO2e per kg) and its σ.
 * @param structural σ of the model itself, applied to the whole figure.
 */
export function interval90(central: number, parts: readonly (readonly [number, number])[], structural: number): Interval {
  if (!(central > 0)) return { low: 0, high: 0 };
  let variance = (central * relativeSpread(structural)) ** 2;
  for (const [kg, sigma] of parts) variance += (kg * relativeSpread(sigma)) ** 2;
  return intervalOfVariance(central, variance, INTERVAL_WIDENING.climate);
}

/** Standard deviation over mean of a lognormal figure of log-spread σ. */
export const relativeSpread = (sigma: number): number => Math.sqrt(Math.exp(sigma * sigma) - 1);

/**
 * The 90 % interval about `central` (> 0) from the summed variance of its parts and of the model,
 * each (figure × relativeSpread(σ))²: for a caller that works out each part's spread once and
 * reads several quantities off the same parts.
 * @param widening the quantity's factor on the propagated log-space σ (params.ts `INTERVAL_WIDENING`, ADR 0170).
 */
export function intervalOfVariance(central: number, variance: number, widening: number): Interval {
  const s = widening * Math.sqrt(Math.log(1 + variance / (central * central)));
  return { low: central * Math.exp(-Z90 * s), high: central * Math.exp(Z90 * s) };
}
