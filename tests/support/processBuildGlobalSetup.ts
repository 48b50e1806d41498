// Vitest global setup: the provider and the BFF compiled once per run as the container image runs them
// (deploy/build.mjs, server/dist/main.mjs and provider/dist/main.mjs), so the processes the tests start skip
// compiling TypeScript at every start (processes.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { DATABASE_PROJECTS } from './postgresGlobalSetup.ts';
import { PROCESS_BUNDLES } from './processBundles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(project: TestProject): void {
  if (!project.vitest.projects.some((p) => DATABASE_PROJECTS.has(p.name))) {
    project.provide(PROCESS_BUNDLES, false);
    return;
  }
  const result = spawnSync(process.execPath, ['deploy/build.mjs'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`deploy/build.mjs failed:\n${result.stdout}\n${result.stderr}`);
  project.provide(PROCESS_BUNDLES, true);
}
