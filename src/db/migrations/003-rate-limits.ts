import type { Knex } from 'knex';

export const name = '003-rate-limits';

/**
 * The store of rate-limiter-flexible's PostgreSQL limiter, shared by every API process. Unlogged:
 * counters need no WAL flush per request, and losing them in a crash only resets a minute's window.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create unlogged table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table rate_limits');
}
