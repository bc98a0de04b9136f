import Negotiator from 'negotiator';
import type { OperationHandler } from '../shared/operations.js';
import { SUMMARY_LANGUAGES, type SummaryLanguage } from '../scoring/index.js';
import type { RecordExplanationService } from './record-explanation.js';

/** `Accept-Language` with q-values (RFC 9110); English when it names neither language. */
export function summaryLanguage(headers: Record<string, string | string[] | undefined>): SummaryLanguage {
  return (new Negotiator({ headers }).language([...SUMMARY_LANGUAGES]) as SummaryLanguage | undefined) ?? 'en';
}

export function createExplanationHandlers(service: RecordExplanationService) {
  const getProductExplanation: OperationHandler<'getProductExplanation'> = async ({ client, params, headers }) => {
    const language = summaryLanguage(headers);
    const explanation = await service.explain(client, params.gtin, language);
    return { status: 200, rawJson: explanation, entityTag: true, headers: { 'Content-Language': language, Vary: 'Accept-Language' } };
  };
  return { getProductExplanation };
}
