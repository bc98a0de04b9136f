import type { Knex } from 'knex';

export const name = '011-due-deliveries';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- /readyz and /metrics count the deliveries due and not yet made, and how long the oldest has
    -- waited (webhooks/delivery-store.ts backlog): an index of the pending ones by when they fell
    -- due, so neither reads the delivery log the partners keep for weeks.
    create index webhook_deliveries_due on webhook_deliveries ((coalesce(next_attempt_at, created_at))) where status = 'pending';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index webhook_deliveries_due');
}
