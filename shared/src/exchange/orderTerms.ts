// The order types and the terms the order form shows and checks, without zod: the trading screen's first screen
// uses them, where zod's full build must not load (docs/benchmarks.md "First load"). Re-exported by schemas.ts.

/** §3 advance_order_type values. */
export const ADVANCE_ORDER_TYPES = ['LIMIT', 'STOP_LIMIT', 'MARKET', 'LADDER', 'STOP_LOSS'] as const;
export type AdvanceOrderType = (typeof ADVANCE_ORDER_TYPES)[number];

export type OrderSide = 'buy' | 'sell';

/** The most child orders a ladder splits into. */
export const LADDER_MAX_ORDERS = 20;

const TAKES_EXITS: ReadonlySet<AdvanceOrderType> = new Set(['LIMIT', 'MARKET']);

/** Whether the type takes a take-profit and stop-loss. */
export function takesExits(type: AdvanceOrderType): boolean {
  return TAKES_EXITS.has(type);
}
