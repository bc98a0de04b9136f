import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireClosedMetrics } from '../../src/config.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('DB_NAMED_STATEMENTS', () => {
  it('is on by default, off with false (a transaction-mode pooler in front), and refuses anything else', () => {
    expect(load().dbNamedStatements).toBe(true);
    expect(load({ DB_NAMED_STATEMENTS: 'false' }).dbNamedStatements).toBe(false);
    expect(load({ DB_NAMED_STATEMENTS: 'true' }).dbNamedStatements).toBe(true);
    expect(() => load({ DB_NAMED_STATEMENTS: 'sometimes' })).toThrow(ConfigError);
  });
});

describe('configuration of the worker and the webhook log', () => {
  it('has the documented defaults', () => {
    expect(load()).toMatchObject({ workerConcurrency: 40, workerFetchBatch: 200, workerNiceness: 10, webhookDisableAfterHours: 120, webhookLogRetentionDays: 30, webhookMaxInFlightPerClient: 10, trustProxy: [] });
  });

  // Each variable: its smallest and largest accepted values, then one step outside on each side.
  const bounds: [string, keyof ReturnType<typeof loadConfig>, number, number][] = [
    ['WORKER_CONCURRENCY', 'workerConcurrency', 1, 500],
    ['WORKER_FETCH_BATCH', 'workerFetchBatch', 1, 5_000],
    ['WORKER_NICENESS', 'workerNiceness', 0, 19],
    ['WEBHOOK_DISABLE_AFTER_HOURS', 'webhookDisableAfterHours', 1, 24 * 365],
    ['WEBHOOK_LOG_RETENTION_DAYS', 'webhookLogRetentionDays', 1, 3650],
    ['WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT', 'webhookMaxInFlightPerClient', 1, 500],
  ];
  for (const [variable, field, min, max] of bounds) {
    it(`accepts ${variable} from ${min} to ${max} and refuses anything else`, () => {
      expect(load({ [variable]: String(min) })[field]).toBe(min);
      expect(load({ [variable]: String(max) })[field]).toBe(max);
      for (const refused of [String(min - 1), String(max + 1), '2.5', 'many']) {
        expect(() => load({ [variable]: refused }), `${variable}=${refused}`).toThrow(ConfigError);
      }
      expect(() => load({ [variable]: String(max + 1) })).toThrow(`${variable}: "${max + 1}" must be a whole number from ${min} to ${max}`);
    });
  }
});

describe('TRUST_PROXY', () => {
  it('takes addresses, CIDRs and proxy-addr names separated by commas, and refuses anything else', () => {
    expect(load({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    for (const refused of ['everyone', '10.0.0.0/33', '300.1.1.1']) {
      expect(() => load({ TRUST_PROXY: refused }), refused).toThrow(/^TRUST_PROXY: /);
    }
  });
});

describe('configuration of /metrics', () => {
  it('serves it on the API port, open, unless told otherwise', () => {
    expect(load()).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: undefined });
  });

  it('accepts a metrics port from 0 to 65535 and a token of 16 to 200 characters, and refuses anything else', () => {
    expect(load({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(load({ METRICS_PORT: '65535', METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 65_535, metricsHost: '10.0.0.5' });
    expect(() => load({ METRICS_PORT: '65536' })).toThrow(ConfigError);
    expect(() => load({ METRICS_PORT: '-1' })).toThrow(ConfigError);
    expect(load({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(load({ METRICS_TOKEN: 'a'.repeat(200) }).metricsToken).toBe('a'.repeat(200));
    for (const bad of ['a'.repeat(15), 'a'.repeat(201), 'has a space in it here']) expect(() => load({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN/);
  });
});

describe('what one party may take of the others', () => {
  it('limits exports and buffered bodies by default, and keeps exports to fewer connections than the pool', () => {
    expect(load()).toMatchObject({
      exports: { perClient: 2, total: 8, dbConnections: 1, idleTimeoutMs: 30_000, maxDurationMs: 900_000 },
      bodyBufferTotalBytes: 64 * 1024 * 1024,
    });
    expect(load({ DB_POOL_MAX: '4', EXPORT_DB_CONNECTIONS: '3' }).exports.dbConnections).toBe(3);
    expect(() => load({ DB_POOL_MAX: '4', EXPORT_DB_CONNECTIONS: '4' })).toThrow(/EXPORT_DB_CONNECTIONS \(4\) must be less than DB_POOL_MAX \(4\)/);
    const bad: Record<string, string>[] = [{ EXPORT_MAX_PER_CLIENT: '0' }, { EXPORT_MAX_TOTAL: '0' }, { EXPORT_IDLE_TIMEOUT_MS: '99' }, { BODY_BUFFER_TOTAL_BYTES: String(1024 * 1024) }];
    for (const env of bad) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('refuses a production server whose /metrics would be open: neither METRICS_TOKEN nor METRICS_PORT', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: '11'.repeat(32), DATABASE_URL: 'postgres://pss@db.example/pss' };
    expect(() => requireClosedMetrics(load(production))).toThrow(/NODE_ENV=production needs METRICS_TOKEN or METRICS_PORT/);
    expect(() => requireClosedMetrics(load({ ...production, METRICS_TOKEN: 'a'.repeat(16) }))).not.toThrow();
    expect(() => requireClosedMetrics(load({ ...production, METRICS_PORT: '9100' }))).not.toThrow();
    expect(() => requireClosedMetrics(load())).not.toThrow();
  });
});

describe('production and development mode', () => {
  it('refuses NODE_ENV=production without DATABASE_URL, and accepts it with one', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: '11'.repeat(32) };
    expect(() => load(production)).toThrow('DATABASE_URL is required when NODE_ENV=production');
    expect(load({ ...production, DATABASE_URL: 'postgres://pss@db.example/pss' })).toMatchObject({ nodeEnv: 'production', nodeEnvUnset: false, allowPrivateWebhookUrls: false });
  });

  it('says when NODE_ENV is unset, so the development defaults can be announced', () => {
    expect(load()).toMatchObject({ nodeEnv: 'development', nodeEnvUnset: true, allowPrivateWebhookUrls: true });
    expect(load({ NODE_ENV: 'development' })).toMatchObject({ nodeEnvUnset: false });
  });
});

describe('BACKGROUND_PACING', () => {
  it('is on by default with the documented settings, and off with false', () => {
    expect(load().backgroundPacing).toEqual({ pressureFile: '/proc/pressure/cpu', threshold: 20, maxRatio: 6, maxPauseMs: 1_000 });
    expect(load({ BACKGROUND_PACING: 'false' }).backgroundPacing).toBeUndefined();
    expect(load({ BACKGROUND_PACING_PRESSURE_FILE: '/sys/fs/cgroup/api.slice/cpu.pressure' }).backgroundPacing?.pressureFile).toBe('/sys/fs/cgroup/api.slice/cpu.pressure');
    expect(() => load({ BACKGROUND_PACING: 'sometimes' })).toThrow(ConfigError);
  });

  const bounds: [string, 'threshold' | 'maxRatio' | 'maxPauseMs', number, number][] = [
    ['BACKGROUND_PACING_THRESHOLD', 'threshold', 0, 99],
    ['BACKGROUND_PACING_MAX_RATIO', 'maxRatio', 1, 10],
    ['BACKGROUND_PACING_MAX_PAUSE_MS', 'maxPauseMs', 10, 2_000],
  ];
  for (const [variable, field, min, max] of bounds) {
    it(`accepts ${variable} from ${min} to ${max} and refuses anything else`, () => {
      expect(load({ [variable]: String(min) }).backgroundPacing?.[field]).toBe(min);
      expect(load({ [variable]: String(max) }).backgroundPacing?.[field]).toBe(max);
      for (const refused of [String(min - 1), String(max + 1), '2.5']) expect(() => load({ [variable]: refused }), `${variable}=${refused}`).toThrow(ConfigError);
    });
  }
});
