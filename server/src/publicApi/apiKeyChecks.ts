// The BFF's check of a signed request (docs/api.md "Signing"): the rule of shared/src/apiKeys/check.ts with the key
// the provider answered for that key's first request here, kept in memory only (never logged, never stored) until
// its token nears its end or the key is revoked (heard from every instance, as session ends are).
import { createHmac } from 'node:crypto';
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import { checkSignedRequest } from '@sikka/shared/apiKeys/check';
import { API_KEY_REFUSALS, type ApiKeyRefusal } from '@sikka/shared/apiKeys/refusals';
import {
  type AuthenticateApiKeyRequest,
  type AuthenticateApiKeyResponse,
  authenticateApiKeyRequestSchema,
} from '@sikka/shared/apiKeys/schemas';
import { MAX_RECEIVE_WINDOW_MS, receiveWindowOf } from '@sikka/shared/apiKeys/signature';
import type { ProviderClient, Via } from '../upstream/client.ts';
import type { NonceStore } from './nonces.ts';

/** A key is asked for again this long before its token expires (a socket keeps its token a while after). */
const RENEW_BEFORE_MS = 120_000;

/** Who a checked request acts for, and the provider's token it carries there. */
export interface CheckedKey {
  userId: number;
  keyId: string;
  scopes: AuthenticateApiKeyResponse['scopes'];
  token: string;
}

export type KeyCheck = { ok: true; key: CheckedKey } | { ok: false; refusal: ApiKeyRefusal };

interface KnownKey {
  answer: AuthenticateApiKeyResponse;
  until: number;
}

export class ApiKeyChecks {
  readonly #known = new Map<string, KnownKey>();

  constructor(
    private readonly provider: ProviderClient,
    private readonly nonces: NonceStore,
    /** Milliseconds since the epoch on the clock the provider checks by (tests pass the provider's). */
    private readonly now: () => number,
  ) {}

  /**
   * Checks a signed request: with the key this instance holds, or (its first request here, or one it cannot parse)
   * by the provider's check, whose refusal or failure is thrown as the provider's client throws it.
   */
  async check(request: AuthenticateApiKeyRequest, via: Via): Promise<KeyCheck> {
    const parsed = authenticateApiKeyRequestSchema.safeParse(request);
    const now = this.now();
    const known = parsed.success ? this.#known.get(request.key_id) : undefined;
    if (!parsed.success || !known || known.until <= now) return this.#first(request, via);
    const { answer } = known;
    const checked = checkSignedRequest(parsed.data, answer, now, (text) =>
      createHmac('sha256', answer.secret).update(text).digest('hex'),
    );
    if (!checked.ok) return checked;
    if (!(await this.nonces.spend(answer.key_id, request.nonce, checked.nonceKeptUntil, now)))
      return { ok: false, refusal: API_KEY_REFUSALS.replay };
    return { ok: true, key: checkedKey(answer) };
  }

  /** Drops a key (revoked, or refused by the provider): its next request is the provider's to check. */
  forget(keyId: string): void {
    this.#known.delete(keyId);
  }

  /** The provider checks the request (its nonce spent there) and answers the key, kept for the next ones. */
  async #first(request: AuthenticateApiKeyRequest, via: Via): Promise<KeyCheck> {
    const answer = await this.provider.call(apiKeyCalls.authenticate, { body: request, ...via });
    // Spent here too: a request this instance passed before the key was last asked for is refused as a replay.
    const keptUntil =
      Number(request.timestamp) + 2 * (receiveWindowOf(request.recv_window) ?? MAX_RECEIVE_WINDOW_MS);
    if (!(await this.nonces.spend(answer.key_id, request.nonce, keptUntil, this.now())))
      return { ok: false, refusal: API_KEY_REFUSALS.replay };
    this.#known.set(answer.key_id, { answer, until: answer.expires_at - RENEW_BEFORE_MS });
    return { ok: true, key: checkedKey(answer) };
  }
}

function checkedKey(answer: AuthenticateApiKeyResponse): CheckedKey {
  return { userId: answer.user_id, keyId: answer.key_id, scopes: answer.scopes, token: answer.token };
}
