import type { Knex } from 'knex';
import { problem } from '../shared/app-error.js';
import type { Client } from '../shared/client.js';

const TABLE = 'client_allowed_origins';

/**
 * An origin as browsers send it in `Origin` (scheme, host, port; no path), from what the operator typed, or an
 * error that says why it is none. `https://App.Example.se/` becomes `https://app.example.se`.
 */
export function normaliseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw problem.notAnOrigin(text);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem.notHttpOrigin(text);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw problem.moreThanAnOrigin(text, url.origin);
  }
  return url.origin;
}

/** The account a key belongs to: a sandbox client shares its live client's origins. */
const accountOf = (client: Client) => client.liveClientId ?? client.id;

/**
 * The web origins whose pages may call the API with an account's keys (docs/adr/0089-browser-origins.md). Read on
 * every request that carries `Origin` (browsers only; one indexed look-up), so a change by the operator holds at
 * once in every API process.
 */
export function createBrowserOrigins(db: Knex) {
  return {
    /** Whether any account allows `origin` (a preflight carries no key, so it cannot say which account it is for). */
    async anyAllows(origin: string): Promise<boolean> {
      return (await db(TABLE).where({ origin }).first('origin')) !== undefined;
    },

    /** Whether the account of `client` (live or sandbox) allows `origin`. */
    async allows(client: Client, origin: string): Promise<boolean> {
      return (await db(TABLE).where({ client_id: accountOf(client), origin }).first('origin')) !== undefined;
    },

    async list(client: Client): Promise<string[]> {
      const rows = await db(TABLE).where({ client_id: accountOf(client) }).orderBy('origin').select<{ origin: string }[]>('origin');
      return rows.map((row) => row.origin);
    },

    /** Allows `origin` for the account; true when it was not allowed before. */
    async add(client: Client, origin: string): Promise<boolean> {
      const inserted = await db(TABLE).insert({ client_id: accountOf(client), origin: normaliseOrigin(origin) }).onConflict(['client_id', 'origin']).ignore().returning('origin');
      return inserted.length > 0;
    },

    /** No longer allows `origin` for the account; true when it was allowed. */
    async remove(client: Client, origin: string): Promise<boolean> {
      return (await db(TABLE).where({ client_id: accountOf(client), origin: normaliseOrigin(origin) }).delete()) > 0;
    },
  };
}

export type BrowserOrigins = ReturnType<typeof createBrowserOrigins>;
