import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AppError, PROBLEMS, type ProblemType } from '../../../src/shared/app-error.js';

/**
 * The problem catalogue (src/shared/app-error.ts) against the contract: the error table in
 * `info.description` and every problem example. One type has one status and one title.
 */
const document = parse(readFileSync(new URL('../../../openapi/v2.yaml', import.meta.url), 'utf8'), { maxAliasCount: -1 }) as {
  info: { description: string };
};

/** `| 409 | \`/problems/a\`, \`/problems/b\` | … |` rows of the contract's error table: type → statuses. */
function contractTable(): Map<string, Set<number>> {
  const table = new Map<string, Set<number>>();
  for (const line of document.info.description.split('\n')) {
    const row = /^\|\s*(\d{3})\s*\|([^|]*)\|/.exec(line.trim());
    if (!row) continue;
    for (const [, type] of row[2]!.matchAll(/`\/problems\/([a-z-]+)`/g)) {
      table.set(type!, (table.get(type!) ?? new Set()).add(Number(row[1])));
    }
  }
  return table;
}

/** Every object in the contract with a `/problems/…` type: the problem examples partners copy. */
function contractExamples(): { type: string; title: string; status: number }[] {
  const found: { type: string; title: string; status: number }[] = [];
  (function walk(node: unknown) {
    if (!node || typeof node !== 'object') return;
    const value = node as Record<string, unknown>;
    if (typeof value.type === 'string' && value.type.startsWith('/problems/') && typeof value.title === 'string') {
      found.push({ type: value.type.slice('/problems/'.length), title: value.title, status: Number(value.status) });
    }
    Object.values(value).forEach(walk);
  })(document);
  return found;
}

interface ContractOperation {
  operationId: string;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

function contractOperationsOf(node: unknown): ContractOperation[] {
  if (!node || typeof node !== 'object') return [];
  const value = node as Record<string, unknown>;
  if (typeof value.operationId === 'string' && value.responses) return [value as unknown as ContractOperation];
  return Object.values(value).flatMap(contractOperationsOf);
}

const apiTypes = (Object.keys(PROBLEMS) as ProblemType[]).filter((type) => PROBLEMS[type].api);

describe('the problem catalogue', () => {
  it('lists exactly the contract error table’s types, each with the table’s one status', () => {
    const table = contractTable();
    expect(table.size).toBeGreaterThan(10);
    for (const [type, statuses] of table) expect({ type, statuses: [...statuses] }).toEqual({ type, statuses: [PROBLEMS[type as ProblemType]?.status] });
    expect(apiTypes.sort()).toEqual([...table.keys()].sort());
  });

  it('gives every problem example of the contract the catalogue’s status and title', () => {
    const examples = contractExamples();
    expect(examples.length).toBeGreaterThan(10);
    for (const example of examples) {
      const entry = PROBLEMS[example.type as ProblemType];
      expect({ ...example, known: Boolean(entry) }).toEqual({ type: example.type, known: true, status: entry?.status, title: entry?.title });
    }
  });

  it('declares the request timeout on every operation that takes a body', () => {
    // Served operations: under `paths`, not the outgoing `webhooks`.
    const operations = contractOperationsOf((document as unknown as { paths: unknown }).paths);
    const withBody = operations.filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(1);
    for (const operation of withBody) expect({ operationId: operation.operationId, has408: '408' in operation.responses }).toEqual({ operationId: operation.operationId, has408: true });
  });

  it('builds errors from the catalogue only: status and title come from the type', () => {
    const error = new AppError('webhook-not-registered', 'The webhook of this account is disabled.');
    expect({ status: error.status, title: error.title, type: error.type }).toEqual({ status: 409, title: 'No active webhook', type: 'webhook-not-registered' });
    // @ts-expect-error a type outside the catalogue does not compile
    expect(() => new AppError('made-up', 'x')).toThrow();
  });
});
