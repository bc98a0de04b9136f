import type { Command } from 'commander';
import { loadConfig, requireClosedMetrics, type Config } from '../../config.js';
import type { Services } from '../../runtime.js';
import type { Output } from '../output.js';
import { runInBackground } from '../../shared/background-priority.js';
import { createBackgroundPacer, type BackgroundPacer } from '../../shared/background-pacing.js';
import type { Logger } from '../../shared/logger.js';
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

/** No delivery started for this long: the worker was idle, and that time is no stretch of work to pause for. */
const DELIVERIES_IDLE_AFTER_MS = 1_000;

/** One info line for each minute in which the background pacing paused: how often, how long, under what pressure. */
function logPacingEachMinute(pacer: BackgroundPacer, logger: Logger): NodeJS.Timeout {
  let before = pacer.report();
  const timer = setInterval(() => {
    const now = pacer.report();
    if (now.paused > before.paused) {
      logger.info({ component: 'pacing', pauses: now.paused - before.paused, pausedSeconds: Math.round((now.pausedSeconds - before.pausedSeconds) * 1000) / 1000, workSeconds: Math.round((now.workSeconds - before.workSeconds) * 1000) / 1000 }, 'deliveries paced while the CPU was contended');
    }
    before = now;
  }, 60_000);
  timer.unref();
  return timer;
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
        // Deliveries wait while the host's CPU is contended (src/shared/background-pacing.ts); what
        // the pacing did is logged each minute it paused, and printed when the worker stops.
        const pacer = createBackgroundPacer(config.backgroundPacing, { logger, idleAfterMs: DELIVERIES_IDLE_AFTER_MS });
        const services = createServices(config, db, logger, { pacer });
        const pacingLog = logPacingEachMinute(pacer, logger);
        started.push(() => {
          clearInterval(pacingLog);
          const pacing = pacer.report();
          output().result({ worker: 'stopped', pacing }, `Webhook worker stopped${pacing.paused > 0 ? ` (paced while the CPU was contended: ${pacing.paused} pauses, ${pacing.pausedSeconds} s in all)` : ''}.`);
          return Promise.resolve();
        });
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
