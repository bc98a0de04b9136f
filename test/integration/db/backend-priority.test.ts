import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { ROOT } from '../../support/cli.js';

/**
 * A background process's database sessions run at its own CPU priority (db/backend-priority.ts):
 * a process that lowered its priority opens a connection through the service's Knex, and the
 * PostgreSQL backend serving it (a process on this host, the test's server) is lowered too; a
 * process at normal priority leaves its backend alone. The child reports its backend's pid and the
 * test reads that process's priority from the operating system.
 */
const run = promisify(execFile);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Starts a process at `niceness` that opens one connection and reports its backend's pid and priority while the connection is open. */
async function backendOfProcessAt(niceness: number): Promise<{ pid: number; priority: number }> {
  const script = `
    import os from 'node:os';
    import { createKnex } from './src/db/database.ts';
    os.setPriority(${niceness});
    const knex = createKnex(process.env.URL, 1);
    const { rows } = await knex.raw('select pg_backend_pid() as pid');
    console.log(JSON.stringify({ pid: rows[0].pid, priority: os.getPriority(rows[0].pid) }));
    await knex.destroy();`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, URL: database.url } });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { pid: number; priority: number };
}

// Lowering another user's process takes the right to do so: the test's PostgreSQL runs as another
// OS user, so an unprivileged run sees the backend left alone (and the connection still works).
const privileged = process.getuid?.() === 0;

describe('database sessions of a background process', () => {
  it(`when the process runs at niceness 10, then the PostgreSQL backend serving it runs at ${privileged ? '10 too' : '0 (not ours to lower)'}`, async () => {
    const backend = await backendOfProcessAt(10);
    expect(backend.priority).toBe(privileged ? 10 : 0);
  });

  it('when the process runs at normal priority, then its backend keeps normal priority', async () => {
    const backend = await backendOfProcessAt(0);
    expect(backend.priority).toBe(0);
  });
});
