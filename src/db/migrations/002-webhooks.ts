import type { Knex } from 'knex';

export const name = '002-webhooks';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- One webhook address per client, registered by the operator.
    create table webhooks (
      client_id bigint primary key references clients (id) on delete cascade,
      url text not null check (length(url) between 1 and 2048),
      -- AES-256-GCM under SECRET_KEY: 12-byte IV, 16-byte tag, then the ciphertext.
      secret_encrypted bytea not null,
      secret_fingerprint text not null,
      -- The secret replaced by a rotation keeps signing webhook-signature until it expires.
      previous_secret_encrypted bytea,
      previous_secret_fingerprint text,
      previous_secret_expires_at timestamptz,
      enabled boolean not null default true,
      disabled_reason text,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table webhook_deliveries (
      -- Sent as webhook-id; the same on every attempt and redelivery.
      id uuid primary key,
      -- Monotonic order for newest-first listing and opaque cursors.
      seq bigint generated always as identity unique,
      client_id bigint not null references clients (id) on delete cascade,
      -- No foreign key: the log outlives an unsubscription.
      subscription_id bigint,
      gtin char(14),
      product_id text not null,
      event_type text not null check (event_type in ('product.updated', 'product.test')),
      -- The exact bytes that are signed and sent.
      payload text not null,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
      attempt_count integer not null default 0,
      -- attempt_count when the current retry round began (a redelivery starts a new round).
      round_base integer not null default 0,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index webhook_deliveries_client_seq on webhook_deliveries (client_id, seq desc);

    create table webhook_delivery_attempts (
      delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
      attempt_number integer not null,
      -- The graphile-worker job that made the attempt: a rerun of the same job after a crash
      -- recognises its own interrupted attempt.
      job_id text,
      started_at timestamptz not null default now(),
      duration_ms integer,
      outcome text not null default 'in_progress' check (outcome in ('in_progress', 'succeeded', 'failed')),
      status_code integer,
      error_kind text check (error_kind in ('timeout', 'dns', 'connect', 'blocked_address', 'redirect', 'http', 'tls', 'interrupted', 'invalid_url')),
      error_message text,
      response_body text,
      primary key (delivery_id, attempt_number)
    );

    -- Liveness of worker pools, so jobs locked by a crashed process are released within a minute
    -- instead of graphile-worker's four-hour lock expiry.
    create table worker_heartbeats (
      worker_id text primary key,
      host text not null,
      pid integer not null,
      started_at timestamptz not null default now(),
      beat_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table worker_heartbeats;
    drop table webhook_delivery_attempts;
    drop table webhook_deliveries;
    drop table webhooks;
  `);
}
