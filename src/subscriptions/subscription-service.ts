import type { Knex } from 'knex';
import type { Client, ClientStore } from '../accounts/client-store.js';
import type { CatalogueStore } from '../products/catalogue-store.js';
import { buildRecord } from '../products/product-record.js';
import type { ProductData } from '../scoring/index.js';
import { invalidFields, problem } from '../shared/app-error.js';
import type { RecordIds } from './record-ids.js';
import type { CursorCodec } from '../shared/cursor.js';
import { gtinCheckDigitIsValid, gtinFromPath, normaliseGtin } from '../shared/gtin.js';
import type { Subscription, SubscriptionStore, SubscriptionWrite } from './subscription-store.js';

export type SkipReason = 'invalid_check_digit' | 'duplicate_in_request' | 'max_limit_reached';

export interface BulkOutcome {
  productsSubscribed: number;
  unknownProductsSubscribed: number;
  /** Of those two counts, the products that were subscribed already (their data updated). */
  productsAlreadySubscribed: number;
  skipped: { index: number; gtin: string; reason: SkipReason }[];
}

/** A subscription whose webhook payload changed, as told to the webhook outbox and the change feed. */
export interface RecordChange {
  subscriptionId: number;
  clientId: number;
  gtin: string | null;
  clientIdentifier: string | null;
  payload: string;
}

/** Called inside the transaction that changed the records, so a delivery is queued atomically with it. */
export type RecordChangeListener = (trx: Knex.Transaction, changes: RecordChange[]) => Promise<void>;

/** Called inside the transaction that ended a subscription, with the subscription as it was. */
export type UnsubscribeListener = (trx: Knex.Transaction, removed: RecordChange) => Promise<void>;

/** The simple form's submission, as stored: everything but the GTIN, which is the key. */
export function storedSubmission(submission: object): ProductData {
  const { gtin: _gtin, client_identifier: _identifier, ...data } = submission as ProductData;
  return data;
}

/** The answer for a GTIN this client has not subscribed to, whoever else has. */
export const noSubscription = (gtin: string) => problem.noSubscription(gtin);

/** The rich form's GTIN normalised to 14 digits; a wrong check digit is a 400 naming `/gtin`. */
export function richFormGtin(sent: string): string {
  if (!gtinCheckDigitIsValid(sent)) {
    throw problem.wrongCheckDigit({ pointer: '/gtin' });
  }
  return normaliseGtin(sent);
}

function mergeSubmissions(previous: ProductData | undefined, next: ProductData): ProductData {
  return previous ? { ...previous, ...next } : next;
}

export function createSubscriptionService(deps: {
  db: Knex;
  clients: ClientStore;
  subscriptions: SubscriptionStore;
  catalogue: CatalogueStore;
  onRecordsChanged: RecordChangeListener;
  onUnsubscribed: UnsubscribeListener;
  cursors: CursorCodec;
  /** The record ids partners see (subscriptions/record-ids.ts). */
  recordIds: RecordIds;
}) {
  const { db, clients, subscriptions, catalogue, onRecordsChanged, onUnsubscribed, cursors, recordIds } = deps;

  function changedPayloads(writes: SubscriptionWrite[], ids: number[], previous: (Subscription | undefined)[], clientId: number): RecordChange[] {
    const changes: RecordChange[] = [];
    writes.forEach((write, index) => {
      if (previous[index]?.payload !== write.payload) {
        changes.push({ subscriptionId: ids[index] as number, clientId, gtin: write.gtin, clientIdentifier: write.clientIdentifier, payload: write.payload });
      }
    });
    return changes;
  }

  return {
    /** POST /subscribe/: the body has passed the contract's schema as a whole. */
    async subscribeProducts(client: Client, items: ProductData[]): Promise<BulkOutcome> {
      const skipped: BulkOutcome['skipped'] = [];
      const candidates: { index: number; gtin: string; data: ProductData }[] = [];
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const sent = item.gtin as string;
        if (!gtinCheckDigitIsValid(sent)) return skipped.push({ index, gtin: sent, reason: 'invalid_check_digit' });
        const gtin = normaliseGtin(sent);
        if (seen.has(gtin)) return skipped.push({ index, gtin: sent, reason: 'duplicate_in_request' });
        seen.add(gtin);
        candidates.push({ index, gtin, data: storedSubmission(item) });
      });

      return db.transaction(async (trx) => {
        const locked = await clients.lockForUpdate(trx, client.id);
        const gtins = candidates.map((candidate) => candidate.gtin);
        const [existing, known] = await Promise.all([
          subscriptions.findByGtins(trx, client.id, gtins),
          catalogue.findByGtins(trx, gtins),
        ]);
        let room = Math.max(0, locked.maxLimit - locked.currentCount);
        let productsSubscribed = 0;
        let unknownProductsSubscribed = 0;
        let productsAlreadySubscribed = 0;
        const writes: SubscriptionWrite[] = [];
        const previous: (Subscription | undefined)[] = [];
        for (const candidate of candidates) {
          const current = existing.get(candidate.gtin);
          if (!current) {
            if (room === 0) {
              skipped.push({ index: candidate.index, gtin: items[candidate.index]?.gtin as string, reason: 'max_limit_reached' });
              continue;
            }
            room -= 1;
          }
          const submission = mergeSubmissions(current?.submission, candidate.data);
          const clientIdentifier = current?.clientIdentifier ?? null;
          const built = buildRecord({ gtin: candidate.gtin, clientIdentifier, catalogue: known.get(candidate.gtin), submission, partnerData: current?.partnerData });
          writes.push({ id: current?.id, gtin: candidate.gtin, clientIdentifier, submission, ...built });
          previous.push(current);
          if (known.has(candidate.gtin)) productsSubscribed += 1;
          else unknownProductsSubscribed += 1;
          if (current) productsAlreadySubscribed += 1;
        }
        const ids = await subscriptions.writeMany(trx, client.id, writes);
        const changes = changedPayloads(writes, ids, previous, client.id);
        if (changes.length > 0) await onRecordsChanged(trx, changes);
        skipped.sort((a, b) => a.index - b.index);
        return { productsSubscribed, unknownProductsSubscribed, productsAlreadySubscribed, skipped };
      });
    },

    /** POST /subscribe/more/add: one product by GTIN, client identifier, or both. */
    async subscribeProduct(client: Client, body: ProductData): Promise<{ created: boolean; currentCount: number; maxLimit: number }> {
      const gtin = typeof body.gtin === 'string' ? richFormGtin(body.gtin) : null;
      const clientIdentifier = typeof body.client_identifier === 'string' ? body.client_identifier : null;
      const data = storedSubmission(body);

      return db.transaction(async (trx) => {
        const locked = await clients.lockForUpdate(trx, client.id);
        const byGtin = gtin ? await subscriptions.findOne(trx, client.id, { gtin }) : undefined;
        const byIdentifier = clientIdentifier ? await subscriptions.findOne(trx, client.id, { clientIdentifier }) : undefined;
        if (byIdentifier && gtin && byIdentifier.gtin !== gtin && (byIdentifier.gtin !== null || byGtin)) {
          throw byIdentifier.gtin ? problem.identifierBoundToGtin(clientIdentifier, byIdentifier.gtin) : problem.identifierWithoutGtin(clientIdentifier, gtin);
        }
        if (byGtin && clientIdentifier && byGtin.clientIdentifier !== null && byGtin.clientIdentifier !== clientIdentifier) {
          throw problem.gtinBoundToIdentifier(gtin, byGtin.clientIdentifier);
        }
        const current: Subscription | undefined = byIdentifier ?? byGtin;
        if (!current && locked.currentCount >= locked.maxLimit) {
          throw problem.subscriptionLimitReached(locked.currentCount, locked.maxLimit);
        }
        const finalGtin = gtin ?? current?.gtin ?? null;
        const finalIdentifier = clientIdentifier ?? current?.clientIdentifier ?? null;
        // Fields sent replace stored ones; fields left out keep their value (docs/adr/0008-resubmissions-merge.md).
        const submission = mergeSubmissions(current?.submission, data);
        const known = finalGtin ? await catalogue.findByGtins(trx, [finalGtin]) : new Map<string, ProductData>();
        const built = buildRecord({ gtin: finalGtin, clientIdentifier: finalIdentifier, catalogue: finalGtin ? known.get(finalGtin) : undefined, submission, partnerData: current?.partnerData });
        const write = { id: current?.id, gtin: finalGtin, clientIdentifier: finalIdentifier, submission, ...built } as SubscriptionWrite;
        const ids = await subscriptions.writeMany(trx, client.id, [write]);
        const changes = changedPayloads([write], ids, [current], client.id);
        if (changes.length > 0) await onRecordsChanged(trx, changes);
        return {
          created: !current,
          currentCount: locked.currentCount + (current ? 0 : 1),
          maxLimit: locked.maxLimit,
        };
      });
    },

    async unsubscribe(client: Client, by: { gtin: string } | { clientIdentifier: string }): Promise<Subscription> {
      const key = 'gtin' in by ? { gtin: gtinFromPath(by.gtin) } : by;
      // Lock the client first, as every subscription write does: the delete trigger updates the
      // client's row, and taking the locks in the other order deadlocks against a concurrent write.
      const removed = await db.transaction(async (trx) => {
        await clients.lockForUpdate(trx, client.id);
        const deleted = await subscriptions.delete(trx, client.id, key);
        if (deleted) {
          await onUnsubscribed(trx, { subscriptionId: deleted.id, clientId: client.id, gtin: deleted.gtin, clientIdentifier: deleted.clientIdentifier, payload: deleted.payload });
        }
        return deleted;
      });
      if (!removed) {
        throw 'gtin' in key ? noSubscription(key.gtin) : problem.noSubscriptionByIdentifier(key.clientIdentifier);
      }
      return removed;
    },

    /** GET /subscribe/: one keyset page in id order; `after` is the previous page's nextCursor. */
    async listSubscriptions(client: Client, after: string | undefined, limit: number) {
      const afterId = after === undefined ? 0 : cursors.decode('s', client.id, after, 'after');
      const rows = await subscriptions.listPage(client.id, afterId, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const shownId = await recordIds.forClient(client.id);
      return {
        subscriptions: page.map((row) => ({
          id: shownId(row.id),
          gtin: row.gtin,
          client_identifier: row.clientIdentifier,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          methodVersion: row.methodVersion,
        })),
        nextCursor: rows.length > limit && last ? cursors.encode('s', client.id, last.id) : null,
      };
    },

    /**
     * POST /products/batch: this client's stored records of `sentGtins`, one answer per GTIN in the
     * order sent (undefined where it has no subscription), in one statement. A malformed GTIN or a
     * wrong check digit anywhere is a 400 listing each, and nothing is read.
     */
    async readRecords(client: Client, sentGtins: string[]): Promise<{ gtins: string[]; records: ({ id: number; record: string } | undefined)[] }> {
      const wrong = sentGtins.flatMap((sent, index) => (gtinCheckDigitIsValid(sent) ? [] : [{ pointer: `/gtins/${index}`, detail: 'wrong GS1 check digit' }]));
      if (wrong.length > 0) throw invalidFields(wrong);
      const gtins = sentGtins.map(normaliseGtin);
      const [records, shownId] = await Promise.all([subscriptions.readRecordsOf(client.id, gtins), recordIds.forClient(client.id)]);
      return { gtins, records: records.map((found) => found && { id: shownId(found.id), record: found.record }) };
    },

    /** GET /product/{gtin}: the stored record, serialised with its id. */
    async readRecord(client: Client, sentGtin: string): Promise<{ id: number; record: string }> {
      const gtin = gtinFromPath(sentGtin);
      const found = await subscriptions.readRecord(client.id, gtin);
      if (!found) throw noSubscription(gtin);
      return { id: (await recordIds.forClient(client.id))(found.id), record: found.record };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
