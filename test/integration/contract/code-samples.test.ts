import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerRig, type InstalledClient, type PartnerRig } from '../../support/client-package.js';
import { contractDocument, validateAgainstContract } from '../../support/contract.js';
import type { TestApp } from '../../support/test-app.js';
import type { WebhookReceiver } from '../../support/webhook-receiver.js';

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
/** Every operation object of the contract once (deprecated paths included), with the operation that serves it. */
const operations = (() => {
  const seen = new Map<string, { operationId: string; served: string; method: string; operation: any; samples: Sample[] }>();
  for (const item of Object.values<any>(contractDocument.paths)) {
    const pathItem = resolveRef(item);
    for (const [method, operation] of Object.entries<any>(pathItem)) {
      if (!operation?.operationId || seen.has(operation.operationId)) continue;
      seen.set(operation.operationId, { operationId: operation.operationId, served: operation['x-alias-of'] ?? operation.operationId, method, operation, samples: operation['x-codeSamples'] ?? [] });
    }
  }
  return [...seen.values()];
})();

let app: TestApp;
let installed: InstalledClient;
let receiver: WebhookReceiver;
let rig: PartnerRig | undefined;

beforeAll(async () => {
  rig = await startPartnerRig();
  ({ app, installed, receiver } = rig);
}, 180_000);
afterAll(async () => {
  await rig?.close();
});

/** Runs one sample; its answer's status and body as it printed them. */
async function runSample(sample: Sample, env: Record<string, string>): Promise<{ status: number; body: string }> {
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

/** The operations whose samples set up the state the other examples name: the example products subscribed, and partner data for one of them. */
const SETUP_OPERATIONS = ['subscribeProducts', 'subscribeProduct', 'putPartnerData'];
const SETUP_CURLS = SETUP_OPERATIONS.map((operationId) => {
  const curl = operations.find((operation) => operation.operationId === operationId)?.samples.find((sample) => sample.label === 'curl');
  if (!curl) throw new Error(`no curl sample for ${operationId}`);
  return curl.source;
});

/**
 * A fresh account for one sample, so that no sample sees what another changed (a DELETE, a disabled
 * webhook): its webhook registered by the operator, and the example products subscribed by the setup
 * operations' own curl samples.
 */
async function freshAccount(): Promise<Record<string, string>> {
  const { name, apiKey } = await app.createClient(undefined, 100);
  await app.services.webhooks.admin.register(name, receiver.url, 'samples-signing-secret-0123456789');
  const env = { PATH: process.env.PATH ?? '', PSS_BASE_URL: app.baseUrl, PSS_API_KEY: apiKey };
  // The setup samples run in one shell, each printing only its status: one process per account, not one per sample
  // (the file runs about a hundred accounts, and on two cores each process start is what it waits for).
  const { stdout } = await run('bash', ['-c', `curl() { command curl -o /dev/null -w '%{http_code}\\n' "$@"; }\n${SETUP_CURLS.join('\n')}`], { env, timeout: 30_000 });
  expect(stdout.trim().split('\n'), `setup ${SETUP_OPERATIONS.join(', ')}`).toEqual(SETUP_OPERATIONS.map(() => '200'));
  return env;
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
        const env = await freshAccount();

        const { status, body } = await runSample(sample, env);

        const serverMadeId = (operation.operation.parameters ?? []).map(resolveRef).some((parameter: any) => parameter.in === 'path' && parameter.schema?.format === 'uuid');
        const succeeded = status >= 200 && status < 300;
        // A webhook address in an example names a reserved `.example` host (RFC 2606), which never
        // resolves: the sample reached its operation, which refused that address and nothing else.
        const exampleHostOnly = status === 400 && (JSON.parse(body).errors ?? []).every((error: { detail: string }) => /\.example could not be resolved/.test(error.detail));
        expect(succeeded || (serverMadeId && status === 404) || exampleHostOnly, `${lang} ${operation.operationId} answered ${status}: ${body.slice(0, 300)}`).toBe(true);
        const json = status >= 400 || !/ndjson/.test(JSON.stringify(operation.operation.responses?.['200'] ?? {}));
        if (status === 204) {
          expect(body).toBe('');
        } else if (json) {
          const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
          expect(body, `${lang} ${operation.operationId} answered ${status} without a body`).not.toBe('');
          expect(validateAgainstContract(operation.served, status, contentType, JSON.parse(body)), `${lang} ${operation.operationId}`).toEqual([]);
        } else {
          expect(body.trimEnd().split('\n').map((line) => JSON.parse(line) as unknown).at(-1)).toHaveProperty('trailer');
        }
      }
    });
  }
});
