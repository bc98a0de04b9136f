import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTopologyScenario, type ScenarioResult } from '../../support/topology-scenario.js';
import { startTopology, type Topology } from '../../support/topology.js';

/**
 * The scale-out topology of docs/scaling.md, from Debian packages (test/support/topology.ts):
 * PostgreSQL, PgBouncer in transaction mode in front of two API processes behind HAProxy, and two
 * workers connected directly. At CI size: 4 partners × 300 subscribed products whose catalogue
 * entries all change; mid-burst one API process and one worker are killed with SIGKILL. The full
 * size (10 × 10,000) runs in `BENCH_ONLY=topology make bench`.
 */
const CAP = 4;
let topology: Topology;
let result: ScenarioResult;

beforeAll(async () => {
  topology = await startTopology({
    env: { WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT: String(CAP), WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_RETRY_SCHEDULE: '200ms,200ms,200ms', RATE_LIMIT_PER_MINUTE: '1000000' },
    workerEnv: { WORKER_CONCURRENCY: '8' },
  });
  result = await runTopologyScenario(topology, { partners: 4, productsPerPartner: 300, cap: CAP, killAt: 0.25, settleMs: 80_000 });
}, 150_000);

afterAll(async () => {
  // The figures of the run, for the log (docs/scaling.md describes them).
  for (const line of topology?.errorLines() ?? []) process.stderr.write(`topology error log: ${line}\n`);
  if (result) process.stderr.write(`topology: ${JSON.stringify({ ...result, writes: { ...result.writes, acknowledgedMissing: result.writes.acknowledgedMissing.length } })}\n`);
  await topology?.stop();
});

describe('PgBouncer, two API processes behind HAProxy, two workers; one API and one worker killed mid-burst', () => {
  it('loses no acknowledged write', () => {
    expect(result.writes.acknowledged).toBeGreaterThan(20);
    expect(result.writes.acknowledgedMissing).toEqual([]);
  });

  it('answers no request with a 500: the only failures are the dead process\'s (cut connections, HAProxy\'s 502–504)', () => {
    const serviceErrors = [...Object.keys(result.writes.failures), ...Object.keys(result.reads.failures)].filter((failure) => failure.startsWith('500'));
    expect(serviceErrors).toEqual([]);
  });

  it('delivers every change, each received at least once, and leaves no job behind', () => {
    expect(result.deliveries.total).toBeGreaterThanOrEqual(result.burstDeliveries + result.writes.acknowledged);
    expect(result.deliveries.succeeded).toBe(result.deliveries.total);
    expect(result.deliveries.notReceived).toBe(0);
    expect(result.deliveries.jobsLeft).toBe(0);
  });

  it('holds the rate limit across both API processes: the sum allowed is the limit, the rest refused', () => {
    expect(result.rateLimit).toEqual({ limit: 30, allowed: 30, refused: 60, other: 0 });
  });

  it('never has more than the per-partner cap of deliveries in flight, over both workers', () => {
    expect(result.maxInFlightPerPartner).toBeGreaterThan(1);
    expect(result.maxInFlightPerPartner).toBeLessThanOrEqual(CAP);
  });

  it('keeps the survivors ready, and HAProxy routes around the dead API process', () => {
    expect(result.survivors.apiReady).toBe(200);
    expect(result.survivors.balancerReady).toBe(200);
    expect(result.survivors.backends).toEqual({ api1: 'DOWN', api2: 'UP' });
    expect(result.reads.ok).toBeGreaterThan(0);
  });
});
