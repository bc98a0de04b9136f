import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { CommodityKey } from '../data/commodities.js';
import { asSoldRows, climateTermRows, climateTermScaleRows } from '../lexicon/concepts.js';
import { CREAM_GRADE_REFERENCES } from '../lexicon/cream-grades.js';
import { LIGHT_SPREAD_REFERENCES } from '../lexicon/fat-spreads.js';
import { commodityOfTerm } from './commodities.js';

/**
 * Vocabulary terms (as the ingredient matcher reports them) with a closer climate reference than
 * their commodity's: the names of the concepts that carry one (lexicon/concepts.ts). Read here, in
 * the analyse stage, so that the climate model (score/climate/) takes it as an annotation table.
 */
export const TERM_REFERENCES: Readonly<Record<string, ClimateReferenceKey>> = Object.fromEntries(climateTermRows());

/** The commodity each of those terms names, so that a re-keyed match (milk read as cheese) skips its term reference. */
export const TERM_COMMODITY: ReadonlyMap<string, CommodityKey> = new Map(
  Object.keys(TERM_REFERENCES).flatMap((term) => {
    const m = commodityOfTerm(term);
    return m ? [[term, m.key] as const] : [];
  }),
);

/** kg of the term's reference per kg as named, where not 1: tea leaves as AGRIBALYSE's brewed tea (ADR 0118). */
export const TERM_REFERENCE_SCALES: ReadonlyMap<string, number> = new Map(climateTermScaleRows());

/**
 * The commodity of each reference a product's name may say it is as sold, by the name's commodity: for a
 * reference no ingredient term reads (pineapple juice sold as such, ADR 0130), so the whole-food check knows its group.
 */
export const SOLD_REFERENCE_COMMODITY: ReadonlyMap<ClimateReferenceKey, CommodityKey> = new Map(
  [
    ...asSoldRows().flatMap(([name, key]) => {
      const m = commodityOfTerm(name);
      return m ? [[key, m.key] as const] : [];
    }),
    // ADR 0136: the light dairy spreads' rows chosen by fat content are dairy, as the 25 % row its words name.
    ...LIGHT_SPREAD_REFERENCES.map((key) => [key, 'milk'] as const),
    // ADR 0292: so are the creams' rows chosen by fat.
    ...CREAM_GRADE_REFERENCES.map((key) => [key, 'milk'] as const),
    // ADR 0298: a sugar-free energy drink is a drink as the one with sugar is.
    ['energyDrinkSugarFree', 'beetSugar'] as const,
    // ADR 0301: peeled frozen broad beans are the pulse their unpeeled row is.
    ['peeledBroadBeans', 'pulses'] as const,
  ],
);
