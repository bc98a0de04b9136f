import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { CommodityKey } from '../data/commodities.js';
import type { PackagingMaterialKey } from '../data/packaging-materials.js';
import { ENGLISH_ADDITIVE_NAMES, SWEDISH_ADDITIVE_NAMES, readAsItsFood, type AdditiveRow } from '../lexicon/additives.js';
import { ENGLISH_ALLERGEN_TERMS, SWEDISH_ALLERGEN_TERMS, plantDairyTerms, type AllergenId } from '../lexicon/allergens.js';
import { allergenRows, asSoldRows, categoryRows, commodityRows, culinaryCategoryRows, culinaryRows, markerRows } from '../lexicon/concepts.js';
import {
  DEPOSIT_WORDS,
  PACKAGING_MATERIAL_WORDS,
  PACKAGING_TYPE_WORDS,
  NOT_PRODUCT_CLASS_WORDS,
  PRODUCT_CLASS_WORDS,
  WHOLE_FOOD_NAMES,
  type ProductClass,
} from '../lexicon/climate.js';
import { ENGLISH_CATEGORY_TERMS, SWEDISH_CATEGORY_TERMS, type CategoryTag } from '../lexicon/categories.js';
import { CLIMATE_ENGLISH_TERMS, CLIMATE_SWEDISH_TERMS, ENGLISH_TERMS, SWEDISH_TERMS } from '../lexicon/ingredients.js';
import { LABEL_TERMS, type Flag } from '../lexicon/labels.js';
import {
  ENGLISH_CARRIED,
  ENGLISH_CULINARY,
  ENGLISH_MARKERS,
  ENGLISH_PROCESSING_CATEGORIES,
  ENGLISH_SWEETENERS,
  SWEDISH_CARRIED,
  SWEDISH_CULINARY,
  SWEDISH_MARKERS,
  SWEDISH_PROCESSING_CATEGORIES,
  SWEDISH_SWEETENERS,
  SWEETENER_E_NUMBERS,
  type Marker,
} from '../lexicon/processing.js';
import { KeywordMatcher, bilingualSpecs, englishForms, type KeywordHit, type KeywordSpec, type TermRow } from '../text/matcher.js';
import { ORIGIN_NAME_SPECS, type Origin } from './origin-table.js';

/**
 * The lexicon as one matcher: every vocabulary of lexicon/ (and the country names of
 * data/countries.ts) in one trie, each as a facet. The analyse stage reads every text through it,
 * asking for the facets it needs, several at once where one text serves them (analyse/features.ts).
 * Swedish terms match inside compounds unless anchored; English terms match whole words with
 * their plurals.
 */

/** An ingredient term and what it resolves to (a null key blocks an accidental reading). */
export interface CommodityTerm {
  key: CommodityKey | null;
  multiplier: number;
  term: string;
}

/** The value each facet's terms carry. */
export interface FacetValues {
  commodity: CommodityTerm;
  allergen: readonly AllergenId[];
  marker: Marker;
  culinary: boolean;
  carried: boolean;
  processingCategory: 2 | 3 | 0;
  sweetener: true;
  category: readonly CategoryTag[];
  label: readonly Flag[];
  origin: Origin;
  packagingMaterial: PackagingMaterialKey;
  packagingType: string;
  deposit: true;
  wholeFood: ClimateReferenceKey;
  /** null: a word that ends in a class word but names none (NOT_PRODUCT_CLASS_WORDS). */
  productClass: ProductClass | null;
}
export type Facet = keyof FacetValues;

/**
 * Words that contain a shorter food term by accident ("roast" ends in the Swedish "ost").
 * They match as themselves and resolve to nothing, which blocks the accidental reading.
 */
const BLOCKERS: readonly string[] = [
  'roast', 'frost', 'kompost', 'toast', 'post',
  // Latin species names a label prints in brackets after the food (ADR 0260): "Phaseolus vulgaris" and "Lens culinaris"
  // end in the Swedish "ris", "Fragaria ananassa" holds "ananas" and "Pleurotus ostreatus" the oyster's "ostrea". Unread,
  // the bracket leaves the food it follows ("Haricots verts (Phaseolus vulgaris)") what it is.
  'vulgaris', 'culinaris', 'ananassa', 'ostreatus',
  // ADR 0283: a flammkuchen (tarte flambée) holds the Swedish "lamm"; its class is the pizza's (lexicon/climate.ts).
  'flammkuchen', 'flammkaka', 'flammkakor',
];
/** As BLOCKERS, at the end of a compound: a shank ("kalvlägg", "fläsklägg", a cut in a bracket "(lägg)") is no egg. */
const END_BLOCKERS: readonly string[] = ['lägg'];
/**
 * The cultures a food is made with, written after it ("Yogurt (Milk) with Live Cultures (…)"): no part of its mass, so
 * the food they follow names the item, not the longer culture term (ADR 0233). Alone ("Live Cultures") they stay cultures.
 */
const WITH_CULTURES: readonly string[] = [
  'with live cultures', 'with live culture', 'with active cultures', 'with cultures', 'med levande kulturer', 'med levande mjölksyrabakterier',
];

function commoditySpecs(): KeywordSpec<CommodityTerm>[] {
  const specs: KeywordSpec<CommodityTerm>[] = [];
  for (const [term, key, multiplier, anchor] of [...commodityRows('sv'), ...SWEDISH_TERMS, ...CLIMATE_SWEDISH_TERMS]) {
    specs.push({ term, value: { key, multiplier: multiplier ?? 1, term }, anchor: anchor ?? 'any' });
  }
  for (const [term, key, multiplier, anchor] of [...commodityRows('en'), ...ENGLISH_TERMS, ...CLIMATE_ENGLISH_TERMS]) {
    for (const form of englishForms(term)) {
      specs.push({ term: form, value: { key, multiplier: multiplier ?? 1, term }, anchor: anchor ?? 'word' });
    }
  }
  // Additives written as words ("guargummi", "natriumnitrit", "sockerkulör") are additives as ingredients too, where no
  // food term already names them (ADR 0147): listed alone, outside an additive's bracket, they had been counted at the
  // product class's figure. Modified starches stay the starch they are made of (a real share of maize or potato), and
  // "konjak" the cognac a Swedish list means by it.
  const known = new Set(specs.map((s) => s.term));
  const additive = (term: string): CommodityTerm => ({ key: 'additive', multiplier: 1, term });
  for (const [term, , anchor] of SWEDISH_ADDITIVE_NAMES) if (!known.has(term) && !readAsItsFood(term)) specs.push({ term, value: additive(term), anchor: anchor ?? 'any' });
  for (const [term, , anchor] of ENGLISH_ADDITIVE_NAMES) if (!known.has(term) && !readAsItsFood(term)) specs.push({ term, value: additive(term), anchor: anchor ?? 'word' });
  for (const b of BLOCKERS) specs.push({ term: b, value: { key: null, multiplier: 0, term: b }, anchor: 'word' });
  for (const b of END_BLOCKERS) specs.push({ term: b, value: { key: null, multiplier: 0, term: b }, anchor: 'end' });
  for (const b of WITH_CULTURES) specs.push({ term: b, value: { key: null, multiplier: 0, term: b }, anchor: 'word' });
  // "äppelmost" is apple juice, not cheese.
  specs.push({ term: 'most', value: { key: 'apples', multiplier: 1, term: 'most' }, anchor: 'end' });
  return specs;
}

function allergenSpecs(): KeywordSpec<readonly AllergenId[]>[] {
  const out = bilingualSpecs([...allergenRows('sv'), ...SWEDISH_ALLERGEN_TERMS, ...plantDairyTerms()], [...allergenRows('en'), ...ENGLISH_ALLERGEN_TERMS]);
  // E220–E228 are sulphur dioxide and sulphites (Regulation (EC) No 1333/2008 Annex II numbering):
  // listing one declares the allergen.
  for (let n = 220; n <= 228; n++) for (const f of [`e${n}`, `e ${n}`, `e-${n}`]) out.push({ term: f, value: ['sulphites'], anchor: 'word' });
  return out;
}

/** NOVA group implied by one E-number (0 when it is not a marker). */
export function eNumberGroup(n: number): Marker {
  if ((n >= 100 && n <= 182) || (n >= 620 && n <= 637) || (n >= 950 && n <= 969) || (n >= 400 && n <= 495)) return 4;
  if (n >= 1400 || n === 551 || (n >= 900 && n <= 907) || (n >= 938 && n <= 943) || n === 322) return 4;
  if (n >= 249 && n <= 252) return 3;
  return 0;
}

// Additives written as words count as their E-numbers.
const byENumber = ([term, e, anchor]: AdditiveRow): TermRow<Marker> => [term, eNumberGroup(e), anchor];
const markerSpecs = (): KeywordSpec<Marker>[] => [
  ...bilingualSpecs([...markerRows('sv'), ...SWEDISH_MARKERS], [...markerRows('en'), ...ENGLISH_MARKERS]),
  ...bilingualSpecs(SWEDISH_ADDITIVE_NAMES.map(byENumber), []),
  // English additive names are not pluralised: "carrageenans" and "pectins" are listed as written.
  ...ENGLISH_ADDITIVE_NAMES.map(([term, e, anchor]): KeywordSpec<Marker> => ({ term, value: eNumberGroup(e), anchor: anchor ?? 'word' })),
];

// Non-nutritive sweeteners only; polyols (E420, E421, E953, E965–E968) do not count.
const sweetenerSpecs = (): KeywordSpec<true>[] => [
  ...SWEDISH_SWEETENERS.map((t): KeywordSpec<true> => ({ term: t, value: true, anchor: 'start' })),
  ...ENGLISH_SWEETENERS.flatMap((t) => englishForms(t).map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
  ...SWEETENER_E_NUMBERS.flatMap((e) => [`e${e}`, `e ${e}`, `e-${e}`].map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
];

function categorySpecs(): KeywordSpec<readonly CategoryTag[]>[] {
  const out: KeywordSpec<readonly CategoryTag[]>[] = [];
  for (const [term, tags, anchor] of [...categoryRows('sv'), ...SWEDISH_CATEGORY_TERMS]) out.push({ term, value: tags, anchor: anchor ?? 'any' });
  // English category names are plural ("olive oils", "ice teas"): the last word takes its plurals.
  for (const [term, tags, anchor] of [...categoryRows('en'), ...ENGLISH_CATEGORY_TERMS]) for (const f of englishForms(term)) out.push({ term: f, value: tags, anchor: anchor ?? 'word' });
  return out;
}

/** Packaging words match whole words; compounds are read by analyse/packaging.ts. */
function wordSpecs<K extends string>(table: Readonly<Record<K, readonly string[]>>): KeywordSpec<K>[] {
  return (Object.entries(table) as [K, readonly string[]][]).flatMap(([key, words]) => words.map((term) => ({ term, value: key, anchor: 'word' as const })));
}

/** Name and class words of three letters or fewer ("öl", "vin", "ost") match whole words only: "mjöl" is not beer. */
const nameSpecs = <K>(rows: readonly (readonly [string, K])[]): KeywordSpec<K>[] =>
  rows.map(([term, value]) => ({ term, value, anchor: term.length <= 3 ? 'word' : 'end' }));

const SPECS: { [F in Facet]: () => Iterable<KeywordSpec<FacetValues[F]>> } = {
  commodity: commoditySpecs,
  allergen: allergenSpecs,
  marker: markerSpecs,
  culinary: () => bilingualSpecs([...culinaryRows('sv'), ...SWEDISH_CULINARY], [...culinaryRows('en'), ...ENGLISH_CULINARY]),
  carried: () => bilingualSpecs(SWEDISH_CARRIED, ENGLISH_CARRIED),
  processingCategory: () =>
    bilingualSpecs<2 | 3 | 0>([...culinaryCategoryRows('sv'), ...SWEDISH_PROCESSING_CATEGORIES], [...culinaryCategoryRows('en'), ...ENGLISH_PROCESSING_CATEGORIES]),
  sweetener: sweetenerSpecs,
  category: categorySpecs,
  label: () => LABEL_TERMS.map(([term, value, anchor]) => ({ term, value, anchor })),
  origin: () => ORIGIN_NAME_SPECS,
  packagingMaterial: () => wordSpecs(PACKAGING_MATERIAL_WORDS),
  packagingType: () => wordSpecs(PACKAGING_TYPE_WORDS),
  deposit: () => DEPOSIT_WORDS.map(([term, anchor]) => ({ term, value: true as const, anchor })),
  wholeFood: () => nameSpecs([...asSoldRows(), ...WHOLE_FOOD_NAMES]),
  productClass: () => nameSpecs<ProductClass | null>([...PRODUCT_CLASS_WORDS, ...NOT_PRODUCT_CLASS_WORDS.map((w) => [w, null] as const)]),
};

const FACET_IDS = Object.fromEntries((Object.keys(SPECS) as Facet[]).map((facet, id) => [facet, id])) as Record<Facet, number>;
const id = (facet: Facet): number => FACET_IDS[facet];

const MATCHER = new KeywordMatcher<FacetValues[Facet]>(
  (Object.keys(SPECS) as Facet[]).flatMap((facet) => [...SPECS[facet]()].map((spec) => ({ ...spec, facet: id(facet) }))),
);

/** Reads of the one lexicon trie, typed by facet. */
export const LEXICON = {
  scan: <F extends Facet>(text: string, facet: F) => MATCHER.scan(text, id(facet)) as KeywordHit<FacetValues[F]>[],
  longest: <F extends Facet>(text: string, facet: F) => MATCHER.longest(text, id(facet)) as KeywordHit<FacetValues[F]> | null,
  test: (text: string, facet: Facet): boolean => MATCHER.test(text, id(facet)),
  /** One pass for several facets; the hits of each, in the order asked. */
  scanFacets: (text: string, facets: readonly Facet[]): KeywordHit<FacetValues[Facet]>[][] => MATCHER.scanFacets(text, facets.map(id)),
};
