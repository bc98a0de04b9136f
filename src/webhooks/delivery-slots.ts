import type { Knex } from 'knex';
import { enqueueJobs } from '../jobs/enqueue.js';
import { createStatementBatcher } from '../db/statement-batcher.js';
import type { Logger } from '../shared/logger.js';
import type { DeliverySlotsStore } from './delivery-slots-store.js';
import { deliveryJob } from './delivery-job.js';

/**
 * Fairness between partners: at most WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT deliveries of one client are
 * in flight at once, over all worker processes, so one partner's hanging endpoint holds that many
 * worker slots and no more; its other deliveries wait parked (delivery-slots-store.ts), queued and
 * not failed, without a job the worker could fetch, and the others' deliveries go ahead. Parked
 * deliveries get a job when they are created into a free slot, when a slot of their client frees,
 * when the client is activated, and at the periodic sweep.
 */
export function createDeliverySlots(deps: { db: Knex; store: DeliverySlotsStore; logger: Logger }) {
  const { db, store } = deps;

  /** Gives parked deliveries of these clients the slots that are free, each a job, inside `trx`. */
  async function releaseWithin(trx: Knex, clientIds: readonly number[]): Promise<number> {
    const released = await store.release(trx, clientIds);
    await enqueueJobs(trx, released.map((entry) => deliveryJob(entry.deliveryId, entry.attempt)));
    return released.length;
  }

  /** The same in a transaction of its own. */
  const releaseNow = (clientIds: number[]): Promise<number> => db.transaction((trx) => releaseWithin(trx, clientIds));

  // Attempts finish many at a time: their releases share one transaction per batch.
  const releaseBatched = createStatementBatcher(async (clientIds: number[]) => {
    await releaseNow(clientIds);
    return clientIds.map(() => undefined);
  });

  return {
    /** After an attempt of this client finished, when its job stops taking parked deliveries over. */
    releaseAfterAttempt: (clientId: number): Promise<void> => releaseBatched(clientId),

    /** Inside a transaction (that created deliveries, or activated the client). */
    async releaseWithin(trx: Knex, clientIds: readonly number[]): Promise<void> {
      await releaseWithin(trx, clientIds);
    },

    /** Taken before creating parked deliveries, and by a transaction that disables a webhook outside an attempt. */
    lock: (trx: Knex, clientIds: readonly number[]) => store.lock(trx, clientIds),

    /**
     * The safety net, run with the worker heartbeat: releases into slots freed by attempts that
     * crashed (they stop counting after the attempt timeout) and re-parks released deliveries whose
     * job failed for good.
     */
    async sweep(): Promise<void> {
      await store.reparkOrphans();
      const clientIds = await store.clientsWithWaiting();
      if (clientIds.length === 0) return;
      const released = await releaseNow(clientIds);
      if (released > 0) deps.logger.debug({ component: 'webhooks', released }, 'parked deliveries released by the sweep');
    },
  };
}

export type DeliverySlots = ReturnType<typeof createDeliverySlots>;
