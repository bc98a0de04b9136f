import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import type { BackgroundPacing } from './shared/background-pacing.js';

/**
 * The one typed configuration module. Every setting has an environment variable, a default and a
 * doc line; a bad value stops the program at start instead of surfacing later.
 */
export interface Config {
  /** PORT: TCP port of the HTTP server. */
  port: number;
  /** HOST: interface the HTTP server binds to. */
  host: string;
  /** DATABASE_URL: PostgreSQL to use; when unset an embedded PostgreSQL runs in DATA_DIR. */
  databaseUrl: string | undefined;
  /** DATA_DIR: where the embedded database and generated development secrets live. */
  dataDir: string;
  /** LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent). */
  logLevel: string;
  /** NODE_ENV: `production` tightens webhook address checks and requires DATABASE_URL and SECRET_KEY. */
  nodeEnv: string;
  /** True when NODE_ENV is unset, so development defaults apply without anyone having chosen them. */
  nodeEnvUnset: boolean;
  /** WEBHOOK_RETRY_SCHEDULE: delays before each retry, e.g. `5s,5m,30m,2h`. */
  webhookRetryScheduleMs: number[];
  /** WEBHOOK_TIMEOUT_MS: a delivery must get a 2xx within this time. */
  webhookTimeoutMs: number;
  /** WEBHOOK_DISABLE_AFTER_HOURS: a webhook with no successful delivery for this long is disabled. */
  webhookDisableAfterHours: number;
  /** WEBHOOK_LOG_RETENTION_DAYS: finished deliveries and their attempts are deleted after this long. */
  webhookLogRetentionDays: number;
  /** ALLOW_PRIVATE_WEBHOOK_URLS: allow loopback/private webhook addresses (true unless production). */
  allowPrivateWebhookUrls: boolean;
  /** SECRET_KEY: 32 bytes (hex or base64) that encrypt signing secrets at rest. */
  secretKey: Buffer;
  /** DB_POOL_MAX: connections per process. */
  dbPoolMax: number;
  /**
   * DB_NAMED_STATEMENTS: whether the hottest statements are prepared once per connection under a
   * name. Off behind a pooler in transaction mode (PgBouncer before 1.21), which hands each
   * transaction a different server connection that does not know the name (docs/scaling.md).
   */
  dbNamedStatements: boolean;
  /** WORKER_CONCURRENCY: webhook deliveries in flight per worker process. */
  workerConcurrency: number;
  /** WORKER_FETCH_BATCH: jobs a worker process locks and fetches in one query (1 = one at a time). */
  workerFetchBatch: number;
  /** How much a background process (`pss worker`, a catalogue import) lowers its CPU priority (0–19). */
  workerNiceness: number;
  /**
   * BACKGROUND_PACING (on unless `false`) and its BACKGROUND_PACING_* settings: how `pss worker` and a
   * catalogue import pause while the host's CPU is contended (src/shared/background-pacing.ts); undefined: never.
   */
  backgroundPacing: BackgroundPacing | undefined;
  /** RATE_LIMIT_PER_MINUTE: default requests per minute per API key (per-client overrides via `pss`). */
  rateLimitPerMinute: number;
  /** DEFAULT_MAX_LIMIT: `max_limit` of a new client when `pss client create` gets no --max-limit. */
  defaultMaxLimit: number;
  /** BODY_LIMIT_BYTES: largest accepted request body. */
  bodyLimitBytes: number;
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this time; a slower one gets 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** AUTH_CACHE_MS: how long a resolved API key is trusted before it is looked up again. */
  authCacheMs: number;
  /** WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT: deliveries of one client being sent at once, all worker processes together. */
  webhookMaxInFlightPerClient: number;
  /** TRUST_PROXY: addresses or CIDRs (or loopback, linklocal, uniquelocal) of proxies whose X-Forwarded-For names the client's address. */
  trustProxy: string[];
  /** METRICS_PORT: serve GET /metrics on this port (on METRICS_HOST) and not on the API's; unset: on the API's port. */
  metricsPort: number | undefined;
  /** METRICS_HOST: interface the metrics port binds to. */
  metricsHost: string;
  /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>` (16 to 200 characters). */
  metricsToken: string | undefined;
  /** BODY_BUFFER_TOTAL_BYTES: request bodies held in memory at once, all requests of the process together (503 beyond). */
  bodyBufferTotalBytes: number;
  /** Exports (GET /products/export), per server process: what one reader may hold (see `exportLimits`). */
  exports: ExportLimits;
  /** What `Idempotency-Key` may keep per client (the contract's *Idempotent retries*). */
  idempotency: IdempotencyQuota;
  /** CLIENT_DOWNLOADS_DIR: the folder whose `pss-client-<version>.tgz` is served under /downloads (default: dist/downloads of the installation). */
  clientDownloadsDir: string | undefined;
}

/** Per client, within the keys' 24 hours; a new key beyond either is refused (docs/adr/0082-idempotency-bounded.md). */
export interface IdempotencyQuota {
  /** IDEMPOTENCY_MAX_KEYS_PER_CLIENT: keys held (answered or running) at once. */
  maxKeys: number;
  /** IDEMPOTENCY_MAX_BYTES_PER_CLIENT: bytes of kept answers (as stored, sealed) at once. */
  maxBytes: number;
}

/** How much of the service exports may take, so that slow readers cannot starve anyone else. */
export interface ExportLimits {
  /** EXPORT_MAX_PER_CLIENT: exports of one client running at once; one more is a 429. */
  perClient: number;
  /** EXPORT_MAX_TOTAL: exports of all clients running at once; one more is a 429. */
  total: number;
  /** EXPORT_DB_CONNECTIONS: pooled connections exports use at once, all exports together (less than DB_POOL_MAX). */
  dbConnections: number;
  /** EXPORT_IDLE_TIMEOUT_MS: an export whose reader takes nothing for this long is cut off. */
  idleTimeoutMs: number;
  /** EXPORT_MAX_DURATION_MS: an export still running after this long is cut off. */
  maxDurationMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function parseDurationMs(text: string, variable: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!match) throw new ConfigError(`${variable}: "${text}" is not a duration like 5s, 5m or 2h`);
  const unit = match[2] ?? 'ms';
  return Math.round(Number(match[1]) * (DURATION_UNITS_MS[unit] ?? 1));
}

function integer(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${variable}: "${raw}" must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function boolean(env: Env, variable: string, fallback: boolean): boolean {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${variable}: "${raw}" must be true or false`);
}

function decodeSecretKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('SECRET_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

/** In development the key is generated once into DATA_DIR so restarts can still decrypt secrets. */
function developmentSecretKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return decodeSecretKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600 });
  return key;
}

function trustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY: ${(error as Error).message}; give addresses or CIDRs separated by commas`);
  }
  return entries;
}

function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16 || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) throw new ConfigError('METRICS_TOKEN must be 16 to 200 printable ASCII characters without spaces');
  return raw;
}

export const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,14h,20h,24h';

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL: "${logLevel}" is not a pino level`);
  }
  const schedule = (env.WEBHOOK_RETRY_SCHEDULE || DEFAULT_RETRY_SCHEDULE)
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => parseDurationMs(part, 'WEBHOOK_RETRY_SCHEDULE'));
  if (schedule.length === 0) throw new ConfigError('WEBHOOK_RETRY_SCHEDULE must list at least one delay');
  const secretKeyRaw = env.SECRET_KEY;
  if (production && !secretKeyRaw) throw new ConfigError('SECRET_KEY is required when NODE_ENV=production');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (production && !databaseUrl) {
    throw new ConfigError('DATABASE_URL is required when NODE_ENV=production: set it to your PostgreSQL server (the embedded database is for development only)');
  }
  const dbPoolMax = integer(env, 'DB_POOL_MAX', 10, 1, 200);
  const bodyLimitBytes = integer(env, 'BODY_LIMIT_BYTES', 16 * 1024 * 1024, 1024, 256 * 1024 * 1024);
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    logLevel,
    nodeEnv,
    nodeEnvUnset: !env.NODE_ENV,
    webhookRetryScheduleMs: schedule,
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    // Five days of continuous failure, after which Svix disables an endpoint too; longer than the retry schedule.
    webhookDisableAfterHours: integer(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 120, 1, 24 * 365),
    webhookLogRetentionDays: integer(env, 'WEBHOOK_LOG_RETENTION_DAYS', 30, 1, 3650),
    allowPrivateWebhookUrls: boolean(env, 'ALLOW_PRIVATE_WEBHOOK_URLS', !production),
    secretKey: secretKeyRaw ? decodeSecretKey(secretKeyRaw) : developmentSecretKey(dataDir),
    dbPoolMax,
    dbNamedStatements: boolean(env, 'DB_NAMED_STATEMENTS', true),
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 40, 1, 500),
    workerFetchBatch: integer(env, 'WORKER_FETCH_BATCH', 200, 1, 5_000),
    workerNiceness: integer(env, 'WORKER_NICENESS', 10, 0, 19),
    backgroundPacing: backgroundPacing(env),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 6000, 1, 10_000_000),
    defaultMaxLimit: integer(env, 'DEFAULT_MAX_LIMIT', 1000, 0, 100_000_000),
    bodyLimitBytes,
    // Four bodies of the largest size at once by default; never less than one.
    bodyBufferTotalBytes: integer(env, 'BODY_BUFFER_TOTAL_BYTES', 4 * bodyLimitBytes, bodyLimitBytes, 4 * 1024 * 1024 * 1024),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    authCacheMs: integer(env, 'AUTH_CACHE_MS', 2_000, 0, 5_000),
    webhookMaxInFlightPerClient: integer(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT', 10, 1, 500),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 0, 65_535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    exports: exportLimits(env, dbPoolMax),
    idempotency: {
      maxKeys: integer(env, 'IDEMPOTENCY_MAX_KEYS_PER_CLIENT', 10_000, 1, 10_000_000),
      maxBytes: integer(env, 'IDEMPOTENCY_MAX_BYTES_PER_CLIENT', 64 * 1024 * 1024, 1024, 64 * 1024 * 1024 * 1024),
    },
    clientDownloadsDir: env.CLIENT_DOWNLOADS_DIR ? path.resolve(env.CLIENT_DOWNLOADS_DIR) : undefined,
  };
}

function backgroundPacing(env: Env): BackgroundPacing | undefined {
  if (!boolean(env, 'BACKGROUND_PACING', true)) return undefined;
  return {
    pressureFile: env.BACKGROUND_PACING_PRESSURE_FILE || '/proc/pressure/cpu',
    // ADR 0144: measured on the 100,000-change burst, 20 and 6 keep the reads at 0.8 of idle or more with every webhook inside 47 s.
    threshold: integer(env, 'BACKGROUND_PACING_THRESHOLD', 20, 0, 99),
    maxRatio: integer(env, 'BACKGROUND_PACING_MAX_RATIO', 6, 1, 10),
    // Well below the 5 s past the attempt timeout after which a delivery's slot counts as crashed.
    maxPauseMs: integer(env, 'BACKGROUND_PACING_MAX_PAUSE_MS', 1_000, 10, 2_000),
  };
}

function exportLimits(env: Env, dbPoolMax: number): ExportLimits {
  const limits: ExportLimits = {
    perClient: integer(env, 'EXPORT_MAX_PER_CLIENT', 2, 1, 100),
    total: integer(env, 'EXPORT_MAX_TOTAL', 8, 1, 1_000),
    dbConnections: integer(env, 'EXPORT_DB_CONNECTIONS', 1, 1, 100),
    idleTimeoutMs: integer(env, 'EXPORT_IDLE_TIMEOUT_MS', 30_000, 100, 600_000),
    maxDurationMs: integer(env, 'EXPORT_MAX_DURATION_MS', 15 * 60_000, 1_000, 24 * 3_600_000),
  };
  // The API's requests and the worker must always find a connection, however many exports run.
  if (limits.dbConnections >= dbPoolMax && dbPoolMax > 1) {
    throw new ConfigError(`EXPORT_DB_CONNECTIONS (${limits.dbConnections}) must be less than DB_POOL_MAX (${dbPoolMax}), so that exports never take every connection`);
  }
  return limits;
}

/**
 * A production API server must not publish its metrics (request counts across all clients, queue
 * depth, versions) to anyone who can reach its port: it needs METRICS_TOKEN or METRICS_PORT.
 */
export function requireClosedMetrics(config: Config): void {
  if (config.nodeEnv === 'production' && config.metricsToken === undefined && config.metricsPort === undefined) {
    throw new ConfigError('NODE_ENV=production needs METRICS_TOKEN or METRICS_PORT, because without either GET /metrics would show every client\'s request counts to anyone who can reach the API');
  }
}
