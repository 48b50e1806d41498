// Integrators' API keys (docs/api.md): made and revoked by their owner with an OTP, and the check of a signed request
// (shared/src/apiKeys/check.ts, and a nonce spent once) that the BFF asks for when it first meets a key: a request
// that passes is answered with the key and a token, so the BFF checks that key's next requests itself.
import { createHmac, randomBytes } from 'node:crypto';
import { checkSignedRequest } from '@sikka/shared/apiKeys/check';
import { API_KEY_REFUSALS, type ApiKeyRefusal } from '@sikka/shared/apiKeys/refusals';
import {
  API_KEY_MESSAGES,
  API_KEY_OTP_PURPOSE,
  type ApiKeyList,
  type AuthenticateApiKeyRequest,
  type AuthenticateApiKeyResponse,
  type CreateApiKeyResponse,
  type createApiKeyRequestSchema,
  MAX_API_KEYS,
  type RevokeApiKeyRequest,
} from '@sikka/shared/apiKeys/schemas';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError, messageError } from '../../platform/http/errors.ts';
import type { Tokens } from '../../platform/identity/tokens.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import { insertKey, liveKey, liveKeysOf, publicKey, revokeKey, spendNonce } from './apiKeysRepo.ts';

/** A 401 with the refusal's message and code. */
function refuse(refusal: ApiKeyRefusal) {
  return new HttpError(401, { message: refusal.message, code: refusal.code });
}

export class ApiKeys {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly cipher: FieldCipher,
    private readonly otp: OtpService,
    private readonly tokens: Tokens,
  ) {}

  async list(userId: number): Promise<ApiKeyList> {
    return { keys: (await liveKeysOf(this.db, userId)).map(publicKey) };
  }

  async create(
    userId: number,
    body: z.output<typeof createApiKeyRequestSchema>,
  ): Promise<CreateApiKeyResponse> {
    if ((await liveKeysOf(this.db, userId)).length >= MAX_API_KEYS)
      throw messageError(409, API_KEY_MESSAGES.tooMany);
    await this.otp.completeFor(userId, API_KEY_OTP_PURPOSE, body.otp);
    const secret = randomBytes(32).toString('base64url');
    const row = await insertKey(this.db, {
      user_id: userId,
      key_id: `sk_${randomBytes(16).toString('base64url')}`,
      secret: this.cipher.seal('api_keys.secret', secret),
      label: body.label,
      display_name: body.display_name ?? null,
      scopes: body.scopes,
      ip_allowlist: body.ip_allowlist,
    });
    return { key: publicKey(row), secret, message: API_KEY_MESSAGES.created };
  }

  async revoke(userId: number, body: RevokeApiKeyRequest): Promise<{ message: string; key_id: string }> {
    await this.otp.completeFor(userId, API_KEY_OTP_PURPOSE, body.otp);
    const keyId = await revokeKey(this.db, userId, body.id, this.clock.now());
    if (keyId === null) throw messageError(404, API_KEY_MESSAGES.notFound);
    return { message: API_KEY_MESSAGES.revoked, key_id: keyId };
  }

  /**
   * Checks a signed request; the refusals say what was wrong. The nonce is spent last, by a request that passed
   * every other check, so a captured request replayed within the window is refused and a bad one spends nothing.
   * A request that passes proves its sender holds the secret: the answer gives the BFF the key (secret included,
   * never stored there) and a token, so it checks the key's next requests itself until the token nears its end.
   */
  async authenticate(request: AuthenticateApiKeyRequest): Promise<AuthenticateApiKeyResponse> {
    const key = await liveKey(this.db, request.key_id);
    if (!key) throw refuse(API_KEY_REFUSALS.unknownKey);
    const now = this.clock.now().getTime();
    // Opened only for a request that reaches the signature's check.
    let secret: string | undefined;
    const secretOf = () => {
      secret ??= this.cipher.open('api_keys.secret', key.secret);
      return secret;
    };
    const checked = checkSignedRequest(request, key, now, (text) =>
      createHmac('sha256', secretOf()).update(text).digest('hex'),
    );
    if (!checked.ok) throw refuse(checked.refusal);
    if (!(await spendNonce(this.db, key.key_id, request.nonce, new Date(checked.nonceKeptUntil))))
      throw refuse(API_KEY_REFUSALS.replay);
    const issued = await this.tokens.issueApi(key.user_id, key.key_id, key.scopes);
    return {
      token: issued.token,
      expires_at: issued.expiresAt.getTime(),
      user_id: key.user_id,
      key_id: key.key_id,
      scopes: key.scopes as never,
      ip_allowlist: key.ip_allowlist,
      secret: secretOf(),
    };
  }
}
