import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process, scraped at GET /metrics. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'pss_' });

export const httpRequests = new Counter({
  name: 'pss_http_requests_total',
  help: 'HTTP requests by operationId (or route for non-API paths) and status code',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'pss_http_request_duration_seconds',
  help: 'HTTP request latency by operationId',
  labelNames: ['operation'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const webhookDeliveries = new Counter({
  name: 'pss_webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts by outcome (delivered, retrying, failed, disabled)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

let queueDepthSource: (() => Promise<number>) | undefined;

/** The worker queue's depth is read from the database when scraped, so every process reports the same. */
export function setQueueDepthSource(source: () => Promise<number>): void {
  queueDepthSource = source;
}

new Gauge({
  name: 'pss_job_queue_depth',
  help: 'Jobs waiting in the graphile-worker queue (deliveries and recomputations)',
  registers: [metricsRegistry],
  async collect() {
    if (queueDepthSource) this.set(await queueDepthSource().catch(() => Number.NaN));
  },
});

// The webhook worker and its backlog: whether this process's worker runs (absent where none was
// started), and the deliveries due and not yet made, read from the database when scraped.
let workerRunning: (() => boolean) | undefined;

/** Called where a worker starts: `pss_worker_running` is 1 while it runs, 0 while it waits for the database or after it gave up. */
export function observeWorkerState(running: () => boolean): void {
  if (!workerRunning) {
    new Gauge({
      name: 'pss_worker_running',
      help: 'Whether the webhook worker of this process is running (0: waiting for the database, or gave up)',
      registers: [metricsRegistry],
      collect() {
        if (workerRunning) this.set(workerRunning() ? 1 : 0);
      },
    });
  }
  workerRunning = running;
}

let backlogSource: (() => Promise<{ waiting: number; oldestWaitingSeconds: number }>) | undefined;
/** One query per scrape for both gauges. */
let backlogRead: { at: number; value: Promise<{ waiting: number; oldestWaitingSeconds: number }> } | undefined;

export function setDeliveryBacklogSource(source: () => Promise<{ waiting: number; oldestWaitingSeconds: number }>): void {
  backlogSource = source;
}

function readBacklog(): Promise<{ waiting: number; oldestWaitingSeconds: number }> | undefined {
  if (!backlogSource) return undefined;
  if (!backlogRead || Date.now() - backlogRead.at > 1_000) backlogRead = { at: Date.now(), value: backlogSource() };
  return backlogRead.value;
}

new Gauge({
  name: 'pss_webhook_deliveries_waiting',
  help: 'Webhook deliveries due and not yet made (new, parked behind their partner\'s in-flight cap, or due for a retry)',
  registers: [metricsRegistry],
  async collect() {
    const read = readBacklog();
    if (read) this.set(await read.then((backlog) => backlog.waiting, () => Number.NaN));
  },
});

new Gauge({
  name: 'pss_webhook_oldest_waiting_delivery_seconds',
  help: 'How long the longest-waiting due webhook delivery has waited (0 when none waits)',
  registers: [metricsRegistry],
  async collect() {
    const read = readBacklog();
    if (read) this.set(await read.then((backlog) => backlog.oldestWaitingSeconds, () => Number.NaN));
  },
});
