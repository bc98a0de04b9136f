import { describe, expect, it } from 'vitest';
import { createCostlyLanes } from '../../../src/http/costly-lanes.js';

/** The costly lanes (docs/adr/0085-cost-weighted-rate-limits.md): one at a time per client, paced by its limit, waits bounded. */
describe('costly lanes', () => {
  it('run one client’s requests one at a time, in arrival order, while another client’s run beside them', async () => {
    const inLane = createCostlyLanes(() => Promise.resolve());
    const events: string[] = [];
    let release: () => void = () => undefined;
    const first = inLane(1, 2, 6000, () => new Promise<void>((resolve) => { events.push('a1 start'); release = () => { events.push('a1 end'); resolve(); }; }));
    const second = inLane(1, 2, 6000, () => { events.push('a2 start'); return Promise.resolve(); });
    const other = inLane(2, 2, 6000, () => { events.push('b1 start'); return Promise.resolve(); });
    await other;
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([first, second]);

    expect(events).toEqual(['a1 start', 'b1 start', 'a1 end', 'a2 start']);
  });

  it('pace a client to its limit spread over the minute, one second ahead allowed, each wait at most 5 seconds', async () => {
    const waits: number[] = [];
    const inLane = createCostlyLanes((ms) => { waits.push(ms); return Promise.resolve(); });
    // 10 points at 6,000 a minute: 100 ms each; a second's worth ahead (the first 11 requests) does not wait.
    for (let index = 0; index < 15; index++) await inLane(7, 10, 6000, () => Promise.resolve(index));
    expect(waits.length).toBe(4);
    waits.forEach((wait, index) => expect(wait).toBeGreaterThan(100 * (index + 1) - 90));
    waits.forEach((wait, index) => expect(wait).toBeLessThanOrEqual(100 * (index + 1)));

    // A limit of 12 a minute and a cost of 10: 50 s a request, but no wait is longer than 5 s.
    const slow: number[] = [];
    const lowLimit = createCostlyLanes((ms) => { slow.push(ms); return Promise.resolve(); });
    for (let index = 0; index < 4; index++) await lowLimit(8, 10, 12, () => Promise.resolve(index));
    expect(slow.length).toBe(3);
    for (const wait of slow) expect(wait).toBeLessThanOrEqual(5_000);
    expect(Math.max(...slow)).toBeGreaterThan(4_900);
  });

  it('pass a failure on to its caller and go on with the next request', async () => {
    const inLane = createCostlyLanes(() => Promise.resolve());
    const failed = inLane(3, 2, 6000, () => Promise.reject(new Error('engine failed')));
    const next = inLane(3, 2, 6000, () => Promise.resolve('served'));
    await expect(failed).rejects.toThrow('engine failed');
    await expect(next).resolves.toBe('served');
  });
});
