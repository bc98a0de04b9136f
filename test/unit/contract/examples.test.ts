import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../support/contract.js';
import { allOperations, deref, encodedType, escapePointer } from './schema-walk.js';
import { specEndpoints, specOperationIds } from './spec-tables.js';

/**
 * Examples in the contract are what partners copy and what the Prism mock serves, so each must be
 * valid. Checked with an Ajv 2020 of its own (not the oracle's, not Redocly's), on a fresh parse.
 */
const document = JSON.parse(JSON.stringify(parse(readFileSync(new URL('../../../openapi/v2.yaml', import.meta.url), 'utf8'), { maxAliasCount: -1 })));
const DOCUMENT_ID = 'urn:test:examples';
const ajv = new Ajv2020.default({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });

function validateAt(schemaPointer: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${schemaPointer}`);
  if (!validate) return [`no schema at ${schemaPointer}`];
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

// ---- every schema that carries `examples` (an array in a 3.1 schema; a map in a media type) ----
const schemaExamples: Array<[string, number, unknown]> = [];
(function walk(node: any, pointer: string, parentKey: string) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, index) => walk(child, `${pointer}/${index}`, String(index)));
    return;
  }
  if (Array.isArray(node.examples) && parentKey !== 'content') node.examples.forEach((example: unknown, index: number) => schemaExamples.push([pointer, index, example]));
  for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointer(key)}`, key);
})(document, '', '');

// ---- every media-type example: request bodies and responses of every operation (webhooks too) ----
interface MediaExample {
  label: string;
  schemaPointer: string;
  value: unknown;
  exampleRef?: string;
  status?: string;
}
const mediaExamples: MediaExample[] = [];
const seenContent = new Set<string>();
for (const { path, method, pointer, operation } of allOperations(document)) {
  const places: Array<{ pointer: string; node: any; status?: string }> = [];
  if (operation.requestBody) places.push({ ...deref(document, operation.requestBody, `${pointer}/requestBody`) });
  for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
    places.push({ ...deref(document, response, `${pointer}/responses/${status}`), status });
  }
  for (const place of places) {
    for (const [mediaType, content] of Object.entries<any>(place.node.content ?? {})) {
      const contentPointer = `${place.pointer}/content/${escapePointer(mediaType)}`;
      if (seenContent.has(`${contentPointer} ${place.status}`)) continue; // shared path items and responses: once each
      seenContent.add(`${contentPointer} ${place.status}`);
      const label = `${method.toUpperCase()} ${path} ${place.status ?? 'request'} ${mediaType}`;
      if (content.example !== undefined) mediaExamples.push({ label: `${label} (inline example)`, schemaPointer: `${contentPointer}/schema`, value: content.example, status: place.status });
      for (const [name, example] of Object.entries<any>(content.examples ?? {})) {
        const { node, pointer: examplePointer } = deref(document, example, `${contentPointer}/examples/${escapePointer(name)}`);
        mediaExamples.push({ label: `${label} examples.${name}`, schemaPointer: `${contentPointer}/schema`, value: node.value, exampleRef: examplePointer, status: place.status });
      }
    }
  }
}

describe('schema examples', () => {
  it('exist in quantity (the walk found them)', () => {
    expect(schemaExamples.length).toBeGreaterThan(100);
  });

  it.each(schemaExamples)('%s examples[%i] is valid against its schema', (pointer, _index, example) => {
    expect(validateAt(pointer, example)).toEqual([]);
  });
});

describe('media-type examples', () => {
  it('every components/examples entry is used by a request or a response', () => {
    const used = new Set(mediaExamples.map((example) => example.exampleRef));
    for (const name of Object.keys(document.components.examples)) expect(used, name).toContain(`/components/examples/${name}`);
  });

  it.each(mediaExamples.map((example) => [example.label, example] as const))('%s is valid against its schema', (_label, example) => {
    expect(example.value, 'an example without a value').toBeDefined();
    expect(validateAt(example.schemaPointer, example.value)).toEqual([]);
  });

  it.each(mediaExamples.filter((example) => example.status && /^[45]/.test(example.status)).map((example) => [example.label, example] as const))(
    '%s has the status of its response',
    (_label, example) => {
      expect((example.value as { status: number }).status).toBe(Number(example.status));
    },
  );

  it('the oracle rejects a broken copy of an example (the check can fail)', () => {
    const [first] = mediaExamples.filter((example) => example.exampleRef === '/components/examples/GetProductResponseExample');
    expect(first).toBeDefined();
    expect(validateAt(first!.schemaPointer, { ...(first!.value as object), climateScore: 'high' })).not.toEqual([]);
    expect(validateAt(first!.schemaPointer, { ...(first!.value as object), gtin: '123456789012345' })).not.toEqual([]);
  });
});

describe('every operation is documented with examples', () => {
  const operations = [...contractOperations.entries()];

  it('the contract has the seven operations of the spec (and may have more)', () => {
    expect(operations.map(([operationId]) => operationId)).toEqual(expect.arrayContaining([...specOperationIds]));
  });

  it.each(operations)('%s: a request body, where there is one, is required JSON with named examples', (operationId, { operation }) => {
    if (specOperationIds.includes(operationId as never)) {
      // Spec §4: only POST /subscribe/ and the rich endpoint take a body; every other endpoint "No body".
      expect(Boolean(operation.requestBody)).toBe(['subscribeProducts', 'subscribeProduct'].includes(operationId));
    }
    if (!operation.requestBody) return;
    const body = deref(document, operation.requestBody).node;
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(['application/json']);
    expect(Object.keys(body.content['application/json'].examples ?? {}).length).toBeGreaterThan(0);
  });

  it.each(operations)('%s: exactly one 2xx response, with named examples (JSON, or NDJSON for the export; 200 for every spec operation)', (operationId, { operation }) => {
    const success = Object.keys(operation.responses).filter((status) => /^2/.test(status));
    expect(success).toHaveLength(1);
    if (specOperationIds.includes(operationId as never)) expect(success).toEqual(['200']);
    const ok = deref(document, operation.responses[success[0]!]).node;
    const mediaType = operationId === 'exportProducts' ? 'application/x-ndjson' : 'application/json';
    expect(Object.keys(ok.content)).toEqual([mediaType]);
    expect(Object.keys(ok.content[mediaType].examples ?? {}).length).toBeGreaterThan(0);
  });

  it('the webhook has a named request example', () => {
    expect(Object.keys(document.webhooks.productUpdated.post.requestBody.content['application/json'].examples)).toEqual(['productUpdated']);
  });

  it.each(operations)('%s: every 4xx and 5xx response is application/problem+json with the Problem schema (a 400 with InvalidRequestProblem, which requires errors) and an example', (_operationId, { operation }) => {
    const errors = Object.entries<any>(operation.responses).filter(([status]) => /^[45]/.test(status));
    expect(errors.length).toBeGreaterThan(0);
    for (const [status, declared] of errors) {
      const response = deref(document, declared).node;
      expect(Object.keys(response.content), status).toEqual(['application/problem+json']);
      const content = response.content['application/problem+json'];
      expect(content.schema, status).toEqual({ $ref: status === '400' ? '#/components/schemas/InvalidRequestProblem' : '#/components/schemas/Problem' });
      expect(content.example !== undefined || Object.keys(content.examples ?? {}).length > 0, `${status} has an example`).toBe(true);
    }
  });

  it.each(operations)('%s: declares 400 (any request may carry a query parameter the operation does not take, which is refused) and 401', (_operationId, { operation }) => {
    expect(Object.keys(operation.responses)).toContain('400');
    expect(Object.keys(operation.responses)).toContain('401');
  });

  it('no operation declares a 4xx range (4XX) or default that would hide a problem+json body', () => {
    for (const [operationId, { operation }] of operations) {
      expect(Object.keys(operation.responses).filter((status) => !/^[2-5][0-9]{2}$/.test(status)), operationId).toEqual([]);
    }
  });
});

describe('every scalar property has an example', () => {
  const scalars = new Set(['string', 'number', 'integer', 'boolean']);
  const missing: string[] = [];
  let checked = 0;
  function visit(schema: any, pointer: string, seen: Set<string>) {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return;
      const { node, pointer: target } = deref(document, schema);
      visit(node, target, new Set([...seen, schema.$ref]));
      return;
    }
    if (encodedType(schema).types.some((type) => scalars.has(type))) {
      checked++;
      if (!Array.isArray(schema.examples) || schema.examples.length === 0) missing.push(pointer);
    }
    for (const [name, property] of Object.entries<any>(schema.properties ?? {})) visit(property, `${pointer}/properties/${escapePointer(name)}`, seen);
    if (schema.items) visit(schema.items, `${pointer}/items`, seen);
    for (const keyword of ['anyOf', 'oneOf', 'allOf'])
      (schema[keyword] ?? []).forEach((branch: any, index: number) => visit(branch, `${pointer}/${keyword}/${index}`, seen));
  }
  for (const [name, schema] of Object.entries<any>(document.components.schemas)) visit(schema, `/components/schemas/${name}`, new Set());
  for (const [name, parameter] of Object.entries<any>(document.components.parameters)) visit(parameter.schema, `/components/parameters/${name}/schema`, new Set());
  for (const [name, header] of Object.entries<any>(document.components.headers)) visit(header.schema, `/components/headers/${name}/schema`, new Set());
  document.webhooks.productUpdated.post.parameters.forEach((parameter: any, index: number) =>
    visit(parameter.schema, `/webhooks/productUpdated/post/parameters/${index}/schema`, new Set()),
  );

  it('checked every scalar schema of the contract', () => {
    expect(checked).toBeGreaterThan(100);
  });

  it('none is missing an example', () => {
    expect(missing).toEqual([]);
  });
});

describe('path aliases share one path item', () => {
  it.each([
    ['/subscribe/add/more', '/subscribe/more/add', 'subscribeProduct', 'post'],
    ['/products/{gtin}', '/product/{gtin}', 'getProduct', 'get'],
    ['/products/{gtin}/explanation', '/product/{gtin}/explanation', 'getProductExplanation', 'get'],
  ])('%s is a deprecated path of %s (%s): the same parameters, body and success answer, with a sunset', (alias, path, operationId, method) => {
    const aliasOperation = deref(document, document.paths[alias]).node[method];
    const operation = deref(document, document.paths[path]).node[method];
    expect(aliasOperation).toMatchObject({ operationId: `${operationId}DeprecatedPath`, 'x-alias-of': operationId, deprecated: true, 'x-deprecated-at': expect.any(String), 'x-sunset': expect.any(String) });
    expect(operation.operationId).toBe(operationId);
    expect(aliasOperation.parameters).toEqual(operation.parameters);
    expect(aliasOperation.requestBody).toEqual(operation.requestBody);
    expect(aliasOperation.responses['200'].content).toEqual(operation.responses['200'].content);
    expect(Object.keys(aliasOperation.responses).sort()).toEqual(Object.keys(operation.responses).sort());
    expect(Object.keys(aliasOperation.responses['200'].headers)).toEqual(expect.arrayContaining(['Deprecation', 'Sunset', 'Link', ...Object.keys(operation.responses['200'].headers)]));
    // The policy: a deprecated operation lives at least 12 months.
    const months = (Date.parse(aliasOperation['x-sunset']) - Date.parse(aliasOperation['x-deprecated-at'])) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(12);
    expect(contractOperations.get(operationId)?.paths.sort()).toEqual([alias, path].sort());
  });

  it.each([
    ['/subscribe', '/subscribe/', 'subscribeProducts', 'post'],
    ['/subscribe', '/subscribe/', 'listSubscriptions', 'get'],
  ])('%s serves %s (%s) under an operationId of its own, with the same parameters, body and answers', (alias, path, operationId, method) => {
    const aliasOperation = document.paths[alias][method];
    const operation = document.paths[path][method];
    expect(aliasOperation).toMatchObject({ operationId: `${operationId}AliasPath`, 'x-alias-of': operationId });
    expect(operation.operationId).toBe(operationId);
    expect(aliasOperation.parameters).toEqual(operation.parameters);
    expect(aliasOperation.requestBody).toEqual(operation.requestBody);
    // The same answers: statuses, headers and schemas (each example's `instance` is the path it was sent to).
    const answers = (responses: Record<string, any>) =>
      Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { headers: response.headers, schemas: Object.fromEntries(Object.entries<any>(response.content ?? {}).map(([type, content]) => [type, content.schema])) }]));
    expect(answers(aliasOperation.responses)).toEqual(answers(operation.responses));
    expect(document.paths[alias]['x-internal']).toBe(true);
    expect(contractOperations.get(operationId)?.paths.sort()).toEqual([alias, path].sort());
  });

  it('every spec path and allowed alias is in the contract, with its operation', () => {
    for (const endpoint of specEndpoints) {
      const operation = deref(document, document.paths[endpoint.path]).node?.[endpoint.method];
      expect(operation?.['x-alias-of'] ?? operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.operationId);
    }
    // the trailing-slash twin of POST /subscribe/ is served too (docs/toolchain.md, "Path aliases")
    expect(document.paths['/subscribe'].post['x-alias-of']).toBe('subscribeProducts');
  });

  it('operationIds are unique: an operation appears under two ids only through a shared path item', () => {
    const byId = new Map<string, Set<string>>();
    for (const { operation, pointer } of allOperations(document)) {
      const pointers = byId.get(operation.operationId) ?? new Set<string>();
      pointers.add(pointer); // a shared path item resolves to one pointer, a duplicated operation to two
      byId.set(operation.operationId, pointers);
    }
    for (const [operationId, pointers] of byId) expect([...pointers], operationId).toHaveLength(1);
    expect(byId.has('productUpdated')).toBe(true);
  });
});
