import type { Knex } from 'knex';

export const name = '009-sandbox-and-endpoints';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Sandbox accounts. A client's test keys open a client row of their own (mode 'test'), linked
    -- to its live client: every per-client table (subscriptions, webhooks, deliveries, the change
    -- log, rate limits) then keeps sandbox data apart from live data without a query changing.
    alter table clients
      add column mode text not null default 'live' check (mode in ('live', 'test')),
      add column live_client_id bigint references clients (id) on delete cascade,
      add constraint clients_sandbox_link check ((mode = 'test') = (live_client_id is not null)),
      -- The target of api_keys' (client_id, mode) reference below.
      add constraint clients_id_mode unique (id, mode);
    -- One sandbox per live client.
    create unique index clients_one_sandbox on clients (live_client_id) where live_client_id is not null;
    -- A sandbox carries its live client's name (the partner sees its own name in either mode), so
    -- names are unique among live clients only.
    alter table clients drop constraint clients_name_key;
    create unique index clients_live_name on clients (name) where mode = 'live';

    -- A key's mode is that of the client it opens, enforced by the reference: a pss_test_ key can
    -- only ever open a sandbox, a pss_live_ key only a live client.
    alter table api_keys
      add column mode text not null default 'live' check (mode in ('live', 'test')),
      add constraint api_keys_client_mode foreign key (client_id, mode) references clients (id, mode) on delete cascade,
      add constraint api_keys_prefix_mode check (mode = 'live' or key_prefix like 'pss\\_test\\_%');

    -- How each signing secret is keyed for webhook-signature: 'text' (a secret the operator chose:
    -- its UTF-8 bytes, as before) or 'standard' (a Standard Webhooks whsec_ secret the service
    -- generated: the bytes its base64 part decodes to).
    alter table webhooks
      add column secret_kind text not null default 'text' check (secret_kind in ('text', 'standard')),
      add column previous_secret_kind text check (previous_secret_kind in ('text', 'standard'));
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhooks drop column previous_secret_kind, drop column secret_kind;
    delete from clients where mode = 'test';
    alter table api_keys drop constraint api_keys_prefix_mode, drop constraint api_keys_client_mode, drop column mode;
    drop index clients_live_name;
    alter table clients add constraint clients_name_key unique (name);
    drop index clients_one_sandbox;
    alter table clients drop constraint clients_id_mode, drop constraint clients_sandbox_link, drop column live_client_id, drop column mode;
  `);
}
