// Price alerts' evaluation alone (docs/alerts.md "Evaluation"): 1,00,000 active alerts over the three coins —
// above and below thresholds within ±5% of the price, moves of 0.5–5% in either window, half once and half every
// time — and ticks along a random walk (±0.05% a tick, as the simulator moves), each tick one pass of the index per
// coin. Prints the time per tick (all three coins) and the fires and re-arms seen. Goal: under 1 ms a tick.
// Env: ALERTS (default 100,000), ALERT_TICKS (20,000).
import type { AlertRule } from '@sikka/shared/alerts/rules';
import { COINS, type Coin } from '@sikka/shared/constants';
import { AlertIndex } from '../../provider/src/domains/alerts/alertIndex.ts';
import { START_MIDS } from '../../provider/src/domains/market/simulator.ts';
import { seededRandom } from './lib/random.ts';
import { count, fixed, table } from './lib/table.ts';

const ALERTS = Number(process.env.ALERTS ?? 100_000);
const TICKS = Number(process.env.ALERT_TICKS ?? 20_000);
const GOAL_MS = 1;

const random = seededRandom(48);
const between = (low: number, high: number) => low + random() * (high - low);
const index = new AlertIndex();
const mids = { ...START_MIDS };

const putStarted = process.hrtime.bigint();
for (let id = 1; id <= ALERTS; id++) {
  const coin = COINS[Math.floor(random() * COINS.length)] as Coin;
  const mid = Number(mids[coin]);
  const pick = random();
  const rule: AlertRule =
    pick < 0.45
      ? { kind: 'above', price: BigInt(Math.round(mid * between(1.0001, 1.05))) }
      : pick < 0.9
        ? { kind: 'below', price: BigInt(Math.round(mid * between(0.95, 0.9999))) }
        : {
            kind: 'move',
            bps: BigInt(Math.round(between(50, 500))),
            window: random() < 0.5 ? '1h' : '24h',
          };
  index.put({ id, coin, rule, repeat: random() < 0.5 ? 'once' : 'every_time', armed: true });
}
const putSeconds = Number(process.hrtime.bigint() - putStarted) / 1e9;

const dayAgo = { ...START_MIDS };
const hourAgo = { ...START_MIDS };
const moveBps = (from: bigint, to: bigint) => ((to > from ? to - from : from - to) * 10_000n) / from;
const latencies = new Float64Array(TICKS);
let fired = 0;
let rearmed = 0;
for (let tick = 0; tick < TICKS; tick++) {
  for (const coin of COINS) {
    const step = BigInt(Math.round((random() * 2 - 1) * 500));
    mids[coin] = mids[coin] + (mids[coin] * step) / 1_000_000n;
  }
  if (tick % 360 === 0) Object.assign(hourAgo, mids);
  const started = process.hrtime.bigint();
  for (const coin of COINS) {
    const moves = { '1h': moveBps(hourAgo[coin], mids[coin]), '24h': moveBps(dayAgo[coin], mids[coin]) };
    const outcome = index.tick(coin, mids[coin], moves);
    fired += outcome.fired.length;
    rearmed += outcome.rearmed.length;
  }
  latencies[tick] = Number(process.hrtime.bigint() - started) / 1e6;
}

const sorted = Float64Array.from(latencies).sort();
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mean = latencies.reduce((sum, each) => sum + each, 0) / TICKS;
console.log(
  `price alerts: ${count(ALERTS)} active over ${COINS.length} coins, ${count(TICKS)} ticks; index built in ${fixed(putSeconds * 1000, 0)} ms`,
);
console.log(
  table(
    ['mean ms', 'p50 ms', 'p99 ms', 'max ms', 'fired', 'armed again', 'still watched'],
    [
      [
        fixed(mean, 4),
        fixed(at(0.5), 4),
        fixed(at(0.99), 4),
        fixed(sorted[sorted.length - 1] ?? 0, 3),
        count(fired),
        count(rearmed),
        count(index.size),
      ],
    ],
  ),
);
console.log(`goal: < ${GOAL_MS} ms a tick (p99 ${at(0.99) < GOAL_MS ? 'meets it' : 'misses it'})`);
