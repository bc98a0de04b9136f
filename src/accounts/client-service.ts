import type { Knex } from 'knex';
import { AppError } from '../shared/app-error.js';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key.js';
import type { Client, ClientStore } from './client-store.js';

export const clientNotFound = (name: string) =>
  new AppError('client-not-found', `There is no client named "${name}". List clients with: pss client list`);

/** The operator's account management, used by the `pss client` commands. */
export function createClientService(db: Knex, store: ClientStore) {
  async function requireClient(name: string): Promise<Client> {
    const client = await store.findByName(name);
    if (!client) throw clientNotFound(name);
    return client;
  }

  async function issueKey(trx: Knex, clientId: number): Promise<string> {
    const apiKey = generateApiKey();
    await store.insertApiKey(trx, clientId, hashApiKey(apiKey), apiKeyDisplayPrefix(apiKey));
    return apiKey;
  }

  return {
    requireClient,

    /** Creates a client and its first API key; the key is returned once and stored only as a hash. */
    async create(name: string, maxLimit: number): Promise<{ client: Client; apiKey: string }> {
      const trimmed = name.trim();
      if (trimmed === '' || trimmed.length > 200) {
        throw new AppError('invalid-client-name', 'A client name has 1 to 200 characters.');
      }
      if (!Number.isInteger(maxLimit) || maxLimit < 0) {
        throw new AppError('invalid-max-limit', 'The max limit is a whole number of 0 or more.');
      }
      // Checked before the transaction, which then writes only: a name taken meanwhile still fails on the unique index.
      if (await store.findByName(trimmed)) {
        throw new AppError('client-exists', `A client named "${trimmed}" already exists.`);
      }
      return db.transaction(async (trx) => {
        const client = await store.insert(trx, trimmed, maxLimit);
        return { client, apiKey: await issueKey(trx, client.id) };
      });
    },

    /** Revokes every key of the client and issues a new one. */
    async rotateKey(name: string): Promise<{ client: Client; apiKey: string }> {
      const client = await requireClient(name);
      const apiKey = await db.transaction(async (trx) => {
        await store.revokeApiKeys(trx, client.id);
        return issueKey(trx, client.id);
      });
      return { client, apiKey };
    },

    async setLimit(name: string, maxLimit: number): Promise<Client> {
      if (!Number.isInteger(maxLimit) || maxLimit < 0) {
        throw new AppError('invalid-max-limit', 'The max limit is a whole number of 0 or more.');
      }
      return store.update((await requireClient(name)).id, { maxLimit });
    },

    async setRateLimit(name: string, perMinute: number | null): Promise<Client> {
      if (perMinute !== null && (!Number.isInteger(perMinute) || perMinute < 1)) {
        throw new AppError('invalid-rate-limit', 'The rate limit is a whole number of requests per minute, 1 or more.');
      }
      return store.update((await requireClient(name)).id, { rateLimitPerMinute: perMinute });
    },

    async setStatus(name: string, status: 'active' | 'suspended'): Promise<Client> {
      return store.update((await requireClient(name)).id, { status });
    },

    list: () => store.list(),
  };
}
