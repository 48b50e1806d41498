// The BFF's one connection to the provider's realtime stream, shared by every browser of this process:
// one upstream subscription per channel however many browsers listen (ref-counted), each event checked and
// serialised once, `seq` gaps healed by a fresh snapshot, and reconnection with full-jitter backoff.
import {
  type ChannelEvent,
  channelEventSchema,
  connectedMessageSchema,
  PRIVATE_CHANNEL,
  type StreamRequest,
  streamErrorMessageSchema,
  subscribedMessageSchema,
} from '@sikka/shared/realtime/stream';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { z } from 'zod';
import { Frame } from './frame.ts';

/**
 * What a browser's feed receives. An event carries the channel's full state, or for a channel joined with a `fold`
 * (the order book's deltas) a change, which the fold applies to the state a late joiner's snapshot holds.
 */
export type FeedMessage<T> =
  | { type: 'snapshot'; seq: number; data: T }
  | { type: 'update'; seq: number; data: T }
  /** The upstream is gone: the data shown may be stale until the next snapshot. */
  | { type: 'interrupted' }
  /** The provider refused the channel (e.g. a private channel's token is no longer valid). */
  | { type: 'refused'; message: string };

export type FeedFrame<T> = Frame<FeedMessage<T>>;
/** What a channel's frames are handed to, synchronously, in the order of the channel's seq. */
export interface ChannelListener<T> {
  deliver(frame: FeedFrame<T>): void;
}
type Listener = ChannelListener<unknown>;

/**
 * A channel whose events are changes: the state after one event, or null when the event does not apply to the state
 * held (a gap or checksum mismatch of its own), which then takes a fresh snapshot.
 */
export type ChannelFold<T> = (state: T, event: T) => T | null;

interface ChannelState {
  listeners: Set<Listener>;
  schema: z.ZodType;
  fold: ChannelFold<unknown> | undefined;
  /** A private channel's token: the first joiner's (every joiner of a user channel is that user). */
  token: string | undefined;
  /** The last seq applied; null while waiting for a snapshot (new, after a gap, after a reconnect). */
  seq: number | null;
  /** The latest state, handed to a browser that joins late as a snapshot frame (made when first needed). */
  latest: { seq: number; data: unknown; frame: FeedFrame<unknown> | null } | null;
}

function snapshotFrame(state: ChannelState): FeedFrame<unknown> | null {
  const latest = state.latest;
  if (!latest || state.seq === null) return null;
  latest.frame ??= new Frame({ type: 'snapshot', seq: latest.seq, data: latest.data });
  return latest.frame;
}

interface UpstreamStreamOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Full-jitter backoff bounds (0.5 s to 20 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No message or ping for this long means the connection is dead even if TCP has not noticed. */
  silenceMs?: number;
  /** Told, once per event, the time from its arrival until the last of the channel's listeners had it (a metric). */
  fanoutDelay?: { observe(seconds: number): void };
}

interface StreamStats {
  connected: boolean;
  channels: number;
  listeners: number;
  reconnects: number;
  gaps: number;
}

const INTERRUPTED: FeedFrame<never> = new Frame({ type: 'interrupted' });

export class UpstreamStream {
  readonly #options: Required<Omit<UpstreamStreamOptions, 'fanoutDelay'>>;
  readonly #fanoutDelay: UpstreamStreamOptions['fanoutDelay'];
  readonly #channels = new Map<string, ChannelState>();
  #socket: WebSocket | null = null;
  #open = false;
  /** The connection was up and is lost: listeners that join meanwhile are told at once. */
  #lost = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | null = null;
  #watchdog: NodeJS.Timeout | null = null;
  #lastHeard = 0;
  #closed = false;
  #socketId: string | null = null;
  #reconnects = 0;
  #gaps = 0;

  constructor(options: UpstreamStreamOptions) {
    const { fanoutDelay, ...rest } = options;
    this.#options = { minDelayMs: 500, maxDelayMs: 20_000, silenceMs: 75_000, ...rest };
    this.#fanoutDelay = fanoutDelay;
  }

  /** The provider's §4 socket identifier of the current connection, once received. */
  get socketId(): string | null {
    return this.#socketId;
  }

  stats(): StreamStats {
    let listeners = 0;
    for (const state of this.#channels.values()) listeners += state.listeners.size;
    return {
      connected: this.#open,
      channels: this.#channels.size,
      listeners,
      reconnects: this.#reconnects,
      gaps: this.#gaps,
    };
  }

  /** Listeners per channel, private channels summed per kind ('user:*', 'orders:*') (metrics). */
  channelListeners(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [channel, state] of this.#channels) {
      const owner = PRIVATE_CHANNEL.exec(channel);
      const name = owner ? `${owner[1]}:*` : channel;
      counts[name] = (counts[name] ?? 0) + state.listeners.size;
    }
    return counts;
  }

  get connected(): boolean {
    return this.#open;
  }

  /** The latest snapshot of a live channel, if it has one (the prices query reads it). */
  latest<T>(channel: string): FeedFrame<T> | null {
    const state = this.#channels.get(channel);
    return state ? (snapshotFrame(state) as FeedFrame<T> | null) : null;
  }

  /**
   * Adds a listener to a channel: the first one subscribes upstream, a later one gets the latest snapshot
   * at once. Returns the function that removes it; the last one to leave unsubscribes upstream.
   */
  join<T>(
    channel: string,
    listener: ChannelListener<T>,
    options: { schema: z.ZodType<T>; token?: string; fold?: ChannelFold<T> },
  ) {
    const own = listener as Listener;
    let state = this.#channels.get(channel);
    if (state) {
      state.listeners.add(own);
      const snapshot = snapshotFrame(state);
      if (snapshot) own.deliver(snapshot);
      else if (this.#lost) own.deliver(INTERRUPTED);
    } else {
      state = {
        listeners: new Set([own]),
        schema: options.schema,
        fold: options.fold as ChannelFold<unknown> | undefined,
        token: options.token,
        seq: null,
        latest: null,
      };
      this.#channels.set(channel, state);
      if (this.#lost) own.deliver(INTERRUPTED);
      if (this.#open)
        this.#send({ event: 'subscribe', channel, ...(state.token ? { token: state.token } : {}) });
      else this.#connect();
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const current = this.#channels.get(channel);
      if (!current?.listeners.delete(own) || current.listeners.size > 0) return;
      this.#channels.delete(channel);
      if (this.#open) this.#send({ event: 'unsubscribe', channel });
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    if (this.#watchdog) clearInterval(this.#watchdog);
    const socket = this.#socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1001, 'going away');
      setTimeout(() => {
        socket.terminate();
        resolve();
      }, 1_000).unref();
    });
  }

  #connect(): void {
    if (this.#closed || this.#socket) return;
    const socket = new WebSocket(this.#options.url, { handshakeTimeout: 5_000 });
    this.#socket = socket;
    socket.on('open', () => this.#onOpen());
    socket.on('message', (data) => this.#onMessage(data.toString()));
    socket.on('ping', () => {
      this.#lastHeard = Date.now();
    });
    socket.on('close', () => this.#onClose(socket));
    socket.on('error', (error) => this.#options.log.warn({ err: error }, 'realtime upstream error'));
  }

  #onOpen(): void {
    this.#open = true;
    this.#lost = false;
    this.#attempt = 0;
    this.#lastHeard = Date.now();
    this.#options.log.info({ channels: this.#channels.size }, 'realtime upstream connected');
    for (const [channel, state] of this.#channels) {
      this.#send({ event: 'subscribe', channel, ...(state.token ? { token: state.token } : {}) });
    }
    this.#watchdog ??= setInterval(() => {
      if (this.#open && Date.now() - this.#lastHeard > this.#options.silenceMs) this.#socket?.terminate();
    }, this.#options.silenceMs / 3).unref();
  }

  #onClose(socket: WebSocket): void {
    if (this.#socket !== socket) return;
    const wasOpen = this.#open;
    this.#socket = null;
    this.#open = false;
    this.#socketId = null;
    if (!this.#lost) {
      // Tell each channel once per loss (or once when the first attempt fails); further failed attempts are not news.
      this.#lost = true;
      for (const state of this.#channels.values()) {
        state.seq = null;
        this.#dispatch(state, INTERRUPTED);
      }
    }
    if (this.#closed) return;
    if (wasOpen) this.#options.log.warn('realtime upstream lost; reconnecting');
    if (this.#channels.size === 0) return;
    // Full jitter: anywhere between the floor and an exponentially growing cap, so a fleet of BFFs
    // does not reconnect to a restarted provider in one wave.
    const cap = Math.min(this.#options.maxDelayMs, this.#options.minDelayMs * 2 ** this.#attempt);
    const delay = this.#options.minDelayMs + Math.random() * Math.max(0, cap - this.#options.minDelayMs);
    this.#attempt += 1;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#reconnects += 1;
      this.#connect();
    }, delay);
    this.#retry.unref();
  }

  #onMessage(text: string): void {
    this.#lastHeard = Date.now();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.#options.log.warn('realtime upstream sent a message that is not JSON');
      return;
    }
    const kind = (message as { event?: unknown } | null)?.event;
    if (kind === undefined) {
      const event = channelEventSchema.safeParse(message);
      if (event.success) this.#onEvent(event.data);
    } else if (kind === 'subscribed') {
      const subscribed = subscribedMessageSchema.safeParse(message);
      if (subscribed.success) this.#onSnapshot(subscribed.data);
    } else if (kind === 'connected') {
      const connected = connectedMessageSchema.safeParse(message);
      if (connected.success) this.#socketId = connected.data.socket_id;
    } else if (kind === 'error') {
      const refusal = streamErrorMessageSchema.safeParse(message);
      if (refusal.success) this.#onRefusal(refusal.data);
    }
  }

  #onRefusal(refusal: { channel?: string | undefined; message: string }): void {
    this.#options.log.warn({ channel: refusal.channel, refusal: refusal.message }, 'stream refusal');
    const state = refusal.channel ? this.#channels.get(refusal.channel) : undefined;
    if (state) this.#dispatch(state, new Frame({ type: 'refused', message: refusal.message }));
  }

  #onSnapshot(message: { channel: string; seq: number; data: unknown }): void {
    const state = this.#channels.get(message.channel);
    if (!state) return;
    const data = state.schema.safeParse(message.data);
    if (!data.success) {
      this.#malformed(message.channel);
      return;
    }
    state.seq = message.seq;
    const frame = new Frame({ type: 'snapshot' as const, seq: message.seq, data: data.data });
    state.latest = { seq: message.seq, data: data.data, frame };
    this.#fanOut(state, frame);
  }

  #onEvent(event: ChannelEvent): void {
    const state = this.#channels.get(event.channel);
    if (!state || state.seq === null || event.seq <= state.seq) return;
    if (event.seq !== state.seq + 1) {
      // A gap: something was missed, so the state may be wrong. Take a fresh snapshot.
      this.#resnapshot(event.channel, state, { expected: state.seq + 1, got: event.seq });
      return;
    }
    const data = state.schema.safeParse(event.data);
    if (!data.success) {
      this.#malformed(event.channel);
      return;
    }
    const latest = state.fold && state.latest ? state.fold(state.latest.data, data.data) : data.data;
    if (latest === null) {
      this.#resnapshot(event.channel, state, { fold: 'did not apply' });
      return;
    }
    state.seq = event.seq;
    state.latest = { seq: event.seq, data: latest, frame: null };
    this.#fanOut(state, new Frame({ type: 'update' as const, seq: event.seq, data: data.data }));
  }

  #resnapshot(channel: string, state: ChannelState, detail: Record<string, unknown>): void {
    this.#gaps += 1;
    this.#options.log.warn({ channel, ...detail }, 'stream gap');
    state.seq = null;
    this.#send({ event: 'subscribe', channel, ...(state.token ? { token: state.token } : {}) });
  }

  #malformed(channel: string): void {
    this.#options.log.error({ channel }, 'stream data failed its schema; dropped');
  }

  #dispatch(state: ChannelState, frame: FeedFrame<unknown>): void {
    for (const listener of state.listeners) listener.deliver(frame);
  }

  /** Hands the provider's data to every listener and tells the metric how long that took from its arrival. */
  #fanOut(state: ChannelState, frame: FeedFrame<unknown>): void {
    this.#dispatch(state, frame);
    this.#fanoutDelay?.observe((performance.now() - frame.madeAt) / 1000);
  }

  #send(request: StreamRequest): void {
    this.#socket?.send(JSON.stringify(request));
  }
}
