/** A one-line progress display on stderr, only when it is a terminal and output is not JSON. */
export function createProgress(label: string, quiet: boolean) {
  const enabled = !quiet && process.stderr.isTTY === true;
  const started = Date.now();
  return {
    update(count: number) {
      if (!enabled) return;
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? Math.round(count / seconds) : 0;
      process.stderr.write(`\r${label}: ${count.toLocaleString('en')} lines  (${rate.toLocaleString('en')}/s)   `);
    },
    done(count: number) {
      if (enabled) process.stderr.write(`\r${label}: ${count.toLocaleString('en')} lines, done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    },
  };
}
