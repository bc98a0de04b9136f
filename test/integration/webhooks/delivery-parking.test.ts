import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';
import { request } from '../../support/http.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { eventually } from '../../support/eventually.js';

/**
 * Retries and redeliveries at a partner's in-flight cap (docs/adr/0041-delivery-slots-parked.md,
 * docs/adr/0042-failed-attempt-hands-slot-on.md): a job that finds no free slot parks its delivery (no job, waiting = 'parked') under the
 * partner's slot lock, and the delivery goes out once a slot frees. The real worker runs in this
 * process with a cap of 1 and retries due at once (WEBHOOK_RETRY_SCHEDULE 0ms), and the receivers
 * hold chosen requests open until the test lets them go, so the slot is provably taken while the
 * retry or redelivery comes due.
 */
const CAP = 1;
let webhooks: WebhookTestApp;
let app: TestApp;
const receivers: GatedReceiver[] = [];

beforeAll(async () => {
  webhooks = await startWebhookTestApp({ WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT: String(CAP), WEBHOOK_RETRY_SCHEDULE: '0ms,0ms,0ms' });
  app = webhooks.app;
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await webhooks?.close();
});

interface Received {
  deliveryId: string;
  receivedAt: number;
  /** The status answered, once answered. */
  status?: number;
}

/** How the receiver answers the nth request (0-based) of one delivery: a status now or after a while, or held until `answerHeld`. */
type Decide = (deliveryId: string, nth: number) => number | { status: number; afterMs: number } | 'hold';

interface GatedReceiver {
  url: string;
  requests: Received[];
  /** The most requests open at once. */
  maxOpen(): number;
  answer(decide: Decide): void;
  /** Answers every held request with `status`. */
  answerHeld(status?: number): void;
  held(): number;
  close(): Promise<void>;
}

/**
 * A loopback receiver that can hold requests open (test/support/webhook-receiver.ts answers at once
 * or never), and counts the requests open at once: the partner's side of the cap.
 */
async function startGatedReceiver(): Promise<GatedReceiver> {
  const requests: Received[] = [];
  const held: { res: http.ServerResponse; received: Received }[] = [];
  let decide: Decide = () => 200;
  let open = 0;
  let maxOpen = 0;
  const reply = (res: http.ServerResponse, received: Received, status: number) => {
    received.status = status;
    res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'try again');
  };
  const server = http.createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    res.on('close', () => open--);
    req.resume();
    req.on('end', () => {
      const deliveryId = String(req.headers['webhook-id']);
      const nth = requests.filter((earlier) => earlier.deliveryId === deliveryId).length;
      const received: Received = { deliveryId, receivedAt: Date.now() };
      requests.push(received);
      const answer = decide(deliveryId, nth);
      if (answer === 'hold') held.push({ res, received });
      else if (typeof answer === 'number') reply(res, received, answer);
      else setTimeout(() => reply(res, received, answer.status), answer.afterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: GatedReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests,
    maxOpen: () => maxOpen,
    answer(next) {
      decide = next;
    },
    answerHeld(status = 200) {
      for (const { res, received } of held.splice(0)) reply(res, received, status);
    },
    held: () => held.length,
    async close() {
      for (const { res } of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  receivers.push(receiver);
  return receiver;
}

/** A new client whose webhook points at a gated receiver. */
async function gatedPartner() {
  const partner = await webhooks.partner();
  const receiver = await startGatedReceiver();
  await app.services.webhooks.admin.register(partner.name, receiver.url, partner.secret);
  return { ...partner, receiver };
}

let gtinCounter = 0;
const nextGtin = () => `0${withCheckDigit(`7394${String(++gtinCounter).padStart(8, '0')}`)}`;
const subscribe = async (apiKey: string, count: number) => {
  const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: Array.from({ length: count }, () => ({ gtin: nextGtin(), is_eco: 0 })) });
  expect(response.status, response.text).toBe(200);
};

interface DeliveryRow {
  id: string;
  status: string;
  waiting: string | null;
  attempt_count: number;
  next_attempt_at: Date | null;
  has_job: boolean;
}

/** The client's deliveries, oldest first, each with whether a graphile-worker job exists for it. */
const deliveriesOf = (clientId: number): Promise<DeliveryRow[]> =>
  app.db.knex('webhook_deliveries as d').where('d.client_id', clientId).orderBy('d.seq')
    .select('d.id', 'd.status', 'd.waiting', 'd.attempt_count', 'd.next_attempt_at',
      app.db.knex.raw(`exists (select 1 from graphile_worker.jobs j where j.key = 'delivery:' || d.id) as has_job`));

/** Attempts of the client in flight now, as the slot count sees them (delivery-slots-store.ts). */
async function inFlight(clientId: number): Promise<number> {
  const [row] = await app.db.knex('webhook_delivery_attempts as a').join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .where({ 'd.client_id': clientId, 'a.outcome': 'in_progress' }).count<{ n: string }[]>('* as n');
  return Number(row?.n);
}

/** Samples `inFlight` from the database until stopped; answers every sample taken. */
function sampleInFlight(clientId: number): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await inFlight(clientId));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** The delivery is pending and parked: it keeps its place, has no job and no attempt under way. */
const isParked = (row: DeliveryRow | undefined, attempts: number) =>
  row?.status === 'pending' && row.waiting === 'parked' && row.next_attempt_at === null && !row.has_job && row.attempt_count === attempts;

/** Nothing left in flight or waiting for the client, and its webhook is not flagged as having parked deliveries. */
async function expectSlotsFree(clientId: number): Promise<void> {
  const read = async () => ({
    inFlight: await inFlight(clientId),
    waitingOrJob: (await deliveriesOf(clientId)).filter((row) => row.waiting !== null || row.has_job),
    hasWaiting: (await app.db.knex('webhooks').where({ client_id: clientId }).first('has_waiting')).has_waiting,
  });
  const free = { inFlight: 0, waitingOrJob: [], hasWaiting: false };
  // The last job ends (and its row goes) just after its attempt is recorded.
  expect(await eventually(read, (state) => state.inFlight === 0 && state.waitingOrJob.length === 0 && !state.hasWaiting)).toEqual(free);
}

const successesById = (requests: Received[]) => {
  const counts: Record<string, number> = {};
  for (const received of requests) if (received.status !== undefined && received.status < 300) counts[received.deliveryId] = (counts[received.deliveryId] ?? 0) + 1;
  return counts;
};

/**
 * Answers the request that holds the slot; then both deliveries succeed, the parked one reaches the
 * receiver only after the slot freed, the cap held throughout (the sampling saw the slot taken, never
 * more), and the slots are free again.
 */
async function freeSlotAndExpectDelivered(clientId: number, receiver: GatedReceiver, sampler: ReturnType<typeof sampleInFlight>, parkedId: string, holderId: string) {
  const freedAt = Date.now();
  receiver.answerHeld(200);
  const done = await eventually(() => deliveriesOf(clientId), (rows) => rows.every((row) => row.status === 'succeeded'));
  expect(done.map((row) => [row.id, row.status, row.attempt_count])).toEqual([[parkedId, 'succeeded', 2], [holderId, 'succeeded', 1]]);
  const samples = await sampler.stop();
  const last = receiver.requests.at(-1);
  expect([last?.deliveryId, last?.status]).toEqual([parkedId, 200]);
  expect(last!.receivedAt).toBeGreaterThanOrEqual(freedAt);
  expect(Math.max(...samples)).toBe(CAP);
  expect(receiver.maxOpen()).toBe(CAP);
  await expectSlotsFree(clientId);
}

describe('a retry at the cap', () => {
  it('parks while another delivery holds the slot, and goes out once the slot frees; never more than the cap in flight', async () => {
    expect(app.config.webhookMaxInFlightPerClient).toBe(CAP);
    const { apiKey, clientId, receiver } = await gatedPartner();
    // The first delivery's first attempt fails; every other delivery's first request is held.
    let first: string | undefined;
    receiver.answer((deliveryId, nth) => {
      first ??= deliveryId;
      if (deliveryId === first) return nth === 0 ? 500 : 200;
      return nth === 0 ? 'hold' : 200;
    });
    const sampler = sampleInFlight(clientId);

    await subscribe(apiKey, 2);
    const [a, b] = (await deliveriesOf(clientId)).map((row) => row.id) as [string, string];
    // A failed; its job took B over into the slot, and B's request is held open.
    await eventually(async () => receiver.held(), (held) => held === 1);
    expect(receiver.requests.map((received) => [received.deliveryId, received.status])).toEqual([[a, 500], [b, undefined]]);

    // A's retry came due while B holds the only slot: parked, not attempted, no job.
    const parked = await eventually(() => deliveriesOf(clientId), (rows) => isParked(rows[0], 1));
    expect(parked[0]).toMatchObject({ id: a, status: 'pending', waiting: 'parked', next_attempt_at: null, has_job: false, attempt_count: 1 });
    expect(parked[1]).toMatchObject({ id: b, status: 'pending', waiting: null, attempt_count: 1 });
    expect(await inFlight(clientId)).toBe(CAP);
    expect((await app.db.knex('webhooks').where({ client_id: clientId }).first('has_waiting')).has_waiting).toBe(true);
    const attemptsOfA = await app.db.knex('webhook_delivery_attempts').where({ delivery_id: a }).orderBy('attempt_number').select('attempt_number', 'outcome');
    expect(attemptsOfA).toEqual([{ attempt_number: 1, outcome: 'failed' }]);

    await freeSlotAndExpectDelivered(clientId, receiver, sampler, a, b);
    expect(receiver.requests.map((received) => [received.deliveryId, received.status])).toEqual([[a, 500], [b, 200], [a, 200]]);
    expect(successesById(receiver.requests)).toEqual({ [a]: 1, [b]: 1 });
  });
});

describe('a run of failing deliveries whose retries are due at once', () => {
  it('never has more than the cap in flight: a failed attempt hands its slot on in the commit that frees it', async () => {
    const { apiKey, clientId, receiver } = await gatedPartner();
    const count = 30;
    // Every first attempt fails at once-due retries, but the last delivery's is held: until it is
    // answered, each retry can only find the slot taken. Answers take a moment, so two attempts at
    // once would overlap at the receiver.
    const firsts = new Set<string>();
    receiver.answer((deliveryId, nth) => {
      if (nth > 0) return { status: 200, afterMs: 5 };
      firsts.add(deliveryId);
      return firsts.size === count ? 'hold' : { status: 500, afterMs: 5 };
    });
    const sampler = sampleInFlight(clientId);

    await subscribe(apiKey, count);
    // The job went down the line, each failure handing the slot to the next delivery; every retry parked.
    const parked = await eventually(() => deliveriesOf(clientId), (rows) => receiver.held() === 1 && rows.slice(0, -1).every((row) => isParked(row, 1)));
    expect(parked.slice(0, -1).filter((row) => !isParked(row, 1))).toEqual([]);
    expect(receiver.requests).toHaveLength(count);

    receiver.answerHeld(200);
    const done = await eventually(() => deliveriesOf(clientId), (rows) => rows.every((row) => row.status === 'succeeded'));
    const samples = await sampler.stop();

    expect(done.map((row) => [row.status, row.attempt_count])).toEqual(Array.from({ length: count }, (_, index) => ['succeeded', index === count - 1 ? 1 : 2]));
    expect(Object.values(successesById(receiver.requests))).toEqual(Array.from({ length: count }, () => 1));
    expect(Math.max(...samples)).toBe(CAP);
    expect(receiver.maxOpen()).toBe(CAP);
    await expectSlotsFree(clientId);
  });
});

describe('a redelivery at the cap', () => {
  it('parks while another delivery holds the slot, and is delivered after the slot frees', async () => {
    const { apiKey, clientId, receiver } = await gatedPartner();
    await subscribe(apiKey, 1);
    const [delivered] = await eventually(() => deliveriesOf(clientId), (rows) => rows[0]?.status === 'succeeded');
    const d1 = delivered!.id;
    // The next delivery's request is held: the partner is at its cap.
    receiver.answer((deliveryId) => (deliveryId === d1 ? 200 : 'hold'));
    const sampler = sampleInFlight(clientId);
    await subscribe(apiKey, 1);
    await eventually(async () => receiver.held(), (held) => held === 1);
    const d2 = receiver.requests[1]!.deliveryId;

    const redelivered = await request(`${app.baseUrl}/webhook/deliveries/${d1}/redeliver`, { apiKey, method: 'POST' });
    expect(redelivered.status, redelivered.text).toBe(202);
    expect(redelivered.body).toMatchObject({ deliveryId: d1 });

    const parked = await eventually(() => deliveriesOf(clientId), (rows) => isParked(rows[0], 1));
    // D2 is in flight under its own job; D1 waits behind it with none.
    expect(parked.map((row) => [row.id, row.status, row.waiting, row.has_job])).toEqual([[d1, 'pending', 'parked', false], [d2, 'pending', null, true]]);
    expect(receiver.requests.filter((received) => received.deliveryId === d1)).toHaveLength(1);
    expect(await inFlight(clientId)).toBe(CAP);

    await freeSlotAndExpectDelivered(clientId, receiver, sampler, d1, d2);
    expect(receiver.requests.map((received) => [received.deliveryId, received.status])).toEqual([[d1, 200], [d2, 200], [d1, 200]]);
  });
});

describe('a suspended partner', () => {
  it("keeps its retries parked, a release does not send them, and activation does", async () => {
    const { apiKey, name, clientId, receiver } = await gatedPartner();
    receiver.answer((_deliveryId, nth) => (nth === 0 ? 'hold' : 200));
    await subscribe(apiKey, 1);
    await eventually(async () => receiver.held(), (held) => held === 1);
    const deliveryId = receiver.requests[0]!.deliveryId;

    // Suspended during the first attempt, which then fails: its retry finds the partner suspended.
    await app.services.clientService.setStatus(name, 'suspended');
    receiver.answerHeld(500);
    const parked = await eventually(() => deliveriesOf(clientId), (rows) => isParked(rows[0], 1));
    expect(parked).toEqual([expect.objectContaining({ id: deliveryId, status: 'pending', waiting: 'parked', has_job: false, attempt_count: 1 })]);
    expect(await inFlight(clientId)).toBe(0);

    // A free slot is not enough: the release that activation runs sends nothing while suspended.
    await app.services.webhooks.resumeDeliveries(clientId);
    const stillParked = await deliveriesOf(clientId);
    expect(isParked(stillParked[0], 1)).toBe(true);
    expect(receiver.requests).toHaveLength(1);

    // What `pss client activate` does.
    await app.services.clientService.setStatus(name, 'active');
    await app.services.webhooks.resumeDeliveries(clientId);
    const done = await eventually(() => deliveriesOf(clientId), (rows) => rows[0]?.status === 'succeeded');
    expect(done).toEqual([expect.objectContaining({ id: deliveryId, status: 'succeeded', attempt_count: 2 })]);
    expect(receiver.requests.map((received) => [received.deliveryId, received.status])).toEqual([[deliveryId, 500], [deliveryId, 200]]);
    await expectSlotsFree(clientId);
  });
});
