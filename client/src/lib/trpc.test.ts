import { describe, expect, it } from 'vitest';
import { socketUrl } from './trpc.ts';

describe("subscriptions over the BFF's websocket at /trpc", () => {
  it('ws:// on an http page, wss:// on https, same host and port', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/trpc');
    expect(socketUrl({ protocol: 'https:', host: 'sikka.in' })).toBe('wss://sikka.in/trpc');
  });
});
