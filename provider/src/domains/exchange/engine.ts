// The matching engine of one pair: pure, in memory, deterministic (the same commands in the same order give the
// same book, fills and charges). Price-time priority; LIMIT (GTC, IOC, post-only), MARKET within the band,
// STOP_LIMIT and STOP_LOSS fired once by the last trade, LADDER, a LIMIT or MARKET order's take-profit and stop-loss
// (one cancels the other), cancel, cancel all, self-trade prevention (the newer order is cancelled). Each command
// gives back its events (engineEvents.ts: money moves the caller posts, changes it records). Here the commands,
// stops and exits; the matching itself in matching.ts, the refusals and locks in placeRules.ts, snapshots in
// engineSnapshot.ts.

import { saleExitsLockTicks } from '@sikka/shared/exchange/bounds';
import { buyLock, fillValue } from '@sikka/shared/exchange/charges';
import { ORDER_NOT_FOUND } from '@sikka/shared/exchange/messages';
import type { CancelReason } from '@sikka/shared/exchange/schemas';
import type { EngineEvents, OrderEvents } from './engineEvents.ts';
import { type EngineState, restoreInto, snapshotOf } from './engineSnapshot.ts';
import { ladderSizes, ladderTicks } from './ladder.ts';
import { Matching } from './matching.ts';
import { ExitPair, exitCount, Order, type PlaceCommand } from './order.ts';
import { exitLockOf, exitTicksOf, lockOf, type Refusal, refusalOf, STOP_KINDS } from './placeRules.ts';

export type { Refusal } from './placeRules.ts';

export class Engine extends Matching {
  /** Why the command cannot be placed now, or null. Checked just before funding; place() relies on it. */
  refuse(command: PlaceCommand): Refusal | null {
    return refusalOf(this, command);
  }

  /** What the order locks: paise for a buy, the coin's smallest unit for a sale. Call after refuse(). */
  lockOf(command: PlaceCommand): number {
    return lockOf(this, command);
  }

  /** What a sale's exits lock, in paise, at placing (placeRules.ts); 0 for anything else. */
  exitLockOf(command: PlaceCommand): number {
    return exitLockOf(this, command);
  }

  /**
   * Places a refused-nothing, funded command: its events, and the order (a ladder's parent) as it stands after
   * matching. The log is the engine's own, valid until its next command.
   */
  place(command: PlaceCommand): OrderEvents {
    this.now = command.time;
    this.log.reset();
    this.log.order = command.kind === 'LADDER' ? this.#placeLadder(command) : this.#place(command);
    return this.log as OrderEvents;
  }

  #place(command: PlaceCommand): Order {
    const order = new Order(command);
    order.lock = lockOf(this, command);
    if (STOP_KINDS.has(command.kind)) {
      order.status = 'pending';
      this.orders.set(order.id, order);
      this.stops.push(order);
      this.emit('accepted', order, order.lock);
      return order;
    }
    this.emit('accepted', order, order.lock);
    if (exitCount(command) > 0) this.#attachExits(order, command);
    this.execute(order);
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
    const lockTicks = side === 'buy' ? saleExitsLockTicks(exitTicksOf(command), this.options.bandPercent) : 0;
    const pair = new ExitPair(entry, takeProfit, stopLoss, lockTicks);
    entry.exits = pair;
    pair.holder.lock = exitLockOf(this, command);
    for (const exit of [takeProfit, stopLoss]) {
      if (!exit) continue;
      exit.exits = pair;
      this.orders.set(exit.id, exit);
      this.emit('accepted', exit, exit.lock);
    }
  }

  #placeLadder(command: PlaceCommand): Order {
    const parent = new Order(command);
    parent.children = [];
    this.orders.set(parent.id, parent);
    this.emit('accepted', parent, parent.lock);
    const sizes = ladderSizes(command);
    this.placing = parent;
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
      this.emit('accepted', child, child.lock);
      this.execute(child);
    }
    this.placing = null;
    this.settleParent(parent);
    this.#settle();
    return parent;
  }

  /**
   * After a command's own matching: exit pairs brought in line with what they have open, in the order they changed,
   * then the stops the last trade reached, oldest first, each exactly once; each step may lead to more.
   */
  #settle(): void {
    for (;;) {
      const pair = this.queued.shift();
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
    stop.updated = this.now;
    this.emit('triggered', stop, 0);
    const pair = stop.exits;
    if (pair) this.#stopLossFired(pair);
    this.execute(stop);
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
      if (takeProfit.level) this.sideOf(takeProfit).remove(takeProfit);
      stop.lock += takeProfit.lock;
      takeProfit.lock = 0;
      this.finish(takeProfit, 'cancelled', 'oco');
    }
    pair.state = 'fired';
    const entry = pair.entry;
    if (entry.live) {
      if (entry.level) this.sideOf(entry).remove(entry);
      this.finish(entry, 'cancelled', 'oco');
    }
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
        this.emit('lockMoved', holder, -excess);
      }
    }
    if (stopLoss) {
      stopLoss.lots = stopLoss.filled + open;
      stopLoss.remaining = open;
      const waiting = this.stops.indexOf(stopLoss);
      if (open > 0 && waiting === -1) this.stops.push(stopLoss);
      if (open === 0 && waiting !== -1) this.stops.splice(waiting, 1);
      stopLoss.updated = this.now;
      this.emit('changed', stopLoss, 0);
    }
    if (!takeProfit) return;
    if (open === 0) {
      if (takeProfit.level) this.sideOf(takeProfit).remove(takeProfit);
      takeProfit.remaining = 0;
      takeProfit.status = 'pending';
    } else if (takeProfit.level === null || takeProfit.remaining !== open) {
      if (takeProfit.level) this.sideOf(takeProfit).remove(takeProfit);
      this.#restTakeProfit(pair, takeProfit);
      return;
    }
    takeProfit.updated = this.now;
    this.emit('changed', takeProfit, 0);
  }

  /** The take-profit arrives for all that is open: it trades what it crosses, then rests. */
  #restTakeProfit(pair: ExitPair, takeProfit: Order): void {
    takeProfit.lots = takeProfit.filled + pair.open;
    takeProfit.remaining = pair.open;
    takeProfit.status = takeProfit.filled > 0 ? 'partially_filled' : 'open';
    takeProfit.updated = this.now;
    this.emit('changed', takeProfit, 0);
    const book = takeProfit.side === 'buy' ? this.asks : this.bids;
    const stopped = this.match(takeProfit, book, takeProfit.ticks, Number.MAX_SAFE_INTEGER);
    if (stopped === 'self_trade') {
      // It would trade with the person's own order: the pair ends, and its lock goes back.
      this.#closeExits(pair, 'oco', 'self_trade');
      return;
    }
    if (takeProfit.remaining === 0) {
      takeProfit.status = 'pending';
      this.queue(pair);
    } else this.sideOf(takeProfit).add(takeProfit);
  }

  /**
   * Ends a pair: an exit that exited all it had is filled, the others cancelled (`reason`; the take-profit's own
   * `takeProfitReason` when it caused the end). The holder's release gives back the lock.
   */
  #closeExits(pair: ExitPair, reason: CancelReason, takeProfitReason?: CancelReason): void {
    pair.state = 'closed';
    for (const exit of [pair.stopLoss, pair.takeProfit]) {
      if (!exit?.live) continue;
      if (exit.level) this.sideOf(exit).remove(exit);
      const waiting = this.stops.indexOf(exit);
      if (waiting !== -1) this.stops.splice(waiting, 1);
      exit.remaining = 0;
      const own = exit === pair.takeProfit ? (takeProfitReason ?? reason) : reason;
      if (exit.filled > 0 && exit.filled === exit.lots && !takeProfitReason)
        this.finish(exit, 'filled', null);
      else this.finish(exit, 'cancelled', own);
    }
  }

  /** Cancels one of the person's orders (a ladder parent: all its live children): its events, and the order. */
  cancel(userId: number, orderId: number, time: number): OrderEvents | Refusal {
    this.now = time;
    this.log.reset();
    const order = this.orders.get(orderId);
    if (!order || order.userId !== userId) return { status: 422, field: null, message: ORDER_NOT_FOUND };
    this.#cancel(order);
    this.#settle();
    this.log.order = order;
    return this.log as OrderEvents;
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
    this.finish(order, 'cancelled', 'user');
  }

  /** Cancels every live and pending order of the person on this pair: its events, and how many (`cancelled`). */
  cancelAll(userId: number, time: number): EngineEvents {
    this.now = time;
    this.log.reset();
    const mine: Order[] = [];
    for (const order of this.orders.values())
      if (order.userId === userId && order.parentId === 0) mine.push(order);
    for (const order of mine) if (this.orders.has(order.id)) this.#cancel(order);
    this.#settle();
    this.log.cancelled = mine.length;
    return this.log;
  }

  /** The engine's whole state as plain data: what a snapshot stores. */
  snapshot(): EngineState {
    return snapshotOf(this);
  }

  /** Puts back a snapshot's state: the same book in the same time priority, stops, ladders and counters. */
  restore(state: EngineState): void {
    restoreInto(this, state);
  }

  /** Stops or restarts trading on the pair (resting orders stay). */
  setHalted(halted: boolean): void {
    this.halted = halted;
  }
}
