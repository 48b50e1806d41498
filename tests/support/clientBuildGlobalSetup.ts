// Vitest global setup of the e2e project: one folder for the run's built client (clientBuild.ts builds it when a
// journey first asks), removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'sikka-dist-'));
  project.provide('sikkaClientDist', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
