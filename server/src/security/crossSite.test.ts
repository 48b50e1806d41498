import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, checkTrpcRequest, checkUpgradeRequest } from './crossSite.ts';

const allowed = ['http://localhost:3000'];

describe('cross-site refusal (custom header and allowed Origin)', () => {
  it.each([
    [{ [CLIENT_HEADER]: 'web', origin: 'http://localhost:3000' }, true],
    [{ [CLIENT_HEADER]: 'web' }, true],
    [{ origin: 'http://localhost:3000' }, false],
    [{ [CLIENT_HEADER]: 'other', origin: 'http://localhost:3000' }, false],
    [{ [CLIENT_HEADER]: 'web', origin: 'https://evil.example' }, false],
    [{ [CLIENT_HEADER]: 'web', origin: 'null' }, false],
  ])('tRPC call with %j → allowed %s', (headers, ok) => {
    expect(checkTrpcRequest(headers, allowed).ok).toBe(ok);
  });

  it.each([
    [{ origin: 'http://localhost:3000' }, true],
    [{}, true],
    [{ origin: 'https://evil.example' }, false],
  ])('websocket upgrade with %j → allowed %s', (headers, ok) => {
    expect(checkUpgradeRequest(headers, allowed).ok).toBe(ok);
  });
});
