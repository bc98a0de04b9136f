import type { Command } from 'commander';
import { loadConfig } from '../../config.js';
import type { Services } from '../../runtime.js';
import type { Logger } from '../../shared/logger.js';
import type { Output } from '../output.js';

// The server's modules are imported when a command runs, so `pss --help` starts at once.
const runtime = () => import('../../runtime.js');
const logging = () => import('../../shared/logger.js');

export const DEMO_CLIENT = 'Demo client';

/** On an empty database, a demo client so a first request can be made at once. */
async function createDemoClientIfEmpty(services: Services): Promise<string | undefined> {
  if ((await services.clientStore.count()) > 0) return undefined;
  const { apiKey } = await services.clientService.create(DEMO_CLIENT, 1000);
  return apiKey;
}

/** Stops on SIGTERM/SIGINT after in-flight work finishes; a second signal stops at once. */
function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(130);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight work');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

export function registerServeCommands(program: Command, output: () => Output): void {
  program
    .command('serve')
    .description('Start the API (and, unless --no-worker, the webhook worker) on PORT')
    .option('--no-worker', 'serve the API only; run `pss worker` separately')
    .action(async (options: { worker: boolean }) => {
      const [{ createHttpApp, createServices, openMigratedDatabase, startMetricsPort }, { createLogger }, { startHttpServer }] = await Promise.all([runtime(), logging(), import('../../http/server.js')]);
      const config = loadConfig();
      const logger = createLogger(config.logLevel);
      const db = await openMigratedDatabase(config, logger);
      const services = await createServices(config, db, logger);
      const demoKey = await createDemoClientIfEmpty(services);
      const app = await createHttpApp(config, services, logger);
      const server = await startHttpServer(app, config.port, config.host, config.requestTimeoutMs);
      const metricsServer = await startMetricsPort(config, logger);
      const worker = options.worker ? await services.startWorker() : undefined;
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
      onShutdownSignal(logger, async () => {
        await server.close();
        await metricsServer?.close();
        await worker?.stop();
        await db.close();
      });
    });

  program
    .command('worker')
    .description('Run the webhook worker alone (several may run against one database)')
    .action(async () => {
      const [{ createServices, openMigratedDatabase }, { createLogger }] = await Promise.all([runtime(), logging()]);
      const config = loadConfig();
      const logger = createLogger(config.logLevel);
      const db = await openMigratedDatabase(config, logger);
      const services = await createServices(config, db, logger);
      const worker = await services.startWorker();
      output().result({ worker: 'running' }, 'Webhook worker running. Stop it with Ctrl-C or SIGTERM.');
      onShutdownSignal(logger, async () => {
        await worker.stop();
        await db.close();
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
        const { applied } = await migrate(db.knex, db.url);
        output().result({ applied }, applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
      } finally {
        await db.close();
      }
    });
}
