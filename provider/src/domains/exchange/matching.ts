// Price-time matching of one pair: an arriving order against the resting ones within its limit, each fill's charges,
// an order's end, and what a fill leaves for the engine to catch up on after the command's own matching (exit pairs
// queued to be brought in line, a ladder parent's totals), each step logged as an event of the command (engineEvents.ts).
// The engine (engine.ts) places, fires and cancels on it.
import { bandHigh, bandLow, referenceTicks } from '@sikka/shared/exchange/bounds';
import {
  chargeFill,
  type ExchangeRates,
  type FillCharges,
  fillValue,
  valueForBudget,
} from '@sikka/shared/exchange/charges';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import type { CancelReason } from '@sikka/shared/exchange/schemas';
import { BookSide } from './book.ts';
import { type EngineEvent, type EngineEventKind, EngineEvents } from './engineEvents.ts';
import type { ExitPair, Order } from './order.ts';
import type { EngineOptions } from './placeRules.ts';

export abstract class Matching {
  readonly bids = new BookSide(true);
  readonly asks = new BookSide(false);
  /** Live and pending orders by id (ladder parents included). */
  readonly orders = new Map<number, Order>();
  /** Pending stops: buys fire when the last trade is at or above the trigger, sells at or below. */
  readonly stops: Order[] = [];
  /** The last trade's price in ticks; 0 before the first trade. */
  lastTicks = 0;
  /** Trades so far on this pair: the next trade's id is this + 1. */
  tradeSeq = 0;
  halted = false;
  /** The time of the command being carried out. */
  protected now = 0;
  /** The ladder being placed: its totals wait until every child is in. */
  protected placing: Order | null = null;
  /** Exit pairs whose exits are to be brought in line with what is open, in the order they changed. */
  protected readonly queued: ExitPair[] = [];
  /** The events of the command being carried out; each command starts it afresh and gives it back. */
  protected readonly log = new EngineEvents();

  constructor(
    readonly config: PairConfig,
    readonly rates: ExchangeRates,
    readonly options: EngineOptions,
  ) {}

  /** Logs an event on `order` (with its ladder parent, if live); `amount` moved between available and locked. */
  protected emit(kind: EngineEventKind, order: Order, amount: number): EngineEvent {
    return this.log.push(kind, order, this.#parentOf(order), amount);
  }

  #parentOf(order: Order): Order | null {
    return order.parentId === 0 ? null : (this.orders.get(order.parentId) ?? null);
  }

  /** The price bands and stops are measured from: the last trade, else the middle of the best bid and ask. */
  reference(): number {
    return referenceTicks(this.lastTicks, this.bids.best()?.ticks ?? null, this.asks.best()?.ticks ?? null);
  }

  bandLow(reference: number): number {
    return bandLow(reference, this.options.bandPercent);
  }

  bandHigh(reference: number): number {
    return bandHigh(reference, this.options.bandPercent);
  }

  /** Matches an arriving order, then rests, cancels or finishes it. */
  protected execute(order: Order): void {
    const book = order.side === 'buy' ? this.asks : this.bids;
    order.status = 'open';
    if (order.kind !== 'MARKET' && order.kind !== 'STOP_LOSS') {
      const best = book.best();
      if (
        order.postOnly &&
        best &&
        (order.side === 'buy' ? best.ticks <= order.ticks : best.ticks >= order.ticks)
      ) {
        this.finish(order, 'cancelled', 'post_only');
        return;
      }
      this.orders.set(order.id, order);
      const stopped = this.match(order, book, order.ticks, Number.MAX_SAFE_INTEGER);
      if (stopped === 'self_trade') this.finish(order, 'cancelled', 'self_trade');
      else if (order.remaining === 0) this.finish(order, 'filled', null);
      else if (order.ioc) this.finish(order, 'cancelled', 'immediate_or_cancel');
      else (order.side === 'buy' ? this.bids : this.asks).add(order);
      return;
    }
    // A market order, or a stop-loss fired: within the band around the reference, and what its lock pays for.
    this.orders.set(order.id, order);
    const reference = this.reference();
    const limit = order.side === 'buy' ? this.bandHigh(reference) : this.bandLow(reference);
    const maxValue =
      order.side === 'buy'
        ? valueForBudget(order.lock, this.rates.takerBps, this.rates)
        : Number.MAX_SAFE_INTEGER;
    const stopped = this.match(order, book, limit, maxValue);
    if (stopped === 'self_trade') this.finish(order, 'cancelled', 'self_trade');
    else if (order.remaining === 0 || stopped === 'budget') this.finish(order, 'filled', null);
    else this.finish(order, 'cancelled', stopped === 'band' ? 'band' : 'no_liquidity');
  }

  /**
   * Takes resting orders at prices up to `limit` (a buy; down to it for a sale) while the order has lots left and
   * its value stays within `maxValue`. Answers why it stopped.
   */
  protected match(
    taker: Order,
    book: BookSide,
    limit: number,
    maxValue: number,
  ): 'done' | 'limit' | 'band' | 'empty' | 'budget' | 'self_trade' {
    const buy = taker.side === 'buy';
    const perLotTick = this.config.paisePerLotTick;
    while (taker.remaining > 0) {
      const level = book.best();
      if (!level) return 'empty';
      const ticks = level.ticks;
      if (buy ? ticks > limit : ticks < limit) return taker.kind === 'LIMIT' ? 'limit' : 'band';
      const maker = level.head as Order;
      if (maker.userId === taker.userId) return 'self_trade';
      let lots = taker.remaining < maker.remaining ? taker.remaining : maker.remaining;
      if (maxValue !== Number.MAX_SAFE_INTEGER) {
        const affordable = Math.floor((maxValue - taker.value) / (ticks * perLotTick));
        if (affordable <= 0) return 'budget';
        if (affordable < lots) lots = affordable;
      }
      this.#trade(maker, taker, lots, ticks);
      level.lots -= lots;
      if (maker.remaining === 0) {
        book.remove(maker);
        this.#filledOut(maker);
      }
    }
    return 'done';
  }

  #trade(maker: Order, taker: Order, lots: number, ticks: number): void {
    const value = fillValue(lots, ticks, this.config);
    const rates = this.rates;
    const event = this.emit('fill', maker, 0);
    event.taker = taker;
    event.takerParent = this.#parentOf(taker);
    chargeFill(maker, value, rates.makerBps, maker.side === 'sell', rates, event.makerPays);
    chargeFill(taker, value, rates.takerBps, taker.side === 'sell', rates, event.takerPays);
    this.#filled(maker, lots, event.makerPays);
    this.#filled(taker, lots, event.takerPays);
    this.tradeSeq += 1;
    this.lastTicks = ticks;
    event.lots = lots;
    event.ticks = ticks;
    event.tradeId = this.tradeSeq;
    if (maker.parentId !== 0 && maker.remaining > 0) this.#childChanged(maker);
    this.#exitsAfterFill(maker, lots);
    this.#exitsAfterFill(taker, lots);
  }

  /**
   * An active pair's entry filled: more is open for its exits (a buy's locks the coin it just bought). Its
   * take-profit filled: less is open (the stop-loss shrinks with it in alignExits, before any stop can fire).
   */
  #exitsAfterFill(order: Order, lots: number): void {
    const pair = order.exits;
    if (pair?.state !== 'active') return;
    if (order.exit === null) {
      pair.open += lots;
      if (order.side === 'buy') {
        const coin = lots * this.config.lotMinor;
        pair.holder.lock += coin;
        this.emit('lockMoved', pair.holder, coin);
      }
    } else pair.open -= lots;
    this.queue(pair);
  }

  protected queue(pair: ExitPair): void {
    if (pair.queued) return;
    pair.queued = true;
    this.queued.push(pair);
  }

  /** A resting order with nothing left: filled, or an active take-profit waiting for its entry to fill more. */
  #filledOut(order: Order): void {
    const pair = order.exits;
    if (order.exit !== null && pair?.state === 'active') {
      order.status = 'pending';
      order.updated = this.now;
      this.emit('changed', order, 0);
      this.queue(pair);
      return;
    }
    this.finish(order, 'filled', null);
  }

  #filled(order: Order, lots: number, pays: FillCharges): void {
    order.remaining -= lots;
    order.filled += lots;
    order.lock -= order.side === 'buy' ? pays.value + pays.fee + pays.gst : lots * this.config.lotMinor;
    order.updated = this.now;
    if (order.remaining > 0 && order.status === 'open') order.status = 'partially_filled';
  }

  protected finish(order: Order, status: 'filled' | 'cancelled', reason: CancelReason | null): void {
    order.status = status;
    order.cancelReason = reason;
    order.updated = this.now;
    this.orders.delete(order.id);
    this.emit('done', order, -order.lock);
    order.lock = 0;
    if (order.parentId !== 0) this.#childChanged(order);
    // An entry is done: its exits carry on with what it filled, or close.
    if (order.exits && order.exit === null) this.queue(order.exits);
  }

  #childChanged(child: Order): void {
    const parent = this.orders.get(child.parentId);
    if (parent && parent !== this.placing) this.settleParent(parent);
  }

  /** A ladder parent's totals from its children; it is done once every child is. */
  protected settleParent(parent: Order): void {
    const children = parent.children as Order[];
    let filled = 0;
    let live = 0;
    for (const child of children) {
      filled += child.filled;
      if (child.live) live += 1;
    }
    parent.filled = filled;
    parent.remaining = parent.lots - filled;
    parent.updated = this.now;
    if (live > 0) {
      parent.status = filled > 0 ? 'partially_filled' : 'open';
      this.emit('changed', parent, 0);
      return;
    }
    const allFilled = filled === parent.lots;
    const reason = allFilled ? null : (children.find((child) => child.cancelReason)?.cancelReason ?? 'user');
    parent.status = allFilled ? 'filled' : 'cancelled';
    parent.cancelReason = reason;
    this.orders.delete(parent.id);
    this.emit('done', parent, -parent.lock);
  }

  protected sideOf(order: Order): BookSide {
    return order.side === 'buy' ? this.bids : this.asks;
  }
}
