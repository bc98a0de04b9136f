/** How far ahead of its pace a client's costly requests may run: one second's share of its limit. */
const AHEAD_MS = 1_000;
/** The longest one request waits for its pace (a low limit would otherwise make a request wait most of a minute). */
const MAX_WAIT_MS = 5_000;

interface Lane {
  /** Settles when the last request queued in the lane has finished. */
  tail: Promise<unknown>;
  /** When the points charged so far are paid off at the client's pace (ms since epoch). */
  paidAt: number;
}

/**
 * One lane per client for the requests whose work grows with their input (a preview, a batch read:
 * `requestCost` above 1). In this process they run one at a time per client, in arrival order, and
 * at the pace of the client's rate limit spread over its minute: `limitPerMinute / 60` points a
 * second, up to one second's share ahead (so a request now and then never waits), and never more
 * than 5 seconds' wait for one request. The rate limit
 * bounds the work of a minute; the lane bounds how much of it lands at once, so a key sending
 * many previews at once takes a small share of the event loop and the other tenants' requests keep
 * being served (docs/adr/0085-cost-weighted-rate-limits.md). Cheap requests never wait here.
 */
export function createCostlyLanes(sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {
  const lanes = new Map<number, Lane>();
  return async function inLane<T>(clientId: number, cost: number, limitPerMinute: number, work: () => Promise<T>): Promise<T> {
    const lane = lanes.get(clientId) ?? { tail: Promise.resolve(), paidAt: 0 };
    const start = async () => {
      const wait = lane.paidAt - AHEAD_MS - Date.now();
      if (wait > 0) await sleep(wait);
      const now = Date.now();
      lane.paidAt = Math.min(Math.max(now, lane.paidAt) + (cost * 60_000) / limitPerMinute, now + AHEAD_MS + MAX_WAIT_MS);
      return work();
    };
    const run = lane.tail.then(start, start);
    const tail = run.catch(() => undefined);
    lane.tail = tail;
    lanes.set(clientId, lane);
    try {
      return await run;
    } finally {
      // The last in the lane, its points paid off, leaves no entry behind.
      if (lane.tail === tail && lane.paidAt <= Date.now()) lanes.delete(clientId);
    }
  };
}
