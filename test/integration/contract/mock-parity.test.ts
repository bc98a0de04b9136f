import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, contractOperations, operationOf, validateAgainstContract } from '../../support/contract.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startPrism, type PrismMock } from '../../support/prism.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * Parity of the mock (`make mock`) and the service: the same scripted frontend flows (account, subscribe, read,
 * list with a cursor, explanation, preview, batch, the webhook endpoint, each documented error) run against both,
 * with only the base URL and the key changed, and are compared on what a frontend relies on: the status, the
 * presence of every header the contract names for that answer, and the body's shape (valid against the contract,
 * and the same member names). The mock keeps no state, so an error that depends on the account's state is asked
 * of it with `Prefer: code=…`, as a frontend developer does. Every difference is in KNOWN_DIFFERENCES with its reason.
 */

const ORIGIN = 'https://shop.example.se';

interface Step {
  name: string;
  method: string;
  /** The path below /v2; may use what the previous steps answered on the same side. */
  path: (state: Side) => string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The Prefer header the mock gets for an answer that depends on state it does not keep. */
  prefer?: string;
  /** Send no key (a 401 flow). */
  noKey?: boolean;
  /** Suspend the account on the service first. */
  suspendFirst?: boolean;
}

interface Side {
  label: 'mock' | 'service';
  baseUrl: string;
  apiKey: string;
  answers: Map<string, ApiResponse>;
}

const GTIN = '07310865071859';
const SECOND_GTIN = '96385074';
const cursorOf = (side: Side, step: string) => String((side.answers.get(step)?.body as { nextCursor?: string } | undefined)?.nextCursor ?? '');

let receiver: WebhookReceiver;
const STEPS: Step[] = [
  { name: 'account', method: 'GET', path: () => '/subscribe/account' },
  { name: 'subscribe in bulk', method: 'POST', path: () => '/subscribe/', body: [{ gtin: GTIN, name: 'Havredryck Barista 1 l', ingredients: 'vatten, havre (10%), rapsolja, salt' }, { gtin: SECOND_GTIN }], headers: { 'Idempotency-Key': 'parity-bulk-1' } },
  { name: 'subscribe rich', method: 'POST', path: () => '/subscribe/more/add', body: { gtin: GTIN, client_identifier: 'havre-1l', country_of_origin: 'Sverige' } },
  { name: 'read a product', method: 'GET', path: () => `/product/${GTIN}` },
  { name: 'read it again, conditionally', method: 'GET', path: () => `/product/${GTIN}`, headers: { 'If-None-Match': '"not-the-current-tag-000"' } },
  { name: 'list, first page', method: 'GET', path: () => '/subscribe/?limit=1' },
  { name: 'list, next page', method: 'GET', path: (side) => `/subscribe/?limit=1&after=${encodeURIComponent(cursorOf(side, 'list, first page'))}` },
  { name: 'explanation in Swedish', method: 'GET', path: () => `/product/${GTIN}/explanation`, headers: { 'Accept-Language': 'sv' } },
  { name: 'preview', method: 'POST', path: () => '/products/preview', body: { gtin: GTIN, ingredients: 'vatten, havre (10%), rapsolja, salt' } },
  { name: 'batch', method: 'POST', path: () => '/products/batch', body: { gtins: [GTIN, SECOND_GTIN] } },
  { name: 'set the webhook endpoint', method: 'PUT', path: () => '/webhook/endpoint', body: { url: 'RECEIVER' } },
  { name: 'read the webhook endpoint', method: 'GET', path: () => '/webhook/endpoint' },
  { name: 'rotate the signing secret', method: 'POST', path: () => '/webhook/endpoint/rotate-secret' },
  { name: 'change feed', method: 'GET', path: () => '/changes?limit=10' },
  { name: 'unsubscribe by GTIN', method: 'DELETE', path: () => `/subscribe/${SECOND_GTIN}` },
  { name: 'delete the webhook endpoint', method: 'DELETE', path: () => '/webhook/endpoint' },
  // The documented errors a frontend shows.
  { name: '400: a GTIN of 15 digits', method: 'POST', path: () => '/subscribe/', body: [{ gtin: '073108650718590' }] },
  { name: '400: a rich body without gtin or client_identifier', method: 'POST', path: () => '/subscribe/more/add', body: { name: 'Havredryck' } },
  { name: '401: no key', method: 'GET', path: () => '/subscribe/account', noKey: true },
  { name: '404: a product not subscribed', method: 'GET', path: () => '/product/96385074', prefer: 'code=404' },
  { name: '404: no webhook endpoint', method: 'GET', path: () => '/webhook/endpoint', prefer: 'code=404' },
  { name: '409: a client identifier bound to another GTIN', method: 'POST', path: () => '/subscribe/more/add', body: { gtin: SECOND_GTIN, client_identifier: 'havre-1l' }, prefer: 'code=409, example=identifierConflict' },
  { name: '409: a test delivery with no webhook', method: 'GET', path: () => '/webhook/trigger', prefer: 'code=409, example=webhookNotRegistered' },
  { name: '415: a body that is not JSON', method: 'POST', path: () => '/subscribe/more/add', body: 'TEXT', headers: { 'Content-Type': 'text/plain' } },
  { name: 'a page of an allowed origin reads the account', method: 'GET', path: () => '/subscribe/account', headers: { Origin: ORIGIN } },
  { name: '405: DELETE on the account', method: 'DELETE', path: () => '/subscribe/account' },
  // Last: the account is suspended on the service before this step (the operator's `pss client suspend`).
  { name: '403: a suspended account', method: 'GET', path: () => `/product/${GTIN}`, prefer: 'code=403', suspendFirst: true },
];

/**
 * Differences the suite finds, each with why it stays. The test fails on any other difference, and on one listed
 * here that is gone (so the list stays true).
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  '405: DELETE on the account: status 400 on the mock, 405 on the service':
    "Prism routes DELETE /subscribe/account to DELETE /subscribe/{gtin} and refuses 'account' as a GTIN; the service answers a path the contract names literally with its own methods only (405, Allow: GET, HEAD). A frontend never sends it on purpose.",
  '409: a client identifier bound to another GTIN: header Retry-After':
    'The contract declares Retry-After for the status 409, which two problems share: a request still in progress (with Retry-After) and a conflict with the account (without). The mock sends every declared header; the service sends it only with the in-progress 409.',
};

let prism: PrismMock;
let app: TestApp;
const sides: Side[] = [];
beforeAll(async () => {
  [prism, app, receiver] = await Promise.all([startPrism(), startTestApp(), startWebhookReceiver()]);
  const client = await app.createClient('Grönt & Gott AB', 5000);
  await app.services.browserOrigins.add(await app.services.clientService.requireClient(client.name), ORIGIN);
  sides.push({ label: 'mock', baseUrl: prism.baseUrl, apiKey: 'pss_live_mock_any_value', answers: new Map() }, { label: 'service', baseUrl: app.baseUrl, apiKey: client.apiKey, answers: new Map() });
}, 90_000);
afterAll(async () => {
  await Promise.all([prism?.stop(), app?.close(), receiver?.close()]);
});

async function send(side: Side, step: Step): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...step.headers };
  if (side.label === 'mock' && step.prefer) headers.Prefer = step.prefer;
  const body = step.body === undefined ? undefined : JSON.stringify(step.body).replace('"RECEIVER"', JSON.stringify(receiver.url));
  const raw = step.body === 'TEXT' ? 'not json' : body;
  if (raw !== undefined) headers['Content-Type'] ??= 'application/json';
  const answer = await request(`${side.baseUrl}${step.path(side)}`, {
    method: step.method,
    ...(step.noKey ? {} : { apiKey: side.apiKey }),
    ...(raw === undefined ? {} : { rawBody: raw }),
    headers,
    notTheService: side.label === 'mock',
  });
  side.answers.set(step.name, answer);
  return answer;
}

const resolve = (node: any): any => {
  let current = node;
  while (current?.$ref) current = current.$ref.slice(2).split('/').reduce((at: any, part: string) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], contractDocument);
  return current;
};

/** The headers the contract names for this operation's answer with this status. */
function namedHeaders(operationId: string, status: number): string[] {
  const response = resolve(contractOperations.get(operationId)?.operation.responses[String(status)]);
  return Object.keys(response?.headers ?? {});
}

/**
 * Where two bodies' member names differ, as paths: objects by their keys, arrays by their first elements. A null or
 * an empty array on either side is data (a score that cannot be computed, the last page), not shape: the contract
 * check above says whether it may be null or empty.
 */
function memberDifferences(mock: unknown, service: unknown, at = ''): string[] {
  if (mock === null || service === null || typeof mock !== 'object' || typeof service !== 'object') return [];
  if (Array.isArray(mock) || Array.isArray(service)) {
    if (!Array.isArray(mock) || !Array.isArray(service)) return [`${at || '/'} is an array on one side only`];
    return mock.length > 0 && service.length > 0 ? memberDifferences(mock[0], service[0], `${at}/0`) : [];
  }
  const [mockKeys, serviceKeys] = [Object.keys(mock).sort(), Object.keys(service).sort()];
  const only = [...mockKeys.filter((key) => !serviceKeys.includes(key)).map((key) => `${at}/${key} only on the mock`), ...serviceKeys.filter((key) => !mockKeys.includes(key)).map((key) => `${at}/${key} only on the service`)];
  return [...only, ...mockKeys.filter((key) => serviceKeys.includes(key)).flatMap((key) => memberDifferences((mock as Record<string, unknown>)[key], (service as Record<string, unknown>)[key], `${at}/${key}`))];
}

function differences(step: Step, mock: ApiResponse, service: ApiResponse): string[] {
  const found: string[] = [];
  if (mock.status !== service.status) return [`${step.name}: status ${mock.status} on the mock, ${service.status} on the service`];
  const operationId = operationOf(step.method, `http://x/v2${step.path(sides[1]!)}`);
  if (!operationId) return [`${step.name}: no operation`];
  for (const header of namedHeaders(operationId, service.status)) {
    if ((mock.headers.get(header) === null) !== (service.headers.get(header) === null)) found.push(`${step.name}: header ${header}`);
  }
  if (step.headers?.Origin) {
    for (const header of ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers']) {
      if ((mock.headers.get(header) === null) !== (service.headers.get(header) === null)) found.push(`${step.name}: header ${header}`);
    }
  }
  for (const [label, answer] of [['mock', mock], ['service', service]] as const) {
    const invalid = validateAgainstContract(operationId, answer.status, answer.headers.get('content-type') ?? '', answer.body);
    if (invalid.length > 0) found.push(`${step.name}: the ${label}'s body breaks the contract (${invalid.slice(0, 3).join('; ')})`);
  }
  for (const difference of memberDifferences(mock.body, service.body)) found.push(`${step.name}: body ${difference}`);
  return found;
}

describe('the mock and the service, run through the same frontend flows', () => {
  it('differ only where KNOWN_DIFFERENCES says why', async () => {
    const found: string[] = [];
    for (const step of STEPS) {
      if (step.suspendFirst) await app.services.clientService.setStatus('Grönt & Gott AB', 'suspended');
      const [mock, service] = [await send(sides[0]!, step), await send(sides[1]!, step)];
      found.push(...differences(step, mock, service));
    }
    expect(found.sort()).toEqual(Object.keys(KNOWN_DIFFERENCES).sort());
  }, 120_000);

  it('every difference listed says why', () => {
    for (const [difference, reason] of Object.entries(KNOWN_DIFFERENCES)) expect(reason.length, difference).toBeGreaterThan(20);
  });
});
