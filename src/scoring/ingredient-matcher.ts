import { COMMODITIES, type CommodityFactors, type CommodityKey } from './data/commodities.js';
import { CLIMATE_ENGLISH_TERMS, CLIMATE_SWEDISH_TERMS, ENGLISH_TERMS, SWEDISH_TERMS } from './data/ingredient-terms.js';
import { KeywordMatcher, englishForms, type KeywordSpec } from './keyword-matcher.js';

/** An ingredient name resolved to a commodity row. */
export interface CommodityMatch {
  key: CommodityKey;
  factors: CommodityFactors;
  /** kg of the commodity per kg of ingredient (dry-matter conversion for concentrates). */
  multiplier: number;
  /** The vocabulary term that matched. */
  term: string;
}

interface TermValue {
  key: CommodityKey | null;
  multiplier: number;
  term: string;
}

/**
 * Words that contain a shorter food term by accident ("roast" ends in the Swedish "ost").
 * They match as themselves and resolve to nothing, which blocks the accidental reading.
 */
const BLOCKERS: readonly string[] = ['roast', 'frost', 'kompost', 'toast', 'post'];

function buildSpecs(): KeywordSpec<TermValue>[] {
  const specs: KeywordSpec<TermValue>[] = [];
  for (const [term, key, multiplier, anchor] of [...SWEDISH_TERMS, ...CLIMATE_SWEDISH_TERMS]) {
    specs.push({ term, value: { key, multiplier: multiplier ?? 1, term }, anchor: anchor ?? 'any' });
  }
  for (const [term, key, multiplier, anchor] of [...ENGLISH_TERMS, ...CLIMATE_ENGLISH_TERMS]) {
    for (const form of englishForms(term)) {
      specs.push({ term: form, value: { key, multiplier: multiplier ?? 1, term }, anchor: anchor ?? 'word' });
    }
  }
  for (const b of BLOCKERS) specs.push({ term: b, value: { key: null, multiplier: 0, term: b }, anchor: 'word' });
  // "äppelmost" is apple juice, not cheese.
  specs.push({ term: 'most', value: { key: 'apples', multiplier: 1, term: 'most' }, anchor: 'end' });
  return specs;
}

const MATCHER = new KeywordMatcher(buildSpecs());

/** Number of distinct vocabulary terms (Swedish + English), before plural expansion. */
export const INGREDIENT_TERM_COUNT = new Set([...SWEDISH_TERMS, ...ENGLISH_TERMS].map((r) => r[0])).size;

const E_NUMBER = /^e\s?-?\d{3,4}[a-z]?(?:\s?\(?[ivx]{1,4}\)?)?$/;

const cache = new Map<string, CommodityMatch | null>();
const CACHE_LIMIT = 20000;

/**
 * Resolve an ingredient name (already normalised) to a commodity: the longest vocabulary term
 * found in it, the rightmost on ties (the head of a Swedish compound is its end).
 */
export function matchIngredient(name: string): CommodityMatch | null {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  let result: CommodityMatch | null = null;
  if (E_NUMBER.test(name)) {
    result = { key: 'additive', factors: COMMODITIES.additive, multiplier: 1, term: name };
  } else {
    // Leftmost-longest scan first, so a blocker consumes the word it protects; then the longest
    // real term wins, the rightmost on ties.
    let best: { len: number; value: TermValue } | null = null;
    for (const h of MATCHER.scan(name)) {
      const len = h.end - h.start;
      if (h.value.key !== null && (!best || len >= best.len)) best = { len, value: h.value };
    }
    if (best && best.value.key !== null) {
      const v = best.value;
      const key = best.value.key;
      result = { key, factors: COMMODITIES[key], multiplier: v.multiplier, term: v.term };
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(name, result);
  return result;
}

/** Commodities grown only in the tropics: a temperate product origin says nothing about them. */
export const TROPICAL_COMMODITIES: ReadonlySet<CommodityKey> = new Set<CommodityKey>([
  'coffee',
  'chocolate',
  'bananas',
  'palmOil',
  'caneSugar',
]);

/** Commodities with a documented child-labour risk in their main producing countries. */
export const CHILD_LABOUR_RISK_COMMODITIES: ReadonlySet<CommodityKey> = new Set<CommodityKey>([
  'chocolate',
  'coffee',
  'caneSugar',
  'palmOil',
]);
