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

/** The machine's CPU seconds by kind since boot (`/proc/stat`): `nice` is what niced processes used. */
function machineCpuSeconds(): Record<'user' | 'nice' | 'system' | 'idle' | 'iowait' | 'steal', number> {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map((field) => Number(field));
  return { user: user! / TICKS_PER_SECOND, nice: nice! / TICKS_PER_SECOND, system: (system! + irq! + softirq!) / TICKS_PER_SECOND, idle: idle! / TICKS_PER_SECOND, iowait: iowait! / TICKS_PER_SECOND, steal: steal! / TICKS_PER_SECOND };
}

/** Cumulative µs in which some task waited for a CPU (`/proc/pressure/cpu`, `some`), or NaN without pressure information. */
function cpuStallMicros(): number {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return Number.NaN;
  }
}

/** The share of a window (0–1) in which some task waited for a CPU: the signal the background pacing reads (src/shared/background-pacing.ts). */
export function cpuPressureWindow(): () => number {
  const before = cpuStallMicros();
  const startedAt = performance.now();
  return () => Math.round(((cpuStallMicros() - before) / 1000 / (performance.now() - startedAt)) * 100) / 100;
}

/** Niceness and autogroup (the scheduling group of its session) of a process, e.g. `{ nice: 10, autogroup: '/autogroup-12 nice 10' }`. */
export function schedulingOf(pid: number): { nice: number; autogroup: string } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  let autogroup = 'none';
  try {
    autogroup = readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
  } catch {
    // no autogroups on this kernel
  }
  return { nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]), autogroup };
}

/** CPU seconds of a PostgreSQL cluster's processes, split by niceness: lowered (a background process's backends) and the rest. */
function postgresCpuByPriority(postmasterPid: number): { lowered: number; normal: number } {
  const split = { lowered: 0, normal: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(entry) !== postmasterPid && Number(fields[1]) !== postmasterPid) continue;
      split[Number(fields[16]) > 0 ? 'lowered' : 'normal'] += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // the process ended while we looked
    }
  }
  return split;
}

/**
 * Who used the CPU over a window: each named process (one that ended meanwhile counts as 0), the
 * cluster's backends by priority, and the whole machine by kind (other users' work and steal included).
 */
export function cpuWindow(processes: Record<string, number | undefined>, postmasterPid: number) {
  const read = () => ({
    processes: Object.fromEntries(Object.entries(processes).map(([name, pid]) => {
      try {
        return [name, pid ? cpuSeconds(pid) : Number.NaN];
      } catch {
        return [name, Number.NaN];
      }
    })),
    postgres: postgresCpuByPriority(postmasterPid),
    machine: machineCpuSeconds(),
  });
  const pressure = cpuPressureWindow();
  const before = read();
  const startedAt = performance.now();
  return () => {
    const after = read();
    const seconds = (performance.now() - startedAt) / 1000;
    const share = (used: number) => Math.round((used / seconds) * 100) / 100;
    return {
      seconds: Math.round(seconds * 10) / 10,
      /** Cores used on average over the window. */
      cores: Object.fromEntries(Object.entries(after.processes).map(([name, used]) => [name, share(used - before.processes[name]!)])),
      postgresCores: { lowered: share(after.postgres.lowered - before.postgres.lowered), normal: share(after.postgres.normal - before.postgres.normal) },
      machineCores: Object.fromEntries(Object.entries(after.machine).map(([kind, used]) => [kind, share(used - before.machine[kind as keyof typeof before.machine])])),
      /** Share of the window in which some task waited for a CPU (PSI `some`). */
      cpuPressure: pressure(),
    };
  };
}
