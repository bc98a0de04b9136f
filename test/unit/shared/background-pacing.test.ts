import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackgroundPacer, pauseFor, readStallMicros, type BackgroundPacing } from '../../../src/shared/background-pacing.js';
import { createLogger } from '../../../src/shared/logger.js';

const directory = mkdtempSync(path.join(os.tmpdir(), 'pss-pacing-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const logger = createLogger('silent');

/** A pressure file in the kernel's format whose `some` total the test advances, and a clock it moves. */
function scene(settings: Partial<BackgroundPacing> = {}, idleAfterMs?: number) {
  const file = path.join(directory, `cpu-${Math.random().toString(36).slice(2)}`);
  let stallMicros = 1_000_000;
  let clock = 0;
  const write = () => writeFileSync(file, `some avg10=0.00 avg60=0.00 avg300=0.00 total=${stallMicros}\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n`);
  write();
  const waits: number[] = [];
  const pacing: BackgroundPacing = { pressureFile: file, threshold: 40, maxRatio: 2, maxPauseMs: 1_000, ...settings };
  const pacer = createBackgroundPacer(pacing, { logger, idleAfterMs, now: () => clock, wait: async (ms) => { waits.push(ms); clock += ms; } });
  /** `ms` of work during which some task waited for a CPU for `pressure` of the time. */
  const work = (ms: number, pressure: number) => {
    clock += ms;
    stallMicros += Math.round(ms * pressure * 1000);
    write();
  };
  return { pacer, work, waits, file };
}

describe('background pacing', () => {
  it('reads the total of the "some" line of a pressure file', () => {
    const { file } = scene();
    expect(readStallMicros(file)).toBe(1_000_000);
  });

  it('pauses after a stretch under pressure above the threshold, in proportion to the stretch', async () => {
    const { pacer, work, waits } = scene();
    work(200, 1);
    await pacer.pass();
    expect(waits).toEqual([400]); // full pressure: maxRatio × the stretch
    work(100, 0.7); // half-way from the threshold (40 %) to 100 %: half of maxRatio
    await pacer.pass();
    expect(waits).toEqual([400, 100]);
    expect(pacer.report()).toMatchObject({ stretches: 2, paused: 2, pausedSeconds: 0.5, workSeconds: 0.3, signal: true });
  });

  it('does not pause when the pressure is at or below the threshold', async () => {
    const { pacer, work, waits } = scene();
    for (const pressure of [0, 0.1, 0.4]) {
      work(200, pressure);
      await pacer.pass();
    }
    expect(waits).toEqual([]);
    expect(pacer.report()).toMatchObject({ stretches: 3, paused: 0, pausedSeconds: 0, meanPressure: 0.167 });
  });

  it('never pauses longer than the longest pause, and judges no stretch shorter than 50 ms', async () => {
    const { pacer, work, waits } = scene({ maxPauseMs: 300 });
    work(5_000, 1);
    await pacer.pass();
    expect(waits).toEqual([300]);
    work(20, 1);
    await pacer.pass();
    expect(waits).toEqual([300]);
    expect(pauseFor({ pressureFile: '', threshold: 99, maxRatio: 10, maxPauseMs: 2_000 }, 1_000, 1)).toBe(2_000);
  });

  it('makes every caller that arrives during a pause wait for that one pause, then a new stretch of work runs', async () => {
    const { pacer, work, waits } = scene();
    work(100, 1);
    const first = pacer.pass();
    const second = pacer.pass();
    await Promise.all([first, second]);
    expect(waits).toEqual([200]);
    // Right after the pause, no stretch has run yet: the next caller goes on at once.
    await pacer.pass();
    expect(waits).toEqual([200]);
  });

  it('with idleAfterMs, counts no idle time as work: a pass after a long gap starts a stretch and does not pause', async () => {
    const { pacer, work, waits } = scene({}, 1_000);
    await pacer.pass(); // the first delivery after the start
    work(60_000, 1); // idle for a minute while the host was busy
    await pacer.pass();
    expect(waits).toEqual([]);
    expect(pacer.report().stretches).toBe(0);
    work(100, 1); // then 100 ms of deliveries, passes close together
    await pacer.pass();
    expect(waits).toEqual([200]);
  });

  it('runs unpaced, after one warning, when the pressure cannot be read, and never when switched off', async () => {
    const missing = createBackgroundPacer({ pressureFile: path.join(directory, 'absent'), threshold: 40, maxRatio: 2, maxPauseMs: 1_000 }, { logger, wait: () => Promise.reject(new Error('must not wait')) });
    await missing.pass();
    expect(missing.report().signal).toBe(false);
    const off = createBackgroundPacer(undefined, { logger, wait: () => Promise.reject(new Error('must not wait')) });
    await off.pass();
    expect(off.report()).toMatchObject({ stretches: 0, paused: 0, signal: false });
  });
});
