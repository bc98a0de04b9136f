import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, contractOperations, validateAgainstContract } from '../../support/contract.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startPrism, type PrismMock } from '../../support/prism.js';

/**
 * The Prism mock (`make mock`) is what frontend teams code against before the backend runs. This
 * starts the real Prism CLI on the contract and checks that it serves every operation on every path
 * (aliases included) with the contract's examples, that every named example and every declared error
 * can be selected with `Prefer`, and that it rejects what the contract rejects.
 * Not tested here: a malformed JSON body, which Prism 5.16 never answers (docs/toolchain.md, "Prism mock").
 */

const API_KEY = 'pss_live_mock_any_value';

const resolveRef = (node: any): any => {
  let current = node;
  while (current?.$ref) current = current.$ref.slice(2).split('/').reduce((at: any, part: string) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], contractDocument);
  return current;
};

/** A path parameter's value: the first example of its schema (07310865071859 for gtin, and so on). */
function pathValue(operation: any, name: string): string {
  const parameter = (operation.parameters ?? []).map(resolveRef).find((candidate: any) => candidate.in === 'path' && candidate.name === name);
  const example = resolveRef(parameter?.schema)?.examples?.[0];
  if (example === undefined) throw new Error(`no example for path parameter ${name}`);
  return String(example);
}

interface Case {
  operationId: string;
  /** The operation's one 2xx status (200 for every spec operation). */
  success: number;
  method: string;
  path: string;
  url: string;
  operation: any;
  /** Named request examples (name → body), empty without a body. */
  requestExamples: Array<[string, unknown]>;
  /** The success response's media type. */
  mediaType: string;
  /** Named examples of the success response in document order (Prism serves the first by default). */
  okExamples: Array<[string, unknown]>;
}

const cases: Case[] = [...contractOperations.entries()].flatMap(([operationId, { operation, paths, method }]) =>
  paths.map((path) => {
    const body = operation.requestBody ? resolveRef(operation.requestBody).content['application/json'] : undefined;
    const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status))!;
    // JSON, except the export's NDJSON.
    const [mediaType, ok] = Object.entries<any>(resolveRef(operation.responses[success]).content)[0]!;
    return {
      operationId,
      mediaType,
      success: Number(success),
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(pathValue(operation, name))),
      operation,
      requestExamples: Object.entries<any>(body?.examples ?? {}).map(([name, example]) => [name, resolveRef(example).value] as [string, unknown]),
      okExamples: Object.entries<any>(ok.examples ?? {}).map(([name, example]) => [name, resolveRef(example).value] as [string, unknown]),
    };
  }),
);

/**
 * The Idempotency-Key 422: left out of the mock's contract (scripts/mock-contract.ts), because Prism
 * would answer every invalid request with it; the mock keeps no keys, so it has none to give.
 */
const KEY_REUSED = '/problems/idempotency-key-reused';

/** Every declared error response the mock serves: one row per inline example, or per named example. */
const errorCases = cases.flatMap((entry) =>
  // Each path's own operation: an alias path's examples name its own path.
  Object.entries<any>(contractDocument.paths[entry.path][entry.method.toLowerCase()].responses)
    .filter(([status, declared]) => {
      if (!/^[45]\d\d$/.test(status)) return false;
      const content = resolveRef(declared).content['application/problem+json'];
      const types = [content.example?.type, ...Object.values<any>(content.examples ?? {}).map((example) => resolveRef(example).value?.type)];
      return !types.includes(KEY_REUSED);
    })
    .flatMap(([status, declared]) => {
      const content = resolveRef(declared).content['application/problem+json'];
      if (content.examples) return Object.entries<any>(content.examples).map(([name, example]) => ({ ...entry, status: Number(status), exampleName: name, value: resolveRef(example).value }));
      return [{ ...entry, status: Number(status), exampleName: undefined as string | undefined, value: content.example }];
    }),
);

let prism: PrismMock;

beforeAll(async () => {
  prism = await startPrism();
});

afterAll(async () => {
  await prism?.stop();
});

function send(entry: Pick<Case, 'method' | 'url'>, options: { body?: unknown; prefer?: string; apiKey?: string | null; url?: string } = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.prefer) headers.Prefer = options.prefer;
  return request(`${prism.baseUrl}${options.url ?? entry.url}`, {
    method: entry.method,
    ...(options.apiKey === null ? {} : { apiKey: options.apiKey ?? API_KEY }),
    ...(options.body === undefined ? {} : { json: options.body }),
    headers,
    notTheService: true,
  });
}

const label = (entry: Case) => `${entry.method} ${entry.path}`;
const firstBody = (entry: Case) => entry.requestExamples[0]?.[1];

describe('the headers of the mock\'s answers', () => {
  it('are those an idle account sees: requests left in the window, the mode, an entity tag on reads', async () => {
    const account = await send({ method: 'GET', url: '/subscribe/account' });
    const [limit, remaining, reset] = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((name) => Number(account.headers.get(name)));
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBe(limit! - 1);
    expect(reset).toBeGreaterThan(0);
    expect(account.headers.get('pss-mode')).toBe('live');
    const product = await send({ method: 'GET', url: '/product/07310865071859' });
    expect(product.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(product.headers.get('idempotent-replayed')).toBeNull();
    // Only a 429 says the window is used up.
    const limited = await send({ method: 'GET', url: '/subscribe/account' }, { prefer: 'code=429' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
  });
});

describe('the operations Prism serves', () => {
  it('covers every operation of the spec on all ten spec paths and aliases (and any the contract adds), under the production base path /v2', () => {
    expect(new Set(cases.map((entry) => entry.operationId)).size).toBe(contractOperations.size);
    expect(cases.map(label)).toEqual(
      expect.arrayContaining([
        'DELETE /subscribe/unsubscribeById/{client_identifier}',
        'DELETE /subscribe/{gtin}',
        'GET /product/{gtin}',
        'GET /products/{gtin}',
        'GET /subscribe/account',
        'GET /webhook/trigger',
        'POST /subscribe',
        'POST /subscribe/',
        'POST /subscribe/add/more',
        'POST /subscribe/more/add',
      ]),
    );
    for (const entry of cases) expect(prism.output(), `Prism announced ${label(entry)}`).toMatch(new RegExp(`${entry.method}\\s+http://127\\.0\\.0\\.1:\\d+/v2${entry.path.replace(/\{[^}]+\}/g, '[^\\s]+').replace(/\//g, '\\/')}\\s`));
  });
});

describe.each(cases.map((entry) => [label(entry), entry] as const))('%s', (_label, entry) => {
  it('answers its success status with the first named example, valid against the contract', async () => {
    const response = await send(entry, { body: firstBody(entry) });
    expect(response.status, response.text).toBe(entry.success);
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(entry.mediaType);
    expect(response.body).toEqual(entry.okExamples[0]?.[1]);
    expect(validateAgainstContract(entry.operationId, entry.success, response.headers.get('content-type') ?? '', response.body)).toEqual([]);
  });

  it.each(entry.okExamples)('serves the success example "%s" with Prefer: example=…', async (name, value) => {
    const response = await send(entry, { body: firstBody(entry), prefer: `example=${name}` });
    expect(response.status, response.text).toBe(entry.success);
    expect(response.body).toEqual(value);
  });

  if (entry.requestExamples.length > 0) {
    it.each(entry.requestExamples)('accepts the request example "%s"', async (_name, body) => {
      const response = await send(entry, { body });
      expect(response.status, `${response.text} ${response.headers.get('sl-violations')}`).toBe(entry.success);
    });
  }

  it('answers 401 with a problem document without X-API-KEY', async () => {
    const response = await send(entry, { body: firstBody(entry), apiKey: null });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 401, type: '/problems/unauthorized' });
  });
});

describe('every declared error response can be selected with Prefer: code=…', () => {
  it('has error cases for every operation', () => {
    expect(new Set(errorCases.map((entry) => entry.operationId)).size).toBe(contractOperations.size);
    expect(errorCases.some((entry) => entry.status === 409 && entry.exampleName === 'identifierConflict')).toBe(true);
  });

  it.each(errorCases.map((entry) => [`${label(entry)} ${entry.status}${entry.exampleName ? ` (${entry.exampleName})` : ''}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const prefer = entry.exampleName ? `code=${entry.status}, example=${entry.exampleName}` : `code=${entry.status}`;
      const response = await send(entry, { body: firstBody(entry), prefer });
      expect(response.status, response.text).toBe(entry.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.body).toEqual(entry.value);
      expect(validateAgainstContract(entry.operationId, entry.status, response.headers.get('content-type') ?? '', response.body)).toEqual([]);
    },
  );

  it('429 carries Retry-After and the RateLimit headers from the contract', async () => {
    const response = await send({ method: 'GET', url: '/subscribe/account' }, { prefer: 'code=429' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(0);
    for (const header of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) expect(response.headers.get(header), header).toMatch(/^\d+$/);
  });
});

describe('Prism rejects what the contract rejects', () => {
  const tooLong = '123456789012345';

  it.each([
    ['GET', '/product/'],
    ['GET', '/products/'],
    ['DELETE', '/subscribe/'],
  ])('%s %s{gtin} with a 15-character GTIN → 400 naming gtin', async (method, prefix) => {
    const response = await send({ method, url: `${prefix}${tooLong}` });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 400 });
    expect(response.headers.get('sl-violations')).toContain('gtin');
  });

  it('DELETE unsubscribeById with a 51-character client_identifier → 400', async () => {
    const response = await send({ method: 'DELETE', url: `/subscribe/unsubscribeById/${'x'.repeat(51)}` });
    expect(response.status).toBe(400);
  });

  const gtin = '07310865071859';
  it.each([
    ['not an array', { gtin }],
    ['an item without gtin', [{ name: 'Havredryck' }]],
    ['a 15-character gtin', [{ gtin: tooLong }]],
    ['an unknown property', [{ gtin, colour: 'red' }]],
    ['is_eco 2', [{ gtin, is_eco: 2 }]],
    ['a 256-character name', [{ gtin, name: 'x'.repeat(256) }]],
    ['price as a string', [{ gtin, price: '24.90' }]],
  ])('POST /subscribe/ with %s → 400', async (_name, body) => {
    const response = await send({ method: 'POST', url: '/subscribe/' }, { body });
    expect(response.status, response.text).toBe(400);
    expect(response.headers.get('sl-violations')).toBeTruthy();
  });

  it.each([
    ['an empty object', {}],
    ['neither gtin nor client_identifier', { name: 'Surdegsbröd' }],
    ['an unknown property', { gtin, colour: 'red' }],
    ['a 51-character client_identifier', { client_identifier: 'x'.repeat(51) }],
    ['quantity_fat as a string', { gtin, quantity_fat: 'much' }],
    ['a fractional subcategory', { gtin, subcategory: 1.5 }],
    ['an array', [{ gtin }]],
  ])('POST /subscribe/more/add with %s → 400', async (_name, body) => {
    const response = await send({ method: 'POST', url: '/subscribe/more/add' }, { body });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ status: 400 });
  });

  it('checks only that X-API-KEY is present: any value is accepted', async () => {
    const response = await send({ method: 'GET', url: '/subscribe/account' }, { apiKey: 'not-a-real-key' });
    expect(response.status).toBe(200);
  });

  it('never answers the Idempotency-Key 422: an invalid body of an operation that declares it is a 400', async () => {
    const response = await send({ method: 'POST', url: '/products/batch' }, { body: { gtins: [] } });
    expect(response.status, response.text).toBe(400);
    expect((await send({ method: 'POST', url: '/products/batch' }, { body: { gtins: ['07310865071859'] }, prefer: 'code=422' })).status).not.toBe(422);
  });

  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    expect((await send({ method: 'GET', url: '/v2/subscribe/account' })).status).toBe(404);
    expect((await send({ method: 'PUT', url: '/webhook/trigger' })).status).toBe(405);
  });
});
