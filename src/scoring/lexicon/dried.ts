import type { ClimateReferenceKey } from '../data/climate-references.js';

/**
 * Leafy herbs sold or listed dried (ADR 0128). AGRIBALYSE 3.1.1 reads a dried herb on one inventory
 * (basil 11032, marjoram 11034, oregano 11035, rosemary 11036, sage 11037, thyme 11038 and savory
 * 11062 at 1.55 kg CO2e/kg, Provence herbs 11060 at 1.56: farm stage 0.88 against the fresh herbs'
 * 0.22, four kilograms of fresh leaf to one of dried), so a herb the name or the list says is dried
 * takes that row ("herbs"), not its fresh one. Parsley has its own dried row (11024) and its own words.
 */

/** The words that say a herb is dried, in the forms a Swedish label gives them. */
const SWEDISH_DRIED = ['torkad', 'torkade', 'torkat', 'frystorkad', 'frystorkade', 'frystorkat'] as const;

/** Herbs whose bare name is read fresh (in a list, or with "färsk"); dried they are AGRIBALYSE's dried herbs. */
export const LEAFY_HERBS = ['basilika', 'dill', 'salvia', 'körvel', 'dragon', 'mynta', 'gräslök'] as const;

/** Herbs whose bare name on a spice jar already means the dried herb; named dried they are the same. */
const JAR_HERBS = ['timjan', 'rosmarin', 'oregano', 'mejram', 'kyndel'] as const;

/** "torkad salvia", "frystorkad gräslök": the terms a list uses for the dried herb. */
export function driedHerbTerms(herbs: readonly string[]): string[] {
  return herbs.flatMap((herb) => SWEDISH_DRIED.map((dried) => `${dried} ${herb}`));
}

/** The same herbs' English names, which a name gives after "dried" or "freeze-dried". */
const ENGLISH_HERBS = ['basil', 'dill', 'sage', 'chervil', 'tarragon', 'mint', 'chives', 'thyme', 'rosemary', 'oregano', 'marjoram', 'savory'] as const;

/** "Salvia torkad", "Torkad salvia", "Gräslök frystorkad", "Dried sage", "Rubbed sage" (rubbed is dried and crumbled: ADR 0214). */
export function driedHerbNames(): (readonly [string, ClimateReferenceKey])[] {
  const swedish = [...LEAFY_HERBS, ...JAR_HERBS].flatMap((herb) => SWEDISH_DRIED.flatMap((dried) => [`${herb} ${dried}`, `${dried} ${herb}`]));
  const english = ENGLISH_HERBS.flatMap((herb) => [`dried ${herb}`, `freeze-dried ${herb}`, `rubbed ${herb}`]);
  return [...swedish, ...english].map((name) => [name, 'herbs'] as const);
}

/**
 * Fruit sold dried, by AGRIBALYSE's dried rows (raisins, prunes, dates, dried apricots, figs, apples, peaches and
 * bananas): pieces a thin film of oil keeps apart when the list names one after them (ADR 0226).
 */
export const DRIED_FRUIT_REFERENCES: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>([
  'raisins', 'prunes', 'dates', 'driedApricots', 'driedFigs', 'driedApple', 'driedPeaches', 'driedBanana',
]);
