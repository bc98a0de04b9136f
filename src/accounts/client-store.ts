import type { Knex } from 'knex';
import type { Client, ClientMode, ClientStatus } from '../shared/client.js';

export type { Client, ClientMode, ClientStatus };

const TABLE = 'clients';
const COLUMNS = ['id', 'name', 'status', 'max_limit', 'current_count', 'rate_limit_per_minute', 'created_at', 'mode', 'live_client_id'];

interface ClientRow {
  id: number;
  name: string;
  status: ClientStatus;
  max_limit: number;
  current_count: number;
  rate_limit_per_minute: number | null;
  created_at: Date;
  mode: ClientMode;
  live_client_id: number | null;
}

/** An issued key as the operator may see it: never the key, only its display prefix. */
export interface ApiKeyInfo {
  prefix: string;
  mode: ClientMode;
  createdAt: Date;
  revokedAt: Date | null;
}

function rowToClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    maxLimit: row.max_limit,
    currentCount: row.current_count,
    rateLimitPerMinute: row.rate_limit_per_minute,
    createdAt: row.created_at,
    mode: row.mode,
    liveClientId: row.live_client_id,
  };
}

/**
 * Clients and their API keys. A method that runs in the caller's transaction takes it first
 * (`insert`, `insertApiKey`, `revokeApiKeys`, `lockForUpdate`); the others run on their own.
 */
export function createClientStore(db: Knex) {
  return {
    async insert(trx: Knex, name: string, maxLimit: number): Promise<Client> {
      const [row] = await trx(TABLE).insert({ name, max_limit: maxLimit }).returning<ClientRow[]>(COLUMNS);
      return rowToClient(row!);
    },

    /** A client's sandbox: a client row of its own in mode `test`, linked to its live client. */
    async insertSandbox(trx: Knex, live: Client): Promise<Client> {
      const [row] = await trx(TABLE)
        .insert({ name: live.name, max_limit: live.maxLimit, status: live.status, mode: 'test', live_client_id: live.id })
        .returning<ClientRow[]>(COLUMNS);
      return rowToClient(row!);
    },

    async findSandbox(executor: Knex, liveClientId: number): Promise<Client | undefined> {
      const row = await executor(TABLE).where({ live_client_id: liveClientId }).first<ClientRow | undefined>(COLUMNS);
      return row ? rowToClient(row) : undefined;
    },

    /** The key's mode must be its client's: the (client_id, mode) reference refuses anything else. */
    async insertApiKey(trx: Knex, clientId: number, keyHash: Buffer, keyPrefix: string, mode: ClientMode = 'live'): Promise<void> {
      await trx('api_keys').insert({ client_id: clientId, key_hash: keyHash, key_prefix: keyPrefix, mode });
    },

    /** Every key of these clients (a live client and its sandbox), newest first. */
    async listApiKeys(clientIds: number[]): Promise<ApiKeyInfo[]> {
      const rows = await db('api_keys').whereIn('client_id', clientIds).orderBy('id', 'desc')
        .select<{ key_prefix: string; mode: ClientMode; created_at: Date; revoked_at: Date | null }[]>('key_prefix', 'mode', 'created_at', 'revoked_at');
      return rows.map((row) => ({ prefix: row.key_prefix, mode: row.mode, createdAt: row.created_at, revokedAt: row.revoked_at }));
    },

    async revokeApiKeys(trx: Knex, clientId: number): Promise<number> {
      return trx('api_keys').where({ client_id: clientId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
    },

    /** The client owning a live key, with the stored hash for a constant-time comparison. */
    async findByApiKeyHash(keyHash: Buffer): Promise<{ client: Client; keyHash: Buffer } | undefined> {
      const row = await db('api_keys as k')
        .join('clients as c', 'c.id', 'k.client_id')
        .where('k.key_hash', keyHash)
        .whereNull('k.revoked_at')
        .first<(ClientRow & { key_hash: Buffer }) | undefined>(...COLUMNS.map((column) => `c.${column}`), 'k.key_hash');
      return row ? { client: rowToClient(row), keyHash: row.key_hash } : undefined;
    },

    /** The hashes of every key not revoked (the authenticator's index of issued keys). */
    async liveKeyHashes(): Promise<Buffer[]> {
      const rows = await db('api_keys').whereNull('revoked_at').select<{ key_hash: Buffer }[]>('key_hash');
      return rows.map((row) => row.key_hash);
    },

    async findById(id: number): Promise<Client | undefined> {
      const row = await db(TABLE).where({ id }).first<ClientRow | undefined>(COLUMNS);
      return row ? rowToClient(row) : undefined;
    },

    /** The live client of this name (a sandbox carries its live client's name, and is reached through it). */
    async findByName(name: string): Promise<Client | undefined> {
      const row = await db(TABLE).where({ name, mode: 'live' }).first<ClientRow | undefined>(COLUMNS);
      return row ? rowToClient(row) : undefined;
    },

    /**
     * Locks the client's row for the rest of the transaction: all subscription changes of one client queue here.
     * FOR NO KEY UPDATE, not FOR UPDATE: it still queues every writer of the client, but leaves alone
     * the key-share locks that inserts referencing the client take (a delivery, a change-log entry). With
     * FOR UPDATE a subscribe waiting for the client's delivery-slot lock blocked the record refresh that
     * held that lock and was inserting the client's deliveries: a deadlock, answered 500
     * (test/integration/topology.test.ts).
     */
    async lockForUpdate(trx: Knex.Transaction, id: number): Promise<Client> {
      const row = await trx(TABLE).where({ id }).forNoKeyUpdate().first<ClientRow | undefined>(COLUMNS);
      if (!row) throw new Error(`client ${id} vanished`);
      return rowToClient(row);
    },

    /** The live clients (sandboxes are shown with their live client). */
    async list(): Promise<Client[]> {
      const rows = await db(TABLE).where({ mode: 'live' }).orderBy('name').select<ClientRow[]>(COLUMNS);
      return rows.map(rowToClient);
    },

    /** The status of a live client and its sandbox together: a suspended account's sandbox is suspended too. */
    async updateStatus(id: number, status: ClientStatus): Promise<{ live: Client; sandbox: Client | undefined }> {
      const rows = await db(TABLE).where({ id }).orWhere({ live_client_id: id }).update({ status, updated_at: db.fn.now() }).returning<ClientRow[]>(COLUMNS);
      const clients = rows.map(rowToClient);
      return { live: clients.find((client) => client.id === id)!, sandbox: clients.find((client) => client.mode === 'test') };
    },

    async update(
      id: number,
      changes: Partial<{ status: ClientStatus; maxLimit: number; rateLimitPerMinute: number | null }>,
    ): Promise<Client> {
      const patch: Record<string, unknown> = { updated_at: db.fn.now() };
      if (changes.status !== undefined) patch.status = changes.status;
      if (changes.maxLimit !== undefined) patch.max_limit = changes.maxLimit;
      if (changes.rateLimitPerMinute !== undefined) patch.rate_limit_per_minute = changes.rateLimitPerMinute;
      const [row] = await db(TABLE).where({ id }).update(patch).returning<ClientRow[]>(COLUMNS);
      return rowToClient(row!);
    },

    async count(): Promise<number> {
      const row = await db(TABLE).where({ mode: 'live' }).count<{ count: number }>('* as count').first();
      return Number(row?.count ?? 0);
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;
