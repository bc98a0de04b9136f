import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerRig, type InstalledClient, type PartnerRig } from '../support/client-package.js';
import { contractDocument, contractOperations, validateAgainstContract } from '../support/contract.js';
import type { TestApp } from '../support/test-app.js';
import type { WebhookReceiver } from '../support/webhook-receiver.js';

const run = promisify(execFile);

/**
 * Every `x-codeSamples` entry of the contract (written by `make samples`), run as a partner would
 * run it: curl in bash, the JavaScript with the packed @pss/client installed into an empty project,
 * the Python with python3 (standard library only). Each must reach its operation and get an answer the
 * contract declares: a success, except `404` for a path parameter that names a server-made id
 * (`format: uuid`), which an example cannot know.
 */
interface Sample {
  lang: string;
  label: string;
  source: string;
}
/** A parameter as written, or the one its `$ref` points to. */
const resolveRef = (node: any): any =>
  typeof node?.$ref === 'string' ? node.$ref.slice(2).split('/').reduce((at: any, part: string) => at?.[part], contractDocument) : node;
const METHOD_ORDER = ['post', 'put', 'patch', 'get', 'delete'];
const operations = [...contractOperations.entries()]
  .map(([operationId, entry]) => ({ operationId, ...entry, samples: (entry.operation['x-codeSamples'] ?? []) as Sample[] }))
  .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));

let app: TestApp;
let installed: InstalledClient;
let receiver: WebhookReceiver;
let rig: PartnerRig | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  rig = await startPartnerRig();
  ({ app, installed, receiver } = rig);
  const { name, apiKey } = await app.createClient(undefined, 100);
  await app.services.webhooks.admin.register(name, receiver.url, 'samples-signing-secret-0123456789');
  env = { PATH: process.env.PATH ?? '', PSS_BASE_URL: app.baseUrl, PSS_API_KEY: apiKey };
}, 180_000);
afterAll(async () => {
  await rig?.close();
});

/** Runs one sample; its answer's status and body as it printed them. */
async function runSample(sample: Sample): Promise<{ status: number; body: string }> {
  if (sample.label === 'curl') {
    // curl prints the body only; the status is asked of curl itself, after the sample's own options.
    const { stdout } = await run('bash', ['-c', `curl() { command curl -w '\\n%{http_code}' "$@"; }\n${sample.source}`], { env, timeout: 30_000 });
    const at = stdout.lastIndexOf('\n');
    return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
  }
  const file = path.join(installed.dir, sample.lang === 'Python' ? 'sample.py' : 'sample.js');
  writeFileSync(file, sample.source);
  const { stdout } = await run(sample.lang === 'Python' ? 'python3' : process.execPath, [file], { cwd: installed.dir, env, timeout: 30_000 });
  const at = stdout.indexOf('\n');
  return { status: Number(stdout.slice(0, at)), body: stdout.slice(at + 1).trimEnd() };
}

/** The samples that create state (the POSTs, in curl), run again before a DELETE so it has something to remove. */
async function recreate(): Promise<void> {
  for (const operation of operations.filter((entry) => entry.method === 'post')) {
    const curl = operation.samples.find((sample) => sample.label === 'curl');
    if (curl) await runSample(curl);
  }
}

describe('the contract’s code samples, run against a running server', () => {
  it('every operation has a curl, a JavaScript and a Python sample', () => {
    for (const operation of operations) {
      expect(operation.samples.map((sample) => sample.lang), operation.operationId).toEqual(['Shell', 'JavaScript', 'Python']);
    }
  });

  for (const lang of ['Shell', 'JavaScript', 'Python']) {
    it(`every ${lang} sample gets an answer the contract declares`, { timeout: 120_000 }, async () => {
      for (const operation of operations) {
        const sample = operation.samples.find((entry) => entry.lang === lang);
        if (!sample) continue;
        if (operation.method === 'delete') await recreate();

        const { status, body } = await runSample(sample);

        const serverMadeId = (operation.operation.parameters ?? []).map(resolveRef).some((parameter: any) => parameter.in === 'path' && parameter.schema?.format === 'uuid');
        const succeeded = status >= 200 && status < 300;
        expect(succeeded || (serverMadeId && status === 404), `${lang} ${operation.operationId} answered ${status}: ${body.slice(0, 300)}`).toBe(true);
        const json = status >= 400 || !/ndjson/.test(JSON.stringify(operation.operation.responses?.['200'] ?? {}));
        if (status === 204) {
          expect(body).toBe('');
        } else if (json) {
          const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
          expect(body, `${lang} ${operation.operationId} answered ${status} without a body`).not.toBe('');
          expect(validateAgainstContract(operation.operationId, status, contentType, JSON.parse(body)), `${lang} ${operation.operationId}`).toEqual([]);
        } else {
          expect(body.trimEnd().split('\n').map((line) => JSON.parse(line) as unknown).at(-1)).toHaveProperty('trailer');
        }
      }
    });
  }
});
