// How an integrator signs a request with an API key (docs/api.md): HMAC-SHA256, with the key's secret, over the
// canonical request below, sent in four headers. The canonical form is pure text so every side (the BFF's check,
// the provider's, the example client, a browser-free script in any language) builds exactly the same bytes.

/** The headers a signed request carries. */
export const API_KEY_HEADERS = {
  key: 'x-sikka-key',
  timestamp: 'x-sikka-timestamp',
  nonce: 'x-sikka-nonce',
  signature: 'x-sikka-signature',
  /** Optional: how long the request stays good, in milliseconds (signed as the canonical request's sixth line). */
  receiveWindow: 'x-sikka-recv-window',
} as const;

/** A signed request is good this long either side of the server's clock (its timestamp is milliseconds). */
export const RECEIVE_WINDOW_MS = 5_000;
/** The longest receive window a caller may ask for. */
export const MAX_RECEIVE_WINDOW_MS = 60_000;

/** The receive window a request asked for (the default when it sent none), or null for a value out of bounds. */
export function receiveWindowOf(header: string | undefined): number | null {
  if (header === undefined) return RECEIVE_WINDOW_MS;
  if (!/^\d{1,5}$/.test(header)) return null;
  const window = Number(header);
  return window >= 1 && window <= MAX_RECEIVE_WINDOW_MS ? window : null;
}

/** A nonce: 16 to 64 letters, digits, '-' or '_'; each is accepted once per key within the receive window. */
export const NONCE_PATTERN = /^[\w-]{16,64}$/;
export const KEY_ID_PATTERN = /^sk_[\w-]{22}$/;
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export interface SignedParts {
  /** Milliseconds since the epoch, as sent in x-sikka-timestamp. */
  timestamp: string;
  nonce: string;
  /** The HTTP method in capitals. */
  method: string;
  /** The request target exactly as sent: path and query string (`/api/v1/orders?pair=BTC-INR`). */
  target: string;
  /** Lower-case hex SHA-256 of the exact body bytes ('' hashes to e3b0…b855 for a request with none). */
  bodySha256: string;
  /** The x-sikka-recv-window header as sent, when it was. */
  receiveWindow?: string | undefined;
}

/**
 * The text that is signed: the five parts, one per line, in this order, with no trailing newline; a request that
 * sets its receive window signs it too, as a sixth line (so no one in between can widen it).
 */
export function canonicalRequest(parts: SignedParts): string {
  return [
    parts.timestamp,
    parts.nonce,
    parts.method.toUpperCase(),
    parts.target,
    parts.bodySha256,
    ...(parts.receiveWindow === undefined ? [] : [parts.receiveWindow]),
  ].join('\n');
}

export type TimestampVerdict = 'ok' | 'invalid' | 'old' | 'future';

/** Whether a request's timestamp is inside the receive window around `now`. */
export function checkTimestamp(
  timestamp: string,
  now: number,
  windowMs = RECEIVE_WINDOW_MS,
): TimestampVerdict {
  if (!/^\d{13}$/.test(timestamp)) return 'invalid';
  const at = Number(timestamp);
  if (at < now - windowMs) return 'old';
  if (at > now + windowMs) return 'future';
  return 'ok';
}
