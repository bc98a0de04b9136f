import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const CLIENT_DIR = new URL('../../clients/typescript/', import.meta.url).pathname;

/**
 * Builds the partner client (clients/typescript) into its dist/, as its `prepack` does: once per test run, in the
 * integration projects' global setup. Three test files pack it at once (test/support/client-package.ts), and the build
 * empties dist/ before refilling it, so packs that each built it could pack a half-built client.
 */
export async function buildClientOnce(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(CLIENT_DIR, 'scripts', 'build.js')], { cwd: CLIENT_DIR });
}
