// Rate limits behind one small interface: in-process now (rate-limiter-flexible), a Redis store can replace it.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

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

export function memoryRateLimiter(rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterMemory({
    points: rule.points,
    duration: rule.windowSeconds,
    keyPrefix: rule.keyPrefix,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterMs: rejection.msBeforeNext };
        throw rejection;
      }
    },
  };
}

/** The limits of the auth mutations: per client IP and per identifier (mobile number, e-mail or user). */
export interface AuthRateLimits {
  perIp: RateLimiter;
  perIdentifier: RateLimiter;
}
