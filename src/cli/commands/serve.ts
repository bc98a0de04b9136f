import type { Command } from 'commander';
import { loadConfig, requireClosedMetrics, type Config } from '../../config.js';
import type { Services } from '../../runtime.js';
import type { Output } from '../output.js';
import { runInBackground } from '../../shared/background-priority.js';
import { exitWhenGivenUp, startLongRunning } from '../startup.js';

// The server's modules are imported when a command runs, so `pss --help` starts at once.
const runtime = () => import('../../runtime.js');
const logging = () => import('../../shared/logger.js');

export const DEMO_CLIENT = 'Demo client';

/**
 * On an empty development database, a demo client so a first request can be made at once.
 * Production never creates a client by itself, nor prints a key.
 */
async function createDemoClientIfEmpty(config: Config, services: Services): Promise<string | undefined> {
  if (config.nodeEnv === 'production' || (await services.clientStore.count()) > 0) return undefined;
  const { apiKey } = await services.clientService.create(DEMO_CLIENT, 1000);
  return apiKey;
}

export function registerServeCommands(program: Command, output: () => Output): void {
  program
    .command('serve')
    .description('Start the API (and, unless --no-worker, the webhook worker) on PORT')
    .option('--no-worker', 'serve the API only; run `pss worker` separately')
    .action(async (options: { worker: boolean }) => {
      const [{ createHttpApp, createServices, openMigratedDatabase, startMetricsPort }, { createLogger }, { startHttpServer }] = await Promise.all([runtime(), logging(), import('../../http/server.js')]);
      const config = loadConfig();
      requireClosedMetrics(config);
      const logger = createLogger(config.logLevel);
      await startLongRunning('serve', config, logger, async (started) => {
        const db = await openMigratedDatabase(config, logger);
        started.push(() => db.close());
        const services = createServices(config, db, logger);
        const app = await createHttpApp(config, services, logger);
        const server = await startHttpServer(app, config.port, config.host, config.requestTimeoutMs);
        started.push(() => server.close());
        const metricsServer = await startMetricsPort(config, logger);
        if (metricsServer) started.push(() => metricsServer.close());
        const worker = options.worker ? await services.startWorker() : undefined;
        if (worker) {
          started.push(() => worker.stop());
          exitWhenGivenUp(worker.failed, started, logger);
        }
        // Last, so a start that fails never creates a demo client whose key nobody saw.
        const demoKey = await createDemoClientIfEmpty(config, services);
        const base = `${server.origin}/v2`;
        const lines = [
          'Product Sustainability Subscription Service is running.',
          `  API base URL:  ${base}`,
          `  Docs:          ${server.origin}/docs`,
          `  Contract:      ${base}/openapi.yaml`,
          `  Health:        ${server.origin}/healthz  ${server.origin}/readyz`,
          `  Metrics:       ${metricsServer?.origin ?? server.origin}/metrics${config.metricsToken ? '  (Authorization: Bearer METRICS_TOKEN)' : ''}`,
          `  Mock (Prism):  make mock   (port 4010)`,
          `  Database:      ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}/pg`}`,
          `  Webhook worker: ${worker ? 'running in this process' : 'not started (--no-worker)'}`,
        ];
        if (demoKey) {
          lines.push('', `Demo client "${DEMO_CLIENT}" created. Its API key (shown only now):`, `  ${demoKey}`, '', `Try: curl -H "X-API-KEY: ${demoKey}" ${base}/subscribe/account`);
        }
        output().result({ baseUrl: base, docsUrl: `${server.origin}/docs`, demoApiKey: demoKey ?? null }, lines.join('\n'));
      });
    });

  program
    .command('worker')
    .description('Run the webhook worker alone (several may run against one database)')
    .action(async () => {
      const [{ createServices, openMigratedDatabase }, { createLogger }] = await Promise.all([runtime(), logging()]);
      const config = loadConfig();
      const logger = createLogger(config.logLevel);
      runInBackground(config.workerNiceness, logger);
      await startLongRunning('worker', config, logger, async (started) => {
        const db = await openMigratedDatabase(config, logger);
        started.push(() => db.close());
        const services = createServices(config, db, logger);
        const worker = await services.startWorker();
        started.push(() => worker.stop());
        exitWhenGivenUp(worker.failed, started, logger);
        output().result({ worker: 'running' }, 'Webhook worker running. Stop it with Ctrl-C or SIGTERM.');
      });
    });

  program
    .command('migrate')
    .description('Apply database migrations (also done at every start)')
    .action(async () => {
      const [{ openDatabase }, { migrate }] = await Promise.all([import('../../db/database.js'), import('../../db/migrate.js')]);
      const config = loadConfig();
      const db = await openDatabase(config);
      try {
        const { applied } = await migrate(db.knex, db.url, config.secretKey);
        output().result({ applied }, applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
      } finally {
        await db.close();
      }
    });
}
