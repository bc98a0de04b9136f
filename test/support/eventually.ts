/**
 * Polls observable state (an API answer, a database row) until `done` holds, then returns the last
 * value; at the deadline it returns the last value too, so the caller's assertion shows what was
 * seen. For work that finishes in the background (deliveries, recomputation), never a fixed sleep.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
