// The whole fan-out, randomised: a scripted provider publishes prices to a BFF built as in production; browsers on
// simulated TCP connections of random speeds (whole writes, partial writes whose rest drains later, writes held
// until drained) subscribe to market.onPrices with random ids, stop, subscribe again and vanish mid-frame. Every
// browser's bytes must decode into exactly its own messages, in order (docs/requirements.md §4 realtime stream, §7).
import type { AddressInfo } from 'node:net';
import { COINS } from '@sikka/shared/constants';
import { type AllPricesResponse, allPricesResponseSchema } from '@sikka/shared/market/schemas';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import { SimulatedTcp, type Speed } from '@sikka/tests/support/simulatedTcp';
import { until } from '@sikka/tests/support/until';
import { clientTextFrame, OPCODE, readServerFrames } from '@sikka/tests/support/websocketFrames';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../app.ts';
import { loadServerConfig } from '../config.ts';

const ORIGIN = 'http://localhost:3000';

/** A provider's realtime stream that publishes prices when told to, each event's data made larger or smaller. */
class ScriptedProvider {
  readonly published = new Map<number, AllPricesResponse>();
  seq = 1;
  readonly #subscribers = new Set<WebSocket>();
  private constructor(readonly server: WebSocketServer) {
    this.published.set(1, prices(1, 3));
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const request = JSON.parse(data.toString()) as { event: string; channel: string };
        if (request.channel !== PRICES_CHANNEL) return;
        if (request.event === 'unsubscribe') this.#subscribers.delete(socket);
        if (request.event !== 'subscribe') return;
        this.#subscribers.add(socket);
        const data_ = this.published.get(this.seq);
        socket.send(
          JSON.stringify({ event: 'subscribed', channel: PRICES_CHANNEL, seq: this.seq, data: data_ }),
        );
      });
      socket.on('close', () => this.#subscribers.delete(socket));
    });
  }
  static async start(): Promise<ScriptedProvider> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    return new ScriptedProvider(server);
  }
  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  publish(digits: number): void {
    this.seq += 1;
    const data = prices(this.seq, digits);
    this.published.set(this.seq, data);
    const event = JSON.stringify({ channel: PRICES_CHANNEL, seq: this.seq, data });
    for (const socket of this.#subscribers) socket.send(event);
  }
  close(): Promise<void> {
    for (const socket of this.server.clients) socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Prices for a seq, as the BFF's schema reads them (so the same key order), `digits` long in their fractions. */
function prices(seq: number, digits: number): AllPricesResponse {
  const price = (n: number) => `${seq * 10 + n}.${String(n).repeat(digits)}`;
  const entry = (n: number) => ({
    buying_price: price(n),
    buying_price_fee: price(n + 1),
    buying_price_tax: price(n + 2),
    selling_price: price(n + 3),
    selling_price_fee: price(n + 4),
    selling_price_tax: price(n + 5),
    average_price: price(n + 6),
    change: `-${price(n + 7)}`,
  });
  return allPricesResponseSchema.parse(Object.fromEntries(COINS.map((coin, index) => [coin, entry(index)])));
}

type Id = number | string;
interface Subscription {
  id: Id;
  stopped: boolean;
}

/** A browser's tRPC websocket client, speaking over a simulated TCP connection. */
class Browser {
  readonly subscriptions: Subscription[] = [];
  vanished = false;
  constructor(
    readonly tcp: SimulatedTcp,
    readonly jsonrpc: boolean,
  ) {}

  static connected = 0;
  static connect(app: FastifyInstance, speed: Speed, jsonrpc: boolean): Browser {
    // Each browser from an address of its own, as people are.
    Browser.connected += 1;
    const n = Browser.connected;
    const tcp = new SimulatedTcp(speed, `10.0.${n >> 8}.${n & 255}`);
    const request = {
      method: 'GET',
      url: '/trpc',
      headers: {
        host: 'localhost:3000',
        origin: ORIGIN,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
      },
      socket: tcp,
    };
    app.server.emit('upgrade', request, tcp, Buffer.alloc(0));
    return new Browser(tcp, jsonrpc);
  }

  subscribe(id: Id): void {
    if (this.vanished || this.subscriptions.some((subscription) => subscription.id === id)) return;
    this.subscriptions.push({ id, stopped: false });
    this.#send({ id, method: 'subscription', params: { path: 'market.onPrices' } });
  }

  stop(which: number): void {
    const live = this.subscriptions.filter((subscription) => !subscription.stopped);
    const subscription = live[which % Math.max(1, live.length)];
    if (this.vanished || !subscription) return;
    subscription.stopped = true;
    this.#send({ id: subscription.id, method: 'subscription.stop' });
  }

  vanish(): void {
    this.vanished = true;
    this.tcp.destroy();
  }

  #send(message: object): void {
    this.tcp.receive(clientTextFrame(JSON.stringify({ ...this.#version(), ...message })));
  }

  #version() {
    return this.jsonrpc ? { jsonrpc: '2.0' } : {};
  }

  /** The text of a message of this browser's subscription `id`, as tRPC writes it. */
  message(id: Id, result: object): string {
    return JSON.stringify({ id, ...this.#version(), result });
  }
}

/** How this browser's stream departs from exactly its messages, in order; null if it does not. */
function departure(browser: Browser, published: Map<number, AllPricesResponse>, last: number): string | null {
  const bytes = browser.tcp.received;
  const head = bytes.indexOf('\r\n\r\n');
  if (head === -1 && browser.vanished) return null;
  if (!bytes.subarray(0, head).toString().startsWith('HTTP/1.1 101')) return 'no websocket handshake';
  let read: ReturnType<typeof readServerFrames>;
  try {
    read = readServerFrames(bytes.subarray(head + 4));
  } catch (error) {
    return `bytes that are no websocket frame: ${(error as Error).message}`;
  }
  // Only a connection that ended may end inside a frame.
  if (read.rest.length > 0 && !browser.vanished) return `${read.rest.length} bytes of a torn frame`;
  const texts: string[] = [];
  for (const frame of read.frames) {
    if (frame.opcode === OPCODE.close) return `closed by the server: ${frame.payload.readUInt16BE(0)}`;
    if (frame.opcode === OPCODE.text) texts.push(frame.payload.toString('utf8'));
  }
  const ids = new Map(
    browser.subscriptions.map((subscription) => [JSON.stringify(subscription.id), subscription]),
  );
  const byId = new Map<string, string[]>();
  for (const text of texts) {
    const id = /^\{"id":("(?:[^"\\]|\\.)*"|-?\d+|null),/.exec(text)?.[1];
    if (id === undefined || !ids.has(id)) return `a message for no subscription of this browser: ${text}`;
    byId.set(id, [...(byId.get(id) ?? []), text]);
  }
  for (const subscription of browser.subscriptions) {
    const { id } = subscription;
    const got = byId.get(JSON.stringify(id)) ?? [];
    const started = browser.message(id, { type: 'started' });
    const stopped = browser.message(id, { type: 'stopped' });
    const data = (type: string, seq: number) =>
      browser.message(id, { type: 'data', data: { type, seq, data: published.get(seq) ?? 'unpublished' } });
    // The first data message is the snapshot current when the subscription joined; updates follow seq by seq.
    const from = Number(/"type":"snapshot","seq":(\d+)/.exec(got[1] ?? '')?.[1] ?? -1);
    let seq = from;
    for (const [index, text] of got.entries()) {
      let want: string;
      if (index === 0) want = started;
      else if (text === stopped && subscription.stopped)
        want = index === got.length - 1 ? stopped : 'the end';
      else want = index === 1 ? data('snapshot', from) : data('update', ++seq);
      if (text !== want) return `id ${id}, message ${index}: expected ${want}\n  got ${text}`;
    }
    if (browser.vanished) continue;
    if (subscription.stopped && got.at(-1) !== stopped) return `id ${id}: not stopped`;
    if (!subscription.stopped && seq !== last) return `id ${id}: at seq ${seq}, not ${last}`;
  }
  return null;
}

const speedArb: fc.Arbitrary<Speed> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'whole' as const }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 99 }).map((n) => ({ kind: 'partial' as const, fraction: n / 100 })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'held' as const }) },
);
// A tRPC client numbers its operations from 1 per page load, so browsers that loaded a page the same way share ids;
// other clients may use strings.
const idArb: fc.Arbitrary<Id> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('a', 'b"c', 'ü') },
);
const browserArb = fc.record({
  speed: speedArb,
  jsonrpc: fc.boolean(),
  ids: fc.uniqueArray(idArb, { minLength: 1, maxLength: 2 }),
});
/** Browsers that loaded the same page the same way: their subscriptions have the same ids. */
const pageArb = fc
  .record({
    speeds: fc.array(speedArb, { minLength: 1, maxLength: 4 }),
    jsonrpc: fc.boolean(),
    ids: fc.uniqueArray(idArb, { minLength: 1, maxLength: 2 }),
  })
  .map(({ speeds, ...page }) => speeds.map((speed) => ({ ...page, speed })));
const stepArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('publish' as const), digits: fc.integer({ min: 1, max: 300 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('connect' as const), browser: browserArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), at: fc.nat(), id: idArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stop' as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('speed' as const), at: fc.nat(), speed: speedArb }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('drain' as const), at: fc.nat(), bytes: fc.nat(4_000) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('vanish' as const), at: fc.nat() }) },
);
const scenarioArb = fc.record({
  browsers: fc.array(pageArb, { minLength: 4, maxLength: 24 }).map((pages) => pages.flat()),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 40 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function play(scenario: Scenario): Promise<void> {
  const provider = await ScriptedProvider.start();
  const app = buildApp(
    loadServerConfig({
      PROVIDER_STREAM_URL: provider.url,
      CLIENT_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      MAINTENANCE_FILE: '/nonexistent/maintenance.json',
    }),
  );
  await app.ready();
  const browsers: Browser[] = [];
  try {
    // A fast browser subscribed throughout says when an event has been handed to every subscriber.
    const observer = Browser.connect(app, { kind: 'whole' }, false);
    observer.subscribe(0);
    const reached = (seq: number) => observer.tcp.received.includes(`"seq":${seq},`);
    await until(() => reached(provider.seq), { what: 'the first snapshot', every: 0 });
    const connect = (spec: Scenario['browsers'][number]) => {
      const browser = Browser.connect(app, spec.speed, spec.jsonrpc);
      browsers.push(browser);
      for (const id of spec.ids) browser.subscribe(id);
    };
    for (const spec of scenario.browsers) connect(spec);
    await turn();
    for (const step of scenario.steps) {
      const browser = browsers[('at' in step ? step.at : 0) % browsers.length] as Browser;
      if (step.kind === 'publish') {
        provider.publish(step.digits);
        await until(() => reached(provider.seq), { what: `seq ${provider.seq}`, every: 0 });
      } else if (step.kind === 'connect') connect(step.browser);
      else if (step.kind === 'subscribe') browser.subscribe(step.id);
      else if (step.kind === 'stop') browser.stop(step.which);
      else if (step.kind === 'speed') browser.tcp.speed = step.speed;
      else if (step.kind === 'drain') browser.tcp.drain(step.bytes);
      else browser.vanish();
      await turn();
      await turn();
    }
    // Then the network catches up, and one more event shows that every live subscription is still fed.
    for (const browser of browsers) {
      browser.tcp.speed = { kind: 'whole' };
      browser.tcp.drain();
    }
    provider.publish(1);
    const last = provider.seq;
    await until(() => reached(last), { what: 'the last event', every: 0 });
    await turn();
    browsers.push(observer);
    const departures = browsers
      .map((browser, index) => ({ index, departure: departure(browser, provider.published, last) }))
      .filter((entry) => entry.departure !== null);
    expect(departures).toEqual([]);
  } finally {
    for (const browser of browsers) browser.tcp.destroy();
    await app.close();
    await provider.close();
  }
}

describe('the fan-out gives every browser exactly its own messages (docs/requirements.md §4 realtime stream)', () => {
  it('with random ids, re-subscriptions, slow and partial writes, and browsers that vanish mid-frame', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, play), {
      numRuns: 60,
      // A failure found is reported with the smallest scenario shrinking reached by then.
      plugins: [fc.interruptAfterTimeLimit(30_000)],
    });
  }, 120_000);
});
