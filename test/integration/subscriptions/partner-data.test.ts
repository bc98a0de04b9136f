import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPssClient, PssApiError } from '../../../clients/typescript/src/index.js';
import { MAX_PACKAGING_TO_PRODUCT_MASS, MAX_TOTAL_DISTANCE_KM } from '../../../src/subscriptions/partner-data-limits.js';
import { contractDocument, expectContractResponse, validateSchema } from '../../support/contract.js';
import { snapshot } from '../../support/db-snapshot.js';
import { normalised, validGtin } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';

/**
 * The partner's own life-cycle data (PUT/GET/DELETE /product/{gtin}/partner-data) on the real
 * service: stored per client, the record re-scored in the same transaction, the change delivered
 * by the worker to a real receiver on loopback, every limit of the contract proven both ways and
 * a refused request changing nothing.
 */
let webhooks: WebhookTestApp;
let app: TestApp;

beforeAll(async () => {
  webhooks = await startWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms' });
  app = webhooks.app;
});
afterAll(async () => {
  await webhooks?.close();
});

let gtinCounter = 0;
const nextGtin = () => normalised(validGtin(730_000 + ++gtinCounter, 13));

/** Jam from Sweden: a composite with a class default for packaging, processing and transport. */
const jam = (gtin: string) => ({ gtin, name: 'Jordgubbssylt', category: 'Sylt', ingredients: 'jordgubbar 45%, socker, vatten, pektin', origin: 'Sverige', size: 400, size_unit: 'g' });

const PARTNER_DATA = {
  transport: [{ mode: 'road', distanceKm: 1450 }, { mode: 'sea', distanceKm: 800, refrigerated: true }],
  processing: { energyKwhPerKg: 0.35, electricityCountry: 'SE' },
  packaging: { productMassGrams: 400, components: [{ material: 'glass', massGrams: 185 }, { material: 'steel', massGrams: 12 }] },
};

/** The rows the API can change (db-snapshot.ts), without the job queue: the worker drains earlier deliveries meanwhile. */
const rows = async () => (await snapshot(app.db.knex)).split(':').slice(0, -1).join(':');

const url = (gtin: string) => `${app.baseUrl}/product/${gtin}/partner-data`;
const put = (apiKey: string, gtin: string, json: unknown) => request(url(gtin), { apiKey, method: 'PUT', json });
const get = (apiKey: string, gtin: string) => request(url(gtin), { apiKey });
const del = (apiKey: string, gtin: string, headers: Record<string, string> = {}) => request(url(gtin), { apiKey, method: 'DELETE', headers });
const record = async (apiKey: string, gtin: string) => (await request(`${app.baseUrl}/product/${gtin}`, { apiKey })).body as Record<string, any>;
const explanation = async (apiKey: string, gtin: string) => (await request(`${app.baseUrl}/product/${gtin}/explanation`, { apiKey })).body as Record<string, any>;

async function subscribedPartner(gtin: string) {
  const p = await webhooks.partner();
  expect((await request(`${app.baseUrl}/subscribe/`, { apiKey: p.apiKey, json: [jam(gtin)] })).status).toBe(200);
  await p.receiver.waitFor(1);
  return p;
}

describe('storing partner data', () => {
  it('stores it, re-scores the record with it, explains each stage and delivers the new figure by webhook', async () => {
    const gtin = nextGtin();
    const { apiKey, receiver } = await subscribedPartner(gtin);
    const before = await record(apiKey, gtin);

    const stored = await put(apiKey, gtin, PARTNER_DATA);
    expect(stored.status).toBe(200);
    expectContractResponse('putPartnerData', stored);
    expect(stored.body).toMatchObject({ gtin, ...PARTNER_DATA, appliedToRecord: true });

    const after = await record(apiKey, gtin);
    expect(after.CO2e).not.toBe(before.CO2e);
    expect(after.transportScore).not.toBe(before.transportScore);
    const [, delivered] = await receiver.waitFor(2);
    const payload = JSON.parse(delivered!.body);
    expect(validateSchema('WebhookPayload', payload)).toEqual([]);
    expect(payload.CO2e).toBe(after.CO2e);
    expect(payload.transportScore).toBe(after.transportScore);

    const climate = (await explanation(apiKey, gtin)).climate;
    const stage = (name: string) => climate.stages.find((s: { stage: string }) => s.stage === name);
    expect(stage('transport')).toMatchObject({ basis: 'partner', sourceId: 'desnz-2025-freight' });
    expect(stage('packaging')).toMatchObject({ basis: 'partner', sourceId: 'desnz-2025-material' });
    expect(stage('retail')).toMatchObject({ basis: 'default' });
    expect(climate.contributions.filter((c: { text: string }) => c.text.endsWith('(your data)'))).toHaveLength(2);
    expect(climate.contributions.some((c: { sourceId: string }) => c.sourceId === 'ember-electricity-2023')).toBe(true);
    const partnerShare = climate.stages.filter((s: { basis: string }) => s.basis === 'partner').reduce((sum: number, s: { kgCo2e: number }) => sum + s.kgCo2e, 0) / climate.CO2e;
    expect(climate.dataQuality.primaryDataShare).toBeCloseTo(partnerShare, 2);
    expect(climate.dataQuality.primaryDataShare).toBeGreaterThan(0);
    // The share computed from the partner-data operation's own parts: the legs, the energy, the pack.
    const ownParts = climate.contributions.filter((c: { sourceId: string; text: string }) => c.text.endsWith('(your data)') || c.sourceId === 'ember-electricity-2023' || c.sourceId === 'desnz-2025-material');
    expect(climate.dataQuality.partnerDataShare).toBeCloseTo(ownParts.reduce((sum: number, c: { contribution: number }) => sum + c.contribution, 0) / climate.CO2e, 2);

    const read = await get(apiKey, gtin);
    expect(read.status).toBe(200);
    expectContractResponse('getPartnerData', read);
    expect(read.body).toEqual(stored.body);
  });

  it('the same data sent again changes nothing and delivers nothing', async () => {
    const gtin = nextGtin();
    const { apiKey, receiver } = await subscribedPartner(gtin);
    const first = await put(apiKey, gtin, PARTNER_DATA);
    await receiver.waitFor(2);
    const dbBefore = await rows();

    // The same data with its members in another order is the same data.
    const again = await put(apiKey, gtin, { packaging: PARTNER_DATA.packaging, processing: { electricityCountry: 'SE', energyKwhPerKg: 0.35 }, transport: PARTNER_DATA.transport });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rows()).toBe(dbBefore);

    // A later, known change must be the next delivery: nothing came in between.
    await put(apiKey, gtin, { transport: [{ mode: 'air', distanceKm: 6000 }] });
    const received = await receiver.waitFor(3);
    expect(JSON.parse(received[2]!.body).CO2e).toBe((await record(apiKey, gtin)).CO2e);
    expect(received).toHaveLength(3);
  });

  it('a PUT replaces the whole: a member left out goes back to its default', async () => {
    const gtin = nextGtin();
    const { apiKey } = await subscribedPartner(gtin);
    const byDefault = await record(apiKey, gtin);
    await put(apiKey, gtin, PARTNER_DATA);
    await put(apiKey, gtin, { processing: PARTNER_DATA.processing });
    expect((await get(apiKey, gtin)).body).toMatchObject({ transport: null, packaging: null, processing: PARTNER_DATA.processing });
    expect((await record(apiKey, gtin)).transportScore).toBe(byDefault.transportScore);
    const stages = (await explanation(apiKey, gtin)).climate.stages;
    expect(stages.find((s: { stage: string }) => s.stage === 'packaging').basis).toBe('default');
  });

  it('a partner data read comes back as stored after the record is recomputed for a catalogue change', async () => {
    const gtin = nextGtin();
    const { apiKey } = await subscribedPartner(gtin);
    await put(apiKey, gtin, PARTNER_DATA);
    const withPartner = await record(apiKey, gtin);
    await app.services.recordRefresher.refresh({ gtins: [gtin] });
    expect((await record(apiKey, gtin)).CO2e).toBe(withPartner.CO2e);
  });
});

describe('a record without a climate figure', () => {
  it('keeps the data, says it is not applied yet, and applies it when product data arrives', async () => {
    const gtin = nextGtin();
    const { apiKey, receiver } = await webhooks.partner();
    // A bare GTIN: nothing says what the product is made of, so every figure is null.
    expect((await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin }] })).status).toBe(200);
    await receiver.waitFor(1);
    const bare = await record(apiKey, gtin);
    expect(bare.CO2e).toBeNull();

    const stored = await put(apiKey, gtin, PARTNER_DATA);
    expect(stored.status).toBe(200);
    expectContractResponse('putPartnerData', stored);
    expect(stored.body).toMatchObject({ gtin, ...PARTNER_DATA, appliedToRecord: false });
    expect(await record(apiKey, gtin)).toEqual(bare);
    const read = await get(apiKey, gtin);
    expectContractResponse('getPartnerData', read);
    expect(read.body).toEqual(stored.body);
    // The same data again says the same.
    expect((await put(apiKey, gtin, PARTNER_DATA)).body).toEqual(stored.body);

    // The product's name and ingredients arrive: the record is scored with the stored partner data.
    expect((await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [jam(gtin)] })).status).toBe(200);
    const scored = await record(apiKey, gtin);
    expect(scored.CO2e).not.toBeNull();
    const stages = (await explanation(apiKey, gtin)).climate.stages;
    expect(stages.find((s: { stage: string }) => s.stage === 'transport').basis).toBe('partner');
    expect((await get(apiKey, gtin)).body).toMatchObject({ ...PARTNER_DATA, appliedToRecord: true });
    const delivered = await receiver.waitFor(2);
    expect(JSON.parse(delivered[1]!.body).CO2e).toBe(scored.CO2e);
  });
});

describe('a refrigerated leg', () => {
  it('is never priced below the same leg unrefrigerated (a refrigerated sea leg: the container ship’s factor)', async () => {
    const gtin = nextGtin();
    const { apiKey } = await subscribedPartner(gtin);
    const co2e = async (refrigerated: boolean) => {
      expect((await put(apiKey, gtin, { transport: [{ mode: 'sea', distanceKm: 10_000, refrigerated }] })).status).toBe(200);
      return (await record(apiKey, gtin)).CO2e as number;
    };
    expect(await co2e(true)).toBeGreaterThanOrEqual(await co2e(false));
  });
});

describe('deleting partner data', () => {
  it('re-scores with the defaults, delivers the change, and is then 404; a retry with its Idempotency-Key is replayed', async () => {
    const gtin = nextGtin();
    const { apiKey, receiver } = await subscribedPartner(gtin);
    const byDefault = await record(apiKey, gtin);
    await put(apiKey, gtin, PARTNER_DATA);
    await receiver.waitFor(2);

    const deleted = await del(apiKey, gtin, { 'Idempotency-Key': `partner-delete-${gtin}` });
    expect(deleted.status).toBe(200);
    expectContractResponse('deletePartnerData', deleted);
    expect((await record(apiKey, gtin)).CO2e).toBe(byDefault.CO2e);
    const [, , third] = await receiver.waitFor(3);
    expect(JSON.parse(third!.body).CO2e).toBe(byDefault.CO2e);

    const replay = await del(apiKey, gtin, { 'Idempotency-Key': `partner-delete-${gtin}` });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await del(apiKey, gtin)).status).toBe(404);
    const missing = await get(apiKey, gtin);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/no partner data/);
  });

  it('goes with the subscription: unsubscribed and subscribed again, the product has none', async () => {
    const gtin = nextGtin();
    const { apiKey } = await subscribedPartner(gtin);
    await put(apiKey, gtin, PARTNER_DATA);
    expect((await request(`${app.baseUrl}/subscribe/${gtin}`, { apiKey, method: 'DELETE' })).status).toBe(200);
    expect((await get(apiKey, gtin)).status).toBe(404);
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [jam(gtin)] });
    expect((await get(apiKey, gtin)).status).toBe(404);
  });
});

describe('the partner client (@pss/client)', () => {
  it('stores, reads and deletes partner data with typed calls; a limit broken is a PssApiError 400', async () => {
    const gtin = nextGtin();
    const { apiKey } = await subscribedPartner(gtin);
    const pss = createPssClient({ baseUrl: app.baseUrl, apiKey });
    const stored = await pss.putPartnerData(gtin, { transport: [{ mode: 'rail', distanceKm: 900 }] });
    expect(stored).toMatchObject({ gtin, transport: [{ mode: 'rail', distanceKm: 900 }], processing: null, packaging: null });
    expect(await pss.getPartnerData(gtin)).toEqual(stored);
    const refused = await pss.putPartnerData(gtin, { transport: [{ mode: 'rail', distanceKm: 0 }] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PssApiError);
    expect((refused as PssApiError).status).toBe(400);
    expect(await pss.deletePartnerData(gtin, { idempotencyKey: `client-${gtin}` })).toMatchObject({ action: 'partner_data_deleted' });
    expect(await pss.getPartnerData(gtin).catch((error: unknown) => (error as PssApiError).status)).toBe(404);
  });
});

describe('tenancy', () => {
  it('another client subscribed to the same product neither sees the data nor gets figures from it, and cannot change it', async () => {
    const gtin = nextGtin();
    const a = await subscribedPartner(gtin);
    const b = await subscribedPartner(gtin);
    const bBefore = await record(b.apiKey, gtin);
    await put(a.apiKey, gtin, PARTNER_DATA);

    expect((await get(b.apiKey, gtin)).status).toBe(404);
    expect((await del(b.apiKey, gtin)).status).toBe(404);
    expect(await record(b.apiKey, gtin)).toEqual(bBefore);
    expect((await record(a.apiKey, gtin)).CO2e).not.toBe(bBefore.CO2e);
    expect((await get(a.apiKey, gtin)).status).toBe(200);
  });

  it('a product the client does not subscribe to is 404 and nothing is stored', async () => {
    const { apiKey } = await webhooks.partner();
    const dbBefore = await rows();
    const refused = await put(apiKey, nextGtin(), PARTNER_DATA);
    expect(refused.status).toBe(404);
    expect(await rows()).toBe(dbBefore);
  });
});

/** The properties of the contract's partner-data schemas, whose limits the cases read. */
const { leg, processing, packaging, component, request_ } = Object.fromEntries(
  Object.entries({ leg: 'PartnerTransportLeg', processing: 'PartnerProcessing', packaging: 'PartnerPackaging', component: 'PartnerPackagingComponent', request_: 'PartnerDataRequest' })
    .map(([name, schema]) => [name, contractDocument.components.schemas[schema].properties]),
) as Record<'leg' | 'processing' | 'packaging' | 'component' | 'request_', any>;

/** One bound of the contract: bodies at it are stored, bodies past it are a 400 at `pointer` that stores nothing. */
interface BoundCase {
  name: string;
  atBound: unknown[];
  pastBound: unknown[];
  pointer: string;
}

const legs = (n: number, distanceKm = 100, mode = 'rail') => Array.from({ length: n }, () => ({ mode, distanceKm }));
const components = (n: number) => Array.from({ length: n }, () => ({ material: 'paper', massGrams: 5 }));
const pack = (over: object) => ({ packaging: { productMassGrams: 500, components: [{ material: 'pp', massGrams: 20 }], ...over } });

const BOUNDS: BoundCase[] = [
  {
    name: 'transport leg distanceKm: the minimum (1 km) to the maximum',
    atBound: [{ transport: [{ mode: 'road', distanceKm: leg.distanceKm.maximum }] }, { transport: [{ mode: 'road', distanceKm: leg.distanceKm.minimum }] }],
    pastBound: [
      { transport: [{ mode: 'road', distanceKm: leg.distanceKm.maximum + 0.001 }] },
      { transport: [{ mode: 'road', distanceKm: leg.distanceKm.minimum - 0.001 }] },
      { transport: [{ mode: 'road', distanceKm: 1e-9 }] },
      { transport: [{ mode: 'road', distanceKm: 0 }] },
    ],
    pointer: '/transport/0/distanceKm',
  },
  {
    name: 'transport legs together: at most 40,000 km (a limit across fields)',
    atBound: [{ transport: [{ mode: 'sea', distanceKm: 25_000 }, { mode: 'road', distanceKm: MAX_TOTAL_DISTANCE_KM - 25_000 }] }],
    pastBound: [
      { transport: [{ mode: 'sea', distanceKm: 25_000 }, { mode: 'road', distanceKm: MAX_TOTAL_DISTANCE_KM - 25_000 + 0.001 }] },
      // The audit's ten long-haul flights of 25,000 km each.
      { transport: legs(10, 25_000, 'air') },
    ],
    pointer: '/transport',
  },
  {
    name: 'transport: 1 to maxItems legs',
    atBound: [{ transport: legs(request_.transport.maxItems) }, { transport: legs(request_.transport.minItems) }],
    pastBound: [{ transport: legs(request_.transport.maxItems + 1) }, { transport: [] }],
    pointer: '/transport',
  },
  {
    name: 'transport leg mode: one of the listed modes',
    atBound: leg.mode.enum.map((mode: string) => ({ transport: [{ mode, distanceKm: 10 }] })),
    pastBound: [{ transport: [{ mode: 'teleport', distanceKm: 10 }] }],
    pointer: '/transport/0/mode',
  },
  {
    name: 'processing energyKwhPerKg: minimum to maximum',
    atBound: [processing.energyKwhPerKg.minimum, processing.energyKwhPerKg.maximum].map((energyKwhPerKg) => ({ processing: { energyKwhPerKg, electricityCountry: 'PL' } })),
    pastBound: [processing.energyKwhPerKg.minimum - 0.01, processing.energyKwhPerKg.maximum + 0.01].map((energyKwhPerKg) => ({ processing: { energyKwhPerKg, electricityCountry: 'PL' } })),
    pointer: '/processing/energyKwhPerKg',
  },
  {
    name: 'processing electricityCountry: a listed country',
    atBound: [{ processing: { energyKwhPerKg: 1, electricityCountry: processing.electricityCountry.enum.at(-1) } }],
    pastBound: [{ processing: { energyKwhPerKg: 1, electricityCountry: 'XX' } }, { processing: { energyKwhPerKg: 1, electricityCountry: 'se' } }],
    pointer: '/processing/electricityCountry',
  },
  {
    name: 'packaging productMassGrams: the minimum (0.1 g) to the maximum',
    atBound: [
      pack({ productMassGrams: packaging.productMassGrams.maximum }),
      pack({ productMassGrams: packaging.productMassGrams.minimum, components: [{ material: 'paper', massGrams: 2 }] }),
      // A 0.5 g saffron packet in 4 g of paper and plastic.
      pack({ productMassGrams: 0.5, components: [{ material: 'paper', massGrams: 3 }, { material: 'pp', massGrams: 1 }] }),
    ],
    pastBound: [
      pack({ productMassGrams: packaging.productMassGrams.maximum + 1 }),
      pack({ productMassGrams: packaging.productMassGrams.minimum - 0.001, components: [{ material: 'paper', massGrams: 2 }] }),
      pack({ productMassGrams: 0 }),
      // The audit's microgram of product in 100 kg of aluminium.
      pack({ productMassGrams: 0.000001, components: [{ material: 'aluminium', massGrams: 50_000 }, { material: 'aluminium', massGrams: 50_000 }] }),
    ],
    pointer: '/packaging/productMassGrams',
  },
  {
    name: 'packaging components together: at most 50 times the product (a limit across fields)',
    atBound: [
      pack({ productMassGrams: 4, components: [{ material: 'glass', massGrams: 4 * MAX_PACKAGING_TO_PRODUCT_MASS - 10 }, { material: 'steel', massGrams: 10 }] }),
      // A spice jar: 85 g of glass and a 5 g lid for 6 g of dried herbs.
      pack({ productMassGrams: 6, components: [{ material: 'glass', massGrams: 85 }, { material: 'pp', massGrams: 5 }] }),
    ],
    pastBound: [
      pack({ productMassGrams: 4, components: [{ material: 'glass', massGrams: 4 * MAX_PACKAGING_TO_PRODUCT_MASS - 10 }, { material: 'steel', massGrams: 10.001 }] }),
      // A 1 kg jar of honey, and a 400 g jar of jam, with the product mass written in kilograms.
      pack({ productMassGrams: 1, components: [{ material: 'glass', massGrams: 400 }] }),
      pack({ productMassGrams: 0.4, components: [{ material: 'glass', massGrams: 185 }, { material: 'steel', massGrams: 12 }] }),
      pack({ productMassGrams: 1, components: [{ material: 'aluminium', massGrams: 50_000 }, { material: 'aluminium', massGrams: 50_000 }] }),
    ],
    pointer: '/packaging/components',
  },
  {
    name: 'packaging components: 1 to maxItems',
    atBound: [pack({ components: components(packaging.components.maxItems) })],
    pastBound: [pack({ components: components(packaging.components.maxItems + 1) }), pack({ components: [] })],
    pointer: '/packaging/components',
  },
  {
    name: 'packaging component massGrams and material',
    atBound: [pack({ productMassGrams: component.massGrams.maximum / MAX_PACKAGING_TO_PRODUCT_MASS, components: [{ material: 'aluminium', massGrams: component.massGrams.maximum }] })],
    pastBound: [pack({ components: [{ material: 'aluminium', massGrams: component.massGrams.maximum + 1 }] }), pack({ components: [{ material: 'aluminium', massGrams: 0 }] })],
    pointer: '/packaging/components/0/massGrams',
  },
  {
    name: 'an unknown packaging material',
    atBound: component.material.enum.map((material: string) => pack({ components: [{ material, massGrams: 10 }] })),
    pastBound: [pack({ components: [{ material: 'wood', massGrams: 10 }] })],
    pointer: '/packaging/components/0/material',
  },
  {
    name: 'a body with nothing in it, or a field the contract does not define',
    atBound: [{ transport: [{ mode: 'road', distanceKm: 10, refrigerated: false }] }],
    pastBound: [{}, { transport: [{ mode: 'road', distanceKm: 10 }], water: 3 }],
    pointer: '',
  },
];

describe('the contract’s limits, both ways', () => {
  let apiKey: string;
  let gtin: string;
  beforeAll(async () => {
    gtin = nextGtin();
    ({ apiKey } = await subscribedPartner(gtin));
    await put(apiKey, gtin, PARTNER_DATA);
  });

  for (const bound of BOUNDS) {
    it(bound.name, async () => {
      for (const body of bound.pastBound) {
        const dbBefore = await rows();
        const [dataBefore, recordBefore] = [await get(apiKey, gtin), await record(apiKey, gtin)];
        const refused = await put(apiKey, gtin, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(refused.body.type).toBe('/problems/invalid-request');
        const pointers = (refused.body.errors as { pointer?: string }[]).map((e) => e.pointer);
        if (bound.pointer !== '') expect(pointers, JSON.stringify(body)).toContain(bound.pointer);
        expect(await rows(), 'a refused request changes nothing').toBe(dbBefore);
        expect((await get(apiKey, gtin)).body).toEqual(dataBefore.body);
        expect(await record(apiKey, gtin)).toEqual(recordBefore);
      }
      for (const body of bound.atBound) {
        const stored = await put(apiKey, gtin, body);
        expect(stored.status, JSON.stringify(stored.body)).toBe(200);
        expect(Number.isFinite((await record(apiKey, gtin)).CO2e)).toBe(true);
      }
    });
  }

  it('a code right but for its case is told the code it means, not given the list of eighty', async () => {
    const refused = await put(apiKey, gtin, { processing: { energyKwhPerKg: 1, electricityCountry: 'se' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/processing/electricityCountry', detail: 'must be "SE": values are case-sensitive' }]);
    const unknown = await put(apiKey, gtin, { processing: { energyKwhPerKg: 1, electricityCountry: 'XX' } });
    expect(unknown.body.errors[0].detail).toMatch(/^must be one of "AR", "AT", .*"SE"/);
  });

  it('a wrong GTIN check digit is a 400 naming the parameter', async () => {
    const refused = await put(apiKey, `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`, PARTNER_DATA);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ parameter: 'gtin', detail: 'wrong GS1 check digit' }]);
    // Checked by the contract's validator with every other rule (ADR 0183): its top-level detail counts the fields.
    expect(refused.body.detail).toBe('The request has 1 invalid field.');
    // With a body that breaks the contract too, one 400 lists both.
    const both = await put(apiKey, `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`, { transport: [{ mode: 'teleport', distanceKm: 10 }] });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual(expect.arrayContaining([{ parameter: 'gtin', detail: 'wrong GS1 check digit' }, expect.objectContaining({ pointer: '/transport/0/mode' })]));
  });
});
