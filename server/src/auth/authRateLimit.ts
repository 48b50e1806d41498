// The auth mutations' rate limit as a tRPC middleware: one attempt per call, per client IP and per identifier.
import { experimental_standaloneMiddleware } from '@trpc/server';
import type { Context } from '../context.ts';
import { AppTRPCError, messageAppError } from '../errors/appErrors.ts';
import type { RateLimitVerdict } from '../rateLimit/limiter.ts';
import type { OtpFlowKind } from '../session/cookies.ts';

function tooMany(verdict: Extract<RateLimitVerdict, { allowed: false }>): AppTRPCError {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  return new AppTRPCError(
    'TOO_MANY_REQUESTS',
    messageAppError(429, `Too many attempts. Please try again in ${seconds} seconds.`),
  );
}

/** Who the attempt is about: the mobile number or e-mail typed, else the signed-in user. */
function identifierOf(input: unknown, ctx: Pick<Context, 'session'>): string | null {
  if (typeof input === 'object' && input !== null) {
    const { mobile_number: mobile, email } = input as { mobile_number?: unknown; email?: unknown };
    const typed = typeof mobile === 'string' ? mobile : typeof email === 'string' ? email : undefined;
    if (typed !== undefined && typed.trim() !== '') return `id:${typed.trim().toLowerCase()}`;
  }
  return ctx.session ? `user:${ctx.session.userId}` : null;
}

/** A code guess of a flow bound to the browser that began it: a login's (type 1, no password) or a recovery's. */
function boundCodeGuess(path: string, input: unknown): OtpFlowKind | null {
  if (path === 'auth.recoveryVerifyOtp') return 'recovery';
  if (path !== 'auth.verifyOtp' || typeof input !== 'object' || input === null) return null;
  const { type, password } = input as { type?: unknown; password?: unknown };
  return type === 1 && password === undefined ? 'login' : null;
}

export const authRateLimit = experimental_standaloneMiddleware<{ ctx: Context }>().create(
  // The limit runs before the input is parsed, so it reads the raw input: bad input is an attempt too.
  async ({ ctx, path, getRawInput, next }) => {
    const byIp = await ctx.limits.perIp.consume(ctx.ip);
    if (!byIp.allowed) throw tooMany(byIp);
    const input = await getRawInput();
    // A code guessed by a browser that did not begin the flow (a login's password, a recovery's request) counts
    // against its address only, so a stranger cannot use up the owner's attempts (nor void the owner's code: the
    // provider counts it apart).
    const flow = boundCodeGuess(path, input);
    const stranger = flow !== null && (await ctx.cookies.readOtpFlow(flow)) === null;
    // A password is guarded per account by the provider, which slows guessing with a captcha and never refuses
    // the right one: a count here would let strangers lock the owner out.
    const identifier = stranger || path === 'auth.login' ? null : identifierOf(input, ctx);
    if (identifier !== null) {
      const byIdentifier = await ctx.limits.perIdentifier.consume(identifier);
      if (!byIdentifier.allowed) throw tooMany(byIdentifier);
    }
    return next();
  },
);
