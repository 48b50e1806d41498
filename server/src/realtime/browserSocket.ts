// A browser's websocket connection as the BFF holds it, decided once when it connects: how feeds may write to it,
// the browser's address, and how many subscriptions it may run at once (so one client cannot take the BFF's
// memory and bandwidth: README "Deliberate limits").
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { AppTRPCError, messageAppError } from '../errors/appErrors.ts';

export const TOO_MANY_SUBSCRIPTIONS_MESSAGE = 'Too many live subscriptions on this connection';

export interface BrowserSocket {
  /** The websocket: its state, its closing handshake, its unsent bytes, and tRPC's own messages. */
  ws: WebSocket;
  /** The TCP socket beneath ws, when whole websocket frames may be written onto it beside ws; else null. */
  wire: Writable | null;
  /** The browser's address (from the trusted X-Forwarded-For behind a load balancer). */
  address: string;
  /** Subscriptions running on this connection, and the most it may run at once. */
  subscriptions: number;
  maxSubscriptions: number;
}

/**
 * Frames written beside ws stay whole and in order only while ws writes each of its own messages at once, which it
 * does with no extension negotiated (a compressed message waits in ws's queue).
 */
export function browserSocket(
  ws: WebSocket,
  tcp: Writable,
  { address, maxSubscriptions }: { address: string; maxSubscriptions: number },
): BrowserSocket {
  return { ws, wire: ws.extensions === '' ? tcp : null, address, subscriptions: 0, maxSubscriptions };
}

/**
 * Starts a subscription procedure (`start`: tRPC's `next`) counted against its connection's cap from now until its
 * values end; past the cap it is refused with TOO_MANY_REQUESTS.
 */
export async function countSubscription<R extends { ok: boolean }>(
  socket: BrowserSocket,
  start: () => Promise<R>,
): Promise<R> {
  if (socket.subscriptions >= socket.maxSubscriptions) {
    throw new AppTRPCError('TOO_MANY_REQUESTS', messageAppError(429, TOO_MANY_SUBSCRIPTIONS_MESSAGE));
  }
  socket.subscriptions += 1;
  let counted = true;
  const end = () => {
    if (counted) socket.subscriptions -= 1;
    counted = false;
  };
  try {
    const result = await start();
    const values = (result as { data?: unknown }).data;
    if (!result.ok || !isAsyncIterable(values)) {
      end();
      return result;
    }
    return { ...result, data: untilEnd(values, end) };
  } catch (error) {
    end();
    throw error;
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

async function* untilEnd<T>(values: AsyncIterable<T>, end: () => void): AsyncGenerator<T> {
  try {
    yield* values;
  } finally {
    end();
  }
}
