// The client as `npm start` serves it, built at most once per test run: the e2e project's global setup
// (clientBuildGlobalSetup.ts) names an empty folder, and the first journey that needs the client builds into it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    sikkaClientDist: string;
  }
}

const clientRoot = fileURLToPath(new URL('../../client', import.meta.url));

/** Builds the client into `outDir` (vite build). */
export function buildClient(outDir: string): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: clientRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`client build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * The folder of this run's built client, built on the first call. The e2e project runs its files one at a time
 * (fileParallelism: false), so no two calls build at once.
 */
export function builtClient(): string {
  const outDir = inject('sikkaClientDist');
  if (!outDir)
    throw new Error('No client folder: run in the e2e project (tests/support/clientBuildGlobalSetup.ts)');
  if (!existsSync(join(outDir, 'index.html'))) buildClient(outDir);
  return outDir;
}
