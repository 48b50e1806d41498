// The matching engine of one pair: pure, in memory, deterministic (the same commands in the same order give the
// same book, fills and charges). Price-time priority; LIMIT (GTC, IOC, post-only), MARKET within the band,
// STOP_LIMIT and STOP_LOSS fired once by the last trade, LADDER, a LIMIT or MARKET order's take-profit and stop-loss
// (one cancels the other), cancel, cancel all, self-trade prevention (the newer order is cancelled). Money moves are
// reported to a listener, which posts them.

import {
  bandHigh,
  bandLow,
  exitsRefusal,
  referenceTicks,
  saleExitsLock,
  saleExitsLockTicks,
} from '@sikka/shared/exchange/bounds';
import {
  buyLock,
  chargeFill,
  type ExchangeRates,
  type FillCharges,
  fillValue,
  valueForBudget,
} from '@sikka/shared/exchange/charges';
import {
  LADDER_SAME_RATE,
  LADDER_TOO_SMALL,
  NO_REFERENCE_PRICE,
  ORDER_NOT_FOUND,
  OUTSIDE_BAND,
  PAIR_HALTED,
  STOP_BUY_TRIGGER,
  STOP_SELL_TRIGGER,
} from '@sikka/shared/exchange/messages';
import { type PairConfig, ticksToRate } from '@sikka/shared/exchange/pairs';
import type { CancelReason } from '@sikka/shared/exchange/schemas';
import { BookSide } from './book.ts';
import {
  ExitPair,
  type ExitPairState,
  exitCount,
  Order,
  type OrderState,
  type PlaceCommand,
} from './order.ts';

/** What the engine tells as it works; it hands its own objects, valid only during the call. */
export interface EngineListener {
  /** An order entered (resting, pending, about to match, or a ladder's parent): post its `lock`. */
  accepted(order: Order): void;
  /** Two orders traded `lots` at `ticks`; each side's charges of this fill. */
  fill(
    maker: Order,
    taker: Order,
    lots: number,
    ticks: number,
    makerPays: FillCharges,
    takerPays: FillCharges,
  ): void;
  /** The order is done (filled or cancelled): release what is left of its `lock`. */
  done(order: Order): void;
  /** A pending stop's trigger was reached: it is now a live order. */
  triggered(order: Order): void;
  /** A ladder parent's totals changed (its children filled or finished), or an exit's quantity or state. */
  changed(order: Order): void;
  /**
   * Part of a lock moved without the order being placed or done: `amount` > 0 from available to locked (a buy's
   * exits locking the coin a fill bought), < 0 back to available (a sale's exits letting go of rupees they no longer
   * need). The order's `lock` already includes it.
   */
  lockMoved(order: Order, amount: number): void;
}

/** A refusal before anything happens: a 422 on `field`, or (halted) a 409. */
export interface Refusal {
  status: 409 | 422;
  field:
    | 'rate'
    | 'trigger-price'
    | 'volume'
    | 'ladder_end_rate'
    | 'advance_order_type'
    | 'take_profit'
    | 'stop_loss'
    | null;
  message: string;
}

export interface EngineOptions {
  /** Limit rates must be, and market orders fill, within this many percent of the reference price. */
  bandPercent: number;
}

const STOP_KINDS = new Set(['STOP_LIMIT', 'STOP_LOSS']);

export class Engine {
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
  #now = 0;
  /** The ladder being placed: its totals wait until every child is in. */
  #placing: Order | null = null;
  /** Exit pairs whose exits are to be brought in line with what is open, in the order they changed. */
  readonly #queued: ExitPair[] = [];
  readonly #makerPays: FillCharges = { value: 0, fee: 0, gst: 0, tds: 0 };
  readonly #takerPays: FillCharges = { value: 0, fee: 0, gst: 0, tds: 0 };

  constructor(
    readonly config: PairConfig,
    readonly rates: ExchangeRates,
    readonly options: EngineOptions,
    public listener: EngineListener,
  ) {}

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

  /** Why the command cannot be placed now, or null. Checked just before funding; place() relies on it. */
  refuse(command: PlaceCommand): Refusal | null {
    if (this.halted) return { status: 409, field: null, message: PAIR_HALTED(this.config.pair) };
    const reference = this.reference();
    const kind = command.kind;
    if (STOP_KINDS.has(kind)) {
      if (reference === 0) return { status: 422, field: 'trigger-price', message: NO_REFERENCE_PRICE };
      if (command.side === 'buy' && command.triggerTicks <= reference)
        return { status: 422, field: 'trigger-price', message: STOP_BUY_TRIGGER };
      if (command.side === 'sell' && command.triggerTicks >= reference)
        return { status: 422, field: 'trigger-price', message: STOP_SELL_TRIGGER };
    }
    if (kind === 'MARKET' && reference === 0)
      return { status: 422, field: 'advance_order_type', message: NO_REFERENCE_PRICE };
    if (kind === 'LIMIT' || kind === 'STOP_LIMIT' || kind === 'LADDER') {
      const outside = reference > 0 ? this.#outsideBand(command.ticks, reference) : null;
      if (outside) return outside;
    }
    if (kind === 'LADDER') {
      if (reference > 0) {
        const outside = this.#outsideBand(command.ladderEndTicks, reference);
        if (outside) return { ...outside, field: 'ladder_end_rate' };
      }
      if (Math.abs(command.ladderEndTicks - command.ticks) < command.ladderCount - 1)
        return { status: 422, field: 'ladder_end_rate', message: LADDER_SAME_RATE };
      if (ladderSizes(command).some((lots) => lots < this.config.minLots))
        return {
          status: 422,
          field: 'volume',
          message: LADDER_TOO_SMALL(this.config.minSize, this.config.coin),
        };
    }
    return this.#refuseExits(command, reference);
  }

  /** The exits' rules are shared with the order form (shared bounds.ts). */
  #refuseExits(command: PlaceCommand, reference: number): Refusal | null {
    const refused = exitsRefusal({
      side: command.side,
      kind: command.kind,
      ticks: command.ticks,
      reference,
      ...exitsOf(command),
      bandPercent: this.options.bandPercent,
      config: this.config,
    });
    return refused ? { status: 422, ...refused } : null;
  }

  #outsideBand(ticks: number, reference: number): Refusal | null {
    const low = this.bandLow(reference);
    const high = this.bandHigh(reference);
    if (ticks >= low && ticks <= high) return null;
    return {
      status: 422,
      field: 'rate',
      message: OUTSIDE_BAND(ticksToRate(low, this.config), ticksToRate(high, this.config)),
    };
  }

  /** What the order locks: paise for a buy, the coin's smallest unit for a sale. Call after refuse(). */
  lockOf(command: PlaceCommand): number {
    if (command.side === 'sell') return command.lots * this.config.lotMinor;
    if (command.budget > 0) return command.budget;
    switch (command.kind) {
      case 'LIMIT':
      case 'STOP_LIMIT':
        return buyLock(fillValue(command.lots, command.ticks, this.config), this.rates);
      case 'LADDER': {
        const sizes = ladderSizes(command);
        let lock = 0;
        for (let i = 0; i < sizes.length; i++)
          lock += buyLock(fillValue(sizes[i] as number, ladderTicks(command, i), this.config), this.rates);
        return lock;
      }
      case 'MARKET':
        return buyLock(fillValue(command.lots, this.bandHigh(this.reference()), this.config), this.rates);
      case 'STOP_LOSS':
        return buyLock(fillValue(command.lots, this.bandHigh(command.triggerTicks), this.config), this.rates);
    }
  }

  /**
   * What a sale's exits lock, in paise, at placing: buying back all it sells at the dearer of the take-profit and the
   * top of the band around the stop-loss (where its fired stop may fill). 0 for anything else: a buy's exits lock
   * the coin each fill brings, when it brings it.
   */
  exitLockOf(command: PlaceCommand): number {
    if (command.side === 'buy') return 0;
    return saleExitsLock(command.lots, exitsOf(command), this.options.bandPercent, this.config, this.rates);
  }

  /** Places a refused-nothing, funded command; the order (a ladder's parent) as it stands after matching. */
  place(command: PlaceCommand): Order {
    this.#now = command.time;
    if (command.kind === 'LADDER') return this.#placeLadder(command);
    const order = new Order(command);
    order.lock = this.lockOf(command);
    if (STOP_KINDS.has(command.kind)) {
      order.status = 'pending';
      this.orders.set(order.id, order);
      this.stops.push(order);
      this.listener.accepted(order);
      return order;
    }
    this.listener.accepted(order);
    if (exitCount(command) > 0) this.#attachExits(order, command);
    this.#execute(order);
    this.#settle();
    return order;
  }

  /**
   * The entry's take-profit (a limit on the other side at its rate) and stop-loss (a stop-loss order on the other
   * side): pending, with nothing to exit until the entry fills. A sale's exits lock their rupees now, once for both.
   */
  #attachExits(entry: Order, command: PlaceCommand): void {
    const side = entry.side === 'buy' ? 'sell' : 'buy';
    const base = { ...command, side, lots: 0, budget: 0, ioc: false, postOnly: false } as const;
    const tp = command.takeProfitTicks ?? 0;
    const sl = command.stopLossTicks ?? 0;
    let id = command.id;
    const leg = (kind: 'LIMIT' | 'STOP_LOSS', ticks: number, trigger: number) => {
      id += 1;
      const exit = new Order({ ...base, kind, triggerTicks: trigger }, id, ticks, 0);
      exit.remaining = 0;
      exit.status = 'pending';
      exit.exit = kind === 'LIMIT' ? 'take_profit' : 'stop_loss';
      exit.entryId = entry.id;
      return exit;
    };
    const takeProfit = tp > 0 ? leg('LIMIT', tp, 0) : null;
    const stopLoss = sl > 0 ? leg('STOP_LOSS', 0, sl) : null;
    const lockTicks = side === 'buy' ? saleExitsLockTicks(exitsOf(command), this.options.bandPercent) : 0;
    const pair = new ExitPair(entry, takeProfit, stopLoss, lockTicks);
    entry.exits = pair;
    pair.holder.lock = this.exitLockOf(command);
    for (const exit of [takeProfit, stopLoss]) {
      if (!exit) continue;
      exit.exits = pair;
      this.orders.set(exit.id, exit);
      this.listener.accepted(exit);
    }
  }

  #placeLadder(command: PlaceCommand): Order {
    const parent = new Order(command);
    parent.children = [];
    this.orders.set(parent.id, parent);
    this.listener.accepted(parent);
    const sizes = ladderSizes(command);
    this.#placing = parent;
    for (let i = 0; i < sizes.length; i++) {
      const child = new Order(
        { ...command, kind: 'LIMIT', ladderCount: 0 },
        command.id + 1 + i,
        ladderTicks(command, i),
        sizes[i] as number,
      );
      child.parentId = parent.id;
      child.lock =
        command.side === 'sell'
          ? child.lots * this.config.lotMinor
          : buyLock(fillValue(child.lots, child.ticks, this.config), this.rates);
      parent.children.push(child);
      this.listener.accepted(child);
      this.#execute(child);
    }
    this.#placing = null;
    this.#settleParent(parent);
    this.#settle();
    return parent;
  }

  /** Matches an arriving order, then rests, cancels or finishes it. */
  #execute(order: Order): void {
    const book = order.side === 'buy' ? this.asks : this.bids;
    order.status = 'open';
    if (order.kind !== 'MARKET' && order.kind !== 'STOP_LOSS') {
      const best = book.best();
      if (
        order.postOnly &&
        best &&
        (order.side === 'buy' ? best.ticks <= order.ticks : best.ticks >= order.ticks)
      ) {
        this.#finish(order, 'cancelled', 'post_only');
        return;
      }
      this.orders.set(order.id, order);
      const stopped = this.#match(order, book, order.ticks, Number.MAX_SAFE_INTEGER);
      if (stopped === 'self_trade') this.#finish(order, 'cancelled', 'self_trade');
      else if (order.remaining === 0) this.#finish(order, 'filled', null);
      else if (order.ioc) this.#finish(order, 'cancelled', 'immediate_or_cancel');
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
    const stopped = this.#match(order, book, limit, maxValue);
    if (stopped === 'self_trade') this.#finish(order, 'cancelled', 'self_trade');
    else if (order.remaining === 0 || stopped === 'budget') this.#finish(order, 'filled', null);
    else this.#finish(order, 'cancelled', stopped === 'band' ? 'band' : 'no_liquidity');
  }

  /**
   * Takes resting orders at prices up to `limit` (a buy; down to it for a sale) while the order has lots left and
   * its value stays within `maxValue`. Answers why it stopped.
   */
  #match(
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
    const makerPays = chargeFill(maker, value, rates.makerBps, maker.side === 'sell', rates, this.#makerPays);
    const takerPays = chargeFill(taker, value, rates.takerBps, taker.side === 'sell', rates, this.#takerPays);
    this.#filled(maker, lots, makerPays);
    this.#filled(taker, lots, takerPays);
    this.tradeSeq += 1;
    this.lastTicks = ticks;
    this.listener.fill(maker, taker, lots, ticks, makerPays, takerPays);
    if (maker.parentId !== 0 && maker.remaining > 0) this.#childChanged(maker);
    this.#exitsAfterFill(maker, lots);
    this.#exitsAfterFill(taker, lots);
  }

  /**
   * An active pair's entry filled: more is open for its exits (a buy's locks the coin it just bought). Its
   * take-profit filled: less is open (the stop-loss shrinks with it in #alignExits, before any stop can fire).
   */
  #exitsAfterFill(order: Order, lots: number): void {
    const pair = order.exits;
    if (pair?.state !== 'active') return;
    if (order.exit === null) {
      pair.open += lots;
      if (order.side === 'buy') {
        const coin = lots * this.config.lotMinor;
        pair.holder.lock += coin;
        this.listener.lockMoved(pair.holder, coin);
      }
    } else pair.open -= lots;
    this.#queue(pair);
  }

  #queue(pair: ExitPair): void {
    if (pair.queued) return;
    pair.queued = true;
    this.#queued.push(pair);
  }

  /** A resting order with nothing left: filled, or an active take-profit waiting for its entry to fill more. */
  #filledOut(order: Order): void {
    const pair = order.exits;
    if (order.exit !== null && pair?.state === 'active') {
      order.status = 'pending';
      order.updated = this.#now;
      this.listener.changed(order);
      this.#queue(pair);
      return;
    }
    this.#finish(order, 'filled', null);
  }

  #filled(order: Order, lots: number, pays: FillCharges): void {
    order.remaining -= lots;
    order.filled += lots;
    order.lock -= order.side === 'buy' ? pays.value + pays.fee + pays.gst : lots * this.config.lotMinor;
    order.updated = this.#now;
    if (order.remaining > 0 && order.status === 'open') order.status = 'partially_filled';
  }

  #finish(order: Order, status: 'filled' | 'cancelled', reason: CancelReason | null): void {
    order.status = status;
    order.cancelReason = reason;
    order.updated = this.#now;
    this.orders.delete(order.id);
    this.listener.done(order);
    order.lock = 0;
    if (order.parentId !== 0) this.#childChanged(order);
    // An entry is done: its exits carry on with what it filled, or close.
    if (order.exits && order.exit === null) this.#queue(order.exits);
  }

  #childChanged(child: Order): void {
    const parent = this.orders.get(child.parentId);
    if (parent && parent !== this.#placing) this.#settleParent(parent);
  }

  /** A ladder parent's totals from its children; it is done once every child is. */
  #settleParent(parent: Order): void {
    const children = parent.children as Order[];
    let filled = 0;
    let live = 0;
    for (const child of children) {
      filled += child.filled;
      if (child.live) live += 1;
    }
    parent.filled = filled;
    parent.remaining = parent.lots - filled;
    parent.updated = this.#now;
    if (live > 0) {
      parent.status = filled > 0 ? 'partially_filled' : 'open';
      this.listener.changed(parent);
      return;
    }
    const allFilled = filled === parent.lots;
    const reason = allFilled ? null : (children.find((child) => child.cancelReason)?.cancelReason ?? 'user');
    parent.status = allFilled ? 'filled' : 'cancelled';
    parent.cancelReason = reason;
    this.orders.delete(parent.id);
    this.listener.done(parent);
  }

  /**
   * After a command's own matching: exit pairs brought in line with what they have open, in the order they changed,
   * then the stops the last trade reached, oldest first, each exactly once; each step may lead to more.
   */
  #settle(): void {
    for (;;) {
      const pair = this.#queued.shift();
      if (pair) {
        pair.queued = false;
        this.#alignExits(pair);
      } else if (!this.#fireStop()) return;
    }
  }

  /** Fires the oldest stop the last trade reached; false when there is none. */
  #fireStop(): boolean {
    if (this.stops.length === 0 || this.lastTicks === 0) return false;
    const last = this.lastTicks;
    let next = -1;
    for (let i = 0; i < this.stops.length; i++) {
      const stop = this.stops[i] as Order;
      const reached = stop.side === 'buy' ? last >= stop.triggerTicks : last <= stop.triggerTicks;
      if (reached && (next === -1 || stop.id < (this.stops[next] as Order).id)) next = i;
    }
    if (next === -1) return false;
    const [stop] = this.stops.splice(next, 1) as [Order];
    stop.updated = this.#now;
    this.listener.triggered(stop);
    const pair = stop.exits;
    if (pair) this.#stopLossFired(pair);
    this.#execute(stop);
    if (pair) pair.state = 'closed';
    return true;
  }

  /**
   * A pair's stop-loss fired: it takes the pair's lock and exits what is open at market; the take-profit is
   * cancelled, and so is what the entry has not filled (it would buy back what the stop just sold).
   */
  #stopLossFired(pair: ExitPair): void {
    const takeProfit = pair.takeProfit;
    const stop = pair.stopLoss as Order;
    if (takeProfit?.live) {
      if (takeProfit.level) this.#sideOf(takeProfit).remove(takeProfit);
      stop.lock += takeProfit.lock;
      takeProfit.lock = 0;
      this.#finish(takeProfit, 'cancelled', 'oco');
    }
    pair.state = 'fired';
    const entry = pair.entry;
    if (entry.live) {
      if (entry.level) this.#sideOf(entry).remove(entry);
      this.#finish(entry, 'cancelled', 'oco');
    }
  }

  #sideOf(order: Order): BookSide {
    return order.side === 'buy' ? this.bids : this.asks;
  }

  /**
   * Puts an active pair's exits where `open` says: with something open, the take-profit rests for all of it (matching
   * first whatever it crosses; grown, it goes to the back of its price) and the stop-loss waits to fire for all of
   * it; with nothing open, both wait for the entry to fill more, or close once it is done. A sale's exits let go of
   * the rupees they no longer need once the entry is done.
   */
  #alignExits(pair: ExitPair): void {
    if (pair.state !== 'active') return;
    const { entry, takeProfit, stopLoss } = pair;
    const open = pair.open;
    if (open === 0 && !entry.live) {
      this.#closeExits(pair, entry.filled === 0 ? (entry.cancelReason ?? 'no_liquidity') : 'oco');
      return;
    }
    if (entry.side === 'sell' && !entry.live) {
      const holder = pair.holder;
      const excess = holder.lock - buyLock(fillValue(open, pair.lockTicks, this.config), this.rates);
      if (excess > 0) {
        holder.lock -= excess;
        this.listener.lockMoved(holder, -excess);
      }
    }
    if (stopLoss) {
      stopLoss.lots = stopLoss.filled + open;
      stopLoss.remaining = open;
      const waiting = this.stops.indexOf(stopLoss);
      if (open > 0 && waiting === -1) this.stops.push(stopLoss);
      if (open === 0 && waiting !== -1) this.stops.splice(waiting, 1);
      stopLoss.updated = this.#now;
      this.listener.changed(stopLoss);
    }
    if (!takeProfit) return;
    if (open === 0) {
      if (takeProfit.level) this.#sideOf(takeProfit).remove(takeProfit);
      takeProfit.remaining = 0;
      takeProfit.status = 'pending';
    } else if (takeProfit.level === null || takeProfit.remaining !== open) {
      if (takeProfit.level) this.#sideOf(takeProfit).remove(takeProfit);
      this.#restTakeProfit(pair, takeProfit);
      return;
    }
    takeProfit.updated = this.#now;
    this.listener.changed(takeProfit);
  }

  /** The take-profit arrives for all that is open: it trades what it crosses, then rests. */
  #restTakeProfit(pair: ExitPair, takeProfit: Order): void {
    takeProfit.lots = takeProfit.filled + pair.open;
    takeProfit.remaining = pair.open;
    takeProfit.status = takeProfit.filled > 0 ? 'partially_filled' : 'open';
    takeProfit.updated = this.#now;
    this.listener.changed(takeProfit);
    const book = takeProfit.side === 'buy' ? this.asks : this.bids;
    const stopped = this.#match(takeProfit, book, takeProfit.ticks, Number.MAX_SAFE_INTEGER);
    if (stopped === 'self_trade') {
      // It would trade with the person's own order: the pair ends, and its lock goes back.
      this.#closeExits(pair, 'oco', 'self_trade');
      return;
    }
    if (takeProfit.remaining === 0) {
      takeProfit.status = 'pending';
      this.#queue(pair);
    } else this.#sideOf(takeProfit).add(takeProfit);
  }

  /**
   * Ends a pair: an exit that exited all it had is filled, the others cancelled (`reason`; the take-profit's own
   * `takeProfitReason` when it caused the end). The holder's release gives back the lock.
   */
  #closeExits(pair: ExitPair, reason: CancelReason, takeProfitReason?: CancelReason): void {
    pair.state = 'closed';
    for (const exit of [pair.stopLoss, pair.takeProfit]) {
      if (!exit?.live) continue;
      if (exit.level) this.#sideOf(exit).remove(exit);
      const waiting = this.stops.indexOf(exit);
      if (waiting !== -1) this.stops.splice(waiting, 1);
      exit.remaining = 0;
      const own = exit === pair.takeProfit ? (takeProfitReason ?? reason) : reason;
      if (exit.filled > 0 && exit.filled === exit.lots && !takeProfitReason)
        this.#finish(exit, 'filled', null);
      else this.#finish(exit, 'cancelled', own);
    }
  }

  /** Cancels one of the person's orders (a ladder parent: all its live children). */
  cancel(userId: number, orderId: number, time: number): Order | Refusal {
    this.#now = time;
    const order = this.orders.get(orderId);
    if (!order || order.userId !== userId) return { status: 422, field: null, message: ORDER_NOT_FOUND };
    this.#cancel(order);
    this.#settle();
    return order;
  }

  /** One order; a ladder parent's children; either exit of a pair cancels both (the entry, if live, goes on alone). */
  #cancel(order: Order): void {
    if (order.children) {
      for (const child of order.children) if (child.live) this.#cancel(child);
      return;
    }
    if (order.exit !== null && order.exits) {
      this.#closeExits(order.exits, 'user', 'user');
      return;
    }
    if (order.status === 'pending') {
      this.stops.splice(this.stops.indexOf(order), 1);
    } else {
      (order.side === 'buy' ? this.bids : this.asks).remove(order);
    }
    this.#finish(order, 'cancelled', 'user');
  }

  /** Cancels every live and pending order of the person on this pair; answers how many. */
  cancelAll(userId: number, time: number): number {
    this.#now = time;
    const mine: Order[] = [];
    for (const order of this.orders.values())
      if (order.userId === userId && order.parentId === 0) mine.push(order);
    for (const order of mine) if (this.orders.has(order.id)) this.#cancel(order);
    this.#settle();
    return mine.length;
  }

  /** The engine's whole state as plain data: what a snapshot stores. */
  snapshot(): EngineState {
    const ladders: OrderState[] = [];
    const exits: ExitPairState[] = [];
    for (const order of this.orders.values()) {
      if (order.children) ladders.push(order.toState());
      const pair = order.exits;
      // Each active pair once, by the first of its exits.
      if (pair?.state === 'active' && order === (pair.takeProfit ?? pair.stopLoss))
        exits.push({
          entry: pair.entry.toState(),
          takeProfit: pair.takeProfit?.toState() ?? null,
          stopLoss: pair.stopLoss?.toState() ?? null,
          open: pair.open,
          lockTicks: pair.lockTicks,
        });
    }
    return {
      lastTicks: this.lastTicks,
      tradeSeq: this.tradeSeq,
      halted: this.halted,
      ladders,
      exits,
      bids: [...this.bids.orders()].map((order) => order.toState()),
      asks: [...this.asks.orders()].map((order) => order.toState()),
      stops: this.stops.map((order) => order.toState()),
    };
  }

  /** Puts back a snapshot's state: the same book in the same time priority, stops, ladders and counters. */
  restore(state: EngineState): void {
    const known = new Map<number, Order>();
    const revive = (data: OrderState) => {
      const order = known.get(data.id) ?? Order.fromState(data);
      known.set(order.id, order);
      return order;
    };
    for (const data of state.ladders) {
      const parent = revive(data);
      parent.children = (data.children ?? []).map(revive);
      this.orders.set(parent.id, parent);
    }
    for (const data of state.exits ?? []) {
      const entry = revive(data.entry);
      const takeProfit = data.takeProfit ? revive(data.takeProfit) : null;
      const stopLoss = data.stopLoss ? revive(data.stopLoss) : null;
      const pair = new ExitPair(entry, takeProfit, stopLoss, data.lockTicks);
      pair.open = data.open;
      for (const order of [entry, takeProfit, stopLoss]) {
        if (!order) continue;
        order.exits = pair;
        if (order.live) this.orders.set(order.id, order);
      }
    }
    for (const [side, list] of [
      [this.bids, state.bids],
      [this.asks, state.asks],
    ] as const) {
      for (const data of list) {
        const order = revive(data);
        side.add(order);
        this.orders.set(order.id, order);
      }
    }
    for (const data of state.stops) {
      const order = revive(data);
      this.stops.push(order);
      this.orders.set(order.id, order);
    }
    this.lastTicks = state.lastTicks;
    this.tradeSeq = state.tradeSeq;
    this.halted = state.halted;
  }

  /** Stops or restarts trading on the pair (resting orders stay). */
  setHalted(halted: boolean): void {
    this.halted = halted;
  }
}

export interface EngineState {
  lastTicks: number;
  tradeSeq: number;
  halted: boolean;
  /** Live ladder parents with all their children (done ones too: the parent's totals count them). */
  ladders: OrderState[];
  /** Active exit pairs (absent from snapshots older than exits). */
  exits?: ExitPairState[];
  /** Resting orders from the best price down, each level in time priority. */
  bids: OrderState[];
  asks: OrderState[];
  stops: OrderState[];
}

const exitsOf = (command: PlaceCommand) => ({
  takeProfitTicks: command.takeProfitTicks ?? 0,
  stopLossTicks: command.stopLossTicks ?? 0,
});

/** A ladder child's rate: evenly spaced on ticks from the first rate to the end rate. */
export function ladderTicks(command: PlaceCommand, index: number): number {
  const steps = command.ladderCount - 1;
  const span = command.ladderEndTicks - command.ticks;
  return command.ticks + Math.trunc((span * index) / steps);
}

/** A ladder's children's lots: even (the rest one each from the first), or weighted 1 … N (the rest from the last). */
export function ladderSizes(command: PlaceCommand): number[] {
  const count = command.ladderCount;
  const weights = Array.from({ length: count }, (_, i) => (command.ladderWeighted ? i + 1 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((weight) => Math.floor((command.lots * weight) / total));
  let rest = command.lots - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i++, rest--) {
    const index = command.ladderWeighted ? count - 1 - (i % count) : i % count;
    sizes[index] = (sizes[index] as number) + 1;
  }
  return sizes;
}
