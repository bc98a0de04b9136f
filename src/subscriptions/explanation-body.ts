import { buildExplainedRecord, type RecordSource } from '../products/product-record.js';
import { summarize, type ScoreExplanation, type SummaryLanguage } from '../scoring/index.js';
import type { JsonText } from '../shared/json-text.js';
import type { components } from '../../generated/v2.js';

export type ProductExplanationBody = components['schemas']['ProductExplanation'];

/** The explanation as sent, with the record and method version it explains (to be checked against the stored ones). */
export interface ExplainedAnswer {
  record: string;
  methodVersion: string;
  body: JsonText<ProductExplanationBody>;
}

// The sources list is the same text for every product citing the same sources (a few dozen sets).
const sourcesTexts = new Map<string, string>();

function sourcesText(sources: ScoreExplanation['sources']): string {
  const key = sources.map((s) => s.id).join(' ');
  let text = sourcesTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(sources);
    sourcesTexts.set(key, text);
  }
  return text;
}

/** One engine run: the record and the serialised explanation of its scores, worded (summary included) in `language`. */
export function explainRecordSource(source: RecordSource & { gtin: string }, language: SummaryLanguage): ExplainedAnswer {
  const built = buildExplainedRecord(source, language);
  const { sources, ...explained } = built.explanation;
  const head = JSON.stringify({ gtin: source.gtin, methodVersion: built.methodVersion, ...explained, summary: summarize(built.scores, built.explanation, language) });
  return { record: built.record, methodVersion: built.methodVersion, body: `${head.slice(0, -1)},"sources":${sourcesText(sources)}}` };
}
