// One browser's subscription to a channel, as the async iterable a tRPC subscription yields from.
// A browser that reads too slowly is disconnected, so it can never hold up the others or grow memory.
// Once tRPC has written a subscription's first frame (which tells the feed its message prefix), later frames skip
// tRPC's per-value machinery (docs/benchmarks.md): each goes straight to the socket, the same bytes in the same order.
import { WebSocket } from 'ws';
import type { z } from 'zod';
import type { BrowserSocket } from './browserSocket.ts';
import { dataMessage, type MessagePrefix, messagePrefix, TracedFrame } from './frame.ts';
import type { ChannelFold, ChannelListener, FeedFrame, UpstreamStream } from './upstreamStream.ts';

/** Past this many unsent bytes on the browser's socket, it is too slow to follow the stream. */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;
/** Frames waiting for the subscription loop; only a stalled loop gets near it. */
const MAX_QUEUED = 256;
export const SLOW_CONSUMER_CLOSE = { code: 4008, reason: 'slow consumer' } as const;
const { OPEN } = WebSocket;

interface FeedOptions<T> {
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
 * One subscription as the upstream stream sees it. Until tRPC has written a frame (which tells the prefix), and
 * whenever frames are queued or still with tRPC, frames go to the queue for the subscription loop; otherwise they
 * go straight to the socket.
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
  /** The subscription ended: the signal's state, kept here rather than read per event. */
  aborted: boolean;

  constructor(
    readonly socket: BrowserSocket | undefined,
    signal: AbortSignal | undefined,
  ) {
    this.aborted = signal?.aborted ?? false;
  }

  deliver(frame: FeedFrame<T>): void {
    const { socket, prefix } = this;
    if (!this.direct || prefix === null || socket === undefined) {
      this.queue.push(frame);
      this.poke();
      return;
    }
    if (this.dropped || this.aborted || socket.ws.readyState !== OPEN) return;
    if (this.tooSlow()) {
      this.drop();
      return;
    }
    if (socket.wire !== null) socket.wire.write(frame.wireMessage(prefix));
    else socket.ws.send(dataMessage(prefix.text, frame));
  }

  poke(): void {
    this.wake?.();
    this.wake = null;
  }

  drop(): void {
    this.dropped = true;
    this.socket?.ws.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
    this.poke();
  }

  /** Too slow to follow the stream: a stalled loop, or a socket with too much unsent. */
  tooSlow(): boolean {
    return (
      this.queue.length > MAX_QUEUED ||
      (this.socket !== undefined && this.socket.ws.bufferedAmount > SLOW_CONSUMER_BYTES)
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
