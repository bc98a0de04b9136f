import { rmSync } from 'node:fs';
import { buildClientOnce } from './client-build.js';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createKnex } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { LOG_DIRECTORY, scanLogs } from './log-scan.js';
import { startTestServer } from './postgres-server.js';

export const TEMPLATE_DATABASE = 'pss_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's `postgres` database; swap the name for others. */
    pgAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL server for the whole integration run (Debian's under `make test`, started in a
 * temporary directory and reached only by connection string: test/support/postgres-server.ts), and
 * one migrated template database that every test file clones (test/support/database.ts).
 */
export default async function setup(project: TestProject) {
  // The partner client is packed by three test files at once; its build empties and refills clients/typescript/dist,
  // so it is built here, once, and they pack what it built.
  const [server] = await Promise.all([startTestServer(), buildClientOnce()]);
  console.info(`integration: ${server.description}`);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(server.adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const knex = createKnex(templateUrl.toString(), 2);
  await migrate(knex, templateUrl.toString());
  await knex.destroy();
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  rmSync(LOG_DIRECTORY, { recursive: true, force: true });
  return async () => {
    await server.stop();
    // Secrets policy, checked over the logs of every test app of this run.
    const scan = scanLogs();
    console.info(`log scan: ${scan.lines} log lines in ${scan.files} files, ${scan.findings.length} findings`);
    if (scan.findings.length > 0) throw new Error(`secrets or bodies in logs:\n${scan.findings.slice(0, 20).join('\n')}`);
  };
}
