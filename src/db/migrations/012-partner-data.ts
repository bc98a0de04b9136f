import type { Knex } from 'knex';

export const name = '012-partner-data';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- The partner's own life-cycle data for a subscribed product (PUT /product/{gtin}/partner-data):
    -- kept on the subscription it belongs to, so it is the client's alone, is read with the other
    -- inputs of the record in the same row, and goes with the subscription when it ends.
    alter table subscriptions
      add column partner_data jsonb,
      add column partner_data_updated_at timestamptz;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table subscriptions drop column partner_data, drop column partner_data_updated_at');
}
