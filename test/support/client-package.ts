import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from './test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const run = promisify(execFile);
const CLIENT_DIR = new URL('../../clients/typescript/', import.meta.url).pathname;

/** A project's `.npmrc` line that sends the `@pss` scope to a registry that cannot exist (RFC 2606 `.invalid`), so `@pss/client` by name never resolves to someone else's package. */
export const PSS_SCOPE_GUARD = '@pss:registry=https://registry.invalid/\n';

export interface InstalledClient {
  /** The empty project the tarball was installed into. */
  dir: string;
  /** What was installed: the tarball's path or URL. */
  tarball: string;
  /** Runs `node <script>` in that project with the given environment; resolves with its standard output. */
  node(script: string, args: string[], env: Record<string, string>): Promise<string>;
  remove(): void;
}

/**
 * `npm pack` of clients/typescript as the integration projects' global setup built it (`buildClientOnce`,
 * test/support/client-build.ts; its `prepack` is not run again) into a new folder; the tarball's path.
 */
export async function packClient(): Promise<{ folder: string; tarball: string }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pss-client-pack-'));
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', folder, '--silent'], { cwd: CLIENT_DIR });
  return { folder, tarball: path.join(folder, readdirSync(folder).find((name) => name.endsWith('.tgz')) ?? 'missing.tgz') };
}

/**
 * `source` (a tarball's path, or its URL as the service serves it) installed into a new empty
 * project, as a partner installs it: its one dependency (openapi-fetch) from the npm cache, or the
 * registry when the cache lacks it.
 */
export async function installClient(source: string, options: { npmrc?: string; cleanup?: () => void } = {}): Promise<InstalledClient> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pss-partner-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  if (options.npmrc !== undefined) writeFileSync(path.join(dir, '.npmrc'), options.npmrc);
  await run('npm', ['install', source, '--prefer-offline', '--no-audit', '--no-fund', '--silent'], { cwd: dir });
  return {
    dir,
    tarball: source,
    async node(script, args, env) {
      const { stdout } = await run(process.execPath, [script, ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 });
      return stdout;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
      options.cleanup?.();
    },
  };
}

/** `npm pack` of clients/typescript installed from disk into an empty project. */
export async function packAndInstallClient(): Promise<InstalledClient> {
  const packed = await packClient();
  return installClient(packed.tarball, { cleanup: () => rmSync(packed.folder, { recursive: true, force: true }) });
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
