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
