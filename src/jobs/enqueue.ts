import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';

export interface JobSpec {
  task: string;
  payload: unknown;
  /** Same key replaces a job not yet started (graphile-worker job_key). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  queueName?: string;
}

/**
 * Enqueues graphile-worker jobs with SQL on the caller's transaction: the jobs exist exactly when
 * the change that caused them commits (a transactional outbox with no extra table).
 */
export async function enqueueJobs(trx: Knex, jobs: JobSpec[]): Promise<void> {
  if (jobs.length === 0) return;
  await queryRows(
    trx,
    `select graphile_worker.add_jobs(array(
       select row(t.task, t.payload::json, t.queue_name, t.run_at, t.max_attempts, t.job_key, null, null)::graphile_worker.job_spec
         from unnest(?::text[], ?::text[], ?::text[], ?::timestamptz[], ?::int[], ?::text[])
              as t(task, payload, queue_name, run_at, max_attempts, job_key)
     ))`,
    [
      jobs.map((job) => job.task),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.queueName ?? null),
      jobs.map((job) => (job.runAt ? job.runAt.toISOString() : null)),
      jobs.map((job) => job.maxAttempts ?? null),
      jobs.map((job) => job.jobKey ?? null),
    ],
  );
}

/** Jobs waiting to run (not locked by a worker): the queue depth reported in /metrics. */
export async function waitingJobCount(db: Knex): Promise<number> {
  const [row] = await queryRows<{ depth: number }>(db, 'select count(*)::int as depth from graphile_worker.jobs where locked_at is null');
  return row?.depth ?? 0;
}
