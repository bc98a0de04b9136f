// CPU time used by processes, read from /proc: steadier than throughput on a shared VM, so the
// bench reports it beside req/s (µs of CPU per request or per delivery).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of every running process whose command name is `name` (e.g. all PostgreSQL backends). */
export function cpuSecondsByName(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += cpuSeconds(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/**
 * CPU seconds of a process and its children (e.g. a PostgreSQL postmaster and its backends),
 * children that have ended included (the root's cutime and cstime), so the sum never goes back.
 */
export function cpuSecondsOfTree(rootPid: number): number {
  const rootFields = readFileSync(`/proc/${rootPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  let total = (Number(rootFields[13]) + Number(rootFields[14])) / TICKS_PER_SECOND;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number(entry) === rootPid || parentPid === rootPid) total += cpuSeconds(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}
