import type { Knex } from 'knex';

export const name = '001-initial';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table clients (
      id bigint generated always as identity primary key,
      name text not null unique check (length(name) between 1 and 200),
      status text not null default 'active' check (status in ('active', 'suspended')),
      max_limit integer not null check (max_limit >= 0),
      -- Maintained by the statement triggers below, in the same transaction as the change.
      current_count integer not null default 0 check (current_count >= 0),
      rate_limit_per_minute integer check (rate_limit_per_minute > 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table api_keys (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients (id) on delete cascade,
      key_hash bytea not null unique,
      key_prefix text not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    );
    create index api_keys_client_id on api_keys (client_id);

    -- Shared product data loaded by the operator; every client's record starts from it.
    create table catalogue_products (
      gtin char(14) primary key,
      data jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table subscriptions (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients (id) on delete cascade,
      gtin char(14),
      client_identifier text,
      -- The client's own product data; visible to this client only.
      submission jsonb not null default '{}',
      -- The computed product record, serialised once so reads send it as stored.
      record text not null,
      -- The webhook payload of that record; a change of it is what triggers a delivery.
      payload text not null,
      method_version text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint subscriptions_identified check (gtin is not null or client_identifier is not null),
      constraint subscriptions_client_gtin unique (client_id, gtin),
      constraint subscriptions_client_identifier unique (client_id, client_identifier)
    );
    create index subscriptions_gtin on subscriptions (gtin);
    create index subscriptions_method_version on subscriptions (method_version);

    create function subscriptions_count_inserted() returns trigger language plpgsql as $$
    begin
      update clients c set current_count = c.current_count + n.added
        from (select client_id, count(*) as added from inserted group by client_id) n
       where c.id = n.client_id;
      return null;
    end $$;
    create function subscriptions_count_deleted() returns trigger language plpgsql as $$
    begin
      update clients c set current_count = c.current_count - n.removed
        from (select client_id, count(*) as removed from deleted group by client_id) n
       where c.id = n.client_id;
      return null;
    end $$;
    create trigger subscriptions_count_insert after insert on subscriptions
      referencing new table as inserted for each statement execute function subscriptions_count_inserted();
    create trigger subscriptions_count_delete after delete on subscriptions
      referencing old table as deleted for each statement execute function subscriptions_count_deleted();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table subscriptions;
    drop function subscriptions_count_inserted;
    drop function subscriptions_count_deleted;
    drop table catalogue_products;
    drop table api_keys;
    drop table clients;
  `);
}
