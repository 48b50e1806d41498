// The exchange's refusal texts (docs/requirements.md §8 shapes: a 422 field error or a plain message), in one place so the
// provider, the BFF and the client's tests quote the same words. Tick, lot and minimum-size texts are in pairs.ts.

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const PAIR_HALTED = (pair: string) => `Trading in ${pair} is halted. Please try again later`;
export const OUTSIDE_BAND = (low: string, high: string) =>
  `The price must be between ₹${low} and ₹${high} (within the band around the last price)`;
export const NO_REFERENCE_PRICE = 'There is no price for this market yet. Place a limit order instead';
export const STOP_BUY_TRIGGER = 'A buy stop needs a trigger price above the last price';
export const STOP_SELL_TRIGGER = 'A sell stop needs a trigger price below the last price';
export const LADDER_TOO_SMALL = (minSize: string, coin: string) =>
  `Each order of the ladder must be at least ${minSize} ${coin}`;
export const LADDER_SAME_RATE = 'The end rate must differ from the first rate by at least one tick per order';
/** Take-profit and stop-loss exits: on the right side of the order's price (`basis` names it), within the band. */
export const EXITS_LIMIT_MARKET_ONLY = 'Take-profit and stop-loss attach to limit and market orders only';
export const TAKE_PROFIT_SIDE = (direction: 'above' | 'below', rate: string, basis: string) =>
  `The take-profit must be ${direction} ₹${rate} (the ${basis})`;
export const STOP_LOSS_SIDE = (direction: 'above' | 'below', rate: string, basis: string) =>
  `The stop-loss must be ${direction} ₹${rate} (the ${basis})`;
export const EXIT_FUNDS = 'Insufficient rupee balance to buy back with the take-profit and stop-loss';
export const ORDER_NOT_FOUND = 'This order was not found';
export const ORDER_DONE = 'This order is already filled or cancelled';
export const CLIENT_ORDER_ID_USED =
  'This client_order_id already names another order of this API key: choose a new one';
export const EXCHANGE_UNAVAILABLE = 'The exchange is busy. Please try again in a moment';
/** A cancel-all's answer, however many pairs and owners it went through. */
export const ORDERS_CANCELLED = (count: number) => `${count} order(s) cancelled`;
