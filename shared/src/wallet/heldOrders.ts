// §3 held-order types and what each means (withdraw or deposit): no schema here, so the shell can read them
// without zod.
/** §3 held-order types: the first three mean withdraw, the last three deposit. */
export const HELD_ORDER_DIRECTIONS = {
  SEND: 'withdraw',
  VIRTUAL_ACC_WITHDRAW: 'withdraw',
  WITHDRAW: 'withdraw',
  RECEIVE: 'deposit',
  VIRTUAL_ACC_DEPOSIT: 'deposit',
  DEPOSIT: 'deposit',
} as const;
export type HeldOrderType = keyof typeof HELD_ORDER_DIRECTIONS;
export type HeldOrderDirection = (typeof HELD_ORDER_DIRECTIONS)[HeldOrderType];

/** §3 SEND, VIRTUAL_ACC_WITHDRAW, WITHDRAW mean withdraw; RECEIVE, VIRTUAL_ACC_DEPOSIT, DEPOSIT mean deposit. */
export function heldOrderDirection(orderType: HeldOrderType): HeldOrderDirection {
  return HELD_ORDER_DIRECTIONS[orderType];
}
