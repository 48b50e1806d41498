// What a command of the matching engine did, as it gives it back: its events in order (the money moves the caller
// posts and the changes the caller records) and its order, in one log the engine reuses for every command.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import type { Order } from './order.ts';

/**
 * accepted: an order entered (resting, pending, about to match, or a ladder's parent), `amount` its lock.
 * fill: `order` (the maker) and `taker` traded `lots` at `ticks`, trade `tradeId`; each side's charges of this fill.
 * done: the order is done (filled or cancelled), `amount` < 0 what was left of its lock, now released.
 * triggered: a pending stop's trigger was reached: it is now a live order.
 * changed: a ladder parent's totals changed (its children filled or finished), or an exit's quantity or state.
 * lockMoved: part of a lock moved without the order being placed or done: `amount` > 0 from available to locked
 * (a buy's exits locking the coin a fill bought), < 0 back (a sale's exits letting go of rupees they no longer need).
 */
export type EngineEventKind = 'accepted' | 'fill' | 'done' | 'triggered' | 'changed' | 'lockMoved';

/** One event: a record of the log's pool, so read it before the engine's next command, each field for its kinds. */
export interface EngineEvent {
  kind: EngineEventKind;
  /** The order (a fill's maker): the engine's own, valid only until the next command. */
  order: Order;
  /** The order's ladder parent, if live when the event happened; else null. */
  parent: Order | null;
  /** A fill's taker and the taker's live ladder parent (this and the fields below: a fill's only, stale otherwise). */
  taker: Order | null;
  takerParent: Order | null;
  /** What moved between available and locked, signed as in `lockMoved` (accepted > 0, done < 0); 0 for none. */
  amount: number;
  /** A fill's lots, price in ticks and trade id. */
  lots: number;
  ticks: number;
  tradeId: number;
  /** A fill's charges of each side (this fill's, not the order's totals). */
  readonly makerPays: FillCharges;
  readonly takerPays: FillCharges;
}

/** A command's events in order and its order. The engine reuses it: valid until the next command. */
export class EngineEvents {
  /** The command's order: placed (a ladder's parent) as matching left it, or cancelled; null for a cancel all. */
  order: Order | null = null;
  /** A cancel all's count of the person's orders it cancelled; 0 for the other commands. */
  cancelled = 0;
  /** How many events the command made: read them with at(0) … at(length - 1). */
  length = 0;
  readonly #pool: EngineEvent[] = [];

  at(index: number): EngineEvent {
    return this.#pool[index] as EngineEvent;
  }

  /** Empties the log for the next command (the records stay, to be written over). */
  reset(): void {
    this.order = null;
    this.cancelled = 0;
    this.length = 0;
  }

  /** The next record, filled in as an event of `kind` on `order`; a fill's own fields are the engine's to fill. */
  push(kind: EngineEventKind, order: Order, parent: Order | null, amount: number): EngineEvent {
    let event = this.#pool[this.length];
    if (event === undefined) {
      event = {
        kind,
        order,
        parent,
        taker: null,
        takerParent: null,
        amount,
        lots: 0,
        ticks: 0,
        tradeId: 0,
        makerPays: { value: 0, fee: 0, gst: 0, tds: 0 },
        takerPays: { value: 0, fee: 0, gst: 0, tds: 0 },
      };
      this.#pool.push(event);
    } else {
      event.kind = kind;
      event.order = order;
      event.parent = parent;
      event.amount = amount;
    }
    this.length += 1;
    return event;
  }
}

/** What a place or a cancel gives back: its events, and its order (placed, or cancelled). */
export type OrderEvents = EngineEvents & { readonly order: Order };
