// The matching engine against a deliberately simple reference model: linear scans over one array of resting
// orders, bigint money, the rules written out again from docs/exchange.md. fast-check generates command
// sequences of every order type, limit and market orders with and without a take-profit and a stop-loss; after every
// step the fills, the book, every order and every balance agree, and no pair of exits ever exits more than its entry
// filled.
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { applyBps, DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { MemoryExchange } from './memoryExchange.ts';
import { exitCount, type PlaceCommand, type Side } from './order.ts';

const config = PAIR_CONFIGS['BTC-INR'];
const rates = exchangeRates(DEFAULT_FEE_SCHEDULE);
const BAND = 10;
const K = BigInt(config.paisePerLotTick);
const LOT = BigInt(config.lotMinor);
const USERS = [1, 2, 3, 4];
const FUNDS = { INR: 10_000_000_000n, BTC: 100_000_000_000n };

interface MOrder {
  id: number;
  userId: number;
  side: Side;
  kind: string;
  ticks: number;
  trigger: number;
  ioc: boolean;
  postOnly: boolean;
  lots: number;
  remaining: number;
  filled: number;
  lock: bigint;
  status: string;
  reason: string | null;
  arrival: number;
  parentId: number;
  children: number[];
  value: bigint;
  feeExact: bigint;
  fee: bigint;
  gst: bigint;
  tds: bigint;
  /** An entry's take-profit and stop-loss ticks; an exit's role; both's pair. */
  tp: number;
  sl: number;
  exit: 'take_profit' | 'stop_loss' | null;
  pair: MPair | null;
}

/** A take-profit and stop-loss: `open` is what the entry filled that neither has exited. */
interface MPair {
  entry: MOrder;
  tp: MOrder | null;
  sl: MOrder | null;
  open: number;
  state: 'active' | 'fired' | 'closed';
  lockTicks: number;
  queued: boolean;
}

interface MFill {
  makerId: number;
  takerId: number;
  lots: number;
  ticks: number;
  maker: { value: number; fee: number; gst: number; tds: number };
  taker: { value: number; fee: number; gst: number; tds: number };
}

/** The reference: everything by the obvious route, nothing shared with the engine but the inputs. */
class Model {
  book: MOrder[] = [];
  stops: MOrder[] = [];
  orders = new Map<number, MOrder>();
  last = 0;
  arrivals = 0;
  fills: MFill[] = [];
  balances = new Map<string, bigint>();
  pairs: MPair[] = [];
  queue: MPair[] = [];

  constructor() {
    for (const user of USERS) {
      this.balances.set(`${user}:available:INR`, FUNDS.INR);
      this.balances.set(`${user}:available:BTC`, FUNDS.BTC);
    }
  }

  add(key: string, amount: bigint) {
    this.balances.set(key, (this.balances.get(key) ?? 0n) + amount);
  }

  best(side: Side): MOrder | undefined {
    let best: MOrder | undefined;
    for (const o of this.book) {
      if (o.side !== side) continue;
      if (
        !best ||
        (side === 'buy' ? o.ticks > best.ticks : o.ticks < best.ticks) ||
        (o.ticks === best.ticks && o.arrival < best.arrival)
      )
        best = o;
    }
    return best;
  }

  reference(): number {
    if (this.last > 0) return this.last;
    const bid = this.best('buy');
    const ask = this.best('sell');
    return bid && ask ? Math.floor((bid.ticks + ask.ticks) / 2) : 0;
  }

  low(ref: number) {
    return Math.ceil((ref * (100 - BAND)) / 100);
  }
  high(ref: number) {
    return Math.floor((ref * (100 + BAND)) / 100);
  }

  buyCost(value: bigint, bps: number): bigint {
    const fee = applyBps(value, bps);
    return value + fee + applyBps(fee, rates.gstBps);
  }

  lockFor(c: PlaceCommand): bigint {
    const max = Math.max(rates.makerBps, rates.takerBps);
    if (c.side === 'sell') return BigInt(c.lots) * LOT;
    if (c.budget > 0) return BigInt(c.budget);
    if (c.kind === 'LADDER')
      return this.ladder(c).reduce(
        (sum, [ticks, lots]) => sum + this.buyCost(BigInt(lots * ticks) * K, max),
        0n,
      );
    const ticks =
      c.kind === 'MARKET'
        ? this.high(this.reference())
        : c.kind === 'STOP_LOSS'
          ? this.high(c.triggerTicks)
          : c.ticks;
    return this.buyCost(BigInt(c.lots * ticks) * K, max);
  }

  ladder(c: PlaceCommand): Array<[number, number]> {
    const n = c.ladderCount;
    const weights = Array.from({ length: n }, (_, i) => (c.ladderWeighted ? i + 1 : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const sizes = weights.map((w) => Math.floor((c.lots * w) / total));
    let rest = c.lots - sizes.reduce((a, b) => a + b, 0);
    let i = 0;
    while (rest > 0) {
      const at = c.ladderWeighted ? n - 1 - (i % n) : i % n;
      sizes[at] = (sizes[at] as number) + 1;
      rest -= 1;
      i += 1;
    }
    return sizes.map((lots, j) => [c.ticks + Math.trunc(((c.ladderEndTicks - c.ticks) * j) / (n - 1)), lots]);
  }

  /** null, or the refusal's message start. */
  refuse(c: PlaceCommand): string | null {
    const ref = this.reference();
    if (c.kind === 'STOP_LIMIT' || c.kind === 'STOP_LOSS') {
      if (ref === 0) return 'There is no price';
      if (c.side === 'buy' ? c.triggerTicks <= ref : c.triggerTicks >= ref) return 'A ';
    }
    if (c.kind === 'MARKET' && ref === 0) return 'There is no price';
    const outside = (t: number) => ref > 0 && (t < this.low(ref) || t > this.high(ref));
    if ((c.kind === 'LIMIT' || c.kind === 'STOP_LIMIT' || c.kind === 'LADDER') && outside(c.ticks))
      return 'The price must be between';
    if (c.kind === 'LADDER') {
      if (outside(c.ladderEndTicks)) return 'The price must be between';
      if (Math.abs(c.ladderEndTicks - c.ticks) < c.ladderCount - 1) return 'The end rate';
      if (this.ladder(c).some(([, lots]) => lots < config.minLots)) return 'Each order of the ladder';
    }
    const tp = c.takeProfitTicks ?? 0;
    const sl = c.stopLossTicks ?? 0;
    if (tp > 0 || sl > 0) {
      if (c.kind !== 'LIMIT' && c.kind !== 'MARKET') return 'Take-profit and stop-loss attach';
      const buy = c.side === 'buy';
      const own = c.kind === 'LIMIT' ? c.ticks : ref;
      if (tp > 0 && (buy ? tp <= own : tp >= own)) return 'The take-profit must be';
      if (sl > 0 && (buy ? sl >= own : sl <= own)) return 'The stop-loss must be';
      if (sl > 0 && ref > 0 && (buy ? sl >= ref : sl <= ref)) return 'The stop-loss must be';
      if ((tp > 0 && outside(tp)) || (sl > 0 && outside(sl))) return 'The price must be between';
    }
    const asset = c.side === 'buy' ? 'INR' : 'BTC';
    if ((this.balances.get(`${c.userId}:available:${asset}`) ?? 0n) < this.lockFor(c))
      return 'Insufficient balance';
    if ((this.balances.get(`${c.userId}:available:INR`) ?? 0n) < this.exitLock(c))
      return 'Insufficient rupee balance';
    return null;
  }

  /** A sale's exits buy back all it sells at the dearer of the take-profit and the band's top around the stop. */
  exitLockTicks(c: PlaceCommand): number {
    const sl = c.stopLossTicks ?? 0;
    return Math.max(c.takeProfitTicks ?? 0, sl > 0 ? this.high(sl) : 0);
  }

  exitLock(c: PlaceCommand): bigint {
    if (c.side === 'buy' || ((c.takeProfitTicks ?? 0) === 0 && (c.stopLossTicks ?? 0) === 0)) return 0n;
    return this.buyCost(BigInt(c.lots * this.exitLockTicks(c)) * K, Math.max(rates.makerBps, rates.takerBps));
  }

  place(c: PlaceCommand): string | null {
    const refusal = this.refuse(c);
    if (refusal) return refusal;
    const lock = this.lockFor(c);
    if (c.kind === 'LADDER') {
      const parent = this.newOrder(c, c.id, c.ticks, c.lots, 0n);
      parent.status = 'open';
      this.placingLadder = parent.id;
      this.ladder(c).forEach(([ticks, lots], i) => {
        const max = Math.max(rates.makerBps, rates.takerBps);
        const childLock =
          c.side === 'sell' ? BigInt(lots) * LOT : this.buyCost(BigInt(lots * ticks) * K, max);
        const child = this.newOrder({ ...c, kind: 'LIMIT' }, c.id + 1 + i, ticks, lots, childLock);
        child.parentId = parent.id;
        parent.children.push(child.id);
        this.takeLock(child);
        this.execute(child);
      });
      this.placingLadder = 0;
      this.settleParent(parent);
      this.settle();
      return null;
    }
    const order = this.newOrder(c, c.id, c.ticks, c.lots, lock);
    this.takeLock(order);
    if (c.kind === 'STOP_LIMIT' || c.kind === 'STOP_LOSS') {
      order.status = 'pending';
      this.stops.push(order);
      return null;
    }
    if (order.tp > 0 || order.sl > 0) this.attach(order, c);
    this.execute(order);
    this.settle();
    return null;
  }

  /** The exits, with the ids after the entry's: pending, empty; a sale's hold their rupees from now. */
  attach(entry: MOrder, c: PlaceCommand) {
    const side: Side = c.side === 'buy' ? 'sell' : 'buy';
    const bare = { ...c, side, takeProfitTicks: 0, stopLossTicks: 0, ioc: false, postOnly: false, budget: 0 };
    let id = c.id;
    const leg = (exit: 'take_profit' | 'stop_loss') => {
      id += 1;
      const o =
        exit === 'take_profit'
          ? this.newOrder({ ...bare, kind: 'LIMIT', triggerTicks: 0 }, id, entry.tp, 0, 0n)
          : this.newOrder({ ...bare, kind: 'STOP_LOSS', triggerTicks: entry.sl }, id, 0, 0, 0n);
      o.exit = exit;
      o.status = 'pending';
      o.remaining = 0;
      return o;
    };
    const tp = entry.tp > 0 ? leg('take_profit') : null;
    const sl = entry.sl > 0 ? leg('stop_loss') : null;
    const pair: MPair = {
      entry,
      tp,
      sl,
      open: 0,
      state: 'active',
      lockTicks: side === 'buy' ? this.exitLockTicks(c) : 0,
      queued: false,
    };
    this.pairs.push(pair);
    for (const o of [entry, tp, sl]) if (o) o.pair = pair;
    const holder = this.holder(pair);
    holder.lock = this.exitLock(c);
    this.takeLock(holder);
  }

  holder(pair: MPair): MOrder {
    return (pair.state === 'fired' ? pair.sl : (pair.tp ?? pair.sl)) as MOrder;
  }

  enqueue(pair: MPair) {
    if (pair.queued) return;
    pair.queued = true;
    this.queue.push(pair);
  }

  /** Exit pairs first, in the order they changed; then the oldest stop reached; until nothing is left to do. */
  settle() {
    for (;;) {
      const pair = this.queue.shift();
      if (pair) {
        pair.queued = false;
        this.align(pair);
      } else if (!this.fireOne()) return;
    }
  }

  align(pair: MPair) {
    if (pair.state !== 'active') return;
    const { entry, tp, sl, open } = pair;
    if (open === 0 && !this.live(entry)) {
      this.closeExits(pair, entry.filled === 0 ? (entry.reason ?? 'no_liquidity') : 'oco');
      return;
    }
    if (entry.side === 'sell' && !this.live(entry)) {
      const holder = this.holder(pair);
      const need = this.buyCost(BigInt(open * pair.lockTicks) * K, Math.max(rates.makerBps, rates.takerBps));
      if (holder.lock > need) {
        this.add(`${holder.userId}:locked:INR`, need - holder.lock);
        this.add(`${holder.userId}:available:INR`, holder.lock - need);
        holder.lock = need;
      }
    }
    if (sl) {
      sl.lots = sl.filled + open;
      sl.remaining = open;
      const waiting = this.stops.includes(sl);
      if (open > 0 && !waiting) this.stops.push(sl);
      if (open === 0) this.stops = this.stops.filter((s) => s !== sl);
    }
    if (!tp) return;
    const resting = this.book.includes(tp);
    if (open === 0) {
      this.book = this.book.filter((b) => b !== tp);
      tp.remaining = 0;
      tp.status = 'pending';
    } else if (!resting || tp.remaining !== open) {
      this.book = this.book.filter((b) => b !== tp);
      tp.lots = tp.filled + open;
      tp.remaining = open;
      tp.status = tp.filled > 0 ? 'partially_filled' : 'open';
      tp.arrival = ++this.arrivals;
      const stop = this.match(tp, tp.ticks, null);
      if (stop === 'self') this.closeExits(pair, 'oco', 'self_trade');
      else if (tp.remaining === 0) {
        tp.status = 'pending';
        this.enqueue(pair);
      } else this.book.push(tp);
    }
  }

  closeExits(pair: MPair, reason: string, tpReason?: string) {
    pair.state = 'closed';
    for (const o of [pair.sl, pair.tp]) {
      if (!o || !this.live(o)) continue;
      this.stops = this.stops.filter((s) => s !== o);
      o.remaining = 0;
      if (o.filled > 0 && o.filled === o.lots && tpReason === undefined) this.finish(o, 'filled', null);
      else this.finish(o, 'cancelled', o === pair.tp ? (tpReason ?? reason) : reason);
    }
  }

  live(o: MOrder) {
    return ['open', 'partially_filled', 'pending'].includes(o.status);
  }

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
  placingLadder = 0;

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

// Commands. `pick` chooses which existing order a cancel names.
type Step =
  | { type: 'place'; command: Omit<PlaceCommand, 'id' | 'time'> }
  | { type: 'cancel'; userId: number; pick: number }
  | { type: 'cancelAll'; userId: number };

const user = fc.constantFrom(...USERS);
const side = fc.constantFrom<Side>('buy', 'sell');
// Mostly near the top; sometimes far enough to meet the 10% band.
const near = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 89_990, max: 90_010 }) },
  { weight: 1, arbitrary: fc.integer({ min: 78_000, max: 102_000 }) },
);
const base = {
  budget: 0,
  triggerTicks: 0,
  ioc: false,
  postOnly: false,
  ladderEndTicks: 0,
  ladderCount: 0,
  ladderWeighted: false,
  takeProfitTicks: 0,
  stopLossTicks: 0,
};

/**
 * Sometimes a take-profit and a stop-loss, either or both, mostly on the side they belong (a buy's take-profit above
 * its price and stop below; `from` is a limit's rate, or about the market for a market order), now and then not.
 */
const exits = fc.record({
  tp: fc.option(fc.integer({ min: -2, max: 25 }), { freq: 2 }),
  sl: fc.option(fc.integer({ min: -2, max: 25 }), { freq: 2 }),
});
function withExits<T extends { side: Side; ticks: number }>(
  order: T,
  offsets: { tp: number | null; sl: number | null },
) {
  const from = order.ticks > 0 ? order.ticks : 90_000;
  const sign = order.side === 'buy' ? 1 : -1;
  return {
    ...order,
    takeProfitTicks: offsets.tp === null ? 0 : from + sign * offsets.tp,
    stopLossTicks: offsets.sl === null ? 0 : from - sign * offsets.sl,
  };
}

const placeStep = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        userId: user,
        side,
        ticks: near,
        lots: fc.integer({ min: 1, max: 6 }),
        ioc: fc.boolean(),
        postOnly: fc.boolean(),
        exits,
      })
      .map(({ exits: offsets, ...r }) =>
        withExits({ ...base, ...r, kind: 'LIMIT' as const, postOnly: r.postOnly && !r.ioc }, offsets),
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ userId: user, side, lots: fc.integer({ min: 1, max: 8 }), exits })
      .map(({ exits: offsets, ...r }) =>
        withExits({ ...base, ...r, kind: 'MARKET' as const, ticks: 0 }, offsets),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, budget: fc.integer({ min: 50_000, max: 900_000 }), exits })
      .map(({ exits: offsets, ...r }) =>
        withExits(
          { ...base, ...r, side: 'buy' as const, kind: 'MARKET' as const, ticks: 0, lots: 0 },
          offsets,
        ),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, side, ticks: near, triggerTicks: near, lots: fc.integer({ min: 1, max: 4 }) })
      .map((r) => ({ ...base, ...r, kind: 'STOP_LIMIT' as const })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, side, triggerTicks: near, lots: fc.integer({ min: 1, max: 4 }) })
      .map((r) => ({ ...base, ...r, kind: 'STOP_LOSS' as const, ticks: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, triggerTicks: near, budget: fc.integer({ min: 50_000, max: 400_000 }) })
      .map((r) => ({ ...base, ...r, side: 'buy' as const, kind: 'STOP_LOSS' as const, ticks: 0, lots: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        userId: user,
        side,
        ticks: near,
        ladderEndTicks: near,
        ladderCount: fc.integer({ min: 2, max: 4 }),
        ladderWeighted: fc.boolean(),
        lots: fc.integer({ min: 1, max: 12 }),
        postOnly: fc.boolean(),
      })
      .map((r) => ({ ...base, ...r, kind: 'LADDER' as const })),
  },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: placeStep.map((command) => ({ type: 'place' as const, command })) },
  {
    weight: 2,
    arbitrary: fc.record({ userId: user, pick: fc.nat() }).map((r) => ({ type: 'cancel' as const, ...r })),
  },
  { weight: 1, arbitrary: user.map((userId) => ({ type: 'cancelAll' as const, userId })) },
);

function run(steps: Step[]) {
  const engine = new Engine(config, rates, { bandPercent: BAND }, null as never);
  const exchange = new MemoryExchange(engine);
  for (const u of USERS) {
    exchange.credit(u, 'INR', FUNDS.INR);
    exchange.credit(u, 'BTC', FUNDS.BTC);
  }
  const model = new Model();
  let nextId = 1;
  steps.forEach((s, index) => {
    const time = 1_000 + index;
    if (s.type === 'place') {
      const command: PlaceCommand = { ...s.command, id: nextId, time };
      nextId += 1 + command.ladderCount + exitCount(command);
      const expected = model.place(command);
      const got = exchange.place(command);
      if ('message' in got)
        expect(got.message.startsWith(expected ?? '<placed>'), `${got.message} / ${expected}`).toBe(true);
      else expect(expected, `placed ${command.kind}`).toBeNull();
    } else if (s.type === 'cancel') {
      const ids = [...model.orders.keys()];
      const id = ids.length === 0 ? 1 : (ids[s.pick % ids.length] as number);
      const expected = model.cancel(s.userId, id);
      const got = engine.cancel(s.userId, id, time);
      expect('message' in got, `cancel ${id}`).toBe(!expected);
    } else {
      expect(engine.cancelAll(s.userId, time)).toBe(model.cancelAll(s.userId));
    }
    // After every step: the fills, the book, every order, every balance.
    expect(exchange.fills.map(({ tradeId: _, ...f }) => f)).toEqual(model.fills);
    expect([...engine.bids.orders()].map((o) => [o.id, o.remaining])).toEqual(model.bookOf('buy'));
    expect([...engine.asks.orders()].map((o) => [o.id, o.remaining])).toEqual(model.bookOf('sell'));
    for (const m of model.orders.values()) {
      const e = engine.orders.get(m.id);
      if (e)
        expect([e.status, e.filled, e.lock, e.fee, e.gst, e.tds], `order ${m.id}`).toEqual([
          m.status,
          m.filled,
          Number(m.lock),
          Number(m.fee),
          Number(m.gst),
          Number(m.tds),
        ]);
      else expect(['filled', 'cancelled'], `order ${m.id} (${m.kind})`).toContain(m.status);
      if (e && m.pair)
        expect([e.exit, e.lots, e.remaining], `order ${m.id}`).toEqual([m.exit, m.lots, m.remaining]);
    }
    // Exits never exit more than their entry filled, and a buy's hold exactly the coin still open.
    for (const pair of model.pairs) {
      const exited = (pair.tp?.filled ?? 0) + (pair.sl?.filled ?? 0);
      expect(exited, `exits of ${pair.entry.id}`).toBeLessThanOrEqual(pair.entry.filled);
      if (pair.state === 'active') expect(pair.open).toBe(pair.entry.filled - exited);
      if (pair.state === 'active' && pair.entry.side === 'buy')
        expect((pair.tp ?? pair.sl)?.lock).toBe(BigInt(pair.open) * LOT);
    }
    expect(engine.stops.map((o) => o.id).sort()).toEqual(model.stops.map((o) => o.id).sort());
    // Each level's total is the sum of its orders (what depth and the channels show).
    for (const side of [engine.bids, engine.asks])
      for (const level of side.levels.values()) {
        let lots = 0;
        for (let o = level.head; o; o = o.next) lots += o.remaining;
        expect(level.lots, `level ${level.ticks}`).toBe(lots);
      }
    for (const [key, amount] of model.balances) expect(exchange.balances.get(key) ?? 0n, key).toBe(amount);
  });
  return { engine, exchange, model };
}

describe('matching engine = reference model, after every step (fast-check)', () => {
  it('random sequences of LIMIT, IOC, post-only, MARKET, STOP_LIMIT, STOP_LOSS, LADDER, take-profit and stop-loss, cancel and cancel all', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => void run(steps)),
      { numRuns: 300 },
    );
  }, 60_000);

  it('money is neither made nor lost: per asset, every account together equals what was deposited', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { exchange } = run(steps);
        for (const asset of ['INR', 'BTC']) {
          let sum = 0n;
          for (const [key, amount] of exchange.balances) if (key.endsWith(`:${asset}`)) sum += amount;
          expect(sum).toBe(0n);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the generated sequences reach every rule', () => {
  it('fills, stops fired, ladders, self-trade, band, budget, IOC and post-only cancels, exits and one-cancels-the-other all happen', () => {
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    for (const steps of fc.sample(fc.array(step, { minLength: 20, maxLength: 80 }), {
      numRuns: 200,
      seed: 17,
    })) {
      const { model, exchange } = run(steps);
      if (exchange.fills.length > 0) count('fill');
      if (exchange.firedStops.length > 0) count('stop fired');
      for (const o of model.orders.values()) {
        if (o.reason) count(o.reason);
        if (o.parentId && o.filled > 0) count('ladder child filled');
        if (o.kind === 'MARKET' && o.lots === 0 && o.status === 'filled') count('budget spent');
        if (o.exit && o.filled > 0) count(`${o.exit} exited`);
        if (o.exit && o.filled > 0 && o.filled === o.lots && o.status === 'filled') count(`${o.exit} filled`);
        if (o.exit === 'take_profit' && o.status === 'pending' && o.filled > 0) count('take-profit waits');
      }
      for (const pair of model.pairs) {
        if (pair.tp && pair.sl && pair.tp.filled > 0 && pair.sl.lots < pair.entry.filled)
          count('stop shrunk');
        if (pair.entry.side === 'sell' && pair.entry.filled > 0) count('sale exits');
        if (pair.entry.filled > 0 && pair.entry.lots > 0 && pair.entry.filled < pair.entry.lots)
          count('exits of a part');
      }
    }
    for (const what of [
      'fill',
      'stop fired',
      'ladder child filled',
      'self_trade',
      'band',
      'no_liquidity',
      'budget spent',
      'immediate_or_cancel',
      'post_only',
      'user',
      'oco',
      'take_profit exited',
      'take_profit filled',
      'stop_loss exited',
      'stop shrunk',
      'sale exits',
      'exits of a part',
    ])
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
  }, 60_000);
});

describe('replay: the journal of accepted commands rebuilds the same engine, from scratch or from a snapshot', () => {
  it('snapshot at any step + the commands after it = the engine that never stopped', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), fc.nat(), (steps, cut) => {
        const engine = new Engine(config, rates, { bandPercent: BAND }, null as never);
        const exchange = new MemoryExchange(engine);
        for (const u of USERS) {
          exchange.credit(u, 'INR', FUNDS.INR);
          exchange.credit(u, 'BTC', FUNDS.BTC);
        }
        // The journal: what was accepted, as the provider writes it.
        const journal: Array<{ at: number; apply: (e: Engine) => void }> = [];
        const snapshotAt = cut % (steps.length + 1);
        let snapshot = '';
        let nextId = 1;
        steps.forEach((s, index) => {
          if (index === snapshotAt) snapshot = JSON.stringify(engine.snapshot());
          const time = 1_000 + index;
          if (s.type === 'place') {
            const command: PlaceCommand = { ...s.command, id: nextId, time };
            nextId += 1 + command.ladderCount + exitCount(command);
            if (!('message' in exchange.place(command)))
              journal.push({ at: index, apply: (e) => e.place(command) });
          } else if (s.type === 'cancel') {
            const id = 1 + (s.pick % nextId);
            if (!('message' in engine.cancel(s.userId, id, time)))
              journal.push({ at: index, apply: (e) => e.cancel(s.userId, id, time) });
          } else {
            engine.cancelAll(s.userId, time);
            journal.push({ at: index, apply: (e) => e.cancelAll(s.userId, time) });
          }
        });
        if (snapshotAt === steps.length) snapshot = JSON.stringify(engine.snapshot());
        const silent = {
          accepted() {},
          fill() {},
          done() {},
          triggered() {},
          changed() {},
          lockMoved() {},
        };
        const fromScratch = new Engine(config, rates, { bandPercent: BAND }, silent);
        for (const entry of journal) entry.apply(fromScratch);
        const restored = new Engine(config, rates, { bandPercent: BAND }, silent);
        restored.restore(JSON.parse(snapshot));
        for (const entry of journal) if (entry.at >= snapshotAt) entry.apply(restored);
        const state = JSON.stringify(engine.snapshot());
        expect(JSON.stringify(fromScratch.snapshot())).toBe(state);
        expect(JSON.stringify(restored.snapshot())).toBe(state);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
