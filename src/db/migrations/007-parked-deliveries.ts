import type { Knex } from 'knex';

export const name = '007-parked-deliveries';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- New deliveries are created parked (webhooks/delivery-slots-store.ts), so the parked ones of a
    -- client are read in seq order at every handoff. An index of exactly those rows, in that order:
    -- with the wider one (parked and released), a client's burst made the planner choose the
    -- table-wide seq index and step over every delivery already taken, row by row.
    drop index webhook_deliveries_waiting;
    create index webhook_deliveries_parked on webhook_deliveries (client_id, seq) where waiting = 'parked';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index webhook_deliveries_parked;
    create index webhook_deliveries_waiting on webhook_deliveries (client_id, seq) where waiting is not null;
  `);
}
