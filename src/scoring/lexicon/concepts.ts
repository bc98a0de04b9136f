import type { CommodityKey } from '../data/commodities.js';
import type { Anchor, TermRow } from '../text/matcher.js';
import type { AllergenId } from './allergens.js';
import type { CategoryTag, Row } from './categories.js';
import type { Marker } from './processing.js';

/**
 * Concepts that several vocabularies share, one entry each: its Swedish and English names and
 * what it is to each vocabulary (its commodity row, the allergens it declares, its NOVA marker and
 * culinary role, the category it names). A name added here reaches every vocabulary of the entry.
 * The vocabulary tables (ingredients.ts, allergens.ts, processing.ts, categories.ts) hold the
 * words only one of them knows; analyse/lexicon.ts reads both. Swedish names match inside
 * compounds unless an anchor says where (`end`: the head of the compound); English names match
 * whole words with their plurals.
 */
export interface Concept {
  sv: readonly string[];
  en: readonly string[];
  /** Where its Swedish names sit in a compound as an ingredient word (commodity, allergen, marker); anywhere when absent. */
  anchor?: Anchor;
  /** Poore & Nemecek commodity row, and kg of it per kg of the ingredient (dry matter) when not 1. */
  commodity?: readonly [key: CommodityKey, multiplier?: number];
  /** Regulation (EU) No 1169/2011 Annex II allergens the name declares. */
  allergens?: readonly AllergenId[];
  /** A processing marker for NOVA (group 3: a processed culinary ingredient added). */
  marker?: Marker;
  /** A processed culinary ingredient (NOVA group 2), and where its Swedish names sit in a compound. */
  culinary?: { sv: Anchor };
  /** As a product category: culinary (NOVA 2), and where its Swedish names sit in a compound. */
  culinaryCategory?: { sv: Anchor };
  /** As a product category: its tags, and where its Swedish names sit in a compound. */
  category?: { tags: readonly CategoryTag[]; sv?: Anchor };
}

export const CONCEPTS: readonly Concept[] = [
  {
    sv: ['smör'], en: ['butter'], commodity: ['milk', 6.7], allergens: ['milk'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' },
  },
  { sv: ['salt'], en: ['salt'], commodity: ['salt'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'word' }, category: { tags: ['salt'], sv: 'word' } },
  { sv: ['socker'], en: ['sugar'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' } },
  { sv: ['sirap'], en: ['syrup'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' } },
  {
    sv: ['honung'], en: ['honey'], commodity: ['beetSugar'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['honey', 'sugar'], sv: 'end' },
  },
  { sv: ['olja'], en: ['oil'], commodity: ['rapeseedOil'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' } },
  { sv: ['vinäger', 'ättika'], en: ['vinegar'], commodity: ['additive'], culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['vinegar'] } },
  { sv: ['stärkelse'], en: ['starch'], commodity: ['maize'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' } },
  { sv: ['mjölk'], en: ['milk'], commodity: ['milk'], allergens: ['milk'], category: { tags: ['beverage'], sv: 'end' } },
  { sv: ['grädde'], en: ['cream'], commodity: ['milk', 3.6], allergens: ['milk'], category: { tags: ['fat'], sv: 'end' } },
  { sv: ['ost'], en: ['cheese'], anchor: 'edge', commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'], sv: 'end' } },
  ...['mozzarella', 'parmesan', 'cheddar'].map((name): Concept => ({
    sv: [name], en: [name], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] },
  })),
  { sv: ['vassle', 'vassla'], en: ['whey'], commodity: ['milk', 0.5], allergens: ['milk'], marker: 4 },
  { sv: ['laktos'], en: ['lactose'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['kasein'], en: ['casein'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['fisk'], en: ['fish'], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] } },
  { sv: ['tofu'], en: ['tofu'], commodity: ['tofu'], allergens: ['soy'], category: { tags: ['novaGroup3', 'processedPlant'] } },
  /** Not an allergen although made from wheat or maize (Annex II exempts wheat-based maltodextrins): the empty list is a stop-word. */
  { sv: ['maltodextrin'], en: ['maltodextrin'], commodity: ['maize'], allergens: [], marker: 4 },
  { sv: ['nötter'], en: ['nut'], anchor: 'end', commodity: ['nuts'], allergens: ['nuts'], category: { tags: ['fat'], sv: 'end' } },
];

type Language = 'sv' | 'en';
const names = (c: Concept, lang: Language) => (lang === 'sv' ? c.sv : c.en);
/** English names take each vocabulary's default anchor (whole words); Swedish ones the entry's. */
const anchorOf = (lang: Language, sv: Anchor | undefined): Anchor | undefined => (lang === 'sv' ? sv : undefined);

/** The ingredient-table rows the concepts give: [term, commodity, multiplier?]. */
export const commodityRows = (lang: Language) =>
  CONCEPTS.flatMap((c) => (c.commodity ? names(c, lang).map((t) => [t, c.commodity![0], c.commodity![1], anchorOf(lang, c.anchor)] as const) : []));

export const allergenRows = (lang: Language): TermRow<readonly AllergenId[]>[] =>
  CONCEPTS.flatMap((c) => (c.allergens ? names(c, lang).map((t): TermRow<readonly AllergenId[]> => [t, c.allergens!, anchorOf(lang, c.anchor)]) : []));

export const markerRows = (lang: Language): TermRow<Marker>[] =>
  CONCEPTS.flatMap((c) => (c.marker !== undefined ? names(c, lang).map((t): TermRow<Marker> => [t, c.marker!, anchorOf(lang, c.anchor)]) : []));

export const culinaryRows = (lang: Language): TermRow<boolean>[] =>
  CONCEPTS.flatMap((c) => (c.culinary ? names(c, lang).map((t): TermRow<boolean> => [t, true, anchorOf(lang, c.culinary!.sv)]) : []));

export const culinaryCategoryRows = (lang: Language): TermRow<2 | 3 | 0>[] =>
  CONCEPTS.flatMap((c) => (c.culinaryCategory ? names(c, lang).map((t): TermRow<2 | 3 | 0> => [t, 2, anchorOf(lang, c.culinaryCategory!.sv)]) : []));

export const categoryRows = (lang: Language): Row[] =>
  CONCEPTS.flatMap((c) => (c.category ? names(c, lang).map((t): Row => [t, c.category!.tags, anchorOf(lang, c.category!.sv)]) : []));
