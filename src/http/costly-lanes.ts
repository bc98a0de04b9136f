/**
 * One lane per client for the requests whose work grows with their input (a preview, a batch
 * read: `requestCost` above 1): in this process they run one at a time per client, in arrival
 * order, so one key sending many at once takes one request's share of the event loop, not many,
 * and the other tenants' requests keep being served between its requests
 * (docs/adr/0093-cost-weighted-rate-limits.md). Requests of other clients, and cheap requests, never wait here.
 */
export function createCostlyLanes() {
  const tails = new Map<number, Promise<unknown>>();
  return async function inLane<T>(clientId: number, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(clientId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(clientId, tail);
    try {
      return await run;
    } finally {
      // The last in the lane leaves no entry behind.
      if (tails.get(clientId) === tail) tails.delete(clientId);
    }
  };
}
