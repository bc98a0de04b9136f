import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { requestHash } from '../../../src/accounts/idempotency-keys.js';
import { idempotencyDigestKey, requestDigest } from '../../../src/shared/sealed-values.js';
import { PRUNE_IDEMPOTENCY_KEYS_TASK } from '../../../src/accounts/tasks/prune-idempotency-keys.js';
import { expectContractResponse } from '../../support/contract.js';
import { eventually } from '../../support/eventually.js';
import { buildProduct, clientRow, countsOf, subscriptionRows, validGtin } from '../../support/fixtures.js';
import { request, type ApiResponse, type RequestOptions } from '../../support/http.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { createKnex } from '../../../src/db/database.js';
import { startHttpServer } from '../../../src/http/server.js';
import { createHttpApp, createServices } from '../../../src/runtime.js';
import { createLogger } from '../../../src/shared/logger.js';

/**
 * Idempotency-Key on POST and DELETE (the contract's *Idempotent retries*): the first successful
 * answer replayed for 24 hours, 422 for another request under the same key, 409 while the first
 * runs, keys per client, failed requests keep nothing, expired keys forgotten and pruned.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const REPLAYED = 'idempotent-replayed';

function send(path: string, apiKey: string, key: string | undefined, options: RequestOptions = {}): Promise<ApiResponse<any>> {
  return request(`${app.baseUrl}${path}`, { apiKey, ...options, headers: { ...options.headers, ...(key === undefined ? {} : { 'Idempotency-Key': key }) } });
}
const bulk = (apiKey: string, key: string | undefined, json: unknown) => send('/subscribe/', apiKey, key, { json });
const rich = (apiKey: string, key: string | undefined, json: unknown) => send('/subscribe/more/add', apiKey, key, { json });

async function keyRows(clientName?: string): Promise<{ key: string; response_status: number | null }[]> {
  const query = app.db.knex('idempotency_keys').select('key', 'response_status').orderBy('key');
  if (clientName) void query.where({ client_id: (await clientRow(app, clientName)).id });
  return query;
}
const count = async (table: string) => Number(((await app.db.knex(table).count('* as count')) as [{ count: string }])[0].count);

describe('a retry with the same key and the same request', () => {
  it('when a bulk subscribe is retried, then the first answer is replayed byte for byte and nothing is written or counted again', async () => {
    const { apiKey, name } = await app.createClient(undefined, 2);
    const key = randomUUID();
    const products = [buildProduct({ gtin: validGtin(1) }), buildProduct({ gtin: validGtin(2) }), buildProduct({ gtin: validGtin(3) })];

    const first = await bulk(apiKey, key, products);
    const rowsAfterFirst = await subscriptionRows(app, name);
    const changesAfterFirst = await count('change_log');
    const retry = await bulk(apiKey, key, products);

    expectContractResponse('subscribeProducts', first);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED)).toBeNull();
    expect(first.body).toMatchObject({ productsSubscribed: 0, unknownProductsSubscribed: 2, productsSkipped: 1 });
    expectContractResponse('subscribeProducts', retry);
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(retry.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(retry.text).toBe(first.text);
    // Carried out again, the update would have touched both rows (updated_at) and the count.
    expect(await subscriptionRows(app, name)).toEqual(rowsAfterFirst);
    expect(await countsOf(app, name)).toEqual({ currentCount: 2, rows: 2 });
    expect(await count('change_log')).toBe(changesAfterFirst);
    expect(retry.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('when the retry sends the members of its JSON objects in another order, then it is the same request and is replayed', async () => {
    const { apiKey } = await app.createClient();
    const key = randomUUID();

    const first = await rich(apiKey, key, { gtin: validGtin(10), name: 'Havre', client_identifier: 'SKU-10' });
    const retry = await request(`${app.baseUrl}/subscribe/add/more`, { apiKey, json: { client_identifier: 'SKU-10', name: 'Havre', gtin: validGtin(10) }, headers: { 'Idempotency-Key': key } });

    expect(first.body.action).toBe('subscription_created');
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(retry.body.action).toBe('subscription_created');
  });

  it('when a DELETE is retried, then the first 200 is replayed instead of a 404', async () => {
    const { apiKey } = await app.createClient();
    await rich(apiKey, undefined, { gtin: validGtin(20) });
    const key = randomUUID();

    const first = await send(`/subscribe/${validGtin(20)}`, apiKey, key, { method: 'DELETE' });
    const retry = await send(`/subscribe/${validGtin(20)}`, apiKey, key, { method: 'DELETE' });
    const withoutKey = await send(`/subscribe/${validGtin(20)}`, apiKey, undefined, { method: 'DELETE' });

    expect(first.status).toBe(200);
    expectContractResponse('unsubscribeProduct', retry);
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(retry.text).toBe(first.text);
    expect(withoutKey.status).toBe(404);
  });

  it('when a preview or a batch read carries a key, then the key is accepted and ignored: nothing is kept and a retry is answered afresh', async () => {
    const { apiKey, name } = await app.createClient();
    const key = randomUUID();
    const gtin = validGtin(30);
    const options = { json: { gtin, ingredients: 'havre, vatten' }, headers: { 'Accept-Language': 'sv' } };

    const preview = await send('/products/preview', apiKey, key, options);
    const previewAgain = await send('/products/preview', apiKey, key, options);
    const batch = await send('/products/batch', apiKey, key, { json: { gtins: [gtin] } });
    await rich(apiKey, undefined, { gtin });
    const batchAgain = await send('/products/batch', apiKey, key, { json: { gtins: [gtin] } });

    expect([preview.status, previewAgain.status, batch.status, batchAgain.status]).toEqual([200, 200, 200, 200]);
    expectContractResponse('previewProduct', previewAgain);
    expectContractResponse('batchGetProducts', batchAgain);
    expect([preview, previewAgain, batch, batchAgain].map((answer) => answer.headers.get(REPLAYED))).toEqual([null, null, null, null]);
    expect(previewAgain.headers.get('content-language')).toBe('sv');
    expect(previewAgain.text).toBe(preview.text);
    // The same key, another operation: no 422, as nothing was kept under it.
    expect(batch.body.products[0].status).toBe('not_subscribed');
    expect(batchAgain.body.products[0].status).toBe('subscribed');
    expect(await keyRows(name)).toEqual([]);
  });
});

describe('an answer that carries a secret shown once', () => {
  it('when a secret rotation is retried, then the same secret is replayed (no second rotation), and the kept answer is sealed at rest', async () => {
    const { apiKey, name } = await app.createClient();
    const created = await send('/webhook/endpoint', apiKey, undefined, { method: 'PUT', json: { url: 'http://127.0.0.1:9/hook' } });
    const key = randomUUID();

    const rotated = await send('/webhook/endpoint/rotate-secret', apiKey, key, { method: 'POST' });
    const secretAfterFirst = await app.db.knex('webhooks').where({ client_id: (await clientRow(app, name)).id }).first('secret_encrypted', 'previous_secret_encrypted');
    const retry = await send('/webhook/endpoint/rotate-secret', apiKey, key, { method: 'POST' });
    const secretAfterRetry = await app.db.knex('webhooks').where({ client_id: (await clientRow(app, name)).id }).first('secret_encrypted', 'previous_secret_encrypted');
    const [kept] = await app.db.knex('idempotency_keys').where({ key }).select<{ response_body: Buffer }[]>('response_body');

    expect(created.status, created.text).toBe(200);
    expectContractResponse('rotateWebhookSecret', retry);
    expect(rotated.status).toBe(200);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(retry.body.secret).toBe(rotated.body.secret);
    expect(secretAfterRetry).toEqual(secretAfterFirst);
    expect(kept!.response_body.toString('latin1')).not.toContain(rotated.body.secret.slice('whsec_'.length, 20));
    expect(kept!.response_body.toString('latin1')).not.toContain('whsec_');
  });
});

describe('the same key with a different request', () => {
  it.each([
    ['another body', (apiKey: string, key: string) => bulk(apiKey, key, [buildProduct({ gtin: validGtin(41) })])],
    ['another operation', (apiKey: string, key: string) => rich(apiKey, key, { gtin: validGtin(40) })],
    ['another path parameter', (apiKey: string, key: string) => send(`/subscribe/${validGtin(40)}`, apiKey, key, { method: 'DELETE' })],
  ])('when it has %s, then 422 names the header and nothing is carried out', async (_case, other) => {
    const { apiKey, name } = await app.createClient();
    const key = randomUUID();
    const first = await bulk(apiKey, key, [buildProduct({ gtin: validGtin(40) })]);
    const rowsBefore = await subscriptionRows(app, name);

    const reused = await other(apiKey, key);

    expect(first.status).toBe(200);
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reused.body).toMatchObject({ type: '/problems/idempotency-key-reused', errors: [{ header: 'Idempotency-Key' }] });
    expect(await subscriptionRows(app, name)).toEqual(rowsBefore);
    expect(await keyRows(name)).toEqual([{ key, response_status: 200 }]);
  });
});

describe('keys belong to one client', () => {
  it('when another client sends the same key, then its request runs for it, and neither sees the other\'s answer', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    const key = randomUUID();
    const body = [buildProduct({ gtin: validGtin(50) })];

    const byA = await bulk(a.apiKey, key, body);
    const byBSame = await bulk(b.apiKey, key, body);
    const byBAgain = await bulk(b.apiKey, key, body);
    const byADifferent = await bulk(a.apiKey, key, [buildProduct({ gtin: validGtin(51) })]);

    expect(byBSame.status).toBe(200);
    expect(byBSame.headers.get(REPLAYED)).toBeNull();
    expect(byBSame.body.client).toBe(b.name);
    expect(byBAgain.headers.get(REPLAYED)).toBe('true');
    expect(byBAgain.body.client).toBe(b.name);
    expect(byA.body.client).toBe(a.name);
    expect(byADifferent.status).toBe(422);
    expect(await countsOf(app, b.name)).toEqual({ currentCount: 1, rows: 1 });
    expect(await keyRows(a.name)).toEqual([{ key, response_status: 200 }]);
    expect(await keyRows(b.name)).toEqual([{ key, response_status: 200 }]);
  });
});

describe('a failed request keeps nothing', () => {
  it('when the first attempt fails (409 at max_limit), then no key is kept and the retry with the same key runs afresh', async () => {
    const { apiKey, name } = await app.createClient(undefined, 1);
    await rich(apiKey, undefined, { gtin: validGtin(60) });
    const key = randomUUID();

    const refused = await rich(apiKey, key, { gtin: validGtin(61) });
    const keysAfterRefusal = await keyRows(name);
    await app.services.clientService.setLimit(name, 2);
    const retry = await rich(apiKey, key, { gtin: validGtin(61) });

    expect(refused.status).toBe(409);
    expect(refused.body.type).toBe('/problems/subscription-limit-reached');
    expect(keysAfterRefusal).toEqual([]);
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED)).toBeNull();
    expect(retry.body.action).toBe('subscription_created');
    expect(await keyRows(name)).toEqual([{ key, response_status: 200 }]);
  });

  it.each([
    ['a body that breaks the contract (400)', (apiKey: string, key: string) => bulk(apiKey, key, [{ gtin: 'not-a-gtin' }])],
    ['a wrong check digit (400 from the service)', (apiKey: string, key: string) => rich(apiKey, key, { gtin: '7310865071858' })],
    ['a subscription that does not exist (404)', (apiKey: string, key: string) => send(`/subscribe/${validGtin(70)}`, apiKey, key, { method: 'DELETE' })],
  ])('when the request has %s, then no key is kept', async (_case, failing) => {
    const { apiKey, name } = await app.createClient();

    const response = await failing(apiKey, randomUUID());

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await keyRows(name)).toEqual([]);
  });

  it.each([
    ['no character', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a space', 'two words'],
    ['a non-ASCII character', 'nyckel-ö'],
  ])('when the key has %s, then 400 names the header and nothing is carried out', async (_case, key) => {
    const { apiKey, name } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [buildProduct({ gtin: validGtin(80) })], headers: { 'Idempotency-Key': key } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { header?: string }) => error.header?.toLowerCase())).toContain('idempotency-key');
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when a GET carries a key, then it is ignored (reads need none)', async () => {
    const { apiKey, name } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey, headers: { 'Idempotency-Key': randomUUID() } });

    expect(response.status).toBe(200);
    expect(await keyRows(name)).toEqual([]);
  });
});

describe('a retry while the first request is still running', () => {
  it('when the first holds its key (blocked on the account lock), then the retry gets 409 with Retry-After, and once it finishes its answer is replayed', async () => {
    const { apiKey, name } = await app.createClient();
    const { id } = await clientRow(app, name);
    const key = randomUUID();
    const body = { gtin: validGtin(90), name: 'Långsam' };
    // The test holds the account's row lock, which every subscription write takes first.
    let releaseLock!: () => void;
    const lockHeld = new Promise<void>((resolve) => {
      void app.db.knex.transaction(async (trx: Knex.Transaction) => {
        await trx('clients').where({ id }).forUpdate().first('id');
        resolve();
        await new Promise<void>((release) => (releaseLock = release));
      });
    });
    await lockHeld;

    const firstPromise = rich(apiKey, key, body);
    await eventually(() => keyRows(name), (rows) => rows.length === 1);
    const duringFirst = await rich(apiKey, key, body);
    const otherBodyDuringFirst = await rich(apiKey, key, { ...body, name: 'Annan' });
    releaseLock();
    const first = await firstPromise;
    const afterFirst = await rich(apiKey, key, body);

    expectContractResponse('subscribeProduct', duringFirst);
    expect(duringFirst.status).toBe(409);
    expect(duringFirst.body).toMatchObject({ type: '/problems/idempotent-request-in-progress', errors: [{ header: 'Idempotency-Key' }] });
    expect(Number(duringFirst.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(otherBodyDuringFirst.status).toBe(422);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED)).toBeNull();
    expect(afterFirst.headers.get(REPLAYED)).toBe('true');
    expect(afterFirst.text).toBe(first.text);
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when eight identical requests race, then exactly one is carried out and the others are a 409 or its replay', async () => {
    const { apiKey, name } = await app.createClient();
    const key = randomUUID();
    const body = Array.from({ length: 50 }, (_value, index) => buildProduct({ gtin: validGtin(1000 + index) }));

    const answers = await Promise.all(Array.from({ length: 8 }, () => bulk(apiKey, key, body)));

    const carriedOut = answers.filter((answer) => answer.status === 200 && answer.headers.get(REPLAYED) === null);
    expect(carriedOut).toHaveLength(1);
    for (const answer of answers) {
      if (answer === carriedOut[0]) continue;
      if (answer.status === 200) expect(answer.text).toBe(carriedOut[0]!.text);
      else expect(answer.status).toBe(409);
    }
    expect(await countsOf(app, name)).toEqual({ currentCount: 50, rows: 50 });
  });

  it('when the process that ran the first died before answering (its lease ran out), then a retry takes the key over and runs', async () => {
    const { apiKey, name } = await app.createClient();
    const { id } = await clientRow(app, name);
    const body = { gtin: validGtin(95) };
    const digest = requestDigest(idempotencyDigestKey(Buffer.from(TEST_SECRET_KEY, 'hex')), Number(id), requestHash({ operationId: 'subscribeProduct', params: {}, query: {}, body }));
    const held = { client_id: id, request_digest: digest, run_id: randomUUID(), response_status: null };
    await app.db.knex('idempotency_keys').insert([
      { ...held, key: 'lease-running', lease_until: app.db.knex.raw("now() + interval '4 minutes'") },
      { ...held, key: 'lease-over', lease_until: app.db.knex.raw("now() - interval '1 second'") },
    ]);

    const stillHeld = await rich(apiKey, 'lease-running', body);
    const takenOver = await rich(apiKey, 'lease-over', body);

    expect(stillHeld.status).toBe(409);
    expect(takenOver.status).toBe(200);
    expect(takenOver.headers.get(REPLAYED)).toBeNull();
    expect(await keyRows(name)).toEqual([{ key: 'lease-over', response_status: 200 }, { key: 'lease-running', response_status: null }]);
  });
});

describe('two API processes on one database', () => {
  it('when the retry reaches another API process, then that process replays the answer the first one kept', async () => {
    // A second API with its own pool, stores and caches on the same database, as a second process has.
    const knex = createKnex(app.database.url, 2);
    const logger = createLogger('silent');
    const services = createServices(app.config, { knex, url: app.database.url, close: () => knex.destroy() }, logger);
    const server = await startHttpServer(await createHttpApp(app.config, services, logger), 0, '127.0.0.1', app.config.requestTimeoutMs);
    try {
      const { apiKey, name } = await app.createClient();
      const key = randomUUID();
      const body = [buildProduct({ gtin: validGtin(120) })];

      const first = await bulk(apiKey, key, body);
      const elsewhere = await request(`${server.origin}/v2/subscribe/`, { apiKey, json: body, headers: { 'Idempotency-Key': key } });

      expect(first.status).toBe(200);
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.headers.get(REPLAYED)).toBe('true');
      expect(elsewhere.text).toBe(first.text);
      expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
    } finally {
      await server.close();
      await knex.destroy();
    }
  });
});

describe('after 24 hours', () => {
  const age = (clientName: string, key: string, interval: string) =>
    clientRow(app, clientName).then(({ id }) => app.db.knex('idempotency_keys').where({ client_id: id, key }).update({ created_at: app.db.knex.raw(`now() - interval '${interval}'`) }));

  it('when the key is older than 24 hours, then it is forgotten: the same key runs afresh, even with another body', async () => {
    const { apiKey, name } = await app.createClient();
    const key = randomUUID();
    await bulk(apiKey, key, [buildProduct({ gtin: validGtin(110) })]);
    await age(name, key, '23 hours 59 minutes');
    const within = await bulk(apiKey, key, [buildProduct({ gtin: validGtin(110) })]);
    await age(name, key, '24 hours 1 second');

    const after = await bulk(apiKey, key, [buildProduct({ gtin: validGtin(111) })]);

    expect(within.headers.get(REPLAYED)).toBe('true');
    expect(after.status).toBe(200);
    expect(after.headers.get(REPLAYED)).toBeNull();
    expect(await countsOf(app, name)).toEqual({ currentCount: 2, rows: 2 });
  });

  it('when the pruning task runs, then keys older than 24 hours are deleted and younger ones kept', async () => {
    const { apiKey, name } = await app.createClient();
    const [old, recent] = [randomUUID(), randomUUID()];
    await bulk(apiKey, old, []);
    await bulk(apiKey, recent, []);
    await age(name, old, '25 hours');
    await age(name, recent, '23 hours');

    await app.services.tasks[PRUNE_IDEMPOTENCY_KEYS_TASK]({}, {} as never);

    expect((await keyRows(name)).map((row) => row.key)).toEqual([recent]);
  });

  it('the pruning task is scheduled hourly by graphile-worker, once for all worker processes', async () => {
    const worker = await app.services.startWorker();
    try {
      // The cron scheduler registers its items just after the worker starts.
      const identifiers = await eventually(
        async () => (await app.db.knex.raw<{ rows: { identifier: string }[] }>('select identifier from graphile_worker._private_known_crontabs')).rows.map((row) => row.identifier),
        (known) => known.includes(PRUNE_IDEMPOTENCY_KEYS_TASK),
      );
      expect(identifiers).toContain(PRUNE_IDEMPOTENCY_KEYS_TASK);
    } finally {
      await worker.stop();
    }
  });
});
