// What auth calls share: the per-address attempt limit, the signed-in caller, and a bound step's flow.
import type { FastifyRequest } from 'fastify';
import type { ProviderConfig } from '../config.ts';
import { tooMany } from '../http/errors.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { TOO_MANY_ATTEMPTS } from './authMessages.ts';
import type { VerifiedToken } from './tokens.ts';
import type { UserRow } from './usersRepo.ts';

/** Login, sign-up, OTP checks and recovery count against the caller's address (429 past the limit). */
export async function limitAttempts(
  services: {
    config: Pick<ProviderConfig, 'AUTH_ATTEMPTS_PER_IP' | 'AUTH_IP_WINDOW_S'>;
    limiter: RateLimiter;
  },
  request: FastifyRequest,
): Promise<void> {
  const { AUTH_ATTEMPTS_PER_IP, AUTH_IP_WINDOW_S } = services.config;
  const hit = await services.limiter.hit(`auth-ip:${request.ip}`, AUTH_ATTEMPTS_PER_IP, AUTH_IP_WINDOW_S);
  if (!hit.allowed) throw tooMany(TOO_MANY_ATTEMPTS, hit.retryAfterSeconds);
}

/** A signed-in caller: a session, or (on calls a descriptor opens to integrators) an API key acting for its owner. */
export interface Session extends VerifiedToken {
  user: UserRow;
  apiKey?: { keyId: string; scopes: string[] } | null;
}

/** A bound step's otp_flow for the caller to send back with its code (the BFF keeps it in a cookie). */
export function flowField(flow: string | null): { otp_flow?: string } {
  return flow === null ? {} : { otp_flow: flow };
}
