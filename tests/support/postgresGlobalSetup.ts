// Vitest global setup: ONE embedded PostgreSQL for the whole run (temp data dir, free loopback port), with a
// migrated template database that tests/support/postgres.ts clones per test file; removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../provider/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../provider/src/platform/db/embedded.ts';
import { migrateToLatest } from '../../provider/src/platform/db/migrator.ts';
import type { TestPostgres } from './postgres.ts';

/** The vitest projects whose tests run a provider; a run of only the others starts no database. */
export const DATABASE_PROJECTS: ReadonlySet<string> = new Set(['provider', 'server', 'e2e']);

const TEMPLATE = 'sikka_template';

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!project.vitest.projects.some((p) => DATABASE_PROJECTS.has(p.name))) {
    project.provide('sikkaPostgres', null);
    return undefined;
  }
  const root = await mkdtemp(join(tmpdir(), 'sikka-test-pg-'));
  const log: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir: join(root, 'cluster'),
    port: await freeLoopbackPort(),
    fast: true,
    onLog: (line) => log.push(line),
  }).catch(async (error: unknown) => {
    await rm(root, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL did not start:\n${log.join('\n')}`, { cause: error });
  });
  await server.ensureDatabase(TEMPLATE);
  const db = openDatabase(server.databaseUrl(TEMPLATE), { maxConnections: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // No connection may stay on a template, or CREATE DATABASE … TEMPLATE refuses to copy it.
    await db.destroy();
  }
  project.provide('sikkaPostgres', { adminUrl: server.adminUrl, template: TEMPLATE } satisfies TestPostgres);
  return async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  };
}
