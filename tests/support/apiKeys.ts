// Signing a request with an API key as an integrator does (docs/api.md): HMAC-SHA256 over the canonical request.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { API_KEY_HEADERS, canonicalRequest } from '@sikka/shared/apiKeys/signature';

export interface SignOptions {
  method: string;
  /** Path and query, exactly as sent. */
  target: string;
  /** The exact body text ('' for none). */
  body?: string;
  timestamp?: string;
  nonce?: string;
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
      canonicalRequest({ timestamp, nonce, method: options.method, target: options.target, bodySha256 }),
    )
    .digest('hex');
  return {
    headers: {
      [API_KEY_HEADERS.key]: keyId,
      [API_KEY_HEADERS.timestamp]: timestamp,
      [API_KEY_HEADERS.nonce]: nonce,
      [API_KEY_HEADERS.signature]: signature,
    },
    parts: { timestamp, nonce, signature, bodySha256 },
  };
}
