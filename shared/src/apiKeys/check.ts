// The one check of a signed request (docs/api.md), run by whichever tier holds the key: its receive window, its
// timestamp, its signature and its allowlist, in that order, each refusal with its code. The HMAC is the caller's
// (a pure rule does no crypto of its own); the nonce is the caller's to spend, last, once everything else passed.
import { API_KEY_REFUSALS, type ApiKeyRefusal } from './refusals.ts';
import type { AuthenticateApiKeyRequest } from './schemas.ts';
import { canonicalRequest, checkTimestamp, receiveWindowOf } from './signature.ts';

/** What a request is checked against besides the secret: the key's allowlist of addresses (empty: any). */
export interface CheckedKey {
  ip_allowlist: readonly string[];
}

export type SignedCheck = { ok: true; nonceKeptUntil: number } | { ok: false; refusal: ApiKeyRefusal };

/**
 * Checks a parsed signed request against its key at `now` (ms); `hmacHex` is HMAC-SHA256 with the key's secret, as
 * lower-case hex. A passed request says how long its nonce must be kept: past the last moment it could still pass.
 */
export function checkSignedRequest(
  request: AuthenticateApiKeyRequest,
  key: CheckedKey,
  now: number,
  hmacHex: (canonical: string) => string,
): SignedCheck {
  const refuse = (refusal: ApiKeyRefusal): SignedCheck => ({ ok: false, refusal });
  const window = receiveWindowOf(request.recv_window);
  if (window === null) return refuse(API_KEY_REFUSALS.receiveWindow);
  const when = checkTimestamp(request.timestamp, now, window);
  if (when === 'invalid') return refuse(API_KEY_REFUSALS.timestamp);
  if (when === 'old') return refuse(API_KEY_REFUSALS.old);
  if (when === 'future') return refuse(API_KEY_REFUSALS.future);
  const expected = hmacHex(
    canonicalRequest({
      timestamp: request.timestamp,
      nonce: request.nonce,
      method: request.method,
      target: request.target,
      bodySha256: request.body_sha256,
      receiveWindow: request.recv_window,
    }),
  );
  if (!sameText(expected, request.signature)) return refuse(API_KEY_REFUSALS.signature);
  if (key.ip_allowlist.length > 0 && !onAllowlist(request.address, key.ip_allowlist))
    return refuse(API_KEY_REFUSALS.address);
  return { ok: true, nonceKeptUntil: Number(request.timestamp) + 2 * window };
}

/** Compares two texts in time that depends on their length only (a signature is never found a digit at a time). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Whether an address is on an allowlist, compared as addresses: `::1` is `0:0:0:0:0:0:0:1`. */
export function onAllowlist(address: string, allowlist: readonly string[]): boolean {
  const wanted = addressKey(address);
  return wanted !== null && allowlist.some((entry) => addressKey(entry) === wanted);
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * An address in one spelling (IPv4 as four numbers, IPv6 as eight hextets), or null for what is not one; an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) is its IPv4 address.
 */
export function addressKey(address: string): string | null {
  const v4 = ipv4Octets(address);
  if (v4) return `4:${v4.join('.')}`;
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  // An IPv4 tail (`::ffff:1.2.3.4`) may end only the last half, as its last part.
  const hextets = (text: string | undefined, last: boolean): number[] | null => {
    if (text === undefined || text === '') return [];
    const out: number[] = [];
    const parts = text.split(':');
    for (const [index, part] of parts.entries()) {
      const embedded = last && index === parts.length - 1 ? ipv4Octets(part) : null;
      if (embedded) out.push(embedded[0] * 256 + embedded[1], embedded[2] * 256 + embedded[3]);
      else if (/^[0-9a-f]{1,4}$/.test(part)) out.push(Number.parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = hextets(halves[0], halves.length === 1);
  const tail = hextets(halves[1], true);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
  if (all.slice(0, 5).every((n) => n === 0) && all[5] === 0xffff) {
    const [high = 0, low = 0] = all.slice(6);
    return `4:${[high >> 8, high & 255, low >> 8, low & 255].join('.')}`;
  }
  return `6:${all.map((n) => n.toString(16)).join(':')}`;
}

function ipv4Octets(text: string): [number, number, number, number] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number) as [number, number, number, number];
  return octets.every((octet) => octet <= 255) ? octets : null;
}
