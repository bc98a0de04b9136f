// `make examples` (and `--check`, run by `make check-generated`): writes every operation's error examples into
// openapi/v2.yaml, each written for its operation. Each error response an operation shares with others
// (`$ref: '#/components/responses/…'`) becomes the operation's own: the same description, headers and schema,
// and the shared example with the operation's `instance` (its path, with the story's values: the partner
// Grönt & Gott AB, the oat drink 07310865071859). Its 400 is what the service's own request validator answers to
// a typical mistake made with that operation (BAD_REQUESTS below), rendered as the service renders it: for
// GET /product/{gtin} it names the path parameter, for POST /subscribe/ an item of the array.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, parseDocument, type Document, type YAMLMap } from 'yaml';
import { createRequestValidator, type RequestParts } from '../src/http/request-validator.js';
import { renderProblem } from '../src/http/problem.js';
import { invalidFields } from '../src/shared/app-error.js';
import { createLogger } from '../src/shared/logger.js';

const CONTRACT = path.join(import.meta.dirname, '..', 'openapi', 'v2.yaml');
const API_ROOT = '/v2';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Seven digits: not a GTIN (8 to 14 digits). */
const TOO_SHORT = '7310865';

/** A typical mistake per operation (by the operation that serves it), as request parts the validator checks. */
const BAD_REQUESTS: Record<string, { summary: string; path?: Record<string, string>; query?: Record<string, string>; body?: unknown }> = {
  getAccount: { summary: 'A query parameter the operation does not take', query: { verbose: '1' } },
  listSubscriptions: { summary: 'A page size out of range', query: { limit: '0' } },
  subscribeProducts: {
    summary: 'Two invalid items of the array',
    body: [{ gtin: '07310865071859', name: 'Havredryck Barista 1 l' }, { gtin: '073108650718590', is_eco: 2 }],
  },
  subscribeProduct: { summary: 'Wrong types in the product', body: { gtin: '07310865071859', is_eco: 'yes', size: 1 } },
  unsubscribeProduct: { summary: 'A GTIN of seven digits', path: { gtin: TOO_SHORT } },
  unsubscribeByClientIdentifier: { summary: 'A client identifier that is too long', path: { client_identifier: 'havre-1l-'.repeat(30) } },
  getProduct: { summary: 'A GTIN of seven digits', path: { gtin: TOO_SHORT } },
  getProductExplanation: { summary: 'A GTIN of seven digits', path: { gtin: TOO_SHORT } },
  triggerWebhook: { summary: 'A query parameter the operation does not take', query: { gtin: '07310865071859' } },
  listWebhookDeliveries: { summary: 'A page size out of range', query: { limit: '0' } },
  redeliverWebhookDelivery: { summary: 'A delivery id that is not a UUID', path: { deliveryId: 'delivery-1' } },
  getWebhookEndpoint: { summary: 'A query parameter the operation does not take', query: { verbose: '1' } },
  setWebhookEndpoint: { summary: 'No address, and a field the body does not take', body: { address: 'https://hooks.gront-gott.example/pss' } },
  deleteWebhookEndpoint: { summary: 'A query parameter the operation does not take', query: { force: 'true' } },
  disableWebhookEndpoint: { summary: 'A query parameter the operation does not take', query: { force: 'true' } },
  rotateWebhookSecret: { summary: 'A query parameter the operation does not take', query: { keepOld: 'false' } },
  listChanges: { summary: 'A page size out of range', query: { limit: '0' } },
  exportProducts: { summary: 'A query parameter the operation does not take', query: { format: 'csv' } },
  previewProduct: { summary: 'A GTIN of 15 digits and a wrong type', body: { gtin: '073108650718590', is_eco: 2 } },
  batchGetProducts: { summary: 'No GTIN asked for', body: { gtins: [] } },
  getPartnerData: { summary: 'A GTIN of seven digits', path: { gtin: TOO_SHORT } },
  putPartnerData: { summary: 'A transport leg without its distance', body: { transport: [{ mode: 'road' }] } },
  deletePartnerData: { summary: 'A GTIN of seven digits', path: { gtin: TOO_SHORT } },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointerTarget(document: Json, ref: string): unknown {
  return ref.slice(2).split('/').reduce<unknown>((at, part) => (isObject(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

function resolve(document: Json, value: unknown): Json {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 20; hops += 1) node = pointerTarget(document, node.$ref);
  if (!isObject(node)) throw new Error(`cannot resolve ${JSON.stringify(value)}`);
  return node;
}

/** A path parameter's example: the parameter's, else its schema's first. */
function parameterExample(document: Json, operation: Json, name: string): string {
  for (const parameter of (operation.parameters as unknown[] | undefined) ?? []) {
    const resolved = resolve(document, parameter);
    if (resolved.in !== 'path' || resolved.name !== name) continue;
    const schema = resolve(document, resolved.schema);
    const example = (resolved.example ?? (schema.examples as unknown[] | undefined)?.[0]) as string | number | undefined;
    if (example !== undefined) return String(example);
  }
  throw new Error(`no example for path parameter ${name}`);
}

function instanceOf(document: Json, template: string, operation: Json, values: Record<string, string> = {}): string {
  return API_ROOT + template.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? parameterExample(document, operation, name)));
}

/** The shared response's examples, as name → { summary, value } (an inline `example` keeps that form). */
function sharedExamples(document: Json, content: Json): { single?: Json; named?: Record<string, Json> } {
  if (isObject(content.example)) return { single: content.example };
  const named: Record<string, Json> = {};
  for (const [name, example] of Object.entries((content.examples as Json | undefined) ?? {})) named[name] = resolve(document, example);
  return { named };
}

const TEMPLATES = 'x-error-responses';

/** Shared responses no operation names any more become templates (unused components would be lint errors). */
function moveUnusedToTemplates(yaml: Document): void {
  const responses = yaml.getIn(['components', 'responses']) as YAMLMap | undefined;
  if (!responses) return;
  const text = yaml.toString({ lineWidth: 0 });
  let templates = yaml.get(TEMPLATES) as YAMLMap | undefined;
  for (const pair of [...responses.items]) {
    const name = String((pair.key as { value: unknown }).value);
    if (text.includes(`#/components/responses/${name}'`) || text.includes(`#/components/responses/${name}"`)) continue;
    if (!templates) {
      yaml.set(TEMPLATES, yaml.createNode({}));
      templates = yaml.get(TEMPLATES) as YAMLMap;
      templates.commentBefore =
        ' The shared error responses, as templates: a new operation names them (`$ref: \'#/components/responses/NAME\'`), and\n' +
        ' `make examples` (scripts/error-examples.ts) turns each into the operation\'s own, with examples written for it.';
    }
    // A template holds its examples itself: the shared examples it named may go (below).
    const examples = isMap(pair.value) ? pair.value.getIn(['content', 'application/problem+json', 'examples']) : undefined;
    if (isMap(examples)) {
      for (const example of examples.items) {
        const ref = isMap(example.value) ? example.value.get('$ref') : undefined;
        if (typeof ref === 'string') example.value = yaml.getIn(ref.slice(2).split('/'), true);
      }
    }
    templates.set(name, pair.value);
    responses.delete(name);
  }
  // Shared examples no response names any more.
  const sharedExamples = yaml.getIn(['components', 'examples']) as YAMLMap | undefined;
  const after = yaml.toString({ lineWidth: 0 });
  for (const pair of [...(sharedExamples?.items ?? [])]) {
    const name = String((pair.key as { value: unknown }).value);
    if (!after.includes(`#/components/examples/${name}'`) && !after.includes(`#/components/examples/${name}"`)) sharedExamples!.delete(name);
  }
}

/**
 * An operation added since the last run may name a shared response that is a template by now: pointed at its
 * template, the contract resolves again (the service's validator, made below, reads the file).
 */
function pointAtTemplates(text: string): string {
  const document = parseDocument(text).toJS({ maxAliasCount: -1 }) as Json;
  const components = (((document.components as Json | undefined)?.responses as Json | undefined) ?? {});
  const templates = (document[TEMPLATES] as Json | undefined) ?? {};
  return text.replace(/#\/components\/responses\/([A-Za-z0-9_]+)/g, (whole, name: string) => (name in components || !(name in templates) ? whole : `#/${TEMPLATES}/${name}`));
}

async function main(check: boolean): Promise<void> {
  const original = readFileSync(CONTRACT, 'utf8');
  const text = pointAtTemplates(original);
  if (text !== original && check) {
    console.error('openapi/v2.yaml: an operation names a shared error response; run `make examples`.');
    process.exitCode = 1;
    return;
  }
  if (text !== original) writeFileSync(CONTRACT, text);
  const yaml: Document = parseDocument(text);
  const document = yaml.toJS({ maxAliasCount: -1 }) as Json;
  const validator = await createRequestValidator(createLogger('silent'));
  const operations = new Map(validator.operations.map((operation) => [`${operation.method} ${operation.path}`, operation]));
  const paths = yaml.get('paths') as YAMLMap;

  for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const served = String(operation['x-alias-of'] ?? operation.operationId);
      const responses = operation.responses as Record<string, unknown>;
      for (const [status, declared] of Object.entries(responses)) {
        if (!/^[45]\d\d$/.test(status) || !isObject(declared)) continue;
        // The response as declared: the shared one it names (one hop; a template by now, see below), or its own.
        const raw = (typeof declared.$ref === 'string' ? pointerTarget(document, declared.$ref) : declared) as Json | undefined;
        if (!raw) throw new Error(`${method} ${template} ${status}: ${String(declared.$ref)} is neither a response nor a template`);
        const rawContent = (raw.content as Json)['application/problem+json'] as Json;
        const shared = sharedExamples(document, rawContent);
        const instance = instanceOf(document, template, operation);
        const withInstance = (named: Record<string, Json>) =>
          Object.fromEntries(Object.entries(named).map(([name, example]) => [name, { ...(example.summary ? { summary: example.summary } : {}), value: { ...(example.value as Json), instance } }]));
        let written: Json;
        if (status === '400') {
          const bad = BAD_REQUESTS[served];
          if (!bad) throw new Error(`${served}: no typical mistake in BAD_REQUESTS for its 400 example`);
          const validated = operations.get(`${method} ${template}`);
          if (!validated) throw new Error(`${method} ${template}: not an operation of the validator`);
          const pathValues = Object.fromEntries([...template.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, bad.path?.[name!] ?? parameterExample(document, operation, name!)]));
          const parts: RequestParts = { path: pathValues, query: bad.query ?? {}, header: { 'x-api-key': 'pss_live_example' } };
          if (bad.body !== undefined) parts.requestBody = bad.body;
          const errors = validator.validate(validated, parts);
          if (errors.length === 0) throw new Error(`${served}: the validator finds nothing wrong with its BAD_REQUESTS entry`);
          const problem = JSON.parse(renderProblem(invalidFields(errors), instanceOf(document, template, operation, pathValues)).body) as Json;
          // The operation's other 400 examples (a cursor not returned by this service, …) stay, about this operation.
          const others = Object.fromEntries(Object.entries(shared.named ?? {}).filter(([name]) => name !== 'invalidRequest'));
          written = { examples: { invalidRequest: { summary: bad.summary, value: problem }, ...withInstance(others) } };
        } else if (shared.single) {
          written = { example: { ...shared.single, instance } };
        } else {
          written = { examples: withInstance(shared.named ?? {}) };
        }
        const own: Json = {
          description: raw.description,
          ...(raw.headers ? { headers: raw.headers } : {}),
          content: { 'application/problem+json': { schema: rawContent.schema, ...written } },
        };
        const target = paths.getIn([template, method, 'responses']) as YAMLMap;
        target.set(status, yaml.createNode(own));
      }
    }
  }
  moveUnusedToTemplates(yaml);
  const out = yaml.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\$ref: "(#[^"]*)"/g, "$ref: '$1'");
  if (check) {
    if (out !== text) {
      console.error('openapi/v2.yaml: the error examples are stale; run `make examples`.');
      process.exitCode = 1;
    } else console.log('openapi/v2.yaml: the error examples are current.');
    return;
  }
  writeFileSync(CONTRACT, out);
  console.log('openapi/v2.yaml: error examples written for every operation.');
}

await main(process.argv.includes('--check'));
