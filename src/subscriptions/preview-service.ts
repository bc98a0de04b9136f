import type { Knex } from 'knex';
import type { CatalogueStore } from '../products/catalogue-store.js';
import type { ProductData, SummaryLanguage } from '../scoring/index.js';
import type { JsonText } from '../shared/json-text.js';
import type { components } from '../../generated/v2.js';
import { explainRecordSource } from './explanation-body.js';
import { richFormGtin, storedSubmission } from './subscription-service.js';

export type ProductPreviewBody = components['schemas']['ProductPreview'];

/**
 * POST /products/preview: the record and explanation a new subscription with this body would get,
 * from the engine run a subscription makes (`explainRecordSource`: the catalogue's data for the
 * GTIN overlaid with the body, as `subscribeProduct` builds it), without storing, counting or
 * delivering anything. Only shared catalogue data is read, never a client's submitted data.
 */
export function createPreviewService(deps: { db: Knex; catalogue: CatalogueStore }) {
  return {
    async preview(body: ProductData & { gtin: string }, language: SummaryLanguage): Promise<JsonText<ProductPreviewBody>> {
      const gtin = richFormGtin(body.gtin);
      const catalogue = (await deps.catalogue.findByGtins(deps.db, [gtin])).get(gtin);
      const clientIdentifier = typeof body.client_identifier === 'string' ? body.client_identifier : null;
      const answer = explainRecordSource({ gtin, clientIdentifier, catalogue, submission: storedSubmission(body) }, language);
      return `{"record":${answer.record},"explanation":${answer.body}}`;
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
