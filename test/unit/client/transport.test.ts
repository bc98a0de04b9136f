import { describe, expect, it } from 'vitest';
import { createPssClient, PssApiError, PssTimeoutError } from '../../../clients/typescript/src/index.js';
import { createTransport, retryDelayMs } from '../../../clients/typescript/src/transport.js';

const ACCOUNT = { status: 'active', client: 'x', subscriptions: { current_count: 0, max_limit: 1 } };
const problem = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: status === 429 ? '/problems/rate-limited' : '/problems/service-unavailable', title: 't', status, detail: 'd' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });

/** A client over a scripted fetch: each request gets the next answer; waits are recorded, not slept. */
function scripted(answers: (() => Response)[], options: Parameters<typeof createTransport>[0]['retry'] = {}) {
  const bodies: string[] = [];
  const waits: number[] = [];
  const transport = createTransport({
    fetch: async (request) => {
      bodies.push(await request.text());
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    },
    timeoutMs: 0,
    retry: options,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { transport, bodies, waits };
}

describe('the client transport: retries of 429 and 503', () => {
  it('waits Retry-After seconds and sends the same request again, body included', async () => {
    const { transport, bodies, waits } = scripted([() => problem(429, { 'Retry-After': '2' }), () => problem(503, { 'Retry-After': '1' }), () => Response.json(ACCOUNT)]);

    const response = await transport(new Request('https://pss.example.net/v2/subscribe/', { method: 'POST', body: '[{"gtin":"07310865071859"}]' }));

    expect(response.status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
    expect(bodies).toEqual(Array(3).fill('[{"gtin":"07310865071859"}]'));
  });

  it('backs off exponentially with jitter when there is no Retry-After, and stops after `retries`', async () => {
    const { transport, waits } = scripted([() => problem(503), () => problem(503), () => problem(503)], { retries: 2, baseDelayMs: 100 });

    const response = await transport(new Request('https://pss.example.net/v2/subscribe/account'));

    expect(response.status).toBe(503);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
  });

  it('returns at once a Retry-After longer than maxDelayMs, and never retries other statuses', async () => {
    const long = scripted([() => problem(429, { 'Retry-After': '120' })]);
    expect((await long.transport(new Request('https://pss.example.net/v2/x'))).status).toBe(429);
    expect(long.waits).toEqual([]);

    const other = scripted([() => problem(500)]);
    expect((await other.transport(new Request('https://pss.example.net/v2/x'))).status).toBe(500);
    expect(other.waits).toEqual([]);
  });

  it('retry: false hands the first 429 to the caller as a PssApiError with retryAfter', async () => {
    let calls = 0;
    const pss = createPssClient({ baseUrl: 'https://pss.example.net/v2', apiKey: 'k', retry: false, fetch: async () => (calls += 1, problem(429, { 'Retry-After': '1' })) });

    const error = await pss.getAccount().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(PssApiError);
    expect(error).toMatchObject({ status: 429, retryAfter: 1 });
    expect(calls).toBe(1);
  });

  it('the delay is Retry-After in milliseconds, or half to all of base × 2^attempt capped at maxDelayMs', () => {
    const options = { retries: 3, baseDelayMs: 500, maxDelayMs: 3000 };
    expect(retryDelayMs(problem(429, { 'Retry-After': '7' }), 0, options)).toBe(7000);
    expect(retryDelayMs(problem(503), 0, options, () => 0)).toBe(250);
    expect(retryDelayMs(problem(503), 1, options, () => 1)).toBe(1000);
    expect(retryDelayMs(problem(503), 5, options, () => 1)).toBe(3000);
  });
});

describe('the client transport: timeouts', () => {
  it('aborts an attempt that has no complete answer within timeoutMs with PssTimeoutError', async () => {
    const pss = createPssClient({
      baseUrl: 'https://pss.example.net/v2',
      apiKey: 'k',
      timeoutMs: 50,
      // A fetch that never answers (and, like some custom fetches, ignores the abort signal).
      fetch: () => new Promise<Response>(() => undefined),
    });

    const started = Date.now();
    const error = await pss.getAccount().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(PssTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a complete answer within the time is returned whole, its body readable after the timer', async () => {
    const pss = createPssClient({ baseUrl: 'https://pss.example.net/v2', apiKey: 'k', timeoutMs: 1_000, fetch: async () => Response.json(ACCOUNT) });
    await expect(pss.getAccount()).resolves.toEqual(ACCOUNT);
  });
});
