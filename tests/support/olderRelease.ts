// A database as an older release left it, for a test of a migration that moves what that release kept.
import { type Database, openDatabase } from '../../provider/src/platform/db/database.ts';
import { migrateTo } from '../../provider/src/platform/db/migrator.ts';
import { freshDatabase, type TestDatabase } from './postgres.ts';

/** A new database emptied and migrated up to `migration` only; drop `database` and destroy `db` after the file. */
export async function databaseAsOf(migration: string): Promise<{ database: TestDatabase; db: Database }> {
  const database = await freshDatabase();
  const db = openDatabase(database.url);
  await db.schema.dropSchema('public').cascade().execute();
  await db.schema.createSchema('public').execute();
  await migrateTo(db, migration);
  return { database, db };
}
