// Prices as the provider serves them: the §3 price entry per coin from the market feed and the fee schedule,
// on GET /trades/in/all/all and, at every tick, on the public `prices` channel of the realtime stream.
import { COINS, type Coin } from '@sikka/shared/constants';
import { changePercent, type FeeSchedule, priceEntry } from '@sikka/shared/market/fees';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
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
