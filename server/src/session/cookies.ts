// The session and recovery cookies: the provider's tokens live only here, encrypted, httpOnly, SameSite=Strict.
import { type CookieSerializeOptions, fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { CookieSealer } from './seal.ts';

/** A signed-in visitor as the BFF knows them: the provider token never leaves the server. */
export interface Session {
  token: string;
  userId: number;
}

type SessionRead =
  | { state: 'none' }
  | { state: 'ended'; reason: 'expired' | 'invalid' }
  | { state: 'active'; session: Session };

// Used when a provider token carries no readable `exp`. The provider's tokens do; these only bound
// how long the cookie is kept, since the provider still decides whether its token is valid.
const SESSION_FALLBACK_MS = 12 * 60 * 60 * 1000;
const RECOVERY_FALLBACK_MS = 15 * 60 * 1000;
/** An OTP step lives 5 minutes, and a resend may revive a login's for 30 (otpSteps.ts OTP_RULES). */
const OTP_FLOW_MS = 30 * 60 * 1000;
const LONGEST_MS = 30 * 24 * 60 * 60 * 1000;

/** The sign-in flows whose code is bound to the browser that began them: a login, a forgot-password recovery. */
export type OtpFlowKind = 'login' | 'recovery';

interface CookieNames {
  session: string;
  recovery: string;
  otpFlow: Record<OtpFlowKind, string>;
}

/** `__Host-` makes the browser insist on Secure, Path=/ and no Domain: the cookie cannot be planted from a subdomain. */
function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? '__Host-' : '';
  return {
    session: `${prefix}sikka_session`,
    recovery: `${prefix}sikka_recovery`,
    otpFlow: { login: `${prefix}sikka_otp_flow`, recovery: `${prefix}sikka_recovery_flow` },
  };
}

/** When a session token ends: its own expiry, or the fallback's when it carries none. */
export function sessionExpiry(token: string): Date {
  return tokenExpiry(token, SESSION_FALLBACK_MS);
}

/** When the cookie should end: the token's own expiry when it has one, bounded either way. */
function tokenExpiry(token: string, fallbackMs: number, now = Date.now()): Date {
  let exp: number | undefined;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    // Not a JWT: the provider's token format is its own business.
  }
  const ms = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : now + fallbackMs;
  return new Date(Math.min(ms, now + LONGEST_MS));
}

/** Where a request's cookies are read and written: an HTTP request and its reply, or a websocket upgrade. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieSerializeOptions): void;
  clear(name: string, options: CookieSerializeOptions): void;
}

export function replyJar(request: FastifyRequest, reply: FastifyReply): CookieJar {
  return {
    get: (name) => request.cookies[name],
    set: (name, value, options) => void reply.setCookie(name, value, options),
    clear: (name, options) => void reply.clearCookie(name, options),
  };
}

/**
 * A websocket's cookies, read from its upgrade request. They cannot change over the socket (only
 * subscriptions run there); a session found ended is cleared by the next HTTP call, auth.session.
 */
export function upgradeJar(cookieHeader: string | undefined): CookieJar {
  const cookies = cookieHeader ? fastifyCookie.parse(cookieHeader) : {};
  return { get: (name) => cookies[name], set: () => {}, clear: () => {} };
}

/** The cookie rules (names, flags, sealing), bound to one request's jar by `forRequest`. */
export class SessionCookies {
  readonly names: CookieNames;
  readonly #sealer: CookieSealer;
  readonly #base: CookieSerializeOptions;

  constructor(sealer: CookieSealer, options: { secure: boolean }) {
    this.#sealer = sealer;
    this.names = cookieNames(options.secure);
    this.#base = { httpOnly: true, sameSite: 'strict', path: '/', secure: options.secure };
  }

  forRequest(jar: CookieJar): RequestCookies {
    return new RequestCookies(jar, this.#sealer, this.names, this.#base);
  }
}

/** One request's session and recovery cookies. */
export class RequestCookies {
  constructor(
    readonly jar: CookieJar,
    readonly sealer: CookieSealer,
    readonly names: CookieNames,
    readonly base: CookieSerializeOptions,
  ) {}

  async readSession(): Promise<SessionRead> {
    const value = this.jar.get(this.names.session);
    if (!value) return { state: 'none' };
    const opened = await this.sealer.open('session', value);
    if (!opened.ok) return { state: 'ended', reason: opened.reason };
    const { tok, uid } = opened.claims;
    if (typeof tok !== 'string' || typeof uid !== 'number') return { state: 'ended', reason: 'invalid' };
    return { state: 'active', session: { token: tok, userId: uid } };
  }

  async writeSession(session: Session): Promise<void> {
    const expires = sessionExpiry(session.token);
    const value = await this.sealer.seal('session', { tok: session.token, uid: session.userId }, expires);
    this.jar.set(this.names.session, value, { ...this.base, expires });
  }

  clearSession(): void {
    this.jar.clear(this.names.session, this.base);
  }

  /** The recovery token of the forgot-password flow, or null when there is none usable. */
  async readRecovery(): Promise<string | null> {
    const value = this.jar.get(this.names.recovery);
    if (!value) return null;
    const opened = await this.sealer.open('recovery', value);
    return opened.ok && typeof opened.claims.tok === 'string' ? opened.claims.tok : null;
  }

  async writeRecovery(token: string): Promise<void> {
    const expires = tokenExpiry(token, RECOVERY_FALLBACK_MS);
    const value = await this.sealer.seal('recovery', { tok: token }, expires);
    this.jar.set(this.names.recovery, value, { ...this.base, expires });
  }

  clearRecovery(): void {
    this.jar.clear(this.names.recovery, this.base);
  }

  /** The login (its password passed) or recovery this browser began: its OTP tries are the ones that count. */
  async readOtpFlow(kind: OtpFlowKind): Promise<string | null> {
    const value = this.jar.get(this.names.otpFlow[kind]);
    if (!value) return null;
    const opened = await this.sealer.open('otp_flow', value);
    return opened.ok && opened.claims.kind === kind && typeof opened.claims.flow === 'string'
      ? opened.claims.flow
      : null;
  }

  async writeOtpFlow(kind: OtpFlowKind, flow: string): Promise<void> {
    const expires = new Date(Date.now() + OTP_FLOW_MS);
    const value = await this.sealer.seal('otp_flow', { flow, kind }, expires);
    this.jar.set(this.names.otpFlow[kind], value, { ...this.base, expires });
  }

  clearOtpFlow(kind: OtpFlowKind): void {
    this.jar.clear(this.names.otpFlow[kind], this.base);
  }
}
