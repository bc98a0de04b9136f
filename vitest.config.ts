import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, no I/O) and `integration` (real PostgreSQL, real HTTP).
// The integration project starts one embedded PostgreSQL and a migrated template database in
// its global setup; every test file clones its own database from that template.
// Three test files at a time (ADR 0187). Vitest's default on this 2-core machine is one (cores − 1), and most
// integration files wait on processes, PostgreSQL and Chromium rather than compute: one at a time left a core idle
// and took `make test` past its 20-minute budget (the whole suite on Node 24: 915 s with one, 607 s with three).
const TEST_FILES_AT_ONCE = 3;

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
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
