// What every procedure receives: the request, its logger and id, the session read once, and the BFF's services.
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsSink } from './analytics/analytics.ts';
import type { AuthRateLimits } from './rateLimit/limiter.ts';
import type { Session, SessionCookies } from './session/cookies.ts';
import type { ProviderClient } from './upstream/client.ts';

export interface Services {
  provider: ProviderClient;
  cookies: SessionCookies;
  limits: AuthRateLimits;
  analytics: AnalyticsSink;
}

export interface Context extends Services {
  req: FastifyRequest;
  res: FastifyReply;
  log: FastifyBaseLogger;
  requestId: string;
  /** The signed-in visitor, or null; authedProcedure narrows it. */
  session: Session | null;
  /** Why a session cookie that came with the request is no longer usable, if it is not. */
  sessionEnded: 'expired' | 'invalid' | null;
}

export function contextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const read = await services.cookies.readSession(req);
    return {
      ...services,
      req,
      res,
      log: req.log,
      requestId: req.id,
      session: read.state === 'active' ? read.session : null,
      sessionEnded: read.state === 'ended' ? read.reason : null,
    };
  };
}
