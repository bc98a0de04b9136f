import type { Knex } from 'knex';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import * as initial from './migrations/001-initial.js';
import * as webhooks from './migrations/002-webhooks.js';
import * as rateLimits from './migrations/003-rate-limits.js';
import * as webhookHealth from './migrations/004-webhook-health.js';
import * as webhookHardening from './migrations/005-webhook-hardening.js';
import * as changeLog from './migrations/006-change-log.js';
import * as parkedDeliveries from './migrations/007-parked-deliveries.js';
import * as idempotencyKeys from './migrations/008-idempotency-keys.js';
import * as sandboxAndEndpoints from './migrations/009-sandbox-and-endpoints.js';
import * as opaqueRecordIds from './migrations/010-opaque-record-ids.js';
import * as dueDeliveries from './migrations/011-due-deliveries.js';
import * as partnerData from './migrations/012-partner-data.js';
import * as sealedOwners from './migrations/013-sealed-owners.js';

/** What a migration that rewrites sealed values needs besides the database (013: SECRET_KEY). */
export interface MigrationContext {
  secretKey?: Buffer;
}
import * as browserOrigins from './migrations/016-browser-origins.js';

interface Migration {
  name: string;
  up(knex: Knex, context: MigrationContext): Promise<void>;
  down(knex: Knex, context: MigrationContext): Promise<void>;
}

/** Migrations are imported modules, so the same list works from TypeScript (tests) and dist/. */
export const MIGRATIONS: Migration[] = [
  initial,
  webhooks,
  rateLimits,
  webhookHealth,
  webhookHardening,
  changeLog,
  parkedDeliveries,
  idempotencyKeys,
  sandboxAndEndpoints,
  opaqueRecordIds,
  dueDeliveries,
  partnerData,
  sealedOwners,
  browserOrigins,
];

const migrationSourceWith = (context: MigrationContext): Knex.MigrationSource<Migration> => ({
  getMigrations: () => Promise.resolve(MIGRATIONS),
  getMigrationName: (migration) => migration.name,
  getMigration: (migration) => Promise.resolve({ up: (knex: Knex) => migration.up(knex, context), down: (knex: Knex) => migration.down(knex, context) }),
});
const migrationSource = migrationSourceWith({});

/**
 * Applies the service's and graphile-worker's migrations; safe to run from several processes.
 * `secretKey` (SECRET_KEY) lets a migration re-seal stored secrets; without it such a migration
 * runs only on a database that holds none.
 */
export async function migrate(knex: Knex, url: string, secretKey?: Buffer): Promise<{ applied: string[] }> {
  const [, applied] = (await knex.migrate.latest({ migrationSource: migrationSourceWith({ secretKey }) })) as [number, string[]];
  await runWorkerMigrations({ connectionString: url, logger: undefined });
  return { applied };
}

/** True when every migration of this build is applied (used by /readyz). */
export async function migrationsAreCurrent(knex: Knex): Promise<boolean> {
  const [completed, pending] = (await knex.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  return completed.length > 0 && pending.length === 0;
}
