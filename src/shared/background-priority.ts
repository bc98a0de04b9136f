import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Logger } from './logger.js';

const AUTOGROUP = '/proc/self/autogroup';

/**
 * Background processes (`pss worker`, `pss catalogue import`) lower their CPU priority by
 * WORKER_NICENESS, so that on a host they share with API processes the partner-facing reads come
 * first and the background work takes what is left (docs/scaling.md, "Background work yields to
 * partner-facing reads"). Set early, in the main thread, so the threads started later (libuv's pool)
 * inherit it. 0 leaves it alone.
 *
 * A process's niceness orders it only against the processes of its own scheduling group. Linux puts
 * every session (setsid: a systemd service, a container, a detached child) in an autogroup of its
 * own and shares the CPU equally between the groups, so a worker niced to 19 in a session of its own
 * still got as much CPU as the API beside it (docs/adr/0112-background-work-yields-across-sessions.md).
 * A process that leads its session is alone in its autogroup, so it lowers the group too; one that
 * does not shares the group with whatever started it (a shell) and leaves it alone.
 */
export function runInBackground(niceness: number, logger: Logger): void {
  if (niceness === 0) return;
  try {
    os.setPriority(Math.max(os.getPriority(), niceness));
  } catch (error) {
    logger.warn({ niceness, error: (error as Error).message }, 'could not lower the process priority (WORKER_NICENESS); it runs at normal priority');
  }
  const group = lowerOwnAutogroup(niceness);
  if (group.outcome === 'failed') logger.warn({ niceness, error: group.error }, 'could not lower the scheduling group of this session (WORKER_NICENESS); processes of other sessions do not yield to it');
  else logger.debug({ niceness, autogroup: group.outcome }, 'background priority');
}

type AutogroupOutcome = { outcome: 'lowered' | 'already-lower' | 'not-session-leader' | 'no-autogroup' } | { outcome: 'failed'; error: string };

/**
 * Raises the nice value of this process's autogroup to `niceness` when the process leads its
 * session (so the group is its own). 'no-autogroup' where the kernel has none (autogroups off, not
 * Linux): the niceness then orders the process against every other one of its CPU cgroup.
 */
export function lowerOwnAutogroup(niceness: number): AutogroupOutcome {
  let current: number;
  try {
    if (readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() !== '1') return { outcome: 'no-autogroup' };
    current = Number(/nice (-?\d+)/.exec(readFileSync(AUTOGROUP, 'utf8'))?.[1]);
  } catch {
    return { outcome: 'no-autogroup' };
  }
  if (!leadsItsSession()) return { outcome: 'not-session-leader' };
  if (current >= niceness) return { outcome: 'already-lower' };
  try {
    writeFileSync(AUTOGROUP, String(niceness));
    return { outcome: 'lowered' };
  } catch (error) {
    return { outcome: 'failed', error: (error as Error).message };
  }
}

/** The session id (field 6 of /proc/self/stat) is this process's own id. */
function leadsItsSession(): boolean {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const session = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
  return session === process.pid;
}
