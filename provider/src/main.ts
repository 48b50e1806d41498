// Provider entry point: parse the environment, start the embedded PostgreSQL unless DATABASE_URL is set,
// migrate, seal sensitive columns, seed the demo account, build, listen, and say where; stop it all in order on a signal.
import { resolve } from 'node:path';
import { ConfigError } from '@sikka/shared/config/env';
import type { FastifyInstance } from 'fastify';
import { buildProvider, cipherFor, passwordsFor } from './app.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './domains/dev/index.ts';
import { seedLendingPool } from './domains/lending/index.ts';
import { seedRewardsPool } from './domains/rewards/index.ts';
import { loadProviderConfig, type ProviderConfig } from './platform/config.ts';
import { sealColumnsAtRest } from './platform/crypto/sealedColumns.ts';
import { type Database, openDatabase } from './platform/db/database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { EmbeddedPostgresSetupError } from './platform/db/embeddedAccount.ts';
import { EmbeddedPostgresInUseError } from './platform/db/embeddedOrphans.ts';
import { migrateToLatest } from './platform/db/migrator.ts';
import { documentStoreFor } from './platform/documents/documentStore.ts';

const EMBEDDED_DATABASE = 'sikka';

let config: ProviderConfig;
try {
  config = loadProviderConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`provider: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

let embedded: EmbeddedPostgres | undefined;
let db: Database | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Requests first, then their database, then the server under it: nothing is cut off mid-query. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app?.close().catch(() => {});
  await db?.destroy().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop(0));

try {
  let databaseUrl = config.DATABASE_URL;
  if (databaseUrl === undefined) {
    const dataDir = resolve(config.DATA_DIR, 'postgres');
    const debug = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.EMBEDDED_DB_PORT,
      onNotice: (line: string) => console.warn(`provider: ${line}`),
      ...(debug ? { onLog: (line: string) => console.error(line) } : {}),
    });
    await embedded.ensureDatabase(EMBEDDED_DATABASE);
    databaseUrl = embedded.databaseUrl(EMBEDDED_DATABASE);
    console.log(`provider: embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_DB_PORT}, data in ${dataDir}`);
  }

  db = openDatabase(databaseUrl);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`provider: applied migrations ${applied.join(', ')}`);
  const cipher = cipherFor(config);
  for (const [field, count] of Object.entries(await sealColumnsAtRest(db, cipher)))
    console.log(`provider: sealed ${count} values of ${field} under the current FIELD_ENCRYPTION_KEYS key`);
  const documentStore = documentStoreFor(config);
  if (config.DEMO_ACCOUNT === 'on') {
    await seedDemoAccount(db, passwordsFor(config), cipher, documentStore);
    // The embedded default's rewards pool, so its campaigns award cards (docs/rewards.md).
    await seedRewardsPool(db);
    // And its lending pool, so loans can be taken (docs/lending.md).
    await seedLendingPool(db);
    console.log(
      `provider: demo account ${DEMO_ACCOUNT.mobile_number} / ${DEMO_ACCOUNT.password} (${DEMO_ACCOUNT.email}), verified and funded`,
    );
  }

  app = buildProvider(config, {
    db,
    documentStore,
    // The outbox's console copy is for a person at a terminal; tests read GET /dev/outbox.
    ...(config.NODE_ENV === 'development' ? { printOutbox: (line: string) => console.log(line) } : {}),
  });
  await app.listen({ host: config.PROVIDER_HOST, port: config.PROVIDER_PORT });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.PROVIDER_PORT;
  const where = `http://${config.PROVIDER_HOST}:${port}`;
  console.log(
    `provider: listening on ${where} (pid ${process.pid})${config.DEV_FIXTURES ? ` (dev outbox at ${where}/dev/outbox?to=)` : ''}`,
  );
  // The embedded default publishes its first proof of reserves now rather than a day from now; a failure here (another
  // process taking it) leaves it to the schedule and never stops the start.
  if (config.DEMO_ACCOUNT === 'on')
    await app.reserves
      .takeFirst()
      .catch((error: unknown) => app?.log.warn({ err: error }, 'no first snapshot'));
  if (app.operatorListener) {
    const operator = await app.operatorListener.listen({
      host: config.OPERATOR_HOST,
      port: config.OPERATOR_PORT,
    });
    console.log(`provider: operator calls (/admin/) only on ${operator}`);
  }
} catch (error) {
  // A failed start must not leave the embedded server running (it would hold the port and data directory).
  // Set-up errors say what to do; anything else is shown whole.
  const known = error instanceof EmbeddedPostgresSetupError || error instanceof EmbeddedPostgresInUseError;
  console.error('provider: could not start:', known ? error.message : error);
  await stop(1);
}
