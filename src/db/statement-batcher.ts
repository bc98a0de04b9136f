/**
 * Collects calls made in the same turn of the event loop and answers them with one statement.
 * Under load (graphile-worker hands out a batch of jobs at once) this turns one round trip per
 * job into one per batch; alone, a call waits only for the current turn to end.
 *
 * `run` gets the inputs in call order and returns one answer per input, in the same order. If it
 * throws, every call of that batch rejects with the error (the statement changed nothing).
 *
 * With `gather`, a batch is held open past its turn while `gather.expected()` says more callers
 * are on their way (e.g. webhook attempts still being sent, each of which ends in a call), for at
 * most `gather.maxWaitMs`: one statement for a whole wave of calls rather than one for each turn
 * that happens to see some of them.
 */
export function createStatementBatcher<Input, Answer>(
  run: (inputs: Input[]) => Promise<Answer[]>,
  maxBatch = 500,
  gather?: { expected: () => number; maxWaitMs: number },
) {
  let pending: { input: Input; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  let flushScheduled = false;
  let holdTimer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (holdTimer) clearTimeout(holdTimer);
    holdTimer = undefined;
    const batch = pending;
    pending = [];
    try {
      const answers = await run(batch.map((call) => call.input));
      batch.forEach((call, index) => call.resolve(answers[index] as Answer));
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }

  /** At the end of a turn: the batch goes now, unless callers are still expected and it may wait for them. */
  function endOfTurn(): void {
    flushScheduled = false;
    // An early flush at maxBatch may have taken every call already.
    if (pending.length === 0) return;
    if (!gather || gather.expected() === 0) {
      void flush();
    } else {
      holdTimer ??= setTimeout(() => void flush(), gather.maxWaitMs);
    }
  }

  return function call(input: Input): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length >= maxBatch) {
        void flush();
      } else if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(endOfTurn);
      }
    });
  };
}
