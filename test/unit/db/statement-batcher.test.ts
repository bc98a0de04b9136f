import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from '../../../src/db/statement-batcher.js';

/** A `run` that records every batch it gets and answers each input with `answer(input)`. */
function recordingRun<Input, Answer>(answer: (input: Input) => Answer) {
  const batches: Input[][] = [];
  const run = async (inputs: Input[]): Promise<Answer[]> => {
    batches.push([...inputs]);
    return inputs.map(answer);
  };
  return { batches, run };
}

/** Resolves in a later turn of the event loop than everything queued before it (an event, not a delay). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createStatementBatcher', () => {
  it('answers calls made in one turn with one run, each call its own answer in call order', async () => {
    const { batches, run } = recordingRun((n: number) => `answer ${n}`);
    const call = createStatementBatcher(run);

    const answers = await Promise.all([call(3), call(1), call(2)]);

    expect(batches).toEqual([[3, 1, 2]]);
    expect(answers).toEqual(['answer 3', 'answer 1', 'answer 2']);
  });

  it('settles no call before its run has answered', async () => {
    // The run resolves only after the test lets it; the calls must not see anything before then.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const call = createStatementBatcher(async (inputs: string[]) => {
      await gate;
      return inputs.map((input) => input.toUpperCase());
    });
    let settled = 0;
    const first = call('a').finally(() => settled++);
    const second = call('b').finally(() => settled++);

    await nextTurn();
    await nextTurn();
    expect(settled).toBe(0);
    release();

    expect(await first).toBe('A');
    expect(await second).toBe('B');
  });

  it('gives calls made in a later turn a run of their own', async () => {
    const { batches, run } = recordingRun((n: number) => n * 10);
    const call = createStatementBatcher(run);

    const early = [call(1), call(2)];
    // Queued after the batcher's own flush of the first turn, so it runs once that batch is taken.
    const late = await new Promise<Promise<number>[]>((resolve) => setImmediate(() => resolve([call(3), call(4)])));

    expect(await Promise.all(early)).toEqual([10, 20]);
    expect(await Promise.all(late)).toEqual([30, 40]);
    expect(batches).toEqual([[1, 2], [3, 4]]);
  });

  it('gives a call made after a batch was answered a run of its own', async () => {
    const { batches, run } = recordingRun((n: number) => n + 1);
    const call = createStatementBatcher(run);

    expect(await call(1)).toBe(2);
    expect(await call(2)).toBe(3);

    expect(batches).toEqual([[1], [2]]);
  });

  it('rejects every call of a batch whose run throws, and answers the next batch normally', async () => {
    let failNext = true;
    const batches: number[][] = [];
    const call = createStatementBatcher(async (inputs: number[]) => {
      batches.push([...inputs]);
      if (failNext) {
        failNext = false;
        throw new Error('statement failed');
      }
      return inputs.map((n) => -n);
    });

    const failed = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(failed).toEqual([
      { status: 'rejected', reason: new Error('statement failed') },
      { status: 'rejected', reason: new Error('statement failed') },
      { status: 'rejected', reason: new Error('statement failed') },
    ]);

    expect(await Promise.all([call(4), call(5)])).toEqual([-4, -5]);
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('rejects every call of a batch whose run throws synchronously', async () => {
    const call = createStatementBatcher((): Promise<number[]> => {
      throw new Error('could not even start');
    });

    const settled = await Promise.allSettled([call(1), call(2)]);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('runs a batch as soon as maxBatch calls are pending, without waiting for the turn to end', async () => {
    const { batches, run } = recordingRun((n: number) => `#${n}`);
    const call = createStatementBatcher(run, 3);

    const calls = [1, 2, 3, 4, 5, 6, 7].map((n) => call(n));
    // Still in the turn of the calls: the two full batches have already gone to `run`.
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6]]);

    expect(await Promise.all(calls)).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7']);
    expect(batches.filter((batch) => batch.length > 0)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  // An early flush at maxBatch must not leave scheduled flushes that run empty batches (each would
  // be a needless database round trip in the worker).
  it('never calls run with an empty batch after an early flush', async () => {
    const { batches, run } = recordingRun((n: number) => n);
    const call = createStatementBatcher(run, 3);

    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => call(n)));
    // The stray flushes fire in the turns after the last answer; wait them out.
    await nextTurn();
    await nextTurn();

    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
  });

  it('with gather, holds a batch past its turn while more callers are expected, and runs it once they have called', async () => {
    const { batches, run } = recordingRun((n: number) => n * 2);
    let expected = 2;
    const call = createStatementBatcher(run, 500, { expected: () => expected, maxWaitMs: 60_000 });

    const first = call(1);
    await nextTurn();
    await nextTurn();
    expect(batches).toEqual([]);

    // The two expected callers arrive in later turns; the last one brings the count to zero.
    expected = 1;
    const second = call(2);
    await nextTurn();
    expect(batches).toEqual([]);
    expected = 0;
    const third = call(3);

    expect(await Promise.all([first, second, third])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('with gather, runs a held batch after maxWaitMs when the expected callers never come', async () => {
    const { batches, run } = recordingRun((n: number) => n);
    const call = createStatementBatcher(run, 500, { expected: () => 5, maxWaitMs: 5 });

    expect(await Promise.all([call(7), call(8)])).toEqual([7, 8]);
    expect(batches).toEqual([[7, 8]]);
  });

  it('with gather and nobody expected, runs at the end of the turn as without it', async () => {
    const { batches, run } = recordingRun((n: number) => n);
    const call = createStatementBatcher(run, 500, { expected: () => 0, maxWaitMs: 60_000 });

    expect(await call(1)).toBe(1);
    expect(batches).toEqual([[1]]);
  });
});
