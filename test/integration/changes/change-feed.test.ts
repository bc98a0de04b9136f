import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, loadCatalogue, validGtin } from '../../support/fixtures.js';
import { eventually } from '../../support/eventually.js';
import { createCursorCodec } from '../../../src/shared/cursor.js';

/** The change feed against real deliveries: the worker runs in this process and POSTs to loopback receivers. */
let webhooks: WebhookTestApp;
let app: TestApp;

beforeAll(async () => {
  webhooks = await startWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms,100ms', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_LOG_RETENTION_DAYS: '30' });
  app = webhooks.app;
});
afterAll(async () => {
  await webhooks?.close();
});

let gtinCounter = 0;
const nextGtin = () => validGtin(++gtinCounter * 7919, 14, 4);

async function changes(apiKey: string, query = '') {
  const response = await request(`${app.baseUrl}/changes${query}`, { apiKey });
  expectContractResponse('listChanges', response);
  return response;
}

/** Reads the feed from `after` until it says it has caught up. */
async function readAll(apiKey: string, after?: string, limit = 1000) {
  const seen: any[] = [];
  let cursor = after;
  for (;;) {
    const page = await changes(apiKey, `?limit=${limit}${cursor ? `&after=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    seen.push(...page.body.changes);
    cursor = page.body.nextCursor;
    if (!page.body.hasMore) return { changes: seen, cursor: cursor as string };
  }
}

const subscribe = (apiKey: string, items: object[]) => request(`${app.baseUrl}/subscribe/`, { apiKey, json: items });

describe('GET /changes carries the webhook events', () => {
  it('lists every product.updated with the very payload the webhook delivered, in order, and product.unsubscribed; not the test trigger', async () => {
    const { apiKey, receiver } = await webhooks.partner();
    const [a, b] = [nextGtin(), nextGtin()];
    expect((await subscribe(apiKey, [{ gtin: a, is_eco: 0 }, { gtin: b, is_eco: 1 }])).status).toBe(200);
    expect((await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: buildRichProduct({ gtin: a, client_identifier: 'SKU-A' }) })).status).toBe(200);
    await loadCatalogue(app, [{ gtin: b, name: 'Havregryn', ingredients: 'havre', country_of_origin: 'Sverige' }]);
    await app.services.recordRefresher.refresh({ gtins: [b] });
    expect((await request(`${app.baseUrl}/webhook/trigger`, { apiKey })).status).toBe(200);
    expect((await request(`${app.baseUrl}/subscribe/${b}`, { apiKey, method: 'DELETE' })).status).toBe(200);

    const delivered = await receiver.waitFor(5);
    const updates = delivered.filter((received) => received.headers['x-webhook-event'] === 'product.updated');
    expect(updates).toHaveLength(4);
    const { changes: feed } = await readAll(apiKey);
    expect(feed.map((change) => change.event)).toEqual(['product.updated', 'product.updated', 'product.updated', 'product.updated', 'product.unsubscribed']);
    // Deliveries are unordered; the feed is in commit order. As sets, the payloads are the same bytes.
    expect(feed.slice(0, 4).map((change) => JSON.stringify(change.payload)).sort()).toEqual(updates.map((received) => received.body).sort());
    expect(feed.slice(0, 4).map((change) => change.gtin)).toEqual([a, b, a, b]);
    expect(feed[2]).toMatchObject({ client_identifier: 'SKU-A', payload: { id: 'SKU-A', gtin: a } });
    expect(feed[4]).toMatchObject({ gtin: b, client_identifier: null, payload: feed[3].payload });
    expect(new Set(feed.map((change) => change.cursor)).size).toBe(5);
  });

  it('is kept for a client without a webhook too, and shows each client only its own changes', async () => {
    const alone = await app.createClient();
    const other = await app.createClient();
    const gtin = nextGtin();
    await subscribe(alone.apiKey, [{ gtin }]);
    await subscribe(other.apiKey, [{ gtin }, { gtin: nextGtin() }]);
    expect((await readAll(alone.apiKey)).changes.map((change) => change.gtin)).toEqual([gtin]);
    expect((await readAll(other.apiKey)).changes).toHaveLength(2);
  });

  it('pages with limit and nextCursor: each change exactly once, hasMore until caught up, and an unchanged cursor when nothing is new', async () => {
    const { apiKey } = await app.createClient();
    const gtins = Array.from({ length: 7 }, nextGtin);
    await subscribe(apiKey, gtins.map((gtin) => ({ gtin })));
    const pages: any[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await changes(apiKey, `?limit=3${after ? `&after=${after}` : ''}`);
      pages.push(page.body);
      after = page.body.nextCursor;
      if (!page.body.hasMore) break;
    }
    expect(pages.map((page) => page.changes.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((page) => page.changes.map((change: any) => change.gtin))).toEqual(gtins);
    const idle = await changes(apiKey, `?after=${after}`);
    expect(idle.body).toEqual({ changes: [], nextCursor: after, hasMore: false });
  });

  it('enforces limit 1–1000 and accepts only its own cursors (400 naming the parameter)', async () => {
    const { apiKey } = await app.createClient();
    for (const query of ['?limit=0', '?limit=1001', '?limit=x', '?limit=1.5', '?limit=-1', '?limit=1e2', '?limit=0x10', '?after=%21%21', '?after=bm9wZQ', `?after=${Buffer.from('s1:5').toString('base64url')}`, `?after=${Buffer.from('c1:05').toString('base64url')}`]) {
      const response = await changes(apiKey, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body.errors.map((error: any) => error.parameter), query).toEqual([query.startsWith('?limit') ? 'limit' : 'after']);
    }
    const issued = (await changes(apiKey)).body.nextCursor as string;
    for (const query of ['?limit=1', '?limit=1000', `?after=${issued}`, `?after=${issued}&limit=1`]) expect((await changes(apiKey, query)).status, query).toBe(200);
    expect((await changes(apiKey)).body.changes).toHaveLength(0);
  });

  it("refuses another client's cursor, a tampered one and a list cursor with 400 problem+json, never another client's changes", async () => {
    const owner = await app.createClient();
    const other = await app.createClient();
    await subscribe(owner.apiKey, [{ gtin: nextGtin() }, { gtin: nextGtin() }]);
    await subscribe(other.apiKey, [{ gtin: nextGtin() }]);
    const first = (await changes(owner.apiKey, '?limit=1')).body;
    const ownerCursor = first.nextCursor as string;
    expect((await changes(owner.apiKey, `?after=${ownerCursor}`)).body.changes).toHaveLength(1);
    const listCursor = (await request(`${app.baseUrl}/subscribe/?limit=1`, { apiKey: owner.apiKey })).body.nextCursor as string;
    const tampered = `${ownerCursor.slice(0, -1)}${ownerCursor.endsWith('A') ? 'B' : 'A'}`;
    const madeUp = Buffer.from('c2:1').toString('base64url');
    for (const [apiKey, cursor] of [[other.apiKey, ownerCursor], [other.apiKey, first.changes[0].cursor], [owner.apiKey, tampered], [owner.apiKey, madeUp], [owner.apiKey, listCursor]] as const) {
      const response = await changes(apiKey, `?after=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ type: '/problems/invalid-request', errors: [{ parameter: 'after' }] });
      expect(response.text).not.toContain('payload');
    }
  });
});

describe('commit order and the outbox gap', () => {
  it('never skips a transaction that took its place first and commits after a later one; each change once, in commit order', async () => {
    const { apiKey, name } = await app.createClient();
    const clientId = Number((await app.db.knex('clients').where({ name }).first('id')).id);
    const [first, second] = [nextGtin(), nextGtin()];
    await subscribe(apiKey, [{ gtin: first }, { gtin: second }]);
    const start = await readAll(apiKey);
    const held = await app.db.knex('subscriptions').where({ client_id: clientId, gtin: first }).first('id', 'payload');

    // Transaction A appends its change for this client through the production listener, then stays open.
    const trxA = await app.db.knex.transaction();
    await app.services.changes.onRecordsChanged(trxA, [{ subscriptionId: held.id, clientId, gtin: first, clientIdentifier: null, payload: held.payload }]);
    // Meanwhile another client's change commits with a higher seq than A's.
    const bystander = await app.createClient();
    await subscribe(bystander.apiKey, [{ gtin: nextGtin() }]);
    expect((await readAll(bystander.apiKey)).changes).toHaveLength(1);

    // B, a real request of the same client, starts after A and must not commit before it.
    let bDone = false;
    const requestB = request(`${app.baseUrl}/subscribe/${second}`, { apiKey, method: 'DELETE' }).then((response) => {
      bDone = true;
      return response;
    });
    const waiting = await eventually(
      () => app.db.knex.raw("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'"),
      (result: any) => result.rows[0].n >= 1,
    );
    expect((waiting).rows[0].n).toBeGreaterThanOrEqual(1);
    expect(bDone).toBe(false);
    // The reader polls while A is open: nothing of A or B, and its cursor does not move past A.
    const during = await changes(apiKey, `?after=${start.cursor}`);
    expect(during.body).toEqual({ changes: [], nextCursor: start.cursor, hasMore: false });

    await trxA.commit();
    expect((await requestB).status).toBe(200);
    const after = await readAll(apiKey, start.cursor);
    expect(after.changes.map((change) => [change.event, change.gtin])).toEqual([['product.updated', first], ['product.unsubscribed', second]]);
    expect((await readAll(apiKey, after.cursor)).changes).toEqual([]);
  });

  it('many concurrent writers of one client: a reader polling throughout sees every change exactly once, in commit order', async () => {
    const { apiKey, name } = await app.createClient();
    const clientId = Number((await app.db.knex('clients').where({ name }).first('id')).id);
    const gtins = Array.from({ length: 40 }, nextGtin);
    await subscribe(apiKey, gtins.map((gtin) => ({ gtin, is_eco: 0 })));
    let stop = false;
    const seen: any[] = [];
    const reader = (async () => {
      let cursor: string | undefined;
      while (!stop) {
        const page = await changes(apiKey, `?limit=5${cursor ? `&after=${cursor}` : ''}`);
        seen.push(...page.body.changes);
        cursor = page.body.nextCursor;
      }
      seen.push(...(await readAll(apiKey, cursor)).changes);
    })();
    // Requests and catalogue refreshes (which lock subscriptions, not the client) race one another.
    await Promise.all([
      ...gtins.map((gtin) => subscribe(apiKey, [{ gtin, is_eco: 1 }])),
      ...Array.from({ length: 8 }, async (_, round) => {
        await loadCatalogue(app, gtins.map((gtin) => ({ gtin, name: 'Blandning', ingredients: round % 2 ? 'nötkött' : 'havre' })));
        await app.services.recordRefresher.refresh({ gtins });
      }),
    ]);
    stop = true;
    await reader;
    const logged = await app.db.knex('change_log').where({ client_id: clientId }).orderBy('seq').select('seq');
    const cursors = createCursorCodec(app.config.secretKey);
    expect(seen.map((change) => change.cursor)).toEqual(logged.map((row: any) => cursors.encode('c', clientId, Number(row.seq))));
    expect(new Set(seen.map((change) => change.gtin))).toEqual(new Set(gtins));
    expect(seen.length).toBeGreaterThan(80); // the catalogue rounds changed records too
    expect(new Set(seen.map((change) => change.cursor)).size).toBe(seen.length);
  });
});

describe('opaque cursors', () => {
  it("reveal nothing of other tenants' activity: a cursor holds no readable position, and one issued before (version 2) still works", async () => {
    const { apiKey, name } = await app.createClient();
    const clientId = Number((await app.db.knex('clients').where({ name }).first('id')).id);
    await subscribe(apiKey, [{ gtin: nextGtin(), is_eco: 0 }]);
    const before = (await changes(apiKey)).body;
    // Another tenant makes 7 subscriptions: 7 changes between two of this tenant's.
    const other = await app.createClient();
    await subscribe(other.apiKey, Array.from({ length: 7 }, () => ({ gtin: nextGtin(), is_eco: 0 })));
    await subscribe(apiKey, [{ gtin: nextGtin(), is_eco: 0 }]);
    const after = (await changes(apiKey, `?after=${before.nextCursor}`)).body;
    for (const cursor of [before.nextCursor, after.nextCursor, ...after.changes.map((change: any) => change.cursor)] as string[]) {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toMatch(/[a-z]\d?:\d/);
    }
    // The positions are seq values shared by all tenants: the two differ by 8, which the cursors do not show.
    const seqs = await app.db.knex('change_log').where({ client_id: clientId }).orderBy('seq').pluck('seq');
    expect(Number(seqs[1]) - Number(seqs[0])).toBeGreaterThanOrEqual(8);
    // A cursor of the format issued before this one: base64url of `c2:<seq>` and a 96-bit HMAC.
    const key = createHmac('sha256', app.config.secretKey).update('pss page cursor v2').digest();
    const text = `c2:${seqs[0]}`;
    const legacy = Buffer.concat([Buffer.from(text, 'latin1'), createHmac('sha256', key).update(`${clientId}\n${text}`).digest().subarray(0, 12)]).toString('base64url');
    const resumed = (await changes(apiKey, `?after=${legacy}`)).body;
    expect(resumed.changes.map((change: any) => change.gtin)).toEqual(after.changes.map((change: any) => change.gtin));
  });
});

describe('retention', () => {
  it('prunes changes older than WEBHOOK_LOG_RETENTION_DAYS in the hourly task; a cursor before them answers 410, one at the horizon does not', async () => {
    const { apiKey, name } = await app.createClient();
    const clientId = Number((await app.db.knex('clients').where({ name }).first('id')).id);
    const gtins = Array.from({ length: 4 }, nextGtin);
    await subscribe(apiKey, gtins.map((gtin) => ({ gtin })));
    const all = (await readAll(apiKey)).changes;
    const seqs = (await app.db.knex('change_log').where({ client_id: clientId }).orderBy('seq').pluck('seq')) as number[];
    // The first two are 31 days old, the third 29: only the first two are past 30 days.
    await app.db.knex('change_log').whereIn('seq', seqs.slice(0, 2)).update({ occurred_at: app.db.knex.raw("now() - interval '31 days'") });
    await app.db.knex('change_log').where('seq', seqs[2]).update({ occurred_at: app.db.knex.raw("now() - interval '29 days'") });
    await (app.services.changes.tasks['prune-change-log'] as any)(undefined, undefined);

    expect((await readAll(apiKey)).changes.map((change) => change.gtin)).toEqual(gtins.slice(2));
    const expired = await changes(apiKey, `?after=${all[0].cursor}`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(expired.body).toMatchObject({ type: '/problems/cursor-expired', status: 410 });
    expect(expired.body.detail).toContain('/v2/products/export');
    expect(expired.headers.get('link')).toBe('</v2/products/export>; rel="alternate"; type="application/x-ndjson"');
    // A partner that had read up to the last pruned change missed nothing.
    const atHorizon = await changes(apiKey, `?after=${all[1].cursor}`);
    expect(atHorizon.status).toBe(200);
    expect(atHorizon.body.changes.map((change: any) => change.gtin)).toEqual(gtins.slice(2));
  });
});
