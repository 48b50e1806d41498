// Prices as the provider serves them: the §3 price entry per coin from the market feed and the fee schedule,
// on GET /trades/in/all/all and, at every tick, on the public `prices` channel of the realtime stream.
import { COINS, type Coin } from '@sikka/shared/constants';
import { changePercent, type FeeSchedule, priceEntry, spreadPrices } from '@sikka/shared/market/fees';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { priceAt } from '@sikka/shared/portfolio/rules';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import { marketValue } from '@sikka/shared/tax/vdaRules';
import type { StreamHub } from '../../platform/realtime/streamHub.ts';
import type { MarketFeed } from './simulator.ts';

export class MarketService {
  #prices: AllPricesResponse;
  /** The exchange's own price of a coin (last trade, else mid of the book), where it has liquidity. */
  #exchangeMid: ((coin: Coin) => bigint | null) | null = null;
  /** Development fixtures' fixed mids (POST /dev/loans/price), over the feed and the exchange. */
  readonly #fixed = new Map<Coin, bigint>();
  /** Past selling prices by moment (pastSellingPrices). */
  readonly #pastSells = new Map<number, Record<Coin, bigint>>();

  constructor(
    private readonly feed: MarketFeed,
    readonly schedule: FeeSchedule,
  ) {
    this.#prices = this.#compute();
    feed.onTick(() => {
      this.#prices = this.#compute();
    });
  }

  /** §7 GET /trades/in/all/all: the BTC, ETH and USDT entries, computed once per tick. */
  prices(): AllPricesResponse {
    return this.#prices;
  }

  /** What a quantity of a coin would fetch now at the selling price, in paise (tax/vdaRules.ts marketValue). */
  valueOf(coin: Coin, quantity: bigint): bigint {
    return marketValue(quantity, toMinorUnits(this.#prices[coin].selling_price, 'INR'), precisionOf(coin));
  }

  /** Every coin's selling price now, in paise per coin (what the dashboard values a portfolio at). */
  sellingPrices(): Record<Coin, bigint> {
    return this.#byCoin((coin) => toMinorUnits(this.#prices[coin].selling_price, 'INR'));
  }

  /** Every coin's selling price 24 hours ago: the feed's day-ago mid through today's spread. */
  dayAgoSellingPrices(): Record<Coin, bigint> {
    const mids = this.feed.current();
    return this.#byCoin((coin) => spreadPrices(mids[coin].dayAgo, this.schedule).sell);
  }

  /**
   * Every coin's selling price at each past moment (epoch ms, at most `days` back), from the feed's past; null when
   * the feed keeps none. Prices already read are kept (the simulator walks a year in about a second), so only
   * moments not asked before walk the past again.
   */
  pastSellingPrices(moments: readonly number[], days: number): Record<Coin, bigint>[] | null {
    const past = this.feed.past?.bind(this.feed);
    if (!past) return null;
    if (moments.some((moment) => !this.#pastSells.has(moment))) {
      const paths = past(days + 1);
      const mids = this.feed.current();
      if (this.#pastSells.size > 2_000) this.#pastSells.clear();
      for (const moment of moments)
        this.#pastSells.set(
          moment,
          this.#byCoin(
            (coin) => spreadPrices(priceAt(paths[coin], moment) ?? mids[coin].now, this.schedule).sell,
          ),
        );
    }
    return moments.map((moment) => this.#pastSells.get(moment) as Record<Coin, bigint>);
  }

  #byCoin(price: (coin: Coin) => bigint): Record<Coin, bigint> {
    return Object.fromEntries(COINS.map((coin) => [coin, price(coin)])) as Record<Coin, bigint>;
  }

  /** From now on the prices follow the exchange's trades and mid-price where it has liquidity. */
  followExchange(mid: (coin: Coin) => bigint | null): void {
    this.#exchangeMid = mid;
  }

  /** A development fixture: holds a coin's mid at `mid` paise (null lets it go), effective at once. */
  fixMid(coin: Coin, mid: bigint | null): void {
    if (mid === null) this.#fixed.delete(coin);
    else this.#fixed.set(coin, mid);
    this.#prices = this.#compute();
  }

  /** Publishes every tick's prices on the stream (after #prices is updated: listeners run in order). */
  publishTo(hub: StreamHub): void {
    hub.definePublic(PRICES_CHANNEL, () => this.#prices);
    this.feed.onTick(() => hub.publish(PRICES_CHANNEL, this.#prices));
  }

  #compute(): AllPricesResponse {
    const mids = this.feed.current();
    const entries = COINS.map((coin) => {
      const { dayAgo } = mids[coin];
      const now = this.#fixed.get(coin) ?? this.#exchangeMid?.(coin) ?? mids[coin].now;
      return [coin, priceEntry(now, changePercent(now, dayAgo), this.schedule)] as const;
    });
    return Object.fromEntries(entries) as AllPricesResponse;
  }
}
