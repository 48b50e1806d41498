// One batch of the sequencer as the engines run it: the trades, the orders touched and the ledger entries it makes,
// and the in-memory balances its funds checks read (the engine's listener while the batch runs).
import type { FillCharges } from '@sikka/shared/exchange/charges';
import type { Pair } from '@sikka/shared/exchange/pairs';
import type { EntryRequest } from '../../platform/ledger/ledger.ts';
import type { Engine, EngineListener } from './engine.ts';
import type { Order } from './order.ts';
import type { TradeSide } from './records.ts';
import { fillEntry, lockEntry, lockMoveEntry, releaseEntry } from './settlement.ts';

/** The trades, order changes and entries one batch makes; also the in-memory balances its funds checks use. */
export class Batch implements EngineListener {
  readonly entries: EntryRequest[] = [];
  readonly trades: Array<{
    pair: Pair;
    maker: TradeSide;
    taker: TradeSide;
    makerUser: number;
    takerUser: number;
  }> = [];
  readonly touched = new Map<number, { order: Order; pair: Pair }>();
  readonly usersChanged = new Set<number>();
  pair: Pair = 'BTC-INR';
  engine: Engine | null = null;
  /** Fills of the command being carried out, for its answer. */
  current: TradeSide[] = [];
  currentUser = 0;

  constructor(readonly available: Map<string, bigint>) {}

  #move(entry: EntryRequest | null): void {
    if (!entry) return;
    this.entries.push(entry);
    for (const { account, amount } of entry.postings) {
      if (account.userId === undefined) continue;
      this.usersChanged.add(account.userId);
      if (account.kind !== 'available') continue;
      const key = `${account.userId}:${account.asset}`;
      const balance = this.available.get(key);
      if (balance !== undefined) this.available.set(key, balance + amount);
    }
  }

  #touch(order: Order): void {
    this.touched.set(order.id, { order, pair: this.pair });
    if (order.parentId !== 0) {
      const parent = this.engine?.orders.get(order.parentId);
      if (parent) this.touched.set(parent.id, { order: parent, pair: this.pair });
    }
  }

  accepted(order: Order): void {
    this.#touch(order);
    this.#move(lockEntry(order, (this.engine as Engine).config));
  }

  fill(
    maker: Order,
    taker: Order,
    lots: number,
    ticks: number,
    makerPays: FillCharges,
    takerPays: FillCharges,
  ) {
    const engine = this.engine as Engine;
    const side = (order: Order, pays: FillCharges, isMaker: boolean): TradeSide => ({
      tradeId: engine.tradeSeq,
      orderId: order.id,
      side: order.side,
      ticks,
      lots,
      value: pays.value,
      fee: pays.fee,
      gst: pays.gst,
      tds: pays.tds,
      maker: isMaker,
      time: taker.updated,
    });
    const makerSide = side(maker, makerPays, true);
    const takerSide = side(taker, takerPays, false);
    this.trades.push({
      pair: this.pair,
      maker: makerSide,
      taker: takerSide,
      makerUser: maker.userId,
      takerUser: taker.userId,
    });
    if (taker.userId === this.currentUser) this.current.push(takerSide);
    this.#touch(maker);
    this.#touch(taker);
    this.#move(fillEntry(maker, taker, lots, makerPays, takerPays, engine.tradeSeq, engine.config));
  }

  done(order: Order): void {
    this.#touch(order);
    this.#move(releaseEntry(order, (this.engine as Engine).config));
  }

  triggered(order: Order): void {
    this.#touch(order);
  }

  changed(order: Order): void {
    this.#touch(order);
  }

  lockMoved(order: Order, amount: number): void {
    this.#touch(order);
    this.#move(lockMoveEntry(order, amount, (this.engine as Engine).config));
  }
}

/** The listener an engine holds outside a batch: recovery and previews change nothing. */
export const silent: EngineListener = {
  accepted() {},
  fill() {},
  done() {},
  triggered() {},
  changed() {},
  lockMoved() {},
};
