import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { CommodityKey } from '../data/commodities.js';

/**
 * Grains, pasta and pulses sold or listed cooked (ADR 0124), in Swedish and English. AGRIBALYSE
 * 3.1.1 gives each of them a cooked row whose farm stage is the dry row's over the cooking yield
 * (0.443 for its rice, bulgur, quinoa, pasta, polenta and precooked durum wheat, 0.429 for its
 * lentils, chickpeas and white beans: the water the dry food takes up), so a kilogram named cooked
 * is read on the cooked row, not as a kilogram of the dry food.
 */
export type Cooking = 'cooked' | 'precooked';

// "kokt", "kokta", "färdigkokt", "färdig" (ready), "cooked", "ready" say the food is cooked, and so do "ångkokt" and
// "steamed" (ADR 0240: a microwave pouch's "Steamed Parboiled Long Grain Rice"); "förkokt", "precooked", "parboiled"
// that it was cooked and dried again (still sold dry). "Okokt" and "uncooked" say neither. Checked in this order, so
// "kokt förkokt durumvete" and "steamed parboiled rice" are cooked.
const COOKED = /(?:^|[\s,(-])(?:(?:färdig|ång)?kokta?|färdiga?)(?=$|[\s,)])|(?:^|[\s,(])(?:(?:ready-)?cooked|ready|steamed)\b/;
const PRECOOKED = /(?:^|[\s,(])(?:förkokta?|pre-?cooked|parboiled)(?=$|[\s,)])/;

/** What a (normalised) name says of the food's cooking: cooked, precooked, or nothing. */
export function cookingNamed(name: string): Cooking | null {
  if (COOKED.test(name)) return 'cooked';
  return PRECOOKED.test(name) ? 'precooked' : null;
}

/**
 * The dry food's reference → the vocabulary term of the same food cooked (or precooked), whose
 * concept carries AGRIBALYSE's cooked row (lexicon/concepts.ts). Pulses are marked: a pulse listed
 * ahead of the water it is packed in is drained, cooked pulse.
 */
const COOKED_TERMS: Readonly<Partial<Record<ClimateReferenceKey, string>>> = {
  rice: 'kokt ris',
  quinoa: 'kokt quinoa',
  bulgur: 'kokt bulgur',
  couscous: 'kokt couscous',
  durumSemolina: 'kokt durumvete',
  durumWheatGrain: 'kokt durumvete',
  precookedDurum: 'kokt durumvete',
  pasta: 'kokt pasta',
  polenta: 'kokt polenta',
  millet: 'kokt hirs',
  riceNoodles: 'kokta risnudlar',
};
const COOKED_PULSES: Readonly<Partial<Record<ClimateReferenceKey, string>>> = {
  lentils: 'kokta linser',
  chickpeas: 'kokta kikärtor',
  whiteBeans: 'kokta vita bönor',
  beans: 'kokta kidneybönor',
  splitPeas: 'kokta gula ärtor',
  mungBeans: 'kokta mungbönor',
  driedFlageolets: 'kokta flageoletbönor',
  driedBroadBeans: 'kokta bondbönor',
};
/** AGRIBALYSE has a precooked dry row only for durum wheat (9080, "blé dur précuit"); others precooked stay dry. */
const PRECOOKED_TERMS: Readonly<Partial<Record<ClimateReferenceKey, string>>> = {
  durumSemolina: 'förkokt durumvete',
  durumWheatGrain: 'förkokt durumvete',
};

/**
 * The dry reference of a vocabulary word without one of its own, by its commodity: "fullkornsris" and
 * "brown rice" are rice. Not the pulses' commodity, which also holds lupin flour and soybeans.
 */
const DRY_REFERENCE_OF_COMMODITY: Readonly<Partial<Record<CommodityKey, ClimateReferenceKey>>> = { rice: 'rice' };

/** The dry food's reference a word names: its own, else its commodity's where that is rice. */
export const dryReferenceOf = (own: ClimateReferenceKey | undefined, commodity: CommodityKey): ClimateReferenceKey | null =>
  own ?? DRY_REFERENCE_OF_COMMODITY[commodity] ?? null;

/** The term of the food cooked as said, for a dry food's reference; null where there is no such row. */
export function cookedTermOf(key: ClimateReferenceKey, cooking: Cooking): string | null {
  if (cooking === 'precooked') return PRECOOKED_TERMS[key] ?? null;
  return COOKED_TERMS[key] ?? COOKED_PULSES[key] ?? null;
}

/** The term of the cooked pulse, for a dry pulse's reference; null for anything else. */
export const cookedPulseTermOf = (key: ClimateReferenceKey): string | null => COOKED_PULSES[key] ?? null;

// ADR 0127: meat, poultry, offal and fish sold cooked. A cooking word ("stekt", "färdigstekta", "grillad",
// "kokt", "ugnsbakad", "cooked", "roast", "grilled") says so; so does a roast sold sliced ("Fläskstek skivad",
// "Rostbiff skivad", "sliced roast beef"): a roast joint is sliced after roasting. ADR 0130: "färdig", "färdiga",
// "färdigt" alone (ready to eat: "Spareribs färdiga") say it too, as they do of grains, except of a soup, stock
// or sauce. ADR 0138: braised or slow-cooked ("bräserad", "långkokt", "slow-cooked") and "sous vide" (cooked in
// its bag) say it too. Smoked fish and meat, hot or cold ("varmrökt makrill"), are not: AGRIBALYSE's smoked rows carry the
// raw row's farm stage per kilogram. Nor are charcuterie (ham, sausage, salami, bacon, pâté: their own rows,
// "kokt skinka" among ADR 0126's), gravlax or air-dried meat, whatever word stands beside them.
const MEAT_COOKING = /(?:^|[\s,(-])(?:färdig|ugns|hel|pann)?(?:stekta?|grillade?|grillat|kokta?|bakade?|bakat|tillagade?|tillagat|friterade?|braserade?|bräserade?|bräserat|långkokta?)(?=$|[\s,)])|(?:^|[\s,(])(?:(?:ready-)?cooked|roast(?:ed)?|grilled|fried|oven-baked|braised|barbecued|slow-cooked|sous[\s-]vide)\b/;
const READY = /(?:^|[\s,(-])färdig[at]?(?=$|[\s,)])/;
// Of a soup, stock or sauce, "färdig" says the dish is ready to serve, not that the meat of its list was weighed cooked.
const READY_DISH = /soppa|fond|buljong|sås|soup|stock|broth|sauce/;
const ROAST = /(?:stek|rostbiff)(?=$|[\s,)])|\broast\b/;
const SLICED = /(?:^|[\s,(])(?:skivade?|skivat|sliced)(?=$|[\s,)])/;
const NOT_COOKED_MEAT = /rökt|smoked|gravad|gravlax|lufttorkad|cured|salami|skink|\bham\b|bacon|korv|sausage|pastej|pâté/;

/** The (normalised) name says its meat, poultry, offal or fish is cooked (ADR 0127). */
export const meatCookedNamed = (name: string): boolean =>
  !NOT_COOKED_MEAT.test(name) &&
  (MEAT_COOKING.test(name) || (ROAST.test(name) && SLICED.test(name)) || (READY.test(name) && !READY_DISH.test(name)));

/**
 * The raw reference of a meat, poultry, offal or fish → the vocabulary term of the same food cooked, whose
 * concept (lexicon/concepts.ts) carries the cooked row AGRIBALYSE 3.1.1 pairs with the raw one (ADR 0127).
 */
const COOKED_MEAT_TERMS: Readonly<Partial<Record<ClimateReferenceKey, string>>> = {
  beef: 'tillagat nötkött',
  mincedBeef: 'stekt nötfärs',
  // ADR 0141: meat sold cooked is a cut sold cooked: veal and pork on the rows most of AGRIBALYSE's cooked cuts share.
  veal: 'tillagad kalvfilé',
  vealFillet: 'tillagad kalvfilé',
  lamb: 'tillagat lammkött',
  pork: 'tillagat fläskkött',
  chicken: 'tillagad kyckling',
  turkey: 'tillagad kalkon',
  turkeyBreast: 'tillagat kalkonbröst',
  duck: 'tillagad anka',
  goose: 'tillagad gås',
  guineaFowl: 'tillagad fasan',
  rabbit: 'tillagad kanin',
  beefOffal: 'tillagad oxtunga',
  salmon: 'tillagad lax',
  cod: 'tillagad torsk',
  pollock: 'tillagad alaska pollock',
  herring: 'tillagad sill',
  mackerel: 'tillagad makrill',
  trout: 'tillagad öring',
};

/** The term of the meat or fish cooked, for its raw reference; null for anything else. */
export const cookedMeatTermOf = (key: ClimateReferenceKey | undefined): string | null => (key === undefined ? null : COOKED_MEAT_TERMS[key] ?? null);
