import { CHILD_LABOUR_REGIONAL } from '../data/child-labour.js';
import { countryValue } from '../data/country-table.js';
import type { Origin } from '../analyse/origins.js';
import { BIODIVERSITY, COUNTRY_SCORE_RULES as R } from '../params.js';
import { ORIGIN_RATIO_BOUNDS } from '../score/environment/origin.js';
import { QUANTITY } from '../score/environment/quantities.js';
import { isAgricultural, tableValue, weightedByOrigin } from '../score/country-scores.js';
import { GII_WORST } from '../data/country-indices.js';
import type { IngredientAnalysis } from '../analyse/ingredients.js';
import { round } from '../score/math.js';
import type { ScoringTrace } from '../pipeline.js';
import { INDICATOR_TABLES, type IndicatorName } from './sources.js';
import type { CountryExplanation, CountryIndicator, CountryScoreDerivation, RecordField } from './types.js';
import type { SummaryLanguage } from './summary.js';

/** Origins the country-based scores weighed, with the ingredients each was used for (as `weightedByOrigin` picks them). */
function originsUsed(a: IngredientAnalysis): Map<Origin, string[]> {
  const used = new Map<Origin, string[]>();
  const weighed = a.leaves.filter((l) => isAgricultural(l) && l.share > 0);
  for (const leaf of weighed) for (const o of leaf.origins) used.set(o, [...(used.get(o) ?? []), leaf.name]);
  if (weighed.length === 0) for (const o of a.rawOrigins.length > 0 ? a.rawOrigins : a.productionOrigins) used.set(o, []);
  return used;
}

function indicator(name: IndicatorName, o: Origin): CountryIndicator | null {
  const table = INDICATOR_TABLES[name];
  if (name === 'childLabourPrevalence' && (o.code === 'EU' || countryValue(table, o.code) === null)) {
    // As the score does: the national SDG 8.7.1 figure, else the regional estimate.
    const regional = o.region ? countryValue(CHILD_LABOUR_REGIONAL, o.region) : null;
    return regional && { name, value: regional.value, year: regional.year ?? CHILD_LABOUR_REGIONAL.year, sourceId: regional.sourceId, estimate: regional.estimate };
  }
  if (o.code === 'EU') {
    // The EU as a whole is the mean of its members' figures: derived, so an estimate.
    const value = tableValue(table, o);
    return value === null ? null : { name, value: round(value, 4), year: table.year, sourceId: table.sourceId, estimate: true };
  }
  const found = countryValue(table, o.code);
  return found && { name, value: found.value, year: found.year ?? table.year, sourceId: found.sourceId, estimate: found.estimate };
}

export function explainCountries(t: ScoringTrace): CountryExplanation[] {
  return [...originsUsed(t.ingredients)].map(([o, usedFor]) => ({
    country: o.code,
    usedFor: [...new Set(usedFor)],
    indicators: (Object.keys(INDICATOR_TABLES) as IndicatorName[]).map((name) => indicator(name, o)).filter((i): i is CountryIndicator => i !== null),
  }));
}

/** The words of the country score derivations in each language of the explanation (the formulas are the same). */
const DERIVATION_WORDS = {
  en: {
    noValue: 'no weighed origin has a value',
    productOrigins: "mean over the product's origins",
    massWeighted: (percent: number) => `mass-weighted over the origins of the agricultural ingredients (${percent} % of their mass has an origin with a value)`,
    organicFloor: (floor: number) => `; organic: at least ${floor}`,
    fairLabel: (bonus: number) => `; +${bonus} for a Fairtrade or Rainforest Alliance label`,
    childLabour: (cap: number, year: number, weighed: string, penalty: number, high: number, unknownPenalty: number, waived: boolean) =>
      `100 × (1 - min(p, ${cap}) / ${cap}) with p the % of children in child labour ` +
      `(national figure, else the ILO-UNICEF ${year} regional estimate), ${weighed}; ` +
      `-${penalty} when cocoa, coffee, cane sugar, palm oil or hazelnuts come from a country with p >= ${high}, ` +
      `-${unknownPenalty} when their origin is unknown${waived ? ' (waived: Fairtrade or Rainforest Alliance)' : ''}.`,
    gii: (worst: number, year: number, iso3: string, country: string) => `100 × (1 - min(GII / ${worst}, 1)), ${worst} being the worst GII of ${year} (${countryName('en', iso3, country)})`,
    lifeCycle: (label: string, unit: string, p5: number, p95: number) => `logScore(${label}, ${unit}; ${p5} -> 100, ${p95} -> 0) from AGRIBALYSE 3.1.1 (see environment)`,
    farmRatio: (what: 'ecotoxicity' | 'eutrophication', low: number, high: number, weighed: string) =>
      `; the farm stage's ${what === 'ecotoxicity' ? 'ecotoxicity' : 'marine and terrestrial eutrophication'} × the origin's ` +
      `${what === 'ecotoxicity' ? 'pesticide' : 'nitrogen'} use per hectare relative to France (clamped ${low} to ${high}; 1 for an unknown origin), ${weighed}`,
    palmOil: (penalty: number) => `; -${penalty} for palm oil without RSPO`,
    organic: (bonus: number) => `; +${bonus} organic`,
    workerRights: 'WGI Voice and Accountability percentile rank',
    antibiotics: (anchors: string) => `100 - s × (100 - c), s the livestock-product share, c = ${anchors} of their origins; plant-only products score 100.`,
    animalProtection:
      '100 - s × (100 - base), s the animal-product share; no licensable country welfare index exists, so base is 50 for every origin, ' +
      'raised by KRAV/Demeter (+30), other organic (+25), Svenskt Sigill (+10), MSC/ASC for seafood (+15).',
  },
  sv: {
    noValue: 'inget vägt ursprung har ett värde',
    productOrigins: 'medelvärdet över produktens ursprung',
    massWeighted: (percent: number) => `viktat efter massa över jordbruksingrediensernas ursprung (${percent} % av deras massa har ett ursprung med ett värde)`,
    organicFloor: (floor: number) => `; ekologiskt: minst ${floor}`,
    fairLabel: (bonus: number) => `; +${bonus} för en Fairtrade- eller Rainforest Alliance-märkning`,
    childLabour: (cap: number, year: number, weighed: string, penalty: number, high: number, unknownPenalty: number, waived: boolean) =>
      `100 × (1 - min(p, ${cap}) / ${cap}) där p är andelen barn i barnarbete i % ` +
      `(landets siffra, annars ILO-UNICEF:s regionala skattning för ${year}), ${weighed}; ` +
      `-${penalty} när kakao, kaffe, rörsocker, palmolja eller hasselnötter kommer från ett land med p >= ${high}, ` +
      `-${unknownPenalty} när deras ursprung är okänt${waived ? ' (avstått: Fairtrade eller Rainforest Alliance)' : ''}.`,
    gii: (worst: number, year: number, iso3: string, country: string) => `100 × (1 - min(GII / ${worst}, 1)), där ${worst} är det sämsta GII-värdet ${year} (${countryName('sv', iso3, country)})`,
    lifeCycle: (label: string, unit: string, p5: number, p95: number) => `logScore(${label}, ${unit}; ${p5} -> 100, ${p95} -> 0) enligt AGRIBALYSE 3.1.1 (se environment)`,
    farmRatio: (what: 'ecotoxicity' | 'eutrophication', low: number, high: number, weighed: string) =>
      `; odlingsstegets ${what === 'ecotoxicity' ? 'ekotoxicitet' : 'marina och terrestra övergödning'} × ursprungslandets ` +
      `${what === 'ecotoxicity' ? 'användning av bekämpningsmedel' : 'kväveanvändning'} per hektar jämfört med Frankrike (begränsad till ${low}–${high}; 1 för okänt ursprung), ${weighed}`,
    palmOil: (penalty: number) => `; -${penalty} för palmolja utan RSPO`,
    organic: (bonus: number) => `; +${bonus} ekologiskt`,
    workerRights: 'WGI:s percentilrang för yttrandefrihet och ansvarsutkrävande',
    antibiotics: (anchors: string) => `100 - s × (100 - c), där s är andelen animaliska produkter och c = ${anchors} för deras ursprung; produkter med enbart växtråvaror får 100.`,
    animalProtection:
      '100 - s × (100 - bas), där s är andelen animaliska produkter; det finns inget licensierbart djurskyddsindex per land, så basen är 50 för varje ursprung, ' +
      'höjd av KRAV/Demeter (+30), annan ekologisk märkning (+25), Svenskt Sigill (+10), MSC/ASC för fisk och skaldjur (+15).',
  },
} as const;

/** A country's name in the language (from its ISO 3166 alpha-3 code through the alpha-2 region names of Intl), else as the data names it. */
const ALPHA2: Readonly<Record<string, string>> = { YEM: 'YE' };
/** Region names by language and code, each asked of Intl once: making an Intl.DisplayNames costs far more than a lookup. */
const REGION_NAMES = new Map<string, string | undefined>();

function countryName(lang: SummaryLanguage, iso3: string, fallback: string): string {
  const code = Object.hasOwn(ALPHA2, iso3) ? ALPHA2[iso3] : undefined;
  if (!code) return fallback;
  const key = `${lang}:${code}`;
  if (!REGION_NAMES.has(key)) REGION_NAMES.set(key, new Intl.DisplayNames([lang], { type: 'region' }).of(code));
  return REGION_NAMES.get(key) ?? fallback;
}

/**
 * Each indicator's value for an origin, as `indicator` gives it, looked up once per origin: the derivations weigh six
 * indicators over every ingredient's origins for every explained product, and origins are shared objects
 * (analyse/origins.ts).
 */
const INDICATOR_VALUES = new Map(
  (Object.keys(INDICATOR_TABLES) as IndicatorName[]).map((name) => {
    const values = new WeakMap<Origin, number | null>();
    const valueOf = (o: Origin): number | null => {
      let v = values.get(o);
      if (v === undefined) values.set(o, (v = indicator(name, o)?.value ?? null));
      return v;
    };
    return [name, valueOf] as const;
  }),
);

function weighing(a: IngredientAnalysis, name: IndicatorName, lang: SummaryLanguage, agricultural: number): string {
  const words = DERIVATION_WORDS[lang];
  const w = weightedByOrigin(a, INDICATOR_VALUES.get(name)!);
  if (w === null) return words.noValue;
  return agricultural === 0 ? words.productOrigins : words.massWeighted(Math.round(w.knownShare * 100));
}

/** How each country-based field was built, in words of `lang`; the numbers are in `countries`. */
export function explainCountryScores(t: ScoringTrace, lang: SummaryLanguage = 'en'): CountryScoreDerivation[] {
  const words = DERIVATION_WORDS[lang];
  const a = t.ingredients;
  const s = t.scores;
  let agriculturalLeaves = 0;
  for (const l of a.leaves) if (isAgricultural(l) && l.share > 0) agriculturalLeaves++;
  const weighed = (name: IndicatorName) => weighing(a, name, lang, agriculturalLeaves);
  const fairLabel = t.labels.fairTrade || t.labels.rainforest;
  const organicFloor = (floor: number) => (t.organic ? words.organicFloor(floor) : '');
  const anchors = ([good, bad]: readonly [number, number], unit: string) => `logScore(${unit}; ${good} -> 100, ${bad} -> 0)`;
  const lifeCycle = (q: (typeof QUANTITY)[keyof typeof QUANTITY]) => words.lifeCycle(q.label[lang], q.unit, q.anchors.p5, q.anchors.p95);
  const farmRatio = (what: 'ecotoxicity' | 'eutrophication', name: IndicatorName) => words.farmRatio(what, ORIGIN_RATIO_BOUNDS[0], ORIGIN_RATIO_BOUNDS[1], weighed(name));
  const fairLabelNote = fairLabel ? words.fairLabel(R.fairLabelBonus) : '';
  const childLabour = words.childLabour(
    R.childLabourCap, CHILD_LABOUR_REGIONAL.year, weighed('childLabourPrevalence'), R.riskPenalty, R.childLabourHighPrevalence, R.unknownOriginPenalty, fairLabel,
  );
  const gii = words.gii(GII_WORST.value, GII_WORST.year, GII_WORST.iso3, GII_WORST.country);
  const biodiversity =
    lifeCycle(QUANTITY.biodiversity) +
    `${t.palmPenalty ? words.palmOil(BIODIVERSITY.palmOilPenalty) : ''}${t.organic ? words.organic(BIODIVERSITY.organicBonus) : ''}.`;
  const rows: [RecordField, IndicatorName | null, string][] = [
    ['socialJusticeScore', 'hdi', `100 × HDI, ${weighed('hdi')}.`],
    ['equalityScore', 'gii', `${gii}, ${weighed('gii')}.`],
    ['workerRightsScore', 'wgiVoiceAccountability', `${words.workerRights}, ${weighed('wgiVoiceAccountability')}${fairLabelNote}.`],
    ['childLaborScore', 'childLabourPrevalence', childLabour],
    ['pesticidesUseScore', 'pesticidesKgPerHa', `${lifeCycle(QUANTITY.ecotoxicityToGate)}${farmRatio('ecotoxicity', 'pesticidesKgPerHa')}${organicFloor(R.organicPesticidesFloor)}.`],
    ['fertilizersUseScore', 'nitrogenKgPerHa', `${lifeCycle(QUANTITY.eutrophication)}${farmRatio('eutrophication', 'nitrogenKgPerHa')}${organicFloor(R.organicFertilizersFloor)}.`],
    ['antibioticsResistanceScore', 'antimicrobialMgPerPcu', words.antibiotics(anchors(R.antimicrobialMgPerPcu, 'mg/PCU'))],
    ['biodiversityScore', null, biodiversity],
    ['animalProtectionScore', null, words.animalProtection],
  ];
  return rows.map(([field, indicatorName, derivation]) => ({ field, value: s[field] as number | null, indicator: indicatorName, derivation }));
}
