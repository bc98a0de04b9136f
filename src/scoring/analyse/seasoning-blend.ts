import type { ClimateReferenceKey } from '../data/climate-references.js';
import { COMMODITY_REFERENCES } from '../data/commodity-references.js';
import { COMMODITIES, type CommodityGroup } from '../data/commodities.js';
import { BLEND_CARRIER_TERMS } from '../lexicon/climate.js';
import { TERM_COMMODITY, TERM_REFERENCES } from './climate-terms.js';
import type { CommodityMatch } from './commodities.js';
import { LEXICON } from './lexicon.js';
import { normalizeText } from '../text/normalize.js';

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
  // Onion powder is dried onion's row in either language (ADR 0196), as garlic powder is garlic powder's.
  'driedParsley', 'driedOnion',
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

/** The spice a name says as sold ("svartpeppar", "spiskummin": additives to the vocabulary), or null. */
function spiceAsSold(name: string): ClimateReferenceKey | null {
  const key = LEXICON.longest(normalizeText(name), 'wholeFood')?.value ?? null;
  return key !== null && SPICES.has(key) ? key : null;
}

/** The row an item's term names, else its commodity's ("lökpulver" is so many kilograms of onions). */
const rowOf = (match: CommodityMatch): ClimateReferenceKey | null => TERM_REFERENCES[match.term] ?? COMMODITY_REFERENCES[match.key];

/** A spice: by its term's row, or for a word the vocabulary reads as an additive, by the row its name names as sold. */
function spiceOf(name: string, match: CommodityMatch, row: ClimateReferenceKey | null): ClimateReferenceKey | null {
  if (row !== null && SPICES.has(row)) return row;
  return match.key === 'additive' ? spiceAsSold(name) : null;
}

/** The row a blend's item is counted at: its spice or dried vegetable row; null for anything else (salt, sugar, additives). */
export function blendReferenceOf(name: string, match: CommodityMatch | null): ClimateReferenceKey | null {
  if (match === null) return null;
  const row = rowOf(match);
  if (row !== null && !SPICES.has(row)) {
    const dried = DRIED_IN_BLEND[row];
    if (dried !== undefined) return dried;
  }
  return spiceOf(name, match, row);
}

/**
 * The commodity groups a spice or a blend's vegetable is read in (additives to the vocabulary are 'zero'), worked out
 * once from the terms and commodities that name those rows: an item of any other group is no blend's spice, asked
 * without a lookup.
 */
const BLEND_ITEM_GROUPS: ReadonlySet<CommodityGroup> = new Set<CommodityGroup>([
  'zero',
  ...Object.entries(TERM_REFERENCES).flatMap(([term, row]) => {
    const commodity = TERM_COMMODITY.get(term);
    return commodity !== undefined && (SPICES.has(row) || DRIED_IN_BLEND[row] !== undefined) ? [COMMODITIES[commodity].group] : [];
  }),
  ...Object.entries(COMMODITY_REFERENCES).flatMap(([commodity, row]) =>
    row !== null && (SPICES.has(row) || DRIED_IN_BLEND[row] !== undefined) ? [COMMODITIES[commodity as keyof typeof COMMODITIES].group] : []),
]);

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
    if (match === null || match.key === 'water') return false;
    if (BLEND_ITEM_GROUPS.has(match.group)) {
      const row = rowOf(match);
      const spice = spiceOf(it.name, match, row);
      if (spice !== null || (row !== null && DRIED_IN_BLEND[row] !== undefined)) {
        tally.blended++;
        if (spice !== null) tally.spices++;
        continue;
      }
    }
    if (!besideSpices(match)) return false;
  }
  return true;
}

/** The first item of most lists is no blend's (a flour, water, a meat): answered before anything is allocated. */
function mayOpenBlend<T extends { children: readonly T[] }>(first: T, matchOf: (it: T) => CommodityMatch | null): boolean {
  if (first.children.length > 0) return true;
  const match = matchOf(first);
  return match !== null && match.key !== 'water' && (BLEND_ITEM_GROUPS.has(match.group) || besideSpices(match));
}

/**
 * A list is a seasoning blend when its items are spices and the dried vegetables of a blend (two at least, one a
 * spice), salt, sugar, starch and additives, and nothing else. Most lists fail at their first item.
 */
export function isSeasoningBlend<T extends { name: string; children: readonly T[] }>(items: readonly T[], matchOf: (it: T) => CommodityMatch | null): boolean {
  if (items.length < 2 || !mayOpenBlend(items[0]!, matchOf)) return false;
  const tally: BlendTally = { blended: 0, spices: 0 };
  return tallyBlend(items, matchOf, tally) && tally.spices > 0 && tally.blended >= 2;
}
