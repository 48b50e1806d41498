// A fresh, migrated PostgreSQL database for a test file, cloned from the template the test run's global setup made.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** What postgresGlobalSetup.ts provides to every test file of the run. */
export interface TestPostgres {
  /** URL of the cluster's `postgres` database (for CREATE/DROP DATABASE). */
  adminUrl: string;
  /** The migrated template database each fresh database is cloned from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sikkaPostgres: TestPostgres | null;
  }
}

export interface TestDatabase {
  /** Connection URL of this file's own database: give it to the provider as DATABASE_URL. */
  url: string;
  name: string;
  /** Drops the database (closing any connection left open). */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** The test run's PostgreSQL, or a clear error when the global setup did not start one. */
export function testPostgres(): TestPostgres {
  const provided = inject('sikkaPostgres');
  if (!provided) {
    throw new Error(
      'No test PostgreSQL: run under `vitest run` with tests/support/postgresGlobalSetup.ts as globalSetup ' +
        '(vitest.config.ts), in a project it starts the database for.',
    );
  }
  return provided;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgres().adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// 55006: the template is briefly in use (another CREATE DATABASE copying it); trying again is enough.
const TEMPLATE_BUSY = '55006';

/** A new database with every migration applied (about 40 ms): one per test file, or per test that needs its own. */
export async function freshDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = testPostgres();
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () =>
      admin(async (client) => {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      }),
  };
}
