// An order inside the matching engine, and the commands that make one: prices in ticks, sizes in lots, money in
// the asset's smallest unit, all plain numbers within the safe-integer range.
import type { Charges } from '@sikka/shared/exchange/charges';
import type { AdvanceOrderType, CancelReason, OrderStatus } from '@sikka/shared/exchange/schemas';
import type { Level } from './book.ts';

export type Side = 'buy' | 'sell';

/** What a person asked for, as the engine takes it (the provider has checked ticks, lots and minimum size). */
export interface PlaceCommand {
  /** The order's id; a ladder's children take the next `ladderCount` ids. */
  id: number;
  userId: number;
  side: Side;
  kind: AdvanceOrderType;
  /** The limit rate (LIMIT, STOP_LIMIT; a LADDER's first rate); 0 otherwise. */
  ticks: number;
  /** The quantity; 0 for a buy by rupee amount. */
  lots: number;
  /** A MARKET or STOP_LOSS buy's rupee amount in paise; 0 otherwise. */
  budget: number;
  /** STOP_LIMIT and STOP_LOSS: the trade price that fires the order; 0 otherwise. */
  triggerTicks: number;
  ioc: boolean;
  postOnly: boolean;
  ladderEndTicks: number;
  ladderCount: number;
  ladderWeighted: boolean;
  /** When the command was taken (epoch ms): part of the command, so a replay gives the same times. */
  time: number;
}

export class Order implements Charges {
  // What was asked (a triggered stop keeps its kind).
  readonly id: number;
  readonly userId: number;
  readonly side: Side;
  readonly kind: AdvanceOrderType;
  readonly ticks: number;
  readonly lots: number;
  readonly budget: number;
  readonly triggerTicks: number;
  readonly ioc: boolean;
  readonly postOnly: boolean;
  readonly time: number;
  /** A ladder parent's end rate and distribution (0 and false for other orders). */
  readonly ladderEndTicks: number;
  readonly ladderWeighted: boolean;
  /** A ladder child's parent id; 0 for other orders. */
  parentId = 0;

  // Where it stands.
  status: OrderStatus = 'open';
  cancelReason: CancelReason | null = null;
  /** Lots still to fill (a buy by amount: lots it may still take, unbounded). */
  remaining: number;
  filled = 0;
  /** What is still locked for it: paise for a buy, the coin's smallest unit for a sale. */
  lock = 0;
  /** The time of the last change. */
  updated: number;

  // Its charges so far (shared/src/exchange/charges.ts).
  value = 0;
  feeUnits = 0;
  feeRest = 0;
  fee = 0;
  gst = 0;
  tds = 0;

  /** A ladder parent's children; null for other orders. */
  children: Order[] | null = null;

  // Its place in the book while it rests.
  level: Level | null = null;
  prev: Order | null = null;
  next: Order | null = null;

  constructor(command: PlaceCommand, id = command.id, ticks = command.ticks, lots = command.lots) {
    this.id = id;
    this.userId = command.userId;
    this.side = command.side;
    this.kind = command.kind;
    this.ticks = ticks;
    this.lots = lots;
    this.budget = command.budget;
    this.triggerTicks = command.triggerTicks;
    this.ioc = command.ioc;
    this.postOnly = command.postOnly;
    this.time = command.time;
    this.ladderEndTicks = command.kind === 'LADDER' ? command.ladderEndTicks : 0;
    this.ladderWeighted = command.kind === 'LADDER' && command.ladderWeighted;
    this.updated = command.time;
    this.remaining = lots > 0 ? lots : Number.MAX_SAFE_INTEGER;
  }

  /** Everything about the order, for a snapshot of the engine. */
  toState(): OrderState {
    const { level: _l, prev: _p, next: _n, children, ...fields } = this;
    return { ...fields, children: children ? children.map((child) => child.toState()) : null };
  }

  static fromState(state: OrderState): Order {
    const order = Object.create(Order.prototype) as Order;
    Object.assign(order, state, { children: null, level: null, prev: null, next: null });
    return order;
  }

  get live(): boolean {
    return this.status === 'open' || this.status === 'partially_filled' || this.status === 'pending';
  }
}

/** An order as a snapshot holds it: plain data, a ladder parent with its children inside. */
export type OrderState = Omit<
  { [K in keyof Order as Order[K] extends (...args: never[]) => unknown ? never : K]: Order[K] },
  'level' | 'prev' | 'next' | 'children' | 'live'
> & { children: OrderState[] | null };
