import type { Knex } from 'knex';

export const name = '005-webhook-hardening';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Fingerprints are now an HMAC under SECRET_KEY, computed when shown. The stored ones were 32
    -- bits of the secrets' unsalted SHA-256, enough to test guesses of a weak secret from a backup.
    alter table webhooks drop column secret_fingerprint, drop column previous_secret_fingerprint;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhooks add column secret_fingerprint text not null default 'unknown', add column previous_secret_fingerprint text;
  `);
}
