// Work that two processes on one database must not do at once (a seed's read-then-insert): run under a
// session advisory lock on one connection, released when the work ends or fails.
import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Runs `work` on one connection while holding the advisory lock named `name`; another process waits for it. */
export function oneAtATime<T>(
  db: Database,
  name: string,
  work: (connection: Database) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
