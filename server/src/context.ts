// What every procedure receives: transport, client address, logger and request id, the session read once,
// this request's cookies, and the BFF's services. Built for an HTTP call or for a websocket connection.
import { randomUUID } from 'node:crypto';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import type { FastifyBaseLogger } from 'fastify';
import type { MaintenanceSource } from './maintenance/maintenanceSource.ts';
import type { AnalyticsSink } from './observability/analytics.ts';
import type { BffMetrics } from './observability/metrics.ts';
import type { AuthRateLimits } from './rateLimit/limiter.ts';
import type { BrowserSocket } from './realtime/browserSocket.ts';
import type { PricesSource } from './realtime/pricesSource.ts';
import type { SessionSockets } from './realtime/sessionSockets.ts';
import type { UpstreamStream } from './realtime/upstreamStream.ts';
import {
  type CookieJar,
  type RequestCookies,
  replyJar,
  type Session,
  type SessionCookies,
  upgradeJar,
} from './session/cookies.ts';
import type { SessionEnds } from './session/sessionEnds.ts';
import type { ProviderClient } from './upstream/client.ts';

export interface Services {
  provider: ProviderClient;
  sessionCookies: SessionCookies;
  limits: AuthRateLimits;
  analytics: AnalyticsSink;
  maintenance: MaintenanceSource;
  stream: UpstreamStream;
  prices: PricesSource;
  metrics: BffMetrics;
  /** Sessions that ended, heard by every instance (logout, a password, e-mail or 2FA change). */
  sessionEnds: SessionEnds;
  /** The browser sockets carrying a session's private data, closed when it ends. */
  sessionSockets: SessionSockets;
}

export interface Context extends Omit<Services, 'sessionCookies'> {
  /** 'ws' runs subscriptions only (see trpc.ts): cookies cannot change over a socket. */
  transport: 'http' | 'ws';
  /** The browser's socket when transport is 'ws' (subscriptions check it for slow reading). */
  socket?: BrowserSocket;
  /** The client's address (from X-Forwarded-For where TRUST_PROXY trusts it), for rate limits. */
  ip: string;
  /** The browser's user-agent (at most 512 characters), which the provider tells a new browser's sign-in by. */
  userAgent: string | undefined;
  log: FastifyBaseLogger;
  requestId: string;
  cookies: RequestCookies;
  /** The signed-in visitor, or null; authedProcedure narrows it. */
  session: Session | null;
  /** Why a session cookie that came with the request is no longer usable, if it is not. */
  sessionEnded: 'expired' | 'invalid' | null;
}

interface Scope {
  transport: Context['transport'];
  ip: string;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
  requestId: string;
  jar: CookieJar;
  socket?: BrowserSocket;
}

async function contextFor(services: Services, scope: Scope): Promise<Context> {
  const { sessionCookies, ...rest } = services;
  const cookies = sessionCookies.forRequest(scope.jar);
  const read = await cookies.readSession();
  return {
    ...rest,
    transport: scope.transport,
    ...(scope.socket ? { socket: scope.socket } : {}),
    ip: scope.ip,
    userAgent: scope.userAgent?.slice(0, 512),
    log: scope.log,
    requestId: scope.requestId,
    cookies,
    session: read.state === 'active' ? read.session : null,
    sessionEnded: read.state === 'ended' ? read.reason : null,
  };
}

export function httpContextFactory(services: Services) {
  return ({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>): Promise<Context> =>
    contextFor(services, {
      transport: 'http',
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      log: req.log,
      requestId: req.id,
      jar: replyJar(req, res),
    });
}

/** One context per websocket connection, read from its upgrade request; its id names the connection in logs. */
export function wsContextFactory(services: Services, log: FastifyBaseLogger) {
  return ({ req }: CreateWSSContextFnOptions, socket: BrowserSocket): Promise<Context> => {
    const requestId = randomUUID();
    return contextFor(services, {
      transport: 'ws',
      ip: socket.address,
      userAgent: req.headers['user-agent'],
      log: log.child({ reqId: requestId, ws: true }),
      requestId,
      jar: upgradeJar(req.headers.cookie),
      socket,
    });
  };
}
