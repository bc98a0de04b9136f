import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockContract } from '../../scripts/mock-contract.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

export interface PrismMock {
  /** The API's base URL on the mock, e.g. http://127.0.0.1:43127/v2: the production base path (scripts/mock-contract.ts). */
  baseUrl: string;
  /** The mock's origin, e.g. http://127.0.0.1:43127. */
  origin: string;
  /** Everything Prism printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

import { freePort } from '../../src/db/embedded-postgres.js';

export { freePort };

/**
 * Starts `prism mock` on a free port as a child process in its own process group and resolves once it
 * prints that it is listening (no fixed sleeps). Prism watches its input file and restarts when it
 * changes, so it mocks a snapshot of the contract taken now: a concurrent edit of openapi/v2.yaml
 * cannot restart it in the middle of a test run. The snapshot is the mock's contract, as `make mock`
 * serves it (scripts/mock-contract.ts: under /v2, without the Idempotency-Key 422s).
 */
export async function startPrism(contract = path.join(ROOT, 'openapi/v2.yaml'), timeoutMs = 45_000): Promise<PrismMock> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pss-prism-'));
  const snapshot = path.join(directory, 'v2.yaml');
  writeFileSync(snapshot, mockContract(readFileSync(contract, 'utf8')));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [PRISM, 'mock', snapshot, '-h', '127.0.0.1', '-p', String(port)], {
    cwd: ROOT,
    detached: true, // own process group: stop() kills Prism and anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killTimer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(killTimer);
    }
    rmSync(directory, { recursive: true, force: true });
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is (now )?listening on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`Prism exited (${code ?? signal}) before listening:\n${output}`)));
  });

  const origin = `http://127.0.0.1:${port}`;
  return { baseUrl: `${origin}/v2`, origin, output: () => output, stop };
}
