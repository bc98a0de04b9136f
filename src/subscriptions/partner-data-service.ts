import type { Knex } from 'knex';
import type { ClientStore } from '../accounts/client-store.js';
import { buildRecord, type WebhookPayload } from '../products/product-record.js';
import type { PartnerData } from '../scoring/index.js';
import type { Client } from '../shared/client.js';
import { invalidFields, problem } from '../shared/app-error.js';
import { gtinFromPath } from '../shared/gtin.js';
import type { JsonText } from '../shared/json-text.js';
import { partnerDataLimitErrors } from './partner-data-limits.js';
import type { PartnerDataStore } from './partner-data-store.js';
import { noSubscription, type RecordChangeListener } from './subscription-service.js';

/** The stored partner data as the contract's `PartnerData` shows it. */
export interface PartnerDataView {
  gtin: string;
  partnerData: Required<{ [K in keyof PartnerData]: NonNullable<PartnerData[K]> | null }>;
  updatedAt: Date;
  /** Whether the record's figures are computed with it now (see `appliedToRecord`). */
  appliedToRecord: boolean;
}

/**
 * Partner data replaces stages of the climate footprint, so it is in the record exactly when the
 * record has a footprint: a product whose name and ingredients say nothing of what it is made of
 * (a GTIN subscribed bare) has `CO2e` null, and its stored partner data waits for product data.
 */
function appliedTo(payload: JsonText<WebhookPayload>): boolean {
  return (JSON.parse(payload) as WebhookPayload).CO2e !== null;
}

/**
 * The partner data in one canonical form (members in the contract's order, a missing member null,
 * `refrigerated` only when true), so the same data sent twice compares equal whatever order its
 * members came in or how the database returned them.
 */
export function canonicalPartnerData(data: PartnerData): PartnerDataView['partnerData'] {
  return {
    transport: data.transport ? data.transport.map((leg) => ({ mode: leg.mode, distanceKm: leg.distanceKm, ...(leg.refrigerated ? { refrigerated: true } : {}) })) : null,
    processing: data.processing ? { energyKwhPerKg: data.processing.energyKwhPerKg, electricityCountry: data.processing.electricityCountry } : null,
    packaging: data.packaging
      ? { productMassGrams: data.packaging.productMassGrams, components: data.packaging.components.map((c) => ({ material: c.material, massGrams: c.massGrams })) }
      : null,
  };
}


/**
 * The partner's own life-cycle data for a subscribed product (docs/adr/0076-partner-data.md): a
 * write recomputes the record in the same transaction and a changed record is delivered through
 * the change listener (webhook outbox and change feed), as every other record change is.
 */
export function createPartnerDataService(deps: { db: Knex; clients: ClientStore; store: PartnerDataStore; onRecordsChanged: RecordChangeListener }) {
  const { db, clients, store, onRecordsChanged } = deps;

  /** Stores `next` (null deletes) for the client's subscription to `gtin` and re-scores it; the view of what is stored after. */
  async function write(client: Client, gtin: string, next: PartnerDataView['partnerData'] | null, requireStored: boolean): Promise<PartnerDataView | null> {
    return db.transaction(async (trx) => {
      // The client first, as every subscription write takes its locks (subscription-service.ts).
      await clients.lockForUpdate(trx, client.id);
      const row = await store.lockForWrite(trx, client.id, gtin);
      if (!row) throw noSubscription(gtin);
      if (requireStored && row.partnerData === null) throw problem.noPartnerData(gtin);
      const previous = row.partnerData && canonicalPartnerData(row.partnerData);
      // The same data again changes nothing: no write, no delivery, `updatedAt` unchanged.
      if (JSON.stringify(previous) === JSON.stringify(next)) return previous && { gtin, partnerData: previous, updatedAt: row.partnerDataUpdatedAt!, appliedToRecord: appliedTo(row.payload) };
      const built = buildRecord({ gtin, clientIdentifier: row.clientIdentifier, catalogue: row.catalogue ?? undefined, submission: row.submission, partnerData: next });
      const recordChanged = built.payload !== row.payload;
      const updatedAt = await store.write(trx, client.id, row.id, { partnerData: next, ...built }, recordChanged);
      if (recordChanged) {
        await onRecordsChanged(trx, [{ subscriptionId: row.id, clientId: client.id, gtin, clientIdentifier: row.clientIdentifier, payload: built.payload }]);
      }
      return next && { gtin, partnerData: next, updatedAt: updatedAt!, appliedToRecord: appliedTo(built.payload) };
    });
  }

  return {
    /**
     * PUT /product/{gtin}/partner-data: the body has passed the contract's schema; the limits across
     * its fields are checked before anything is read or written, so a refused body changes nothing.
     */
    async put(client: Client, sentGtin: string, body: PartnerData): Promise<PartnerDataView> {
      const gtin = gtinFromPath(sentGtin);
      const beyondLimits = partnerDataLimitErrors(body);
      if (beyondLimits.length > 0) throw invalidFields(beyondLimits);
      return (await write(client, gtin, canonicalPartnerData(body), false))!;
    },

    /** DELETE /product/{gtin}/partner-data. */
    async remove(client: Client, sentGtin: string): Promise<string> {
      const gtin = gtinFromPath(sentGtin);
      await write(client, gtin, null, true);
      return gtin;
    },

    /** GET /product/{gtin}/partner-data. */
    async read(client: Client, sentGtin: string): Promise<PartnerDataView> {
      const gtin = gtinFromPath(sentGtin);
      const found = await store.read(client.id, gtin);
      if (!found) throw noSubscription(gtin);
      if (!found.partnerData || !found.updatedAt) throw problem.noPartnerData(gtin);
      return { gtin, partnerData: canonicalPartnerData(found.partnerData), updatedAt: found.updatedAt, appliedToRecord: appliedTo(found.payload) };
    },
  };
}

export type PartnerDataService = ReturnType<typeof createPartnerDataService>;
