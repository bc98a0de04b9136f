import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, no I/O), `integration` (real PostgreSQL, real HTTP) and `integration-alone`.
// The integration projects start one embedded PostgreSQL and a migrated template database in their global setup;
// every test file clones its own database from that template.
//
// Three test files at a time (ADR 0187). Vitest's default on this 2-core machine is one (cores − 1), and most
// integration files wait on processes, PostgreSQL and Chromium rather than compute: one at a time left a core idle
// and took `make test` past its 20-minute budget (the whole suite on Node 24: 915 s with one, 607 s with three).
const TEST_FILES_AT_ONCE = 3;

/**
 * Files that hold the service to a stated latency or deadline under a load they make themselves (/healthz within
 * 500 ms while large bodies arrive, reads within 1 s beside slow export readers, deliveries through a failover or an
 * outage within their deadlines, background pacing by the machine's CPU pressure). Run beside two other files, the
 * machine's load is theirs plus others', and a bound that holds for the service was missed for the test's sake
 * (/healthz 572 ms once). `make test` runs them after the rest, one at a time (`--project integration-alone
 * --maxWorkers=1`).
 */
const RUN_ALONE = [
  'test/integration/http/slow-readers-and-large-bodies.test.ts',
  'test/integration/runtime/scale-out.test.ts',
  'test/integration/db/failover.test.ts',
  'test/integration/db/database-outage.test.ts',
  'test/integration/cli/background-pacing.test.ts',
];

const integration = {
  environment: 'node',
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    maxWorkers: TEST_FILES_AT_ONCE,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // A timeout catches a hang, not slowness: with three files sharing two cores, a property test of 1.5 s
          // alone took 3.2 s, and more beside a browser test (ADR 0187).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RUN_ALONE],
          ...integration,
        },
      },
      {
        test: {
          name: 'integration-alone',
          include: RUN_ALONE,
          ...integration,
        },
      },
    ],
  },
});
