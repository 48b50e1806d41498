// What every domain uses and no domain owns, built once per app and decorated on it as `app.platform`: the
// database, time, keys, sessions, the one OTP check, messages and their deliveries, the live stream, the job queues,
// the contract router and the operator scope. Domain plugins (domains/*/index.ts) take what they need from it.
import { userChannel } from '@sikka/shared/realtime/stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { ProviderConfig } from './config.ts';
import { FieldCipher } from './crypto/fieldCipher.ts';
import { Passwords } from './crypto/passwords.ts';
import type { Database } from './db/database.ts';
import { deleteExpired } from './db/housekeeping.ts';
import { type Delivery, noGateway } from './delivery/delivery.ts';
import { DevOutbox } from './delivery/devOutbox.ts';
import { MessageDeliveries } from './delivery/messageDeliveries.ts';
import { type DocumentStore, documentStoreFor } from './documents/documentStore.ts';
import { UserEvents } from './events/userEvents.ts';
import { contractRoutes, type Serve } from './http/contract.ts';
import { RateLimiter } from './http/rateLimit.ts';
import { SignUpHooks } from './identity/signUpHooks.ts';
import { Tokens } from './identity/tokens.ts';
import { JobQueue } from './jobs/queue.ts';
import { registerLedgerAdminRoutes } from './ledger/ledgerAdminRoutes.ts';
import { WalletPublisher, walletsOf } from './ledger/wallets.ts';
import { Lifecycle } from './lifecycle.ts';
import { OtpService } from './otp/otpService.ts';
import { StreamHub } from './realtime/streamHub.ts';
import { MaintenanceSwitch } from './system/maintenance.ts';
import { registerMaintenanceRoutes } from './system/maintenanceRoutes.ts';
import { type OperatorRoutes, operatorScope } from './system/operatorScope.ts';

export interface Platform {
  config: ProviderConfig;
  db: Database;
  /** Time for every expiry; tests pass a ManualClock. */
  clock: Clock;
  log: FastifyBaseLogger;
  /** Seals and opens sensitive columns (second factors, document numbers) at rest. */
  cipher: FieldCipher;
  passwords: Passwords;
  tokens: Tokens;
  /** The one check of a code sent by SMS or e-mail, or the authenticator's (secondFactor.ts says which). */
  otp: OtpService;
  limiter: RateLimiter;
  /** Each event's message, written in its transaction, and its push on the user's events channel after commit. */
  events: UserEvents;
  stream: StreamHub;
  /** A user's live wallets, published after every balance change. */
  wallets: WalletPublisher;
  /** How SMS and e-mail leave; the development outbox when it is the one in use (never in production). */
  delivery: Delivery;
  outbox: DevOutbox | null;
  documents: DocumentStore;
  maintenance: MaintenanceSwitch;
  /** What runs in a new account's transaction: the domains that act on a sign-up add themselves here. */
  signUps: SignUpHooks;
  /** Every described call is served from its descriptor (shared/src/<domain>/calls.ts). */
  serve: Serve;
  /** Registers operator routes behind the operator's token (nothing when no ADMIN_TOKEN is set). */
  operator: OperatorRoutes;
  /** What each domain starts when the app is ready and stops before it closes, in the order registered. */
  lifecycle: Lifecycle;
  /** A job queue polled every second whose failures are logged as warnings under its name. */
  queue(name: string): JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

interface PlatformDeps {
  db: Database;
  clock: Clock;
  delivery?: Delivery;
  printOutbox?: (line: string) => void;
  documentStore?: DocumentStore;
  /** Where operator routes are served: the operator's own listener, or the app itself. */
  operatorTarget: FastifyInstance | null;
}

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/** The password hasher at the configured argon2id cost (main.ts seeds the demo account with the same). */
export function passwordsFor(config: ProviderConfig): Passwords {
  return new Passwords({ memoryKib: config.ARGON2_MEMORY_KIB, passes: config.ARGON2_PASSES });
}

/** The field cipher under the configured keys (main.ts seals existing rows and seeds the demo account with it). */
export function cipherFor(config: ProviderConfig): FieldCipher {
  return new FieldCipher(config.FIELD_ENCRYPTION_KEYS);
}

/** Builds the platform on `app` and decorates it there; its own jobs start and stop with the app. */
export function installPlatform(app: FastifyInstance, config: ProviderConfig, deps: PlatformDeps): Platform {
  const { db, clock } = deps;
  const log = app.log;
  const outbox = config.DEV_FIXTURES ? new DevOutbox(db, clock, deps.printOutbox) : null;
  const delivery = deps.delivery ?? outbox ?? noGateway;
  const tokens = new Tokens(db, clock, {
    secret: config.JWT_SECRET,
    sessionTtlSeconds: config.SESSION_TTL_S,
    recoveryTtlSeconds: config.RECOVERY_TTL_S,
  });
  const cipher = cipherFor(config);
  const stream = new StreamHub({
    log,
    maxBufferedBytes: config.STREAM_MAX_BUFFERED_BYTES,
    // A private channel opens with a live session token, or an API key's token with the read scope; any refusal
    // is simply 'not allowed'.
    verifyToken: (token) =>
      tokens.verifyBearer(token).then(
        (bearer) => (bearer.apiKey && !bearer.apiKey.scopes.includes('read') ? null : bearer.userId),
        () => null,
      ),
  });
  // A private channel's first snapshot is the user's wallets as GET /v2/wallet answers them.
  stream.definePrivateState((userId) => walletsOf(db, userId));
  const events = new UserEvents(db, stream, log);
  // Messages' SMS and e-mails, sent once their event commits (every process drains on every commit's NOTIFY).
  const deliveries = new MessageDeliveries(db, delivery, log);
  events.onDeliveries(() => void deliveries.drain());
  const maintenance = new MaintenanceSwitch(db);
  const operator = operatorScope(deps.operatorTarget, config.ADMIN_TOKEN, { tokens, config });
  operator.register((serve) => {
    registerMaintenanceRoutes(serve, maintenance);
    registerLedgerAdminRoutes(serve, db);
  });
  const lifecycle = new Lifecycle();
  const platform: Platform = {
    config,
    db,
    clock,
    log,
    cipher,
    passwords: passwordsFor(config),
    tokens,
    otp: new OtpService(db, clock, delivery, config.OTP_SECRET, cipher),
    limiter: new RateLimiter(db, clock),
    events,
    stream,
    wallets: new WalletPublisher(db, (channel, state) => stream.publish(channel, state), log),
    delivery,
    outbox,
    documents: deps.documentStore ?? documentStoreFor(config),
    maintenance,
    signUps: new SignUpHooks(),
    serve: contractRoutes(app, { tokens, config }),
    operator,
    lifecycle,
    queue: (name) =>
      new JobQueue(db, {
        pollSeconds: 1,
        onError: (error) => log.warn({ err: error }, `${name} queue error`),
      }),
  };
  app.decorate('platform', platform);
  app.decorate('userEvents', events);
  maintenance.install(app);
  stream.attach(app.server);

  let housekeeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const sweep = () =>
      deleteExpired(db, clock).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
    housekeeping = setInterval(sweep, HOUSEKEEPING_EVERY_MS).unref();
    events.start();
    deliveries.start();
    await lifecycle.start();
  });
  app.addHook('preClose', async () => {
    await lifecycle.stop();
    await platform.wallets.settle();
    await events.stop();
    await deliveries.stop();
    // Consumers are told to reconnect before the server stops, so they come back to the next process.
    await stream.close();
  });
  app.addHook('onClose', async () => clearInterval(housekeeping));
  return platform;
}

/** Publishes a user's wallets only while someone watches them (the next subscriber reads them afresh). */
export function publishIfWatched(platform: Platform, userId: number): void {
  if (platform.stream.listening(userChannel(userId))) void platform.wallets.changed(userId);
}
