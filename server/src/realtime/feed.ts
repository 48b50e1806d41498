// One browser's subscription to a channel, as the async iterable a tRPC subscription yields from.
// A browser that reads too slowly is disconnected, so it can never hold up the others or grow memory.
//
// Over a websocket, tRPC's machinery per yielded value (an async iteration, a promise race and response objects,
// per subscriber per event) costs several times the send itself (docs/benchmarks.md). So a feed hands frames to
// tRPC only until tRPC has written one, which tells the feed its subscription's message prefix; from then on each
// event is written to the socket directly: the same bytes, in the same order, under the same slow-reader bound.
// Directly means as a whole websocket frame onto the TCP socket beneath ws, which ws would otherwise frame
// anew for every subscriber (a header, a corked two-part write). That is sound because every write to a
// socket happens in this one thread and is a whole frame, and ws writes synchronously with no extension
// negotiated (trpcSocket.ts turns compression off): nothing of ws's can be queued behind or between them.
import type { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import type { z } from 'zod';
import { type MessagePrefix, messagePrefix, TracedFrame } from './frame.ts';
import type { FeedFrame, UpstreamStream } from './upstreamStream.ts';

/** Past this many unsent bytes on the browser's socket, it is too slow to follow the stream. */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;
/** Frames waiting for the subscription loop; only a stalled loop gets near it. */
const MAX_QUEUED = 256;
export const SLOW_CONSUMER_CLOSE = { code: 4008, reason: 'slow consumer' } as const;
const { OPEN } = WebSocket;

/** A browser's websocket connection. */
export interface BrowserSocket {
  /** The websocket: its state, its closing handshake, and tRPC's own messages. */
  ws: WebSocket;
  /** The TCP socket beneath it, which takes pre-framed messages (and counts what it has not sent yet). */
  wire: Writable;
}

export interface FeedOptions<T> {
  channel: string;
  schema: z.ZodType<T>;
  token?: string;
  signal: AbortSignal | undefined;
  /** The browser's socket, when the subscription runs over one. */
  socket?: BrowserSocket | undefined;
}

function tooSlow(socket: BrowserSocket | undefined, queued: number): boolean {
  return queued > MAX_QUEUED || (socket !== undefined && socket.wire.writableLength > SLOW_CONSUMER_BYTES);
}

export async function* channelFeed<T>(
  stream: UpstreamStream,
  options: FeedOptions<T>,
): AsyncGenerator<FeedFrame<T>> {
  const { socket, signal } = options;
  // Held apart, not through `socket`: per event and subscriber, each object reached is a likely cache miss.
  const ws = socket?.ws;
  const wire = socket?.wire;
  const queue: FeedFrame<T>[] = [];
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  /** The start of this subscription's data messages, once tRPC has written one of its frames. */
  let prefix: MessagePrefix | null = null;
  /** Frames handed to tRPC that it has not written yet. */
  let withTrpc = 0;
  /** Frames go straight to the socket; set only while nothing is queued or still with tRPC. */
  let direct = false;
  let dropped = false;
  /** The subscription ended (the signal's state, kept here: reading `signal.aborted` per event is slow). */
  let aborted = signal?.aborted ?? false;
  const drop = () => {
    dropped = true;
    socket?.ws.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
    poke();
  };
  const written = (start: string) => {
    prefix ??= messagePrefix(start);
    withTrpc -= 1;
  };

  const leave = stream.join<T>(
    options.channel,
    (frame) => {
      if (!direct || prefix === null || ws === undefined || wire === undefined) {
        queue.push(frame);
        poke();
        return;
      }
      if (dropped || aborted || ws.readyState !== OPEN) return;
      if (wire.writableLength > SLOW_CONSUMER_BYTES) return drop();
      const message = frame.wireMessage(prefix);
      wire.write(message);
      // Nothing left unsent: the kernel took the whole message within the write, so its bytes are free again.
      if (wire.writableLength === 0) frame.sent(message);
    },
    { schema: options.schema, ...(options.token ? { token: options.token } : {}) },
  );
  const onAbort = () => {
    aborted = true;
    poke();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!aborted && !dropped) {
      if (queue.length === 0) {
        // Everything handed to tRPC is on the socket, so later frames can skip it without changing the order.
        if (socket !== undefined && prefix !== null && withTrpc === 0) direct = true;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      while (queue.length > 0 && !aborted) {
        if (tooSlow(socket, queue.length)) {
          drop();
          return;
        }
        const frame = queue.shift() as FeedFrame<T>;
        if (socket === undefined) {
          yield frame;
        } else {
          withTrpc += 1;
          yield new TracedFrame(frame, written);
        }
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    leave();
  }
}
