// `make samples`: writes `x-codeSamples` (curl, JavaScript with @pss/client, Python with its standard library) into
// every operation of openapi/v2.yaml, from the contract itself: the operation's first path, the
// examples of its required parameters and the first example of its request body. Redoc shows them in
// the right-hand panel. `--check` (run by `make test`) fails when the contract's samples are stale.
// test/integration/contract/code-samples.test.ts runs every sample against a running server.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Node = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface SampleRequest {
  operationId: string;
  method: string;
  /** The path template, e.g. `/product/{gtin}`. */
  template: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON request body, when the operation takes one. */
  body?: unknown;
  authenticated: boolean;
  /** The success answer is not JSON (e.g. NDJSON): read it as text. */
  textAnswer: boolean;
}

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolver(document: Node) {
  return function resolve(value: unknown): Node {
    let node = value;
    for (let hops = 0; isNode(node) && typeof node.$ref === 'string'; hops += 1) {
      if (hops > 20) throw new Error(`$ref cycle at ${node.$ref}`);
      node = node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, part) => (isNode(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
    }
    if (!isNode(node)) throw new Error(`cannot resolve ${JSON.stringify(value)}`);
    return node;
  };
}

/** The first example a parameter, media type or schema offers: `example`, the first of `examples` (a map or a list), then its schema's. */
function exampleOf(node: Node, resolve: (value: unknown) => Node): { found: boolean; value?: unknown } {
  if ('example' in node) return { found: true, value: node.example };
  if (Array.isArray(node.examples) && node.examples.length > 0) return { found: true, value: node.examples[0] };
  if (isNode(node.examples)) {
    const first = Object.values(node.examples)[0];
    if (first !== undefined) {
      const example = resolve(first);
      if ('value' in example) return { found: true, value: example.value };
    }
  }
  if (node.schema !== undefined) return exampleOf(resolve(node.schema), resolve);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) {
        const found = exampleOf(resolve(branch), resolve);
        if (found.found) return found;
      }
    }
  }
  return { found: false };
}

/**
 * An example built from a schema when the contract gives none for the whole: an object of its
 * required properties' examples, a one-item array, a scalar's own example. Undefined when a required
 * part has no example either.
 */
function synthesised(schema: Node, resolve: (value: unknown) => Node, depth = 0): { found: boolean; value?: unknown } {
  const own = exampleOf({ ...schema, schema: undefined }, resolve);
  if (own.found || depth > 8) return own;
  if (schema.type === 'array' && schema.items !== undefined) {
    const item = synthesised(resolve(schema.items), resolve, depth + 1);
    return item.found ? { found: true, value: [item.value] } : item;
  }
  if (isNode(schema.properties)) {
    const value: Record<string, unknown> = {};
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
      const property = synthesised(resolve(schema.properties[name]), resolve, depth + 1);
      if (!property.found) return property;
      value[name] = property.value;
    }
    return { found: true, value };
  }
  return { found: false };
}

/** Every operation of the contract once (path aliases share an operation object), at its first path. */
export function sampleRequests(document: Node): SampleRequest[] {
  const resolve = resolver(document);
  const seen = new Set<Node>();
  const requests: SampleRequest[] = [];
  const globalSecurity = document.security;
  for (const [template, item] of Object.entries(resolve({ $ref: '#/paths' }))) {
    const pathItem = resolve(item);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isNode(operation) || seen.has(operation)) continue;
      seen.add(operation);
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method} ${template}`;
      const request: SampleRequest = { operationId, method, template, pathParams: {}, query: {}, headers: {}, authenticated: true, textAnswer: false };
      const listed = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
      const parameters = [...listed(pathItem.parameters), ...listed(operation.parameters)].map(resolve);
      for (const parameter of parameters) {
        const name = String(parameter.name);
        if (parameter.in !== 'path' && parameter.required !== true) continue;
        const example = exampleOf(parameter, resolve);
        if (!example.found) throw new Error(`${operationId}: parameter ${name} has no example to build its code samples from`);
        const text = String(example.value);
        if (parameter.in === 'path') request.pathParams[name] = text;
        else if (parameter.in === 'query') request.query[name] = text;
        else if (parameter.in === 'header') request.headers[name] = text;
      }
      if (operation.requestBody !== undefined) {
        const content = resolve(operation.requestBody).content;
        const json = isNode(content) ? Object.entries(content).find(([type]) => /^application\/(.+\+)?json$/.test(type)) : undefined;
        if (!json) throw new Error(`${operationId}: only JSON request bodies have code samples`);
        const mediaType = resolve(json[1]);
        let example = exampleOf(mediaType, resolve);
        if (!example.found && mediaType.schema !== undefined) example = synthesised(resolve(mediaType.schema), resolve);
        if (!example.found) throw new Error(`${operationId}: the request body has no example to build its code samples from`);
        request.body = example.value;
      }
      const security = operation.security ?? globalSecurity;
      request.authenticated = !(Array.isArray(security) && security.length === 0);
      const success = Object.entries(isNode(operation.responses) ? operation.responses : {}).find(([status]) => /^2\d\d$/.test(status));
      const successContent = success ? resolve(success[1]).content : undefined;
      request.textAnswer = isNode(successContent) && !Object.keys(successContent).some((type) => /^application\/(.+\+)?json$/.test(type));
      requests.push(request);
    }
  }
  return requests;
}

/** The request path with its parameters percent-encoded (so nothing in it is special to a shell's double quotes). */
function pathWith(request: SampleRequest): string {
  const path = request.template.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(request.pathParams[name] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlSample(request: SampleRequest): string {
  const lines = [`curl -sS${request.method === 'get' ? '' : ` -X ${request.method.toUpperCase()}`} "$PSS_BASE_URL${pathWith(request)}"`];
  if (request.authenticated) lines.push('-H "X-API-KEY: $PSS_API_KEY"');
  for (const [name, value] of Object.entries(request.headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body === undefined) return `${lines.join(' \\\n  ')}\n`;
  lines.push(`-H 'Content-Type: application/json'`, '--data-binary @- <<\'JSON\'');
  return `${lines.join(' \\\n  ')}\n${JSON.stringify(request.body, null, 2)}\nJSON\n`;
}

/** A JSON value as a JavaScript literal (JSON is one), indented to continue at `indent`. */
const jsLiteral = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

function javascriptSample(request: SampleRequest): string {
  const params: string[] = [];
  if (Object.keys(request.pathParams).length > 0) params.push(`path: ${jsLiteral(request.pathParams, '    ')}`);
  if (Object.keys(request.query).length > 0) params.push(`query: ${jsLiteral(request.query, '    ')}`);
  if (Object.keys(request.headers).length > 0) params.push(`header: ${jsLiteral(request.headers, '    ')}`);
  const init: string[] = [];
  if (params.length > 0) init.push(`params: {\n    ${params.join(',\n    ')},\n  }`);
  if (request.body !== undefined) init.push(`body: ${jsLiteral(request.body, '  ')}`);
  if (request.textAnswer) init.push(`parseAs: 'text'`);
  const call = `pss.raw.${request.method.toUpperCase()}(${JSON.stringify(request.template)}${init.length > 0 ? `, {\n  ${init.join(',\n  ')},\n}` : ''})`;
  const options = request.authenticated ? '{ baseUrl: process.env.PSS_BASE_URL, apiKey: process.env.PSS_API_KEY }' : "{ baseUrl: process.env.PSS_BASE_URL, apiKey: 'none' }";
  return [
    "import { createPssClient } from '@pss/client';",
    '',
    `const pss = createPssClient(${options});`,
    `const { data, error, response } = await ${call};`,
    'console.log(response.status);',
    request.textAnswer ? 'console.log(data ?? JSON.stringify(error, null, 2));' : 'console.log(JSON.stringify(data ?? error, null, 2));',
    '',
  ].join('\n');
}

/** A JSON value as a Python literal: JSON's strings and numbers are Python's; true, false and null are not. */
function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (isNode(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Python with its standard library only (urllib), so the sample runs on any Python 3 without an install. */
function pythonSample(request: SampleRequest): string {
  const headers: Record<string, string> = { ...(request.authenticated ? { 'X-API-KEY': '@key' } : {}), ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const headerText = pythonLiteral(headers, '    ').replace('"@key"', 'os.environ["PSS_API_KEY"]');
  const args = [`    os.environ["PSS_BASE_URL"] + ${JSON.stringify(pathWith(request))},`, `    method=${JSON.stringify(request.method.toUpperCase())},`, `    headers=${headerText},`];
  if (request.body !== undefined) args.push(`    data=json.dumps(${pythonLiteral(request.body, '    ')}).encode(),`);
  return [
    ...(request.body !== undefined ? ['import json'] : []),
    'import os',
    'import urllib.error',
    'import urllib.request',
    '',
    'request = urllib.request.Request(',
    ...args,
    ')',
    'try:',
    '    with urllib.request.urlopen(request, timeout=30) as response:',
    '        print(response.status)',
    '        print(response.read().decode())',
    'except urllib.error.HTTPError as error:  # 4xx and 5xx answers: the problem document',
    '    print(error.code)',
    '    print(error.read().decode())',
    '',
  ].join('\n');
}

export function codeSamples(request: SampleRequest): CodeSample[] {
  return [
    { lang: 'Shell', label: 'curl', source: curlSample(request) },
    { lang: 'JavaScript', label: 'JavaScript (@pss/client)', source: javascriptSample(request) },
    { lang: 'Python', label: 'Python (standard library)', source: pythonSample(request) },
  ];
}

/** The `x-codeSamples` block, at the operation's key indentation. */
function sampleBlock(samples: CodeSample[], indent: string): string {
  const lines = [`${indent}x-codeSamples:`];
  for (const sample of samples) {
    lines.push(`${indent}  - lang: ${sample.lang}`, `${indent}    label: ${JSON.stringify(sample.label)}`, `${indent}    source: |`);
    for (const line of sample.source.trimEnd().split('\n')) lines.push(line === '' ? '' : `${indent}      ${line}`);
  }
  return `${lines.join('\n')}\n`;
}

/** How many characters of `rest` (the text after an operationId line) an existing `x-codeSamples` block takes: the key and every line indented deeper, or empty. */
function oldBlockLength(rest: string, indent: string): number {
  if (!rest.startsWith(`${indent}x-codeSamples:\n`)) return 0;
  const lines = rest.split('\n');
  let length = lines[0]!.length + 1;
  for (const next of lines.slice(1)) {
    if (next !== '' && !next.startsWith(`${indent} `)) break;
    length += next.length + 1;
  }
  return length;
}

/** The contract with every operation's samples written right after its `operationId` line (replacing the old ones). */
export function withCodeSamples(contract: string): string {
  const document = parse(contract, { maxAliasCount: -1 }) as Node;
  let text = contract;
  for (const request of sampleRequests(document)) {
    const line = new RegExp(`^( +)operationId: ${request.operationId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`, 'm').exec(text);
    if (!line) throw new Error(`operationId ${request.operationId} not found as a line of the contract`);
    const indent = line[1] as string;
    const after = line.index + line[0].length;
    text = text.slice(0, after) + sampleBlock(codeSamples(request), indent) + text.slice(after + oldBlockLength(text.slice(after), indent));
  }
  return text;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = new URL('../openapi/v2.yaml', import.meta.url);
  const current = readFileSync(file, 'utf8');
  const next = withCodeSamples(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('openapi/v2.yaml: the x-codeSamples are stale; run `make samples` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/v2.yaml: the x-codeSamples are current.');
  } else {
    writeFileSync(file, next);
    console.log(`openapi/v2.yaml: x-codeSamples written for ${sampleRequests(parse(next, { maxAliasCount: -1 }) as Node).length} operations.`);
  }
}
