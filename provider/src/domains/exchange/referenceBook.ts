// The reference model's book (see referenceModel.ts): new orders, matching by price then arrival, trades with their
// charges, stops fired, cancels, and the book as the engine shows it.

import { applyBps } from '@sikka/shared/market/fees';
import type { PlaceCommand, Side } from './order.ts';
import { K, LOT, type MOrder, ModelRules, rates } from './referenceModel.ts';

export class Model extends ModelRules {
  newOrder(c: PlaceCommand, id: number, ticks: number, lots: number, lock: bigint): MOrder {
    const order: MOrder = {
      id,
      userId: c.userId,
      side: c.side,
      kind: c.kind,
      ticks,
      trigger: c.triggerTicks,
      ioc: c.ioc,
      postOnly: c.postOnly,
      lots,
      remaining: lots > 0 ? lots : Number.MAX_SAFE_INTEGER,
      filled: 0,
      lock,
      status: 'open',
      reason: null,
      arrival: 0,
      parentId: 0,
      children: [],
      value: 0n,
      feeExact: 0n,
      fee: 0n,
      gst: 0n,
      tds: 0n,
      tp: id === c.id ? (c.takeProfitTicks ?? 0) : 0,
      sl: id === c.id ? (c.stopLossTicks ?? 0) : 0,
      exit: null,
      pair: null,
    };
    this.orders.set(id, order);
    return order;
  }

  asset(o: MOrder) {
    return o.side === 'buy' ? 'INR' : 'BTC';
  }

  takeLock(o: MOrder) {
    this.add(`${o.userId}:available:${this.asset(o)}`, -o.lock);
    this.add(`${o.userId}:locked:${this.asset(o)}`, o.lock);
  }

  finish(o: MOrder, status: string, reason: string | null) {
    o.status = status;
    o.reason = reason;
    this.book = this.book.filter((b) => b !== o);
    this.add(`${o.userId}:locked:${this.asset(o)}`, -o.lock);
    this.add(`${o.userId}:available:${this.asset(o)}`, o.lock);
    o.lock = 0n;
    if (o.parentId) this.settleParent(this.orders.get(o.parentId) as MOrder);
    if (o.pair && o.exit === null) this.enqueue(o.pair);
  }

  settleParent(parent: MOrder) {
    const children = parent.children.map((id) => this.orders.get(id) as MOrder);
    if (
      children.length < parent.children.length ||
      parent.status === 'filled' ||
      parent.status === 'cancelled'
    )
      return;
    if (children.length === 0) return;
    parent.filled = children.reduce((sum, ch) => sum + ch.filled, 0);
    const live = children.some((ch) => ['open', 'partially_filled', 'pending'].includes(ch.status));
    if (live) parent.status = parent.filled > 0 ? 'partially_filled' : 'open';
    else if (this.placingLadder !== parent.id) {
      parent.status = parent.filled === parent.lots ? 'filled' : 'cancelled';
      parent.reason =
        parent.status === 'filled' ? null : (children.find((ch) => ch.reason)?.reason ?? 'user');
    }
  }

  charge(o: MOrder, value: bigint, bps: number) {
    const before = { fee: o.fee, gst: o.gst, tds: o.tds };
    o.value += value;
    o.feeExact += value * BigInt(bps);
    o.fee = (o.feeExact * 2n + 10_000n) / 20_000n;
    o.gst = applyBps(o.fee, rates.gstBps);
    o.tds = o.side === 'sell' ? applyBps(o.value, rates.tdsBps) : 0n;
    return {
      value: Number(value),
      fee: Number(o.fee - before.fee),
      gst: Number(o.gst - before.gst),
      tds: Number(o.tds - before.tds),
    };
  }

  /** The most value a buy's lock pays for at the taker rate, by bisection. */
  maxValue(lock: bigint): bigint {
    let lo = 0n;
    let hi = lock;
    while (lo < hi) {
      const mid = (lo + hi + 1n) / 2n;
      if (this.buyCost(mid, rates.takerBps) <= lock) lo = mid;
      else hi = mid - 1n;
    }
    return lo;
  }

  execute(o: MOrder) {
    o.arrival = ++this.arrivals;
    const market = o.kind === 'MARKET' || o.kind === 'STOP_LOSS';
    const other: Side = o.side === 'buy' ? 'sell' : 'buy';
    const crosses = (t: number, limit: number) => (o.side === 'buy' ? t <= limit : t >= limit);
    if (!market && o.postOnly) {
      const best = this.best(other);
      if (best && crosses(best.ticks, o.ticks)) return this.finish(o, 'cancelled', 'post_only');
    }
    o.status = 'open';
    const ref = this.reference();
    const limit = market ? (o.side === 'buy' ? this.high(ref) : this.low(ref)) : o.ticks;
    const maxValue = market && o.side === 'buy' ? this.maxValue(o.lock) : null;
    const stop = this.match(o, limit, maxValue);
    if (stop === 'self') return this.finish(o, 'cancelled', 'self_trade');
    if (o.remaining === 0 || stop === 'budget') return this.finish(o, 'filled', null);
    if (market) return this.finish(o, 'cancelled', stop === 'band' ? 'band' : 'no_liquidity');
    if (o.ioc) return this.finish(o, 'cancelled', 'immediate_or_cancel');
    this.book.push(o);
  }

  /** Takes the other side's best orders up to `limit` (and a budget's value): why it stopped. */
  match(o: MOrder, limit: number, maxValue: bigint | null): string {
    const other: Side = o.side === 'buy' ? 'sell' : 'buy';
    const crosses = (t: number, l: number) => (o.side === 'buy' ? t <= l : t >= l);
    let stop = 'done';
    while (o.remaining > 0) {
      const best = this.best(other);
      if (!best) {
        stop = 'empty';
        break;
      }
      if (!crosses(best.ticks, limit)) {
        stop = 'band';
        break;
      }
      if (best.userId === o.userId) {
        stop = 'self';
        break;
      }
      let lots = Math.min(o.remaining, best.remaining);
      if (maxValue !== null) {
        const affordable = Number((maxValue - o.value) / (BigInt(best.ticks) * K));
        if (affordable <= 0) {
          stop = 'budget';
          break;
        }
        lots = Math.min(lots, affordable);
      }
      this.trade(best, o, lots, best.ticks);
    }
    return stop;
  }

  trade(maker: MOrder, taker: MOrder, lots: number, ticks: number) {
    const value = BigInt(lots * ticks) * K;
    const m = this.charge(maker, value, rates.makerBps);
    const t = this.charge(taker, value, rates.takerBps);
    this.fills.push({ makerId: maker.id, takerId: taker.id, lots, ticks, maker: m, taker: t });
    for (const [o, c] of [
      [maker, m],
      [taker, t],
    ] as const) {
      o.remaining -= lots;
      o.filled += lots;
      if (o.side === 'buy') {
        const paid = BigInt(c.value + c.fee + c.gst);
        o.lock -= paid;
        this.add(`${o.userId}:locked:INR`, -paid);
        this.add(`${o.userId}:available:BTC`, BigInt(lots) * LOT);
      } else {
        o.lock -= BigInt(lots) * LOT;
        this.add(`${o.userId}:locked:BTC`, -BigInt(lots) * LOT);
        this.add(`${o.userId}:available:INR`, BigInt(c.value - c.fee - c.gst - c.tds));
      }
      this.add('-:fees:INR', BigInt(c.fee));
      this.add('-:gst_payable:INR', BigInt(c.gst));
      this.add('-:tds_payable:INR', BigInt(c.tds));
      if (o.remaining > 0 && o.status === 'open') o.status = 'partially_filled';
    }
    this.last = ticks;
    for (const o of [maker, taker]) {
      const pair = o.pair;
      if (pair?.state !== 'active') continue;
      if (o.exit === null) {
        pair.open += lots;
        if (o.side === 'buy') {
          const holder = this.holder(pair);
          holder.lock += BigInt(lots) * LOT;
          this.add(`${o.userId}:available:BTC`, -BigInt(lots) * LOT);
          this.add(`${o.userId}:locked:BTC`, BigInt(lots) * LOT);
        }
      } else {
        pair.open -= lots;
        if (pair.sl && pair.sl !== o) {
          pair.sl.lots -= lots;
          pair.sl.remaining -= lots;
        }
      }
      this.enqueue(pair);
    }
    if (maker.remaining === 0 && maker.exit !== null && maker.pair?.state === 'active') {
      this.book = this.book.filter((b) => b !== maker);
      maker.status = 'pending';
      this.enqueue(maker.pair);
    } else if (maker.remaining === 0) this.finish(maker, 'filled', null);
    else if (maker.parentId) this.settleParent(this.orders.get(maker.parentId) as MOrder);
  }

  /** The oldest stop the last trade reached fires; a pair's stop-loss first takes over from its take-profit. */
  fireOne(): boolean {
    const reached = this.stops.filter((s) =>
      s.side === 'buy' ? this.last >= s.trigger : this.last <= s.trigger,
    );
    if (this.last === 0 || reached.length === 0) return false;
    const next = reached.reduce((a, b) => (b.id < a.id ? b : a));
    this.stops = this.stops.filter((s) => s !== next);
    const pair = next.pair;
    if (pair) {
      const tp = pair.tp;
      if (tp && this.live(tp)) {
        next.lock += tp.lock;
        tp.lock = 0n;
        this.finish(tp, 'cancelled', 'oco');
      }
      pair.state = 'fired';
      if (this.live(pair.entry)) this.finish(pair.entry, 'cancelled', 'oco');
    }
    this.execute(next);
    if (pair) pair.state = 'closed';
    return true;
  }

  cancel(userId: number, id: number): boolean {
    const done = this.cancelOne(userId, id);
    this.settle();
    return done;
  }

  cancelOne(userId: number, id: number): boolean {
    const o = this.orders.get(id);
    if (!o || o.userId !== userId || !this.live(o)) return false;
    if (o.children.length > 0) {
      for (const childId of o.children) this.cancelOne(userId, childId);
      return true;
    }
    if (o.exit !== null && o.pair) {
      this.closeExits(o.pair, 'user', 'user');
      return true;
    }
    this.stops = this.stops.filter((s) => s !== o);
    this.finish(o, 'cancelled', 'user');
    return true;
  }

  cancelAll(userId: number): number {
    const mine = [...this.orders.values()].filter(
      (o) => o.userId === userId && o.parentId === 0 && this.live(o),
    );
    for (const o of mine) this.cancelOne(userId, o.id);
    this.settle();
    return mine.length;
  }

  bookOf(side: Side): Array<[number, number]> {
    return this.book
      .filter((o) => o.side === side)
      .sort((a, b) =>
        a.ticks !== b.ticks
          ? side === 'buy'
            ? b.ticks - a.ticks
            : a.ticks - b.ticks
          : a.arrival - b.arrival,
      )
      .map((o) => [o.id, o.remaining]);
  }
}
