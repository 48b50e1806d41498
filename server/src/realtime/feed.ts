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
import type { ChannelFold, ChannelListener, FeedFrame, UpstreamStream } from './upstreamStream.ts';

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
  /** For a channel whose events are changes: how one applies to the state (upstreamStream.ts). */
  fold?: ChannelFold<T>;
  signal: AbortSignal | undefined;
  /** The browser's socket, when the subscription runs over one. */
  socket?: BrowserSocket | undefined;
}

/**
 * One subscription as the upstream stream sees it: what `deliver` needs per event, in one object. Until tRPC has
 * written a frame (which tells the prefix), and whenever frames are queued or still with tRPC, frames go to the
 * queue for the subscription loop; otherwise they go straight to the socket.
 */
class FeedListener<T> implements ChannelListener<T> {
  readonly queue: FeedFrame<T>[] = [];
  /** Resolves the subscription loop's wait for a frame (or for the end). */
  wake: (() => void) | null = null;
  /** The start of this subscription's data messages, once tRPC has written one of its frames. */
  prefix: MessagePrefix | null = null;
  /** Frames handed to tRPC that it has not written yet. */
  withTrpc = 0;
  /** Frames go straight to the socket; set only while nothing is queued or still with tRPC. */
  direct = false;
  dropped = false;
  /** The subscription ended (the signal's state, kept here: reading `signal.aborted` per event is slow). */
  aborted: boolean;
  // The websocket and the TCP socket are held here, not through `BrowserSocket`: one object fewer to reach.
  readonly ws: WebSocket | undefined;
  readonly wire: Writable | undefined;

  constructor(socket: BrowserSocket | undefined, signal: AbortSignal | undefined) {
    this.ws = socket?.ws;
    this.wire = socket?.wire;
    this.aborted = signal?.aborted ?? false;
  }

  deliver(frame: FeedFrame<T>): void {
    const { ws, wire, prefix } = this;
    if (!this.direct || prefix === null || ws === undefined || wire === undefined) {
      this.queue.push(frame);
      this.poke();
      return;
    }
    if (this.dropped || this.aborted || ws.readyState !== OPEN) return;
    if (this.tooSlow()) {
      this.drop();
      return;
    }
    const message = frame.wireMessage(prefix);
    wire.write(message);
    // Nothing left unsent: the kernel took the whole message within the write, so its bytes are free again.
    if (wire.writableLength === 0) frame.sent(message);
  }

  poke(): void {
    this.wake?.();
    this.wake = null;
  }

  drop(): void {
    this.dropped = true;
    this.ws?.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
    this.poke();
  }

  /** Too slow to follow the stream: a stalled loop, or a socket with too much unsent (the queue is empty while
   * frames go straight to the socket, so there only the socket counts). */
  tooSlow(): boolean {
    return (
      this.queue.length > MAX_QUEUED ||
      (this.wire !== undefined && this.wire.writableLength > SLOW_CONSUMER_BYTES)
    );
  }
}

export async function* channelFeed<T>(
  stream: UpstreamStream,
  options: FeedOptions<T>,
): AsyncGenerator<FeedFrame<T>> {
  const { socket, signal } = options;
  const feed = new FeedListener<T>(socket, signal);
  const written = (start: string) => {
    feed.prefix ??= messagePrefix(start);
    feed.withTrpc -= 1;
  };
  const leave = stream.join<T>(options.channel, feed, {
    schema: options.schema,
    ...(options.token ? { token: options.token } : {}),
    ...(options.fold ? { fold: options.fold } : {}),
  });
  const onAbort = () => {
    feed.aborted = true;
    feed.poke();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!feed.aborted && !feed.dropped) {
      if (feed.queue.length === 0) {
        // Everything handed to tRPC is on the socket, so later frames can skip it without changing the order.
        if (socket !== undefined && feed.prefix !== null && feed.withTrpc === 0) feed.direct = true;
        await new Promise<void>((resolve) => (feed.wake = resolve));
      }
      while (feed.queue.length > 0 && !feed.aborted) {
        if (feed.tooSlow()) {
          feed.drop();
          return;
        }
        const frame = feed.queue.shift() as FeedFrame<T>;
        if (socket === undefined) {
          yield frame;
        } else {
          feed.withTrpc += 1;
          yield new TracedFrame(frame, written);
        }
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    leave();
  }
}
