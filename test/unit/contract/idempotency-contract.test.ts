import { describe, expect, it } from 'vitest';
import { contractDocument, contractOperations } from '../../support/contract.js';
import { deref } from './schema-walk.js';

/**
 * The contract's *Idempotent retries* hold for every POST and DELETE, including operations added
 * later: each takes the `Idempotency-Key` header, marks a replayed success with
 * `Idempotent-Replayed`, and declares the 409 (still running) and 422 (key reused) problems. The
 * server applies idempotency to every POST and DELETE (http/operation-core.ts), so the contract must say so,
 * except those marked `x-read-only: true`: they change nothing, accept the header and keep nothing.
 */
const postOrDelete = [...contractOperations].filter(([, entry]) => entry.method === 'post' || entry.method === 'delete');
const isReadOnly = (operation: { 'x-read-only'?: boolean }) => operation['x-read-only'] === true;
const mutating = postOrDelete.filter(([, entry]) => !isReadOnly(entry.operation));
const readOnly = postOrDelete.filter(([, entry]) => isReadOnly(entry.operation));
const headerParameters = (operation: { parameters?: unknown[] }) =>
  (operation.parameters ?? []).map((parameter: unknown) => deref(contractDocument, parameter).node).filter((parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');

const problemTypesOf = (response: unknown): string[] => {
  const content = deref(contractDocument, response).node.content['application/problem+json'];
  const examples = Object.values<any>(content.examples ?? {}).map((example) => deref(contractDocument, example).node.value);
  return [...examples, content.example].filter(Boolean).map((example: { type: string }) => example.type);
};

describe('Idempotency-Key in the contract', () => {
  it('covers the mutating operations (the walk found them)', () => {
    expect(mutating.map(([operationId]) => operationId)).toEqual(expect.arrayContaining(['subscribeProducts', 'subscribeProduct', 'unsubscribeProduct', 'unsubscribeByClientIdentifier', 'redeliverWebhookDelivery']));
    expect(readOnly.map(([operationId]) => operationId).sort()).toEqual(['batchGetProducts', 'previewProduct']);
  });

  it.each(readOnly)('%s (read-only) accepts the header, says it is ignored, and declares no replay, 409 or 422', (_operationId, { operation }) => {
    const [parameter] = headerParameters(operation);
    expect(parameter.description).toMatch(/accepted and ignored/i);
    const success = Object.keys(operation.responses).find((status) => /^2/.test(status))!;
    expect(Object.keys(deref(contractDocument, operation.responses[success]).node.headers ?? {})).not.toContain('Idempotent-Replayed');
    expect(operation.responses['409']).toBeUndefined();
    expect(operation.responses['422']).toBeUndefined();
  });

  it.each(mutating)('%s takes the header, marks replays, and declares 409 and 422', (_operationId, { operation }) => {
    expect(headerParameters(operation)).toHaveLength(1);
    const success = Object.keys(operation.responses).find((status) => /^2/.test(status))!;
    expect(Object.keys(deref(contractDocument, operation.responses[success]).node.headers ?? {})).toContain('Idempotent-Replayed');
    expect(problemTypesOf(operation.responses['409'])).toContain('/problems/idempotent-request-in-progress');
    expect(problemTypesOf(operation.responses['422'])).toContain('/problems/idempotency-key-reused');
  });

  it('no GET takes the header (a read needs none, and the server ignores it there)', () => {
    for (const [operationId, entry] of contractOperations) {
      if (entry.method !== 'get') continue;
      const names = (entry.operation.parameters ?? []).map((parameter: unknown) => deref(contractDocument, parameter).node.name);
      expect(names, operationId).not.toContain('Idempotency-Key');
    }
  });
});
