// Builds the BFF as a Fastify instance (health, readiness, tRPC at /trpc, the built client); starts nothing.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { REDACT_PATHS, REDACTED } from '@sikka/shared/logging/redaction';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type DestinationStream, pino } from 'pino';
import { appRouter } from './appRouter.ts';
import { registerClientApp } from './clientApp.ts';
import type { ServerConfig } from './config.ts';
import { httpContextFactory, type Services, wsContextFactory } from './context.ts';
import { genericAppError } from './errors/appErrors.ts';
import { registerExchangeExportRoute } from './exchange/exchangeExportRoute.ts';
import { registerKycDocumentRoute } from './kyc/kycDocumentRoute.ts';
import { OneLinePerRequest } from './logging/requestLog.ts';
import { watchMaintenanceFile } from './maintenance/fileMaintenance.ts';
import { watchFirebaseMaintenance } from './maintenance/firebaseMaintenance.ts';
import { MaintenanceHub } from './maintenance/maintenanceSource.ts';
import { type AnalyticsSink, logAnalyticsSink } from './observability/analytics.ts';
import { BffMetrics } from './observability/metrics.ts';
import { ApiKeyChecks } from './publicApi/apiKeyChecks.ts';
import { attachIntegratorSocket, PUBLIC_WS_PATH } from './publicApi/integratorSocket.ts';
import { memoryNonces, redisNonces } from './publicApi/nonces.ts';
import {
  PUBLIC_API_INFO,
  PUBLIC_API_SECURITY,
  PUBLIC_API_SERVERS,
  pathRefusals,
} from './publicApi/openApi.ts';
import { registerPublicApi } from './publicApi/publicApi.ts';
import { memoryRateLimiter, type RateLimitRule, redisRateLimiter } from './rateLimit/limiter.ts';
import { PricesSource } from './realtime/pricesSource.ts';
import { SessionSockets } from './realtime/sessionSockets.ts';
import { UpstreamStream } from './realtime/upstreamStream.ts';
import { checkTrpcRequest } from './security/crossSite.ts';
import { securityHeaders } from './security/headers.ts';
import { SessionCookies } from './session/cookies.ts';
import { CookieSealer } from './session/seal.ts';
import { localSessionEnds, redisSessionEnds } from './session/sessionEnds.ts';
import { registerStatementDownloadRoute } from './subBroker/statementDownloadRoute.ts';
import { registerScheduleVdaRoute } from './tax/scheduleVdaRoute.ts';
import { createCallerFactory } from './trpc.ts';
import { registerTrpcHttp } from './trpcHttp.ts';
import { attachTrpcSocket } from './trpcSocket.ts';
import { ProviderClient } from './upstream/client.ts';
import { registerProfileImageRoute } from './user/profileImageRoute.ts';
import { registerHistoryExportRoute } from './wallet/historyExportRoute.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics (served on METRICS_PORT by main.ts). */
    metrics: BffMetrics;
    /** Set on SIGTERM: /readyz answers 503 while in-flight work finishes. */
    draining: boolean;
  }
}

interface BuildOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: DestinationStream;
  /** Replaces the embedded analytics sink (a log line per event). */
  analytics?: AnalyticsSink;
  /** The clock signed requests are checked by, in ms (tests pass their provider's); the system clock otherwise. */
  now?: () => number;
}

// An incoming request id is kept only if it is short and plain, so a header cannot forge log content.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function services(
  config: ServerConfig,
  options: BuildOptions,
  maintenance: MaintenanceHub,
  log: FastifyBaseLogger,
  redis: Redis | null,
): Services {
  const window = config.AUTH_RATE_LIMIT_WINDOW_S;
  const provider = new ProviderClient({
    url: config.PROVIDER_URL,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    connections: config.PROVIDER_CONNECTIONS,
    observe: (call) =>
      metrics.providerCall.observe(
        { method: call.method, path: call.path, status: call.status },
        call.seconds,
      ),
  });
  const metrics = new BffMetrics();
  const stream = new UpstreamStream({
    url: config.PROVIDER_STREAM_URL,
    log,
    fanoutDelay: metrics.fanoutDelay,
  });
  const limiter = (rule: RateLimitRule) => (redis ? redisRateLimiter(redis, rule) : memoryRateLimiter(rule));
  // A subscribed Redis connection takes no other command: session ends are heard on one of their own, which waits
  // for Redis to subscribe (and subscribes again after each reconnection) rather than failing fast.
  const sessionEnds = redis
    ? redisSessionEnds(redis, redis.duplicate({ enableOfflineQueue: true }), log)
    : localSessionEnds();
  const sessionSockets = new SessionSockets();
  sessionEnds.onEnd((ended) => {
    const closed = sessionSockets.end(ended);
    if (closed > 0) log.info({ closed }, 'closed the live sockets of ended sessions');
  });
  return {
    provider,
    sessionCookies: new SessionCookies(new CookieSealer(config.SESSION_KEYS), {
      secure: config.SECURE_COOKIES,
    }),
    limits: {
      perIp: limiter({ points: config.AUTH_RATE_LIMIT_PER_IP, windowSeconds: window, keyPrefix: 'ip' }),
      perIdentifier: limiter({
        points: config.AUTH_RATE_LIMIT_PER_IDENTIFIER,
        windowSeconds: window,
        keyPrefix: 'id',
      }),
      perApiKey: limiter({
        points: config.API_RATE_LIMIT_PER_KEY,
        windowSeconds: config.API_RATE_LIMIT_WINDOW_S,
        keyPrefix: 'apikey',
      }),
    },
    analytics: options.analytics ?? logAnalyticsSink,
    maintenance,
    stream,
    prices: new PricesSource(stream, provider),
    metrics,
    sessionEnds,
    sessionSockets,
  };
}

/** Starts the configured maintenance watcher; resolves with the function that stops it. */
function watchMaintenance(config: ServerConfig, hub: MaintenanceHub, app: FastifyInstance) {
  const source = config.MAINTENANCE_SOURCE;
  if (source.kind === 'file') return watchMaintenanceFile(hub, source.path, app.log);
  // firebase-admin reads the emulator's address only from the process environment.
  if (source.emulatorHost) process.env.FIREBASE_DATABASE_EMULATOR_HOST = source.emulatorHost;
  return watchFirebaseMaintenance(hub, source, app.log);
}

/** Signed requests are checked here with the keys the provider answered; a revoked key is dropped on every instance. */
function apiKeyChecks(bff: Services, redis: Redis | null, log: FastifyBaseLogger, now: () => number) {
  const checks = new ApiKeyChecks(bff.provider, redis ? redisNonces(redis, log) : memoryNonces(), now);
  bff.sessionEnds.onEnd((ended) => {
    if ('apiKey' in ended) checks.forget(ended.apiKey);
  });
  return checks;
}

export function buildApp(config: ServerConfig, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
      // stdout written off the event loop: lines that pile up during one write go out in the next, and pino
      // flushes what is left when the process exits.
      stream: options.logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    // Limits set on purpose (README "Run at scale"): tRPC bodies are small; a request that takes longer than
    // the timeout is stuck; idle keep-alives outlive the balancer's so it never reuses a closed one.
    bodyLimit: 1024 * 1024,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    routerOptions: { maxParamLength: 5000 },
  });
  const maintenance = new MaintenanceHub(app.log);
  // One Redis connection per process for the shared counters; commands fail fast while it is down.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const bff = services(config, options, maintenance, app.log, redis);
  let stopMaintenance: () => unknown = () => {};
  app.addHook('onReady', async () => {
    stopMaintenance = await watchMaintenance(config, maintenance, app);
  });
  app.addHook('onClose', async () => {
    await stopMaintenance();
    await bff.stream.close();
    await bff.sessionEnds.close();
    await bff.provider.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  const headers = securityHeaders({
    production: config.NODE_ENV === 'production',
    allowedOrigins: config.ALLOWED_ORIGINS,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    headers(request.raw, reply.raw, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(not found)';
    bff.metrics.http.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('metrics', bff.metrics);
  app.decorate('draining', false);

  // External plugins first, then ours, then routes.
  app.register(fastifyCookie);
  // The public API's OpenAPI document, made from its routes' zod schemas (only tagged routes: /api/v1).
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: PUBLIC_API_INFO,
      servers: PUBLIC_API_SERVERS,
      // An unknown path's 404 and a wrong method's 405 belong to no operation: an extension describes them.
      components: {
        securitySchemes: PUBLIC_API_SECURITY,
        ...({ 'x-path-refusals': pathRefusals() } as object),
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    // A draining instance says so first, so the balancer stops sending it new requests before it closes.
    if (app.draining) return reply.code(503).send({ status: 'not-ready', reason: 'shutting down' });
    if (await bff.provider.healthy(2_000)) return { status: 'ready' };
    return reply.code(503).send({ status: 'not-ready', reason: 'provider unreachable' });
  });

  app.register(async (trpcScope) => {
    trpcScope.addHook('onRequest', async (request, reply) => {
      const verdict = checkTrpcRequest(request.headers, config.ALLOWED_ORIGINS);
      if (verdict.ok) return;
      request.log.warn({ refused: verdict.reason }, 'cross-site check refused a request');
      // Shaped like a tRPC error so a tRPC client can read it, though our own client never causes it.
      return reply.code(403).send({
        error: {
          message: 'Forbidden',
          code: -32003,
          data: { code: 'FORBIDDEN', httpStatus: 403, appError: genericAppError(403) },
        },
      });
    });
    trpcScope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // The public, input-less queries of every page load, beside the adapter (its routes are the more specific).
    registerTrpcHttp(trpcScope, {
      router: appRouter,
      createContext: httpContextFactory(bff),
      direct: config.TRPC_DIRECT === 'on',
    });
  });

  const checks = apiKeyChecks(bff, redis, app.log, options.now ?? Date.now);
  registerPublicApi(app, bff, {
    checks,
    perKey: bff.limits.perApiKey,
    perKeyLimit: config.API_RATE_LIMIT_PER_KEY,
  });
  registerProfileImageRoute(app, bff, config.ALLOWED_ORIGINS);
  registerKycDocumentRoute(app, bff, config.ALLOWED_ORIGINS);
  registerHistoryExportRoute(app, bff);
  registerExchangeExportRoute(app, bff);
  registerStatementDownloadRoute(app, bff);
  registerScheduleVdaRoute(app, bff);

  const wss = attachTrpcSocket(app, {
    router: appRouter,
    createContext: wsContextFactory(bff, app.log),
    allowedOrigins: config.ALLOWED_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    socketsPerAddress: config.WS_MAX_SOCKETS_PER_ADDRESS,
    subscriptionsPerSocket: config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
    otherPaths: [PUBLIC_WS_PATH],
  });
  attachIntegratorSocket(app, bff, config.TRUST_PROXY, checks);
  bff.metrics.attach({
    wsConnections: () => wss.clients.size,
    channelSubscribers: () => bff.stream.channelListeners(),
    upstreamConnected: () => bff.stream.connected,
  });

  const caller = createCallerFactory(appRouter);
  const sessionAnswerOf = async (req: FastifyRequest, res: FastifyReply) =>
    caller(await httpContextFactory(bff)({ req, res })).auth.session();
  if (existsSync(config.CLIENT_DIST)) registerClientApp(app, config.CLIENT_DIST, sessionAnswerOf);
  else app.log.warn({ clientDist: config.CLIENT_DIST }, 'client is not built: run `npm run build`');

  return app;
}
