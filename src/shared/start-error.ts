/**
 * A start-up failure whose message is one sentence an operator can act on (what failed and what to
 * change). The CLI prints it as it is and exits non-zero; no stack trace.
 */
export class StartError extends Error {
  override name = 'StartError';
}
