// Signed JWTs (HS256) for sessions and password recovery: expiry by the clock, a jti each, logout's blacklist.
import { randomUUID } from 'node:crypto';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { MicroBatch } from '../db/microBatch.ts';
import { HttpError } from '../http/errors.ts';
import { TOKEN_BLACKLISTED, TOKEN_EXPIRED, WRONG_NUMBER_OF_SEGMENTS } from './authMessages.ts';
import type { UserRow } from './usersRepo.ts';
import { VerifiedTokens } from './verifiedTokens.ts';

const ISSUER = 'sikka-provider';
// Separate audiences: a recovery token can never pass as a session, nor a session as a recovery token, and an API
// key's one-request token passes only where its scopes reach (http/contract.ts).
const AUDIENCE = { session: 'sikka:session', recovery: 'sikka:recovery', api: 'sikka:api' } as const;
/**
 * An API key's token: the BFF asks for one when it first checks a key's request and sends it with every request of
 * that key it checked itself after, until shortly before it expires; a revoked key's token is refused at once.
 */
const API_TOKEN_TTL_S = 600;
/** A key's last use is written at most this often (the owner's list shows it; no write per request). */
const KEY_TOUCH_MS = 60_000;

interface TokenSettings {
  secret: string;
  sessionTtlSeconds: number;
  recoveryTtlSeconds: number;
}

export interface VerifiedToken {
  userId: number;
  jti: string;
  expiresAt: Date;
}

/** A recovery token also says who is being reset and whether the PAN gate stands before the reset. */
export interface RecoveryToken extends VerifiedToken {
  identifier: string;
  panRequired: boolean;
  panVerified: boolean;
}

interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

/** 401 with one of docs/requirements.md §8's token messages: the only answers a bad token ever gets. */
function tokenError(message: string): HttpError {
  return new HttpError(401, { message });
}

/** The user, whether the token's jti is blacklisted, and (an API key's token) whether its key is still live. */
type SessionRow = UserRow & { revoked: boolean; key_live: boolean };

/** The caller a bearer token names: a signed-in session, or an API key acting for its owner within its scopes. */
type Bearer =
  | (VerifiedToken & { user: UserRow; apiKey: null })
  | (VerifiedToken & { user: UserRow; apiKey: { keyId: string; scopes: string[] } });

export class Tokens {
  readonly #key: Uint8Array;
  /** Every bearer call reads its user and the blacklist: the reads that arrive together share one query. */
  readonly #sessions: MicroBatch<
    { userId: number; jti: string; keyId: string | null },
    SessionRow | undefined
  >;
  /** When each API key's use was last written, by this process. */
  readonly #touched = new Map<string, number>();
  /** The tokens whose signature was checked: only their time (and the database's checks) on every request after. */
  readonly #verified = new VerifiedTokens();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: TokenSettings,
  ) {
    this.#key = new TextEncoder().encode(settings.secret);
    this.#sessions = new MicroBatch(async (lookups) => {
      const { rows } = await sql<SessionRow & { lookup: number }>`
        select u.*, exists(select 1 from revoked_tokens r where r.jti = v.jti) as revoked,
          (v.kid is null or exists(select 1 from api_keys k where k.key_id = v.kid and k.revoked_at is null))
            as key_live,
          v.n::int as lookup
        from unnest(${lookups.map((l) => l.userId)}::integer[], ${lookups.map((l) => l.jti)}::text[],
          ${lookups.map((l) => l.keyId)}::text[]) with ordinality as v(id, jti, kid, n)
        join users u on u.id = v.id`.execute(this.db);
      const byLookup = new Map(rows.map(({ lookup, ...row }) => [lookup, row]));
      return lookups.map((_, i) => byLookup.get(i + 1));
    });
  }

  /** A session token of the user's live generation (a password, e-mail or 2FA change moves it on). */
  async issueSession(userId: number): Promise<IssuedToken> {
    const { session_epoch } = await this.db
      .selectFrom('users')
      .select('session_epoch')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return this.#issue('session', userId, this.settings.sessionTtlSeconds, { sep: session_epoch });
  }

  /** An API key's token, for the requests the BFF checks: acts for the key's owner within its scopes, never a session. */
  issueApi(userId: number, keyId: string, scopes: readonly string[]): Promise<IssuedToken> {
    this.#touch(keyId);
    return this.#issue('api', userId, API_TOKEN_TTL_S, { kid: keyId, scp: [...scopes] });
  }

  /** A session token or an API key's token, told apart by its audience; a thrown 401 as verifySession's. */
  async verifyBearer(raw: string | undefined): Promise<Bearer> {
    let audience: unknown;
    try {
      audience = raw ? decodeJwt(raw).aud : undefined;
    } catch {
      audience = undefined;
    }
    if (audience !== AUDIENCE.api) return { ...(await this.verifySession(raw)), apiKey: null };
    const { verified, payload } = await this.#verify('api', raw);
    if (typeof payload.kid !== 'string' || !Array.isArray(payload.scp)) throw tokenError(TOKEN_BLACKLISTED);
    const row = await this.#sessions.submit({
      userId: verified.userId,
      jti: verified.jti,
      keyId: payload.kid,
    });
    if (!row || row.revoked || !row.key_live) throw tokenError(TOKEN_BLACKLISTED);
    this.#touch(payload.kid);
    const { revoked: _, key_live: __, ...user } = row;
    const scopes = payload.scp.filter((scope): scope is string => typeof scope === 'string');
    return { ...verified, user, apiKey: { keyId: payload.kid, scopes } };
  }

  /** A recovery token; `notAfter` keeps a renewed one (after the PAN check) from outliving the first. */
  issueRecovery(
    userId: number,
    claims: Omit<RecoveryToken, keyof VerifiedToken>,
    notAfter?: Date,
  ): Promise<IssuedToken> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const ttl = notAfter
      ? Math.max(1, Math.floor(notAfter.getTime() / 1000) - now)
      : this.settings.recoveryTtlSeconds;
    return this.#issue('recovery', userId, ttl, {
      identifier: claims.identifier,
      pan_required: claims.panRequired,
      pan_verified: claims.panVerified,
    });
  }

  /**
   * A session token's claims and its user, or a thrown 401: expired, blacklisted (logout, password change), or
   * not ours. The blacklist, the password-change cut-off and the user are read in one query, shared by the calls
   * that arrive together; it starts after this call arrived, so it sees every logout committed before.
   */
  async verifySession(raw: string | undefined): Promise<VerifiedToken & { user: UserRow }> {
    const { verified, payload } = await this.#verify('session', raw);
    const row = await this.#sessions.submit({ userId: verified.userId, jti: verified.jti, keyId: null });
    if (!row || row.revoked) throw tokenError(TOKEN_BLACKLISTED);
    const { revoked: _, key_live: __, ...user } = row;
    // A password, e-mail or 2FA change ends every session of an earlier generation (tokens before it carry none: 0).
    if ((typeof payload.sep === 'number' ? payload.sep : 0) !== user.session_epoch)
      throw tokenError(TOKEN_BLACKLISTED);
    // A password change ends every session issued before it (tokens carry whole seconds).
    if (
      user.sessions_valid_after != null &&
      verified.issuedAtSeconds * 1000 < user.sessions_valid_after.getTime()
    )
      throw tokenError(TOKEN_BLACKLISTED);
    return { ...verified, user };
  }

  async verifyRecovery(raw: string | undefined): Promise<RecoveryToken> {
    const { verified, payload } = await this.#verify('recovery', raw);
    const revoked = await this.db
      .selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', verified.jti)
      .executeTakeFirst();
    if (revoked) throw tokenError(TOKEN_BLACKLISTED);
    if (typeof payload.identifier !== 'string') throw tokenError(WRONG_NUMBER_OF_SEGMENTS);
    return {
      ...verified,
      identifier: payload.identifier,
      panRequired: payload.pan_required === true,
      panVerified: payload.pan_verified === true,
    };
  }

  /**
   * Blacklists a token until it would have expired anyway (logout, a spent recovery token). False when it
   * already was: of two concurrent requests with one token, only one gets to spend it.
   */
  async revoke(token: VerifiedToken): Promise<boolean> {
    const result = await this.db
      .insertInto('revoked_tokens')
      .values({ jti: token.jti, expires_at: token.expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows !== 0n;
  }

  /** Revokes the token, or throws 'The token has been blacklisted' when another request spent it first. */
  async spend(token: VerifiedToken): Promise<void> {
    if (!(await this.revoke(token))) throw tokenError(TOKEN_BLACKLISTED);
  }

  /** Records an API key's use, at most once a minute per key and process, without holding up the request. */
  #touch(keyId: string): void {
    const now = this.clock.now().getTime();
    if (now - (this.#touched.get(keyId) ?? Number.NEGATIVE_INFINITY) < KEY_TOUCH_MS) return;
    this.#touched.set(keyId, now);
    const at = new Date(now);
    void this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('key_id', '=', keyId)
      .where((eb) =>
        eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now - KEY_TOUCH_MS))]),
      )
      .execute()
      .catch(() => this.#touched.delete(keyId));
  }

  async #issue(
    kind: keyof typeof AUDIENCE,
    userId: number,
    ttlSeconds: number,
    claims: Record<string, unknown>,
  ): Promise<IssuedToken> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const jti = randomUUID();
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[kind])
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.#key);
    return { token, jti, expiresAt: new Date((now + ttlSeconds) * 1000) };
  }

  async #verify(kind: keyof typeof AUDIENCE, raw: string | undefined) {
    // Anything that is not three dot-separated parts (including no token at all) is 'Wrong number of segments'.
    if (raw?.split('.').length !== 3) throw tokenError(WRONG_NUMBER_OF_SEGMENTS);
    const now = this.clock.now();
    let payload = this.#verified.get(kind, raw);
    if (payload) {
      // Its signature, issuer and audience were checked before; its time is checked now, as jose would.
      const seconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.nbf === 'number' && payload.nbf > seconds)
        throw tokenError(WRONG_NUMBER_OF_SEGMENTS);
      if (typeof payload.exp === 'number' && payload.exp <= seconds) {
        this.#verified.forget(kind, raw);
        throw tokenError(TOKEN_EXPIRED);
      }
    } else {
      try {
        ({ payload } = await jwtVerify(raw, this.#key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE[kind],
          currentDate: now,
          requiredClaims: ['jti', 'sub', 'iat', 'exp'],
        }));
      } catch (error) {
        // jose checks the signature before the expiry, so only a token we signed is ever called expired.
        if (error instanceof joseErrors.JWTExpired) throw tokenError(TOKEN_EXPIRED);
        // Bad signature, another purpose's token, garbage: §8's token-invalid answer rather than a toast.
        throw tokenError(WRONG_NUMBER_OF_SEGMENTS);
      }
      this.#verified.remember(kind, raw, payload);
    }
    const userId = Number(payload.sub);
    const { jti, exp, iat } = payload;
    if (
      !Number.isSafeInteger(userId) ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      typeof iat !== 'number'
    ) {
      throw tokenError(WRONG_NUMBER_OF_SEGMENTS);
    }
    return {
      verified: { userId, jti, expiresAt: new Date(exp * 1000), issuedAtSeconds: iat },
      payload,
    };
  }
}

/** The bearer token of `Authorization: Bearer <token>`, if any. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
