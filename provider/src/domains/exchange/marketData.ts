// The exchange's market data, from committed batches only: each pair's top-of-book view with its seq and
// checksum (`orderbook:PAIR` deltas), recent trades (`trades:PAIR`), the current candles (`candles:PAIR`), each
// user's order updates (`orders:<id>`), and the HTTP reads of the same: depth, trades, candles, ticker.
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  candleStart,
  INTERVAL_MS,
} from '@sikka/shared/exchange/candleIntervals';
import type { Candle, CandlesEvent } from '@sikka/shared/exchange/candles';
import {
  BOOK_DEPTH,
  type BookLevel,
  type BookSnapshot,
  bookChecksum,
} from '@sikka/shared/exchange/orderBook';
import {
  EXCHANGE_PAIRS,
  lotsToVolume,
  PAIR_CONFIGS,
  type Pair,
  ticksToRate,
} from '@sikka/shared/exchange/pairs';
import {
  type ExchangeFill,
  type ExchangeOrder,
  type OrderEvent,
  type PublicTrade,
  RECENT_TRADES,
  type Ticker,
  type TradesEvent,
} from '@sikka/shared/exchange/schemas';
import { changePercent } from '@sikka/shared/market/fees';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import {
  candlesChannel,
  orderBookChannel,
  ordersChannel,
  tradesChannel,
} from '@sikka/shared/realtime/stream';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { StreamHub } from '../../platform/realtime/streamHub.ts';
import type { Engine } from './engine.ts';
import { openOrders } from './exchangeQueries.ts';
import type { TradeSide } from './records.ts';
import type { BookTop } from './sequencer.ts';

interface View {
  seq: number;
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
}

interface CandleState {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  lots: number;
  value: number;
  trades: number;
}

type BatchTrade = { pair: Pair; maker: TradeSide; taker: TradeSide };

/** A trade as market data needs it: the maker's id, price, size and value, the taker's side and time. */
export interface TradeTick {
  id: number;
  ticks: number;
  lots: number;
  value: number;
  side: 'buy' | 'sell';
  time: number;
}

/** A batch's trades by pair, in the order they were made. */
export function tradeTicks(trades: readonly BatchTrade[]): Map<Pair, TradeTick[]> {
  const byPair = new Map<Pair, TradeTick[]>();
  for (const { pair, maker, taker } of trades) {
    const list = byPair.get(pair) ?? [];
    list.push({
      id: maker.tradeId,
      ticks: maker.ticks,
      lots: maker.lots,
      value: maker.value,
      side: taker.side,
      time: taker.time,
    });
    byPair.set(pair, list);
  }
  return byPair;
}

function diff(before: Array<[number, number]>, after: Array<[number, number]>): Array<[number, number]> {
  const old = new Map(before);
  const changes: Array<[number, number]> = [];
  for (const [ticks, lots] of after) if (old.get(ticks) !== lots) changes.push([ticks, lots]);
  const now = new Set(after.map(([ticks]) => ticks));
  for (const [ticks] of before) if (!now.has(ticks)) changes.push([ticks, 0]);
  return changes;
}

/** A pair's trades of the last day, newest first. */
function readTrades(db: Database, pair: Pair) {
  return sql<{
    trade_id: string;
    at: Date;
    taker_side: 'buy' | 'sell';
    rate: string;
    volume: string;
    value: string;
  }>`
    select id::text as trade_id, at, taker_side, rate::text as rate, volume::text as volume, value::text as value
    from exchange_trades where pair = ${pair} and at >= now() - interval '1 day' order by id desc`.execute(
    db,
  );
}

export class MarketData {
  readonly #views = new Map<Pair, View>();
  readonly #recent = new Map<Pair, PublicTrade[]>();
  readonly #candles = new Map<Pair, Map<CandleInterval, CandleState>>();
  /** The newest trade id in each pair's view: a trade told twice (by the read and by the relay) counts once. */
  readonly #newest = new Map<Pair, number>();
  /** Trades told while their pair's view is being read, applied after it. */
  readonly #held = new Map<Pair, TradeTick[]>();

  constructor(
    private readonly db: Database,
    private readonly hub: StreamHub | null,
  ) {
    for (const pair of EXCHANGE_PAIRS) {
      this.#views.set(pair, { seq: 0, bids: [], asks: [] });
      this.#recent.set(pair, []);
      this.#candles.set(pair, new Map());
      hub?.definePublic(orderBookChannel(pair), () => this.depth(pair, BOOK_DEPTH));
      hub?.definePublic(tradesChannel(pair), () => this.#tradesSnapshot(pair));
      hub?.definePublic(candlesChannel(pair), () => this.#candlesEvent(pair));
    }
  }

  /** After a (re)build: the engines' pairs' views, their recent trades and today's candles from the database. */
  async reload(
    engines: ReadonlyMap<Pair, Pick<Engine, 'bids' | 'asks'>>,
    seqs: ReadonlyMap<Pair, number>,
  ): Promise<void> {
    for (const [pair, engine] of engines) {
      if (!this.#held.has(pair)) this.#held.set(pair, []);
      // A view's seq starts past any it had before: it counts changes, never more than the journal's commands.
      this.#views.set(pair, {
        seq: seqs.get(pair) ?? 0,
        bids: engine.bids.top(BOOK_DEPTH),
        asks: engine.asks.top(BOOK_DEPTH),
      });
      let rows: Awaited<ReturnType<typeof readTrades>>;
      try {
        rows = await readTrades(this.db, pair);
      } catch (error) {
        this.#held.delete(pair);
        throw error;
      }
      const config = PAIR_CONFIGS[pair];
      this.#recent.set(
        pair,
        rows.rows.slice(0, RECENT_TRADES).map((row) => ({
          id: Number(row.trade_id),
          rate: ticksToRate(Number(row.rate), config),
          volume: lotsToVolume(Number(row.volume), config),
          side: row.taker_side,
          time: row.at.getTime(),
        })),
      );
      const candles = new Map<CandleInterval, CandleState>();
      this.#candles.set(pair, candles);
      for (const row of [...rows.rows].reverse())
        this.#addToCandles(
          candles,
          row.at.getTime(),
          Number(row.rate),
          Number(row.volume),
          Number(row.value),
        );
      this.#newest.set(pair, Number(rows.rows[0]?.trade_id ?? 0));
      const held = this.#held.get(pair) ?? [];
      this.#held.delete(pair);
      this.addTrades(pair, held);
    }
  }

  #addToCandles(
    candles: Map<CandleInterval, CandleState>,
    at: number,
    ticks: number,
    lots: number,
    value: number,
  ) {
    for (const interval of CANDLE_INTERVALS) {
      const openTime = candleStart(at, interval);
      const candle = candles.get(interval);
      if (!candle || candle.openTime !== openTime) {
        candles.set(interval, {
          openTime,
          open: ticks,
          high: ticks,
          low: ticks,
          close: ticks,
          lots,
          value,
          trades: 1,
        });
        continue;
      }
      candle.high = Math.max(candle.high, ticks);
      candle.low = Math.min(candle.low, ticks);
      candle.close = ticks;
      candle.lots += lots;
      candle.value += value;
      candle.trades += 1;
    }
  }

  /** Publishes what a committed batch changed, as it stood when it ran. */
  afterBatch(
    trades: readonly BatchTrade[],
    byUser: Map<number, { orders: ExchangeOrder[]; fills: ExchangeFill[] }>,
    books: ReadonlyMap<Pair, BookTop>,
  ): void {
    for (const [pair, ticks] of tradeTicks(trades)) this.addTrades(pair, ticks);
    for (const [pair, top] of books) this.book(pair, top);
    for (const [userId, changes] of byUser) {
      const event: OrderEvent = { type: 'update', ...changes };
      // A delta: a new subscriber's snapshot is read afresh (the open orders).
      this.hub?.publish(ordersChannel(userId), event, null);
    }
  }

  /** A pair's new trades, oldest first (this process's batch, or its owner's told by the relay). */
  addTrades(pair: Pair, told: readonly TradeTick[]): void {
    const held = this.#held.get(pair);
    if (held) {
      held.push(...told);
      return;
    }
    const newest = this.#newest.get(pair) ?? 0;
    const trades = told.filter((trade) => trade.id > newest);
    if (trades.length === 0) return;
    this.#newest.set(pair, (trades.at(-1) as TradeTick).id);
    const config = PAIR_CONFIGS[pair];
    const list: PublicTrade[] = [];
    for (const trade of trades) {
      list.unshift({
        id: trade.id,
        rate: ticksToRate(trade.ticks, config),
        volume: lotsToVolume(trade.lots, config),
        side: trade.side,
        time: trade.time,
      });
      this.#addToCandles(
        this.#candles.get(pair) as Map<CandleInterval, CandleState>,
        trade.time,
        trade.ticks,
        trade.lots,
        trade.value,
      );
    }
    this.#recent.set(pair, [...list, ...(this.#recent.get(pair) ?? [])].slice(0, RECENT_TRADES));
    const event: TradesEvent = { type: 'trades', pair, trades: list };
    this.hub?.publish(tradesChannel(pair), event, this.#tradesSnapshot(pair));
    this.hub?.publish(candlesChannel(pair), this.#candlesEvent(pair));
  }

  /** A pair's new top of book: its changes are published as a delta. */
  book(pair: Pair, { bids, asks }: BookTop): void {
    const view = this.#views.get(pair) as View;
    const bidChanges = diff(view.bids, bids);
    const askChanges = diff(view.asks, asks);
    if (bidChanges.length === 0 && askChanges.length === 0) return;
    view.seq += 1;
    view.bids = bids;
    view.asks = asks;
    const snapshot = this.depth(pair, BOOK_DEPTH);
    const config = PAIR_CONFIGS[pair];
    const level = ([ticks, lots]: [number, number]): BookLevel => [
      ticksToRate(ticks, config),
      lotsToVolume(lots, config),
    ];
    this.hub?.publish(
      orderBookChannel(pair),
      {
        type: 'delta',
        pair,
        seq: view.seq,
        bids: bidChanges.map(level),
        asks: askChanges.map(level),
        checksum: snapshot.checksum,
      },
      snapshot,
    );
  }

  /** The person's orders changed in another process: whoever watches them here gets them afresh. */
  async ordersChanged(userId: number): Promise<void> {
    const channel = ordersChannel(userId);
    if (this.hub?.listening(channel)) this.hub.publish(channel, await openOrdersEvent(this.db, userId), null);
  }

  /** GET /exchange/depth and the channel's snapshot: the committed top of the book. */
  depth(pair: Pair, levels: number): BookSnapshot {
    const view = this.#views.get(pair) as View;
    const config = PAIR_CONFIGS[pair];
    const level = ([ticks, lots]: [number, number]): BookLevel => [
      ticksToRate(ticks, config),
      lotsToVolume(lots, config),
    ];
    const bids = view.bids.map(level);
    const asks = view.asks.map(level);
    return {
      type: 'snapshot',
      pair,
      seq: view.seq,
      bids: bids.slice(0, levels),
      asks: asks.slice(0, levels),
      checksum: bookChecksum(bids, asks),
    };
  }

  #tradesSnapshot(pair: Pair): TradesEvent {
    return { type: 'snapshot', pair, trades: this.#recent.get(pair) ?? [] };
  }

  recentTrades(pair: Pair, limit: number): PublicTrade[] {
    return (this.#recent.get(pair) ?? []).slice(0, limit);
  }

  #candle(pair: Pair, state: CandleState): Candle {
    const config = PAIR_CONFIGS[pair];
    return {
      open_time: state.openTime,
      open: ticksToRate(state.open, config),
      high: ticksToRate(state.high, config),
      low: ticksToRate(state.low, config),
      close: ticksToRate(state.close, config),
      volume: lotsToVolume(state.lots, config),
      amount: fromMinorUnits(BigInt(state.value), 'INR'),
      trades: state.trades,
    };
  }

  #candlesEvent(pair: Pair): CandlesEvent {
    const candles = this.#candles.get(pair) as Map<CandleInterval, CandleState>;
    const entries = CANDLE_INTERVALS.map((interval) => {
      const state = candles.get(interval);
      return [interval, state ? this.#candle(pair, state) : null] as const;
    });
    return { pair, candles: Object.fromEntries(entries) as CandlesEvent['candles'] };
  }

  /** GET /exchange/candles: buckets of the pair's trades, oldest first. */
  async candles(pair: Pair, interval: CandleInterval, limit: number, before?: number): Promise<Candle[]> {
    const size = INTERVAL_MS[interval];
    const offset = 330 * 60_000; // candles start on India's clock (shared/src/exchange/candles.ts)
    const until = before ?? Number.MAX_SAFE_INTEGER;
    const rows = await sql<{
      bucket: string;
      open: string;
      high: string;
      low: string;
      close: string;
      lots: string;
      value: string;
      trades: string;
    }>`
      select bucket::text as bucket, (array_agg(rate order by id))[1]::text as open, max(rate)::text as high,
        min(rate)::text as low, (array_agg(rate order by id desc))[1]::text as close, sum(volume)::text as lots,
        sum(value)::text as value, count(*)::text as trades
      from (select id, rate, volume, value,
              floor((extract(epoch from at) * 1000 + ${offset}) / ${size}) * ${size} - ${offset} as bucket
            from exchange_trades where pair = ${pair}) t
      where bucket < ${until}
      group by bucket order by bucket desc limit ${limit}`.execute(this.db);
    return rows.rows.reverse().map((row) =>
      this.#candle(pair, {
        openTime: Number(row.bucket),
        open: Number(row.open),
        high: Number(row.high),
        low: Number(row.low),
        close: Number(row.close),
        lots: Number(row.lots),
        value: Number(row.value),
        trades: Number(row.trades),
      }),
    );
  }

  /** GET /exchange/ticker: the last 24 hours of the pair, and the best bid and ask now. */
  async ticker(pair: Pair, now: Date): Promise<Ticker> {
    const config = PAIR_CONFIGS[pair];
    const { rows } = await sql<{
      open: string | null;
      high: string | null;
      low: string | null;
      last: string | null;
      lots: string | null;
      value: string | null;
    }>`
      select (array_agg(rate order by id))[1]::text as open, max(rate)::text as high, min(rate)::text as low,
        (array_agg(rate order by id desc))[1]::text as last, sum(volume)::text as lots, sum(value)::text as value
      from exchange_trades where pair = ${pair} and at > ${new Date(now.getTime() - 86_400_000)}`.execute(
      this.db,
    );
    const row = rows[0];
    const rate = (ticks: string | null | undefined) =>
      ticks == null ? null : ticksToRate(Number(ticks), config);
    const view = this.#views.get(pair) as View;
    return {
      pair,
      last: rate(row?.last),
      open: rate(row?.open),
      high: rate(row?.high),
      low: rate(row?.low),
      change:
        row?.last && row.open
          ? changePercent(
              BigInt(Number(row.last) * config.tickPaise),
              BigInt(Number(row.open) * config.tickPaise),
            )
          : '0.00',
      volume: lotsToVolume(Number(row?.lots ?? 0), config),
      amount: fromMinorUnits(BigInt(row?.value ?? 0), 'INR'),
      bid: view.bids[0] ? ticksToRate(view.bids[0][0], config) : null,
      ask: view.asks[0] ? ticksToRate(view.asks[0][0], config) : null,
      time: now.getTime(),
    };
  }

  /** The last trade's price in paise, or the middle of the committed best bid and ask; null without liquidity. */
  referencePaise(pair: Pair): bigint | null {
    const config = PAIR_CONFIGS[pair];
    const last = this.#recent.get(pair)?.[0];
    if (last) return toMinorUnits(last.rate, 'INR');
    const view = this.#views.get(pair) as View;
    const bid = view.bids[0]?.[0];
    const ask = view.asks[0]?.[0];
    if (bid === undefined || ask === undefined) return null;
    return BigInt(Math.floor((bid + ask) / 2) * config.tickPaise);
  }
}

/** `orders:<id>`'s snapshot: the person's open and pending orders, as GET /exchange/orders/open answers them. */
export async function openOrdersEvent(db: Database, userId: number): Promise<OrderEvent> {
  return { type: 'snapshot', orders: (await openOrders(db, userId, undefined)).data };
}
