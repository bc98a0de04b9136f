import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The consumer ruleset (openapi/lint/consumer.spectral.yaml, run by `make lint`): the contract passes it with no
 * error, and each of the project's own rules finds what it is written to find in a small contract that breaks it.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SPECTRAL = path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
const RULESET = path.join(ROOT, 'openapi/lint/consumer.spectral.yaml');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pss-consumer-ruleset-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Finding {
  code: string;
  severity: number;
  path: string[];
}

function lint(file: string): Finding[] {
  const out = path.join(scratch, 'findings.json');
  try {
    execFileSync(process.execPath, [SPECTRAL, 'lint', file, '--ruleset', RULESET, '--format', 'json', '--output', out, '--quiet'], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    // spectral exits 1 when it finds errors; the findings are in the file either way.
  }
  return (JSON.parse(readFileSync(out, 'utf8')) as Finding[]).filter((finding) => finding.severity === 0);
}


describe('the consumer ruleset', () => {
  it('finds no error in openapi/v2.yaml', () => {
    expect(lint(path.join(ROOT, 'openapi/v2.yaml')).map((finding) => `${finding.code} ${finding.path.join('.')}`)).toEqual([]);
  }, 60_000);

  it('finds a response without example, a property without description, a 400 without required errors, and ambiguous paths', () => {
    const file = path.join(scratch, 'broken.yaml');
    writeFileSync(
      file,
      `openapi: 3.1.0
info: {title: Broken, version: '1', description: A contract that breaks each rule., contact: {name: Nobody}}
servers: [{url: /v2}]
tags: [{name: Things, description: Things.}]
paths:
  /things/{id}:
    get:
      operationId: getThing
      tags: [Things]
      summary: A thing
      description: A thing.
      parameters:
        - {name: id, in: path, required: true, description: Any text., schema: {type: string, maxLength: 10}}
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
        '400':
          description: Bad.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
              example: {title: Bad}
  /things/mine:
    get:
      operationId: getMine
      tags: [Things]
      summary: Mine
      description: Mine.
      responses:
        '200':
          description: Mine.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
              example: {name: mine}
components:
  schemas:
    Thing:
      type: object
      description: A thing.
      properties:
        name: {type: string, maxLength: 10}
    Problem:
      type: object
      description: A problem.
      properties:
        title: {type: string, maxLength: 10, description: The title.}
`,
    );
    const found = lint(file).map((finding) => `${finding.code} ${finding.path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'pss-examples-for-every-status paths./things/{id}.get.responses.200.content.application/json',
        'pss-property-described components.schemas.Thing.properties.name',
        'pss-invalid-request-errors-required components.schemas.Problem',
        'pss-no-ambiguous-paths paths./things/mine',
      ]),
    );
  }, 60_000);

  // The pattern on the schema itself, or on one it is made of (`allOf`, as the contract's GtinPath is beside its x-gs1-check-digit).
  it.each([
    ['on the schema', "{type: string, pattern: '^[0-9]{8,14}$', maxLength: 14}"],
    ['in an allOf', "{allOf: [{type: string, pattern: '^[0-9]{8,14}$', maxLength: 14}], x-check: true}"],
  ])('does not count a literal segment that the parameter pattern refuses as ambiguous (pattern %s)', (where, schema) => {
    const file = path.join(scratch, `patterned-${where.replace(/ /g, '-')}.yaml`);
    writeFileSync(
      file,
      `openapi: 3.1.0
info: {title: Fine, version: '1', description: Two paths a router tells apart., contact: {name: Nobody}}
servers: [{url: /v2}]
tags: [{name: Things, description: Things.}]
paths:
  /things/{id}:
    delete:
      operationId: deleteThing
      tags: [Things]
      summary: Delete
      description: Delete.
      parameters:
        - {name: id, in: path, required: true, description: Digits., schema: ${schema}}
      responses:
        '204': {description: Gone.}
  /things/mine:
    get:
      operationId: getMine
      tags: [Things]
      summary: Mine
      description: Mine.
      responses:
        '204': {description: Nothing.}
`,
    );
    expect(lint(file).map((finding) => finding.code)).not.toContain('pss-no-ambiguous-paths');
  }, 60_000);
});
