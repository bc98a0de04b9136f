import type { Knex } from 'knex';

export const name = '004-webhook-health';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- The first failed attempt since the last successful one; null while deliveries succeed. A
    -- webhook failing for WEBHOOK_DISABLE_AFTER_HOURS is disabled.
    alter table webhooks add column failing_since timestamptz;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table webhooks drop column failing_since');
}
