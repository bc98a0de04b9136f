import { ENVIRONMENT_INDICATORS, ENVIRONMENT_STAGES } from '../data/environment-references.js';
import type { SourceId } from '../data/sources.js';
import type { EnvironmentScoreExplanation } from './types.js';
import type { ScoringTrace } from '../pipeline.js';
import { BIODIVERSITY, COUNTRY_SCORE_RULES } from '../params.js';
import { withDecimalComma } from '../text/words.js';
import { fourDigits, roundedText, sig4 } from './figures.js';
import { round } from '../score/math.js';
import { ORIGIN_RATIO_BOUNDS } from '../score/environment/origin.js';
import { countsStage, dot, ENVIRONMENT_QUANTITIES, type EnvironmentQuantity } from '../score/environment/quantities.js';

/** The five environmental scores, each with its physical quantity, stages, 90 % interval and DQR, in English and Swedish. */

export const ENVIRONMENT_SOURCE: SourceId = 'agribalyse-3-1-1-environment';
export const WEIGHTS_SOURCE: SourceId = 'ef-3-1-normalisation-ecobalyse-weights';

/** A published figure in English and Swedish (decimal comma). */
const both = (x: number): [string, string] => {
  const en = String(x);
  return [en, withDecimalComma(en)];
};

/** Places of the published data-quality rating (round1) and origin factor (round to 3). */
const DQR_DECIMALS = 1;
const ORIGIN_DECIMALS = 3;

const ORIGIN_TEXT = {
  en: `for the origins (FAOSTAT use per hectare relative to France, clamped ${ORIGIN_RATIO_BOUNDS[0]} to ${ORIGIN_RATIO_BOUNDS[1]})`,
  sv: `för ursprungen (FAOSTAT:s användning per hektar jämfört med Frankrike, begränsat till ${both(ORIGIN_RATIO_BOUNDS[0])[1]}-${ORIGIN_RATIO_BOUNDS[1]})`,
};

/** The stages each quantity counts. */
const STAGES_OF = new Map(ENVIRONMENT_QUANTITIES.map((q) => [q, ENVIRONMENT_STAGES.filter((st) => countsStage(q, st))]));

/** Each quantity's anchors as a sentence end, written once. */
const ANCHOR_TEXT = new Map(
  ENVIRONMENT_QUANTITIES.map((q) => {
    const [p5en, p5sv] = both(q.anchors.p5);
    const [p95en, p95sv] = both(q.anchors.p95);
    return [q, { en: `100 at or below ${p5en}, 0 at or above ${p95en}, log scale`, sv: `100 vid högst ${p5sv}, 0 vid minst ${p95sv}, logaritmisk skala` }];
  }),
);

/** The origin factor a score's farm stage carries (pesticides: ecotoxicity; fertilisers: marine eutrophication), else null. */
const ETF = ENVIRONMENT_INDICATORS.indexOf('etf');
const SWE = ENVIRONMENT_INDICATORS.indexOf('swe');
function originFactor(q: EnvironmentQuantity, factors: readonly number[]): number | null {
  const i = q.name === 'ecotoxicityToGate' ? ETF : q.name === 'eutrophication' ? SWE : -1;
  return i < 0 ? null : round(factors[i]!, ORIGIN_DECIMALS);
}

const NO_ADJUSTMENTS = { en: [], sv: [] };

function adjustments(q: EnvironmentQuantity, t: ScoringTrace): { en: string[]; sv: string[] } {
  if (!t.organic && !t.palmPenalty) return NO_ADJUSTMENTS;
  const all: [boolean, string, string][] = [
    [q.field === 'biodiversityScore' && t.palmPenalty, `-${BIODIVERSITY.palmOilPenalty} for palm oil without RSPO`, `-${BIODIVERSITY.palmOilPenalty} för palmolja utan RSPO`],
    [q.field === 'biodiversityScore' && t.organic, `+${BIODIVERSITY.organicBonus} organic`, `+${BIODIVERSITY.organicBonus} ekologiskt`],
    [q.field === 'pesticidesUseScore' && t.organic, `organic: at least ${COUNTRY_SCORE_RULES.organicPesticidesFloor}`, `ekologiskt: minst ${COUNTRY_SCORE_RULES.organicPesticidesFloor}`],
    [q.field === 'fertilizersUseScore' && t.organic, `organic: at least ${COUNTRY_SCORE_RULES.organicFertilizersFloor}`, `ekologiskt: minst ${COUNTRY_SCORE_RULES.organicFertilizersFloor}`],
  ];
  const applied = all.filter(([on]) => on);
  return { en: applied.map(([, en]) => en), sv: applied.map(([, , sv]) => sv) };
}

export function explainEnvironment(t: ScoringTrace): EnvironmentScoreExplanation[] {
  const e = t.environment;
  if (!e) return [];
  const climateStages = e.climate.stages;
  // Each stage's basis looked up once per product, not once per quantity and stage (the first entry of a stage counts).
  const basisOf: Partial<Record<string, (typeof climateStages)[number]['basis']>> = {};
  for (const c of climateStages) basisOf[c.stage] ??= c.basis;
  const basis = (stage: string) => basisOf[stage] ?? 'default';
  return ENVIRONMENT_QUANTITIES.map((q) => {
    const value = e.quantity(q);
    const iv = e.interval(q.name);
    const dqr = e.dataQuality(q.name);
    const origin = originFactor(q, e.originFactors);
    const adj = adjustments(q, t);
    const { p5, p95 } = q.anchors;
    // Published figures keep 4 significant digits: the quantities span six orders of magnitude.
    const { value: published, en: valueEn, sv: valueSv } = fourDigits(value);
    const low = fourDigits(iv.low);
    const high = fourDigits(iv.high);
    const [dqrEn, dqrSv] = dqr === null ? ['not rated', 'ej bedömd'] : roundedText(dqr, DQR_DECIMALS);
    const [originEn, originSv] = origin === null ? ['', ''] : roundedText(origin, ORIGIN_DECIMALS);
    const anchorText = ANCHOR_TEXT.get(q)!;
    return {
      field: q.field,
      value: t.scores[q.field] as number | null,
      quantity: { name: q.name, label: q.label, value: published, unit: q.unit },
      stages: STAGES_OF.get(q)!.map((st) => ({ stage: st, value: sig4(dot(q.weights, e.stages[st])), basis: basis(st) })),
      interval: iv.high > 0 ? { low: low.value, high: high.value, level: 0.9 } : null,
      dataQuality: dqr,
      anchors: { best: p5, worst: p95 },
      originFactor: origin,
      sourceId: ENVIRONMENT_SOURCE,
      text: {
        en:
          `${q.label.en}: ${valueEn} ${q.unit} (90 % interval ${low.en} to ${high.en}), AGRIBALYSE data quality ${dqrEn}` +
          `${origin === null ? '' : `; farm stage ×${originEn} ${ORIGIN_TEXT.en}`}; ${anchorText.en}${adj.en.length ? `; ${adj.en.join('; ')}` : ''}.`,
        sv:
          `${q.label.sv}: ${valueSv} ${q.unit} (90 % intervall ${low.sv} till ${high.sv}), AGRIBALYSE datakvalitet ${dqrSv}` +
          `${origin === null ? '' : `; jordbruksledet ×${originSv} ${ORIGIN_TEXT.sv}`}; ${anchorText.sv}${adj.sv.length ? `; ${adj.sv.join('; ')}` : ''}.`,
      },
    };
  });
}
