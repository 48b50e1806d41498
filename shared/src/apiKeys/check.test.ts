import { describe, expect, it } from 'vitest';
import { addressKey, checkSignedRequest, onAllowlist } from './check.ts';
import { API_KEY_REFUSALS } from './refusals.ts';
import type { AuthenticateApiKeyRequest } from './schemas.ts';
import { canonicalRequest, RECEIVE_WINDOW_MS } from './signature.ts';

/** A stand-in for HMAC-SHA256 (the rule takes the caller's): 64 hex digits that change with every character. */
function hmacHex(text: string): string {
  let out = '';
  for (let seed = 1; seed <= 8; seed++) {
    let hash = 0x811c9dc5 ^ seed;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}
const now = 1_764_133_200_000;

function request(overrides: Record<string, string> = {}): AuthenticateApiKeyRequest {
  const parts: Omit<AuthenticateApiKeyRequest, 'signature'> = {
    key_id: `sk_${'k'.repeat(22)}`,
    timestamp: String(now),
    nonce: 'n'.repeat(20),
    method: 'GET',
    target: '/api/v1/account/balances',
    body_sha256: '0'.repeat(64),
    address: '203.0.113.9',
    ...overrides,
  };
  const signature = hmacHex(
    canonicalRequest({
      timestamp: parts.timestamp,
      nonce: parts.nonce,
      method: parts.method,
      target: parts.target,
      bodySha256: parts.body_sha256,
      receiveWindow: parts.recv_window,
    }),
  );
  return { ...parts, signature };
}

describe('the check of a signed request (docs/api.md "Signing")', () => {
  const open = { ip_allowlist: [] };
  it('passes a good request and keeps its nonce for twice its window past its timestamp', () => {
    expect(checkSignedRequest(request(), open, now, hmacHex)).toEqual({
      ok: true,
      nonceKeptUntil: now + 2 * RECEIVE_WINDOW_MS,
    });
    expect(checkSignedRequest(request({ recv_window: '60000' }), open, now, hmacHex)).toEqual({
      ok: true,
      nonceKeptUntil: now + 120_000,
    });
  });

  it.each([
    ['a receive window out of bounds', request({ recv_window: '60001' }), API_KEY_REFUSALS.receiveWindow],
    ['a timestamp in seconds', request({ timestamp: String(now / 1000) }), API_KEY_REFUSALS.timestamp],
    ['an old timestamp', request({ timestamp: String(now - RECEIVE_WINDOW_MS - 1) }), API_KEY_REFUSALS.old],
    [
      'a future timestamp',
      request({ timestamp: String(now + RECEIVE_WINDOW_MS + 1) }),
      API_KEY_REFUSALS.future,
    ],
    ['another target', { ...request(), target: '/api/v1/orders' }, API_KEY_REFUSALS.signature],
    [
      'a widened window',
      { ...request({ recv_window: '1000' }), recv_window: '60000' },
      API_KEY_REFUSALS.signature,
    ],
    [
      'a signature in capitals',
      { ...request(), signature: request().signature.toUpperCase() },
      API_KEY_REFUSALS.signature,
    ],
  ])('refuses %s', (_what, signed, refusal) => {
    expect(checkSignedRequest(signed, open, now, hmacHex)).toEqual({ ok: false, refusal });
  });

  it('refuses an address off a non-empty allowlist, after the signature', () => {
    const listed = { ip_allowlist: ['198.51.100.1'] };
    expect(checkSignedRequest(request(), listed, now, hmacHex)).toEqual({
      ok: false,
      refusal: API_KEY_REFUSALS.address,
    });
    expect(checkSignedRequest({ ...request(), target: '/x' }, listed, now, hmacHex)).toEqual({
      ok: false,
      refusal: API_KEY_REFUSALS.signature,
    });
  });
});

describe('addresses on an allowlist are compared as addresses', () => {
  it.each([
    ['2001:0db8:0:0:0:0:0:1', ['2001:db8::1'], true],
    ['::ffff:203.0.113.9', ['203.0.113.9'], true],
    ['::1', ['0:0:0:0:0:0:0:1'], true],
    ['::ffff:203.0.113.9', ['::ffff:cb00:7109'], true],
    ['::FFFF:cb00:7109', ['203.0.113.9'], true],
    ['203.0.113.9', ['::ffff:203.0.113.9'], true],
    ['203.0.113.9', ['203.0.113.90'], false],
    ['198.51.100.1', ['203.0.113.9', '2001:db8::1'], false],
    ['not-an-address', ['203.0.113.9'], false],
  ])('%s on %j: %s', (address, list, verdict) => {
    expect(onAllowlist(address, list)).toBe(verdict);
  });

  it.each(['1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1.2.3.4::1', '256.1.1.1', '12345::1'])(
    '%s is no address',
    (text) => {
      expect(addressKey(text)).toBeNull();
    },
  );
});
