// A runnable integrator's script for Sikka's public API (docs/api.md): follow the BTC-INR book over the websocket,
// sign requests with an API key on the server's clock, place a limit buy below the market under your own
// client_order_id, read it back by that id, see it on your orders, cancel it by that id.
//   SIKKA_URL=http://localhost:3000 SIKKA_KEY_ID=sk_… SIKKA_SECRET=… npx tsx docs/examples/sikkaApiExample.ts
// It needs Node 20 and the `ws` package (Node 22 has a WebSocket of its own); nothing else.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import WebSocket from 'ws';

export interface ExampleOptions {
  baseUrl: string;
  keyId: string;
  secret: string;
  log?: (line: string) => void;
  /** The clock requests are signed with (the server's, within 5 s); by default this one set by GET /api/v1/time. */
  now?: () => number;
}

export interface ExampleResult {
  bookSeq: number;
  placedOrderId: number;
  /** The order read back by its client_order_id is the one placed. */
  foundByClientId: boolean;
  seenOnOrdersChannel: boolean;
  listedAsOpen: boolean;
  cancelled: boolean;
}

/** The four headers of a request signed with the key: HMAC-SHA256 over the canonical request. */
function sign(options: ExampleOptions, method: string, target: string, body: string) {
  const timestamp = String((options.now ?? Date.now)());
  const nonce = randomBytes(18).toString('base64url');
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', options.secret)
    .update([timestamp, nonce, method, target, bodySha256].join('\n'))
    .digest('hex');
  return {
    'x-sikka-key': options.keyId,
    'x-sikka-timestamp': timestamp,
    'x-sikka-nonce': nonce,
    'x-sikka-signature': signature,
  };
}

async function signedCall<T>(
  options: ExampleOptions,
  method: 'GET' | 'POST',
  target: string,
  payload?: unknown,
) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const response = await fetch(`${options.baseUrl}${target}`, {
    method,
    headers: {
      ...sign(options, method, target, body),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok)
    throw new Error(`${method} ${target} answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

type Message = {
  op?: string;
  channel?: string;
  type?: string;
  seq?: number;
  data?: unknown;
  message?: string;
};

/** A websocket whose messages can be waited for. */
async function openSocket(url: string) {
  const ws = new WebSocket(url);
  const seen: Message[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    seen.push(JSON.parse(String(raw)) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  async function next(
    test: (message: Message) => boolean,
    what: string,
    timeoutMs = 10_000,
  ): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = seen.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { ws, seen, next, send: (message: unknown) => ws.send(JSON.stringify(message)) };
}

export async function runExample(given: ExampleOptions): Promise<ExampleResult> {
  const log = given.log ?? console.log;
  const wsUrl = `${given.baseUrl.replace(/^http/, 'ws')}/api/v1/ws`;

  // 0. Sign on the server's clock: its offset from ours, from GET /api/v1/time.
  const { server_time } = (await (await fetch(`${given.baseUrl}/api/v1/time`)).json()) as {
    server_time: number;
  };
  const offset = server_time - Date.now();
  const options = { ...given, now: given.now ?? (() => Date.now() + offset) };

  // 1. Follow the book: a snapshot with its seq, then a delta per change.
  const socket = await openSocket(wsUrl);
  socket.send({ op: 'subscribe', channel: 'book', pair: 'BTC-INR' });
  const snapshot = await socket.next((m) => m.channel === 'book' && m.type === 'snapshot', 'book snapshot');
  log(`book: snapshot at seq ${snapshot.seq}`);

  // 2. Your own orders on the same socket, after a signed auth message (a GET of /api/v1/ws with no body).
  socket.send({ op: 'auth', key: options.keyId, ...authFields(options) });
  await socket.next((m) => m.op === 'authenticated' || m.op === 'error', 'auth answer');
  socket.send({ op: 'subscribe', channel: 'orders' });
  await socket.next((m) => m.op === 'subscribed' && m.channel === 'orders', 'orders subscription');

  // 3. A limit buy about 5% under the instant selling price, on the pair's tick (₹100 for BTC-INR, GET /api/v1/pairs):
  // it rests on the book.
  const prices = (await (await fetch(`${options.baseUrl}/api/v1/prices`)).json()) as {
    BTC: { selling_price: string };
  };
  const rate = (((BigInt(prices.BTC.selling_price.split('.')[0] ?? '0') * 95n) / 10_000n) * 100n).toString();
  // Your own id for it: a retry with the same id and body places nothing new, and you may read or cancel by it.
  const clientOrderId = `example-${randomBytes(6).toString('hex')}`;
  const placed = await signedCall<{ order: { id: number } }>(options, 'POST', '/api/v1/orders', {
    client_order_id: clientOrderId,
    coin: 'BTC',
    base_coin: 'INR',
    order_type: 'BID',
    advance_order_type: 'LIMIT',
    unit: 'volume',
    rate,
    volume: '0.001',
  });
  log(`placed order ${placed.order.id} at ₹${rate}`);
  const onChannel = await socket
    .next(
      (m) => m.channel === 'orders' && JSON.stringify(m.data ?? '').includes(`"id":${placed.order.id}`),
      'order',
    )
    .then(
      () => true,
      () => false,
    );

  // 4. Read it back by your id, see it among the open orders, then cancel it by your id.
  const found = await signedCall<{ order: { id: number } }>(
    options,
    'GET',
    `/api/v1/order?client_order_id=${clientOrderId}`,
  );
  const open = await signedCall<{ data: Array<{ id: number }> }>(
    options,
    'GET',
    '/api/v1/orders/open?pair=BTC-INR',
  );
  log(`open orders: ${open.data.map((order) => order.id).join(', ')}`);
  const cancelled = await signedCall<{ order: { status: string } }>(
    options,
    'POST',
    '/api/v1/orders/cancel',
    { client_order_id: clientOrderId },
  );
  log(`cancelled: ${cancelled.order.status}`);
  socket.ws.close();
  return {
    bookSeq: snapshot.seq ?? -1,
    placedOrderId: placed.order.id,
    foundByClientId: found.order.id === placed.order.id,
    seenOnOrdersChannel: onChannel,
    listedAsOpen: open.data.some((order) => order.id === placed.order.id),
    cancelled: cancelled.order.status === 'cancelled',
  };
}

function authFields(options: ExampleOptions) {
  const headers = sign(options, 'GET', '/api/v1/ws', '');
  return {
    timestamp: headers['x-sikka-timestamp'],
    nonce: headers['x-sikka-nonce'],
    signature: headers['x-sikka-signature'],
  };
}

const invokedDirectly = process.argv[1]?.endsWith('sikkaApiExample.ts');
if (invokedDirectly) {
  const { SIKKA_URL = 'http://localhost:3000', SIKKA_KEY_ID, SIKKA_SECRET } = process.env;
  if (!SIKKA_KEY_ID || !SIKKA_SECRET) {
    console.error('Set SIKKA_KEY_ID and SIKKA_SECRET (make a key on /in/profile/api-keys).');
    process.exit(2);
  }
  runExample({ baseUrl: SIKKA_URL, keyId: SIKKA_KEY_ID, secret: SIKKA_SECRET }).then(
    (result) => console.log('done:', result),
    (error: unknown) => {
      console.error(String(error));
      process.exit(1);
    },
  );
}
