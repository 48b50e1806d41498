// Fan-out benchmark: K websocket clients on market.onPrices through one spawned BFF process, against a
// bare `ws` relay on the same path, with the publisher (the provider's own StreamHub, SimulatedMarket and
// MarketService) in this process at 10 events/s and the clients in separate receiver processes.
// Prints delivered messages/s, publish-to-receipt delay (p50/p99), missed seq and memory per idle subscriber.
// Env: FANOUT_K (default 1000,5000,10000), FANOUT_SECONDS (measured window, default 30), FANOUT_RECEIVERS
// (default 2), FANOUT_ONLY (some of BFF, varied, bare, comma-separated: those runs only), FANOUT_CPU_PROF (a folder:
// the BFF runs with --cpu-prof and writes its profile there), FANOUT_BFF_ROOT (run the BFF from another checkout,
// to compare a change).
//
// The BFF runs twice per K. In 'BFF' every client subscribes with tRPC id 1, as browsers that loaded the same page
// in the same way do (a tRPC client numbers its operations from 1); in 'BFF, ids vary' each client has its own id,
// the case where the BFF cannot share one encoded message between subscribers.
import type { Server } from 'node:http';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import { MarketService } from '../../provider/src/domains/market/marketService.ts';
import { SimulatedMarket } from '../../provider/src/domains/market/simulator.ts';
import { FD_HEADROOM, listenHub, type PhaseResult, phase, printResults, TimedHub } from './fanout/harness.ts';
import { freePort, openFilesLimit, runBench, type Service, startService, tempDir } from './lib/processes.ts';
import { profiling, startBenchBff } from './lib/services.ts';
import { count, fixed } from './lib/table.ts';

const K_VALUES = (process.env.FANOUT_K ?? '1000,5000,10000').split(',').map(Number);
// A p99 over 10 s at 10 events/s rests on the slowest one or two of 100 events; 300 events make it steadier.
const WINDOW_S = Number(process.env.FANOUT_SECONDS ?? 30);
const RECEIVERS = Number(process.env.FANOUT_RECEIVERS ?? 2);
const CPU_PROF = process.env.FANOUT_CPU_PROF;
const BFF_ROOT = process.env.FANOUT_BFF_ROOT;
const KINDS = { BFF: 'BFF', varied: 'BFF, ids vary', bare: 'bare ws' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
const ONLY = process.env.FANOUT_ONLY?.split(',');
const SERVERS = Object.entries(KINDS)
  .filter(([key]) => !ONLY || ONLY.includes(key))
  .map(([, kind]) => kind);
const TICK_MS = 100; // 10 events/s
const RELAY = 'tests/bench/fanout/relay.ts';

interface Publisher {
  hub: TimedHub;
  market: SimulatedMarket;
  url: string;
  server: Server;
}

async function startPublisher(): Promise<Publisher> {
  const hub = new TimedHub(PRICES_CHANNEL);
  const market = new SimulatedMarket({ seed: 2026, tickMs: TICK_MS });
  new MarketService(market, DEFAULT_FEE_SCHEDULE).publishTo(hub);
  return { hub, market, ...(await listenHub(hub)) };
}

async function startTarget(kind: Kind, publisher: Publisher, dir: string): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const upstream = `${publisher.url.replace(/^http/, 'ws')}/stream`;
  if (kind === KINDS.bare) {
    return startService(RELAY, { url, env: { PORT: String(port), UPSTREAM_URL: upstream } });
  }
  return startBenchBff(dir, publisher.url, {
    // Every client comes from this machine's one address: the per-address cap is lifted for them.
    env: { PROVIDER_STREAM_URL: upstream, WS_MAX_SOCKETS_PER_ADDRESS: '1000000' },
    ...profiling(CPU_PROF),
    ...(BFF_ROOT ? { cwd: BFF_ROOT } : {}),
  });
}

runBench(async () => {
  const dir = tempDir('fanout');
  const limit = openFilesLimit();
  const publisher = await startPublisher();
  try {
    console.log(
      `fan-out: publisher at 10 events/s in this process; ${RECEIVERS} receiver processes; ` +
        `window ${WINDOW_S} s per run; open-files limit ${count(limit)}`,
    );
    const results: PhaseResult[] = [];
    const skipped: number[] = [];
    for (const k of K_VALUES) {
      // The server holds every client's socket; each receiver holds its share.
      if (k + FD_HEADROOM > limit) {
        skipped.push(k);
        continue;
      }
      for (const kind of SERVERS) {
        const result = await phase({
          kind,
          k,
          bare: kind === KINDS.bare,
          variedIds: kind === KINDS.varied,
          windowS: WINDOW_S,
          receivers: RECEIVERS,
          profiling: CPU_PROF !== undefined,
          publisher: {
            seq: () => publisher.hub.seq,
            publishedAt: (seq) => publisher.hub.publishedAt.get(seq),
            start: () => publisher.market.start(),
            stop: () => publisher.market.stop(),
          },
          subscription: { path: 'market.onPrices' },
          start: () => startTarget(kind, publisher, dir),
        });
        results.push(result);
        console.log(
          `  ${kind.padEnd(13)} K=${count(k)}: ${count(result.opened)} subscribed in ${fixed(result.rampS)} s, ` +
            `p99 ${fixed(result.p99, 2)} ms, missed ${count(result.missed)}`,
        );
        for (const note of result.notes) console.log(`    note: ${note}`);
      }
    }

    printResults(results, { kValues: K_VALUES, bareKind: KINDS.bare, skipped, limit });
  } finally {
    publisher.market.stop();
    await publisher.hub.close();
    await new Promise<void>((resolve) => publisher.server.close(() => resolve()));
  }
});
