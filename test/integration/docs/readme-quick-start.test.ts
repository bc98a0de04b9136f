import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';

/**
 * README's "Quick start as a partner" block, run as written with bash against a started server (the
 * operator's `npx pss` steps on the server's database): only the address is the test server's.
 * `npx pss` runs the built CLI (dist/, `make build`).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README_ADDRESS = 'http://127.0.0.1:8080';

function quickStartBlock(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Quick start as a partner'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README has no sh block under "Quick start as a partner"');
  return block;
}

/** The JSON objects in a terminal's output, in order (curl ends none of them with a line break). */
function jsonTexts(output: string): Record<string, unknown>[] {
  const texts: Record<string, unknown>[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let index = 0; index < output.length; index += 1) {
    const char = output[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"' && depth > 0) inString = true;
    else if (char === '{') {
      if (depth === 0) start = index;
      depth += 1;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) texts.push(JSON.parse(output.slice(start, index + 1)) as Record<string, unknown>);
    }
  }
  return texts;
}

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-quick-start-'));
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.join(ROOT, 'secret.txt'), { force: true });
});

describe("README's quick start", () => {
  it('runs as written: the key is set, products subscribed and read, the webhook set and triggered', { timeout: 120_000 }, async () => {
    const block = quickStartBlock();
    expect(block).toContain(README_ADDRESS);

    const { stdout } = await promisify(execFile)('bash', ['-c', `set -euo pipefail\n${block.replaceAll(README_ADDRESS, app.origin)}`], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dataDir, DATABASE_URL: app.database.url, SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: dataDir },
      timeout: 100_000,
    });

    const answers = jsonTexts(stdout);
    expect(answers[0]).toMatchObject({ status: 'success', client: 'Grönt & Gott AB', productsSubscribed: expect.any(Number), unknownProductsSubscribed: expect.any(Number) });
    expect((answers[0]!.productsSubscribed as number) + (answers[0]!.unknownProductsSubscribed as number)).toBe(1);
    expect(answers[1]).toMatchObject({ gtin: '07310865071859', name: 'Havredryck' });
    expect(answers[2]).toMatchObject({ gtin: '07310865071859', summary: expect.anything() });
    expect(answers[3]).toMatchObject({ url: 'http://127.0.0.1:9000/hooks/pss' });
    expect(answers[4]).toMatchObject({ status: 'success', deliveryId: expect.any(String) });
    expect(answers).toHaveLength(5);
  });
});
