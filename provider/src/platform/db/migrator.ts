// Runs the versioned migrations (migrations/) at start-up; Kysely's lock makes concurrent starts safe.
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { MIGRATIONS } from './migrations/index.ts';

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
}

/** Applies every migration not yet applied; running it again changes nothing. Returns the names applied now. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const result: MigrationResultSet = await migrator(db as unknown as Kysely<unknown>).migrateToLatest();
  if (result.error) throw result.error;
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether every migration this code knows is applied (readiness); false when the database cannot say. */
export async function migrationsDone<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const migrations = await migrator(db as unknown as Kysely<unknown>).getMigrations();
    return migrations.every((m) => m.executedAt !== undefined);
  } catch {
    return false;
  }
}

/** Applies or reverts migrations until `name` is the last applied (a test's database as an older release left it). */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<void> {
  const result = await migrator(db as unknown as Kysely<unknown>).migrateTo(name);
  if (result.error) throw result.error;
}
