import { describe, expect, it } from 'vitest';
import { contractDocument, contractOperations } from '../../support/contract.js';
import { deref } from './schema-walk.js';

/**
 * The contract's *Idempotent retries* hold for every POST and DELETE, including operations added
 * later: each takes the `Idempotency-Key` header, marks a replayed success with
 * `Idempotent-Replayed`, and declares the 409 (still running) and 422 (key reused) problems. The
 * server applies idempotency to every POST and DELETE (http/operation-core.ts), so the contract must say so.
 */
const mutating = [...contractOperations].filter(([, entry]) => entry.method === 'post' || entry.method === 'delete');

const problemTypesOf = (response: unknown): string[] => {
  const content = deref(contractDocument, response).node.content['application/problem+json'];
  const examples = Object.values<any>(content.examples ?? {}).map((example) => deref(contractDocument, example).node.value);
  return [...examples, content.example].filter(Boolean).map((example: { type: string }) => example.type);
};

describe('Idempotency-Key in the contract', () => {
  it('covers the mutating operations (the walk found them)', () => {
    expect(mutating.map(([operationId]) => operationId)).toEqual(expect.arrayContaining(['subscribeProducts', 'subscribeProduct', 'unsubscribeProduct', 'unsubscribeByClientIdentifier', 'redeliverWebhookDelivery', 'previewProduct', 'batchGetProducts']));
  });

  it.each(mutating)('%s takes the header, marks replays, and declares 409 and 422', (_operationId, { operation }) => {
    const parameters = (operation.parameters ?? []).map((parameter: unknown) => deref(contractDocument, parameter).node);
    expect(parameters.filter((parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')).toHaveLength(1);
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
