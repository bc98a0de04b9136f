import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_DIRECTORY } from '../../support/log-scan.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A start with the default settings logs no warning about them (issue 25: graphile-worker's pool-size warning). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the worker at start, with the default settings', () => {
  it("logs graphile-worker's maxPoolSize-below-concurrency remark at debug, not as a warning (the local queue makes the small pool intended)", async () => {
    const worker = await app.services.startWorker();
    await worker.stop();

    const lines = readFileSync(path.join(LOG_DIRECTORY, `${app.database.name}.ndjson`), 'utf8')
      .split('\n')
      .filter((line) => line.includes('maxPoolSize'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });

    expect(app.config.workerFetchBatch).toBeGreaterThan(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.level === 20)).toBe(true);
  });
});
