// A real provider in this test process, on its own fresh database: buildProvider + listen on 127.0.0.1:0.
// A provider test file starts with `const provider = providerForFile(options)` (or `databaseForFile()` when it
// needs only the tables). Also the development fixtures as functions: latest OTP from the outbox, a user in a state.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildProvider, cipherFor, passwordsFor } from '../../provider/src/app.ts';
import { seedDemoAccount } from '../../provider/src/domains/dev/demoAccount.ts';
import type { DevUserRequest, DevUserResponse } from '../../provider/src/domains/dev/devRoutes.ts';
import type { MarketFeed } from '../../provider/src/domains/market/simulator.ts';
import { ManualClock } from '../../provider/src/platform/clock.ts';
import { loadProviderConfig, type ProviderConfig } from '../../provider/src/platform/config.ts';
import { type Database, openDatabase } from '../../provider/src/platform/db/database.ts';
import type { OutboxEntry } from '../../provider/src/platform/delivery/devOutbox.ts';
import { documentStoreFor } from '../../provider/src/platform/documents/documentStore.ts';
import { forFile } from './forFile.ts';
import { freshDatabase, type TestDatabase } from './postgres.ts';
import { temporaryDocumentDir } from './processes.ts';

export type { DevUserRequest, DevUserResponse, OutboxEntry };
export { ManualClock };

export interface TestProvider {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Where the operator calls answer: their own listener with OPERATOR_PORT, else `url`. */
  operatorUrl: string;
  config: ProviderConfig;
  /** The provider's own clock: move it to expire tokens, OTPs, resend waits and captchas. */
  clock: ManualClock;
  db: Database;
  database: TestDatabase;
  /** Stops the provider process's server (as a crash or deploy would) and starts a new one on the same port and data. */
  restart(options?: { downMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export interface TestProviderOptions {
  /**
   * Provider variables over the test defaults: NODE_ENV=test, LOG_LEVEL=silent, CAPTCHA_MAX_NUMBER=1000,
   * a cheap argon2id (4 MiB, 1 pass: about 5 ms a hash instead of about 120 ms), and the simulated chain's
   * blocks and the withdrawal processor off (CHAIN_BLOCK_MS=0, WITHDRAWAL_PROCESS_MS=0): tests move them with
   * POST /dev/chain/blocks and POST /dev/withdrawals/process.
   */
  env?: Record<string, string>;
  clock?: ManualClock;
  logStream?: DestinationStream;
  /** Seed the demo account (9999999999 / Demo@1234) as `npm start` does. Default false. */
  demoAccount?: boolean;
  /** The market feed (default: the seeded simulator); a fixed one makes quotes exact to the paisa. */
  market?: MarketFeed;
}

export interface TestDb {
  /** The provider's Kysely handle on the database. */
  db: Database;
  database: TestDatabase;
  /** Closes the handle's connections and drops the database. */
  close(): Promise<void>;
}

/** A fresh migrated database with the provider's handle on it, for tests of the provider's modules without HTTP. */
export async function startTestDatabase(options: { maxConnections?: number } = {}): Promise<TestDb> {
  const database = await freshDatabase();
  const db = openDatabase(database.url, options);
  return {
    db,
    database,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** Starts a provider in-process on a fresh migrated database; `close()` stops it and drops the database. */
export async function startTestProvider(options: TestProviderOptions = {}): Promise<TestProvider> {
  const { db, database } = await startTestDatabase();
  const documents = temporaryDocumentDir();
  const config = loadProviderConfig({
    DOCUMENT_DIR: documents,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '1000',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_PASSES: '1',
    CHAIN_BLOCK_MS: '0',
    WITHDRAWAL_PROCESS_MS: '0',
    ...options.env,
    DATABASE_URL: database.url,
  });
  const clock = options.clock ?? new ManualClock();
  if (options.demoAccount)
    await seedDemoAccount(db, passwordsFor(config), cipherFor(config), documentStoreFor(config));
  const build = () =>
    buildProvider(config, {
      db,
      clock,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.market ? { market: options.market } : {}),
    });
  const app = build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  // OPERATOR_PORT=0 in a test: the operator listener on a free port of its own (operatorUrl).
  await app.operatorListener?.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const operatorAddress = app.operatorListener?.server.address();
  const provider: TestProvider = {
    app,
    url: `http://127.0.0.1:${port}`,
    operatorUrl:
      typeof operatorAddress === 'object' && operatorAddress
        ? `http://127.0.0.1:${operatorAddress.port}`
        : `http://127.0.0.1:${port}`,
    config,
    clock,
    db,
    database,
    async restart({ downMs = 0 } = {}) {
      await provider.app.close();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      provider.app = build();
      await provider.app.listen({ host: '127.0.0.1', port });
    },
    async close() {
      await provider.app.close();
      await db.destroy();
      await database.drop();
      rmSync(documents, { recursive: true, force: true });
    },
  };
  return provider;
}

/** One provider for the test file: started before its first test, closed (and its database dropped) after the last. */
export function providerForFile(options: TestProviderOptions = {}): TestProvider {
  return forFile('the test provider', () => startTestProvider(options));
}

/** One fresh migrated database for the test file, with the provider's handle on it; dropped after the last test. */
export function databaseForFile(options: { maxConnections?: number } = {}): TestDb {
  return forFile('the test database', () => startTestDatabase(options));
}

/** The dev outbox for a mobile number or e-mail, newest first (GET /dev/outbox?to=). */
export async function readOutbox(providerUrl: string, to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${providerUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxEntry[];
}

/**
 * The dev outbox for a number or address once `ready(entries)` holds, waited for (up to 10 s): a message's SMS or
 * e-mail is sent after its event commits.
 */
export async function outboxWhen(
  providerUrl: string,
  to: string,
  ready: (entries: OutboxEntry[]) => boolean,
): Promise<OutboxEntry[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entries = await readOutbox(providerUrl, to);
    if (ready(entries)) return entries;
    if (Date.now() > deadline)
      throw new Error(`the outbox for ${to} never got there: ${JSON.stringify(entries)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest code of one §9 purpose sent to a number or address, waited for (up to 5 s) as a journey's SMS is. */
export async function newestCode(providerUrl: string, to: string, purpose: number): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const code = (await readOutbox(providerUrl, to)).find((entry) => entry.purpose === purpose)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code of purpose ${purpose} for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest code sent to a mobile number or e-mail (a message's SMS, which has none, passed over); throws when none was. */
export async function latestOtp(providerUrl: string, to: string): Promise<string> {
  const newest = (await readOutbox(providerUrl, to)).find((entry) => entry.code !== '');
  if (!newest) throw new Error(`no code in the dev outbox for ${to}`);
  return newest.code;
}

/** A user in the state a test needs (POST /dev/users); see docs/auth.md "Development fixtures". */
export async function createUser(providerUrl: string, spec: DevUserRequest = {}): Promise<DevUserResponse> {
  const response = await fetch(`${providerUrl}/dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  if (response.status !== 201)
    throw new Error(`POST /dev/users answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as DevUserResponse;
}

/** Marks a user verified (POST /dev/users/:id/verify; docs/requirements.md §4 verification_status 21, status 1). */
export async function verifyUser(providerUrl: string, id: number): Promise<void> {
  const response = await fetch(`${providerUrl}/dev/users/${id}/verify`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /dev/users/${id}/verify answered ${response.status}`);
}

/** A verified bank account for rupee withdrawals (POST /dev/users/:id/bank-account; docs/money.md). */
export async function addBankAccount(providerUrl: string, id: number, account: object = {}): Promise<void> {
  const response = await fetch(`${providerUrl}/dev/users/${id}/bank-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`POST /dev/users/${id}/bank-account answered ${response.status}`);
}

/** Funds a user through a completed deposit and its ledger entry (POST /dev/users/:id/fund; docs/money.md). */
export async function fundUser(
  providerUrl: string,
  id: number,
  asset: string,
  amount: string,
): Promise<void> {
  const response = await fetch(`${providerUrl}/dev/users/${id}/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asset, amount }),
  });
  if (response.status !== 201)
    throw new Error(`POST /dev/users/${id}/fund answered ${response.status}: ${await response.text()}`);
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
  body: any;
  headers: Record<string, unknown>;
}

/** One provider call in-process (app.inject): JSON in, JSON out; `bearer` and `token` set those headers. */
export async function call(
  provider: Pick<TestProvider, 'app'>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; bearer?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const response = await provider.app.inject({
    method,
    url,
    headers: {
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...(options.token ? { token: options.token } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** Logs a user with an SMS OTP in (login → outbox → POST /auth/verify-otp) and answers the session token. */
export async function signIn(
  provider: Pick<TestProvider, 'app'>,
  mobile: string,
  password = 'Demo@1234',
): Promise<{ token: string; id: number }> {
  const login = await call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const outbox = await call(provider, 'GET', `/dev/outbox?to=${mobile}`);
  const otp = (outbox.body as OutboxEntry[]).find((entry) => entry.code !== '')?.code;
  const verified = await call(provider, 'POST', '/auth/verify-otp', {
    body: { mobile_number: mobile, type: 1, otp },
  });
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token, id: verified.body.id };
}
