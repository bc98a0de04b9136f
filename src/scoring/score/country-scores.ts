import { CHILD_LABOUR, CHILD_LABOUR_REGIONAL } from '../data/child-labour.js';
import { ANTIMICROBIAL_USE, GII, GII_WORST, HDI, WGI_VOICE } from '../data/country-indices.js';
import type { CountryTable } from '../data/country-table.js';
import type { Origin } from '../analyse/origins.js';
import type { IngredientAnalysis, IngredientLeaf } from '../analyse/ingredients.js';
import { CHILD_LABOUR_RISK_COMMODITIES } from '../analyse/commodities.js';
import type { Labels } from '../analyse/labels.js';
import { clamp, logScore } from './math.js';
import { COUNTRY_SCORE_RULES } from '../params.js';

/** A country value for an origin: the country's own figure, or the mean over the EU members we hold. */
export function tableValue(table: CountryTable, o: Origin): number | null {
  return computeTableValue(table, o);
}

/**
 * Per-origin scores are pure functions of a fixed set of origins, so each scorer memoises its
 * value per origin object (identity-keyed: one Map lookup on the hot path).
 */
function memoByOrigin(fn: (o: Origin) => number | null): (o: Origin) => number | null {
  const m = new Map<Origin, number | null>();
  return (o) => {
    const hit = m.get(o);
    if (hit !== undefined) return hit;
    const v = fn(o);
    m.set(o, v);
    return v;
  };
}

function computeTableValue(table: CountryTable, o: Origin): number | null {
  let sum = 0;
  let n = 0;
  for (const code of o.members) {
    const v = table.values[code];
    if (v !== undefined) {
      sum += v;
      n++;
    }
  }
  return n === 0 ? null : sum / n;
}

export interface Weighted {
  value: number;
  /** Fraction of the weighed mass that had a value. */
  knownShare: number;
}

function meanOver(origins: readonly Origin[], valueOf: (o: Origin) => number | null): number | null {
  let sum = 0;
  let n = 0;
  for (const o of origins) {
    const v = valueOf(o);
    if (v !== null) {
      sum += v;
      n++;
    }
  }
  return n === 0 ? null : sum / n;
}

/**
 * Mass-weighted mean of a per-origin score over the agricultural ingredients (water, salt and
 * additives carry no farm labour or land); falls back to the product's origins when the
 * product has no ingredient list. Null when no weighed origin has a value.
 */
export function weightedByOrigin(
  a: IngredientAnalysis,
  valueOf: (o: Origin) => number | null,
  include: (l: IngredientLeaf) => boolean = isAgricultural,
): Weighted | null {
  let sum = 0;
  let known = 0;
  let total = 0;
  for (const l of a.leaves) {
    if (!include(l) || l.share <= 0) continue;
    total += l.share;
    const v = meanOver(l.origins, valueOf);
    if (v === null) continue;
    sum += l.share * v;
    known += l.share;
  }
  if (total === 0) {
    const origins = a.rawOrigins.length > 0 ? a.rawOrigins : a.productionOrigins;
    const v = meanOver(origins, valueOf);
    return v === null ? null : { value: v, knownShare: 1 };
  }
  return known === 0 ? null : { value: sum / known, knownShare: known / total };
}

export function isAgricultural(l: IngredientLeaf): boolean {
  return l.match?.group !== 'zero';
}

const ANIMAL_GROUPS = new Set(['meat-red', 'meat-white', 'dairy', 'egg']);
function isLivestock(l: IngredientLeaf): boolean {
  return l.match !== null && ANIMAL_GROUPS.has(l.match.group);
}
function isAnimal(l: IngredientLeaf): boolean {
  return isLivestock(l) || l.match?.group === 'seafood';
}

/** Raw-animal-product mass per kg of product (concentrates counted as their raw equivalent), ≤ 1. */
function animalShare(a: IngredientAnalysis, pred: (l: IngredientLeaf) => boolean): number {
  let s = 0;
  for (const l of a.leaves) if (pred(l) && l.match) s += l.share * Math.max(1, l.match.multiplier);
  return Math.min(1, s);
}

export function socialJusticeScore(a: IngredientAnalysis): number | null {
  const w = weightedByOrigin(a, hdiScore);
  return w === null ? null : w.value;
}

export function equalityScore(a: IngredientAnalysis): number | null {
  const w = weightedByOrigin(a, giiScore);
  return w === null ? null : w.value;
}

const R = COUNTRY_SCORE_RULES;

export function workerRightsScore(a: IngredientAnalysis, labels: Labels): number | null {
  const w = weightedByOrigin(a, voiceScore);
  if (w === null) return null;
  return clamp(w.value + (labels.fairTrade || labels.rainforest ? R.fairLabelBonus : 0), 0, 100);
}

/** National SDG 8.7.1 figure, else the 2020 regional estimate. */
export function childLabourPrevalence(o: Origin): number | null {
  const national = tableValue(CHILD_LABOUR, o);
  if (national !== null && o.code !== 'EU') return national;
  return o.region ? (CHILD_LABOUR_REGIONAL.values[o.region] ?? null) : null;
}


const prevalence = memoByOrigin(childLabourPrevalence);
const hdiScore = memoByOrigin((o) => {
  const v = tableValue(HDI, o);
  return v === null ? null : 100 * v;
});
/** The worst GII of any country in the data year (Yemen 0.820 in 2022) anchors 0; equality anchors 100. */
const giiScore = memoByOrigin((o) => {
  const v = tableValue(GII, o);
  return v === null ? null : 100 * (1 - clamp(v / GII_WORST.value, 0, 1));
});
const voiceScore = memoByOrigin((o) => tableValue(WGI_VOICE, o));
const childLabourCountryScore = memoByOrigin((o) => {
  const p = prevalence(o);
  return p === null ? null : 100 * (1 - Math.min(p, R.childLabourCap) / R.childLabourCap);
});
const antimicrobialCountryScore = memoByOrigin((o) => {
  const v = tableValue(ANTIMICROBIAL_USE, o);
  return v === null ? null : logScore(v, ...R.antimicrobialMgPerPcu);
});

function isChildLabourRisk(l: IngredientLeaf): boolean {
  if (!l.match) return false;
  return CHILD_LABOUR_RISK_COMMODITIES.has(l.match.key) || l.risks.includes('childLabour');
}

export function childLaborScore(a: IngredientAnalysis, labels: Labels): number | null {
  const w = weightedByOrigin(a, childLabourCountryScore);
  if (w === null) return null;
  let penalty = 0;
  if (!labels.fairTrade && !labels.rainforest) {
    for (const l of a.leaves) {
      if (l.share < 0.01 || !isChildLabourRisk(l)) continue;
      if (l.origins.length === 0) penalty = Math.max(penalty, R.unknownOriginPenalty);
      else if (l.origins.some((o) => (prevalence(o) ?? 0) >= R.childLabourHighPrevalence)) penalty = R.riskPenalty;
    }
  }
  return clamp(w.value - penalty, 0, 100);
}

/**
 * 100 minus the livestock share times the origin's distance from good practice
 * (10 mg/PCU → 100 … 250 mg/PCU → 0, log scale). Plant-only products score 100.
 */
export function antibioticsScore(a: IngredientAnalysis, coverageOk: boolean): number | null {
  if (!a.hasIngredients || !coverageOk) return null;
  const s = animalShare(a, isLivestock);
  if (s === 0) return 100;
  const w = weightedByOrigin(a, antimicrobialCountryScore, isLivestock);
  if (w === null) return null;
  return 100 - s * (100 - w.value);
}

/**
 * No country animal-welfare index is licensed for shipping, so every origin starts neutral (50);
 * labels with welfare rules lift it. Plant-only products score 100.
 */
export function animalProtectionScore(a: IngredientAnalysis, coverageOk: boolean, labels: Labels): number | null {
  if (!a.hasIngredients || !coverageOk) return null;
  const s = animalShare(a, isAnimal);
  if (s === 0) return 100;
  let base = 50;
  if (labels.premiumOrganic) base += 30;
  else if (labels.organic) base += 25;
  if (labels.svensktSigill) base += 10;
  const seafood = a.leaves.some((l) => l.match?.group === 'seafood');
  if (seafood && labels.sustainableSeafood) base += 15;
  return 100 - s * (100 - Math.min(100, base));
}
