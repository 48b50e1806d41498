// knip (npm run knip, run by npm test in scripts/codeHealth.test.ts): no unused file, no unused or unlisted dependency.
// Unused exports are not checked yet (about 350 today, many used only by tests): a later cleanup turns them on.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  rules: {
    exports: 'off',
    types: 'off',
    nsExports: 'off',
    nsTypes: 'off',
    enumMembers: 'off',
    classMembers: 'off',
    duplicates: 'off',
  },
  workspaces: {
    '.': {
      // The image's build and the maintenance switch are run by path (Dockerfile, README).
      entry: ['deploy/*.mjs', 'scripts/*.ts'],
      ignore: ['docs/examples/**'],
      // scripts/importDirection.test.ts runs Biome by its path in node_modules/.bin, which reads as a package name.
      ignoreDependencies: ['biome'],
    },
    tests: {
      // The fan-out benchmark spawns its relay by path.
      entry: ['**/*.test.ts', 'bench/**/*.ts', 'chaos/**/*.ts', 'support/**/*.ts'],
      // axe-core is read as a file (require.resolve) into the page; firebase is what firebase-server runs on.
      ignoreDependencies: ['axe-core', 'firebase'],
    },
  },
};

export default config;
