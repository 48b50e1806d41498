// The engine's orders and fills as the wire shows them (shared/src/exchange/schemas.ts): decimal strings at each
// asset's §9 precision, ISO times; a ladder parent carries its children's totals; an order with a take-profit and a
// stop-loss names them, and they name it.
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { lotsToVolume, type PairConfig, ticksToRate } from '@sikka/shared/exchange/pairs';
import type { ExchangeFill, ExchangeOrder } from '@sikka/shared/exchange/schemas';
import { fromMinorUnits, precisionOf } from '@sikka/shared/money/amount';
import type { Order } from './order.ts';

const inr = (paise: number) => fromMinorUnits(BigInt(paise), QUOTE_CURRENCY);
const iso = (ms: number) => new Date(ms).toISOString();

/** Rupees per coin of a value over lots, half up to the paisa; null before any fill. */
function averageRate(value: number, lots: number, config: PairConfig): string | null {
  if (lots === 0) return null;
  const coins = BigInt(lots) * BigInt(config.lotMinor);
  const scaled = BigInt(value) * 10n ** BigInt(precisionOf(config.coin));
  return fromMinorUnits((scaled * 2n + coins) / (2n * coins), QUOTE_CURRENCY);
}

export function orderRecord(order: Order, config: PairConfig): ExchangeOrder {
  const parts = order.children ?? [order];
  const sum = (pick: (o: Order) => number) => parts.reduce((total, o) => total + pick(o), 0);
  const value = sum((o) => o.value);
  const lockAsset = order.side === 'buy' ? QUOTE_CURRENCY : config.coin;
  const trigger = order.triggerTicks > 0 ? ticksToRate(order.triggerTicks, config) : null;
  return {
    id: order.id,
    client_order_id: order.clientOrderId,
    pair: config.pair,
    coin: config.coin,
    base_coin: QUOTE_CURRENCY,
    advance_order_type: order.kind,
    order_type: order.side === 'buy' ? 'BID' : 'ASK',
    side: order.side,
    status: order.status,
    rate: order.ticks > 0 ? ticksToRate(order.ticks, config) : null,
    trigger_price: trigger,
    'trigger-price': trigger,
    volume: order.lots > 0 ? lotsToVolume(order.lots, config) : null,
    total_amount: order.budget > 0 ? inr(order.budget) : null,
    unit: order.budget > 0 ? 'amount' : 'volume',
    time_in_force: order.ioc ? 'IOC' : 'GTC',
    post_only: order.postOnly,
    filled_volume: lotsToVolume(order.filled, config),
    remaining_volume:
      order.lots > 0 ? lotsToVolume(order.live ? order.lots - order.filled : 0, config) : null,
    average_rate: averageRate(value, order.filled, config),
    filled_amount: inr(value),
    fee: inr(sum((o) => o.fee)),
    gst: inr(sum((o) => o.gst)),
    tds: inr(sum((o) => o.tds)),
    locked: fromMinorUnits(BigInt(sum((o) => o.lock)), lockAsset),
    cancel_reason: order.cancelReason,
    parent_id: order.parentId || order.entryId || null,
    ladder: order.children
      ? {
          end_rate: ticksToRate(order.ladderEndTicks, config),
          orders: order.children.length,
          distribution: order.ladderWeighted ? 'weighted' : 'even',
          children: order.children.map((child) => child.id),
        }
      : null,
    take_profit: order.takeProfitTicks > 0 ? ticksToRate(order.takeProfitTicks, config) : null,
    stop_loss: order.stopLossTicks > 0 ? ticksToRate(order.stopLossTicks, config) : null,
    exits: exitIds(order),
    exit: order.exit,
    created_at: iso(order.time),
    updated_at: iso(order.updated),
  };
}

/** An entry's exits' ids: the ids after its own, take-profit first (engine.ts #attachExits). */
function exitIds(order: Order): ExchangeOrder['exits'] {
  if (order.takeProfitTicks === 0 && order.stopLossTicks === 0) return null;
  const takeProfit = order.takeProfitTicks > 0 ? order.id + 1 : null;
  return {
    take_profit: takeProfit,
    stop_loss: order.stopLossTicks > 0 ? (takeProfit ?? order.id) + 1 : null,
  };
}

/** One side of a trade as the person who traded sees it. */
export interface TradeSide {
  tradeId: number;
  orderId: number;
  side: 'buy' | 'sell';
  ticks: number;
  lots: number;
  value: number;
  fee: number;
  gst: number;
  tds: number;
  maker: boolean;
  time: number;
}

export function fillRecord(trade: TradeSide, config: PairConfig): ExchangeFill {
  return {
    id: trade.tradeId,
    order_id: trade.orderId,
    pair: config.pair,
    side: trade.side,
    rate: ticksToRate(trade.ticks, config),
    volume: lotsToVolume(trade.lots, config),
    amount: inr(trade.value),
    fee: inr(trade.fee),
    gst: inr(trade.gst),
    tds: inr(trade.tds),
    liquidity: trade.maker ? 'maker' : 'taker',
    created_at: iso(trade.time),
  };
}
