// Signing a request with an API key as an integrator does (docs/api.md): HMAC-SHA256 over the canonical request.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createApiKeyResponseSchema } from '@sikka/shared/apiKeys/schemas';
import { API_KEY_HEADERS, canonicalRequest } from '@sikka/shared/apiKeys/signature';
import { latestOtp } from './provider.ts';

export interface SignOptions {
  method: string;
  /** Path and query, exactly as sent. */
  target: string;
  /** The exact body text ('' for none). */
  body?: string;
  timestamp?: string;
  nonce?: string;
  /** Sent as x-sikka-recv-window (and signed) when set. */
  receiveWindow?: string;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

/** The four headers of a signed request, and the parts that were signed. */
export function signRequest(keyId: string, secret: string, options: SignOptions) {
  const timestamp = options.timestamp ?? String(Date.now());
  const nonce = options.nonce ?? newNonce();
  const bodySha256 = sha256Hex(options.body ?? '');
  const signature = createHmac('sha256', secret)
    .update(
      canonicalRequest({
        timestamp,
        nonce,
        method: options.method,
        target: options.target,
        bodySha256,
        receiveWindow: options.receiveWindow,
      }),
    )
    .digest('hex');
  return {
    headers: {
      [API_KEY_HEADERS.key]: keyId,
      [API_KEY_HEADERS.timestamp]: timestamp,
      [API_KEY_HEADERS.nonce]: nonce,
      [API_KEY_HEADERS.signature]: signature,
      ...(options.receiveWindow === undefined
        ? {}
        : { [API_KEY_HEADERS.receiveWindow]: options.receiveWindow }),
    },
    parts: { timestamp, nonce, signature, bodySha256 },
  };
}

export interface ApiKey {
  keyId: string;
  secret: string;
}

async function postJson(url: string, body: unknown, bearer?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * An API key with these scopes for a user with no OTP asked for yet (a fresh one: no resend wait), made as its owner
 * does on the keys page, over the provider's HTTP calls (an in-process provider or a journey's process alike).
 */
export async function makeApiKey(
  providerUrl: string,
  user: { mobile: string; password?: string },
  scopes: ReadonlyArray<'read' | 'trade'>,
  options: { displayName?: string } = {},
): Promise<ApiKey> {
  await postJson(`${providerUrl}/auth/login`, {
    mobile_number: user.mobile,
    password: user.password ?? 'Demo@1234',
  });
  const { token } = await postJson(`${providerUrl}/auth/verify-otp`, {
    mobile_number: user.mobile,
    type: 1,
    otp: await latestOtp(providerUrl, user.mobile),
  });
  await postJson(`${providerUrl}/request-otp`, { type: 8 }, String(token));
  const made = await postJson(
    `${providerUrl}/api-keys`,
    {
      label: scopes.join('+'),
      ...(options.displayName ? { display_name: options.displayName } : {}),
      scopes,
      otp: await latestOtp(providerUrl, user.mobile),
    },
    String(token),
  );
  const { key, secret } = createApiKeyResponseSchema.parse(made);
  return { keyId: key.key_id, secret };
}

/** A request signed with `key` to a BFF's /api/v1, as an integrator's script sends it. */
export function signedFetch(
  baseUrl: string,
  key: ApiKey,
  request: { method: 'GET' | 'POST'; target: string; body?: unknown; timestamp?: string },
): Promise<Response> {
  const text = request.body === undefined ? '' : JSON.stringify(request.body);
  const { headers } = signRequest(key.keyId, key.secret, {
    method: request.method,
    target: request.target,
    body: text,
    ...(request.timestamp ? { timestamp: request.timestamp } : {}),
  });
  return fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers: { ...headers, ...(text ? { 'content-type': 'application/json' } : {}) },
    ...(text ? { body: text } : {}),
  });
}
