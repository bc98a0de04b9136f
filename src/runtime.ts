import type { Config } from './config.js';
import { createAuthenticator, oncePerRequest } from './accounts/authenticator.js';
import { createAuthThrottle } from './accounts/auth-throttle.js';
import { createAccountHandlers } from './accounts/account-handlers.js';
import { createClientService } from './accounts/client-service.js';
import { createClientStore } from './accounts/client-store.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate, migrationsAreCurrent } from './db/migrate.js';
import type { RequestListener } from 'node:http';
import { createApp } from './http/app.js';
import { createReadLane, type ReadLane } from './http/read-lane.js';
import type { Express } from 'express';
import { createOpenApiRouter, type OperationHandlers } from './http/openapi-router.js';
import { createRateLimiter } from './http/rate-limiter.js';
import { setQueueDepthSource } from './shared/metrics.js';
import { createCatalogueStore } from './products/catalogue-store.js';
import { createCatalogueService } from './products/catalogue-service.js';
import { createRecordRefresher } from './products/record-refresher.js';
import { createRefreshRecordsTask, REFRESH_RECORDS_TASK } from './products/tasks/refresh-records.js';
import { startWorker } from './jobs/worker.js';
import { enqueueJobs, waitingJobCount } from './jobs/enqueue.js';
import { METHOD_VERSION } from './scoring/index.js';
import type { Logger } from './shared/logger.js';
import { createSubscriptionHandlers } from './subscriptions/subscription-handlers.js';
import { createSubscriptionService } from './subscriptions/subscription-service.js';
import { createSubscriptionStore } from './subscriptions/subscription-store.js';
import { createWebhookModule } from './webhooks/webhook-module.js';

/** The composition root: one place that builds stores, services and handlers from config. */
export async function createServices(config: Config, db: Database, logger: Logger) {
  const clientStore = createClientStore(db.knex);
  const catalogueStore = createCatalogueStore(db.knex);
  const subscriptionStore = createSubscriptionStore(db.knex);
  const webhooks = createWebhookModule({ config, db, logger, clients: clientStore, subscriptions: subscriptionStore });
  const subscriptionService = createSubscriptionService({
    db: db.knex,
    clients: clientStore,
    subscriptions: subscriptionStore,
    catalogue: catalogueStore,
    onRecordsChanged: webhooks.onRecordsChanged,
  });
  const recordRefresher = createRecordRefresher({ db: db.knex, subscriptions: subscriptionStore, onRecordsChanged: webhooks.onRecordsChanged });
  const tasks = { ...webhooks.tasks, [REFRESH_RECORDS_TASK]: createRefreshRecordsTask(recordRefresher) };
  return {
    db,
    clientStore,
    catalogueService: createCatalogueService({ db: db.knex, catalogue: catalogueStore }),
    recordRefresher,
    /** Starts graphile-worker with every task; records computed by an older method are queued for recomputation. */
    async startWorker() {
      if (await subscriptionStore.hasRecordsFromOtherMethod(METHOD_VERSION)) {
        await enqueueJobs(db.knex, [{ task: REFRESH_RECORDS_TASK, payload: { staleMethod: true }, jobKey: `refresh-method-${METHOD_VERSION}`, maxAttempts: 5 }]);
      }
      // Beats for this process's pools and releases jobs of crashed ones (webhooks/worker-heartbeat.ts).
      const heartbeat = await webhooks.heartbeat.start();
      const worker = await startWorker({ config, db, logger, tasks, schedules: webhooks.schedules, events: heartbeat.events });
      return {
        async stop() {
          await worker.stop();
          await heartbeat.stop();
        },
      };
    },
    catalogueStore,
    subscriptionStore,
    clientService: createClientService(db.knex, clientStore),
    subscriptionService,
    webhooks,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** The two ways into the API: the read lane for the hottest read, and Express with the contract router. */
export interface HttpParts {
  app: Express;
  lane: ReadLane;
}

export async function createHttpParts(config: Config, services: Services, logger: Logger): Promise<HttpParts> {
  const handlers: OperationHandlers = {
    ...createAccountHandlers(services.clientStore),
    ...createSubscriptionHandlers(services.subscriptionService),
    ...services.webhooks.handlers,
  };
  // One authenticator (and key cache), one failed-authentication throttle and one rate limiter for both ways in.
  const authenticate = oncePerRequest(createAuthenticator(services.clientStore, config.authCacheMs), createAuthThrottle(services.db.knex, config.trustProxy));
  const consumeRateLimit = createRateLimiter(services.db.knex, config.rateLimitPerMinute);
  const router = await createOpenApiRouter({ authenticate, consumeRateLimit, bodyLimitBytes: config.bodyLimitBytes, logger, handlers });
  setQueueDepthSource(() => waitingJobCount(services.db.knex));
  let migrationsChecked = false;
  const app = createApp({
    logger,
    router,
    bodyLimitBytes: config.bodyLimitBytes,
    isReady: async () => {
      await services.db.knex.raw('select 1');
      migrationsChecked ||= await migrationsAreCurrent(services.db.knex);
      return migrationsChecked;
    },
  });
  return { app, lane: createReadLane({ router: router.router, authenticate, consumeRateLimit, handlers, logger }) };
}

/** Every request is offered to the read lane first; what it does not take goes to Express. */
export function composeHttpListener({ app, lane }: HttpParts, logger: Logger): RequestListener {
  return (req, res) => {
    lane(req, res).then(
      (answered) => answered || app(req, res),
      (error: unknown) => {
        // The lane answers its own failures; this is a fault in the lane itself.
        logger.error({ err: error }, 'read lane failed');
        if (!res.headersSent) app(req, res);
        else res.destroy();
      },
    );
  };
}

export async function createHttpApp(config: Config, services: Services, logger: Logger): Promise<RequestListener> {
  return composeHttpListener(await createHttpParts(config, services, logger), logger);
}

/** Opens the database (embedded unless DATABASE_URL is set) and applies migrations. */
export async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  const db = await openDatabase(
    config,
    (line) => logger.debug({ postgres: line.trim() }, 'embedded postgres'),
    (level, message) => logger[level]({ component: 'knex' }, message),
  );
  try {
    await migrate(db.knex, db.url);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
