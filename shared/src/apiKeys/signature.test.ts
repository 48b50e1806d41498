import { describe, expect, it } from 'vitest';
import { canonicalRequest, checkTimestamp, NONCE_PATTERN, RECEIVE_WINDOW_MS } from './signature.ts';

describe('the canonical request an API key signs (docs/api.md)', () => {
  it('is timestamp, nonce, METHOD, target and body hash, one per line', () => {
    expect(
      canonicalRequest({
        timestamp: '1764133200000',
        nonce: 'n0nce-0000000000001',
        method: 'post',
        target: '/api/v1/orders?pair=BTC-INR',
        bodySha256: 'ab'.repeat(32),
      }),
    ).toBe(`1764133200000\nn0nce-0000000000001\nPOST\n/api/v1/orders?pair=BTC-INR\n${'ab'.repeat(32)}`);
  });

  it('changes with every part, so no part can be altered under the same signature', () => {
    const base = {
      timestamp: '1764133200000',
      nonce: 'a'.repeat(16),
      method: 'GET',
      target: '/x',
      bodySha256: '0',
    };
    const texts = new Set([
      canonicalRequest(base),
      canonicalRequest({ ...base, timestamp: '1764133200001' }),
      canonicalRequest({ ...base, nonce: 'b'.repeat(16) }),
      canonicalRequest({ ...base, method: 'POST' }),
      canonicalRequest({ ...base, target: '/x?y=1' }),
      canonicalRequest({ ...base, bodySha256: '1' }),
    ]);
    expect(texts.size).toBe(6);
  });
});

describe('the receive window', () => {
  const now = 1_764_133_200_000;
  it.each([
    [String(now), 'ok'],
    [String(now - RECEIVE_WINDOW_MS), 'ok'],
    [String(now + RECEIVE_WINDOW_MS), 'ok'],
    [String(now - RECEIVE_WINDOW_MS - 1), 'old'],
    [String(now + RECEIVE_WINDOW_MS + 1), 'future'],
    ['1764133200', 'invalid'],
    ['', 'invalid'],
    ['17641332000000', 'invalid'],
    ['1.76e12', 'invalid'],
  ])('%s is %s', (timestamp, verdict) => {
    expect(checkTimestamp(timestamp, now)).toBe(verdict);
  });

  it('a nonce is 16 to 64 url-safe characters', () => {
    expect(NONCE_PATTERN.test('a'.repeat(16))).toBe(true);
    expect(NONCE_PATTERN.test('a'.repeat(15))).toBe(false);
    expect(NONCE_PATTERN.test(`${'a'.repeat(20)}/`)).toBe(false);
  });
});
