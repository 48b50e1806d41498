// One runner for every suite: unit tests beside the code in each package, journeys in tests/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One embedded PostgreSQL for the whole run (provider, server and e2e projects); each test file
    // clones a fresh migrated database from it (tests/support/postgres.ts).
    globalSetup: ['tests/support/postgresGlobalSetup.ts'],
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'provider',
          include: ['provider/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
