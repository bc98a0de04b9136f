import { ENVIRONMENT_INDICATORS, ENVIRONMENT_STAGES } from '../../data/environment-references.js';
import type { SourceId } from '../../data/sources.js';
import type { EnvironmentScoreExplanation } from '../../explain/types.js';
import type { ScoringTrace } from '../../pipeline.js';
import { BIODIVERSITY, COUNTRY_SCORE_RULES } from '../../params.js';
import { round } from '../math.js';
import { ORIGIN_RATIO_BOUNDS } from './origin.js';
import { countsStage, dot, ENVIRONMENT_QUANTITIES, type EnvironmentQuantity } from './quantities.js';

/** The five environmental scores, each with its physical quantity, stages, 90 % interval and DQR, in English and Swedish. */

export const ENVIRONMENT_SOURCE: SourceId = 'agribalyse-3-1-1-environment';
export const WEIGHTS_SOURCE: SourceId = 'ef-3-1-normalisation-ecobalyse-weights';

/** Published figures keep 4 significant digits: the quantities span six orders of magnitude. */
const sig4 = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(4)));

const fmt = (x: number, lang: 'en' | 'sv'): string => {
  const s = String(sig4(x));
  return lang === 'sv' ? s.replace('.', ',') : s;
};

/** The origin factor a score's farm stage carries (pesticides: ecotoxicity; fertilisers: marine eutrophication), else null. */
function originFactor(q: EnvironmentQuantity, factors: readonly number[]): number | null {
  const i = q.name === 'ecotoxicityToGate' ? ENVIRONMENT_INDICATORS.indexOf('etf') : q.name === 'eutrophication' ? ENVIRONMENT_INDICATORS.indexOf('swe') : -1;
  return i < 0 ? null : round(factors[i]!, 3);
}

function adjustments(q: EnvironmentQuantity, t: ScoringTrace): { en: string[]; sv: string[] } {
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
  const basis = new Map(e.climate.stages.map((s) => [s.stage, s.basis]));
  return ENVIRONMENT_QUANTITIES.map((q) => {
    const value = e.quantity(q);
    const iv = e.interval(q.name);
    const dqr = e.dataQuality(q.name);
    const origin = originFactor(q, e.originFactors);
    const adj = adjustments(q, t);
    const { p5, p95 } = q.anchors;
    const range = (lang: 'en' | 'sv') => `${fmt(iv.low, lang)} ${lang === 'en' ? 'to' : 'till'} ${fmt(iv.high, lang)}`;
    const originEn = origin === null ? '' : `; farm stage ×${origin} for the origins (FAOSTAT use per hectare relative to France, clamped ${ORIGIN_RATIO_BOUNDS[0]} to ${ORIGIN_RATIO_BOUNDS[1]})`;
    const originSv = origin === null ? '' : `; jordbruksledet ×${fmt(origin, 'sv')} för ursprungen (FAOSTAT:s användning per hektar jämfört med Frankrike, begränsat till ${fmt(ORIGIN_RATIO_BOUNDS[0], 'sv')}-${ORIGIN_RATIO_BOUNDS[1]})`;
    return {
      field: q.field,
      value: t.scores[q.field] as number | null,
      quantity: { name: q.name, label: q.label, value: sig4(value), unit: q.unit },
      stages: ENVIRONMENT_STAGES.filter((st) => countsStage(q, st)).map((st) => ({ stage: st, value: sig4(dot(q.weights, e.stages[st])), basis: basis.get(st) ?? 'default' })),
      interval: iv.high > 0 ? { low: sig4(iv.low), high: sig4(iv.high), level: 0.9 } : null,
      dataQuality: dqr,
      anchors: { best: p5, worst: p95 },
      originFactor: origin,
      sourceId: ENVIRONMENT_SOURCE,
      text: {
        en:
          `${q.label.en}: ${fmt(value, 'en')} ${q.unit} (90 % interval ${range('en')}), AGRIBALYSE data quality ${dqr ?? 'not rated'}${originEn}; ` +
          `100 at or below ${p5}, 0 at or above ${p95}, log scale${adj.en.length ? `; ${adj.en.join('; ')}` : ''}.`,
        sv:
          `${q.label.sv}: ${fmt(value, 'sv')} ${q.unit} (90 % intervall ${range('sv')}), AGRIBALYSE datakvalitet ${dqr === null ? 'ej bedömd' : fmt(dqr, 'sv')}${originSv}; ` +
          `100 vid högst ${String(p5).replace('.', ',')}, 0 vid minst ${String(p95).replace('.', ',')}, logaritmisk skala${adj.sv.length ? `; ${adj.sv.join('; ')}` : ''}.`,
      },
    };
  });
}
