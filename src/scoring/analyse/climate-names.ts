import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { ProductClass } from '../lexicon/climate.js';
import { memoize } from '../../shared/lru.js';
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
  /** The product's class from its category, else its name. */
  productClass: ProductClass | null;
}

/** The longest hit of a facet, the first among equals ("Rött vin Tempranillo" → wine). */
function longestNamed<F extends 'wholeFood' | 'productClass'>(text: string, facet: F & Facet) {
  if (text === '') return null;
  const hits = LEXICON.scan(normalizeText(text), facet);
  return hits.length === 0 ? null : hits.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a)).value;
}

// Categories repeat across a catalogue (a few hundred): each is read once.
const classOfCategory = memoize(5000, (category: string): ProductClass | null => longestNamed(category, 'productClass'));

export function readClimateNames(data: ProductData): ClimateNames {
  const wholeFood = longestNamed(data.name ?? '', 'wholeFood') ?? longestNamed(data.functional_name ?? '', 'wholeFood');
  const productClass = (data.category ? classOfCategory(data.category) : null) ?? (data.name ? longestNamed(data.name, 'productClass') : null);
  return { wholeFood, productClass };
}
