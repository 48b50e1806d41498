// Builds the provider (the reference exchange core) as a Fastify instance on a given database; starts nothing.
import { randomUUID } from 'node:crypto';
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { pairOf } from '@sikka/shared/exchange/pairs';
import { REDACT_PATHS, REDACTED } from '@sikka/shared/logging/redaction';
import { userChannel } from '@sikka/shared/realtime/stream';
import { PLAIN_TEXT_MESSAGE, unstorableField } from '@sikka/shared/validation/plainText';
import Fastify, { type FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { registerApiKeyRoutes } from './domains/apiKeys/apiKeyRoutes.ts';
import { ApiKeys } from './domains/apiKeys/apiKeys.ts';
import { Captcha } from './domains/auth/captcha.ts';
import { registerCaptchaRoutes } from './domains/auth/captchaRoutes.ts';
import { registerForcedResetRoutes } from './domains/auth/forcedResetRoutes.ts';
import { LoginGuard } from './domains/auth/loginGuard.ts';
import { registerLoginRoutes } from './domains/auth/loginRoutes.ts';
import { registerOtpRoutes } from './domains/auth/otpRoutes.ts';
import { registerRecoveryRoutes } from './domains/auth/recoveryRoutes.ts';
import { registerSessionRoutes } from './domains/auth/sessionRoutes.ts';
import { registerSignUpRoutes } from './domains/auth/signupRoutes.ts';
import { registerTwoFactorRoutes } from './domains/auth/twoFactorRoutes.ts';
import { registerBasketDevRoutes } from './domains/basket/basketDevRoutes.ts';
import { registerBasketRoutes } from './domains/basket/basketRoutes.ts';
import { BasketService } from './domains/basket/basketService.ts';
import { PlanService } from './domains/basket/planService.ts';
import { registerDeclarationRoutes } from './domains/declaration/declarationRoutes.ts';
import { registerDevRoutes } from './domains/dev/devRoutes.ts';
import { registerMoneyDevRoutes } from './domains/dev/moneyDevRoutes.ts';
import { registerExchangeRoutes } from './domains/exchange/exchangeRoutes.ts';
import { ExchangeService } from './domains/exchange/exchangeService.ts';
import { MakerTrades } from './domains/exchange/makerTrades.ts';
import { MarketData, openOrdersEvent } from './domains/exchange/marketData.ts';
import { seedMarketHistory } from './domains/exchange/marketHistory.ts';
import { MarketMaker } from './domains/exchange/marketMaker.ts';
import { registerGiftDevRoutes } from './domains/gifting/giftDevRoutes.ts';
import { registerGiftRoutes } from './domains/gifting/giftRoutes.ts';
import { GiftService } from './domains/gifting/giftService.ts';
import { registerInstantRoutes } from './domains/instant/instantRoutes.ts';
import { InstantService } from './domains/instant/instantService.ts';
import { registerInvoiceRoutes } from './domains/invoice/invoiceRoutes.ts';
import { InvoiceService } from './domains/invoice/invoiceService.ts';
import { registerKycRoutes } from './domains/kyc/kycRoutes.ts';
import { createKycServices } from './domains/kyc/kycServices.ts';
import { registerUpiRoutes } from './domains/kyc/upiRoutes.ts';
import { registerLendingDevRoutes } from './domains/lending/lendingDevRoutes.ts';
import { registerLendingRoutes } from './domains/lending/lendingRoutes.ts';
import { LendingService } from './domains/lending/lendingService.ts';
import { registerMarketRoutes } from './domains/market/marketRoutes.ts';
import { MarketService } from './domains/market/marketService.ts';
import { type MarketFeed, SimulatedMarket } from './domains/market/simulator.ts';
import { Campaigns } from './domains/marketing/campaigns.ts';
import { registerMarketingRoutes } from './domains/marketing/marketingRoutes.ts';
import { registerMessagesRoutes } from './domains/messages/messagesRoutes.ts';
import { Announcements } from './domains/notifications/announcements.ts';
import { registerNotificationsRoutes } from './domains/notifications/notificationsRoutes.ts';
import { registerRewardRoutes } from './domains/rewards/rewardRoutes.ts';
import { RewardService } from './domains/rewards/rewardService.ts';
import { registerShopRoutes } from './domains/shop/shopRoutes.ts';
import { ShopService } from './domains/shop/shopService.ts';
import { ClientWithdrawals } from './domains/subBroker/clientWithdrawals.ts';
import { CommissionService } from './domains/subBroker/commissions.ts';
import { registerSubBrokerStatementRoutes } from './domains/subBroker/statementRoutes.ts';
import { registerSubBrokerRoutes } from './domains/subBroker/subBrokerRoutes.ts';
import { SubBrokerService } from './domains/subBroker/subBrokerService.ts';
import { registerUmaRoutes } from './domains/uma/umaRoutes.ts';
import { UmaService } from './domains/uma/umaService.ts';
import { registerEmailRoutes } from './domains/user/emailRoutes.ts';
import { registerNomineeRoutes } from './domains/user/nomineeRoutes.ts';
import { registerNoticesRoutes } from './domains/user/noticesRoutes.ts';
import { registerPasswordRoutes } from './domains/user/passwordRoutes.ts';
import { registerUserRoutes } from './domains/user/userRoutes.ts';
import { registerVendorOrderRoutes } from './domains/vendorOrder/vendorOrderRoutes.ts';
import { VendorOrderService } from './domains/vendorOrder/vendorOrderService.ts';
import { createMoneyServices } from './domains/wallet/moneyServices.ts';
import { registerPaymentRoutes, WEBHOOK_PATH } from './domains/wallet/paymentRoutes.ts';
import { registerWalletRoutes } from './domains/wallet/walletRoutes.ts';
import { registerOperatorScope } from './operatorScope.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { ProviderConfig } from './platform/config.ts';
import { FieldCipher } from './platform/crypto/fieldCipher.ts';
import { Passwords } from './platform/crypto/passwords.ts';
import type { Database } from './platform/db/database.ts';
import { deleteExpired } from './platform/db/housekeeping.ts';
import { migrationsDone } from './platform/db/migrator.ts';
import { type Delivery, noGateway } from './platform/delivery/delivery.ts';
import { DevOutbox } from './platform/delivery/devOutbox.ts';
import { MessageDeliveries } from './platform/delivery/messageDeliveries.ts';
import { type DocumentStore, documentStoreFor } from './platform/documents/documentStore.ts';
import { UserEvents } from './platform/events/userEvents.ts';
import { contractRoutes } from './platform/http/contract.ts';
import { installErrorHandler } from './platform/http/errorHandler.ts';
import { fieldError } from './platform/http/errors.ts';
import { RateLimiter } from './platform/http/rateLimit.ts';
import { logClientGiveUps, OneLinePerRequest } from './platform/http/requestLog.ts';
import { Tokens } from './platform/identity/tokens.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { walletsOf } from './platform/ledger/wallets.ts';
import { OtpService } from './platform/otp/otpService.ts';
import { StreamHub } from './platform/realtime/streamHub.ts';
import { MaintenanceSwitch } from './platform/system/maintenance.ts';
import type { Services } from './services.ts';

export interface ProviderDeps {
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
}

// An incoming request id is kept only if it is short and plain, so a header cannot forge log content.
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/** The password hasher at the configured argon2id cost (main.ts seeds the demo account with the same). */
export function passwordsFor(config: ProviderConfig): Passwords {
  return new Passwords({ memoryKib: config.ARGON2_MEMORY_KIB, passes: config.ARGON2_PASSES });
}

/** The field cipher under the configured keys (main.ts seals existing rows and seeds the demo account with it). */
export function cipherFor(config: ProviderConfig): FieldCipher {
  return new FieldCipher(config.FIELD_ENCRYPTION_KEYS);
}

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
  const clock = deps.clock ?? systemClock;
  const outbox = config.DEV_FIXTURES ? new DevOutbox(db, clock, deps.printOutbox) : null;
  const tokens = new Tokens(db, clock, {
    secret: config.JWT_SECRET,
    sessionTtlSeconds: config.SESSION_TTL_S,
    recoveryTtlSeconds: config.RECOVERY_TTL_S,
  });
  const feed =
    deps.market ?? new SimulatedMarket({ seed: config.MARKET_SEED, tickMs: config.MARKET_TICK_MS });
  const cipher = cipherFor(config);
  const stream = new StreamHub({
    log: app.log,
    maxBufferedBytes: config.STREAM_MAX_BUFFERED_BYTES,
    // A private channel opens with a live session token, or an API key's token with the read scope; any refusal
    // is simply 'not allowed'.
    verifyToken: (token) =>
      tokens.verifyBearer(token).then(
        (bearer) => (bearer.apiKey && !bearer.apiKey.scopes.includes('read') ? null : bearer.userId),
        () => null,
      ),
  });
  const events = new UserEvents(db, stream, app.log);
  app.decorate('userEvents', events);
  const market = new MarketService(feed, config.FEE_SCHEDULE);
  const money = createMoneyServices({
    db,
    clock,
    config,
    events,
    publish: (channel, state) => stream.publish(channel, state),
    log: app.log,
  });
  // The simulated gateway calls our own webhook through the whole HTTP stack, signature check included.
  money.gateway.deliverTo(async (payload, headers) => {
    const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload });
    return { status: response.statusCode };
  });
  // A private channel's first snapshot is the user's wallets as GET /v2/wallet answers them.
  stream.definePrivateState((userId) => walletsOf(db, userId));
  const exchange = new ExchangeService(
    db,
    clock,
    { rates: exchangeRates(config.FEE_SCHEDULE), bandPercent: 10, snapshotEvery: 10_000, maxBatch: 1_000 },
    // Wallets are read and published only for users who are watching (the next subscriber reads them afresh).
    (userId) => {
      if (stream.listening(userChannel(userId))) void money.wallets.changed(userId);
    },
    new MarketData(db, stream),
    events,
    app.log,
  );
  stream.definePrivateState((userId) => openOrdersEvent(db, userId), 'orders');
  market.followExchange((coin) => exchange.market.referencePaise(pairOf(coin)));
  const marketMaker =
    config.MARKET_MAKERS === 'on'
      ? new MarketMaker(db, exchange, feed, config.MARKET_TICK_MS, app.log)
      : null;
  const makerTrades =
    config.MARKET_TRADE_MS > 0
      ? new MakerTrades(db, exchange, feed, config.MARKET_TRADE_MS, config.MARKET_SEED, app.log)
      : null;
  const delivery = deps.delivery ?? outbox ?? noGateway;
  // Messages' SMS and e-mails, sent once their event commits (every process drains on every commit's NOTIFY).
  const deliveries = new MessageDeliveries(db, delivery, app.log);
  events.onDeliveries(() => void deliveries.drain());
  const otp = new OtpService(db, clock, delivery, config.OTP_SECRET, cipher);
  const limiter = new RateLimiter(db, clock);
  const captcha = new Captcha(db, clock, {
    hmacKey: config.CAPTCHA_HMAC_KEY,
    maxNumber: config.CAPTCHA_MAX_NUMBER,
    ttlSeconds: config.CAPTCHA_TTL_S,
  });
  // The campaigns listen for the events that earn their cards (docs/rewards.md).
  const rewards = new RewardService(db, clock, market, events, money.wallets, app.log);
  rewards.listen();
  // A job queue polled every second whose failures are logged as warnings under its name.
  const jobQueueFor = (name: string) =>
    new JobQueue(db, {
      pollSeconds: 1,
      onError: (error) => app.log.warn({ err: error }, `${name} queue error`),
    });
  const gifts = new GiftService(db, clock, {
    market,
    otp,
    events,
    wallets: money.wallets,
    queue: jobQueueFor('gift expiry'),
    expiryDays: config.GIFT_EXPIRY_DAYS,
    log: app.log,
  });
  const uma = new UmaService(db, clock, { otp, events, wallets: money.wallets });
  const shop = new ShopService(db, clock, { market, otp, events, wallets: money.wallets, cipher });
  const lending = new LendingService(db, clock, {
    market,
    otp,
    events,
    wallets: money.wallets,
    queue: jobQueueFor('loan job'),
    log: app.log,
  });
  const baskets = new BasketService(db, clock, { market, events, wallets: money.wallets });
  const plans = new PlanService(db, clock, {
    baskets,
    events,
    wallets: money.wallets,
    queue: jobQueueFor('buying plan'),
    dayMs: config.PLAN_DAY_SECONDS * 1000,
    log: app.log,
  });
  // Sub-brokers' commissions on their clients' fees, credited by a swept job (docs/sub-brokers.md).
  const commissions = new CommissionService(db, clock, {
    percent: config.SUB_BROKER_COMMISSION_PERCENT,
    sweepMs: config.SUB_BROKER_COMMISSION_SWEEP_MS,
    queue: jobQueueFor('sub-broker commission'),
    log: app.log,
  });
  // Every price tick checks the open loans' LTV (after the market service has taken the tick's prices).
  const stopLoanChecks = feed.onTick(() => {
    void lending.checkAll();
  });
  const services: Services = {
    config,
    db,
    clock,
    outbox,
    passwords: passwordsFor(config),
    cipher,
    tokens,
    otp,
    captcha,
    limiter,
    loginGuard: new LoginGuard(limiter, captcha, db, events, app.log),
    market,
    stream,
    maintenance: new MaintenanceSwitch(db),
    money,
    kyc: createKycServices({
      db,
      clock,
      config,
      otp,
      cipher,
      store: deps.documentStore ?? documentStoreFor(config),
      events,
      log: app.log,
    }),
    exchange,
    events,
    rewards,
    gifts,
    lending,
    baskets,
    plans,
    announcements: new Announcements(
      db,
      events,
      { batchSize: config.ANNOUNCEMENT_BATCH_SIZE, jobMs: config.ANNOUNCEMENT_JOB_MS },
      app.log,
    ),
    campaigns: new Campaigns(db),
    subBrokers: new SubBrokerService(db, clock, { cipher, otp, events }),
    clientWithdrawals: new ClientWithdrawals(db, { otp, withdrawals: money.withdrawals }),
  };
  services.market.publishTo(stream);
  stream.attach(app.server);

  let housekeeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const sweep = () =>
      deleteExpired(db, clock).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    housekeeping = setInterval(sweep, HOUSEKEEPING_EVERY_MS).unref();
    feed.start();
    events.start();
    deliveries.start();
    money.start();
    await services.kyc.start();
    await gifts.start();
    await lending.start();
    await plans.start();
    commissions.start();
    await exchange.start();
    if (config.MARKET_HISTORY === 'on')
      await seedMarketHistory({ exchange, feed, clock, seed: config.MARKET_SEED, log: app.log });
    await services.announcements.start();
    await marketMaker?.start();
    await makerTrades?.start();
  });
  app.addHook('preClose', async () => {
    feed.stop();
    marketMaker?.stop();
    makerTrades?.stop();
    await exchange.stop();
    await money.stop();
    await services.kyc.stop();
    await gifts.stop();
    stopLoanChecks();
    await lending.stop();
    await plans.stop();
    await commissions.stop();
    await services.announcements.stop();
    await events.stop();
    await deliveries.stop();
    // Consumers are told to reconnect before the server stops, so they come back to the next process.
    await stream.close();
  });
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // Operator calls: on their own listener (off the API port) when OPERATOR_PORT is set, else on this one.
  const operatorListener =
    config.ADMIN_TOKEN && config.OPERATOR_PORT !== undefined ? providerFastify(config, logStream) : null;
  app.decorate('operatorListener', operatorListener);
  if (operatorListener) app.addHook('onClose', async () => operatorListener.close());
  if (config.ADMIN_TOKEN) registerOperatorScope(operatorListener ?? app, services, config.ADMIN_TOKEN);
  services.maintenance.install(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
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

  // Every described call is served from its descriptor (shared/src/<domain>/calls.ts): http/contract.ts.
  const serve = contractRoutes(app, services);
  registerCaptchaRoutes(serve, services);
  registerLoginRoutes(serve, services);
  registerSignUpRoutes(serve, services);
  registerRecoveryRoutes(serve, services);
  registerSessionRoutes(serve, services);
  registerForcedResetRoutes(serve, services);
  registerTwoFactorRoutes(serve, services);
  registerOtpRoutes(serve, services);
  registerUserRoutes(serve, services);
  registerNoticesRoutes(serve, services);
  registerMessagesRoutes(serve, services);
  registerNotificationsRoutes(serve, services);
  registerPasswordRoutes(serve, services);
  registerNomineeRoutes(serve, services);
  registerEmailRoutes(serve, services);
  registerKycRoutes(serve, services);
  registerUpiRoutes(serve, services);
  registerMarketRoutes(serve, services.market);
  registerWalletRoutes(serve, services);
  registerDeclarationRoutes(serve, services);
  registerPaymentRoutes(app, serve, services);
  registerInstantRoutes(serve, new InstantService(db, clock, market, money.wallets, events));
  registerExchangeRoutes(serve, services, exchange);
  registerRewardRoutes(serve, rewards);
  registerGiftRoutes(serve, gifts);
  registerUmaRoutes(serve, uma);
  registerSubBrokerRoutes(serve, services.subBrokers, services.clientWithdrawals);
  registerSubBrokerStatementRoutes(serve, { db, clock, commissions });
  registerShopRoutes(serve, shop);
  registerVendorOrderRoutes(
    serve,
    new VendorOrderService(db, clock, { market, otp, events, wallets: money.wallets }),
  );
  registerLendingRoutes(serve, lending);
  registerInvoiceRoutes(serve, new InvoiceService(db, clock));
  registerMarketingRoutes(serve, services.campaigns);
  registerBasketRoutes(serve, baskets, plans);
  // Integrators' API keys (docs/api.md): the owner's calls and the check of a signed request.
  registerApiKeyRoutes(serve, new ApiKeys(db, clock, cipher, otp, tokens));
  if (config.DEV_FIXTURES) {
    registerDevRoutes(app, services, outbox);
    registerMoneyDevRoutes(app, services);
    registerGiftDevRoutes(app, gifts);
    registerLendingDevRoutes(app, lending, db, market);
    registerBasketDevRoutes(app, plans);
  }

  return app;
}
