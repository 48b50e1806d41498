// Rate limits behind one small interface (rate-limiter-flexible): in-process for one BFF, in Redis when several
// share the counts (REDIS_URL), so a limit counted on one instance holds on every other.
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** An attempt's verdict, with what is left of the window (for the standard RateLimit-* headers). */
export type RateLimitVerdict =
  | { allowed: true; remaining: number; resetMs: number }
  | { allowed: false; retryAfterMs: number };

/** Counts one attempt for a key within a fixed window. A shared store (Redis) implements the same. */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitVerdict>;
}

export interface RateLimitRule {
  points: number;
  windowSeconds: number;
  /** Keeps the keys of different limits apart when they share a store. */
  keyPrefix: string;
}

function limiterOf(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key) {
      try {
        const state = await limiter.consume(key);
        return { allowed: true, remaining: state.remainingPoints, resetMs: state.msBeforeNext };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterMs: rejection.msBeforeNext };
        throw rejection;
      }
    },
  };
}

export function memoryRateLimiter(rule: RateLimitRule): RateLimiter {
  return limiterOf(
    new RateLimiterMemory({ points: rule.points, duration: rule.windowSeconds, keyPrefix: rule.keyPrefix }),
  );
}

/**
 * Counts in Redis, shared by every BFF instance. While Redis is unreachable each instance falls back to its
 * own in-process count (the insurance limiter): limits stay on, only less exact, and sign-in keeps working.
 */
export function redisRateLimiter(client: Redis, rule: RateLimitRule): RateLimiter {
  const options = {
    points: rule.points,
    duration: rule.windowSeconds,
    keyPrefix: `sikka:rl:${rule.keyPrefix}`,
  };
  return limiterOf(
    new RateLimiterRedis({
      ...options,
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    }),
  );
}

/** The limits of the auth mutations (per client IP and per identifier), and of signed API requests (per key). */
export interface AuthRateLimits {
  perIp: RateLimiter;
  perIdentifier: RateLimiter;
  perApiKey: RateLimiter;
}
