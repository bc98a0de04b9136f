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

function weighing(a: IngredientAnalysis, name: IndicatorName): string {
  const w = weightedByOrigin(a, (o) => indicator(name, o)?.value ?? null);
  if (w === null) return 'no weighed origin has a value';
  const agricultural = a.leaves.filter((l) => isAgricultural(l) && l.share > 0).length;
  return agricultural === 0
    ? "mean over the product's origins"
    : `mass-weighted over the origins of the agricultural ingredients (${Math.round(w.knownShare * 100)} % of their mass has an origin with a value)`;
}

/** How each country-based field was built, in words; the numbers are in `countries`. */
export function explainCountryScores(t: ScoringTrace): CountryScoreDerivation[] {
  const a = t.ingredients;
  const s = t.scores;
  const fairLabel = t.labels.fairTrade || t.labels.rainforest;
  const organicFloor = (floor: number) => (t.organic ? `; organic: at least ${floor}` : '');
  const anchors = ([good, bad]: readonly [number, number], unit: string) => `logScore(${unit}; ${good} -> 100, ${bad} -> 0)`;
  const lifeCycle = (q: (typeof QUANTITY)[keyof typeof QUANTITY]) =>
    `logScore(${q.label.en}, ${q.unit}; ${q.anchors.p5} -> 100, ${q.anchors.p95} -> 0) from AGRIBALYSE 3.1.1 (see environment)`;
  const farmRatio = (what: string, name: IndicatorName) =>
    `; the farm stage's ${what} × the origin's ${name === 'pesticidesKgPerHa' ? 'pesticide' : 'nitrogen'} use per hectare relative to France ` +
    `(clamped ${ORIGIN_RATIO_BOUNDS[0]} to ${ORIGIN_RATIO_BOUNDS[1]}; 1 for an unknown origin), ${weighing(a, name)}`;
  const fairLabelNote = fairLabel ? `; +${R.fairLabelBonus} for a Fairtrade or Rainforest Alliance label` : '';
  const childLabour =
    `100 × (1 - min(p, ${R.childLabourCap}) / ${R.childLabourCap}) with p the % of children in child labour ` +
    `(national figure, else the ILO-UNICEF ${CHILD_LABOUR_REGIONAL.year} regional estimate), ${weighing(a, 'childLabourPrevalence')}; ` +
    `-${R.riskPenalty} when cocoa, coffee, cane sugar, palm oil or hazelnuts come from a country with p >= ${R.childLabourHighPrevalence}, ` +
    `-${R.unknownOriginPenalty} when their origin is unknown${fairLabel ? ' (waived: Fairtrade or Rainforest Alliance)' : ''}.`;
  const gii = `100 × (1 - min(GII / ${GII_WORST.value}, 1)), ${GII_WORST.value} being the worst GII of ${GII_WORST.year} (${GII_WORST.country})`;
  const biodiversity =
    `${lifeCycle(QUANTITY.biodiversity)}` +
    `${t.palmPenalty ? `; -${BIODIVERSITY.palmOilPenalty} for palm oil without RSPO` : ''}${t.organic ? `; +${BIODIVERSITY.organicBonus} organic` : ''}.`;
  const rows: [RecordField, IndicatorName | null, string][] = [
    ['socialJusticeScore', 'hdi', `100 × HDI, ${weighing(a, 'hdi')}.`],
    ['equalityScore', 'gii', `${gii}, ${weighing(a, 'gii')}.`],
    ['workerRightsScore', 'wgiVoiceAccountability', `WGI Voice and Accountability percentile rank, ${weighing(a, 'wgiVoiceAccountability')}${fairLabelNote}.`],
    ['childLaborScore', 'childLabourPrevalence', childLabour],
    ['pesticidesUseScore', 'pesticidesKgPerHa', `${lifeCycle(QUANTITY.ecotoxicityToGate)}${farmRatio('ecotoxicity', 'pesticidesKgPerHa')}${organicFloor(R.organicPesticidesFloor)}.`],
    [
      'fertilizersUseScore',
      'nitrogenKgPerHa',
      `${lifeCycle(QUANTITY.eutrophication)}${farmRatio('marine and terrestrial eutrophication', 'nitrogenKgPerHa')}${organicFloor(R.organicFertilizersFloor)}.`,
    ],
    [
      'antibioticsResistanceScore',
      'antimicrobialMgPerPcu',
      `100 - s × (100 - c), s the livestock-product share, c = ${anchors(R.antimicrobialMgPerPcu, 'mg/PCU')} of their origins; plant-only products score 100.`,
    ],
    ['biodiversityScore', null, biodiversity],
    [
      'animalProtectionScore',
      null,
      '100 - s × (100 - base), s the animal-product share; no licensable country welfare index exists, so base is 50 for every origin, ' +
        'raised by KRAV/Demeter (+30), other organic (+25), Svenskt Sigill (+10), MSC/ASC for seafood (+15).',
    ],
  ];
  return rows.map(([field, indicatorName, derivation]) => ({ field, value: s[field] as number | null, indicator: indicatorName, derivation }));
}
