// Compiles the two processes for the container image (Dockerfile): each entry point and the workspace TypeScript
// it imports (server/ or provider/, and shared/) bundled into one ES module, <package>/dist/main.mjs, with every
// npm package left as an import that the image's production node_modules answers. Same depth as src/main.ts, so
// the defaults that config.ts finds next to itself (client/dist, data/) resolve to the same places.
import { build } from 'esbuild';

/** npm packages stay external (installed by `npm ci --omit=dev`); our own @sikka/* workspaces are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sikka/') ? undefined : { path: args.path, external: true },
    );
  },
};

for (const workspace of ['server', 'provider']) {
  await build({
    entryPoints: [`${workspace}/src/main.ts`],
    outfile: `${workspace}/dist/main.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  console.log(`build: ${workspace}/dist/main.mjs`);
}
