import type { Knex } from 'knex';
import { problem } from '../shared/app-error.js';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key.js';
import type { ApiKeyInfo, Client, ClientMode, ClientStore } from './client-store.js';
import { emptySandbox, type EmptiedSandbox } from './sandbox-store.js';

export const clientNotFound = (name: string) => problem.noSuchClient(name);

/** The operator's account management, used by the `pss client` commands. */
export function createClientService(db: Knex, store: ClientStore) {
  async function requireClient(name: string): Promise<Client> {
    const client = await store.findByName(name);
    if (!client) throw clientNotFound(name);
    return client;
  }

  /** The live client of that name, or (`test`) its sandbox, which must exist. */
  async function requireClientOfMode(name: string, mode: ClientMode): Promise<Client> {
    const live = await requireClient(name);
    if (mode === 'live') return live;
    const sandbox = await store.findSandbox(db, live.id);
    if (!sandbox) throw problem.noSandbox(live.name);
    return sandbox;
  }

  async function issueKey(trx: Knex, clientId: number, mode: ClientMode = 'live'): Promise<string> {
    const apiKey = generateApiKey(mode);
    await store.insertApiKey(trx, clientId, hashApiKey(apiKey), apiKeyDisplayPrefix(apiKey), mode);
    return apiKey;
  }

  return {
    requireClient,

    /** Creates a client and its first API key; the key is returned once and stored only as a hash. */
    async create(name: string, maxLimit: number): Promise<{ client: Client; apiKey: string }> {
      const trimmed = name.trim();
      if (trimmed === '' || trimmed.length > 200) {
        throw problem.invalidClientName();
      }
      if (!Number.isInteger(maxLimit) || maxLimit < 0) {
        throw problem.invalidMaxLimit();
      }
      // Checked before the transaction, which then writes only: a name taken meanwhile still fails on the unique index.
      if (await store.findByName(trimmed)) {
        throw problem.clientExists(trimmed);
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

    /** `mode` `test` sets the sandbox's own limit, apart from the live one. */
    async setLimit(name: string, maxLimit: number, mode: ClientMode = 'live'): Promise<Client> {
      if (!Number.isInteger(maxLimit) || maxLimit < 0) {
        throw problem.invalidMaxLimit();
      }
      return store.update((await requireClientOfMode(name, mode)).id, { maxLimit });
    },

    async setRateLimit(name: string, perMinute: number | null, mode: ClientMode = 'live'): Promise<Client> {
      if (perMinute !== null && (!Number.isInteger(perMinute) || perMinute < 1)) {
        throw problem.invalidRateLimit();
      }
      return store.update((await requireClientOfMode(name, mode)).id, { rateLimitPerMinute: perMinute });
    },

    /** Suspends or activates the client and its sandbox together; `sandbox` is returned for resuming its deliveries. */
    async setStatus(name: string, status: 'active' | 'suspended'): Promise<Client & { sandbox?: Client }> {
      const { live, sandbox } = await store.updateStatus((await requireClient(name)).id, status);
      return sandbox ? { ...live, sandbox } : live;
    },

    /**
     * Issues one more key without revoking the others: a `live` key, or a `test` key that opens the
     * client's sandbox. The sandbox is created with its first test key, empty, with the live
     * client's subscription limit and status; it has its own data, limits and rate-limit counter.
     */
    async createKey(name: string, mode: ClientMode): Promise<{ client: Client; apiKey: string; sandboxCreated: boolean }> {
      const live = await requireClient(name);
      return db.transaction(async (trx) => {
        if (mode === 'live') return { client: live, apiKey: await issueKey(trx, live.id), sandboxCreated: false };
        // The live row's lock makes two first test keys issued at once share one sandbox.
        await store.lockForUpdate(trx, live.id);
        const existing = await store.findSandbox(trx, live.id);
        const sandbox = existing ?? (await store.insertSandbox(trx, live));
        return { client: sandbox, apiKey: await issueKey(trx, sandbox.id, 'test'), sandboxCreated: !existing };
      });
    },

    /** Revokes every key of the mode (running servers stop accepting them within AUTH_CACHE_MS); returns how many. */
    async revokeKeys(name: string, mode: ClientMode): Promise<{ client: Client; revoked: number }> {
      const live = await requireClient(name);
      const client = mode === 'live' ? live : await store.findSandbox(db, live.id);
      if (!client) return { client: live, revoked: 0 };
      return { client, revoked: await store.revokeApiKeys(db, client.id) };
    },

    /** The live client of that name and its sandbox, when it has one. */
    async withSandbox(name: string): Promise<{ client: Client; sandbox: Client | undefined }> {
      const live = await requireClient(name);
      return { client: live, sandbox: await store.findSandbox(db, live.id) };
    },

    /** The keys of the client and its sandbox (display prefixes only), and the sandbox itself when it has one. */
    async keys(name: string): Promise<{ client: Client; sandbox: Client | undefined; keys: ApiKeyInfo[] }> {
      const live = await requireClient(name);
      const sandbox = await store.findSandbox(db, live.id);
      return { client: live, sandbox, keys: await store.listApiKeys(sandbox ? [live.id, sandbox.id] : [live.id]) };
    },

    /**
     * Empties the client's sandbox: its subscriptions and records, change feed (cursors from
     * before expire), webhook deliveries and idempotency keys go; its keys, limits and webhook
     * endpoint stay, so the partner starts again from nothing with the same test keys.
     */
    async resetSandbox(name: string): Promise<{ client: Client; removed: EmptiedSandbox }> {
      const sandbox = await requireClientOfMode(name, 'test');
      return db.transaction(async (trx) => {
        // The row's lock keeps the sandbox's subscription writes out until the reset commits.
        await store.lockForUpdate(trx, sandbox.id);
        const removed = await emptySandbox(trx, sandbox.id);
        return { client: await store.lockForUpdate(trx, sandbox.id), removed };
      });
    },

    list: () => store.list(),
  };
}
