import { memoize } from '../../shared/lru.js';
import { WATER_KINDS, WATER_WORD, type CategoryTag } from '../lexicon/categories.js';
import { FRESH_SHELF_WORDS, SPICE_SHELF_FORMS, SPICE_SHELF_WORDS } from '../lexicon/climate.js';
import type { ClimateReferenceKey } from '../data/climate-references.js';
import { classOfCategory, type ProductClass } from './climate-names.js';
import { LEXICON } from './lexicon.js';
import { novaCategory, type NovaCategory } from './processing.js';
import { normalizeText, present } from '../text/normalize.js';
import { letterWords, wordBefore } from '../text/words.js';
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
  const primary = presentJoined(d.category, d.functional_name);
  if (primary !== '') return normalizeText(primary);
  return normalizeText(presentJoined(d.name, d.external_name));
}

/** `[a, b].filter(present).join(' | ')` without the two arrays. */
function presentJoined(a: string | null | undefined, b: string | null | undefined): string {
  const hasA = present(a);
  const hasB = present(b);
  return hasA && hasB ? `${a} | ${b}` : hasA ? a : hasB ? b : '';
}

/**
 * What the product's category says, read once per distinct category: the category text, its tags,
 * its NOVA category and the product class the category field names (before the product's name
 * narrows it: analyse/climate-names.ts). One cache lookup per product instead of one per reading.
 */
export interface CategoryReading {
  text: string;
  tags: ReadonlySet<CategoryTag>;
  /** The tags as a list, in the order found (the trace's). */
  tagList: readonly CategoryTag[];
  nova: NovaCategory;
  productClass: ProductClass | null;
}

const readCategoryText = memoize(CACHE_LIMIT, (text: string): CategoryReading => {
  const tags = categoryTags(text);
  return { text, tags, tagList: [...tags], nova: novaCategory(text), productClass: null };
});
/** Keyed by the category field as sent: a product with a category and no functional name (most) is read without normalising anything. */
const readCategoryField = memoize(CACHE_LIMIT, (category: string): CategoryReading => ({ ...readCategoryText(normalizeText(category)), productClass: classOfCategory(category) }));

export function readCategory(d: ProductData): CategoryReading {
  if (present(d.category) && !present(d.functional_name)) return readCategoryField(d.category);
  const reading = readCategoryText(categoryText(d));
  return d.category ? { ...reading, productClass: classOfCategory(d.category) } : reading;
}

/** Plain water: unflavoured, unsweetened, not a drink named after something else. */
export function isPlainWater(tags: ReadonlySet<CategoryTag>, d: ProductData): boolean {
  if (!tags.has('water') || tags.has('flavoured') || tags.has('beverage')) return false;
  if (!present(d.ingredients)) return true;
  // A water whose ingredient list adds flavouring, sugar or juice is a flavoured water.
  const added = categoryTags(normalizeText(d.ingredients));
  return !added.has('flavoured') && !added.has('sugar') && !added.has('juice');
}

/**
 * A fresh food sold on a spice shelf is its dried spice (ADR 0213): "Paprika" in "Herbs & Spices" is ground paprika,
 * not the sweet pepper; any other food, or the same food on another shelf, is itself. The shelf is asked only for a
 * food that has a spice form.
 */
export function spiceShelfForm(food: ClimateReferenceKey, d: ProductData): ClimateReferenceKey {
  const spice = SPICE_SHELF_FORMS.get(food);
  if (spice === undefined || !present(d.category)) return food;
  const words = letterWords(normalizeText(d.category));
  return words.some((w) => SPICE_SHELF_WORDS.has(w)) && !words.some((w) => FRESH_SHELF_WORDS.has(w)) ? spice : food;
}
