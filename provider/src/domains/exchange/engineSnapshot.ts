// The matching engine's whole state as plain data, what a snapshot stores, and putting it back: the same book in the
// same time priority, the pending stops, live ladders and active exit pairs, and the counters.
import type { BookSide } from './book.ts';
import { ExitPair, type ExitPairState, Order, type OrderState } from './order.ts';

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

/** What a snapshot reads and a restore fills: the engine of one pair. */
interface PairBook {
  readonly bids: BookSide;
  readonly asks: BookSide;
  readonly orders: Map<number, Order>;
  readonly stops: Order[];
  lastTicks: number;
  tradeSeq: number;
  halted: boolean;
}

/** The engine's whole state as plain data. */
export function snapshotOf(book: PairBook): EngineState {
  const ladders: OrderState[] = [];
  const exits: ExitPairState[] = [];
  for (const order of book.orders.values()) {
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
    lastTicks: book.lastTicks,
    tradeSeq: book.tradeSeq,
    halted: book.halted,
    ladders,
    exits,
    bids: [...book.bids.orders()].map((order) => order.toState()),
    asks: [...book.asks.orders()].map((order) => order.toState()),
    stops: book.stops.map((order) => order.toState()),
  };
}

/** Puts back a snapshot's state into an empty engine. */
export function restoreInto(book: PairBook, state: EngineState): void {
  const known = new Map<number, Order>();
  const revive = (data: OrderState) => {
    const order = known.get(data.id) ?? Order.fromState(data);
    known.set(order.id, order);
    return order;
  };
  for (const data of state.ladders) {
    const parent = revive(data);
    parent.children = (data.children ?? []).map(revive);
    book.orders.set(parent.id, parent);
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
      if (order.live) book.orders.set(order.id, order);
    }
  }
  for (const [side, list] of [
    [book.bids, state.bids],
    [book.asks, state.asks],
  ] as const) {
    for (const data of list) {
      const order = revive(data);
      side.add(order);
      book.orders.set(order.id, order);
    }
  }
  for (const data of state.stops) {
    const order = revive(data);
    book.stops.push(order);
    book.orders.set(order.id, order);
  }
  book.lastTicks = state.lastTicks;
  book.tradeSeq = state.tradeSeq;
  book.halted = state.halted;
}
