// Builds the provider (the reference exchange core) as a Fastify instance on a given database; starts nothing. It is
// the platform (platform/platform.ts) and a list of domain plugins (domains/*/index.ts), each registering its own
// routes, operator routes and jobs.
import { randomUUID } from 'node:crypto';
import { REDACT_PATHS, REDACTED } from '@sikka/shared/logging/redaction';
import { systemCalls } from '@sikka/shared/system/calls';
import { PLAIN_TEXT_MESSAGE, unstorableField } from '@sikka/shared/validation/plainText';
import Fastify, { type FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { alertsDomain } from './domains/alerts/index.ts';
import { apiKeysDomain } from './domains/apiKeys/index.ts';
import { authDomain } from './domains/auth/index.ts';
import { basketDomain } from './domains/basket/index.ts';
import { declarationDomain } from './domains/declaration/index.ts';
import { devDomain } from './domains/dev/index.ts';
import { exchangeDomain } from './domains/exchange/index.ts';
import { giftingDomain } from './domains/gifting/index.ts';
import { instantDomain } from './domains/instant/index.ts';
import { invoiceDomain } from './domains/invoice/index.ts';
import { kycDomain } from './domains/kyc/index.ts';
import { lendingDomain } from './domains/lending/index.ts';
import { type MarketFeed, marketDomain } from './domains/market/index.ts';
import { marketingDomain } from './domains/marketing/index.ts';
import { messagesDomain } from './domains/messages/index.ts';
import { notificationsDomain } from './domains/notifications/index.ts';
import { portfolioDomain } from './domains/portfolio/index.ts';
import { type ReserveSource, reservesDomain } from './domains/reserves/index.ts';
import { rewardsDomain } from './domains/rewards/index.ts';
import { shopDomain } from './domains/shop/index.ts';
import { subBrokerDomain } from './domains/subBroker/index.ts';
import { taxDomain } from './domains/tax/index.ts';
import { umaDomain } from './domains/uma/index.ts';
import { userDomain } from './domains/user/index.ts';
import { vendorOrderDomain } from './domains/vendorOrder/index.ts';
import { walletDomain } from './domains/wallet/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { ProviderConfig } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { migrationsDone } from './platform/db/migrator.ts';
import type { Delivery } from './platform/delivery/delivery.ts';
import type { DocumentStore } from './platform/documents/documentStore.ts';
import type { UserEvents } from './platform/events/userEvents.ts';
import { installErrorHandler } from './platform/http/errorHandler.ts';
import { fieldError } from './platform/http/errors.ts';
import { logClientGiveUps, OneLinePerRequest } from './platform/http/requestLog.ts';
import { installPlatform } from './platform/platform.ts';

export { cipherFor, passwordsFor } from './platform/platform.ts';

interface ProviderDeps {
  /** The migrated database (main.ts opens it; tests get a fresh one per file from tests/support/postgres.ts). */
  db: Database;
  /** Time for every expiry; tests pass a ManualClock. */
  clock?: Clock;
  /**
   * How SMS and e-mail leave. Default: the development outbox outside production (printed to the console
   * when `printOutbox` is set), and in production a refusal until a real gateway is configured.
   */
  delivery?: Delivery;
  printOutbox?: (line: string) => void;
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: DestinationStream;
  /** The market data feed; the seeded simulator by default (started and stopped with the app). */
  market?: MarketFeed;
  /** Where uploaded documents go; the one DOCUMENT_STORE names by default. */
  documentStore?: DocumentStore;
  /** What proof-of-reserves snapshots count as reserves; the simulated wallets by default (docs/reserves.md). */
  reserves?: ReserveSource;
}

// An incoming request id is kept only if it is short and plain, so a header cannot forge log content.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The domains, in the order they are built: each after the domains it declares it depends on. */
const DOMAINS = [
  declarationDomain,
  walletDomain,
  instantDomain,
  authDomain,
  userDomain,
  kycDomain,
  exchangeDomain,
  rewardsDomain,
  giftingDomain,
  umaDomain,
  subBrokerDomain,
  shopDomain,
  vendorOrderDomain,
  lendingDomain,
  invoiceDomain,
  taxDomain,
  marketingDomain,
  basketDomain,
  apiKeysDomain,
  messagesDomain,
  notificationsDomain,
  portfolioDomain,
];

/** A Fastify instance with the provider's logging, request ids, proxy trust, body limit, parsers and error answers. */
function providerFastify(config: ProviderConfig, logStream: DestinationStream): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
      stream: logStream,
    },
    logController: new OneLinePerRequest(),
    // Ready waits as long as another process owns the exchange's pairs: a standby takes over, it must not give up.
    pluginTimeout: 0,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // JSON bodies only (docs/auth.md): a text body is refused (415) rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a POST with nothing to say, like /logout) is no body, not a 400.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });
  installErrorHandler(app);
  // The backstop of §5's plain-text rule: a NUL byte or broken Unicode anywhere in a call is a field error here,
  // whatever route it is for, never a PostgreSQL failure answered as a 5xx.
  app.addHook('preValidation', async (request) => {
    const field =
      unstorableField(request.body) ?? unstorableField(request.query) ?? unstorableField(request.params);
    if (field !== null) throw fieldError({ [field]: [PLAIN_TEXT_MESSAGE] });
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator calls' own server when OPERATOR_PORT is set (main.ts listens on it); null when they are here. */
    operatorListener: FastifyInstance | null;
    /** Each event's message and live push (tests record events through it). */
    userEvents: UserEvents;
  }
}

export function buildProvider(config: ProviderConfig, deps: ProviderDeps): FastifyInstance {
  // stdout written off the event loop: lines that pile up during one write go out in the next, and pino
  // flushes what is left when the process exits.
  const logStream = deps.logStream ?? pino.destination({ dest: 1, sync: false });
  const app = providerFastify(config, logStream);
  logClientGiveUps(app);
  const { db } = deps;

  // Operator calls: on their own listener (off the API port) when OPERATOR_PORT is set, else on this one.
  const operatorListener =
    config.ADMIN_TOKEN && config.OPERATOR_PORT !== undefined ? providerFastify(config, logStream) : null;
  app.decorate('operatorListener', operatorListener);
  if (operatorListener) app.addHook('onClose', async () => operatorListener.close());
  installPlatform(app, config, {
    db,
    clock: deps.clock ?? systemClock,
    delivery: deps.delivery,
    printOutbox: deps.printOutbox,
    documentStore: deps.documentStore,
    operatorTarget: operatorListener ?? app,
  });

  app.platform.serve(systemCalls.health, () => ({ status: 'ok' }) as const);
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    } catch {
      return reply.code(503).send({ status: 'not-ready', reason: 'database unreachable' });
    }
    if (!(await migrationsDone(db)))
      return reply.code(503).send({ status: 'not-ready', reason: 'migrations pending' });
    return { status: 'ready' };
  });

  void app.register(marketDomain, { feed: deps.market });
  void app.register(alertsDomain);
  for (const domain of DOMAINS) void app.register(domain);
  void app.register(reservesDomain, { source: deps.reserves });
  if (config.DEV_FIXTURES) void app.register(devDomain);
  return app;
}
