import type { Knex } from 'knex';

export const name = '010-opaque-record-ids';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Record ids are subscription ids, numbered for all clients together, so a partner could count
    -- the others' subscriptions between two of its own. Subscriptions from here on are shown under
    -- an id encrypted per client (subscriptions/record-ids.ts); the ones that exist now keep the id
    -- their partner has already seen. One row: the first subscription id of the new kind.
    create table record_id_scheme (
      singleton boolean primary key default true check (singleton),
      opaque_from bigint not null
    );
    insert into record_id_scheme (opaque_from) select nextval(pg_get_serial_sequence('subscriptions', 'id'));
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table record_id_scheme');
}
