import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractDocument, validateSchema } from '../../support/contract.js';

/**
 * Every operation's every documented error has an example written for that operation (scripts/error-examples.ts):
 * valid against its schema, about this operation's path, and for a 400 naming places this operation has (a path or
 * query parameter, or a place in its body). The examples are current with the contract (`--check`).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const resolve = (node: any): any => {
  let current = node;
  while (current?.$ref) current = current.$ref.slice(2).split('/').reduce((at: any, part: string) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], contractDocument);
  return current;
};

const errorExamples = Object.entries<any>(contractDocument.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => item[method]).flatMap((method) => {
    const operation = item[method];
    return Object.entries<any>(operation.responses)
      .filter(([status]) => /^[45]\d\d$/.test(status))
      .flatMap(([status, response]) => {
        const content = resolve(response).content['application/problem+json'];
        const examples: Array<[string, any]> = content.example ? [['example', content.example]] : Object.entries<any>(content.examples ?? {}).map(([name, example]) => [name, resolve(example).value]);
        return examples.map(([name, value]) => ({ label: `${method.toUpperCase()} ${template} ${status} ${name}`, template, method, operation, status: Number(status), schema: content.schema.$ref.split('/').pop() as string, value }));
      });
  }),
);

describe('error examples written for their operation', () => {
  it('cover every error status of every operation', () => {
    const statuses = Object.entries<any>(contractDocument.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).flatMap((method) => Object.keys(item[method].responses).filter((status) => /^[45]/.test(status)).map((status) => `${method.toUpperCase()} ${template} ${status}`)),
    );
    expect(new Set(errorExamples.map((entry) => entry.label.split(' ').slice(0, 3).join(' ')))).toEqual(new Set(statuses));
  });

  it.each(errorExamples.map((entry) => [entry.label, entry] as const))('%s: valid, with its status, about this operation\'s path', (_label, entry) => {
    expect(validateSchema(entry.schema, entry.value)).toEqual([]);
    expect(entry.value.status).toBe(entry.status);
    const pathPattern = new RegExp(`^/v2${entry.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    expect(entry.value.instance).toMatch(pathPattern);
  });

  it.each(errorExamples.filter((entry) => entry.status === 400 && entry.label.endsWith('invalidRequest')).map((entry) => [entry.label, entry] as const))('%s names places of this operation', (_label, entry) => {
    const parameters = (entry.operation.parameters ?? []).map(resolve).map((parameter: any) => parameter.name as string);
    for (const error of entry.value.errors as Array<{ parameter?: string; pointer?: string; detail: string }>) {
      if (error.parameter !== undefined) {
        // A parameter of the operation, or a query parameter it does not take (which the detail says).
        expect(parameters.includes(error.parameter) || /not a known|not allowed|does not take|unknown/i.test(error.detail), `${error.parameter}: ${error.detail}`).toBe(true);
      } else {
        expect(entry.operation.requestBody, 'a pointer into a body the operation takes').toBeDefined();
        expect(error.pointer).toMatch(/^(\/[^/]+)*$/);
      }
    }
    // GET /product/{gtin} points at the path parameter; POST /subscribe/ into the array.
    if (entry.template === '/product/{gtin}') expect(entry.value.errors[0].parameter).toBe('gtin');
    if (entry.template === '/subscribe/' && entry.method === 'post') expect(entry.value.errors[0].pointer).toMatch(/^\/\d+\//);
  });

  it('are current with the contract (make examples)', () => {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/error-examples.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toContain('current');
  }, 60_000);
});
