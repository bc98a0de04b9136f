import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { createKnex } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { LOG_DIRECTORY, scanLogs } from './log-scan.js';

export const TEMPLATE_DATABASE = 'pss_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's `postgres` database; swap the name for others. */
    pgAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole integration run (embedded-postgres, in a temporary directory),
 * and one migrated template database that every test file clones (test/support/database.ts).
 */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pss-test-'));
  const cluster = await startEmbeddedPostgres(path.join(directory, 'pg'));
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = cluster.url(TEMPLATE_DATABASE);
  const knex = createKnex(templateUrl, 2);
  await migrate(knex, templateUrl);
  await knex.destroy();
  project.provide('pgAdminUrl', cluster.url('postgres'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  rmSync(LOG_DIRECTORY, { recursive: true, force: true });
  return async () => {
    await cluster.stop();
    rmSync(directory, { recursive: true, force: true });
    // Secrets policy, checked over the logs of every test app of this run.
    const scan = scanLogs();
    console.info(`log scan: ${scan.lines} log lines in ${scan.files} files, ${scan.findings.length} findings`);
    if (scan.findings.length > 0) throw new Error(`secrets or bodies in logs:\n${scan.findings.slice(0, 20).join('\n')}`);
  };
}
