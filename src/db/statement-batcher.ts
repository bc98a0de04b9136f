/**
 * Collects calls made in the same turn of the event loop and answers them with one statement.
 * Under load (graphile-worker hands out a batch of jobs at once) this turns one round trip per
 * job into one per batch; alone, a call waits only for the current turn to end.
 *
 * `run` gets the inputs in call order and returns one answer per input, in the same order. If it
 * throws, every call of that batch rejects with the error (the statement changed nothing).
 */
export function createStatementBatcher<Input, Answer>(run: (inputs: Input[]) => Promise<Answer[]>, maxBatch = 500) {
  let pending: { input: Input; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  let flushScheduled = false;

  async function flush(): Promise<void> {
    const batch = pending;
    pending = [];
    try {
      const answers = await run(batch.map((call) => call.input));
      batch.forEach((call, index) => call.resolve(answers[index] as Answer));
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }

  return function call(input: Input): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length >= maxBatch) {
        void flush();
      } else if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(() => {
          flushScheduled = false;
          // An early flush at maxBatch may have taken every call already.
          if (pending.length > 0) void flush();
        });
      }
    });
  };
}
