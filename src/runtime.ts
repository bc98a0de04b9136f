import path from 'node:path';
import type { Config } from './config.js';
import { packageRoot } from './shared/package-root.js';
import { createAuthenticator, oncePerRequest } from './accounts/authenticator.js';
import { createAuthThrottle } from './accounts/auth-throttle.js';
import { createAccountHandlers } from './accounts/account-handlers.js';
import { createClientService } from './accounts/client-service.js';
import { createBrowserOrigins } from './accounts/browser-origins-store.js';
import { createClientStore } from './accounts/client-store.js';
import { openDatabase, ping, type Database } from './db/database.js';
import { migrate, migrationsAreCurrent } from './db/migrate.js';
import type { RequestListener } from 'node:http';
import { createApp } from './http/app.js';
import { createReadLane, type ReadLane } from './http/read-lane.js';
import type { Express } from 'express';
import { createMetricsEndpoint, startMetricsServer } from './http/metrics-endpoint.js';
import { createOperationCore } from './http/operation-core.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/unavailable.js';
import type { RunningServer } from './http/server.js';
import { createRequestValidator } from './http/request-validator.js';
import type { OperationHandlers } from './shared/operations.js';
import { createRateLimitStore } from './accounts/rate-limit-store.js';
import { createRateLimiter, WINDOW_SECONDS } from './accounts/rate-limiter.js';
import { observeWorkerState, setDeliveryBacklogSource, setQueueDepthSource } from './shared/metrics.js';
import { createCatalogueStore } from './products/catalogue-store.js';
import { createCatalogueService } from './products/catalogue-service.js';
import { createRecordRefresher } from './subscriptions/record-refresher.js';
import { createRefreshRecordsTask, REFRESH_RECORDS_TASK } from './subscriptions/tasks/refresh-records.js';
import { startWorker, type RunningWorker, type WorkerState } from './jobs/worker.js';
import { enqueueJobs, waitingJobCount } from './jobs/enqueue.js';
import { METHOD_VERSION } from './scoring/index.js';
import type { Logger } from './shared/logger.js';
import type { BackgroundPacer } from './shared/background-pacing.js';
import { createSubscriptionHandlers } from './subscriptions/subscription-handlers.js';
import { createSubscriptionService, type RecordChangeListener } from './subscriptions/subscription-service.js';
import { createRecordExport } from './subscriptions/record-export.js';
import { createRecordIds } from './subscriptions/record-ids.js';
import { createChangeModule } from './changes/change-module.js';
import { createChangeHandlers } from './changes/change-handlers.js';
import { createSubscriptionStore } from './subscriptions/subscription-store.js';
import { createRecordExplanationService } from './subscriptions/record-explanation.js';
import { createExplanationHandlers } from './subscriptions/explanation-handlers.js';
import { createWebhookModule } from './webhooks/webhook-module.js';
import { createCursorCodec } from './shared/cursor.js';
import { createIdempotencyStore } from './accounts/idempotency-store.js';
import { createIdempotencyKeys } from './accounts/idempotency-keys.js';
import { createPruneIdempotencyKeysTask, PRUNE_IDEMPOTENCY_KEYS_SCHEDULE, PRUNE_IDEMPOTENCY_KEYS_TASK } from './accounts/tasks/prune-idempotency-keys.js';
import { createPreviewService } from './subscriptions/preview-service.js';
import { createPreviewHandlers } from './subscriptions/preview-handlers.js';
import { createPartnerDataStore } from './subscriptions/partner-data-store.js';
import { createPartnerDataService } from './subscriptions/partner-data-service.js';
import { createPartnerDataHandlers } from './subscriptions/partner-data-handlers.js';

/**
 * The composition root: one place that builds stores, services and handlers from config. `pacer`:
 * the deliveries of a background worker (`pss worker`) wait while the host's CPU is contended.
 */
export function createServices(config: Config, db: Database, logger: Logger, options: { pacer?: BackgroundPacer } = {}) {
  const clientStore = createClientStore(db.knex);
  const catalogueStore = createCatalogueStore(db.knex);
  const subscriptionStore = createSubscriptionStore(db.knex);
  // Page cursors of the subscription list, the change feed and the webhook deliveries, bound to their client.
  const cursors = createCursorCodec(config.secretKey);
  const webhooks = createWebhookModule({ config, db, logger, clients: clientStore, subscriptions: subscriptionStore, cursors, pacer: options.pacer });
  const changes = createChangeModule({ config, db: db.knex, logger, cursors });
  // The outbox first, the change log last: its per-client lock is then held only until the commit.
  const onRecordsChanged: RecordChangeListener = async (trx, changed) => {
    await webhooks.onRecordsChanged(trx, changed);
    await changes.onRecordsChanged(trx, changed);
  };
  // The record ids partners see: encrypted per client (subscriptions/record-ids.ts).
  const recordIds = createRecordIds({ secretKey: config.secretKey, opaqueFrom: () => subscriptionStore.opaqueRecordIdsFrom() });
  const subscriptionService = createSubscriptionService({
    db: db.knex,
    clients: clientStore,
    subscriptions: subscriptionStore,
    catalogue: catalogueStore,
    onRecordsChanged,
    onUnsubscribed: changes.onUnsubscribed,
    cursors,
    recordIds,
  });
  const recordRefresher = createRecordRefresher({ db: db.knex, subscriptions: subscriptionStore, onRecordsChanged });
  const recordExport = createRecordExport({
    recordsAfter: (clientId, afterId, limit) => subscriptionStore.recordsAfter(clientId, afterId, limit),
    currentCursor: (clientId) => changes.service.currentCursor(clientId),
    recordIds,
    limits: config.exports,
  });
  const idempotencyStore = createIdempotencyStore(db.knex);
  const tasks = {
    ...webhooks.tasks,
    ...changes.tasks,
    [REFRESH_RECORDS_TASK]: createRefreshRecordsTask(recordRefresher),
    [PRUNE_IDEMPOTENCY_KEYS_TASK]: createPruneIdempotencyKeysTask({ store: idempotencyStore, logger }),
  };
  /** The state of the worker this process started, if it started one (/readyz, /metrics). */
  let workerState: (() => WorkerState) | undefined;
  return {
    db,
    clientStore,
    // The records of changed products are recomputed in the import's own transaction (record-refresher.ts).
    catalogueService: createCatalogueService({ db: db.knex, catalogue: catalogueStore, onProductsChanged: async (trx, gtins) => { await recordRefresher.refreshWithin(trx, gtins); } }),
    recordExplanationService: createRecordExplanationService({ subscriptions: subscriptionStore }),
    previewService: createPreviewService({ db: db.knex, catalogue: catalogueStore }),
    // Kept answers sealed and digests keyed under keys of their own, derived from SECRET_KEY (never the signing secrets' key).
    idempotencyKeys: createIdempotencyKeys(idempotencyStore, { secretKey: config.secretKey, quota: config.idempotency }),
    /** The worker's tasks by name (tests run a task directly, e.g. a pruning pass). */
    tasks,
    recordRefresher,
    /** Starts graphile-worker with every task; records computed by an older method are queued for recomputation. */
    async startWorker() {
      if (await subscriptionStore.hasRecordsFromOtherMethod(METHOD_VERSION)) {
        await enqueueJobs(db.knex, [{ task: REFRESH_RECORDS_TASK, payload: { staleMethod: true }, jobKey: `refresh-method-${METHOD_VERSION}`, maxAttempts: 5 }]);
      }
      // Beats for this process's pools and releases jobs of crashed ones (jobs/worker-heartbeat.ts).
      const heartbeat = await webhooks.heartbeat.start();
      const worker = await startWorker({
        config,
        db,
        logger,
        tasks,
        schedules: [...webhooks.schedules, ...changes.schedules, PRUNE_IDEMPOTENCY_KEYS_SCHEDULE],
        events: heartbeat.events,
        recover: (lostAt) => heartbeat.recover(lostAt),
      });
      workerState = () => worker.state();
      observeWorkerState(() => worker.state() === 'running');
      return {
        state: () => worker.state(),
        failed: worker.failed,
        async stop() {
          await worker.stop();
          await heartbeat.stop();
        },
      } satisfies RunningWorker;
    },
    /** `absent` in a process that runs no worker (`pss serve --no-worker`). */
    workerState: (): WorkerState | 'absent' => workerState?.() ?? 'absent',
    catalogueStore,
    subscriptionStore,
    clientService: createClientService(db.knex, clientStore),
    browserOrigins: createBrowserOrigins(db.knex),
    subscriptionService,
    partnerDataService: createPartnerDataService({ db: db.knex, clients: clientStore, store: createPartnerDataStore(db.knex), onRecordsChanged }),
    recordExport,
    changes,
    webhooks,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** The two adapters over the operation core: the read lane for the hottest read, and Express for the rest. */
export interface HttpParts {
  app: Express;
  lane: ReadLane;
}

export async function createHttpParts(config: Config, services: Services, logger: Logger): Promise<HttpParts> {
  const handlers: OperationHandlers = {
    ...createAccountHandlers(services.clientStore),
    ...createSubscriptionHandlers(services.subscriptionService, services.recordExport),
    ...createChangeHandlers(services.changes.service),
    ...createExplanationHandlers(services.recordExplanationService),
    ...createPreviewHandlers(services.previewService),
    ...createPartnerDataHandlers(services.partnerDataService),
    ...services.webhooks.handlers,
  };
  const core = createOperationCore({
    validator: await createRequestValidator(logger),
    // One authenticator (and key cache) and one failed-authentication throttle for both adapters.
    authenticate: oncePerRequest(createAuthenticator(services.clientStore, config.authCacheMs), createAuthThrottle(services.db.knex, config.trustProxy)),
    consumeRateLimit: createRateLimiter(createRateLimitStore(services.db.knex, WINDOW_SECONDS), config.rateLimitPerMinute),
    defaultRateLimitPerMinute: config.rateLimitPerMinute,
    handlers,
    idempotency: services.idempotencyKeys,
    browserOrigins: services.browserOrigins,
    logger,
    bodyLimitBytes: config.bodyLimitBytes,
    streamDeadlines: config.exports,
  });
  const metrics = config.metricsPort === undefined ? createMetricsEndpoint(config.metricsToken, logger) : undefined;
  setQueueDepthSource(() => waitingJobCount(services.db.knex));
  setDeliveryBacklogSource(() => services.webhooks.backlog());
  let migrationsChecked = false;
  const app = createApp({
    logger,
    core,
    metrics,
    bodyLimitBytes: config.bodyLimitBytes,
    bodyBufferTotalBytes: config.bodyBufferTotalBytes,
    clientDownloadsDir: config.clientDownloadsDir ?? path.join(packageRoot(), 'dist', 'downloads'),
    isReady: async () => {
      await ping(services.db.knex);
      migrationsChecked ||= await migrationsAreCurrent(services.db.knex);
      return migrationsChecked;
    },
    // What a ready answer adds: this process's worker, and the deliveries due and not yet made.
    readiness: async () => ({ worker: services.workerState(), deliveries: await services.webhooks.backlog() }),
  });
  return { app, lane: createReadLane(core) };
}

/** Every request is offered to the read lane first; what it does not take goes to Express. */
export function composeHttpListener({ app, lane }: HttpParts): RequestListener {
  return (req, res) => {
    if (!lane(req, res)) app(req, res);
  };
}

/** The metrics port, when METRICS_PORT asks for one (GET /metrics is then not served on the API's port). */
export async function startMetricsPort(config: Config, logger: Logger): Promise<RunningServer | undefined> {
  if (config.metricsPort === undefined) return undefined;
  return startMetricsServer(createMetricsEndpoint(config.metricsToken, logger), config.metricsPort, config.metricsHost, logger);
}

export async function createHttpApp(config: Config, services: Services, logger: Logger): Promise<RequestListener> {
  return composeHttpListener(await createHttpParts(config, services, logger));
}

/** Opens the database (embedded unless DATABASE_URL is set) and applies migrations. */
export async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  const db = await openDatabase(
    config,
    (line) => logger.debug({ postgres: line.trim() }, 'embedded postgres'),
    // While the database is away every connection attempt fails: the 503s and the worker's one line say so.
    (level, message) => logger[DATABASE_UNAVAILABLE_MESSAGE.test(message) ? 'debug' : level]({ component: 'knex' }, message.split('\n')[0]),
  );
  try {
    await migrate(db.knex, db.url, config.secretKey);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
