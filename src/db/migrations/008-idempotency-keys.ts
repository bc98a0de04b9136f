import type { Knex } from 'knex';

export const name = '008-idempotency-keys';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Idempotency-Key of POST and DELETE requests (accounts/idempotency-store.ts): per client, the
    -- request it was first used for (a digest) and, once that succeeded, its answer, replayed for
    -- 24 hours. A row without an answer is a request still running; its lease lets a retry take it
    -- over when the process that ran it died before answering.
    create table idempotency_keys (
      -- No foreign key: its check would take a KEY SHARE lock on the client's row, so claiming a
      -- key would wait behind any subscription write of the client (which holds that row FOR
      -- UPDATE), and a retry would wait instead of being answered 409 at once.
      client_id bigint not null,
      key text not null check (length(key) between 1 and 255),
      request_digest text not null,
      -- Which run owns the row while running: only that run may store its answer or release it.
      run_id uuid not null,
      lease_until timestamptz,
      response_status smallint,
      response_headers jsonb,
      -- The answer's body sealed (AES-256-GCM under a key derived from SECRET_KEY): an answer may
      -- carry a secret shown only once (a rotated webhook signing secret).
      response_body bytea,
      created_at timestamptz not null default now(),
      primary key (client_id, key),
      check ((response_status is null) = (lease_until is not null))
    );
    create index idempotency_keys_created_at on idempotency_keys (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table idempotency_keys');
}
