// What the matching engine reports as it works (its listener): the money moves the caller posts and the changes
// the caller records.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import type { Order } from './order.ts';

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
