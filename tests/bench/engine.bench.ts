// The matching engine alone: one pair, in memory, one core, no ledger. A realistic mix — 70% limit places near the
// top of the book, 25% cancels of resting orders, 5% market orders — over a book prefilled on both sides, by 1,000
// traders. Prints operations per second (an untimed-per-op run) and p50/p99 per operation (a run timing each op).
// Goal: at least 1,000,000 operations per second. Env: ENGINE_OPS (default 2,000,000 per run), ENGINE_RUNS (3).
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { Engine } from '../../provider/src/domains/exchange/engine.ts';
import type { EngineEvents } from '../../provider/src/domains/exchange/engineEvents.ts';
import type { PlaceCommand } from '../../provider/src/domains/exchange/order.ts';
import { seededRandom } from './lib/random.ts';
import { count, fixed, table } from './lib/table.ts';

const OPS = Number(process.env.ENGINE_OPS ?? 2_000_000);
const RUNS = Number(process.env.ENGINE_RUNS ?? 3);
const GOAL = 1_000_000;
const TRADERS = 1_000;
const MID = 90_000;

let fills = 0;
/** Reads a command's events, as a caller does before the next command: here it counts the fills. */
const read = (events: EngineEvents) => {
  for (let i = 0; i < events.length; i++) if (events.at(i).kind === 'fill') fills += 1;
};

function run(timed: boolean): { seconds: number; latencies: Float64Array | null; fills: number } {
  const engine = new Engine(PAIR_CONFIGS['BTC-INR'], exchangeRates(DEFAULT_FEE_SCHEDULE), {
    bandPercent: 10,
  });
  const random = seededRandom(2026);
  // One command object, refilled per place: the engine copies what it keeps.
  const command: PlaceCommand = {
    id: 0,
    userId: 0,
    side: 'buy',
    kind: 'LIMIT',
    ticks: 0,
    lots: 0,
    budget: 0,
    triggerTicks: 0,
    ioc: false,
    postOnly: false,
    ladderEndTicks: 0,
    ladderCount: 0,
    ladderWeighted: false,
    time: 0,
  };
  // Resting orders a cancel may name (a ring; a name already gone is a refused cancel, as in life).
  const RING = 1 << 16;
  const ring = new Float64Array(RING);
  let ringAt = 0;
  let nextId = 1;
  const placeLimit = (side: 'buy' | 'sell', ticks: number) => {
    command.id = nextId++;
    command.userId = 1 + Math.floor(random() * TRADERS);
    command.side = side;
    command.kind = 'LIMIT';
    command.ticks = ticks;
    command.lots = 1 + Math.floor(random() * 20);
    const placed = engine.place(command);
    read(placed);
    const order = placed.order;
    if (order.level) ring[ringAt++ & (RING - 1)] = order.id;
  };
  // A book 2,000 levels deep on each side.
  for (let i = 0; i < 40_000; i++) {
    const side = i % 2 === 0 ? 'buy' : 'sell';
    placeLimit(side, side === 'buy' ? MID - 1 - (i % 2_000) : MID + 1 + (i % 2_000));
  }
  fills = 0;
  const latencies = timed ? new Float64Array(OPS) : null;
  const started = performance.now();
  for (let i = 0; i < OPS; i++) {
    const t0 = timed ? performance.now() : 0;
    const dice = random();
    command.time = i;
    if (dice < 0.7) {
      // Near the top: within 10 ticks of the best price on the order's own side, sometimes crossing by a tick.
      const side = random() < 0.5 ? 'buy' : 'sell';
      const bid = engine.bids.best()?.ticks ?? MID - 1;
      const ask = engine.asks.best()?.ticks ?? MID + 1;
      const offset = Math.floor(random() * 11) - 1;
      placeLimit(side, side === 'buy' ? bid - offset : ask + offset);
    } else if (dice < 0.95) {
      const id = ring[Math.floor(random() * Math.min(ringAt, RING))] as number;
      const order = engine.orders.get(id);
      if (order) read(engine.cancel(order.userId, id, i) as EngineEvents);
    } else {
      command.id = nextId++;
      command.userId = 1 + Math.floor(random() * TRADERS);
      command.side = random() < 0.5 ? 'buy' : 'sell';
      command.kind = 'MARKET';
      command.ticks = 0;
      command.lots = 1 + Math.floor(random() * 10);
      read(engine.place(command));
    }
    if (latencies) latencies[i] = performance.now() - t0;
  }
  return { seconds: (performance.now() - started) / 1000, latencies, fills };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

run(false); // warm up the JIT
const rows: string[][] = [];
for (let r = 0; r < RUNS; r++) {
  const plain = run(false);
  const timed = run(true);
  const sorted = (timed.latencies as Float64Array).sort();
  rows.push([
    `run ${r + 1}`,
    count(OPS / plain.seconds),
    count(plain.fills),
    fixed(percentile(sorted, 0.5) * 1000, 2),
    fixed(percentile(sorted, 0.99) * 1000, 2),
    fixed(percentile(sorted, 0.999) * 1000, 2),
  ]);
}
console.log(`engine alone, BTC-INR, ${count(OPS)} ops a run (70% limit near the top, 25% cancel, 5% market)`);
console.log(table(['', 'ops/s', 'fills', 'p50 µs', 'p99 µs', 'p99.9 µs'], rows));
console.log(`goal: ≥ ${count(GOAL)} ops/s`);
