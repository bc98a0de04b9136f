import type { Client } from '../shared/client.js';
import type { SummaryLanguage } from '../scoring/index.js';
import { problem } from '../shared/app-error.js';
import { gtinFromPath } from '../shared/gtin.js';
import type { JsonText } from '../shared/json-text.js';
import { explainRecordSource, type ProductExplanationBody } from './explanation-body.js';
import { noSubscription } from './subscription-service.js';
import type { SubscriptionStore } from './subscription-store.js';

export type { ProductExplanationBody } from './explanation-body.js';

/** Seconds a partner waits while a record is recomputed (the refresh job takes about that for a GTIN). */
const RECOMPUTE_RETRY_SECONDS = 5;

/**
 * Explains the record `GET /product/{gtin}` returns: the record is recomputed from the stored
 * inputs in one engine run with its explanation, and the explanation is only given when that
 * record is byte-for-byte the stored one under the same method version (docs/adr/0045-explanation-recomputes.md).
 */
export function createRecordExplanationService(deps: { subscriptions: SubscriptionStore }) {
  return {
    async explain(client: Client, sentGtin: string, language: SummaryLanguage): Promise<JsonText<ProductExplanationBody>> {
      const gtin = gtinFromPath(sentGtin);
      const row = await deps.subscriptions.readRecordInputs(client.id, gtin);
      if (!row) throw noSubscription(gtin);
      const source = { gtin, clientIdentifier: row.clientIdentifier, catalogue: row.catalogue ?? undefined, submission: row.submission, partnerData: row.partnerData };
      const answer = explainRecordSource(source, language);
      if (answer.methodVersion !== row.methodVersion || answer.record !== row.record) {
        // New catalogue data or a new method is being applied to the stored record right now.
        throw problem.recordBeingRecomputed(gtin, RECOMPUTE_RETRY_SECONDS);
      }
      return answer.body;
    },
  };
}

export type RecordExplanationService = ReturnType<typeof createRecordExplanationService>;
