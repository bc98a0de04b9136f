import type { Knex } from 'knex';

export const name = '016-browser-origins';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- The web origins whose pages may call the API with an account's keys (docs/adr/0089-browser-origins.md):
    -- set by the operator (pss client origin add), per account (the live client; its sandbox shares them).
    -- An origin is a scheme, host and port as browsers send it in Origin: no path, no trailing slash. (No question
    -- mark in the pattern: knex.raw reads one as a binding.)
    create table client_allowed_origins (
      client_id bigint not null references clients (id) on delete cascade,
      origin text not null check (origin ~ '^https{0,1}://[^/#@]+$' and length(origin) <= 255),
      created_at timestamptz not null default now(),
      primary key (client_id, origin)
    );
    -- A preflight carries no key: it asks whether any account allows its origin.
    create index client_allowed_origins_origin on client_allowed_origins (origin);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table client_allowed_origins');
}
