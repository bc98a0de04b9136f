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

// "kokt", "kokta", "färdigkokt", "färdig" (ready), "cooked", "ready" say the food is cooked; "förkokt",
// "precooked", "parboiled" that it was cooked and dried again (still sold dry). "Okokt" and
// "uncooked" say neither. Checked in this order, so "kokt förkokt durumvete" is cooked.
const COOKED = /(?:^|[\s,(-])(?:(?:färdig)?kokta?|färdiga?)(?=$|[\s,)])|(?:^|[\s,(])(?:(?:ready-)?cooked|ready)\b/;
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
