import type { ClimateReferenceKey } from '../data/climate-references.js';
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
 * words only one of them knows; analyse/lexicon.ts reads both. The climate model's own
 * references (score/climate/references.ts `TERM_REFERENCES`) and the risk commodities of the
 * country scores are properties here, so a food with a climate reference is one entry with every
 * other fact about it (in the spirit of Open Food Facts' taxonomies: one entry, all its facets). Swedish names match inside
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
  /** Where its Swedish names sit in a compound as an allergen word, when not where `anchor` says. */
  allergenAnchor?: Anchor;
  /** A processing marker for NOVA (group 3: a processed culinary ingredient added). */
  marker?: Marker;
  /** A processed culinary ingredient (NOVA group 2), and where its Swedish names sit in a compound. */
  culinary?: { sv: Anchor };
  /** As a product category: culinary (NOVA 2), and where its Swedish names sit in a compound. */
  culinaryCategory?: { sv: Anchor };
  /** As a product category: its tags, and where its Swedish names sit in a compound. */
  category?: { tags: readonly CategoryTag[]; sv?: Anchor };
  /**
   * The AGRIBALYSE reference food (data/climate-references.ts) the climate model counts a kilogram
   * of it as, closer than its commodity's; per kg as named, so the commodity multiplier does not apply.
   */
  climate?: ClimateReferenceKey;
  /**
   * Those of its names that, in a product's name, say the product is this food as sold (a plain
   * milk, flour or fillet), so the climate model takes its reference's stages whole.
   */
  asSold?: readonly string[];
  /** Risks the country scores weigh for it beyond its commodity's (hazelnuts: child labour in the harvest). */
  risks?: readonly Risk[];
}

export type Risk = 'childLabour';

export const CONCEPTS: readonly Concept[] = [
  {
    sv: ['smör'], en: ['butter'], commodity: ['milk', 6.7], allergens: ['milk'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' }, climate: 'butter', asSold: ['smör'],
  },
  { sv: ['salt'], en: ['salt'], commodity: ['salt'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'word' }, category: { tags: ['salt'], sv: 'word' } },
  { sv: ['socker'], en: ['sugar'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' }, climate: 'beetSugar' },
  { sv: ['sirap'], en: ['syrup'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' } },
  {
    sv: ['honung'], en: ['honey'], commodity: ['beetSugar'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['honey', 'sugar'], sv: 'end' }, climate: 'honey', asSold: ['honung'],
  },
  { sv: ['olja'], en: ['oil'], commodity: ['rapeseedOil'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' } },
  { sv: ['vinäger', 'ättika'], en: ['vinegar'], commodity: ['additive'], culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['vinegar'] }, climate: 'vinegar' },
  { sv: ['stärkelse'], en: ['starch'], commodity: ['maize'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, climate: 'maizeStarch' },
  { sv: ['mjölk'], en: ['milk'], commodity: ['milk'], allergens: ['milk'], category: { tags: ['beverage'], sv: 'end' }, climate: 'milk', asSold: ['mjölk'] },
  { sv: ['grädde'], en: ['cream'], commodity: ['milk', 3.6], allergens: ['milk'], category: { tags: ['fat'], sv: 'end' }, climate: 'cream', asSold: ['grädde'] },
  { sv: ['ost'], en: ['cheese'], anchor: 'edge', commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'], sv: 'end' }, climate: 'cheese', asSold: ['ost'] },
  ...['mozzarella', 'parmesan', 'cheddar'].map((name): Concept => ({
    sv: [name], en: [name], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] }, climate: 'cheese',
    ...(name === 'cheddar' ? { asSold: ['cheddar'] } : {}),
  })),
  { sv: ['vassle', 'vassla'], en: ['whey'], commodity: ['milk', 0.5], allergens: ['milk'], marker: 4, climate: 'skimmedMilk' },
  { sv: ['laktos'], en: ['lactose'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['kasein'], en: ['casein'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['fisk'], en: ['fish'], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] } },
  { sv: ['tofu'], en: ['tofu'], commodity: ['tofu'], allergens: ['soy'], category: { tags: ['novaGroup3', 'processedPlant'] }, climate: 'tofu', asSold: ['tofu'] },
  /** Not an allergen although made from wheat or maize (Annex II exempts wheat-based maltodextrins): the empty list is a stop-word. */
  { sv: ['maltodextrin'], en: ['maltodextrin'], commodity: ['maize'], allergens: [], marker: 4 },
  { sv: ['nötter'], en: ['nut'], anchor: 'end', commodity: ['nuts'], allergens: ['nuts'], category: { tags: ['fat'], sv: 'end' } },  // Foods the climate model counts by their own reference food (formerly its own vocabulary).
  // whey is a by-product of cheese-making: counted as skimmed milk per kg, not as a milk concentrate;
  // a drink base ("havrebas (vatten, havre 10 %)") is the drink's own recipe; AGRIBALYSE 3.1.1 has
  // no coconut oil, so palm oil is the closest tropical fat in the data.
  { sv: ['mellanmjölk'], en: [], commodity: ['milk'], climate: 'milk' },
  { sv: ['standardmjölk', 'helmjölk'], en: [], commodity: ['milk'], climate: 'wholeMilk', asSold: ['standardmjölk'] },
  { sv: ['lättmjölk', 'minimjölk', 'skummjölk'], en: [], commodity: ['milk'], climate: 'skimmedMilk', asSold: ['lättmjölk', 'minimjölk'] },
  { sv: ['komjölk', 'pastöriserad mjölk'], en: [], climate: 'milk' },
  { sv: ['vispgrädde'], en: [], commodity: ['milk', 3.6], climate: 'cream' },
  { sv: ['matlagningsgrädde'], en: [], commodity: ['milk', 2.4], climate: 'sourCream' },
  { sv: ['gräddfil'], en: [], commodity: ['milk', 2.4], allergens: ['milk'], category: { tags: ['fat'] }, climate: 'sourCream' },
  { sv: ['crème fraiche', 'creme fraiche'], en: ['crème fraîche', 'creme fraiche'], commodity: ['milk', 3.4], allergens: ['milk'], category: { tags: ['fat'] }, climate: 'cream' },
  { sv: ['smörfett', 'mjölkfett'], en: [], commodity: ['milk', 7.9], climate: 'butter' },
  { sv: ['ghee'], en: ['ghee'], commodity: ['milk', 7.9], allergens: ['milk'], culinary: { sv: 'end' }, culinaryCategory: { sv: 'any' }, climate: 'butter' },
  { sv: ['yoghurt'], en: ['yogurt', 'yoghurt'], commodity: ['milk'], allergens: ['milk'], climate: 'yoghurt', asSold: ['yoghurt'] },
  { sv: ['turkisk yoghurt', 'grekisk yoghurt'], en: [], commodity: ['milk', 1.6], climate: 'yoghurt' },
  { sv: ['filmjölk'], en: [], commodity: ['milk'], category: { tags: ['beverage'] }, climate: 'yoghurt' },
  { sv: ['mjölkpulver', 'skummjölkspulver', 'helmjölkspulver'], en: ['milk powder'], commodity: ['milk', 7.8], climate: 'milkPowder' },
  { sv: ['vasslepulver'], en: [], commodity: ['milk', 7.7], climate: 'skimmedMilk' },
  { sv: ['mjölkprotein'], en: [], commodity: ['milk', 7.6], marker: 4, climate: 'milkPowder' },
  { sv: ['havrebas'], en: [], commodity: ['oats'], climate: 'classPlantDrink' },
  { sv: ['sojabas', 'sojadryck'], en: [], commodity: ['soyMilk'], climate: 'soyDrink' },
  { sv: ['vetemjöl', 'fullkornsvetemjöl', 'rågmjöl', 'fullkornsrågmjöl'], en: [], commodity: ['wheat'], climate: 'wheatFlour', asSold: ['vetemjöl'] },
  { sv: ['durumvetemjöl'], en: [], climate: 'wheatFlour' },
  { sv: ['pasta', 'spagetti', 'makaroner', 'nudlar'], en: ['pasta'], commodity: ['wheat'], climate: 'pasta', asSold: ['pasta'] },
  { sv: ['havregryn'], en: [], commodity: ['oats'], climate: 'oats', asSold: ['havregryn'] },
  { sv: ['havre'], en: [], commodity: ['oats'], allergens: ['gluten'], climate: 'oats' },
  { sv: ['korngryn', 'kornmalt'], en: [], commodity: ['barley'], climate: 'barley' },
  { sv: ['malt'], en: ['malt'], commodity: ['barley'], allergens: ['gluten'], climate: 'barley' },
  { sv: ['ris'], en: [], anchor: 'edge', commodity: ['rice'], climate: 'rice', asSold: ['ris'] },
  { sv: ['jasminris', 'basmatiris'], en: [], commodity: ['rice'], climate: 'rice', asSold: ['jasminris', 'basmatiris'] },
  { sv: ['majsstärkelse', 'majs'], en: [], commodity: ['maize'], climate: 'maizeStarch' },
  { sv: ['modifierad stärkelse', 'glukossirap'], en: [], commodity: ['maize'], marker: 4, climate: 'maizeStarch' },
  { sv: ['strösocker'], en: [], commodity: ['beetSugar'], culinaryCategory: { sv: 'any' }, climate: 'beetSugar', asSold: ['strösocker'] },
  { sv: ['rörsocker'], en: [], commodity: ['caneSugar'], climate: 'caneSugar' },
  { sv: ['linser', 'gröna linser', 'röda linser'], en: [], commodity: ['pulses'], climate: 'lentils', asSold: ['linser'] },
  { sv: ['kikärtor'], en: [], commodity: ['pulses'], climate: 'chickpeas' },
  { sv: ['kidneybönor'], en: [], commodity: ['pulses'], climate: 'beans' },
  { sv: ['ärtor'], en: [], commodity: ['peas'], climate: 'peas' },
  { sv: ['sojabönor'], en: [], commodity: ['tofu'], climate: 'soybeans' },
  { sv: ['sojaprotein'], en: [], commodity: ['tofu'], climate: 'soyProtein' },
  { sv: ['hasselnöt', 'hasselnötter'], en: ['hazelnut'], commodity: ['nuts'], allergens: ['nuts'], climate: 'hazelnuts', risks: ['childLabour'] },
  { sv: ['cashewnötter', 'cashewnöt'], en: [], commodity: ['nuts'], climate: 'cashews' },
  { sv: ['jordnötter', 'jordnötssmör'], en: [], commodity: ['groundnuts'], climate: 'peanuts', asSold: ['jordnötter'] },
  { sv: ['sesampasta'], en: [], climate: 'sesame' },
  { sv: ['tahini'], en: [], commodity: ['nuts'], allergens: ['sesame'], category: { tags: ['fat'] }, climate: 'sesame' },
  { sv: ['sesam'], en: [], commodity: ['nuts'], allergens: ['sesame'], climate: 'sesame' },
  { sv: ['sesamfrön'], en: [], commodity: ['nuts'], climate: 'sesame' },
  { sv: ['kokosolja', 'kokosfett', 'kokosfetter'], en: [], commodity: ['palmOil'], climate: 'palmOil' },
  { sv: ['tomatpuré', 'tomatpure'], en: [], commodity: ['tomatoes', 5], climate: 'tomatoPaste', asSold: ['tomatpuré'] },
  { sv: ['broccoli'], en: ['broccoli'], commodity: ['brassicas'], climate: 'broccoli' },
  { sv: ['gurka'], en: [], commodity: ['otherVegetables'], climate: 'cucumber' },
  { sv: ['spenat'], en: [], commodity: ['otherVegetables'], climate: 'spinach' },
  { sv: ['paprika'], en: [], commodity: ['otherVegetables'], climate: 'sweetPepper' },
  { sv: ['morot', 'morötter'], en: [], commodity: ['rootVegetables'], climate: 'carrots' },
  { sv: ['lök', 'gul lök'], en: [], commodity: ['onions'], climate: 'onions' },
  { sv: ['vitkål', 'kål'], en: [], commodity: ['brassicas'], climate: 'cabbage' },
  { sv: ['basilika', 'persilja', 'dill'], en: ['dill'], commodity: ['otherVegetables'], climate: 'herbs' },
  { sv: ['oregano'], en: ['oregano'], commodity: ['additive'], climate: 'herbs' },
  { sv: ['äpplen', 'äpple'], en: [], commodity: ['apples'], climate: 'apples' },
  { sv: ['päron'], en: [], commodity: ['apples'], climate: 'pears' },
  { sv: ['bananer', 'banan'], en: [], commodity: ['bananas'], climate: 'bananas' },
  { sv: ['apelsiner'], en: [], climate: 'oranges' },
  { sv: ['apelsin'], en: [], commodity: ['citrus'], climate: 'oranges' },
  { sv: ['apelsinjuice'], en: [], commodity: ['citrus'], climate: 'orangeJuice', asSold: ['apelsinjuice'] },
  { sv: ['citronjuice', 'citronsaft'], en: [], commodity: ['citrus'], climate: 'lemonJuice' },
  { sv: ['jordgubbar'], en: [], commodity: ['berries'], climate: 'strawberries' },
  { sv: ['blåbär'], en: [], commodity: ['berries'], climate: 'blueberries' },
  { sv: ['hallon'], en: [], commodity: ['berries'], climate: 'raspberries' },
  { sv: ['druvor', 'vindruvor'], en: [], commodity: ['berries'], climate: 'grapes' },
  { sv: ['russin'], en: [], commodity: ['berries', 4], climate: 'raisins' },
  { sv: ['torkade äpplen'], en: [], climate: 'driedApple' },
  { sv: ['kokosmjölk'], en: [], commodity: ['otherFruit'], category: { tags: ['none'] }, climate: 'coconutMilk' },
  { sv: ['kaffe'], en: [], commodity: ['coffee'], category: { tags: ['coffee'], sv: 'edge' }, climate: 'coffee', asSold: ['kaffe'] },
  { sv: ['kakaosmör'], en: [], commodity: ['chocolate'], allergens: [], climate: 'cocoaButter' },
  { sv: ['kakaomassa', 'kakao', 'kakaopulver'], en: [], commodity: ['chocolate'], climate: 'cocoa' },
  { sv: ['nötkött'], en: [], commodity: ['beefHerd'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'beef' },
  { sv: ['nötfärs'], en: [], commodity: ['beefHerd'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'mincedBeef', asSold: ['nötfärs'] },
  { sv: ['köttfärs'], en: [], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'mincedBeef' },
  { sv: ['lammkött'], en: [], commodity: ['lamb'], climate: 'lamb' },
  { sv: ['griskött'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'pork' },
  { sv: ['fläskkött'], en: [], commodity: ['pork'], climate: 'pork' },
  { sv: ['kyckling'], en: [], commodity: ['poultry'], category: { tags: ['meatOrFish', 'poultry'] }, climate: 'chicken' },
  { sv: ['kycklingfilé', 'kycklingbröst'], en: [], commodity: ['poultry'], climate: 'chicken', asSold: ['kycklingfilé'] },
  { sv: ['kycklingbröstfilé'], en: [], climate: 'chicken' },
  { sv: ['lax'], en: [], commodity: ['fish'], allergens: ['fish'], allergenAnchor: 'edge', climate: 'salmon' },
  { sv: ['torsk'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'cod' },
  { sv: ['alaska pollock'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'pollock' },
  { sv: ['sej'], en: [], anchor: 'edge', commodity: ['fish'], allergens: ['fish'], climate: 'pollock' },
  { sv: ['sill'], en: [], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'herring' },
  { sv: ['strömming'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'herring', asSold: ['strömming'] },
  { sv: ['tonfisk'], en: [], commodity: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'tuna' },
  { sv: ['räkor'], en: [], commodity: ['prawns'], climate: 'prawns', asSold: ['räkor'] },
  { sv: ['ägg'], en: [], commodity: ['eggs'], allergens: ['eggs'], climate: 'eggs', asSold: ['ägg'] },
  { sv: ['äggula'], en: [], commodity: ['eggs'], climate: 'eggs' },
  { sv: ['vin'], en: [], anchor: 'word', commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'], sv: 'word' }, climate: 'wine', asSold: ['vin'] },
  { sv: ['rödvin'], en: [], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'wine' },
];

type Language = 'sv' | 'en';
const names = (c: Concept, lang: Language) => (lang === 'sv' ? c.sv : c.en);
/** English names take each vocabulary's default anchor (whole words); Swedish ones the entry's. */
const anchorOf = (lang: Language, sv: Anchor | undefined): Anchor | undefined => (lang === 'sv' ? sv : undefined);

/** The ingredient-table rows the concepts give: [term, commodity, multiplier?]. */
export const commodityRows = (lang: Language) =>
  CONCEPTS.flatMap((c) => (c.commodity ? names(c, lang).map((t) => [t, c.commodity![0], c.commodity![1], anchorOf(lang, c.anchor)] as const) : []));

export const allergenRows = (lang: Language): TermRow<readonly AllergenId[]>[] =>
  CONCEPTS.flatMap((c) => (c.allergens ? names(c, lang).map((t): TermRow<readonly AllergenId[]> => [t, c.allergens!, anchorOf(lang, c.allergenAnchor ?? c.anchor)]) : []));

export const markerRows = (lang: Language): TermRow<Marker>[] =>
  CONCEPTS.flatMap((c) => (c.marker !== undefined ? names(c, lang).map((t): TermRow<Marker> => [t, c.marker!, anchorOf(lang, c.anchor)]) : []));

export const culinaryRows = (lang: Language): TermRow<boolean>[] =>
  CONCEPTS.flatMap((c) => (c.culinary ? names(c, lang).map((t): TermRow<boolean> => [t, true, anchorOf(lang, c.culinary!.sv)]) : []));

export const culinaryCategoryRows = (lang: Language): TermRow<2 | 3 | 0>[] =>
  CONCEPTS.flatMap((c) => (c.culinaryCategory ? names(c, lang).map((t): TermRow<2 | 3 | 0> => [t, 2, anchorOf(lang, c.culinaryCategory!.sv)]) : []));

export const categoryRows = (lang: Language): Row[] =>
  CONCEPTS.flatMap((c) => (c.category ? names(c, lang).map((t): Row => [t, c.category!.tags, anchorOf(lang, c.category!.sv)]) : []));

/** The names that say a product is a food as sold, and the food's climate reference. */
export const asSoldRows = (): (readonly [name: string, key: ClimateReferenceKey])[] =>
  CONCEPTS.flatMap((c) => (c.asSold && c.climate ? c.asSold.map((n) => [n, c.climate!] as const) : []));

/** Each name (Swedish and English) of a concept with a climate reference, and that reference. */
export const climateTermRows = (): (readonly [term: string, key: ClimateReferenceKey])[] =>
  CONCEPTS.flatMap((c) => (c.climate ? [...c.sv, ...c.en].map((t) => [t, c.climate!] as const) : []));

const RISKS_BY_TERM = new Map<string, readonly Risk[]>(CONCEPTS.flatMap((c) => (c.risks ? [...c.sv, ...c.en].map((t) => [t, c.risks!] as const) : [])));
const NO_RISKS: readonly Risk[] = [];

/** The risks of the concept a vocabulary term names (none for a term of no such concept). */
export const risksOfTerm = (term: string): readonly Risk[] => RISKS_BY_TERM.get(term) ?? NO_RISKS;
