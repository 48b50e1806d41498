// knip (npm run knip, run by npm test in scripts/codeHealth.test.ts): no unused file, dependency, export or type.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Exports read only through a namespace import count too (knip leaves these two out by default). Class members
  // are not checked: calls through an interface or a Fastify decorator (start/stop, add) read as unused.
  include: ['nsExports', 'nsTypes'],
  // A stylesheet's url("…") reads as an import, so the files and packages it names count as used.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/url\("([^"]+)"\)/g)].map(([, url]) => `import '${url}';`).join('\n'),
  },
  workspaces: {
    '.': {
      // The image's build and the maintenance switch are run by path (Dockerfile, README).
      entry: ['deploy/*.mjs', 'scripts/*.ts'],
      ignore: ['docs/examples/**'],
      // scripts/importDirection.test.ts runs Biome by its path in node_modules/.bin, which reads as a package name;
      // scripts/rupeeFont.ts reads a font file from the client's Inter package (client/package.json lists it).
      ignoreDependencies: ['biome', '@fontsource-variable/inter'],
    },
    client: {
      // The service worker is built by vite-plugin-pwa from its own folder; the offline page it writes links its
      // stylesheet by URL (docs/app.md).
      entry: ['worker/sw.ts', 'public/offline.css'],
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
