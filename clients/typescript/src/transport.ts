import { parseRetryAfter } from './errors.js';

/** When and how often a request answered `429` or `503` is sent again. */
export interface RetryOptions {
  /** Attempts after the first; 3 by default. */
  retries?: number;
  /** The first back-off when the answer has no `Retry-After`, doubled each time (with jitter); 500 ms by default. */
  baseDelayMs?: number;
  /**
   * The longest wait before one retry, 30 s by default. A `Retry-After` longer than this is not
   * waited for: the answer is returned (and thrown as a PssApiError with its `retryAfter`).
   */
  maxDelayMs?: number;
}

export interface TransportOptions {
  fetch: (input: Request) => Promise<Response>;
  /** Milliseconds one attempt may take, the answer's body included (for a streamed answer: until it starts); 0 for none. */
  timeoutMs: number;
  /** `false`: never retry. */
  retry: RetryOptions | false;
  /** Waits between attempts (a test may make time pass faster). */
  sleep?: (ms: number) => Promise<void>;
}

/** An attempt took longer than `timeoutMs`. */
export class PssTimeoutError extends Error {
  override readonly name = 'PssTimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly url: string,
  ) {
    super(`No complete answer from ${url} within ${timeoutMs} ms.`);
  }
}

/** The statuses the service sends when the same request may simply be sent again later; it changed nothing. */
const RETRIED_STATUSES = new Set([429, 503]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long to wait before retry number `attempt` (0-based): `Retry-After` when sent, else exponential back-off with full jitter. */
export function retryDelayMs(response: Response, attempt: number, options: Required<RetryOptions>, random: () => number = Math.random): number {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  if (retryAfter !== undefined) return retryAfter * 1000;
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function isStreamed(request: Request): boolean {
  return /ndjson/.test(request.headers.get('accept') ?? '');
}

/**
 * One attempt with a timeout; a JSON answer is read in full within it, a streamed one only until it
 * starts. The attempt's signal is aborted at the timeout, and the attempt fails then even when a
 * custom `fetch` does not listen to the signal.
 */
async function attempt(request: Request, options: TransportOptions): Promise<Response> {
  if (options.timeoutMs <= 0) return options.fetch(request);
  const controller = new AbortController();
  const abortOnCaller = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', abortOnCaller, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new PssTimeoutError(options.timeoutMs, request.url);
      controller.abort(error);
      reject(error);
    }, options.timeoutMs);
  });
  const exchange = async () => {
    const response = await options.fetch(new Request(request, { signal: controller.signal }));
    if (isStreamed(request) || response.body === null) return response;
    const body = await response.arrayBuffer();
    return new Response(body.byteLength === 0 ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  try {
    return await Promise.race([exchange(), timedOut]);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', abortOnCaller);
  }
}

/**
 * A fetch with a timeout per attempt and retries of `429` and `503` answers, honouring
 * `Retry-After`. The service changes nothing for either answer, so every method is safe to send
 * again; the body is copied before each attempt.
 */
export function createTransport(options: TransportOptions): (input: Request) => Promise<Response> {
  const retry = options.retry === false ? undefined : { retries: 3, baseDelayMs: 500, maxDelayMs: 30_000, ...options.retry };
  const sleep = options.sleep ?? defaultSleep;
  return async (request) => {
    for (let tries = 0; ; tries += 1) {
      const response = await attempt(retry && tries < retry.retries ? request.clone() : request, options);
      if (!retry || tries >= retry.retries || !RETRIED_STATUSES.has(response.status)) return response;
      const delay = retryDelayMs(response, tries, retry);
      if (delay > retry.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(delay);
    }
  };
}
