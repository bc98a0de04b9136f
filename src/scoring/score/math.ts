/** Numeric helpers shared by the scorers. */

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

export function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  // EPSILON nudge so 0.05-style halves round up consistently across platforms.
  return Math.round((x + Number.EPSILON * Math.sign(x)) * f) / f;
}

export function round1(x: number): number {
  return round(x, 1);
}

/**
 * Anchored log scale: 100 at or below `good`, 0 at or above `bad`, log-linear between.
 * Impacts span orders of magnitude (beef vs. peas), so a linear scale would crush the low end.
 */
export function logScore(x: number, good: number, bad: number): number {
  if (!(x > good)) return 100;
  if (x >= bad) return 0;
  return (100 * (Math.log(bad) - Math.log(x))) / (Math.log(bad) - Math.log(good));
}

/** Number of thresholds that `x` strictly exceeds (Nutri-Score point tables). */
export function pointsAbove(x: number, thresholds: readonly number[]): number {
  let n = 0;
  for (const t of thresholds) {
    if (x > t) n++;
    else break;
  }
  return n;
}

/** Number of thresholds that `x` reaches (`>=`). */
export function pointsAtLeast(x: number, thresholds: readonly number[]): number {
  let n = 0;
  for (const t of thresholds) {
    if (x >= t) n++;
    else break;
  }
  return n;
}
