import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { contractDocument, expectContractResponse } from '../../support/contract.js';
import { buildProduct, buildRichProduct, errorParameters, loadCatalogue, subscriptionRows, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: '07310865071859' })]);
});
afterAll(async () => app?.close());

const RECORD_FIELDS = contractDocument.components.schemas.ProductRecord.required as string[];

describe.each(['/product', '/products'])('GET %s/{gtin}', (prefix) => {
  const read = (apiKey: string | undefined, gtin: string) => request(`${app.baseUrl}${prefix}/${gtin}`, { apiKey });

  it('when the product is subscribed, then it answers the full record with all 24 fields', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [buildProduct({ gtin: '7310865071859' })] }));

    // Act
    const response = await read(apiKey, '7310865071859');

    // Assert
    expectContractResponse('getProduct', response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(RECORD_FIELDS).toHaveLength(24);
    expect(Object.keys(response.body).sort()).toEqual([...RECORD_FIELDS].sort());
    expect(Number.isInteger(response.body.id)).toBe(true);
    expect(response.body.gtin).toBe('07310865071859');
    expect(response.body.name).toBe('Havredryck Barista 1 l');
    // Not the subscription's own number (shared by all clients): 2^52 plus its encrypted value (subscriptions/record-ids.ts).
    const [row] = await subscriptionRows(app, name);
    expect(response.body.id).not.toBe(Number(row?.id));
    expect(response.body.id).toBeGreaterThanOrEqual(2 ** 52);
    expect(response.body.id).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('when the product is read twice, then the id is stable', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin: validGtin(1, 8) } }));

    const first = await read(apiKey, validGtin(1, 8));
    const second = await read(apiKey, validGtin(1, 8).padStart(14, '0'));

    expectContractResponse('getProduct', first);
    expectContractResponse('getProduct', second);
    expect(first.body.id).toBe(second.body.id);
    expect(first.body.gtin).toBe(validGtin(1, 8).padStart(14, '0'));
  });

  it('when the product is not subscribed, then it answers 404', async () => {
    const { apiKey } = await app.createClient();

    const response = await read(apiKey, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ type: '/problems/not-found', instance: `/v2${prefix}/07310865071859` });
  });

  it.each([
    ['15 digits', '073108650718590'],
    ['7 digits', '1234565'],
    ['letters', '0731086507185X'],
    ['a wrong check digit', withWrongCheckDigit('07310865071859')],
  ])('when the GTIN has %s, then it answers 400 naming the gtin parameter', async (_what, gtin) => {
    const { apiKey } = await app.createClient();

    const response = await read(apiKey, gtin);

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(400);
    expect(errorParameters(response.body)).toEqual(['gtin']);
  });

  it('when the GTIN has 15 digits, then it is one invalid parameter, both broken rules in its detail', async () => {
    const { apiKey } = await app.createClient();

    const response = await read(apiKey, '073108650718590');

    expectContractResponse('getProduct', response);
    expect(response.body.detail).toBe('The request has 1 invalid field.');
    expect(response.body.errors).toEqual([{ parameter: 'gtin', detail: expect.stringMatching(/more than 14 characters; must match pattern/) }]);
  });

  it('when the key is missing, then it answers 401', async () => {
    const response = await read(undefined, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(401);
  });

  it('when the client is suspended, then it answers 403', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: '07310865071859' }] }));
    await app.services.clientService.setStatus(name, 'suspended');

    const response = await read(apiKey, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(403);
  });
});

describe('reads that arrive together (one statement for the reads of one event-loop turn)', () => {
  it('when two clients read at once, then each read gets its own record, a repeated GTIN twice, and tenancy holds', async () => {
    // Arrange: two clients, each with products of its own and one GTIN both subscribe (different ids).
    const first = await app.createClient();
    const second = await app.createClient();
    const shared = validGtin(9_100, 13);
    const own = (client: number) => Array.from({ length: 6 }, (_, n) => validGtin(9_000 + client * 10 + n, 13));
    for (const [index, client] of [first, second].entries()) {
      const gtins = [...own(index), shared];
      expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey: client.apiKey, json: gtins.map((gtin) => buildProduct({ gtin, name: `${client.name} ${gtin}` })) }));
    }
    const reads = [
      ...[...own(0), shared, own(0)[0]!].map((gtin) => ({ client: first, gtin, owned: true })),
      ...[...own(1), shared].map((gtin) => ({ client: second, gtin, owned: true })),
      { client: first, gtin: own(1)[0]!, owned: false }, // the other client's product
      { client: second, gtin: validGtin(9_200, 13), owned: false }, // nobody's
    ];

    // Act: every request in flight at once.
    const responses = await Promise.all(reads.map((read) => request(`${app.baseUrl}/product/${read.gtin}`, { apiKey: read.client.apiKey })));

    // Assert
    responses.forEach((response, index) => {
      const read = reads[index]!;
      expectContractResponse('getProduct', response);
      if (!read.owned) {
        expect(response.status).toBe(404);
        return;
      }
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ gtin: read.gtin.padStart(14, '0'), name: `${read.client.name} ${read.gtin}` });
    });
    const sharedIds = responses.filter((_, index) => reads[index]!.gtin === shared).map((response) => response.body.id);
    expect(new Set(sharedIds).size).toBe(2);
  });

  it('when reads are asked for in one turn of the event loop, then each gets the record of its own client and GTIN', async () => {
    // Arrange
    const clients = [await app.createClient(), await app.createClient()];
    const gtins = [validGtin(9_300, 13), validGtin(9_301, 13)];
    for (const client of clients) {
      await request(`${app.baseUrl}/subscribe/`, { apiKey: client.apiKey, json: gtins.map((gtin) => buildProduct({ gtin, name: `${client.name} ${gtin}` })) });
    }
    const rows = await app.db.knex('clients').whereIn('name', clients.map((client) => client.name)).select('id', 'name');
    const ids = new Map(rows.map((row: { id: number; name: string }) => [row.name, row.id]));
    const asked = clients.flatMap((client) => [...gtins, validGtin(9_302, 13)].map((gtin) => ({ clientId: ids.get(client.name)!, name: client.name, gtin: gtin.padStart(14, '0') })));

    // Act: every read asked for before any statement is sent (one batch).
    const found = await Promise.all(asked.map((read) => app.services.subscriptionStore.readRecord(read.clientId, read.gtin)));

    // Assert
    found.forEach((row, index) => {
      const read = asked[index]!;
      if (read.gtin === validGtin(9_302, 13).padStart(14, '0')) {
        expect(row).toBeUndefined();
        return;
      }
      expect(JSON.parse(row!.record)).toMatchObject({ gtin: read.gtin, name: `${read.name} ${read.gtin.slice(1)}` });
    });
    expect(new Set(found.filter(Boolean).map((row) => row!.id)).size).toBe(4);
  });
});

describe('a product known only by client_identifier', () => {
  it('when it has no GTIN, then there is nothing to read by GTIN (404)', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { client_identifier: 'ONLY-ID' } }));

    const response = await request(`${app.baseUrl}/product/${validGtin(2)}`, { apiKey });

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(404);
  });
});

describe('record ids issued before they were encrypted', () => {
  it('stay as they were: a subscription older than migration 010 keeps its id in the read and the list', async () => {
    const older = await startTestApp();
    try {
      const { apiKey, name } = await older.createClient();
      const gtin = validGtin(27_001, 13);
      expect((await request(`${older.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin } })).status).toBe(200);
      const [row] = await subscriptionRows(older, name);
      // As on a database migrated after this subscription was made (and before this process read the scheme).
      await older.db.knex('record_id_scheme').update({ opaque_from: Number(row?.id) + 1 });
      const read = await request(`${older.baseUrl}/product/${gtin}`, { apiKey });
      expect(read.body.id).toBe(Number(row?.id));
      const list = await request(`${older.baseUrl}/subscribe/`, { apiKey });
      expect(list.body.subscriptions.map((subscription: { id: number }) => subscription.id)).toEqual([Number(row?.id)]);
      // A newer subscription of the same client gets an encrypted one.
      const newer = validGtin(27_002, 13);
      expect((await request(`${older.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin: newer } })).status).toBe(200);
      expect((await request(`${older.baseUrl}/product/${newer}`, { apiKey })).body.id).toBeGreaterThanOrEqual(2 ** 52);
    } finally {
      await older.close();
    }
  });
});
