// The contract as the Prism mock serves it (`make mock`, test/support/prism.ts), from openapi/v2.yaml:
// - at the production base path: every path under the server's `/v2` (Prism would serve them at the
//   root), so a frontend written against the mock calls the same URLs as against the service;
// - without the `422` (Idempotency-Key reused) responses. Prism answers every request that breaks the
//   contract with the operation's 422 when it declares one, before its 400 (prism-http
//   `getExpectedCodesForViolations`), so a mock that kept them would answer a malformed body with
//   "idempotency key reused". The mock keeps no idempotency keys, so it never has a 422 to give;
// - without the `Idempotent-Replayed` header: Prism sends every declared header, so every answer would say it
//   is a replay, which only a retry of a kept answer is. The mock's answers are first answers.
// `npx tsx scripts/mock-contract.ts OUT` writes it to OUT.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, parseDocument, type YAMLMap } from 'yaml';

const KEY_REUSED = '/problems/idempotency-key-reused';

/** Whether a declared response is the Idempotency-Key 422: by its example's problem type. */
function isKeyReused(response: unknown): boolean {
  if (!isMap(response)) return false;
  const content = response.getIn(['content', 'application/problem+json']);
  if (!isMap(content)) return false;
  const single = content.getIn(['example', 'type']);
  const named = content.get('examples');
  const types = isMap(named) ? named.items.map((example) => (isMap(example.value) ? example.value.getIn(['value', 'type']) : undefined)) : [];
  return [single, ...types].includes(KEY_REUSED);
}

/** Removes `Idempotent-Replayed` from each response of a responses map (inline ones; shared ones are done once). */
function dropReplayHeader(responses: YAMLMap): void {
  for (const response of responses.items) {
    const headers = isMap(response.value) ? response.value.get('headers') : undefined;
    if (isMap(headers)) headers.delete('Idempotent-Replayed');
  }
}

/** The mock's contract, as YAML text, from the contract's YAML text. */
export function mockContract(contract: string): string {
  const document = parseDocument(contract);
  const serverUrl = document.getIn(['servers', 0, 'url']);
  const basePath = (typeof serverUrl === 'string' ? serverUrl : '').replace(/\/$/, '');
  const paths = document.get('paths');
  if (!isMap(paths)) throw new Error('the contract has no paths');
  for (const item of paths.items) {
    if (isScalar(item.key)) item.key.value = `${basePath}${String(item.key.value)}`;
    if (!isMap(item.value)) continue;
    for (const operation of item.value.items) {
      const responses = isMap(operation.value) ? operation.value.get('responses') : undefined;
      if (!isMap(responses)) continue;
      if (isKeyReused(responses.get('422'))) responses.delete('422');
      dropReplayHeader(responses);
    }
  }
  const shared = document.getIn(['components', 'responses']);
  if (isMap(shared)) dropReplayHeader(shared);
  // The paths carry the base path now; a server URL would make Prism expect it twice.
  document.delete('servers');
  return document.toString({ lineWidth: 0 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'mock-contract.ts')) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx scripts/mock-contract.ts OUT');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, mockContract(readFileSync(path.join(import.meta.dirname, '..', 'openapi', 'v2.yaml'), 'utf8')));
}
