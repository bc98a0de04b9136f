/**
 * The scoring engine's one entry point. A product's data passes through the stages of this folder
 * in order (docs/architecture.md, "The scoring engine"): text/ → parse/ → analyse/ → score/ →
 * explain/, run by pipeline.ts, reading lexicon/, data/ and params.ts.
 */
export type { ProductData, SustainabilityScores } from './types.js';
export { scoreProduct, traceProduct } from './pipeline.js';
export type { PartnerData } from './score/partner/types.js';

/**
 * Version of the published method (docs/methodology.md). Bumped whenever any formula or data
 * table changes, so stored records say which method produced them and re-scoring can be triggered.
 */
export const METHOD_VERSION = '2026.12.84';
export { scoreAndExplain, summarize, SUMMARY_LANGUAGES, CONTRIBUTION_DECIMALS, type SummaryLanguage, type ScoreExplanation } from './explain/index.js';
