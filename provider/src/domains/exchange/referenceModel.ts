// The reference the matching engine is checked against (engine.model.test.ts): a deliberately simple model, linear
// scans over one array of resting orders and bigint money, the rules written out again from docs/exchange.md. This part:
// the accounts, the refusals and locks of placing, and the take-profit/stop-loss pairs; referenceBook.ts matches.
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { applyBps, DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import type { PlaceCommand, Side } from './order.ts';

export const config = PAIR_CONFIGS['BTC-INR'];
export const rates = exchangeRates(DEFAULT_FEE_SCHEDULE);
export const BAND = 10;
export const K = BigInt(config.paisePerLotTick);
export const LOT = BigInt(config.lotMinor);
export const USERS = [1, 2, 3, 4];
export const FUNDS = { INR: 10_000_000_000n, BTC: 100_000_000_000n };

export interface MOrder {
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
export interface MPair {
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
export abstract class ModelRules {
  book: MOrder[] = [];
  stops: MOrder[] = [];
  orders = new Map<number, MOrder>();
  last = 0;
  arrivals = 0;
  fills: MFill[] = [];
  balances = new Map<string, bigint>();
  pairs: MPair[] = [];
  queue: MPair[] = [];
  /** The ladder whose rungs are being placed: its parent is settled once they all are. */
  placingLadder = 0;

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

  abstract newOrder(c: PlaceCommand, id: number, ticks: number, lots: number, lock: bigint): MOrder;
  abstract takeLock(o: MOrder): void;
  abstract finish(o: MOrder, status: string, reason: string | null): void;
  abstract settleParent(parent: MOrder): void;
  abstract execute(o: MOrder): void;
  abstract match(o: MOrder, limit: number, maxValue: bigint | null): string;
  abstract fireOne(): boolean;
}
