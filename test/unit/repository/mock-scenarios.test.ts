import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../support/contract.js';

/**
 * The partner guide's *Mock for frontend teams* is the one place that lists the mock's scenarios: every documented operation
 * with more than one named example of an answer (a success, or an error status) has its row, naming them all.
 */
const guide = readFileSync(new URL('../../../docs/partner-guide.md', import.meta.url), 'utf8');
const start = guide.indexOf('## Mock for frontend teams');
const section = guide.slice(start, guide.indexOf('\n## ', start + 1));

const resolve = (node: any): any => {
  let current = node;
  while (current?.$ref) current = current.$ref.slice(2).split('/').reduce((at: any, part: string) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], contractDocument);
  return current;
};

const scenarios = Object.entries<any>(contractDocument.paths)
  .filter(([, item]) => item['x-internal'] !== true)
  .flatMap(([path, item]) =>
    ['get', 'put', 'post', 'delete'].filter((method) => item[method] && !item[method].deprecated).map((method) => {
      const names = Object.entries<any>(item[method].responses).flatMap(([status, response]) =>
        Object.values<any>(resolve(response).content ?? {}).flatMap((content) => {
          const named = Object.keys(content.examples ?? {});
          return named.length > 1 ? named.map((name) => `${status} ${name}`) : [];
        }),
      );
      return { operation: `${method.toUpperCase()} ${path}`, names };
    }),
  )
  .filter((entry) => entry.names.length > 0);

describe('the mock scenarios in the partner guide', () => {
  it('list every operation that has a choice of examples', () => {
    expect(scenarios.length).toBeGreaterThan(5);
    for (const { operation, names } of scenarios) {
      const row = section.split('\n').find((line) => line.startsWith(`| \`${operation}\``));
      expect(row, operation).toBeDefined();
      for (const name of names) expect(row, `${operation}: ${name}`).toContain(`\`${name.split(' ')[1]}\``);
    }
  });

  it('give the base URL at the production path', () => {
    expect(section).toContain('http://127.0.0.1:4010/v2');
  });
});
