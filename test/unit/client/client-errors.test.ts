import { describe, expect, it } from 'vitest';
import { createPssClient, parseRetryAfter, PssApiError } from '../../../clients/typescript/src/index.js';

/** A client whose fetch answers `response` and records the request. */
function clientAnswering(response: () => Response) {
  const seen: Request[] = [];
  const pss = createPssClient({
    baseUrl: 'https://pss.example.net/v2/',
    apiKey: 'pss_live_test',
    // Error mapping as the first answer gives it (retries are test/unit/client/transport.test.ts's).
    retry: false,
    fetch: async (request) => {
      seen.push(request);
      return response();
    },
  });
  return { pss, seen };
}

async function rejection(call: Promise<unknown>): Promise<PssApiError> {
  const error = await call.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(PssApiError);
  return error as PssApiError;
}

describe('createPssClient error mapping (no server)', () => {
  it('builds the URL from a base URL with a trailing slash and sends the key', async () => {
    const { pss, seen } = clientAnswering(() => Response.json({ status: 'active', client: 'x', subscriptions: { current_count: 0, max_limit: 1 } }));
    await pss.getAccount();
    expect(seen[0]?.url).toBe('https://pss.example.net/v2/subscribe/account');
    expect(seen[0]?.headers.get('X-API-KEY')).toBe('pss_live_test');
  });

  it('turns a 503 problem into PssApiError with retryAfter from Retry-After seconds', async () => {
    const problem = { type: '/problems/service-unavailable', title: 'Service unavailable', status: 503, detail: 'The database is unreachable.', instance: '/v2/subscribe/account' };
    const { pss } = clientAnswering(() => new Response(JSON.stringify(problem), { status: 503, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '30' } }));
    const error = await rejection(pss.getAccount());
    expect(error).toMatchObject({ ...problem, errors: [], retryAfter: 30 });
  });

  it('turns a non-problem answer (a proxy page) into an about:blank PssApiError that keeps the status and text', async () => {
    const { pss } = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const error = await rejection(pss.getProduct('07310865071859'));
    expect(error).toMatchObject({ status: 502, type: 'about:blank', title: 'Bad Gateway', detail: '<html>Bad gateway</html>', errors: [], retryAfter: undefined });
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:15:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:16:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
