// The ledger entries of the engine's events (pure): an order's lock, a fill, and the release of what is left.
// Each entry sums to zero per asset; a fill is paid from the orders' locks only, so it never needs `available`.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import type { EntryRequest, Posting } from '../../platform/ledger/ledger.ts';
import type { VdaMove } from '../../platform/ledger/vda.ts';
import type { Order } from './order.ts';

const ORDER_REFERENCE = (id: number) => `xorder:${id}`;
const TRADE_REFERENCE = (pair: string, tradeId: number) => `xtrade:${pair}:${tradeId}`;

function lockedAsset(order: Order, config: PairConfig) {
  return order.side === 'buy' ? config.quote : config.coin;
}

/**
 * An order's lock moved: `amount` > 0 from available to locked (an order_lock: placing, what the order may spend; a
 * buy's exits locking the coin a fill bought), < 0 back (an order_release: done, what is still locked, exactly; a
 * sale's exits letting go of rupees they no longer need). Null when nothing moves (a ladder parent locks nothing).
 */
export function lockMoveEntry(order: Order, amount: number, config: PairConfig): EntryRequest | null {
  if (amount === 0) return null;
  const asset = lockedAsset(order, config);
  const moved = BigInt(amount);
  return {
    kind: amount > 0 ? 'order_lock' : 'order_release',
    userId: order.userId,
    reference: ORDER_REFERENCE(order.id),
    postings: [
      { account: { userId: order.userId, kind: 'available', asset }, amount: -moved },
      { account: { userId: order.userId, kind: 'locked', asset }, amount: moved },
    ],
  };
}

/**
 * A fill: the buyer's locked rupees pay the value, their fee and GST; the seller's locked coin goes to the buyer;
 * the seller receives the value less their fee, GST and TDS; fees, GST and TDS go to the platform's accounts.
 */
export function fillEntry(
  maker: Order,
  taker: Order,
  lots: number,
  makerPays: FillCharges,
  takerPays: FillCharges,
  tradeId: number,
  config: PairConfig,
): EntryRequest {
  const [buyer, buyerPays, seller, sellerPays] =
    maker.side === 'buy' ? [maker, makerPays, taker, takerPays] : [taker, takerPays, maker, makerPays];
  const quantity = BigInt(lots * config.lotMinor);
  const inr = config.quote;
  const postings: Posting[] = [
    {
      account: { userId: buyer.userId, kind: 'locked', asset: inr },
      amount: -BigInt(buyerPays.value + buyerPays.fee + buyerPays.gst),
    },
    { account: { userId: buyer.userId, kind: 'available', asset: config.coin }, amount: quantity },
    { account: { userId: seller.userId, kind: 'locked', asset: config.coin }, amount: -quantity },
    {
      account: { userId: seller.userId, kind: 'available', asset: inr },
      amount: BigInt(sellerPays.value - sellerPays.fee - sellerPays.gst - sellerPays.tds),
    },
    { account: { kind: 'fees', asset: inr }, amount: BigInt(buyerPays.fee + sellerPays.fee) },
    { account: { kind: 'gst_payable', asset: inr }, amount: BigInt(buyerPays.gst + sellerPays.gst) },
    { account: { kind: 'tds_payable', asset: inr }, amount: BigInt(sellerPays.tds) },
  ];
  // The tax year: the buyer acquires at the value (fees are not cost); the seller disposes for it, TDS withheld.
  const value = BigInt(buyerPays.value);
  const vda: VdaMove[] = [
    { userId: buyer.userId, asset: config.coin, source: 'exchange_buy', quantity, cost: value },
    {
      userId: seller.userId,
      asset: config.coin,
      kind: 'exchange_sell',
      quantity,
      consideration: BigInt(sellerPays.value),
      tds: BigInt(sellerPays.tds),
    },
  ];
  return { kind: 'trade', userId: null, reference: TRADE_REFERENCE(config.pair, tradeId), postings, vda };
}
