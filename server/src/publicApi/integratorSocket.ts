// The integrators' websocket at /api/v1/ws (docs/api.md): plain JSON messages rather than tRPC's. Anyone may follow a
// pair's book (snapshot, then deltas, each with its seq and the checksum of the top levels), trades and candles;
// after an `auth` message signed with an API key (read scope), also the key owner's orders and balances. Channels
// share the BFF's one upstream subscription per channel with the browsers (upstreamStream.ts); a key revoked on any
// instance closes its sockets (session ends travel through Redis).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import { KEY_ID_PATTERN, NONCE_PATTERN, SIGNATURE_PATTERN } from '@sikka/shared/apiKeys/signature';
import { EXCHANGE_PAIRS } from '@sikka/shared/exchange/pairs';
import { userChannel, userChannelDataSchema } from '@sikka/shared/realtime/stream';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Services } from '../context.ts';
import { bookFeed, candlesFeed, ordersFeed, tradesFeed } from '../exchange/channels.ts';
import { SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from '../realtime/feed.ts';
import { trustFunction } from '../realtime/socketAddress.ts';
import type { FeedFrame } from '../realtime/upstreamStream.ts';
import { UpstreamError } from '../upstream/client.ts';
import type { ApiKeyChecks, CheckedKey } from './apiKeyChecks.ts';

export const PUBLIC_WS_PATH = '/api/v1/ws';
/** The target an `auth` message signs (method GET, no body). */
const PUBLIC_WS_SIGNED_TARGET = PUBLIC_WS_PATH;
const KEY_REVOKED_CLOSE = { code: 4403, reason: 'API key revoked' } as const;

const MAX_SUBSCRIPTIONS = 32;
const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_AUTH_TRIES = 3;
const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex');

const pair = z.enum(EXCHANGE_PAIRS);
const clientMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ping') }).strict(),
  z
    .object({
      op: z.literal('auth'),
      key: z.string().regex(KEY_ID_PATTERN),
      timestamp: z.string().max(20),
      nonce: z.string().regex(NONCE_PATTERN),
      signature: z.string().regex(SIGNATURE_PATTERN),
    })
    .strict(),
  z
    .object({
      op: z.enum(['subscribe', 'unsubscribe']),
      channel: z.enum(['book', 'trades', 'candles', 'orders', 'balances']),
      pair: pair.optional(),
    })
    .strict(),
]);
type ClientMessage = z.infer<typeof clientMessageSchema>;
type ChannelMessage = Extract<ClientMessage, { channel: unknown }>;
type AuthMessage = Extract<ClientMessage, { op: 'auth' }>;

interface Connection {
  ws: WebSocket;
  address: string;
  auth: CheckedKey | null;
  authTries: number;
  /** What each subscription's key ("book:BTC-INR", "orders") leaves the upstream channel with. */
  subscriptions: Map<string, () => void>;
}

function send(ws: WebSocket, message: unknown): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

/** The upstream feed of a channel the connection may follow now, or a refusal. */
function feedOf(message: ChannelMessage, auth: CheckedKey | null) {
  const { channel } = message;
  if (channel === 'orders' || channel === 'balances') {
    if (!auth) return { refusal: `Send a signed auth message before subscribing to ${channel}` } as const;
    if (!auth.scopes.includes('read'))
      return { refusal: "This API key's scopes do not include read" } as const;
    const feed =
      channel === 'orders'
        ? ordersFeed(auth.userId)
        : { channel: userChannel(auth.userId), schema: userChannelDataSchema };
    return { feed: { ...feed, token: auth.token } } as const;
  }
  if (!message.pair) return { refusal: `Name the pair of the ${channel} channel, e.g. BTC-INR` } as const;
  const feeds = { book: bookFeed, trades: tradesFeed, candles: candlesFeed } as const;
  return { feed: feeds[channel](message.pair) } as const;
}

/** Sends a feed's frames to one connection, labelled with its channel and pair; a reader too slow is cut. */
function deliverTo(connection: Connection, label: { channel: string; pair?: string }) {
  return (frame: FeedFrame<unknown>) => {
    const { ws } = connection;
    if (ws.readyState !== ws.OPEN) return;
    // A reader too slow to follow is cut rather than buffered for without bound.
    if (ws.bufferedAmount > SLOW_CONSUMER_BYTES) {
      ws.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
      return;
    }
    ws.send(
      `{"channel":${JSON.stringify(label.channel)},${label.pair ? `"pair":"${label.pair}",` : ''}${frame.json.slice(1)}`,
    );
  };
}

export function attachIntegratorSocket(
  app: FastifyInstance,
  bff: Services,
  trustProxy: ServerConfig['TRUST_PROXY'],
  checks: ApiKeyChecks,
): void {
  const trust = trustFunction(trustProxy);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const byKey = new Map<string, Set<Connection>>();

  bff.sessionEnds.onEnd((ended) => {
    if (!('apiKey' in ended)) return;
    for (const connection of byKey.get(ended.apiKey) ?? []) {
      connection.ws.close(KEY_REVOKED_CLOSE.code, KEY_REVOKED_CLOSE.reason);
    }
  });

  /** The answer to a subscribe message: the subscription made (or already there), or why not. */
  function subscribe(connection: Connection, message: ChannelMessage): unknown {
    const key = message.pair ? `${message.channel}:${message.pair}` : message.channel;
    if (connection.subscriptions.has(key))
      return { op: 'subscribed', channel: message.channel, pair: message.pair };
    if (connection.subscriptions.size >= MAX_SUBSCRIPTIONS)
      return { op: 'error', message: `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection` };
    const chosen = feedOf(message, connection.auth);
    if ('refusal' in chosen) return { op: 'error', message: chosen.refusal };
    const label = {
      channel: message.channel,
      ...(message.pair ? { pair: message.pair } : {}),
    };
    const leave = bff.stream.join(
      chosen.feed.channel,
      { deliver: deliverTo(connection, label) },
      chosen.feed as never,
    );
    connection.subscriptions.set(key, leave);
    return { op: 'subscribed', ...label };
  }

  async function authenticate(connection: Connection, message: AuthMessage) {
    connection.authTries += 1;
    if (connection.authTries > MAX_AUTH_TRIES) {
      connection.ws.close(1008, 'too many auth attempts');
      return;
    }
    try {
      const checked = await checks.check(
        {
          key_id: message.key,
          timestamp: message.timestamp,
          nonce: message.nonce,
          signature: message.signature,
          method: 'GET',
          target: PUBLIC_WS_SIGNED_TARGET,
          body_sha256: EMPTY_BODY_SHA256,
          address: connection.address,
        },
        { requestId: `ws-${message.nonce}`, log: app.log, clientIp: connection.address },
      );
      if (!checked.ok) return void send(connection.ws, { op: 'error', message: checked.refusal.message });
      const { key } = checked;
      connection.auth = key;
      const keyed = byKey.get(key.keyId) ?? new Set();
      keyed.add(connection);
      byKey.set(key.keyId, keyed);
      send(connection.ws, { op: 'authenticated', key_id: key.keyId, scopes: key.scopes });
    } catch (error) {
      const refusal =
        error instanceof UpstreamError && error.status < 500
          ? ((error.body as { message?: string } | undefined)?.message ?? 'The API key was refused')
          : 'The API key could not be checked right now: try again';
      send(connection.ws, { op: 'error', message: refusal });
    }
  }

  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    const connection: Connection = {
      ws,
      address: proxyAddr(request, trust),
      auth: null,
      authTries: 0,
      subscriptions: new Map(),
    };
    ws.on('message', (data, isBinary) => {
      let parsed: ClientMessage;
      try {
        const result = clientMessageSchema.safeParse(isBinary ? null : JSON.parse(String(data)));
        if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid');
        parsed = result.data;
      } catch {
        return send(ws, {
          op: 'error',
          message:
            'Send JSON: {"op":"subscribe","channel":"book","pair":"BTC-INR"}, an auth or a ping (docs/api.md)',
        });
      }
      if (parsed.op === 'ping') return send(ws, { op: 'pong' });
      if (parsed.op === 'auth') return void authenticate(connection, parsed);
      if (parsed.op === 'subscribe') return send(ws, subscribe(connection, parsed));
      const key = parsed.pair ? `${parsed.channel}:${parsed.pair}` : parsed.channel;
      connection.subscriptions.get(key)?.();
      connection.subscriptions.delete(key);
      send(ws, {
        op: 'unsubscribed',
        channel: parsed.channel,
        ...(parsed.pair ? { pair: parsed.pair } : {}),
      });
    });
    ws.on('close', () => {
      for (const leave of connection.subscriptions.values()) leave();
      connection.subscriptions.clear();
      if (connection.auth) byKey.get(connection.auth.keyId)?.delete(connection);
    });
    ws.on('error', () => ws.terminate());
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url?.split('?', 1)[0] !== PUBLIC_WS_PATH) return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.close(1001, 'server restarting');
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
