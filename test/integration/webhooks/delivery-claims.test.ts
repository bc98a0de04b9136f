import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, type AttemptResult } from '../../../src/webhooks/delivery-http.js';
import { createDeliveryClaimsStore, type DeliveryClaimsStore } from '../../../src/webhooks/delivery-claims-store.js';
import { createWebhookStore, type WebhookStore } from '../../../src/webhooks/webhook-store.js';
import { createDeliverySlotsStore } from '../../../src/webhooks/delivery-slots-store.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The batched statements of the delivery task (`claimUsualAttempts`, `recordSuccesses`) called
 * directly against real pending deliveries, and the keep-alive connections of `postWebhook`.
 * No worker runs in this file: the deliveries' jobs stay queued, so only the test claims attempts.
 */
let app: TestApp;
let store: DeliveryClaimsStore;
let webhooks: WebhookStore;

beforeAll(async () => {
  // A cap of 2 per client, so the slot tests below see it bind with few deliveries.
  app = await startTestApp({ WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT: '2' });
  // The webhook module keeps its stores to itself; the task builds its own from the same knex.
  store = createDeliveryClaimsStore(app.db.knex);
  webhooks = createWebhookStore(app.db.knex);
});
afterAll(async () => {
  await app?.close();
});

let gtinCounter = 0;
function nextGtin(): string {
  return `0${withCheckDigit(`7392${String(++gtinCounter).padStart(8, '0')}`)}`;
}

/** A client with a registered webhook and `count` pending deliveries (one per subscribed product), oldest first. */
async function pendingDeliveries(count: number): Promise<{ clientId: number; ids: string[] }> {
  const { name, apiKey } = await app.createClient();
  // Never contacted: no worker runs in this file.
  await app.services.webhooks.admin.register(name, 'http://127.0.0.1:9/hook', 'batching-signing-secret-01');
  const client = await app.services.clientStore.findByName(name);
  const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: Array.from({ length: count }, () => ({ gtin: nextGtin(), is_eco: 0 })) });
  expect(subscribed.status, subscribed.text).toBe(200);
  const rows = await app.db.knex('webhook_deliveries').where({ client_id: client!.id }).orderBy('seq').select<{ id: string; status: string; attempt_count: number }[]>('id', 'status', 'attempt_count');
  expect(rows).toHaveLength(count);
  expect(rows.every((row) => row.status === 'pending' && row.attempt_count === 0)).toBe(true);
  return { clientId: client!.id, ids: rows.map((row) => row.id) };
}

interface DeliveryState {
  status: string;
  attempt_count: number;
  finished_at: Date | null;
  attempts: { attempt_number: number; job_id: string | null; outcome: string; status_code: number | null; duration_ms: number | null; response_body: string | null }[];
}

async function stateOf(deliveryId: string): Promise<DeliveryState> {
  const delivery = await app.db.knex('webhook_deliveries').where({ id: deliveryId }).first<Omit<DeliveryState, 'attempts'>>('status', 'attempt_count', 'finished_at');
  const attempts = await app.db.knex('webhook_delivery_attempts')
    .where({ delivery_id: deliveryId })
    .orderBy('attempt_number')
    .select<DeliveryState['attempts']>('attempt_number', 'job_id', 'outcome', 'status_code', 'duration_ms', 'response_body');
  return { ...delivery, attempts };
}

/** The claim as the task makes it, with room for every claim here. */
async function claimUsual(claims: { deliveryId: string; attempt: number; jobId: string }[], cap = 100) {
  return store.claimUsualAttempts(app.db.knex, claims, { cap, staleMs: 15_000 });
}

const recordSuccesses = async (successes: Parameters<DeliveryClaimsStore['recordSuccesses']>[0]) => (await store.recordSuccesses(successes)).map((answer) => answer !== undefined);

const success = (responseBody: string | null = 'ok', durationMs = 12): AttemptResult =>
  ({ succeeded: true, statusCode: 200, errorKind: null, errorMessage: null, responseBody, durationMs, retryAfterMs: null });

describe('claimUsualAttempts', () => {
  it('claims attempt 1 of several distinct deliveries in one call, each answer matching its own claim', async () => {
    const { clientId, ids } = await pendingDeliveries(3);
    const [first, second, third] = ids as [string, string, string];
    // Not in creation order: answers must follow the claims, not the rows.
    const claims = [
      { deliveryId: third, attempt: 1, jobId: 'job-a3' },
      { deliveryId: first, attempt: 1, jobId: 'job-a1' },
      { deliveryId: second, attempt: 1, jobId: 'job-a2' },
    ];

    const answers = await claimUsual(claims);

    expect(answers).toHaveLength(3);
    const webhook = await webhooks.findWebhook(app.db.knex, clientId);
    answers.forEach((answer, index) => {
      expect(answer, `claim ${index}`).toBeDefined();
      expect(answer!.number).toBe(1);
      expect(answer!.delivery).toMatchObject({ id: claims[index]!.deliveryId, clientId, status: 'pending', attemptCount: 1, nextAttemptAt: null, event: 'product.updated' });
      // The webhook comes back through row_to_json: bytea and timestamps must survive the trip.
      expect(answer!.webhook).toEqual(webhook);
    });
    for (const claim of claims) {
      const state = await stateOf(claim.deliveryId);
      expect(state).toMatchObject({ status: 'pending', attempt_count: 1, finished_at: null });
      expect(state.attempts).toEqual([{ attempt_number: 1, job_id: claim.jobId, outcome: 'in_progress', status_code: null, duration_ms: null, response_body: null }]);
    }
  });

  it('returns the previous secret of a rotated webhook intact', async () => {
    const { clientId, ids } = await pendingDeliveries(1);
    const { name } = await app.db.knex('clients').where({ id: clientId }).first<{ name: string }>('name');
    await app.services.webhooks.admin.rotateSecret(name, 'batching-signing-secret-02');
    const webhook = await webhooks.findWebhook(app.db.knex, clientId);
    expect(webhook?.previousSecretEncrypted).toBeInstanceOf(Buffer);
    expect(webhook?.previousSecretExpiresAt).toBeInstanceOf(Date);

    const [answer] = await claimUsual([{ deliveryId: ids[0]!, attempt: 1, jobId: 'job-rotated' }]);

    expect(answer?.webhook).toEqual(webhook);
  });

  it('lets exactly one of two claims of the same delivery in one call win', async () => {
    const { ids } = await pendingDeliveries(1);
    const deliveryId = ids[0]!;

    const answers = await claimUsual([
      { deliveryId, attempt: 1, jobId: 'job-twin-1' },
      { deliveryId, attempt: 1, jobId: 'job-twin-2' },
    ]);

    const won = answers.flatMap((answer, index) => (answer ? [index] : []));
    expect(won).toHaveLength(1);
    expect(answers[won[0]!]).toMatchObject({ number: 1, delivery: { id: deliveryId, attemptCount: 1 } });
    const state = await stateOf(deliveryId);
    expect(state.attempt_count).toBe(1);
    expect(state.attempts).toHaveLength(1);
    expect(state.attempts[0]).toMatchObject({ attempt_number: 1, outcome: 'in_progress', job_id: won[0] === 0 ? 'job-twin-1' : 'job-twin-2' });
  });

  it('refuses an attempt number already made and changes nothing, while claiming the others of the same call', async () => {
    const { ids } = await pendingDeliveries(2);
    const [made, fresh] = ids as [string, string];
    expect(await claimUsual([{ deliveryId: made, attempt: 1, jobId: 'job-first-run' }])).toEqual([expect.anything()]);
    const before = await stateOf(made);

    const answers = await claimUsual([
      { deliveryId: made, attempt: 1, jobId: 'job-late' },
      { deliveryId: fresh, attempt: 1, jobId: 'job-fresh' },
    ]);

    expect(answers[0]).toBeUndefined();
    expect(answers[1]).toMatchObject({ number: 1, delivery: { id: fresh } });
    expect(await stateOf(made)).toEqual(before);
    expect(before).toMatchObject({ attempt_count: 1, attempts: [{ attempt_number: 1, job_id: 'job-first-run', outcome: 'in_progress' }] });
  });

  it('claims attempt 2 once attempt 1 was made, numbering it 2', async () => {
    const { ids } = await pendingDeliveries(1);
    const deliveryId = ids[0]!;
    await claimUsual([{ deliveryId, attempt: 1, jobId: 'job-n1' }]);

    const [answer] = await claimUsual([{ deliveryId, attempt: 2, jobId: 'job-n2' }]);

    expect(answer).toMatchObject({ number: 2, delivery: { attemptCount: 2 } });
    expect((await stateOf(deliveryId)).attempts.map((attempt) => [attempt.attempt_number, attempt.job_id])).toEqual([[1, 'job-n1'], [2, 'job-n2']]);
  });

  it('refuses a delivery whose webhook is disabled and changes nothing', async () => {
    const { clientId, ids } = await pendingDeliveries(1);
    const deliveryId = ids[0]!;
    // Only the flag: disabling (with failWaiting) would also fail the pending delivery, which is not what is tested here.
    await app.db.knex('webhooks').where({ client_id: clientId }).update({ enabled: false });

    const answers = await claimUsual([{ deliveryId, attempt: 1, jobId: 'job-disabled' }]);

    expect(answers).toEqual([undefined]);
    expect(await stateOf(deliveryId)).toEqual({ status: 'pending', attempt_count: 0, finished_at: null, attempts: [] });
  });

  it('refuses a delivery that is no longer pending, and one that does not exist', async () => {
    const { ids } = await pendingDeliveries(1);
    const deliveryId = ids[0]!;
    await app.db.knex('webhook_deliveries').where({ id: deliveryId }).update({ status: 'failed', finished_at: app.db.knex.fn.now() });

    const answers = await claimUsual([
      { deliveryId, attempt: 1, jobId: 'job-finished' },
      { deliveryId: randomUUID(), attempt: 1, jobId: 'job-missing' },
    ]);

    expect(answers).toEqual([undefined, undefined]);
    expect(await stateOf(deliveryId)).toMatchObject({ status: 'failed', attempt_count: 0, attempts: [] });
  });
});

describe('recordSuccesses', () => {
  it('finishes each recorded attempt and its delivery, and answers false for an attempt that was not made', async () => {
    const { ids } = await pendingDeliveries(3);
    const [first, second, third] = ids as [string, string, string];
    const claimed = await claimUsual(ids.map((deliveryId, index) => ({ deliveryId, attempt: 1, jobId: `job-s${index}` })));
    expect(claimed.every((answer) => answer?.number === 1)).toBe(true);
    const thirdBefore = await stateOf(third);

    const answers = await recordSuccesses([
      { deliveryId: second, number: 1, result: success('second ok', 21) },
      // Attempt 2 of the third delivery was never made.
      { deliveryId: third, number: 2, result: success('wrong number') },
      { deliveryId: first, number: 1, result: success('first ok', 11) },
    ]);

    expect(answers).toEqual([true, false, true]);
    for (const [deliveryId, body, duration] of [[first, 'first ok', 11], [second, 'second ok', 21]] as const) {
      const state = await stateOf(deliveryId);
      expect(state).toMatchObject({ status: 'succeeded', attempt_count: 1 });
      expect(state.finished_at).toBeInstanceOf(Date);
      expect(state.attempts).toEqual([{ attempt_number: 1, job_id: expect.any(String), outcome: 'succeeded', status_code: 200, duration_ms: duration, response_body: body }]);
    }
    expect(await stateOf(third)).toEqual(thirdBefore);
    expect(thirdBefore).toMatchObject({ status: 'pending', finished_at: null, attempts: [{ attempt_number: 1, outcome: 'in_progress', status_code: null }] });
  });

  it('answers false for a delivery that does not exist', async () => {
    expect(await recordSuccesses([{ deliveryId: randomUUID(), number: 1, result: success() }])).toEqual([false]);
  });

  it('stores a response body without its NUL characters', async () => {
    const { ids } = await pendingDeliveries(2);
    await claimUsual(ids.map((deliveryId, index) => ({ deliveryId, attempt: 1, jobId: `job-nul${index}` })));

    const answers = await recordSuccesses([
      { deliveryId: ids[0]!, number: 1, result: success('\u0000ok\u0000 then\u0000more\u0000') },
      { deliveryId: ids[1]!, number: 1, result: success(null) },
    ]);

    expect(answers).toEqual([true, true]);
    expect((await stateOf(ids[0]!)).attempts[0]).toMatchObject({ outcome: 'succeeded', response_body: 'ok thenmore' });
    expect((await stateOf(ids[1]!)).attempts[0]).toMatchObject({ outcome: 'succeeded', response_body: null });
  });

  it('makes a succeeded delivery refuse further claims', async () => {
    const { ids } = await pendingDeliveries(1);
    const deliveryId = ids[0]!;
    await claimUsual([{ deliveryId, attempt: 1, jobId: 'job-done' }]);
    expect(await recordSuccesses([{ deliveryId, number: 1, result: success() }])).toEqual([true]);

    expect(await claimUsual([{ deliveryId, attempt: 2, jobId: 'job-after' }])).toEqual([undefined]);
    expect(await stateOf(deliveryId)).toMatchObject({ status: 'succeeded', attempt_count: 1 });
  });
});

describe('delivery slots (WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT)', () => {
  const slots = () => createDeliverySlotsStore(app.db.knex, { cap: 2, staleMs: 15_000 });
  const waitingOf = async (ids: string[]) =>
    app.db.knex('webhook_deliveries').whereIn('id', ids).orderBy('seq').select<{ waiting: string | null; attempt_count: number }[]>('waiting', 'attempt_count');
  const jobOf = async (deliveryId: string) => app.db.knex('graphile_worker.jobs').where({ key: `delivery:${deliveryId}` }).first('id');

  it('creates deliveries parked and gives jobs to as many as the cap allows, oldest first', async () => {
    const { clientId, ids } = await pendingDeliveries(4);
    expect(await waitingOf(ids)).toEqual([
      { waiting: 'released', attempt_count: 0 }, { waiting: 'released', attempt_count: 0 }, { waiting: 'parked', attempt_count: 0 }, { waiting: 'parked', attempt_count: 0 },
    ]);
    expect(await Promise.all(ids.map(async (id) => (await jobOf(id)) !== undefined))).toEqual([true, true, false, false]);
    expect((await app.db.knex('webhooks').where({ client_id: clientId }).first('has_waiting')).has_waiting).toBe(true);
    // The released two hold both slots until their jobs claim them: nothing more to release.
    expect(await app.db.knex.transaction((trx) => slots().release(trx, [clientId]))).toEqual([]);
  });

  it('claims only into a free slot, and a success hands its slot to the next parked delivery in the same statement', async () => {
    const { clientId, ids } = await pendingDeliveries(4);
    const claims = ids.map((deliveryId, index) => ({ deliveryId, attempt: 1, jobId: `job-cap${index}` }));
    await app.db.knex('graphile_worker._private_jobs').whereIn('key', ids.map((id) => `delivery:${id}`)).delete(); // the test plays the worker

    const answers = await store.claimUsualAttempts(app.db.knex, [...claims].reverse(), { cap: 2, staleMs: 15_000 });

    // Answers follow the claims (reversed); the two oldest deliveries got the slots; the others are untouched.
    expect(answers.map((answer) => answer?.delivery.id)).toEqual([undefined, undefined, ids[1], ids[0]]);
    expect(await waitingOf(ids)).toEqual([
      { waiting: null, attempt_count: 1 }, { waiting: null, attempt_count: 1 }, { waiting: 'parked', attempt_count: 0 }, { waiting: 'parked', attempt_count: 0 },
    ]);

    // Both attempts succeed; their jobs take the two parked deliveries over, oldest first, and start their attempts.
    const seqs = await app.db.knex('webhook_deliveries').whereIn('id', ids).orderBy('seq').pluck<number[]>('seq');
    const [firstDone, secondDone] = await store.recordSuccesses([
      { deliveryId: ids[0]!, number: 1, result: success(), afterSeq: seqs[0], takeOverAs: 'job-cap0' },
      { deliveryId: ids[1]!, number: 1, result: success(), afterSeq: seqs[1], takeOverAs: 'job-cap1' },
    ]);
    expect([firstDone?.next?.delivery.id, secondDone?.next?.delivery.id].sort()).toEqual([ids[2], ids[3]].sort());
    expect(firstDone?.next).toMatchObject({ number: 1, delivery: { clientId, attemptCount: 1 } });
    expect(await waitingOf(ids)).toEqual([
      { waiting: null, attempt_count: 1 }, { waiting: null, attempt_count: 1 }, { waiting: null, attempt_count: 1 }, { waiting: null, attempt_count: 1 },
    ]);
    const started = await app.db.knex('webhook_delivery_attempts').whereIn('delivery_id', [ids[2]!, ids[3]!]).orderBy('job_id').pluck<string[]>('job_id');
    expect(started).toEqual(['job-cap0', 'job-cap1']);

    // Nothing left to take over: the success answers no next delivery.
    expect(await store.recordSuccesses([{ deliveryId: ids[2]!, number: 1, result: success(), afterSeq: seqs[2], takeOverAs: 'job-cap0' }])).toEqual([{}]);
  });

  /** Both slots of a new client taken by claimed attempts, and its subscriptions for new deliveries. */
  async function clientAtCap() {
    const { clientId, ids } = await pendingDeliveries(2);
    await app.db.knex('graphile_worker._private_jobs').whereIn('key', ids.map((id) => `delivery:${id}`)).delete(); // the test plays the worker
    const claimed = await claimUsual(ids.map((deliveryId, index) => ({ deliveryId, attempt: 1, jobId: `job-race${index}` })), 2);
    expect(claimed.every(Boolean)).toBe(true);
    const subscriptions = await app.db.knex('subscriptions').where({ client_id: clientId }).orderBy('id').select<{ id: number; gtin: string; client_identifier: string | null; payload: string }[]>('id', 'gtin', 'client_identifier', 'payload');
    const changes = subscriptions.map((row) => ({ subscriptionId: row.id, clientId, gtin: row.gtin, clientIdentifier: row.client_identifier, payload: row.payload }));
    const seqs = await app.db.knex('webhook_deliveries').whereIn('id', ids).orderBy('seq').pluck<number[]>('seq');
    return { clientId, ids, changes, seqs };
  }
  const waitingForSlotLock = () =>
    eventually(
      async () => (await app.db.knex('pg_stat_activity').where({ wait_event_type: 'Lock', wait_event: 'advisory' }).whereRaw('datname = current_database()').count<{ count: number }[]>('* as count'))[0]!.count,
      (count) => Number(count) > 0,
    );
  const newDeliveryOf = async (clientId: number, before: string[]) =>
    (await app.db.knex('webhook_deliveries').where({ client_id: clientId }).whereNotIn('id', before).select<{ id: string; waiting: string | null }[]>('id', 'waiting'))[0];

  it('loses no wake-up when a success is recorded while a delivery is created at the cap: the release that ends the job waits, then gives it the slot', async () => {
    const { clientId, ids, changes, seqs } = await clientAtCap();
    const creating = await app.db.knex.transaction();
    await app.services.webhooks.onRecordsChanged(creating, changes.slice(0, 1)); // parked: no slot is free

    // The success does not see the uncommitted delivery, so it takes nothing over…
    expect(await store.recordSuccesses([{ deliveryId: ids[0]!, number: 1, result: success(), afterSeq: seqs[0], takeOverAs: 'job-race0' }])).toEqual([{}]);
    // …and the release that ends its job waits for the creation's commit, then sees the delivery and the free slot.
    const releasing = app.db.knex.transaction((trx) => slots().release(trx, [clientId]));
    await waitingForSlotLock();
    await creating.commit();
    const parked = await newDeliveryOf(clientId, ids);
    expect(await releasing).toEqual([{ deliveryId: parked!.id, attempt: 1 }]);
  });

  it('loses no wake-up when a delivery is created while a job releases: the creation waits, then counts the freed slot', async () => {
    const { clientId, ids, changes, seqs } = await clientAtCap();
    expect(await store.recordSuccesses([{ deliveryId: ids[0]!, number: 1, result: success(), afterSeq: seqs[0], takeOverAs: 'job-race0' }])).toEqual([{}]);
    const releasing = await app.db.knex.transaction();
    expect(await slots().release(releasing, [clientId])).toEqual([]);

    const creating = app.db.knex.transaction((trx) => app.services.webhooks.onRecordsChanged(trx, changes.slice(0, 1)));
    await waitingForSlotLock(); // the creation waits for the release's commit
    await releasing.commit();
    await creating;

    const created = await newDeliveryOf(clientId, ids);
    expect(created?.waiting).toBe('released'); // the slot the success freed
    expect(await jobOf(created!.id)).toBeDefined();
  });

  it('keeps every new delivery of a suspended client parked without a job, and activation releases them into the free slots', async () => {
    const { name, apiKey } = await app.createClient();
    const client = (await app.services.clientStore.findByName(name))!;
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [1, 2, 3].map(() => ({ gtin: nextGtin(), is_eco: 0 })) });
    expect(subscribed.status, subscribed.text).toBe(200);
    await app.services.webhooks.admin.register(name, 'http://127.0.0.1:9/hook', 'batching-signing-secret-01');
    await app.db.knex('clients').where({ id: client.id }).update({ status: 'suspended' });
    // The records change while the client is suspended (as a catalogue import would change them).
    const subscriptions = await app.db.knex('subscriptions').where({ client_id: client.id }).orderBy('id').select<{ id: number; gtin: string; client_identifier: string | null; payload: string }[]>('id', 'gtin', 'client_identifier', 'payload');
    await app.db.knex.transaction((trx) =>
      app.services.webhooks.onRecordsChanged(trx, subscriptions.map((row) => ({ subscriptionId: row.id, clientId: client.id, gtin: row.gtin, clientIdentifier: row.client_identifier, payload: row.payload }))),
    );
    const ids = (await app.db.knex('webhook_deliveries').where({ client_id: client.id }).orderBy('seq').select<{ id: string }[]>('id')).map((row) => row.id);
    expect(await waitingOf(ids)).toEqual([{ waiting: 'parked', attempt_count: 0 }, { waiting: 'parked', attempt_count: 0 }, { waiting: 'parked', attempt_count: 0 }]);
    expect(await Promise.all(ids.map(async (id) => (await jobOf(id)) !== undefined))).toEqual([false, false, false]);

    await app.db.knex('clients').where({ id: client.id }).update({ status: 'active' });
    await app.services.webhooks.resumeDeliveries(client.id);
    expect((await waitingOf(ids)).map((row) => row.waiting)).toEqual(['released', 'released', 'parked']);
    expect(await Promise.all(ids.map(async (id) => (await jobOf(id)) !== undefined))).toEqual([true, true, false]);
  });
});

interface RawRequest {
  head: string;
  body: string;
  /** 1 for the first request on its TCP connection. */
  onConnection: number;
}

/**
 * A hand-written HTTP/1.1 receiver on loopback (port 0) that answers every request with an empty
 * keep-alive 200. With `dropSecondRequest` it destroys the connection instead of answering the
 * second request on it, as a receiver does that closes an idle connection just as it is reused.
 * With `dropEveryRequest` it never answers at all.
 */
async function startRawReceiver(mode: 'answer' | 'dropSecondRequest' | 'dropEveryRequest' = 'answer') {
  const requests: RawRequest[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    let onConnection = 0;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = buffered.subarray(0, headEnd).toString('latin1');
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
        buffered = buffered.subarray(headEnd + 4 + length);
        requests.push({ head, body, onConnection: ++onConnection });
        if (mode === 'dropEveryRequest' || (mode === 'dropSecondRequest' && onConnection === 2)) {
          socket.destroy();
          return;
        }
        socket.write('HTTP/1.1 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n');
      }
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    connections: () => connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const post = (url: string, id: string) =>
  postWebhook({ url, headers: { 'Content-Type': 'application/json', 'webhook-id': id }, body: JSON.stringify({ id }), timeoutMs: 5_000, allowPrivate: true });

// The keep-alive agent is shared by the whole module: every test has its own receiver on its own port.
describe('postWebhook keep-alive connections', () => {
  const receivers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  it('sends consecutive posts to one receiver over one TCP connection', async () => {
    const receiver = await startRawReceiver();
    receivers.push(receiver);

    const first = await post(receiver.url, 'msg_keep_1');
    const second = await post(receiver.url, 'msg_keep_2');

    expect(first).toMatchObject({ succeeded: true, statusCode: 200, errorKind: null });
    expect(second).toMatchObject({ succeeded: true, statusCode: 200, errorKind: null });
    expect(receiver.connections()).toBe(1);
    expect(receiver.requests.map((received) => [received.onConnection, JSON.parse(received.body).id])).toEqual([[1, 'msg_keep_1'], [2, 'msg_keep_2']]);
  });

  it('retries once on a fresh connection when a reused connection is closed before any answer', async () => {
    const receiver = await startRawReceiver('dropSecondRequest');
    receivers.push(receiver);
    expect(await post(receiver.url, 'msg_stale_1')).toMatchObject({ succeeded: true, statusCode: 200 });

    const second = await post(receiver.url, 'msg_stale_2');

    expect(second).toMatchObject({ succeeded: true, statusCode: 200, errorKind: null });
    expect(receiver.connections()).toBe(2);
    expect(receiver.requests).toHaveLength(3);
    const [, dropped, retried] = receiver.requests as [RawRequest, RawRequest, RawRequest];
    expect(dropped.onConnection).toBe(2);
    // The same bytes again, first on a new connection.
    expect(retried.onConnection).toBe(1);
    expect(retried.body).toBe(dropped.body);
    expect(JSON.parse(retried.body).id).toBe('msg_stale_2');
    expect(retried.head).toMatch(/\r\nwebhook-id: msg_stale_2(\r\n|$)/i);
  });

  it('does not retry a connection closed before any answer when it was a fresh one', async () => {
    const receiver = await startRawReceiver('dropEveryRequest');
    receivers.push(receiver);

    const result = await post(receiver.url, 'msg_fresh_drop');

    expect(result).toMatchObject({ succeeded: false, errorKind: 'connect', statusCode: null });
    expect(receiver.connections()).toBe(1);
    expect(receiver.requests).toHaveLength(1);
  });
});
