import type { JobSpec } from '../jobs/enqueue.js';

export const DELIVER_WEBHOOK_TASK = 'deliver-webhook';
/** graphile-worker's own retries only cover a task that throws (database down); our schedule runs inside the task. */
const JOB_MAX_ATTEMPTS = 5;

export interface DeliverJobPayload {
  deliveryId: string;
  /** The attempt number this job is meant to make; a stale duplicate job sees it was already made. */
  attempt: number;
}

/** The job of one delivery attempt; its key makes a newer job for the delivery replace one not yet started. */
export function deliveryJob(deliveryId: string, attempt: number, runAt?: Date): JobSpec {
  const payload: DeliverJobPayload = { deliveryId, attempt };
  return { task: DELIVER_WEBHOOK_TASK, payload, jobKey: `delivery:${deliveryId}`, runAt, maxAttempts: JOB_MAX_ATTEMPTS };
}
