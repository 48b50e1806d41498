// One side of one pair's order book: price levels keyed by ticks, each a FIFO of resting orders linked in place
// (O(1) add, cancel and fill), and the levels' prices in a sorted array whose best price is last, so the busy
// end near the top of the book is also the cheap end of every insert and removal.
import { Level, type Order } from './order.ts';

export class BookSide {
  readonly levels = new Map<number, Level>();
  /** Prices with resting orders; bids ascending and asks descending, so the best is always the last. */
  readonly prices: number[] = [];

  constructor(readonly buy: boolean) {}

  best(): Level | undefined {
    const prices = this.prices;
    return prices.length === 0 ? undefined : this.levels.get(prices[prices.length - 1] as number);
  }

  /** True when `a` is a better price than `b` on this side. */
  better(a: number, b: number): boolean {
    return this.buy ? a > b : a < b;
  }

  /** Appends the order at the back of its price's queue (time priority). */
  add(order: Order): void {
    let level = this.levels.get(order.ticks);
    if (!level) {
      level = new Level(order.ticks);
      this.levels.set(order.ticks, level);
      this.#insertPrice(order.ticks);
    }
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.lots += order.remaining;
  }

  /** Takes the order out of its queue; an emptied level goes. */
  remove(order: Order): void {
    const level = order.level;
    if (!level) return;
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    level.lots -= order.remaining;
    order.level = null;
    order.prev = null;
    order.next = null;
    if (level.head === null) {
      this.levels.delete(level.ticks);
      this.#removePrice(level.ticks);
    }
  }

  /** Orders from the best price down, each level in time priority. */
  *orders(): Generator<Order> {
    for (let i = this.prices.length - 1; i >= 0; i--) {
      for (let order = this.levels.get(this.prices[i] as number)?.head ?? null; order; order = order.next)
        yield order;
    }
  }

  /** The top `depth` levels from the best: [ticks, lots]. */
  top(depth: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = this.prices.length - 1; i >= 0 && out.length < depth; i--) {
      const ticks = this.prices[i] as number;
      out.push([ticks, (this.levels.get(ticks) as Level).lots]);
    }
    return out;
  }

  /** Where a price goes: the first index whose price sorts after it (scanning from the best end). */
  #indexFor(ticks: number): number {
    const prices = this.prices;
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      // Ascending for bids (best highest, last), descending for asks (best lowest, last).
      if (this.buy ? (prices[mid] as number) < ticks : (prices[mid] as number) > ticks) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** In place (splice would allocate its answer): shifts the few prices above the slot, the top being near. */
  #insertPrice(ticks: number): void {
    const prices = this.prices;
    const index = this.#indexFor(ticks);
    prices.push(ticks);
    for (let i = prices.length - 1; i > index; i--) prices[i] = prices[i - 1] as number;
    prices[index] = ticks;
  }

  #removePrice(ticks: number): void {
    const prices = this.prices;
    // Fills and cancels happen near the top: look at the end first.
    if (prices[prices.length - 1] === ticks) {
      prices.pop();
      return;
    }
    const index = this.#indexFor(ticks);
    if (prices[index] !== ticks) return;
    for (let i = index; i < prices.length - 1; i++) prices[i] = prices[i + 1] as number;
    prices.pop();
  }
}
