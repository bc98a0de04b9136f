import type { Knex } from 'knex';

export const name = '005-webhook-hardening';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Fingerprints are now an HMAC under SECRET_KEY, computed when shown. The stored ones were 32
    -- bits of the secrets' unsalted SHA-256, enough to test guesses of a weak secret from a backup.
    alter table webhooks drop column secret_fingerprint, drop column previous_secret_fingerprint;

    -- Deliveries that wait without a job: 'parked' while their client is suspended or already has
    -- WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT deliveries in flight; 'released' once a freed slot gave them a
    -- job again, until that job claims them (webhooks/delivery-slots-store.ts).
    alter table webhook_deliveries add column waiting text check (waiting in ('parked', 'released'));
    create index webhook_deliveries_waiting on webhook_deliveries (client_id, seq) where waiting is not null;
    create index webhook_deliveries_released on webhook_deliveries (client_id) where waiting = 'released';
    -- Set (under the webhook's row lock) when a delivery is parked; cleared when none is left.
    alter table webhooks add column has_waiting boolean not null default false;
    -- Attempts in flight, counted per client at every claim.
    create index webhook_delivery_attempts_in_progress on webhook_delivery_attempts (started_at) where outcome = 'in_progress';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index webhook_delivery_attempts_in_progress;
    alter table webhooks drop column has_waiting;
    alter table webhook_deliveries drop column waiting;
    alter table webhooks add column secret_fingerprint text not null default 'unknown', add column previous_secret_fingerprint text;
  `);
}
