import type { Logger } from '../shared/logger.js';
import { webhookDeliveries } from '../shared/metrics.js';
import type { AttemptResult } from './delivery-http.js';
import type { DeliveryDecision } from './delivery-policy.js';

type Outcome = 'delivered' | 'retrying' | 'disabled' | 'failed';

/**
 * How each decision is counted (`pss_webhook_delivery_attempts_total{outcome}`) and logged. A
 * disabled webhook is a warning: the operator tells the partner (the webhook cannot).
 */
const REPORTS: { [Kind in DeliveryDecision['kind']]: { outcome: Outcome; level: 'info' | 'warn'; message: string } } = {
  succeeded: { outcome: 'delivered', level: 'info', message: 'webhook delivery attempt succeeded' },
  retry: { outcome: 'retrying', level: 'info', message: 'webhook delivery attempt failed; retry scheduled' },
  disable: { outcome: 'disabled', level: 'warn', message: 'webhook delivery attempt failed; webhook disabled' },
  'give-up': { outcome: 'failed', level: 'info', message: 'webhook delivery attempt failed; retry schedule used up' },
};

/** Counts and logs one recorded attempt. */
export function reportAttempt(
  logger: Logger,
  attempt: { deliveryId: string; clientId: number; number: number; result: AttemptResult },
  decision: DeliveryDecision,
): void {
  const report = REPORTS[decision.kind];
  webhookDeliveries.inc({ outcome: report.outcome });
  const { result } = attempt;
  logger[report.level](
    {
      component: 'webhooks', deliveryId: attempt.deliveryId, clientId: attempt.clientId, attempt: attempt.number,
      statusCode: result.statusCode, errorKind: result.errorKind, durationMs: result.durationMs,
      decision: decision.kind,
      ...(decision.kind === 'retry' ? { delayMs: decision.delayMs } : {}),
      ...(decision.kind === 'disable' || decision.kind === 'give-up' ? { reason: decision.reason } : {}),
    },
    report.message,
  );
}
