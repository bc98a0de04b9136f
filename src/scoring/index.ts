export type { ProductData, SustainabilityScores } from './types.js';
export { scoreProduct, explainProduct } from './score-product.js';

/**
 * Version of the published method (docs/methodology.md). Bumped whenever any formula or data
 * table changes, so stored records say which method produced them and re-scoring can be triggered.
 */
export const METHOD_VERSION = '2026.11.5';
export { scoreAndExplain, summarize, SUMMARY_LANGUAGES, CONTRIBUTION_DECIMALS, type SummaryLanguage, type ScoreExplanation } from './explain/index.js';
