import type { Knex } from 'knex';
import type { Client, ClientStatus } from '../shared/client.js';

export type { Client, ClientStatus };

const TABLE = 'clients';
const COLUMNS = ['id', 'name', 'status', 'max_limit', 'current_count', 'rate_limit_per_minute', 'created_at'];

interface ClientRow {
  id: number;
  name: string;
  status: ClientStatus;
  max_limit: number;
  current_count: number;
  rate_limit_per_minute: number | null;
  created_at: Date;
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

    async insertApiKey(trx: Knex, clientId: number, keyHash: Buffer, keyPrefix: string): Promise<void> {
      await trx('api_keys').insert({ client_id: clientId, key_hash: keyHash, key_prefix: keyPrefix });
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

    async findByName(name: string): Promise<Client | undefined> {
      const row = await db(TABLE).where({ name }).first<ClientRow | undefined>(COLUMNS);
      return row ? rowToClient(row) : undefined;
    },

    /** Locks the client's row for the rest of the transaction: all subscription changes of one client queue here. */
    async lockForUpdate(trx: Knex.Transaction, id: number): Promise<Client> {
      const row = await trx(TABLE).where({ id }).forUpdate().first<ClientRow | undefined>(COLUMNS);
      if (!row) throw new Error(`client ${id} vanished`);
      return rowToClient(row);
    },

    async list(): Promise<Client[]> {
      const rows = await db(TABLE).orderBy('name').select<ClientRow[]>(COLUMNS);
      return rows.map(rowToClient);
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
      const row = await db(TABLE).count<{ count: number }>('* as count').first();
      return Number(row?.count ?? 0);
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;
