import { endsWithENumber, isENumberWithClass } from '../text/e-numbers.js';
import { COMMODITIES, type CommodityFactors, type CommodityGroup, type CommodityKey } from '../data/commodities.js';
import { commodityRows } from '../lexicon/concepts.js';
import { ENGLISH_TERMS, SWEDISH_TERMS, endsInFlavouringCompound } from '../lexicon/ingredients.js';
import { normalizeText } from '../text/normalize.js';
import { LEXICON, type CommodityTerm } from './lexicon.js';
import { memoize } from '../../shared/lru.js';

/** An ingredient name resolved to a commodity row. */
export interface CommodityMatch {
  key: CommodityKey;
  factors: CommodityFactors;
  /**
   * The commodity's group, copied from its row: the rows have several shapes (V8 maps), and the scorers ask every leaf's
   * group, so they read it from the match, which has one.
   */
  group: CommodityGroup;
  /** kg of the commodity per kg of ingredient (dry-matter conversion for concentrates). */
  multiplier: number;
  /** The vocabulary term that matched. */
  term: string;
}


/** Number of distinct vocabulary terms (Swedish + English), before plural expansion. */
export const INGREDIENT_TERM_COUNT = new Set([...commodityRows('sv'), ...commodityRows('en'), ...SWEDISH_TERMS, ...ENGLISH_TERMS].map((r) => r[0])).size;

const CACHE_LIMIT = 20000;

/** A match to a commodity, made only here so that its factors and group are always its row's. */
export const commodityMatch = (key: CommodityKey, multiplier: number, term: string): CommodityMatch => ({
  key, factors: COMMODITIES[key], group: COMMODITIES[key].group, multiplier, term,
});

/**
 * Resolve an ingredient name (already normalised) to a commodity: the longest vocabulary term
 * found in it, the rightmost on ties (the head of a Swedish compound is its end). Names recur
 * across products, so results are memoised.
 */
export const matchIngredient = memoize(CACHE_LIMIT, (name: string): CommodityMatch | null => {
  let result: CommodityMatch | null = null;
  if (isENumberWithClass(name) || endsInFlavouringCompound(name)) {
    result = commodityMatch('additive', 1, name);
  } else {
    // Leftmost-longest scan first, so a blocker consumes the word it protects; then the longest
    // real term wins, the rightmost on ties.
    let best: { len: number; value: CommodityTerm } | null = null;
    for (const h of LEXICON.scan(name, 'commodity')) {
      const len = h.end - h.start;
      if (h.value.key !== null && (!best || len >= best.len)) best = { len, value: h.value };
    }
    if (best && best.value.key !== null) {
      const v = best.value;
      const key = best.value.key;
      result = commodityMatch(key, v.multiplier, v.term);
    } else if (endsWithENumber(name)) {
      // A name the vocabulary does not know, ending in an E-number ("caramel e150d"), is that additive.
      result = commodityMatch('additive', 1, name);
    }
  }
  return result;
});

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

/** The commodity a vocabulary term (as written in a table, not yet normalised) resolves to. */
export const commodityOfTerm = (term: string): CommodityMatch | null => matchIngredient(normalizeText(term));
