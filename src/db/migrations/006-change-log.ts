import type { Knex } from 'knex';

export const name = '006-change-log';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- The change feed (GET /changes): every product.updated and product.unsubscribed of a client,
    -- written in the transaction that made the change. Within one client, seq order is commit
    -- order: writers take the client's change-log lock before appending (changes/change-store.ts).
    create table change_log (
      seq bigint generated always as identity primary key,
      -- No foreign keys. Its check would take a KEY SHARE lock on the client's row after the
      -- change-log lock, the reverse of a subscription write's order (client row, then the
      -- change-log lock): the two would deadlock. The log also outlives an unsubscription.
      client_id bigint not null,
      subscription_id bigint not null,
      event_type text not null check (event_type in ('product.updated', 'product.unsubscribed')),
      gtin char(14),
      client_identifier text,
      -- The webhook payload, the exact bytes a webhook delivery of the change signs and sends.
      payload text not null,
      occurred_at timestamptz not null default now()
    );
    create index change_log_client_seq on change_log (client_id, seq);
    create index change_log_occurred_at on change_log (occurred_at);

    -- Per client, the highest seq removed by retention: a cursor below it has missed changes (410).
    create table change_log_horizons (
      client_id bigint primary key references clients (id) on delete cascade,
      pruned_through bigint not null
    );

    -- Keyset pages of GET /subscribe/ walk a client's subscriptions in id order.
    create index subscriptions_client_id_id on subscriptions (client_id, id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index subscriptions_client_id_id;
    drop table change_log_horizons;
    drop table change_log;
  `);
}
