import type { ClimateReferenceKey } from '../data/climate-references.js';
import { COMMODITY_REFERENCES } from '../data/commodity-references.js';
import { BLEND_CARRIER_TERMS } from '../lexicon/climate.js';
import { normalizeText } from '../text/normalize.js';
import { TERM_REFERENCES } from './climate-terms.js';
import type { CommodityMatch } from './commodities.js';
import { LEXICON } from './lexicon.js';

/**
 * A seasoning blend (ADR 0164): a list of spices and dried herbs, with the dried vegetables, salt, sugar and additives a
 * blend holds ("Svartpeppar, muskot, kryddnejlika, ingefära"; "Paprika, svartpeppar, vitlök, lök, salt"). Inside a
 * recipe a spice is a minor additive, held at the minor cap and counted at nothing; a blend is spices sold as such,
 * several at once, so each is read at the row a product of it alone is (its own AGRIBALYSE spice row), its vegetables
 * at their dried rows, and no spice is held at the minor cap.
 */

/**
 * Spices and dried herbs by their own AGRIBALYSE rows. A product sold as such may be one of them (as it may be one of
 * the other foods the vocabulary reads as additives inside a recipe: `SEASONINGS` of score/climate/references.ts), and
 * a seasoning blend is made of them (ADR 0164).
 */
export const SPICES: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>([
  'blackPepper', 'whitePepper', 'curryPowder', 'cinnamon', 'paprikaPowder', 'herbs', 'cumin', 'turmeric', 'cardamom', 'corianderSeed',
  'caraway', 'cloves', 'nutmeg', 'fennelSeed', 'poppySeed', 'cayenne', 'fenugreek', 'saffron', 'bayLeaf', 'gingerPowder', 'garlicPowder',
  'driedParsley',
]);

/**
 * In a seasoning blend a vegetable or herb is the dried one (ADR 0164): its garlic is garlic powder, its onion dried
 * onion, its ginger ground ginger, its "paprika" ground paprika, its chili the dried pod, its basil the dried herb, by
 * AGRIBALYSE's rows for them.
 */
export const DRIED_IN_BLEND: Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>> = {
  garlic: 'garlicPowder', onions: 'driedOnion', ginger: 'gingerPowder', sweetPepper: 'paprikaPowder', chili: 'cayenne',
  // Its basil, thyme or parsley is the dried herb (method 2026.12.6): AGRIBALYSE's dried herbs and dried parsley.
  freshHerbs: 'herbs', parsley: 'driedParsley',
};

/** What an item of a blend is counted at, and whether it is a spice (not a dried vegetable). */
interface BlendItem {
  readonly key: ClimateReferenceKey;
  readonly spice: boolean;
}

/** The spice a name says as sold ("svartpeppar", "spiskummin": additives to the vocabulary), or null. */
function spiceAsSold(name: string): ClimateReferenceKey | null {
  let key: ClimateReferenceKey | null = null;
  let length = 0;
  for (const hit of LEXICON.scan(normalizeText(name), 'wholeFood')) {
    if (hit.end - hit.start > length) {
      length = hit.end - hit.start;
      key = hit.value;
    }
  }
  return key !== null && SPICES.has(key) ? key : null;
}

/** An item read as a blend's: its spice or dried vegetable row, null for anything else (salt, sugar, additives, foods). */
function blendItemOf(name: string, match: CommodityMatch | null): BlendItem | null {
  if (match === null) return null;
  // The row its term names, else its commodity's ("lökpulver" is so many kilograms of onions).
  const termKey = TERM_REFERENCES[match.term] ?? COMMODITY_REFERENCES[match.key];
  if (termKey != null) {
    if (SPICES.has(termKey)) return { key: termKey, spice: true };
    const dried = DRIED_IN_BLEND[termKey];
    if (dried !== undefined) return { key: dried, spice: false };
  }
  if (match.key !== 'additive') return null;
  const spice = spiceAsSold(name);
  return spice === null ? null : { key: spice, spice: true };
}

/** The row a blend's item is counted at, or null (salt, sugar, an additive). */
export const blendReferenceOf = (name: string, match: CommodityMatch | null): ClimateReferenceKey | null => blendItemOf(name, match)?.key ?? null;

/** What a seasoning blend may hold beside its spices, counted as in any list: salt, additives, sugar, the carriers (lexicon/climate.ts). */
const besideSpices = (match: CommodityMatch): boolean => match.key === 'salt' || match.key === 'additive' || match.group === 'sugar' || BLEND_CARRIER_TERMS.has(match.term);

/** How many of a list's items are a blend's, and how many of those spices. */
interface BlendTally {
  blended: number;
  spices: number;
}

/** Counts a list's items into the tally; false at the first that no blend holds. */
function tallyBlend<T extends { name: string; children: readonly T[] }>(items: readonly T[], matchOf: (it: T) => CommodityMatch | null, tally: BlendTally): boolean {
  for (const it of items) {
    const match = matchOf(it);
    if (it.children.length > 0) {
      // An additive or an unknown word with a bracket is what its bracket holds: spices ("kryddor (svartpeppar,
      // muskot)") or additives ("Anti-caking Agent (Silicon Dioxide)").
      if (match === null || match.key === 'additive') {
        if (!tallyBlend(it.children, matchOf, tally)) return false;
        continue;
      }
      if (besideSpices(match)) continue;
      return false;
    }
    if (match === null) return false;
    const item = blendItemOf(it.name, match);
    if (item === null) {
      if (besideSpices(match)) continue;
      return false;
    }
    tally.blended++;
    if (item.spice) tally.spices++;
  }
  return true;
}

/**
 * A list is a seasoning blend when its items are spices and the dried vegetables of a blend (two at least, one a
 * spice), salt, sugar, starch and additives, and nothing else. Most lists fail at their first item.
 */
export function isSeasoningBlend<T extends { name: string; children: readonly T[] }>(items: readonly T[], matchOf: (it: T) => CommodityMatch | null): boolean {
  if (items.length < 2) return false;
  const tally: BlendTally = { blended: 0, spices: 0 };
  return tallyBlend(items, matchOf, tally) && tally.spices > 0 && tally.blended >= 2;
}
