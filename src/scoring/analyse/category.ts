import { memoize } from '../../shared/lru.js';
import { WATER_KINDS, WATER_WORD, type CategoryTag } from '../lexicon/categories.js';
import { LEXICON } from './lexicon.js';
import { normalizeText, present } from '../text/normalize.js';
import { wordBefore } from '../text/words.js';
import type { ProductData } from '../types.js';

export type { CategoryTag } from '../lexicon/categories.js';

/** "vatten" as a plain water: alone, or after a word that says what kind ("mineral vatten"). */
function plainWaterWord(text: string, start: number): boolean {
  const before = wordBefore(text, start);
  return before === null || WATER_KINDS.has(before);
}


const CACHE_LIMIT = 5000;

/** Tags found in a normalised category text (memoised: categories repeat across products). */
export const categoryTags = memoize(CACHE_LIMIT, (text: string): ReadonlySet<CategoryTag> => {
  const tags = new Set<CategoryTag>();
  for (const h of LEXICON.scan(text, 'category')) {
    if (h.value === WATER_WORD && !plainWaterWord(text, h.start)) tags.add('beverage');
    else for (const t of h.value) tags.add(t);
  }
  return tags;
});

/**
 * The text that says what the product is: category and functional name; the product name only
 * when neither exists (names are marketing and mislead, e.g. "Ostbågar" are not cheese).
 */
export function categoryText(d: ProductData): string {
  const primary = [d.category, d.functional_name].filter(present).join(' | ');
  if (primary !== '') return normalizeText(primary);
  return normalizeText([d.name, d.external_name].filter(present).join(' | '));
}

/** Plain water: unflavoured, unsweetened, not a drink named after something else. */
export function isPlainWater(tags: ReadonlySet<CategoryTag>, d: ProductData): boolean {
  if (!tags.has('water') || tags.has('flavoured') || tags.has('beverage')) return false;
  if (!present(d.ingredients)) return true;
  // A water whose ingredient list adds flavouring, sugar or juice is a flavoured water.
  const added = categoryTags(normalizeText(d.ingredients));
  return !added.has('flavoured') && !added.has('sugar') && !added.has('juice');
}
