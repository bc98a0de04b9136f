import type { ClimateContribution, ScoreExplanation } from './types.js';
import { PARTNER_MATCHED } from '../score/climate/explain.js';
import { packagingInSwedish, phraseInSwedish } from '../text/swedish-phrases.js';

export { packagingInSwedish } from '../text/swedish-phrases.js';

/**
 * The explanation in Swedish: the engine's steps word their reasons in English (Nutri-Score's class, the
 * climate model's parts, the packaging description, the parts computed from the partner's own data); this is
 * their Swedish wording, phrase by phrase. Names stay as published (AGRIBALYSE's reference foods in `matched`,
 * sources, indicator names), and what the partner wrote stays as written (ingredient texts); the rest of
 * `matched` (a freight basis, a material, the partner's own data) is the service's own writing, so it is Swedish
 * too. A phrase missing here stays English, which the test of Swedish explanations finds
 * (test/unit/scoring/explain/language.test.ts); the phrases are in text/swedish-phrases.ts.
 */

function contributionInSwedish(c: ClimateContribution): ClimateContribution {
  // Ingredient texts are the partner's words; the other kinds' texts are the engine's.
  const text = c.kind === 'packaging' ? packagingInSwedish(c.text) : c.kind === 'ingredient' ? c.text : phraseInSwedish(c.text);
  return {
    ...c,
    text,
    matched: c.matched === null ? null : phraseInSwedish(c.matched),
    countedAs: c.countedAs === null ? null : phraseInSwedish(c.countedAs),
  };
}

/** The `matched` of the parts computed from the partner's own data, in English and in Swedish. */
const PARTNER_MATCHED_WORDINGS: ReadonlySet<string> = new Set(
  Object.values(PARTNER_MATCHED).flatMap((matched) => (matched === undefined ? [] : [matched, phraseInSwedish(matched)])),
);

/**
 * Whether a contribution was computed from the partner's own data: its `matched` names that data. Either
 * language's wording counts, so the summary can tell whichever language the explanation was worded in.
 */
export const fromPartnerData = (c: ClimateContribution): boolean => c.matched !== null && PARTNER_MATCHED_WORDINGS.has(c.matched);

/**
 * The parts of an explanation worded outside src/scoring/explain/, in Swedish. (NOVA's reasons and the country
 * score derivations are worded in each language where they are made: nutrition.ts, countries.ts.)
 */
export function explanationInSwedish(e: ScoreExplanation): ScoreExplanation {
  return {
    ...e,
    climate: { ...e.climate, contributions: e.climate.contributions.map(contributionInSwedish) },
    nutriScore: e.nutriScore && { ...e.nutriScore, categoryReason: phraseInSwedish(e.nutriScore.categoryReason) },
  };
}
