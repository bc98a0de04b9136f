import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import type { PartnerData, ProductData } from '../scoring/index.js';
import type { StoredRecord, WebhookPayload } from '../products/product-record.js';
import type { JsonText } from '../shared/json-text.js';

/** A subscription with everything its record is computed from, and its partner data as stored. */
export interface PartnerDataRow {
  id: number;
  gtin: string;
  clientIdentifier: string | null;
  submission: ProductData;
  catalogue: ProductData | null;
  payload: JsonText<WebhookPayload>;
  partnerData: PartnerData | null;
  partnerDataUpdatedAt: Date | null;
}

/** What a partner-data write stores: the data (null to delete it) and the record computed with it. */
export interface PartnerDataWrite {
  partnerData: PartnerData | null;
  record: JsonText<StoredRecord>;
  payload: JsonText<WebhookPayload>;
  methodVersion: string;
}

interface Row {
  id: number;
  gtin: string;
  client_identifier: string | null;
  submission: ProductData;
  catalogue: ProductData | null;
  payload: JsonText<WebhookPayload>;
  partner_data: PartnerData | null;
  partner_data_updated_at: Date | null;
}

/**
 * The partner's own life-cycle data, a column of the client's subscription (migration 012): every
 * statement is keyed by the client, so one client never reads or writes another's.
 */
export function createPartnerDataStore(db: Knex) {
  return {
    /** The client's subscription to `gtin` with its record inputs, locked against concurrent writes; undefined when there is none. */
    async lockForWrite(trx: Knex.Transaction, clientId: number, gtin: string): Promise<PartnerDataRow | undefined> {
      const [row] = await queryRows<Row>(
        trx,
        `select s.id, s.gtin, s.client_identifier, s.submission, s.payload, s.partner_data, s.partner_data_updated_at, c.data as catalogue
           from subscriptions s left join catalogue_products c on c.gtin = s.gtin
          where s.client_id = ? and s.gtin = ?
          for update of s`,
        [clientId, gtin],
      );
      return row && {
        id: row.id, gtin: row.gtin, clientIdentifier: row.client_identifier, submission: row.submission, catalogue: row.catalogue,
        payload: row.payload, partnerData: row.partner_data, partnerDataUpdatedAt: row.partner_data_updated_at,
      };
    },

    /** Stores the partner data (null deletes it) with the record recomputed from it; `updated_at` moves only when the record changed. */
    async write(trx: Knex.Transaction, clientId: number, id: number, write: PartnerDataWrite, recordChanged: boolean): Promise<Date | null> {
      const [row] = await queryRows<{ partner_data_updated_at: Date | null }>(
        trx,
        `update subscriptions
            set partner_data = ?::jsonb, partner_data_updated_at = case when ?::jsonb is null then null else now() end,
                record = ?, payload = ?, method_version = ?,
                updated_at = case when ? then now() else updated_at end
          where id = ? and client_id = ?
          returning partner_data_updated_at`,
        [write.partnerData === null ? null : JSON.stringify(write.partnerData), write.partnerData === null ? null : JSON.stringify(write.partnerData),
          write.record, write.payload, write.methodVersion, recordChanged, id, clientId],
      );
      return row?.partner_data_updated_at ?? null;
    },

    /** The client's partner data for `gtin` and the record's payload: undefined without a subscription, `partnerData` null when none is stored. */
    async read(clientId: number, gtin: string): Promise<{ partnerData: PartnerData | null; updatedAt: Date | null; payload: JsonText<WebhookPayload> } | undefined> {
      const [row] = await queryRows<{ partner_data: PartnerData | null; partner_data_updated_at: Date | null; payload: JsonText<WebhookPayload> }>(
        db,
        'select partner_data, partner_data_updated_at, payload from subscriptions where client_id = ? and gtin = ?',
        [clientId, gtin],
      );
      return row && { partnerData: row.partner_data, updatedAt: row.partner_data_updated_at, payload: row.payload };
    },
  };
}

export type PartnerDataStore = ReturnType<typeof createPartnerDataStore>;
