// One runner for every suite: unit tests beside the code in each package, journeys in tests/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'provider', include: ['provider/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', include: ['server/src/**/*.test.ts'], environment: 'node' } },
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
