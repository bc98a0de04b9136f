import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from './test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const run = promisify(execFile);
const CLIENT_DIR = new URL('../../clients/typescript/', import.meta.url).pathname;

export interface InstalledClient {
  /** The empty project the tarball was installed into. */
  dir: string;
  tarball: string;
  /** Runs `node <script>` in that project with the given environment; resolves with its standard output. */
  node(script: string, args: string[], env: Record<string, string>): Promise<string>;
  remove(): void;
}

/**
 * `npm pack` of clients/typescript (its `prepack` builds it) installed into an empty project, as a
 * partner installs it: the tarball from disk, its one dependency (openapi-fetch) from the npm cache,
 * or the registry when the cache lacks it.
 */
export async function packAndInstallClient(): Promise<InstalledClient> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pss-partner-'));
  const packed = mkdtempSync(path.join(os.tmpdir(), 'pss-client-pack-'));
  await run('npm', ['pack', '--pack-destination', packed, '--silent'], { cwd: CLIENT_DIR });
  const tarball = path.join(packed, readdirSync(packed).find((name) => name.endsWith('.tgz')) ?? 'missing.tgz');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--silent'], { cwd: dir });
  return {
    dir,
    tarball,
    async node(script, args, env) {
      const { stdout } = await run(process.execPath, [script, ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 });
      return stdout;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(packed, { recursive: true, force: true });
    },
  };
}

export interface PartnerRig {
  app: TestApp;
  installed: InstalledClient;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/** A running service with its delivery worker, a webhook receiver, and the packed client installed in an empty project. */
export async function startPartnerRig(): Promise<PartnerRig> {
  const [app, installed, receiver] = await Promise.all([
    startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_RETRY_SCHEDULE: '50ms,100ms', WEBHOOK_TIMEOUT_MS: '2000' }),
    packAndInstallClient(),
    startWebhookReceiver(),
  ]);
  const worker = await app.services.startWorker();
  return {
    app,
    installed,
    receiver,
    async close() {
      await worker.stop();
      await receiver.close();
      await app.close();
      installed.remove();
    },
  };
}
