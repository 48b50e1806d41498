// Order-book fan-out benchmark: K websocket clients on exchange.onBook (BTC-INR) through one spawned BFF process,
// against the bare `ws` relay on the same path, with an active market's deltas — 100 events/s, each changing a
// level or two of the top 50, with its seq and the CRC32 checksum of the top 10 — published by the provider's own
// StreamHub in this process. The BFF keeps its copy of the book by the shared reducer on every delta (a late
// joiner's snapshot), so its checks are in what is measured. Goal: p99 ≤ 1.3× bare, no gap left unhealed.
// Env: BOOK_FANOUT_K (default 1000,5000), BOOK_FANOUT_SECONDS (measured window, default 20), BOOK_FANOUT_RECEIVERS
// (default 2), BOOK_FANOUT_RATE (events/s, default 100), BOOK_FANOUT_CPU_PROF (a folder for the BFF's profile).
import type { Server } from 'node:http';
import {
  BOOK_DEPTH,
  type BookEvent,
  type BookLevel,
  type BookSnapshot,
  bookChecksum,
} from '@sikka/shared/exchange/orderBook';
import { orderBookChannel } from '@sikka/shared/realtime/stream';
import { FD_HEADROOM, listenHub, type PhaseResult, phase, printResults, TimedHub } from './fanout/harness.ts';
import { freePort, openFilesLimit, runBench, type Service, startService, tempDir } from './lib/processes.ts';
import { profiling, startBenchBff } from './lib/services.ts';
import { count, fixed } from './lib/table.ts';

const K_VALUES = (process.env.BOOK_FANOUT_K ?? '1000,5000').split(',').map(Number);
const WINDOW_S = Number(process.env.BOOK_FANOUT_SECONDS ?? 20);
const RECEIVERS = Number(process.env.BOOK_FANOUT_RECEIVERS ?? 2);
const RATE = Number(process.env.BOOK_FANOUT_RATE ?? 100);
const CPU_PROF = process.env.BOOK_FANOUT_CPU_PROF;
const KINDS = { BFF: 'BFF', bare: 'bare ws' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
const PAIR = 'BTC-INR';
const CHANNEL = orderBookChannel(PAIR);
const RELAY = 'tests/bench/fanout/relay.ts';

/** A random-walk book of 70 levels a side around ₹90,00,000 (₹100 ticks, 0.0001 BTC lots), and its top-50 deltas. */
class ActiveBook {
  readonly #bids = new Map<number, number>();
  readonly #asks = new Map<number, number>();
  #seq = 1;
  #view: { bids: BookLevel[]; asks: BookLevel[] };
  #random = 2026;

  constructor() {
    for (let i = 1; i <= 70; i++) {
      this.#bids.set(90_000 - i, 1 + (i % 17));
      this.#asks.set(90_000 + i, 1 + (i % 13));
    }
    this.#view = this.#top();
  }

  /** A small deterministic generator (xorshift), so every run publishes the same stream. */
  #next(n: number): number {
    this.#random ^= this.#random << 13;
    this.#random ^= this.#random >>> 17;
    this.#random ^= this.#random << 5;
    return (this.#random >>> 0) % n;
  }

  #top(): { bids: BookLevel[]; asks: BookLevel[] } {
    const side = (levels: Map<number, number>, descending: boolean): BookLevel[] =>
      [...levels]
        .sort(([a], [b]) => (descending ? b - a : a - b))
        .slice(0, BOOK_DEPTH)
        .map(([ticks, lots]) => [`${ticks * 100}.00`, `0.${String(lots).padStart(4, '0')}0000`]);
    return { bids: side(this.#bids, true), asks: side(this.#asks, false) };
  }

  snapshot(): BookSnapshot {
    const { bids, asks } = this.#view;
    return { type: 'snapshot', pair: PAIR, seq: this.#seq, bids, asks, checksum: bookChecksum(bids, asks) };
  }

  /** One event: a level near the top changes its volume, leaves, or a new one arrives. */
  step(): BookEvent {
    for (;;) {
      const bid = this.#next(2) === 0;
      const levels = bid ? this.#bids : this.#asks;
      const ticks = bid ? 90_000 - 1 - this.#next(60) : 90_000 + 1 + this.#next(60);
      const lots = this.#next(4) === 0 ? 0 : 1 + this.#next(9_000);
      if (lots === 0) levels.delete(ticks);
      else levels.set(ticks, lots);
      const before = this.#view;
      const after = this.#top();
      const changed = (was: BookLevel[], now: BookLevel[]): BookLevel[] => {
        const old = new Map(was);
        const out: BookLevel[] = now.filter(([rate, volume]) => old.get(rate) !== volume);
        const kept = new Set(now.map(([rate]) => rate));
        for (const [rate] of was) if (!kept.has(rate)) out.push([rate, '0.00000000']);
        return out;
      };
      const bids = changed(before.bids, after.bids);
      const asks = changed(before.asks, after.asks);
      if (bids.length + asks.length === 0) continue;
      this.#view = after;
      this.#seq += 1;
      return {
        type: 'delta',
        pair: PAIR,
        seq: this.#seq,
        bids,
        asks,
        checksum: bookChecksum(after.bids, after.asks),
      };
    }
  }
}

interface Publisher {
  hub: TimedHub;
  url: string;
  server: Server;
  start(): void;
  stop(): void;
}

async function startPublisher(): Promise<Publisher> {
  const hub = new TimedHub(CHANNEL);
  const book = new ActiveBook();
  hub.definePublic(CHANNEL, () => book.snapshot());
  let timer: NodeJS.Timeout | null = null;
  // Events at RATE a second, as evenly as timers allow (a whole batch of them would make the delay a queue's).
  const start = () => {
    if (timer) return;
    const every = 1000 / RATE;
    let due = performance.now();
    timer = setInterval(
      () => {
        const now = performance.now();
        while (due <= now) {
          // The state a new subscriber's snapshot is made of is read when one comes (definePublic).
          hub.publish(CHANNEL, book.step(), null);
          due += every;
        }
      },
      Math.max(1, Math.floor(every / 2)),
    );
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return { hub, start, stop, ...(await listenHub(hub)) };
}

async function startTarget(kind: Kind, publisher: Publisher, dir: string): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const upstream = `${publisher.url.replace(/^http/, 'ws')}/stream`;
  if (kind === KINDS.bare) {
    return startService(RELAY, { url, env: { PORT: String(port), UPSTREAM_URL: upstream, CHANNEL } });
  }
  return startBenchBff(dir, publisher.url, {
    // Every client comes from this machine's one address: the per-address cap is lifted for them.
    env: { PROVIDER_STREAM_URL: upstream, WS_MAX_SOCKETS_PER_ADDRESS: '1000000' },
    ...profiling(CPU_PROF),
  });
}

runBench(async () => {
  const dir = tempDir('book-fanout');
  const limit = openFilesLimit();
  const publisher = await startPublisher();
  try {
    console.log(
      `order-book fan-out: ${RATE} deltas/s on ${CHANNEL} in this process; ${RECEIVERS} receiver processes; ` +
        `window ${WINDOW_S} s per run; open-files limit ${count(limit)}`,
    );
    const results: PhaseResult[] = [];
    const skipped: number[] = [];
    for (const k of K_VALUES) {
      if (k + FD_HEADROOM > limit) {
        skipped.push(k);
        continue;
      }
      for (const kind of [KINDS.BFF, KINDS.bare]) {
        const result = await phase({
          kind,
          k,
          bare: kind === KINDS.bare,
          variedIds: false,
          windowS: WINDOW_S,
          receivers: RECEIVERS,
          profiling: CPU_PROF !== undefined,
          publisher: {
            seq: () => publisher.hub.seq,
            publishedAt: (seq) => publisher.hub.publishedAt.get(seq),
            start: publisher.start,
            stop: publisher.stop,
          },
          subscription: { path: 'exchange.onBook', input: { pair: PAIR } },
          start: () => startTarget(kind, publisher, dir),
        });
        results.push(result);
        console.log(
          `  ${kind.padEnd(8)} K=${count(k)}: ${count(result.opened)} subscribed in ${fixed(result.rampS)} s, ` +
            `p99 ${fixed(result.p99, 2)} ms, missed ${count(result.missed)}, resnapshots ${count(result.resnapshots)}`,
        );
        for (const note of result.notes) console.log(`    note: ${note}`);
      }
    }
    printResults(results, { kValues: K_VALUES, bareKind: KINDS.bare, skipped, limit });
    // Zero gaps unrecovered: every seq a BFF client skipped was healed by a fresh snapshot it then received.
    for (const r of results.filter((result) => result.target === KINDS.BFF)) {
      const unhealed = r.gaps > 0 && r.resnapshots === 0 ? r.gaps : 0;
      console.log(
        `${r.target} K=${count(r.k)}: gaps ${count(r.gaps)}, fresh snapshots ${count(r.resnapshots)}, ` +
          `unrecovered ${count(unhealed + r.missed)} (goal 0)`,
      );
    }
  } finally {
    publisher.stop();
    await publisher.hub.close();
    await new Promise<void>((resolve) => publisher.server.close(() => resolve()));
  }
});
