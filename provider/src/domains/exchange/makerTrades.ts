// The embedded default's market makers trading among themselves: now and then, per pair, the second maker rests a
// small order inside the spread and the first takes it, through the engine like anyone (journaled, settled by the
// ledger, fees paid), so the tape and the ticker move while a newcomer watches. Never in production (MARKET_TRADE_MS).
import { randomUUID } from 'node:crypto';
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { type MarketFeed, prng } from '../market/index.ts';
import type { ExchangeService } from './exchangeService.ts';
import { MARKET_MAKER, makerAccount, SECOND_MARKET_MAKER, topUp } from './marketMaker.ts';
import type { PlaceCommand } from './order.ts';

/** A trade's size: a whole number of lots up to this. */
const MAX_LOTS: Record<Pair, number> = { 'BTC-INR': 20, 'ETH-INR': 100, 'USDT-INR': 500 };

/**
 * The price (ticks) nearest the mid that is strictly inside the spread, so neither maker's order meets a quote:
 * null when the best bid and ask are a tick apart (or touch).
 */
export function insideSpread(mid: number, bid: number | undefined, ask: number | undefined): number | null {
  const low = bid === undefined ? 1 : bid + 1;
  const high = ask === undefined ? Number.MAX_SAFE_INTEGER : ask - 1;
  if (low > high) return null;
  return Math.min(high, Math.max(low, mid));
}

export class MakerTrades {
  #taker = 0;
  #maker = 0;
  readonly #timers = new Map<Pair, NodeJS.Timeout>();
  readonly #random: () => number;

  constructor(
    private readonly db: Database,
    private readonly exchange: ExchangeService,
    private readonly feed: MarketFeed,
    /** The mean gap between two trades of a pair; each gap is drawn from half to one and a half of it. */
    private readonly meanMs: number,
    seed: number,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#random = prng(seed);
  }

  async start(): Promise<void> {
    this.#taker = await makerAccount(this.db, MARKET_MAKER);
    this.#maker = await makerAccount(this.db, SECOND_MARKET_MAKER);
    this.exchange.quiet(this.#taker);
    this.exchange.quiet(this.#maker);
    for (const pair of EXCHANGE_PAIRS) this.#schedule(pair);
  }

  stop(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  #schedule(pair: Pair): void {
    const gap = this.meanMs / 2 + (this.#random() % (this.meanMs + 1));
    const timer = setTimeout(() => {
      void this.trade(pair).finally(() => {
        if (this.#timers.get(pair) === timer) this.#schedule(pair);
      });
    }, gap);
    timer.unref();
    this.#timers.set(pair, timer);
  }

  /** One trade on the pair: the second maker's order inside the spread, taken at once by the first. */
  async trade(pair: Pair): Promise<void> {
    const engine = this.exchange.engines.get(pair);
    if (!engine || !this.exchange.ready) return;
    try {
      await topUp(this.db, this.#maker, this.feed);
      await topUp(this.db, this.#taker, this.feed);
      const config = PAIR_CONFIGS[pair];
      const mid = Number(this.feed.current()[config.coin].now / BigInt(config.tickPaise));
      const ticks = insideSpread(mid, engine.bids.top(1)[0]?.[0], engine.asks.top(1)[0]?.[0]);
      if (ticks === null) return;
      const lots = config.minLots * (1 + (this.#random() % MAX_LOTS[pair]));
      const takerSide = this.#random() % 2 === 0 ? 'buy' : 'sell';
      const order = (userId: number, side: 'buy' | 'sell', resting: boolean) =>
        this.exchange.place(userId, randomUUID(), { trade: pair, side, resting }, pair, {
          userId,
          side,
          kind: 'LIMIT',
          ticks,
          lots,
          budget: 0,
          triggerTicks: 0,
          ioc: !resting,
          postOnly: resting,
          ladderEndTicks: 0,
          ladderCount: 0,
          ladderWeighted: false,
        } satisfies Omit<PlaceCommand, 'id' | 'time'>);
      // Queued together, so they are carried out one after the other in one batch.
      const [rest] = await Promise.all([
        order(this.#maker, takerSide === 'buy' ? 'sell' : 'buy', true),
        order(this.#taker, takerSide, false),
      ]);
      // An older order at the same price came first: what is left of the second maker's is withdrawn.
      if (engine.orders.has(rest.body.order.id)) await this.exchange.cancel(this.#maker, rest.body.order.id);
    } catch (error) {
      this.log?.warn({ err: error, pair }, 'market makers could not trade');
    }
  }
}
