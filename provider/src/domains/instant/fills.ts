// What an instant fill is, for the batch and the one-at-a-time path alike: the ledger entry of a fill, a stored
// quote's lines and the check that they re-derive from what was typed, the answer an execution gets, and the
// message it writes.
import type { Coin } from '@sikka/shared/constants';
import { pairOf } from '@sikka/shared/exchange/pairs';
import type { ExecuteResponse } from '@sikka/shared/instant/schemas';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { UserEventInput } from '../../platform/events/userEvents.ts';
import type { AccountRef, EntryRequest, Posting } from '../../platform/ledger/ledger.ts';
import { type OrderRow, orderWire } from './records.ts';

export const INSTANT_ORDER = 'instant_order';

/** A stored quote's lines (int8 columns, read as strings) in minor units. */
export function storedLines(quote: Record<keyof QuoteMinor, string>): QuoteMinor {
  return {
    quantity: BigInt(quote.quantity),
    value: BigInt(quote.value),
    fee: BigInt(quote.fee),
    gst: BigInt(quote.gst),
    tds: BigInt(quote.tds),
    total: BigInt(quote.total),
  };
}

/** Whether live lines are a stored quote's (an expired quote stands only if the price has not moved). */
export function sameLines(lines: QuoteMinor, stored: Record<keyof QuoteMinor, string>): boolean {
  return (Object.keys(lines) as Array<keyof QuoteMinor>).every((k) => lines[k] === BigInt(stored[k]));
}

/** Whether a stored quote re-derives from what was typed to exactly its stored numbers. */
export function rederives(quote: {
  side: 'buy' | 'sell';
  coin: string;
  unit: 'inr' | 'coin';
  amount: string;
  price: string;
  fee_schedule: unknown;
  lines: QuoteMinor;
}): boolean {
  const again = computeQuote({
    side: quote.side,
    coin: quote.coin as Coin,
    unit: quote.unit,
    amount: quote.amount,
    price: fromMinorUnits(BigInt(quote.price), 'INR'),
    schedule: quote.fee_schedule as FeeSchedule,
  });
  return (
    again.ok &&
    (Object.keys(quote.lines) as Array<keyof QuoteMinor>).every((k) => again.minor[k] === quote.lines[k])
  );
}

/**
 * The entry of a fill. Buy: the user pays the total; the fee and GST go to their accounts, the value to the
 * platform's trading position, which hands over the coins. Sell: the mirror, with TDS withheld for the
 * government. Per asset the lines sum to zero (value = total − fee − GST on a buy; total + fee + GST + TDS on a sale).
 */
export function fillPostings(userId: number, side: 'buy' | 'sell', coin: Coin, lines: QuoteMinor): Posting[] {
  const user = (asset: 'INR' | Coin): AccountRef => ({ userId, kind: 'available', asset });
  const treasury = (asset: 'INR' | Coin): AccountRef => ({ kind: 'treasury', asset });
  const fees: AccountRef = { kind: 'fees', asset: 'INR' };
  const gst: AccountRef = { kind: 'gst_payable', asset: 'INR' };
  if (side === 'buy') {
    return [
      { account: user('INR'), amount: -lines.total },
      { account: fees, amount: lines.fee },
      { account: gst, amount: lines.gst },
      { account: treasury('INR'), amount: lines.value },
      { account: treasury(coin), amount: -lines.quantity },
      { account: user(coin), amount: lines.quantity },
    ];
  }
  return [
    { account: user(coin), amount: -lines.quantity },
    { account: treasury(coin), amount: lines.quantity },
    { account: treasury('INR'), amount: -lines.value },
    { account: user('INR'), amount: lines.total },
    { account: fees, amount: lines.fee },
    { account: gst, amount: lines.gst },
    { account: { kind: 'tds_payable', asset: 'INR' }, amount: lines.tds },
  ];
}

/**
 * The ledger entry of a fill, with its move for the tax year: a buy acquires the coin at its value (the fee and GST
 * are not cost), a sale disposes of it for its value with the TDS the entry withholds.
 */
export function fillEntry(
  orderId: string | number,
  userId: number,
  side: 'buy' | 'sell',
  coin: Coin,
  lines: QuoteMinor,
  via: 'instant' | 'basket' | 'plan' = 'instant',
): EntryRequest {
  const { quantity, value, tds } = lines;
  return {
    kind: side === 'buy' ? 'instant_buy' : 'instant_sell',
    userId,
    reference: `order:${orderId}`,
    postings: fillPostings(userId, side, coin, lines),
    vda: [
      side === 'buy'
        ? { userId, asset: coin, source: `${via}_buy`, quantity, cost: value }
        : { userId, asset: coin, kind: `${via}_sell`, quantity, consideration: value, tds },
    ],
  };
}

/** The answer to an execution that filled: the order, and what it bought or sold. */
export function fillAnswer(order: OrderRow): ExecuteResponse {
  const wire = orderWire(order);
  const verb = order.side === 'buy' ? 'bought' : 'sold';
  return { order: wire, message: `You ${verb} ${wire.quantity} ${order.coin}` };
}

/**
 * The fill's transaction message: an instant order fills wholly at once, so it is `order_filled` (which also earns
 * the first_trade card) — the coin bought or sold, at the quote's price, for its value in rupees (as an exchange
 * fill's `amount`: before the fee, GST and TDS). Keyed by the instant order's id, apart from the exchange's
 * `order:` keys (another table's ids).
 */
export function fillMessage(order: OrderRow): UserEventInput {
  const wire = orderWire(order);
  return messageEvent(
    order.user_id,
    'order_filled',
    {
      order_id: wire.id,
      pair: pairOf(wire.coin),
      coin: wire.coin,
      side: wire.side,
      volume: wire.quantity,
      average_rate: wire.price,
      amount: wire.value,
    },
    `instant:${order.id}:filled`,
  );
}
