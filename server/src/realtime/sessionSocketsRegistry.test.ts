// The registry of sockets by session, without a network: which sockets an end closes, and when a watched socket
// closes by its session's expiry.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { localSessionEnds, sessionEndSchema, sessionKey } from '../session/sessionEnds.ts';
import type { BrowserSocket } from './browserSocket.ts';
import { SESSION_ENDED_CLOSE, SessionSockets } from './sessionSockets.ts';

/** A socket that records how it was closed. */
function fakeSocket(): BrowserSocket & { closedWith: number[] } {
  const ws = Object.assign(new EventEmitter(), {
    closedWith: [] as number[],
    close(code: number) {
      ws.closedWith.push(code);
      ws.emit('close', code);
    },
    terminate() {},
  });
  return {
    ws: ws as unknown as WebSocket,
    wire: null,
    address: '127.0.0.1',
    subscriptions: 0,
    maxSubscriptions: 32,
    closedWith: ws.closedWith,
  };
}

const later = (ms: number) => new Date(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionSockets: the sockets of a session close when it ends', () => {
  it('a logout closes that session’s sockets only', () => {
    const sockets = new SessionSockets();
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    sockets.watch(a1, { key: 'A', userId: 1, expiresAt: later(60_000) });
    sockets.watch(a2, { key: 'A', userId: 1, expiresAt: later(60_000) });
    sockets.watch(b, { key: 'B', userId: 1, expiresAt: later(60_000) });
    expect(sockets.end({ session: 'A' })).toBe(2);
    expect(a1.closedWith).toEqual([SESSION_ENDED_CLOSE.code]);
    expect(a2.closedWith).toEqual([SESSION_ENDED_CLOSE.code]);
    expect(b.closedWith).toEqual([]);
    expect(sockets.size).toBe(1);
    // Ending it again closes nothing twice.
    expect(sockets.end({ session: 'A' })).toBe(0);
  });

  it('a password, e-mail or 2FA change closes every session of the user but the one it issued', () => {
    const sockets = new SessionSockets();
    const [old, kept, stranger] = [fakeSocket(), fakeSocket(), fakeSocket()];
    sockets.watch(old, { key: 'old', userId: 7, expiresAt: later(60_000) });
    sockets.watch(kept, { key: 'new', userId: 7, expiresAt: later(60_000) });
    sockets.watch(stranger, { key: 'other', userId: 8, expiresAt: later(60_000) });
    expect(sockets.end({ userId: 7, except: 'new' })).toBe(1);
    expect(old.closedWith).toEqual([SESSION_ENDED_CLOSE.code]);
    expect(kept.closedWith).toEqual([]);
    expect(stranger.closedWith).toEqual([]);
  });

  it('closes a socket when its session expires, and forgets a socket that closed by itself', () => {
    vi.useFakeTimers();
    const sockets = new SessionSockets();
    const expiring = fakeSocket();
    const gone = fakeSocket();
    sockets.watch(expiring, { key: 'E', userId: 3, expiresAt: new Date(Date.now() + 2_000) });
    sockets.watch(gone, { key: 'G', userId: 3, expiresAt: new Date(Date.now() + 2_000) });
    gone.ws.close(1000);
    expect(sockets.size).toBe(1);
    vi.advanceTimersByTime(1_999);
    expect(expiring.closedWith).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expiring.closedWith).toEqual([SESSION_ENDED_CLOSE.code]);
    expect(gone.closedWith).toEqual([1000]);
    expect(sockets.size).toBe(0);
  });
});

describe('session ends between instances', () => {
  it('name a session by a digest of its token, never the token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.signature';
    expect(sessionKey(token)).not.toContain(token.slice(0, 10));
    expect(sessionKey(token)).toBe(sessionKey(token));
    expect(sessionKey(token)).not.toBe(sessionKey(`${token}x`));
  });

  it('are heard by this instance at once, and only well-formed ones travel', async () => {
    const ends = localSessionEnds();
    const heard: unknown[] = [];
    ends.onEnd((ended) => heard.push(ended));
    await ends.end({ session: 'k' });
    await ends.end({ userId: 5, except: null });
    expect(heard).toEqual([{ session: 'k' }, { userId: 5, except: null }]);
    expect(sessionEndSchema.safeParse({ userId: -1, except: null }).success).toBe(false);
    expect(sessionEndSchema.safeParse({ session: 'k', token: 'secret' }).success).toBe(false);
  });
});
