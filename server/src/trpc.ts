// tRPC initialised once: the error boundary, the formatter that puts the §8 AppError in error data, and the two procedure bases.
import { authCalls } from '@sikka/shared/auth/calls';
import type { AppError } from '@sikka/shared/errors/appError';
import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import {
  AppTRPCError,
  genericAppError,
  messageAppError,
  RECOVERY_ENDED_MESSAGE,
  toAppTRPCError,
} from './errors/appErrors.ts';
import { countSubscription } from './realtime/browserSocket.ts';
import { sessionExpiry } from './session/cookies.ts';
import { sessionKey } from './session/sessionEnds.ts';
import { UpstreamError, via } from './upstream/client.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }): typeof shape & { data: { appError: AppError } } {
    const appError = error instanceof AppTRPCError ? error.appError : toAppTRPCError(error).error.appError;
    // Never a stack, never an internal message: the client gets the code and the AppError.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: appError.message ?? appError.kind, data: { ...data, appError } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure runs inside this boundary: failures become AppTRPCError, unexpected ones are logged
 * whole, and a token error from the provider ends the cookie that held that token.
 */
const boundary = t.middleware(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  const result = await next();
  // A subscription's duration is its whole life; only its start is a request worth timing.
  const outcome = result.ok ? 'ok' : toAppTRPCError(result.error).error.code;
  ctx.metrics.procedure.observe({ procedure: path, type, outcome }, (performance.now() - started) / 1000);
  if (result.ok) return result;
  const { error, unexpected } = toAppTRPCError(result.error);
  if (unexpected) ctx.log.error({ err: result.error.cause ?? result.error }, 'procedure failed');
  const kind = error.appError.kind;
  if (kind === 'session-expired' || kind === 'token-invalid') {
    const upstream = error.cause instanceof UpstreamError ? error.cause : undefined;
    if (upstream?.call.auth === 'recovery-token') {
      // The recovery token ran out, not the session: say the reset timed out, and keep the person signed in.
      ctx.cookies.clearRecovery();
      throw new AppTRPCError('UNAUTHORIZED', messageAppError(401, RECOVERY_ENDED_MESSAGE), upstream);
    }
    ctx.cookies.clearSession();
  }
  throw error;
});

/**
 * A websocket carries no custom header and cannot set cookies, so it runs subscriptions only; queries and
 * mutations go over HTTP, where the cross-site check and the cookie writes apply.
 */
const subscriptionsOnSocket = t.middleware(({ ctx, type, next }) => {
  if (ctx.transport !== 'ws') return next();
  if (type !== 'subscription') throw new AppTRPCError('METHOD_NOT_SUPPORTED', genericAppError(405));
  // One socket runs at most so many subscriptions at once (realtime/browserSocket.ts).
  return ctx.socket ? countSubscription(ctx.socket, next) : next();
});

export const publicProcedure = t.procedure.use(boundary).use(subscriptionsOnSocket);

const sessionEnded = (reason: 'expired' | 'invalid' | null): AppError => ({
  kind: reason === 'expired' ? 'session-expired' : 'token-invalid',
  message: null,
  fieldErrors: {},
  status: 401,
});

/**
 * Needs a session; handlers get `ctx.session` as a Session, never null. A socket's cookie was read when it opened,
 * so a private subscription also checks its session with the provider as it starts (a logged-out or ended one is
 * refused), and the socket is watched from before that check so that the session's end closes it at once.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = ctx.session;
  if (session === null) throw new AppTRPCError('UNAUTHORIZED', sessionEnded(ctx.sessionEnded));
  if (ctx.transport === 'ws' && ctx.socket) {
    ctx.sessionSockets.watch(ctx.socket, {
      key: sessionKey(session.token),
      userId: session.userId,
      expiresAt: sessionExpiry(session.token),
    });
    await ctx.provider.call(authCalls.session, { credential: session.token, ...via(ctx) });
  }
  return next({ ctx: { session } });
});
