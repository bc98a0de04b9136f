import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';

/** What emptying a sandbox removed. */
export interface EmptiedSandbox {
  subscriptions: number;
  changes: number;
  deliveries: number;
  idempotencyKeys: number;
}

/**
 * Empties a sandbox client row's data in the caller's transaction, which holds the row's lock (so
 * no subscription write of the sandbox runs meanwhile). Kept: its keys, limits and webhook
 * endpoint. A delivery with an attempt in progress is left to finish; every other delivery goes,
 * and a job still queued for one finds nothing to send.
 */
export async function emptySandbox(trx: Knex.Transaction, sandboxId: number): Promise<EmptiedSandbox> {
  // The subscriptions' delete trigger brings current_count down to 0 with them.
  const subscriptions = await trx('subscriptions').where({ client_id: sandboxId }).delete();
  const deliveries = await trx('webhook_deliveries as d')
    .where('d.client_id', sandboxId)
    .whereNotExists(trx('webhook_delivery_attempts as a').select(trx.raw('1')).whereRaw('a.delivery_id = d.id').where('a.outcome', 'in_progress'))
    .delete();
  const changes = await trx('change_log').where({ client_id: sandboxId }).delete();
  // The horizon moves past every seq given out so far: any cursor from before the reset is then
  // expired (410 with the link to re-sync from), so a partner's mirror learns it is stale.
  await queryRows(
    trx,
    `insert into change_log_horizons (client_id, pruned_through)
     values (?, nextval(pg_get_serial_sequence('change_log', 'seq')))
     on conflict (client_id) do update set pruned_through = excluded.pruned_through`,
    [sandboxId],
  );
  const idempotencyKeys = await trx('idempotency_keys').where({ client_id: sandboxId }).delete();
  return { subscriptions, changes, deliveries, idempotencyKeys };
}
