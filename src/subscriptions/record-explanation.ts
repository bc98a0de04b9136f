import type { Client } from '../shared/client.js';
import type { components } from '../../generated/v2.js';
import { buildExplainedRecord } from '../products/product-record.js';
import { summarize, type SummaryLanguage } from '../scoring/index.js';
import { serviceUnavailable } from '../shared/app-error.js';
import { gtinFromPath } from './gtin.js';
import { noSubscription } from './subscription-service.js';
import type { SubscriptionStore } from './subscription-store.js';

export type ProductExplanationBody = components['schemas']['ProductExplanation'];

/** Seconds a partner waits while a record is recomputed (the refresh job takes about that for a GTIN). */
const RECOMPUTE_RETRY_SECONDS = 5;

/**
 * Explains the record `GET /product/{gtin}` returns: the record is recomputed from the stored
 * inputs in one engine run with its explanation, and the explanation is only given when that
 * record is byte-for-byte the stored one under the same method version (docs/decisions.md).
 */
export function createRecordExplanationService(deps: { subscriptions: SubscriptionStore }) {
  return {
    async explain(client: Client, sentGtin: string, language: SummaryLanguage): Promise<ProductExplanationBody> {
      const gtin = gtinFromPath(sentGtin);
      const row = await deps.subscriptions.readRecordInputs(client.id, gtin);
      if (!row) throw noSubscription(gtin);
      const built = buildExplainedRecord({ gtin: row.gtin, clientIdentifier: row.clientIdentifier, catalogue: row.catalogue ?? undefined, submission: row.submission });
      if (built.methodVersion !== row.methodVersion || built.record !== row.record) {
        // New catalogue data or a new method is being applied to the stored record right now.
        throw serviceUnavailable(RECOMPUTE_RETRY_SECONDS, `The record of the product with GTIN ${gtin} is being recomputed; retry in ${RECOMPUTE_RETRY_SECONDS} seconds.`);
      }
      return { gtin, methodVersion: built.methodVersion, ...built.explanation, summary: summarize(built.scores, built.explanation, language) };
    },
  };
}

export type RecordExplanationService = ReturnType<typeof createRecordExplanationService>;
