import { describe, expect, it } from 'vitest';
import {
  channelNameSchema,
  PRICES_CHANNEL,
  streamMessageSchema,
  streamRequestSchema,
  USER_CHANNEL,
  userChannel,
} from './stream.ts';

describe('§4 realtime stream: subscribe and unsubscribe per channel', () => {
  it.each([
    [{ event: 'subscribe', channel: 'prices' }, true],
    [{ event: 'subscribe', channel: 'user:7', token: 'jwt' }, true],
    [{ event: 'unsubscribe', channel: 'orderbook:BTC-INR' }, true],
    [{ event: 'subscribe', channel: 'x'.repeat(65) }, false],
    [{ event: 'subscribe', channel: 'prices', extra: 1 }, false],
    [{ event: 'publish', channel: 'prices' }, false],
    [{ event: 'subscribe', channel: '../etc' }, false],
  ])('%j valid: %s', (message, valid) => {
    expect(streamRequestSchema.safeParse(message).success).toBe(valid);
  });

  it('§4 events carry channel and data (plus seq); the socket identifier arrives on connect', () => {
    expect(streamMessageSchema.safeParse({ channel: PRICES_CHANNEL, seq: 1, data: {} }).success).toBe(true);
    expect(streamMessageSchema.safeParse({ event: 'connected', socket_id: 'abc' }).success).toBe(true);
    // seq counts from 1: 0 is the seq of a snapshot taken before any event.
    expect(streamMessageSchema.safeParse({ channel: PRICES_CHANNEL, seq: 0, data: {} }).success).toBe(false);
  });

  it('private channels name their user', () => {
    expect(userChannel(42)).toBe('user:42');
    expect(USER_CHANNEL.exec(userChannel(42))?.[1]).toBe('42');
    expect(channelNameSchema.safeParse(userChannel(42)).success).toBe(true);
  });
});
