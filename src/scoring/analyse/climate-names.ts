import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { ProductClass } from '../lexicon/climate.js';
import { memoize } from '../../shared/lru.js';
import type { KeywordHit } from '../text/matcher.js';
import { normalizeText } from '../text/normalize.js';
import type { ProductData } from '../types.js';
import { LEXICON, type Facet } from './lexicon.js';

export type { ProductClass } from '../lexicon/climate.js';

/**
 * What the product's name and category say for its climate figure, read through the lexicon: the
 * whole food it names (a milk, an oil, a flour) and its product class (bread, beer, a ready meal).
 */
export interface ClimateNames {
  /** The whole food the name (else the functional name) names; the footprint checks it against the ingredients. */
  wholeFood: ClimateReferenceKey | null;
  /** The product's class from its category (narrowed by its name), else its name. */
  productClass: ProductClass | null;
}

/** The longest hit, the first among equals ("Rött vin Tempranillo" → wine); null when there is none. */
function longestOf<T>(hits: readonly KeywordHit<T>[]): T | null {
  return hits.length === 0 ? null : hits.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a)).value;
}

const NAME_FACETS: readonly Facet[] = ['wholeFood', 'productClass'];

/**
 * Classes that are a kind of another (a sliced loaf is bread): a name naming the narrower one refines
 * the category's broader one, and medians over the classes count the kind once (its broader class).
 */
export const NARROWER_CLASSES: Readonly<Partial<Record<ProductClass, ProductClass>>> = { classSandwichLoaf: 'classBread' };

// Categories repeat across a catalogue (a few hundred): each is read once.
export const classOfCategory = memoize(5000, (category: string): ProductClass | null => longestOf(LEXICON.scan(normalizeText(category), 'productClass')));

/** @param fromCategory the class the category field names (analyse/category.ts reads it with the category's other readings). */
export function readClimateNames(data: ProductData, fromCategory: ProductClass | null = data.category ? classOfCategory(data.category) : null): ClimateNames {
  // The name is read once for both facets; the functional name only when the name names no whole food.
  const name = data.name ? normalizeText(data.name) : '';
  const [foods = [], classes = []] = name === '' ? [] : (LEXICON.scanFacets(name, NAME_FACETS) as [KeywordHit<ClimateReferenceKey>[], KeywordHit<ProductClass>[]]);
  const wholeFood = longestOf(foods) ?? (data.functional_name ? longestOf(LEXICON.scan(normalizeText(data.functional_name), 'wholeFood')) : null);
  const fromName = longestOf(classes);
  // The category wins, unless the name narrows it down ("Rostbröd" in the category "Bröd").
  const productClass = fromCategory !== null && fromName !== null && NARROWER_CLASSES[fromName] === fromCategory ? fromName : fromCategory ?? fromName;
  return { wholeFood, productClass };
}
