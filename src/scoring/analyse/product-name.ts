import type { ClimateReferenceKey } from '../data/climate-references.js';
import { cookingNamed, meatCookedNamed, type Cooking } from '../lexicon/cooked.js';
import { nameHeadEnd, nameMadeOfAt, nameWithoutCommas, type ProductClass } from '../lexicon/climate.js';
import type { KeywordHit } from '../text/matcher.js';
import { normalizeText } from '../text/normalize.js';
import type { ProductData } from '../types.js';
import { LEXICON, type Facet } from './lexicon.js';

/**
 * What the product's name says, read once for every stage that asks (ADR 0200): the ingredient stage (its meat
 * cooked; a cheese's name read as an ingredient name, for the fresh cheese it is) and the climate stage (the whole
 * food it names, its class, its cooking). Names are marketing
 * (category.ts reads the category first); these are the few things a name says that a list cannot.
 */
export interface ProductName {
  /** The name normalised, a comma read as a space (ADR 0199: "Ingefära, malen"); '' without a name. */
  readonly text: string;
  /** The whole foods the lexicon finds in it, by position. */
  readonly foods: readonly KeywordHit<ClimateReferenceKey>[];
  /** The product classes the lexicon finds in it; a word that names none stops only its own letters. */
  readonly classes: readonly KeywordHit<ProductClass | null>[];
  /** Where a food named after "av" or "of" begins: what the product is made from, not the food sold (ADR 0199). */
  readonly madeOfAt: number;
  /** Where the name's head ends: a class named after it ("Baguette med … majonnäs") is of a part the product holds. */
  readonly headEnd: number;
  /** The cooking it names for a grain, pasta or pulse ("Jasminris färdigkokt", ADR 0124). */
  readonly cooking: Cooking | null;
  /** It says its meat or fish is cooked ("Kycklingfilé färdigstekt", "Rostbiff skivad", ADR 0127). */
  readonly meatCooked: boolean;
}

const NAME_FACETS: readonly Facet[] = ['wholeFood', 'productClass'];

const NO_NAME: ProductName = { text: '', foods: [], classes: [], madeOfAt: 0, headEnd: 0, cooking: null, meatCooked: false };

export function readProductName(data: ProductData): ProductName {
  if (!data.name) return NO_NAME;
  const text = nameWithoutCommas(normalizeText(data.name));
  if (text.trim() === '') return NO_NAME;
  const [foods = [], classes = []] = LEXICON.scanFacets(text, NAME_FACETS) as [KeywordHit<ClimateReferenceKey>[], KeywordHit<ProductClass | null>[]];
  return {
    text, foods, classes,
    madeOfAt: foods.length === 0 ? text.length : nameMadeOfAt(text),
    headEnd: classes.length === 0 ? 0 : nameHeadEnd(text),
    cooking: cookingNamed(text),
    meatCooked: meatCookedNamed(text),
  };
}
