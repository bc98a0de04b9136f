import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPssClient,
  PssApiError,
  PssExportIncompleteError,
  verifyWebhookDelivery,
  WebhookVerificationError,
  type PssClient,
  type RichProductSubmission,
} from '../../../clients/typescript/src/index.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { contractViolations, validateSchema } from '../../support/contract.js';
import { loadCatalogue, normalised, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../../support/webhook-receiver.js';

/** The partner client against the real service: real HTTP, its own database, the delivery worker running. */
let app: TestApp;
let worker: { stop(): Promise<void> };
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_RETRY_SCHEDULE: '50ms,100ms', WEBHOOK_TIMEOUT_MS: '2000' });
  worker = await app.services.startWorker();
});
afterAll(async () => {
  await worker?.stop();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await app?.close();
});

/** A new account and a client for it; `requests` records every request the client sent. */
async function partner(maxLimit = 100) {
  const account = await app.createClient(undefined, maxLimit);
  const requests: Request[] = [];
  const pss = createPssClient({
    baseUrl: app.baseUrl,
    apiKey: account.apiKey,
    fetch: async (input) => {
      requests.push(input.clone());
      const response = await fetch(input);
      await expectContractAnswer(input.method, input.url, response.clone());
      return response;
    },
  });
  return { ...account, pss, requests };
}

/** The PssApiError a call rejects with (fails the test if it resolves or throws anything else). */
async function apiError(call: Promise<unknown>): Promise<PssApiError> {
  const error = await call.then(
    (value) => {
      throw new Error(`expected a PssApiError, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(PssApiError);
  return error as PssApiError;
}

/** The typed client's traffic is checked against the contract like every test's (test/support/http.ts). */
async function expectContractAnswer(method: string, url: string, response: Response): Promise<void> {
  const text = await response.text();
  // JSON answers parsed; anything else (the NDJSON export) checked as the text the contract declares.
  const body = text === '' ? undefined : /json/.test(response.headers.get('content-type') ?? '') && !/ndjson/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as unknown) : text;
  expect(contractViolations(method, url, { status: response.status, headers: response.headers, body, text })).toEqual([]);
}

function expectSchema(name: string, data: unknown): void {
  expect(validateSchema(name, data)).toEqual([]);
}

let gtinCounter = 0;
const nextGtin = () => validGtin(++gtinCounter, 13, 4);

describe('createPssClient: account and authentication', () => {
  it('getAccount returns the typed account, with X-API-KEY sent by the middleware on every request', async () => {
    const { pss, name, apiKey, requests } = await partner(25);

    const account = await pss.getAccount();
    await pss.getAccount();

    expectSchema('Account', account);
    expect(account).toEqual({ status: 'active', client: name, subscriptions: { current_count: 0, max_limit: 25 }, mode: 'live' });
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers.get('x-api-key'))).toEqual([apiKey, apiKey]);
    expect(requests[0]?.url).toBe(`${app.baseUrl}/subscribe/account`);
  });

  it('an unknown API key surfaces as PssApiError 401 with the problem fields', async () => {
    const pss = createPssClient({ baseUrl: `${app.baseUrl}/`, apiKey: 'pss_live_not-a-real-key' });

    const error = await apiError(pss.getAccount());

    expect(error).toMatchObject({ name: 'PssApiError', status: 401, type: '/problems/unauthorized', errors: expect.any(Array) });
    expect(error.title).not.toBe('');
    expect(error.problem.status).toBe(401);
  });

  it('the raw openapi-fetch client is exposed and carries the API key too', async () => {
    const { pss, name } = await partner(7);

    const { data, error, response } = await pss.raw.GET('/subscribe/account');

    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data).toEqual({ status: 'active', client: name, subscriptions: { current_count: 0, max_limit: 7 }, mode: 'live' });
  });
});

describe('createPssClient: subscriptions and products', () => {
  it('subscribeProducts subscribes known and unknown products and reports a skipped item', async () => {
    const { pss, name } = await partner(10);
    const known = nextGtin();
    const unknown = nextGtin();
    const wrong = withWrongCheckDigit(nextGtin());
    await loadCatalogue(app, [{ gtin: known, name: 'Katalogens havregryn', ingredients: 'havregryn' }]);

    const result = await pss.subscribeProducts([{ gtin: known }, { gtin: unknown, name: 'Egen produkt', is_eco: 1 }, { gtin: wrong }]);

    expectSchema('SubscribeProductsResponse', result);
    expect(result).toMatchObject({ status: 'success', client: name, productsSubscribed: 1, unknownProductsSubscribed: 1, productsSkipped: 1 });
    expect(result.skipped).toEqual([{ index: 2, gtin: wrong, reason: 'invalid_check_digit' }]);
    expect((await pss.getAccount()).subscriptions.current_count).toBe(2);
    expect((await pss.getProduct(known)).name).toBe('Katalogens havregryn');
  });

  it('subscribeProduct creates, then updates the same subscription by GTIN or by client_identifier alike', async () => {
    const { pss, name } = await partner(10);
    const gtin = nextGtin(); // 13 digits: the service stores and answers 14
    const product: RichProductSubmission = { gtin, client_identifier: 'SKU-100234', name: 'Havredryck Barista 1 l', ingredients: 'vatten, havre (10%), rapsolja, salt' };

    const created = await pss.subscribeProduct(product);
    const byIdentifier = await pss.subscribeProduct({ client_identifier: 'SKU-100234', name: 'Havredryck Barista 1,5 l', ingredients: 'vatten, havre (10%), mjölk' });
    const by14Digits = await pss.subscribeProduct({ gtin: normalised(gtin), client_identifier: 'SKU-100234', name: 'Havredryck Barista 1,5 l', ingredients: 'vatten, havre (10%), mjölk' });

    expectSchema('SubscribeProductResponse', created);
    expect(created).toEqual({ status: 'success', action: 'subscription_created', client: name, subscriptions: { current_count: 1, max_limit: 10 } });
    expect(byIdentifier).toEqual({ status: 'success', action: 'subscription_updated', client: name, subscriptions: { current_count: 1, max_limit: 10 } });
    expect(by14Digits.action).toBe('subscription_updated');
    const record = await pss.getProduct(gtin);
    expect(record).toMatchObject({ gtin: normalised(gtin), name: 'Havredryck Barista 1,5 l' });
    expect(record.allergenList.split(',')).toEqual(expect.arrayContaining(['gluten', 'milk']));
  });

  it('subscribeProduct answers 409 client-identifier-conflict when the identifier is bound to another GTIN', async () => {
    const { pss } = await partner(10);
    await pss.subscribeProduct({ gtin: nextGtin(), client_identifier: 'SKU-1' });

    const error = await apiError(pss.subscribeProduct({ gtin: nextGtin(), client_identifier: 'SKU-1' }));

    expect(error).toMatchObject({ status: 409, type: '/problems/client-identifier-conflict' });
    expect(error.errors.map((item) => item.pointer)).toContain('/client_identifier');
  });

  it('getProduct returns the typed record, found with or without leading zeros', async () => {
    const { pss } = await partner();
    const gtin = nextGtin();
    await pss.subscribeProduct({ gtin, name: 'Krossade tomater', ingredients: 'tomater (99%), citronsyra', country_of_origin: 'Italien' });

    const record = await pss.getProduct(gtin);
    const again = await pss.getProduct(normalised(gtin));

    expectSchema('ProductRecord', record);
    expect(record).toMatchObject({ gtin: normalised(gtin), name: 'Krossade tomater' });
    expect(typeof record.id).toBe('number');
    expect(again).toEqual(record);
  });

  it('getProductExplanation explains that record, with the summary in the language asked for', async () => {
    const { pss } = await partner();
    const gtin = nextGtin();
    await pss.subscribeProduct({ gtin, name: 'Krossade tomater', ingredients: 'tomater (99%), citronsyra', country_of_origin: 'Italien' });

    const record = await pss.getProduct(gtin);
    const english = await pss.getProductExplanation(gtin);
    const swedish = await pss.getProductExplanation(gtin, { language: 'sv' });

    expectSchema('ProductExplanation', english);
    expect(english.climate.CO2e).toBe(record.CO2e);
    // The farm stage is the tomatoes' (as an ingredient, or the whole product when it matches a reference food).
    const farm = english.climate.contributions.filter((c) => c.kind === 'ingredient');
    expect(farm.map((c) => c.text.toLowerCase()).join(' ')).toContain('tomater');
    expect(english.summary.find((s) => s.field === 'CO2e')?.text).toMatch(/^The climate footprint/);
    expect(swedish.summary.find((s) => s.field === 'CO2e')?.text).toMatch(/^Klimatavtrycket/);
  });

  it("getProductExplanation of a product another account subscribes to is PssApiError 404, as for one nobody has", async () => {
    const owner = await partner();
    const { pss } = await partner();
    const [taken, nobodys] = [nextGtin(), nextGtin()];
    await owner.pss.subscribeProduct({ gtin: taken, ingredients: 'havre, vatten' });
    const [forTaken, forNobodys] = [await apiError(pss.getProductExplanation(taken)), await apiError(pss.getProductExplanation(nobodys))];
    for (const error of [forTaken, forNobodys]) expect(error).toMatchObject({ status: 404, type: '/problems/not-found' });
    expect(forTaken.detail.replace(normalised(taken), 'GTIN')).toBe(forNobodys.detail.replace(normalised(nobodys), 'GTIN'));
  });

  it('unsubscribeProduct ends a subscription by GTIN; reading it afterwards is PssApiError 404 with the problem fields', async () => {
    const { pss, name } = await partner();
    const gtin = nextGtin();
    await pss.subscribeProducts([{ gtin }, { gtin: nextGtin() }]);

    const result = await pss.unsubscribeProduct(gtin);

    expectSchema('UnsubscribeResponse', result);
    expect(result).toMatchObject({ status: 'success', action: 'product_unsubscribed', client: name });
    expect(result.message).toContain(normalised(gtin));
    expect((await pss.getAccount()).subscriptions.current_count).toBe(1);
    const error = await apiError(pss.getProduct(gtin));
    expect(error).toMatchObject({ status: 404, type: '/problems/not-found', title: expect.any(String), instance: `/v2/product/${gtin}`, errors: [], retryAfter: undefined });
    expect(error.detail).not.toBe('');
    expect(error.message).toContain('404');
    expectSchema('Problem', error.problem);
    expect((await apiError(pss.unsubscribeProduct(gtin))).status).toBe(404);
  });

  it('unsubscribeByClientIdentifier ends a subscription by an identifier that needs URL encoding', async () => {
    const { pss, name } = await partner();
    const identifier = 'BAGERI/0042 råg?&#';
    await pss.subscribeProduct({ client_identifier: identifier, name: 'Surdegsbröd råg' });
    await pss.subscribeProduct({ client_identifier: 'OTHER-1', name: 'Annat bröd' });

    const result = await pss.unsubscribeByClientIdentifier(identifier);

    expectSchema('UnsubscribeResponse', result);
    expect(result).toMatchObject({ status: 'success', action: 'product_unsubscribed', client: name });
    expect(result.message).toContain(identifier);
    expect((await pss.getAccount()).subscriptions.current_count).toBe(1);
    const again = await apiError(pss.unsubscribeByClientIdentifier(identifier));
    expect(again).toMatchObject({ status: 404, type: '/problems/not-found' });
  });

  it('a contract violation is PssApiError 400 naming each place: errors[].pointer into the body, errors[].parameter for a path', async () => {
    const { pss } = await partner();

    const body = await apiError(pss.subscribeProducts([{ gtin: nextGtin() }, { gtin: '123456789012345' }]));
    const parameter = await apiError(pss.getProduct('not-a-gtin'));

    expect(body).toMatchObject({ status: 400, type: '/problems/invalid-request' });
    expect(body.errors.map((item) => item.pointer)).toContain('/1/gtin');
    expect(body.errors.every((item) => typeof item.detail === 'string' && item.detail !== '')).toBe(true);
    expect(parameter).toMatchObject({ status: 400, type: '/problems/invalid-request' });
    expect(parameter.errors.map((item) => item.parameter)).toContain('gtin');
    // A failed request changes nothing.
    expect((await pss.getAccount()).subscriptions.current_count).toBe(0);
  });
});

describe('createPssClient: staying in sync (async iterators)', () => {
  it('subscriptions() walks every page; exportProducts() streams the reads and the trailer; changes() continues from it until caught up', async () => {
    const { pss } = await partner(500);
    const gtins = Array.from({ length: 7 }, () => normalised(nextGtin()));
    await pss.subscribeProducts(gtins.map((gtin) => ({ gtin })));

    const listed: string[] = [];
    for await (const subscription of pss.subscriptions({ limit: 3 })) {
      expectSchema('SubscriptionSummary', subscription);
      listed.push(subscription.gtin as string);
    }
    expect(listed).toEqual(gtins);

    const lines = [];
    for await (const line of pss.exportProducts()) lines.push(line);
    const trailer = lines.pop();
    expect(trailer).toEqual({ trailer: { nextCursor: expect.any(String), records: 7 } });
    for (const line of lines) expect(line).toEqual(await pss.getProduct((line as { gtin: string }).gtin));

    await pss.unsubscribeProduct(gtins[0] as string);
    await pss.subscribeProducts([{ gtin: gtins[1] as string, is_eco: 1 }]);
    const after = (trailer as { trailer: { nextCursor: string } }).trailer.nextCursor;
    const seen = [];
    for await (const change of pss.changes({ after, limit: 1 })) {
      expectSchema('Change', change);
      seen.push([change.event, change.gtin]);
    }
    expect(seen).toEqual([['product.unsubscribed', gtins[0]], ['product.updated', gtins[1]]]);
    expect((await pss.listChanges({ after })).changes).toHaveLength(2);
    expect((await pss.listSubscriptions({ limit: 1000 })).subscriptions).toHaveLength(6);
  });

  it('an empty account: subscriptions() and changes() yield nothing, exportProducts() only the trailer with 0 records', async () => {
    const { pss } = await partner();
    const listed = [];
    for await (const subscription of pss.subscriptions()) listed.push(subscription);
    const changed = [];
    for await (const change of pss.changes()) changed.push(change);
    const lines = [];
    for await (const line of pss.exportProducts()) lines.push(line);
    expect([listed, changed]).toEqual([[], []]);
    expect(lines).toEqual([{ trailer: { nextCursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/), records: 0 } }]);
  });

  it("the iterators surface the service's refusals as PssApiError: a wrong key (401), a bad limit (400), another account's cursor (400)", async () => {
    const { pss } = await partner();
    const owner = await partner();
    await owner.pss.subscribeProducts([{ gtin: nextGtin() }, { gtin: nextGtin() }]);
    const ownersCursor = (await owner.pss.listSubscriptions({ limit: 1 })).nextCursor as string;
    const stranger = createPssClient({ baseUrl: app.baseUrl, apiKey: 'pss_live_not-a-key-of-this-service' });
    const drain = async (lines: AsyncIterable<unknown>) => {
      for await (const line of lines) expect(line).toBeUndefined();
    };
    // Each call starts only when the one before has been refused, so no rejection waits unobserved.
    for (const [call, status, parameter] of [
      [() => drain(stranger.exportProducts()), 401, undefined],
      [() => drain(stranger.subscriptions()), 401, undefined],
      [() => drain(pss.subscriptions({ limit: 1001 })), 400, 'limit'],
      [() => drain(pss.changes({ limit: 0 })), 400, 'limit'],
      [() => drain(pss.subscriptions({ after: ownersCursor })), 400, 'after'],
    ] as const) {
      const error = await apiError(call());
      expect(error.status).toBe(status);
      if (parameter) expect(error.errors.map((found) => found.parameter)).toEqual([parameter]);
    }
  });

  it('exportProducts() throws PssExportIncompleteError when the stream ends without its trailer: after whole lines, mid-line, or on a dropped connection', async () => {
    const { apiKey } = await partner();
    const owner = createPssClient({ baseUrl: app.baseUrl, apiKey });
    await owner.subscribeProducts(Array.from({ length: 3 }, () => ({ gtin: nextGtin() })));
    const full = await (await fetch(`${app.baseUrl}/products/export`, { headers: { 'X-API-KEY': apiKey } })).text();
    const lines = full.split('\n');
    expect(lines).toHaveLength(5); // three records, the trailer, and the empty text after the last line end
    // A loopback proxy that answers the export's headers and only part of its body, then ends or drops the connection.
    const cuts = {
      'whole lines': { body: `${lines.slice(0, 2).join('\n')}\n`, drop: false, records: 2 },
      'mid-line': { body: `${lines[0]}\n${(lines[1] as string).slice(0, 40)}`, drop: false, records: 1 },
      'dropped connection': { body: `${lines.slice(0, 3).join('\n')}\n`, drop: true, records: 3 },
    };
    for (const [name, cut] of Object.entries(cuts)) {
      const proxy = http.createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', ...(cut.drop ? { 'Content-Length': String(full.length) } : {}) });
        res.write(cut.body, () => (cut.drop ? res.socket?.destroy() : res.end()));
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      try {
        const viaProxy = createPssClient({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v2`, apiKey });
        const received: unknown[] = [];
        const error = await (async () => {
          for await (const line of viaProxy.exportProducts()) received.push(line);
        })().then(() => undefined, (thrown: unknown) => thrown);
        expect(error, name).toBeInstanceOf(PssExportIncompleteError);
        expect((error as PssExportIncompleteError).records, name).toBe(cut.records);
        expect(received, name).toEqual(lines.slice(0, cut.records).map((line) => JSON.parse(line)));
      } finally {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      }
    }
  });

  it('changes() with a cursor this service did not return is PssApiError 400 naming after', async () => {
    const { pss } = await partner();
    const error = await apiError((async () => {
      for await (const change of pss.changes({ after: 'bm9wZQ' })) expect(change).toBeUndefined();
    })());
    expect(error.status).toBe(400);
    expect(error.problem?.errors?.[0]?.parameter).toBe('after');
  });
});

describe('createPssClient: webhooks', () => {
  /** Waits for the request the receiver got with this webhook-id (the n-th one, 1-based). */
  async function delivered(receiver: WebhookReceiver, webhookId: string, nth = 1): Promise<ReceivedRequest> {
    const nthWithId = () => Promise.resolve(receiver.requests.filter((request) => request.headers['webhook-id'] === webhookId)[nth - 1]);
    const found = await eventually(nthWithId, (request) => request !== undefined);
    if (!found) throw new Error(`delivery ${webhookId} #${nth} did not arrive`);
    return found;
  }

  it('triggerWebhook without a registered webhook is PssApiError 409 webhook-not-registered', async () => {
    const { pss } = await partner();
    await pss.subscribeProducts([{ gtin: nextGtin() }]);

    const error = await apiError(pss.triggerWebhook());

    expect(error).toMatchObject({ status: 409, type: '/problems/webhook-not-registered', instance: '/v2/webhook/trigger' });
    expectSchema('Problem', error.problem);
  });

  it('triggerWebhook queues a signed product.test delivery that verifyWebhook accepts; list and redeliver go through the client too', async () => {
    const { pss, name } = await partner();
    const gtin = nextGtin();
    await pss.subscribeProducts([{ gtin, name: 'Havregryn' }]);
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const secret = 'partner-client-test-secret-01';
    await app.services.webhooks.admin.register(name, receiver.url, secret);

    // Act: trigger
    const triggered = await pss.triggerWebhook();

    expectSchema('WebhookTriggerResponse', triggered);
    expect(triggered).toMatchObject({ status: 'success', action: 'webhook_triggered' });
    const received = await delivered(receiver, triggered.deliveryId);
    const verified = verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret });
    expect(verified).toMatchObject({ webhookId: triggered.deliveryId, event: 'product.test', payload: { id: `gtin:${normalised(gtin)}`, gtin: normalised(gtin) } });
    expectSchema('WebhookPayload', verified.payload);
    expect(() => verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret: 'not-the-partner-secret' })).toThrow(WebhookVerificationError);

    // Act: a second trigger, then page through the deliveries one by one
    const second = await pss.triggerWebhook();
    await delivered(receiver, second.deliveryId);
    const first = await pss.listWebhookDeliveries({ limit: 1 });
    expectSchema('WebhookDeliveryList', first);
    expect(first.deliveries.map((delivery) => delivery.id)).toEqual([second.deliveryId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await pss.listWebhookDeliveries({ limit: 1, cursor: first.nextCursor ?? undefined });
    expect(next.deliveries.map((delivery) => delivery.id)).toEqual([triggered.deliveryId]);
    expect(next.deliveries[0]).toMatchObject({ event: 'product.test', gtin: normalised(gtin) });
    const all = await pss.listWebhookDeliveries();
    expect(all.deliveries.map((delivery) => delivery.id)).toEqual([second.deliveryId, triggered.deliveryId]);
    expect(all.nextCursor).toBeNull();

    // Act: redeliver the first one; it arrives again with the same webhook-id, signed afresh
    const redelivered = await pss.redeliverWebhookDelivery(triggered.deliveryId);
    expectSchema('WebhookRedeliverResponse', redelivered);
    expect(redelivered).toMatchObject({ status: 'success', action: 'webhook_redelivery_queued', deliveryId: triggered.deliveryId });
    const again = await delivered(receiver, triggered.deliveryId, 2);
    expect(verifyWebhookDelivery({ rawBody: again.rawBody, headers: again.headers, secret })).toMatchObject({ webhookId: triggered.deliveryId, payload: verified.payload });
  });

  it('redeliverWebhookDelivery of an unknown delivery is PssApiError 404, and a bad limit is PssApiError 400', async () => {
    const { pss } = await partner();

    const unknown = await apiError(pss.redeliverWebhookDelivery(randomUUID()));
    const badLimit = await apiError(pss.listWebhookDeliveries({ limit: 0 }));

    expect(unknown).toMatchObject({ status: 404, type: '/problems/not-found' });
    expect(badLimit).toMatchObject({ status: 400, type: '/problems/invalid-request' });
    expect(badLimit.errors.length).toBeGreaterThan(0);
  });
});

describe('createPssClient: preview, batch read and idempotency keys', () => {
  it('previewProduct returns the record and explanation a subscription then gets; nothing is subscribed by it', async () => {
    const { pss } = await partner();
    const product = { gtin: nextGtin(), name: 'Förhandsvisning', ingredients: 'havre, vatten, salt' };

    const preview = await pss.previewProduct(product, { language: 'sv' });
    const before = await pss.getAccount();
    await pss.subscribeProduct(product);
    const { id: _id, ...record } = await pss.getProduct(product.gtin);

    expectSchema('ProductPreview', preview);
    expect(before.subscriptions.current_count).toBe(0);
    expect(preview.record).toEqual(record);
    expect(preview.explanation.summary[0]!.text).toMatch(/ av 100|kg CO2e/);
  });

  it('batchGetProducts answers each GTIN in order, not_subscribed included; over 1,000 is PssApiError 400', async () => {
    const { pss } = await partner();
    const subscribed = nextGtin();
    await pss.subscribeProduct({ gtin: subscribed });
    const other = nextGtin();

    const batch = await pss.batchGetProducts([other, subscribed]);
    const error = await apiError(pss.batchGetProducts(Array.from({ length: 1001 }, () => subscribed)));

    expect(batch.products.map((entry) => entry.status)).toEqual(['not_subscribed', 'subscribed']);
    expect(batch.products[1]!.record).toEqual(await pss.getProduct(subscribed));
    expect(error).toMatchObject({ status: 400, type: '/problems/invalid-request' });
  });

  it('an idempotencyKey is sent as Idempotency-Key: a retry gets the first answer; the key with another body is PssApiError 422', async () => {
    const { pss, requests } = await partner();
    const idempotencyKey = randomUUID();
    const products = [{ gtin: nextGtin() }];

    const first = await pss.subscribeProducts(products, { idempotencyKey });
    const retry = await pss.subscribeProducts(products, { idempotencyKey });
    const reused = await apiError(pss.subscribeProducts([{ gtin: nextGtin() }], { idempotencyKey }));
    await pss.unsubscribeProduct(products[0]!.gtin, { idempotencyKey: randomUUID() });

    expect(retry).toEqual(first);
    expect(reused).toMatchObject({ status: 422, type: '/problems/idempotency-key-reused' });
    expect(requests.map((sent) => sent.headers.get('Idempotency-Key'))).toEqual([idempotencyKey, idempotencyKey, idempotencyKey, expect.any(String)]);
    expect((await pss.getAccount()).subscriptions.current_count).toBe(0);
  });

  it('batchGetProducts takes an idempotencyKey, which the service accepts and ignores (a read keeps nothing): a retry is answered afresh', async () => {
    const { pss, requests } = await partner();
    const idempotencyKey = randomUUID();
    const gtin = nextGtin();

    const first = await pss.batchGetProducts([gtin], { idempotencyKey });
    await pss.subscribeProduct({ gtin });
    const retry = await pss.batchGetProducts([gtin], { idempotencyKey });

    expect(requests.filter((sent) => new URL(sent.url).pathname.endsWith('/products/batch')).map((sent) => sent.headers.get('Idempotency-Key'))).toEqual([idempotencyKey, idempotencyKey]);
    expect(first.products[0]!.status).toBe('not_subscribed');
    expect(retry.products[0]!.status).toBe('subscribed');
  });
});

describe('createPssClient: rate limiting', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => limited?.close());

  it('over the limit, the call is PssApiError 429 with retryAfter in seconds', async () => {
    const { apiKey } = await limited.createClient();
    const pss: PssClient = createPssClient({ baseUrl: limited.baseUrl, apiKey });
    await pss.getAccount();
    await pss.getAccount();

    const error = await apiError(pss.getAccount());

    expect(error).toMatchObject({ status: 429, type: '/problems/rate-limited' });
    expect(error.retryAfter).toEqual(expect.any(Number));
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
  });
});
