// Versioned migrations, run at start-up: on an empty database they create everything; run again they change nothing.
import { freshDatabase, testPostgres } from '@sikka/tests/support/postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { migrateToLatest, migrationsDone } from './migrator.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A database with nothing in it (not cloned from the migrated template). */
async function emptyDatabase(): Promise<string> {
  const { adminUrl } = testPostgres();
  const name = `empty_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations', () => {
  it('apply every migration in order to an empty database, then report done', async () => {
    const db = openDatabase(await emptyDatabase());
    try {
      expect(await migrationsDone(db)).toBe(false);
      expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS).sort());
      expect(await migrationsDone(db)).toBe(true);
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['users', 'otps', 'revoked_tokens', 'dev_outbox']),
      );
    } finally {
      await db.destroy();
    }
  });

  it('are idempotent: a second run (or a second process starting) applies nothing', async () => {
    const database = await freshDatabase();
    cleanups.push(database.drop);
    const first = openDatabase(database.url);
    const second = openDatabase(database.url);
    try {
      const [a, b] = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect([...a, ...b]).toEqual([]);
      expect(await migrationsDone(first)).toBe(true);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('two processes starting on one empty database apply each migration once', async () => {
    const url = await emptyDatabase();
    const first = openDatabase(url);
    const second = openDatabase(url);
    try {
      const [a, b] = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect([...a, ...b].sort()).toEqual(Object.keys(MIGRATIONS).sort());
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });
});
