import { wsTextFrame } from '@sikka/tests/support/websocketFrames';
import { describe, expect, it } from 'vitest';
import { dataMessage, dataMessagePrefix, Frame, frameEncoder, messagePrefix, TracedFrame } from './frame.ts';

describe('a frame is serialised once per event and framed once per subscription prefix', () => {
  const frame = new Frame({ type: 'update', seq: 3, data: { BTC: { buying_price: '1.00' } } });

  it.each([
    [{ id: 7, result: { type: 'data', data: frame } }],
    [{ id: 'a"b', jsonrpc: '2.0', result: { type: 'data', data: frame } }],
    [{ id: null, result: { type: 'data', data: frame } }],
  ])('a frame message encodes exactly as JSON.stringify would: %j', (message) => {
    const encoded = frameEncoder.encode(message) as string;
    expect(JSON.parse(encoded)).toEqual(JSON.parse(JSON.stringify(message)));
  });

  it('reuses the frame text rather than stringifying the payload again', () => {
    const spy = { count: 0 };
    const payload = {
      toJSON() {
        spy.count += 1;
        return { x: 1 };
      },
    };
    const counted = new Frame(payload);
    expect(spy.count).toBe(1);
    for (let id = 0; id < 100; id++) frameEncoder.encode({ id, result: { type: 'data', data: counted } });
    expect(spy.count).toBe(1);
  });

  it('leaves every other message to plain JSON', () => {
    const message = { id: 1, result: { type: 'started' } };
    expect(frameEncoder.encode(message)).toBe(JSON.stringify(message));
  });

  it.each([
    ['a member the encoder does not know', { id: 1, result: { type: 'data', data: frame, note: 1 } }],
    ['a tracked event id', { id: 1, result: { type: 'data', id: 'e1', data: frame } }],
    ['an id that is an object', { id: { n: 1 }, result: { type: 'data', data: frame } }],
  ])('a message with %s is plain JSON and reports no prefix', (_, message) => {
    const prefixes: string[] = [];
    const traced = new TracedFrame(frame, (prefix) => prefixes.push(prefix));
    const withTraced = { ...message, result: { ...message.result, data: traced } };
    expect(frameEncoder.encode(withTraced)).toBe(JSON.stringify(withTraced));
    expect(prefixes).toEqual([]);
  });

  it('a traced frame reports its subscription prefix as tRPC writes it, and the prefix rebuilds the same bytes', () => {
    const prefixes: string[] = [];
    const traced = new TracedFrame(frame, (prefix) => prefixes.push(prefix));
    const message = { id: 'a"b', jsonrpc: '2.0', result: { type: 'data', data: traced } };
    const encoded = frameEncoder.encode(message) as string;
    expect(encoded).toBe(JSON.stringify(message));
    expect(prefixes).toEqual([dataMessagePrefix('a"b', '2.0')]);
    const next = new Frame({ type: 'update', seq: 4, data: { BTC: { buying_price: '2.00' } } });
    expect(dataMessage(prefixes[0] as string, next)).toBe(
      JSON.stringify({ id: 'a"b', jsonrpc: '2.0', result: { type: 'data', data: next } }),
    );
    // The traced frame stands for the original: same text, same time made.
    expect(traced.json).toBe(frame.json);
    expect(traced.madeAt).toBe(frame.madeAt);
  });

  it('frames a data message once per subscription prefix and shares the bytes', () => {
    const next = new Frame({ type: 'update', seq: 5, data: { note: '₹ 1,00,000' } });
    const seven = messagePrefix(dataMessagePrefix(7, undefined));
    const bytes = next.wireMessage(seven);
    expect(bytes).toEqual(wsTextFrame(dataMessage(seven.text, next)));
    // Another subscriber with the same id (its prefix made separately) gets the very same bytes.
    expect(messagePrefix(dataMessagePrefix(7, undefined))).toBe(seven);
    expect(next.wireMessage(messagePrefix(dataMessagePrefix(7, undefined)))).toBe(bytes);
    const eight = messagePrefix(dataMessagePrefix('a"b', '2.0'));
    expect(next.wireMessage(eight)).toEqual(
      wsTextFrame(JSON.stringify({ id: 'a"b', jsonrpc: '2.0', result: { type: 'data', data: next } })),
    );
    // Back to the first prefix after another: still its own bytes.
    expect(next.wireMessage(seven)).toBe(bytes);
  });

  it('gives each of many ids its own intact message, past the prefixes a frame keeps', () => {
    // 3,000 bytes of payload: each message needs the two-byte extended length.
    const next = new Frame({ type: 'update', seq: 6, data: { note: 'x'.repeat(3_000) } });
    const messages = Array.from({ length: 40 }, (_, id) =>
      next.wireMessage(messagePrefix(dataMessagePrefix(id, undefined))),
    );
    messages.forEach((bytes, id) => {
      expect(bytes).toEqual(wsTextFrame(JSON.stringify({ id, result: { type: 'data', data: next } })));
    });
  });

  it('frames a short message with the one-byte length', () => {
    const tiny = new Frame(1);
    const message = dataMessage(dataMessagePrefix(1, undefined), tiny);
    expect(Buffer.byteLength(message)).toBeLessThan(126);
    expect(tiny.wireMessage(messagePrefix(dataMessagePrefix(1, undefined)))).toEqual(wsTextFrame(message));
  });
});
