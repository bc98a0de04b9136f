import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, no I/O) and `integration` (real PostgreSQL, real HTTP).
// The integration project starts one embedded PostgreSQL and a migrated template database in
// its global setup; every test file clones its own database from that template.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
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
