import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from 'vitest';
import type { ApiResponse } from './http.js';

/**
 * An oracle independent of the server's router: its own Ajv over openapi/v2.yaml, checking any
 * response (problem+json included, which openapi-backend cannot check) against the contract.
 */
const DOCUMENT_ID = 'urn:test:contract';
export const contractDocument = JSON.parse(JSON.stringify(parse(readFileSync(new URL('../../openapi/v2.yaml', import.meta.url), 'utf8'), { maxAliasCount: -1 })));

const ajv = new Ajv2020.default({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema({ ...contractDocument, $id: DOCUMENT_ID });

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve(node: any): { node: any; pointer: string | undefined } {
  if (node && typeof node.$ref === 'string') {
    const pointer = node.$ref.slice(1);
    const target = pointer.split('/').slice(1).reduce((at: any, part: string) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], contractDocument);
    return { node: target, pointer };
  }
  return { node, pointer: undefined };
}

/**
 * Every served operation: operationId → [pointer to its operation object, the operation, every path
 * serving it]. A deprecated path (`x-alias-of`) is listed among the paths of the operation it is an alias of.
 */
export const contractOperations = new Map<string, { pointer: string; operation: any; paths: string[]; method: string }>();
for (const [path, item] of Object.entries<any>(contractDocument.paths)) {
  const { node, pointer } = resolve(item);
  const base = pointer ?? `/paths/${escape(path)}`;
  for (const [method, operation] of Object.entries<any>(node)) {
    if (!operation?.operationId) continue;
    const served = operation['x-alias-of'] ?? operation.operationId;
    const known = contractOperations.get(served);
    if (known) known.paths.push(path);
    else contractOperations.set(served, { pointer: `${base}/${method}`, operation, paths: [path], method });
  }
}

export function validateAgainstContract(operationId: string, status: number, contentType: string, body: unknown): string[] {
  const entry = contractOperations.get(operationId);
  if (!entry) return [`no operation ${operationId} in the contract`];
  const declared = entry.operation.responses[String(status)];
  if (!declared) return [`${operationId} does not declare status ${status}`];
  const { pointer: responsePointer } = resolve(declared);
  const responseBase = responsePointer ?? `${entry.pointer}/responses/${status}`;
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  const response = resolve(declared).node;
  if (!response.content) {
    // A status declared without content (304): the answer must have no body either.
    const empty = body === undefined || body === '' || (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
    return mediaType === '' && empty ? [] : [`${operationId} ${status} declares no body but got ${mediaType || 'one'}`];
  }
  if (!response.content[mediaType]) return [`${operationId} ${status} does not declare content type ${mediaType}`];
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${responseBase}/content/${escape(mediaType)}/schema`);
  if (!validate) return ['schema not found'];
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** Asserts the response (status, content type and body) is one the contract declares for the operation. */
export function expectContractResponse(operationId: string, response: ApiResponse): void {
  const errors = validateAgainstContract(operationId, response.status, response.headers.get('content-type') ?? '', response.body);
  expect(errors, `${operationId} → ${response.status}: ${response.text.slice(0, 500)}`).toEqual([]);
}

/** Validates data against `components/schemas/<name>`. */
export function validateSchema(name: string, data: unknown): string[] {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) return [`no schema ${name}`];
  return validate(data) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const API_ROOT = '/v2';
const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The contract's routes, in the order the server matches them: exact paths first, then templates by specificity (http/routes.ts). */
const contractRoutes = [...contractOperations].flatMap(([operationId, entry]) =>
  entry.paths.map((template) => ({
    operationId,
    method: entry.method,
    exact: !template.includes('{'),
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '\0').split('\0').map(escapeRegExp).join('[^/]+')}$`),
    specificity: template.replace(/\{.*?\}/g, '').length,
  })),
).sort((a, b) => Number(b.exact) - Number(a.exact) || b.specificity - a.specificity);

/** The operation a request reaches by the contract's paths, if any. */
export function operationOf(method: string, url: string): string | undefined {
  const path = new URL(url).pathname;
  if (!path.startsWith(`${API_ROOT}/`)) return undefined;
  const below = path.slice(API_ROOT.length);
  const matching = contractRoutes.filter((route) => route.pattern.test(below));
  // A path the contract names literally is answered by its own operations only (never by a template's).
  const literal = matching.some((route) => route.exact);
  return matching.find((route) => route.method === method.toLowerCase() && (route.exact || !literal))?.operationId;
}

/**
 * Every answer of the service checked against the contract, whatever the test asserts besides: an
 * operation's answer must be one it declares (status, content type, body schema); any other error
 * of the service must be a valid problem document. Answers outside the API (`/healthz`, the docs)
 * and HEAD answers (no body) are not the contract's.
 */
export function contractViolations(method: string, url: string, response: ApiResponse): string[] {
  const { pathname } = new URL(url);
  // OPTIONS is answered for every path of the API, outside the operations: 204 with Allow and, for a preflight
  // from an allowed origin, the CORS permission (docs/adr/0089-browser-origins.md); its errors are problems.
  if (method.toUpperCase() === 'OPTIONS' && response.status === 204) return response.text === '' ? [] : ['OPTIONS 204 with a body'];
  if (method.toUpperCase() === 'HEAD' || !(pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`)) || /^\/v2\/openapi\.(json|yaml)$/.test(pathname)) return [];
  const contentType = response.headers.get('content-type') ?? '';
  const operationId = operationOf(method, url);
  // 431 is Node's parser refusing the request line and headers before any operation is known (the
  // error table lists it for every request); it is checked as a problem document like a 404.
  if (operationId && response.status !== 431) return validateAgainstContract(operationId, response.status, contentType, response.body);
  if (response.status < 400) return [`${method} ${pathname} reaches no operation but answered ${response.status}`];
  if (!contentType.startsWith('application/problem+json')) return [`${method} ${pathname} → ${response.status} is not problem+json`];
  return validateSchema('Problem', response.body);
}
