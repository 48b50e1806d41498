// Opens the provider's database (any PostgreSQL, by URL) as a typed Kysely instance over a pg pool.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Tables } from './schema.ts';

export type Database = Kysely<Tables>;

export function openDatabase(url: string, options: { maxConnections?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
