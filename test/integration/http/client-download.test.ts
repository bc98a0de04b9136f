import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { installClient, packClient, PSS_SCOPE_GUARD, type InstalledClient } from '../../support/client-package.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The client a partner can install safely (issue 32): the service serves its own packed client and
 * the tarball's SHA-256 under /downloads, and `npm install <that URL>` into an empty project gets
 * exactly those bytes (the lockfile pins the URL and their integrity), never a package of the same
 * name from the public registry.
 */
const CLIENT_VERSION = (JSON.parse(readFileSync(new URL('../../../clients/typescript/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const TARBALL = `pss-client-${CLIENT_VERSION}.tgz`;

let app: TestApp;
let packed: { folder: string; tarball: string };
let installed: InstalledClient | undefined;
beforeAll(async () => {
  packed = await packClient();
  app = await startTestApp({ CLIENT_DOWNLOADS_DIR: packed.folder });
}, 120_000);
afterAll(async () => {
  installed?.remove();
  await app?.close();
  rmSync(packed.folder, { recursive: true, force: true });
});

const download = (name: string) => fetch(`${app.origin}/downloads/${name}`);

describe('GET /downloads/pss-client-<version>.tgz and its .sha256', () => {
  it('serves the packed client byte for byte, and its SHA-256 in sha256sum format', async () => {
    const tarball = await download(TARBALL);
    const checksum = await download(`${TARBALL}.sha256`);
    const bytes = Buffer.from(await tarball.arrayBuffer());

    expect(tarball.status).toBe(200);
    expect(tarball.headers.get('content-type')).toBe('application/gzip');
    expect(bytes.equals(readFileSync(packed.tarball))).toBe(true);
    expect(checksum.status).toBe(200);
    expect(await checksum.text()).toBe(`${createHash('sha256').update(bytes).digest('hex')}  ${TARBALL}\n`);
  });

  it('serves nothing else: other names, other versions and paths that climb out are 404 problems', async () => {
    for (const name of ['pss-client-0.0.1.tgz', 'package.json', '..%2Fpackage.json', '..%2F..%2Fpackage.json', `${TARBALL}.sha512`, `%2E%2E%2F${TARBALL}`]) {
      const answer = await download(name);
      expect({ name, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ name, status: 404, type: expect.stringContaining('application/problem+json') });
    }
  });

  it('installs from the served URL into an empty project: the lockfile pins that URL and the bytes served, and the client works', { timeout: 180_000 }, async () => {
    const url = `${app.origin}/downloads/${TARBALL}`;
    const served = Buffer.from(await (await download(TARBALL)).arrayBuffer());
    const [hex] = (await (await download(`${TARBALL}.sha256`)).text()).split(' ');

    installed = await installClient(url, { npmrc: PSS_SCOPE_GUARD });
    const lock = JSON.parse(readFileSync(path.join(installed.dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string; integrity?: string; version?: string }> };
    const entry = lock.packages['node_modules/@pss/client'];
    const manifest = JSON.parse(readFileSync(path.join(installed.dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    writeFileSync(path.join(installed.dir, 'account.js'), `import { createPssClient } from '@pss/client';
const pss = createPssClient({ baseUrl: process.env.PSS_BASE_URL, apiKey: process.env.PSS_API_KEY });
console.log(JSON.stringify(await pss.getAccount()));
`);
    const { name, apiKey } = await app.createClient(undefined, 3);
    const account = JSON.parse(await installed.node('account.js', [], { PSS_BASE_URL: app.baseUrl, PSS_API_KEY: apiKey }));

    expect(createHash('sha256').update(served).digest('hex')).toBe(hex);
    expect(manifest.dependencies['@pss/client']).toBe(url);
    expect(entry).toMatchObject({ resolved: url, version: CLIENT_VERSION, integrity: `sha512-${createHash('sha512').update(served).digest('base64')}` });
    expect(account).toMatchObject({ client: name, status: 'active', subscriptions: { current_count: 0, max_limit: 3 } });
  });

  it('with the documented .npmrc guard, `npm install @pss/client` by name fails instead of fetching a public package of that name', { timeout: 60_000 }, async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'pss-partner-by-name-'));
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'partner-app', private: true }));
    writeFileSync(path.join(project, '.npmrc'), PSS_SCOPE_GUARD);
    const byName = await promisify(execFile)('npm', ['install', '@pss/client', '--fetch-retries=0', '--no-audit', '--no-fund'], { cwd: project }).then(
      () => ({ failed: false, stderr: '' }),
      (error: { stderr: string }) => ({ failed: true, stderr: error.stderr }),
    );
    const left = existsSync(path.join(project, 'node_modules', '@pss', 'client'));
    rmSync(project, { recursive: true, force: true });

    expect(byName.failed).toBe(true);
    expect(byName.stderr).toContain('registry.invalid');
    expect(left).toBe(false);
  });
});
