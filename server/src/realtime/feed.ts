// One browser's subscription to a channel, as the async iterable a tRPC subscription yields from.
// A browser that reads too slowly is disconnected, so it can never hold up the others or grow memory.
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { FeedFrame, UpstreamStream } from './upstreamStream.ts';

/** Past this many unsent bytes on the browser's socket, it is too slow to follow the stream. */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;
/** Frames waiting for the subscription loop; only a stalled loop gets near it. */
const MAX_QUEUED = 256;
export const SLOW_CONSUMER_CLOSE = { code: 4008, reason: 'slow consumer' } as const;

export interface FeedOptions<T> {
  channel: string;
  schema: z.ZodType<T>;
  token?: string;
  signal: AbortSignal | undefined;
  /** The browser's socket, when the subscription runs over one. */
  socket?: WebSocket | undefined;
  /** Told the delay from each frame's arrival to its delivery here (metrics). */
  observeDelay?: (seconds: number) => void;
}

function tooSlow(socket: WebSocket | undefined, queued: number): boolean {
  return queued > MAX_QUEUED || (socket !== undefined && socket.bufferedAmount > SLOW_CONSUMER_BYTES);
}

export async function* channelFeed<T>(
  stream: UpstreamStream,
  options: FeedOptions<T>,
): AsyncGenerator<FeedFrame<T>> {
  const queue: FeedFrame<T>[] = [];
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  const leave = stream.join<T>(
    options.channel,
    (frame) => {
      queue.push(frame);
      poke();
    },
    { schema: options.schema, ...(options.token ? { token: options.token } : {}) },
  );
  options.signal?.addEventListener('abort', poke, { once: true });
  try {
    while (!options.signal?.aborted) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      while (queue.length > 0 && !options.signal?.aborted) {
        if (tooSlow(options.socket, queue.length)) {
          options.socket?.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
          return;
        }
        const frame = queue.shift() as FeedFrame<T>;
        options.observeDelay?.((performance.now() - frame.madeAt) / 1000);
        yield frame;
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', poke);
    leave();
  }
}
