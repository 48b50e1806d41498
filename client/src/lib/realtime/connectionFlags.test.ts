import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionFlags, ConnectionMonitor, DISCONNECTED } from './connectionFlags.ts';

type Connection = { id: number; state: 'open' | 'closed' | 'connecting' } | null;

function monitor(initial: Connection = null) {
  let connection: Connection = initial;
  const seen: ConnectionFlags[] = [];
  const watched = new ConnectionMonitor(
    () => connection,
    (flags) => seen.push(flags),
  );
  return {
    watched,
    seen,
    set: (next: Connection) => {
      connection = next;
    },
  };
}

describe('§4 realtime connection flags: identifier → two flags; 2 s check; 300 ms debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts disconnected: both flags false and no stored id', () => {
    expect(DISCONNECTED).toEqual({ socketConnected: false, realtimeReady: false, connectionId: null });
  });

  it('a socket identifier sets both flags true at once; the id is stored only after 300 ms', () => {
    const { watched } = monitor();
    watched.identifierReceived(7);
    expect(watched.flags).toMatchObject({ socketConnected: true, realtimeReady: true, connectionId: null });
    vi.advanceTimersByTime(299);
    expect(watched.flags.connectionId).toBeNull();
    vi.advanceTimersByTime(1);
    expect(watched.flags.connectionId).toBe(7);
  });

  it('a second identifier inside the 300 ms restarts the debounce: only the last one is stored', () => {
    const { watched, seen } = monitor();
    watched.identifierReceived(1);
    vi.advanceTimersByTime(200);
    watched.identifierReceived(2);
    vi.advanceTimersByTime(200);
    expect(watched.flags.connectionId).toBeNull();
    vi.advanceTimersByTime(100);
    expect(watched.flags.connectionId).toBe(2);
    expect(seen.map((flags) => flags.connectionId)).not.toContain(1);
  });

  it('the periodic check runs every 2 seconds and finds an open connection by itself', () => {
    const { watched, set } = monitor();
    watched.start();
    expect(watched.flags.socketConnected).toBe(false);
    set({ id: 3, state: 'open' });
    vi.advanceTimersByTime(1_999);
    expect(watched.flags.socketConnected).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watched.flags.socketConnected).toBe(true);
    vi.advanceTimersByTime(300);
    expect(watched.flags.connectionId).toBe(3);
    watched.stop();
  });

  it('a closed or reconnecting socket drops the flags; the reconnected one is found and stored again', () => {
    const { watched, set } = monitor({ id: 1, state: 'open' });
    watched.start();
    vi.advanceTimersByTime(300);
    expect(watched.flags.connectionId).toBe(1);
    set({ id: 1, state: 'connecting' });
    vi.advanceTimersByTime(2_000);
    expect(watched.flags).toEqual(DISCONNECTED);
    set({ id: 2, state: 'open' });
    vi.advanceTimersByTime(2_000);
    expect(watched.flags.socketConnected).toBe(true);
    vi.advanceTimersByTime(300);
    expect(watched.flags.connectionId).toBe(2);
    watched.stop();
  });

  it('a loss inside the debounce cancels the pending store', () => {
    const { watched } = monitor();
    watched.identifierReceived(9);
    vi.advanceTimersByTime(100);
    watched.lost();
    vi.advanceTimersByTime(1_000);
    expect(watched.flags).toEqual(DISCONNECTED);
  });

  it('the same connection seen by every check changes nothing (no re-render every 2 s)', () => {
    const { watched, seen } = monitor({ id: 5, state: 'open' });
    watched.start();
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(2);
    watched.stop();
  });
});
