// An order inside the matching engine, the price level it rests in, and the commands that make one: prices in
// ticks, sizes in lots, money in the asset's smallest unit, all plain numbers within the safe-integer range.
import type { Charges } from '@sikka/shared/exchange/charges';
import type { AdvanceOrderType } from '@sikka/shared/exchange/orderTerms';
import type { CancelReason, ExitRole, OrderStatus } from '@sikka/shared/exchange/schemas';

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
  /**
   * LIMIT and MARKET: the take-profit and stop-loss rates of the exits of what it fills; 0 (or absent, in commands
   * journaled before exits existed) for none. The exits take the ids after the order's: take-profit, then stop-loss.
   */
  takeProfitTicks?: number;
  stopLossTicks?: number;
  /** When the command was taken (epoch ms): part of the command, so a replay gives the same times. */
  time: number;
  /** The integrator's own id for the order (absent: none), echoed on it. */
  clientOrderId?: string;
}

/** How many exits a command attaches (each takes an id after the order's). */
export function exitCount(command: Pick<PlaceCommand, 'takeProfitTicks' | 'stopLossTicks'>): number {
  return ((command.takeProfitTicks ?? 0) > 0 ? 1 : 0) + ((command.stopLossTicks ?? 0) > 0 ? 1 : 0);
}

/**
 * An order's take-profit and stop-loss, one cancelling the other. While `active`, each fill of the entry adds to
 * `open` (what the exits stand ready to exit) and each fill of the take-profit takes from it, so the two together
 * never exit more than the entry filled. `fired`: the stop-loss fired and acts alone; `closed`: done.
 */
export class ExitPair {
  /** What the entry filled and neither exit has exited yet, in lots. */
  open = 0;
  state: 'active' | 'fired' | 'closed' = 'active';
  /** Queued for the engine to bring the exits in line with `open` (never in a snapshot: empty between commands). */
  queued = false;
  constructor(
    readonly entry: Order,
    readonly takeProfit: Order | null,
    readonly stopLoss: Order | null,
    /** A sale's exits buy back: the rate their one rupee lock is counted at (the dearer of the two); 0 for a buy's. */
    readonly lockTicks: number,
  ) {}

  /** The exit that holds the pair's one lock: the take-profit, else the stop-loss; the stop-loss once it fired. */
  get holder(): Order {
    return (this.state === 'fired' ? this.stopLoss : (this.takeProfit ?? this.stopLoss)) as Order;
  }
}

export class Order implements Charges {
  // What was asked (a triggered stop keeps its kind).
  readonly id: number;
  readonly userId: number;
  readonly side: Side;
  readonly kind: AdvanceOrderType;
  readonly ticks: number;
  /** The quantity (an exit's changes: what it has exited plus what is open). */
  lots: number;
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
  /** An entry's take-profit and stop-loss rates (0: none). */
  readonly takeProfitTicks: number;
  readonly stopLossTicks: number;
  /** An exit's role and the id of the order whose fills it exits; null and 0 for other orders. */
  exit: ExitRole | null = null;
  entryId = 0;
  /** The integrator's own id for it (the order itself, not a ladder's child or an exit); null for none. */
  readonly clientOrderId: string | null;

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
  /** An entry's exits (while they may act) and each exit's own pair; null otherwise. */
  exits: ExitPair | null = null;

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
    this.takeProfitTicks = id === command.id ? (command.takeProfitTicks ?? 0) : 0;
    this.stopLossTicks = id === command.id ? (command.stopLossTicks ?? 0) : 0;
    this.updated = command.time;
    this.remaining = lots > 0 ? lots : Number.MAX_SAFE_INTEGER;
    this.clientOrderId = id === command.id ? (command.clientOrderId ?? null) : null;
  }

  /** Everything about the order, for a snapshot of the engine. */
  toState(): OrderState {
    const { level: _l, prev: _p, next: _n, exits: _e, children, ...fields } = this;
    return { ...fields, children: children ? children.map((child) => child.toState()) : null };
  }

  static fromState(state: OrderState): Order {
    const order = Object.create(Order.prototype) as Order;
    Object.assign(order, state, { children: null, exits: null, level: null, prev: null, next: null });
    // A snapshot from before exits existed: its orders have none (added last, so newer states keep their key order).
    const defaults = { takeProfitTicks: 0, stopLossTicks: 0, exit: null, entryId: 0, clientOrderId: null };
    for (const [key, value] of Object.entries(defaults))
      if (!(key in order)) Object.assign(order, { [key]: value });
    return order;
  }

  get live(): boolean {
    return this.status === 'open' || this.status === 'partially_filled' || this.status === 'pending';
  }
}

/** An order as a snapshot holds it: plain data, a ladder parent with its children inside. */
export type OrderState = Omit<
  { [K in keyof Order as Order[K] extends (...args: never[]) => unknown ? never : K]: Order[K] },
  'level' | 'prev' | 'next' | 'children' | 'exits' | 'live'
> & { children: OrderState[] | null };

/** An active exit pair as a snapshot holds it (its entry and exits also wherever else they are: the same orders). */
export interface ExitPairState {
  entry: OrderState;
  takeProfit: OrderState | null;
  stopLoss: OrderState | null;
  open: number;
  lockTicks: number;
}

/** An order's take-profit and stop-loss, as they stand. */
export function exitsOf(order: Order): Order[] {
  const pair = order.exits;
  return pair ? [pair.takeProfit, pair.stopLoss].filter((exit): exit is Order => exit !== null) : [];
}

/** A price level of one side of a book: its resting orders in time order, linked through the orders themselves. */
export class Level {
  /** Lots resting at this price, all orders together. */
  lots = 0;
  head: Order | null = null;
  tail: Order | null = null;
  constructor(readonly ticks: number) {}
}
