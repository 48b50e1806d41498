// The provider's realtime stream at /stream (docs/requirements.md §4, §7): consumers subscribe and unsubscribe per
// channel; each event is `{channel, seq, data}`, serialised once and sent to every subscriber of the channel.
// A consumer whose send buffer passes the bound is dropped, so one slow reader never holds up the rest.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  PRIVATE_CHANNEL,
  STREAM_CLOSE,
  type StreamRequest,
  streamRequestSchema,
} from '@sikka/shared/realtime/stream';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';

const STREAM_PATH = '/stream';

export interface StreamHubOptions {
  log: FastifyBaseLogger;
  /** The user a bearer token belongs to, or null when it is not a valid session token. */
  verifyToken(token: string): Promise<number | null>;
  /** Unsent bytes past which a consumer is dropped. */
  maxBufferedBytes?: number;
  pingMs?: number;
}

interface Channel {
  seq: number;
  /** The channel's current full state, sent as the snapshot to a new subscriber. */
  state: unknown;
  subscribers: Set<WebSocket>;
}

interface StreamStats {
  connections: number;
  channels: Record<string, number>;
  dropped: number;
}

const MAX_CHANNELS_PER_SOCKET = 64;
const MAX_MESSAGE_BYTES = 16 * 1024;

export class StreamHub {
  readonly #options: Required<StreamHubOptions>;
  readonly #channels = new Map<string, Channel>();
  /** Public channels and how to read their state; private `user:<id>` channels are always allowed to exist. */
  readonly #public = new Map<string, () => unknown>();
  /** The current state of a private channel (`user:<id>`, `orders:<id>`) by prefix, for a snapshot. */
  readonly #privateState = new Map<string, (userId: number) => Promise<unknown>>();
  readonly #wss: WebSocketServer;
  readonly #alive = new WeakSet<WebSocket>();
  readonly #subscriptions = new Map<WebSocket, Set<string>>();
  #pinger: NodeJS.Timeout | null = null;
  #dropped = 0;

  constructor(options: StreamHubOptions) {
    this.#options = { maxBufferedBytes: 1024 * 1024, pingMs: 25_000, ...options };
    this.#wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
    this.#wss.on('connection', (socket) => this.#onConnection(socket));
  }

  /** A public channel whose snapshot is `state()` until its first publish. */
  definePublic(channel: string, state: () => unknown): void {
    this.#public.set(channel, state);
  }

  /**
   * How to read a private channel's state when it has published nothing yet in this process (after a restart,
   * or before the user's first change), so a new subscriber's snapshot is never empty.
   */
  definePrivateState(state: (userId: number) => Promise<unknown>, prefix = 'user'): void {
    this.#privateState.set(prefix, state);
  }

  /** Takes over upgrades on /stream of the given server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (request.url?.split('?', 1)[0] !== STREAM_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.#wss.handleUpgrade(request, socket, head, (ws) => this.#wss.emit('connection', ws, request));
    });
    this.#pinger = setInterval(() => this.#ping(), this.#options.pingMs);
    this.#pinger.unref();
  }

  /**
   * The next event of a channel, sent once as bytes to every subscriber. Its data is the channel's new full state,
   * unless a channel of deltas gives the state a new subscriber's snapshot is (null: read afresh when needed).
   */
  publish(channel: string, data: unknown, state: unknown = data): void {
    const entry = this.#channel(channel);
    entry.seq += 1;
    entry.state = state;
    if (entry.subscribers.size === 0) return;
    const bytes = Buffer.from(JSON.stringify({ channel, seq: entry.seq, data }));
    for (const socket of entry.subscribers) this.#send(socket, bytes);
  }

  /**
   * Whether anyone listens on the channel. When nobody does, its kept state is dropped (read afresh by the next
   * subscriber), so a publisher may skip computing an event no one would receive.
   */
  listening(channel: string): boolean {
    const entry = this.#channels.get(channel);
    if (entry && entry.subscribers.size > 0) return true;
    if (entry) entry.state = null;
    return false;
  }

  stats(): StreamStats {
    const channels: Record<string, number> = {};
    for (const [name, channel] of this.#channels) channels[name] = channel.subscribers.size;
    return { connections: this.#wss.clients.size, channels, dropped: this.#dropped };
  }

  /** Tells every consumer to reconnect and closes; a restarted provider takes them back. */
  async close(): Promise<void> {
    if (this.#pinger) clearInterval(this.#pinger);
    for (const socket of this.#wss.clients) socket.close(STREAM_CLOSE.goingAway, 'restarting');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const socket of this.#wss.clients) socket.terminate();
      }, 1_000);
      this.#wss.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  #channel(name: string): Channel {
    let channel = this.#channels.get(name);
    if (!channel) {
      channel = { seq: 0, state: this.#public.get(name)?.() ?? null, subscribers: new Set() };
      this.#channels.set(name, channel);
    }
    return channel;
  }

  #onConnection(socket: WebSocket): void {
    this.#alive.add(socket);
    this.#subscriptions.set(socket, new Set());
    socket.on('pong', () => this.#alive.add(socket));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.#refuse(socket, 'Expected a JSON text message');
      void this.#onMessage(socket, data.toString());
    });
    socket.on('close', () => this.#forget(socket));
    socket.on('error', () => socket.terminate());
    // §4 "a socket identifier, when received, sets two app flags".
    socket.send(JSON.stringify({ event: 'connected', socket_id: randomUUID() }));
  }

  async #onMessage(socket: WebSocket, text: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.#refuse(socket, 'Expected a JSON text message');
    }
    const request = streamRequestSchema.safeParse(parsed);
    if (!request.success) return this.#refuse(socket, 'Expected subscribe or unsubscribe with a channel');
    if (request.data.event === 'unsubscribe') return this.#unsubscribe(socket, request.data.channel);
    await this.#subscribe(socket, request.data);
  }

  async #subscribe(
    socket: WebSocket,
    request: Extract<StreamRequest, { event: 'subscribe' }>,
  ): Promise<void> {
    const { channel: name } = request;
    const own = this.#subscriptions.get(socket);
    if (!own) return;
    const privateMatch = PRIVATE_CHANNEL.exec(name);
    const userId = privateMatch?.[2];
    if (userId !== undefined) {
      const owner = request.token ? await this.#options.verifyToken(request.token) : null;
      if (owner === null || String(owner) !== userId) {
        return this.#refuse(socket, 'Not allowed to subscribe to this channel', name);
      }
    } else if (!this.#public.has(name)) {
      return this.#refuse(socket, 'Unknown channel', name);
    }
    if (!own.has(name) && own.size >= MAX_CHANNELS_PER_SOCKET) {
      return this.#refuse(socket, 'Too many channels on one connection', name);
    }
    const readState = privateMatch ? this.#privateState.get(privateMatch[1] as string) : undefined;
    if (userId !== undefined && readState && this.#channels.get(name)?.state == null) {
      const state = await readState(Number(userId)).catch(() => null);
      // A publication that landed meanwhile is newer than what was read: keep it.
      const existing = this.#channel(name);
      if (existing.state == null) existing.state = state;
    }
    if (socket.readyState !== socket.OPEN) return;
    const channel = this.#channel(name);
    own.add(name);
    channel.subscribers.add(socket);
    // Subscribing again (after a gap) is how a consumer asks for a fresh snapshot.
    socket.send(
      JSON.stringify({ event: 'subscribed', channel: name, seq: channel.seq, data: channel.state }),
    );
  }

  #unsubscribe(socket: WebSocket, name: string): void {
    this.#subscriptions.get(socket)?.delete(name);
    this.#channels.get(name)?.subscribers.delete(socket);
    if (socket.readyState === socket.OPEN)
      socket.send(JSON.stringify({ event: 'unsubscribed', channel: name }));
  }

  #forget(socket: WebSocket): void {
    for (const name of this.#subscriptions.get(socket) ?? [])
      this.#channels.get(name)?.subscribers.delete(socket);
    this.#subscriptions.delete(socket);
  }

  #send(socket: WebSocket, bytes: Buffer): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + bytes.length > this.#options.maxBufferedBytes) {
      this.#dropped += 1;
      this.#options.log.warn({ buffered: socket.bufferedAmount }, 'dropping a slow stream consumer');
      this.#forget(socket);
      socket.close(STREAM_CLOSE.slowConsumer, 'slow consumer');
      return;
    }
    socket.send(bytes, { binary: false });
  }

  #refuse(socket: WebSocket, message: string, channel?: string): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ event: 'error', ...(channel ? { channel } : {}), message }));
  }

  /** Pings every consumer; one that did not answer the last ping is gone and is dropped. */
  #ping(): void {
    for (const socket of this.#wss.clients) {
      if (!this.#alive.has(socket)) {
        socket.terminate();
        continue;
      }
      this.#alive.delete(socket);
      socket.ping();
    }
  }
}
