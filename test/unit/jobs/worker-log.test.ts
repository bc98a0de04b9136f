import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { workerLogger } from '../../../src/jobs/worker.js';
import { createLogger } from '../../../src/shared/logger.js';

/** graphile-worker's messages through the service's logger: one short line each, never its objects. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('debug', destination) };
}

const job = { id: '42', task_identifier: 'deliver-webhook', attempts: 2, max_attempts: 5, payload: { deliveryId: 'a-secret-looking-payload' }, queue_name: null };

describe('the worker logger', () => {
  it('when a task fails, then one line carries the job id, task, attempt and first line of the error, not the job or its payload', () => {
    const { lines, logger } = capture();
    let troubles = 0;
    const log = workerLogger(logger, () => (troubles += 1));
    log.error(`Failed task 42 (deliver-webhook, 3.00ms, attempt 2 of 5) with error 'boom':\n  at somewhere\n  at elsewhere`, { failure: true, job, error: new Error('boom\n  at a stack line') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, component: 'worker', jobId: '42', task: 'deliver-webhook', attempt: 2, maxAttempts: 5, error: 'boom' });
    expect(lines[0]!.msg).toBe(`Failed task 42 (deliver-webhook, 3.00ms, attempt 2 of 5) with error 'boom':`);
    expect(JSON.stringify(lines[0])).not.toContain('a-secret-looking-payload');
    expect(troubles).toBe(0);
  });

  it('when the error is the database being unreachable, then the line is debug and the worker is told', () => {
    const { lines, logger } = capture();
    let troubles = 0;
    const log = workerLogger(logger, () => (troubles += 1));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', client: { connectionParameters: { password: 'not-for-logs' } } });
    log.error('Failed to complete jobs', { fatalError: refused, jobs: [job] });
    expect(troubles).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ level: 20, error: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' })]);
    expect(JSON.stringify(lines)).not.toContain('not-for-logs');
  });

  it('when the runner stops for an outage named only in its message, then the line is debug and the worker is told', () => {
    const { lines, logger } = capture();
    let troubles = 0;
    const log = workerLogger(logger, () => (troubles += 1));
    log.warn('Runner stopping (reason: worker pool exited with error: Error: connect ECONNREFUSED 127.0.0.1:5432)');
    log.warn('Runner stopping (reason: worker pool exited with error: Error: unknown task identifier)');
    expect(troubles).toBe(1);
    expect(lines.map((line) => line.level)).toEqual([20, 40]);
  });

  it('when a job completes, then the line is debug', () => {
    const { lines, logger } = capture();
    workerLogger(logger).info('Completed task 42 (deliver-webhook, 3.00ms) with success', { job, duration: 3, success: true });
    expect(lines).toEqual([expect.objectContaining({ level: 20, jobId: '42' })]);
  });
});
