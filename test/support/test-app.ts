import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import pino from 'pino';
import { LOG_DIRECTORY } from './log-scan.js';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config.js';
import { createKnex, type Database } from '../../src/db/database.js';
import { createHttpApp, createServices, startMetricsPort, type Services } from '../../src/runtime.js';
import { startHttpServer } from '../../src/http/server.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const TEST_SECRET_KEY = '11'.repeat(32);

export interface TestApp {
  /** e.g. http://127.0.0.1:41234/v2 */
  baseUrl: string;
  origin: string;
  /** Where GET /metrics is served: the API's origin, or the metrics port's with METRICS_PORT. */
  metricsOrigin: string;
  config: Config;
  services: Services;
  database: TestDatabase;
  db: Database;
  /** Creates a client and returns its API key. */
  createClient(name?: string, maxLimit?: number): Promise<{ name: string; apiKey: string }>;
  close(): Promise<void>;
}

let clientCounter = 0;

/**
 * The real service in-process: its own cloned database, real HTTP on a random port, the same
 * composition root as `pss serve`. `env` overrides configuration like environment variables do.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-app-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'silent', AUTH_CACHE_MS: '0', ...env });
  // Every test app logs at debug level to a file; the run's teardown scans them all for secrets.
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  const logger = createLogger(env.LOG_LEVEL ?? 'debug', pino.destination({ dest: path.join(LOG_DIRECTORY, `${database.name}.ndjson`), sync: true }));
  const knex = createKnex(database.url, config.dbPoolMax);
  const db: Database = { knex, url: database.url, close: () => knex.destroy() };
  const services = createServices(config, db, logger);
  const app = await createHttpApp(config, services, logger);
  const server = await startHttpServer(app, 0, '127.0.0.1', config.requestTimeoutMs);
  const metricsServer = await startMetricsPort(config, logger);
  return {
    baseUrl: `${server.origin}/v2`,
    origin: server.origin,
    metricsOrigin: metricsServer?.origin ?? server.origin,
    config,
    services,
    database,
    db,
    async createClient(name = `client-${++clientCounter}-${Date.now()}`, maxLimit = 1000) {
      const { apiKey } = await services.clientService.create(name, maxLimit);
      return { name, apiKey };
    },
    async close() {
      await server.close();
      await metricsServer?.close();
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
