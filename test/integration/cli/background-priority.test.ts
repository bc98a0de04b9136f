import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSS, ROOT, startPss, stopPss } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

/**
 * Background work yields to the API across sessions (src/shared/background-priority.ts,
 * docs/adr/0112-background-work-yields-across-sessions.md): Linux schedules each session's
 * processes as one group (an autogroup) and a process's niceness orders it only inside its group,
 * so a `pss worker` that leads its own session (as under systemd, in a container, or started
 * detached, as here) lowers its group to WORKER_NICENESS too; one started inside another session
 * lowers only itself. Read from the operating system (/proc/<pid>/autogroup) of the real processes.
 */
const autogroups = existsSync('/proc/self/autogroup') && readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
let database: TestDatabase;
let folder: string;
let env: Record<string, string>;
const children: ChildProcess[] = [];
let inThisSession: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(path.join(os.tmpdir(), 'pss-priority-'));
  env = { NODE_ENV: 'production', DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: folder, LOG_LEVEL: 'warn', METRICS_TOKEN: 'priority-metrics-token-0123456789' };
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map((child) => stopPss(child)));
  // Not a process group of its own (stopPss signals the group): ended by its pid.
  if (inThisSession && inThisSession.exitCode === null && inThisSession.signalCode === null) {
    const exited = new Promise((resolve) => inThisSession!.once('exit', resolve));
    inThisSession.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/**
 * A process's autogroup and its nice value ("/autogroup-42 nice 10"), or 'none' where the kernel has
 * no autogroups. A process in init's session (as a CI runner started without a session of its own
 * may be) is in the root group, for which the kernel prints nothing: named 'root' here, at nice 0.
 */
function autogroupOf(pid: number): { name: string; nice: number } | 'none' {
  if (!autogroups) return 'none';
  const shown = readFileSync(`/proc/${pid}/autogroup`, 'utf8');
  if (shown.trim() === '') return { name: 'root', nice: 0 };
  const [, name, nice] = /^(\S+) nice (-?\d+)/.exec(shown)!;
  return { name: name!, nice: Number(nice) };
}

/** The autogroup's nice value, or 'none' (then the process's niceness orders it against every process of its CPU cgroup). */
function groupNice(pid: number): number | 'none' {
  const group = autogroupOf(pid);
  return group === 'none' ? 'none' : group.nice;
}

async function started(args: string[], extra: Record<string, string>, key: 'baseUrl' | 'worker'): Promise<number> {
  const { child } = await startPss(args, { ...env, ...extra }, key);
  children.push(child);
  return child.pid!;
}

/** `pss worker` started inside this test's session (not detached), as from a shell. */
function workerInThisSession(): Promise<number> {
  const child = spawn(process.execPath, [PSS, '--json', 'worker'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  inThisSession = child;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('{"worker"')) resolve(child.pid!);
    });
    child.once('exit', (code) => reject(new Error(`pss worker exited ${code}: ${output}`)));
  });
}

describe(`CPU priority of background processes (autogroups ${autogroups ? 'on' : 'off'} in this kernel)`, () => {
  const lowered = (niceness: number) => (autogroups ? niceness : 'none');

  it('when `pss worker` leads its own session, then the process and its whole scheduling group run at WORKER_NICENESS (default 10)', async () => {
    const pid = await started(['worker'], {}, 'worker');
    expect([os.getPriority(pid), groupNice(pid)]).toEqual([10, lowered(10)]);
  });

  it('when WORKER_NICENESS is 19, then the worker\'s group runs at 19; when it is 0, neither the process nor its group is lowered', async () => {
    const lowest = await started(['worker'], { WORKER_NICENESS: '19' }, 'worker');
    const normal = await started(['worker'], { WORKER_NICENESS: '0' }, 'worker');
    expect([os.getPriority(lowest), groupNice(lowest)]).toEqual([19, lowered(19)]);
    expect([os.getPriority(normal), groupNice(normal)]).toEqual([0, lowered(0)]);
  });

  it('when the API (`pss serve --no-worker`) leads its own session, then it and its group keep normal priority', async () => {
    const pid = await started(['serve', '--no-worker'], { PORT: '0' }, 'baseUrl');
    expect([os.getPriority(pid), groupNice(pid)]).toEqual([0, lowered(0)]);
  });

  it('when `pss worker` runs inside another session, then it lowers only itself and leaves that session\'s group as it was', async () => {
    const before = autogroupOf(process.pid);
    const pid = await workerInThisSession();
    expect(os.getPriority(pid)).toBe(10);
    expect(autogroupOf(pid)).toEqual(before);
    expect(autogroupOf(process.pid)).toEqual(before);
  });
});
