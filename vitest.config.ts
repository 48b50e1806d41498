// One runner for every suite: unit tests beside the code in each package, journeys in tests/.
// `npm test` runs every project; `npm run test:unit` only the *-unit ones and shared, client and tooling,
// which need no PostgreSQL, Chromium or Redis.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// A test that starts real services does it through one of these set-up helpers (tests/support/).
const SERVICE_HELPERS =
  /@sikka\/tests\/support\/(postgres|provider|bff|money|processes|restartableProvider|debianServices|browser|browserSession|firebase|clientBuild|bffClient|tcpBalancer|faultProxy|journey)['"]/;

/** A package's test files split into those that need real services and those that do not. */
function split(pkg: string): { unit: string[]; integration: string[] } {
  const files = readdirSync(`${pkg}/src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${pkg}/src/${file}`);
  const integration = files.filter((file) => SERVICE_HELPERS.test(readFileSync(file, 'utf8')));
  return { unit: files.filter((file) => !integration.includes(file)), integration };
}

const provider = split('provider');
const server = split('server');
const services = { environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    // One embedded PostgreSQL for the whole run (provider, server and e2e projects); each test file
    // clones a fresh migrated database from it (tests/support/postgres.ts).
    // The provider and the BFF compiled once, as the image runs them, for the processes tests start.
    globalSetup: ['tests/support/postgresGlobalSetup.ts', 'tests/support/processBuildGlobalSetup.ts'],
    // Two files at a time (vitest's default on a 2-core machine is one): the journeys mostly wait on the browser and
    // the network, so a service test beside them fits; the journeys themselves still run one after another.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'provider-unit', include: provider.unit, environment: 'node' } },
      { test: { name: 'provider', include: provider.integration, ...services } },
      { test: { name: 'server-unit', include: server.unit, environment: 'node' } },
      { test: { name: 'server', include: server.integration, ...services } },
      { test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          exclude: ['scripts/codeHealth.test.ts', 'scripts/bundleBudget.test.ts'],
          environment: 'node',
        },
      },
      // Lint, typecheck and the bundle budget of the whole tree: part of `npm test`, too slow for the unit loop.
      {
        test: {
          name: 'health',
          include: ['scripts/codeHealth.test.ts', 'scripts/bundleBudget.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          // The run's built client, shared by every journey (tests/support/clientBuild.ts).
          globalSetup: ['tests/support/clientBuildGlobalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
