// One batch of the sequencer as the engines run it: the trades, the orders touched and the ledger entries it makes,
// and the in-memory balances its funds checks read, from the events each command gives back.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import type { Pair, PairConfig } from '@sikka/shared/exchange/pairs';
import type { EntryRequest } from '../../platform/ledger/ledger.ts';
import type { Engine } from './engine.ts';
import type { EngineEvent, EngineEvents } from './engineEvents.ts';
import type { Order } from './order.ts';
import type { TradeSide } from './records.ts';
import { fillEntry, lockMoveEntry } from './settlement.ts';

/** The trades, order changes and entries one batch makes; also the in-memory balances its funds checks use. */
export class Batch {
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

  #touch(order: Order, parent: Order | null): void {
    this.touched.set(order.id, { order, pair: this.pair });
    if (parent) this.touched.set(parent.id, { order: parent, pair: this.pair });
  }

  /** Records a command's events on the pair's engine, in order; read before the engine's next command. */
  take(events: EngineEvents): void {
    const config = (this.engine as Engine).config;
    for (let i = 0; i < events.length; i++) {
      const event = events.at(i);
      if (event.kind === 'fill') this.#fill(event, config);
      else {
        this.#touch(event.order, event.parent);
        // Placing, done and a lock moving while the order lives move money; a stop fired or a change do not.
        if (event.kind !== 'triggered' && event.kind !== 'changed')
          this.#move(lockMoveEntry(event.order, event.amount, config));
      }
    }
  }

  #fill(event: EngineEvent, config: PairConfig): void {
    const { order: maker, lots, ticks, makerPays, takerPays, tradeId } = event;
    const taker = event.taker as Order;
    const side = (order: Order, pays: FillCharges, isMaker: boolean): TradeSide => ({
      tradeId,
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
    this.#touch(maker, event.parent);
    this.#touch(taker, event.takerParent);
    this.#move(fillEntry(maker, taker, lots, makerPays, takerPays, tradeId, config));
  }
}
