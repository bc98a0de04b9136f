import { HEALTH, NUTRI_SCORE_CLASS } from '../params.js';
import { clamp } from './math.js';
import type { NutriScoreKind, NutriScoreResult } from './nutri-score.js';
import type { Nutrients } from '../parse/nutrients.js';
import type { NutriScoreGrade } from '../types.js';

/** Points range [lo, hi] of each letter per Nutri-Score kind; the score falls 20 across a band. */
type Bands = Partial<Record<NutriScoreGrade, readonly [number, number]>>;
const FOOD: Bands = { A: [-17, 0], B: [1, 2], C: [3, 10], D: [11, 18], E: [19, 55] };
const FAT: Bands = { A: [-17, -6], B: [-5, 2], C: [3, 10], D: [11, 18], E: [19, 55] };
const BEVERAGE: Bands = { B: [-18, 2], C: [3, 6], D: [7, 9], E: [10, 54] };
const TOP: Record<NutriScoreGrade, number> = { A: 100, B: 80, C: 60, D: 40, E: 20 };

function bandsFor(kind: NutriScoreKind): Bands {
  return kind === 'beverage' ? BEVERAGE : kind === 'fat' ? FAT : FOOD;
}

const ULTRA_PROCESSED_PENALTY = HEALTH.ultraProcessedPenalty;

/** A 80–100, B 60–80, C 40–60, D 20–40, E 0–20, linear in points inside the band; −10 for NOVA 4. */
export function healthScore(ns: NutriScoreResult, nova: number | null): number {
  const band = bandsFor(ns.kind)[ns.grade];
  let score = TOP[ns.grade];
  if (band) {
    const [lo, hi] = band;
    score -= (20 * (clamp(ns.points, lo, hi) - lo)) / (hi - lo + 1);
  }
  if (nova === 4) score -= ULTRA_PROCESSED_PENALTY;
  return clamp(score, 0, 100);
}

const HIGH = HEALTH.high;
const HIGH_ENERGY_KJ = HEALTH.highEnergyKj;

export function overconsumptionRisk(
  n: Nutrients | null,
  beverage: boolean,
  nova: number | null,
  alcoholPercent: number | null | undefined,
): 'low' | 'medium' | 'high' | '' {
  if (typeof alcoholPercent === 'number' && alcoholPercent > NUTRI_SCORE_CLASS.alcoholLimit) return 'high';
  if (n === null) return nova === 4 ? 'medium' : '';
  const k = beverage ? 0.5 : 1;
  const values = [n.fat, n.saturatedFat, n.sugars, n.salt] as const;
  const limits = [HIGH.fat, HIGH.saturatedFat, HIGH.sugars, HIGH.salt] as const;
  let high = 0;
  let known = 0;
  for (let i = 0; i < 4; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    known++;
    if (v > limits[i]! * k) high++;
  }
  if (high >= 2 || (n.energyKj !== null && n.energyKj > HIGH_ENERGY_KJ && nova === 4)) return 'high';
  if (high === 1 || nova === 4) return 'medium';
  return known === 4 ? 'low' : '';
}
