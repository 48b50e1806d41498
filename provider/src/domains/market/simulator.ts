// The embedded default's market data: a deterministic, seedable bounded random walk per coin in paise, so
// prices look alive, never go negative, and a test can replay them exactly. A real feed implements MarketFeed.
import { COINS, type Coin } from '@sikka/shared/constants';

/** A coin's mid price now and 24 hours ago, in paise. */
export interface MidPrice {
  now: bigint;
  dayAgo: bigint;
}

/** A mid price at a moment (epoch ms), in paise. */
export interface PricePoint {
  at: number;
  mid: bigint;
}

export interface MarketFeed {
  current(): Record<Coin, MidPrice>;
  /** The feed's past, oldest first, ending at the current price; a feed with no past has none. */
  past?(days: number): Record<Coin, PricePoint[]>;
  /** Called after every move; returns the function that stops listening. */
  onTick(listener: () => void): () => void;
  start(): void;
  stop(): void;
}

/** Realistic rupee mids to start from (late 2026), in paise. */
export const START_MIDS: Record<Coin, bigint> = {
  BTC: 90_00_000_00n,
  ETH: 3_20_000_00n,
  USDT: 88_50n,
};

/** How far one tick may move a price, in millionths: ±0.05% for BTC and ETH; USDT is a stablecoin. */
const STEP_PPM: Record<Coin, bigint> = { BTC: 500n, ETH: 700n, USDT: 50n };
/** The walk is bounded to [start ÷ 2, start × 2]: realistic, and never near zero. */
const FLOOR_DIVISOR = 2n;
const CEILING_MULTIPLIER = 2n;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The walk's resolution before the last day: one sample a minute. */
const SAMPLE_MS = 60_000;
/** Mixed into the seed for the days before the last: a second stream, so the present is the same with or without them. */
const PAST_SEED = 0x9e3779b9;

/** mulberry32: a small, fast, seedable PRNG; plenty for simulated prices (not for anything secret). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

interface SimulatorOptions {
  seed: number;
  tickMs: number;
  now?: () => number;
}

/** One step's move of a coin, in millionths: uniform in ±STEP_PPM. */
function move(coin: Coin, random: () => number): bigint {
  const span = STEP_PPM[coin] * 2n + 1n;
  return (BigInt(random()) % span) - STEP_PPM[coin];
}

/** A mid kept within [start ÷ 2, start × 2]. */
function bounded(coin: Coin, mid: bigint): bigint {
  const floor = START_MIDS[coin] / FLOOR_DIVISOR;
  const ceiling = START_MIDS[coin] * CEILING_MULTIPLIER;
  return mid < floor ? floor : mid > ceiling ? ceiling : mid;
}

export class SimulatedMarket implements MarketFeed {
  readonly #random: () => number;
  readonly #seed: number;
  readonly #tickMs: number;
  readonly #now: () => number;
  readonly #mids: Record<Coin, bigint>;
  /** One sample per tick over the last 24 hours, oldest first, for the 24-hour change. */
  readonly #history: Record<Coin, PricePoint[]>;
  readonly #listeners = new Set<() => void>();
  #timer: NodeJS.Timeout | null = null;

  constructor(options: SimulatorOptions) {
    this.#random = prng(options.seed);
    this.#seed = options.seed;
    this.#tickMs = options.tickMs;
    this.#now = options.now ?? Date.now;
    this.#mids = { ...START_MIDS };
    this.#history = { BTC: [], ETH: [], USDT: [] };
    // A day of history, so the 24-hour change means something from the first second.
    const start = this.#now() - DAY_MS;
    const samples = 24 * 60;
    for (let i = 0; i < samples; i++) this.#step(start + (i * DAY_MS) / samples);
  }

  /** One move of every coin, in integer arithmetic: mid × (1 ± step) within the bounds. */
  #step(at: number): void {
    for (const coin of COINS) {
      const next = bounded(
        coin,
        this.#mids[coin] + (this.#mids[coin] * move(coin, this.#random)) / 1_000_000n,
      );
      this.#mids[coin] = next;
      const history = this.#history[coin];
      history.push({ at, mid: next });
      while (history.length > 0 && (history[0]?.at ?? at) < at - DAY_MS) history.shift();
    }
  }

  /**
   * The last `days` days, oldest first: a sample a minute before the last day, walked back from the day's first
   * sample by a second seeded stream (mid ÷ (1 ± step), within the same bounds), then the last day as it was walked.
   * The same seed gives the same past; asking for it moves nothing.
   */
  past(days: number): Record<Coin, PricePoint[]> {
    const random = prng((this.#seed ^ PAST_SEED) >>> 0);
    const steps = Math.max(0, days - 1) * (DAY_MS / SAMPLE_MS);
    const earlier: Record<Coin, PricePoint[]> = { BTC: [], ETH: [], USDT: [] };
    for (let i = 0; i < steps; i++) {
      for (const coin of COINS) {
        const later = earlier[coin].at(-1) ??
          this.#history[coin][0] ?? { at: this.#now(), mid: this.#mids[coin] };
        const mid = bounded(coin, (later.mid * 1_000_000n) / (1_000_000n + move(coin, random)));
        earlier[coin].push({ at: later.at - SAMPLE_MS, mid });
      }
    }
    const path = (coin: Coin) => [...earlier[coin].reverse(), ...this.#history[coin]];
    return { BTC: path('BTC'), ETH: path('ETH'), USDT: path('USDT') };
  }

  tick(): void {
    this.#step(this.#now());
    for (const listener of this.#listeners) listener();
  }

  current(): Record<Coin, MidPrice> {
    const entry = (coin: Coin): MidPrice => ({
      now: this.#mids[coin],
      dayAgo: this.#history[coin][0]?.mid ?? this.#mids[coin],
    });
    return { BTC: entry('BTC'), ETH: entry('ETH'), USDT: entry('USDT') };
  }

  onTick(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    this.#timer ??= setInterval(() => this.tick(), this.#tickMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
