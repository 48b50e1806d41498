// The exchange's commands as a person sends them: a place request as the engine's command, and a cancel's answer.
import { ORDER_DONE, ORDER_NOT_FOUND } from '@sikka/shared/exchange/messages';
import { PAIR_CONFIGS, type Pair, pairOf, rateToTicks, volumeToLots } from '@sikka/shared/exchange/pairs';
import { byVolume, orderSide, type PlaceOrderRequest } from '@sikka/shared/exchange/schemas';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn, HttpError, messageError } from '../../platform/http/errors.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import { clientOrderKey, orderPair } from './exchangeQueries.ts';
import type { ExchangeService } from './exchangeService.ts';
import type { PlaceCommand } from './order.ts';

function checked<T>(result: { ok: true; value: T } | { ok: false; message: string }, field: string): T {
  if (!result.ok) throw fieldErrorOn(field, result.message);
  return result.value;
}

/** The place request as the engine's command; every §5 and pair rule refused on its field. */
function commandOf(body: PlaceOrderRequest): {
  pair: Pair;
  command: Omit<PlaceCommand, 'id' | 'time'>;
} {
  const pair = pairOf(body.coin);
  const config = PAIR_CONFIGS[pair];
  const kind = body.advance_order_type;
  const ticks =
    body.rate != null && kind !== 'MARKET' && kind !== 'STOP_LOSS'
      ? checked(rateToTicks(body.rate, config), 'rate')
      : 0;
  // trigger_price, or its old spelling trigger-price (the schema refuses both at once).
  const triggerField = body.trigger_price != null ? 'trigger_price' : 'trigger-price';
  const triggerRate = body[triggerField];
  const trigger =
    triggerRate != null && (kind === 'STOP_LIMIT' || kind === 'STOP_LOSS')
      ? checked(rateToTicks(triggerRate, config), triggerField)
      : 0;
  const amount = byVolume(body.unit);
  const lots = amount ? checked(volumeToLots(body.volume ?? '', config), 'volume') : 0;
  const budget = amount ? 0 : Number(positiveAmount(body.total_amount ?? '', 'INR', 'total_amount'));
  const ladder = kind === 'LADDER';
  // A take-profit or stop-loss off tick is refused on its own field; which side of the price it must be is the
  // engine's check (it knows the last price).
  const exit = (field: 'take_profit' | 'stop_loss') =>
    body[field] != null ? checked(rateToTicks(body[field], config), field) : 0;
  return {
    pair,
    command: {
      userId: 0,
      side: orderSide(body.order_type),
      kind,
      ticks,
      lots,
      budget,
      triggerTicks: trigger,
      ioc: body.time_in_force === 'IOC',
      postOnly: body.post_only,
      ladderEndTicks: ladder
        ? checked(rateToTicks(body.ladder_end_rate ?? '', config), 'ladder_end_rate')
        : 0,
      ladderCount: ladder ? (body.ladder_orders ?? 0) : 0,
      ladderWeighted: ladder && body.ladder_distribution === 'weighted',
      takeProfitTicks: exit('take_profit'),
      stopLossTicks: exit('stop_loss'),
      ...(body.client_order_id === undefined ? {} : { clientOrderId: body.client_order_id }),
    },
  };
}

/**
 * Places the person's order under its idempotency key, or its client_order_id's claim for the key that sent it (one
 * order per client_order_id and key; the claim covers the rest of the request).
 */
export function placeOrder(
  exchange: ExchangeService,
  userId: number,
  apiKeyId: string | null,
  body: PlaceOrderRequest,
) {
  const { pair, command } = commandOf(body);
  const { idempotency_key, ...rest } = body;
  const key =
    body.client_order_id === undefined
      ? (idempotency_key as string)
      : clientOrderKey(apiKeyId, body.client_order_id);
  return exchange.place(userId, key, rest, pair, { ...command, userId });
}

/** Checks and prices the order as placing it would, placing nothing. */
export function testOrder(exchange: ExchangeService, userId: number, body: PlaceOrderRequest) {
  const { pair, command } = commandOf(body);
  return exchange.preview(userId, pair, { ...command, userId });
}

/** Cancels the person's order; one the engine does not hold is told apart: done (409) or not theirs (404). */
export async function cancelOrder(exchange: ExchangeService, db: Database, userId: number, orderId: number) {
  try {
    return (await exchange.cancel(userId, orderId)).body;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw (await orderPair(db, userId, orderId)) === null
        ? messageError(404, ORDER_NOT_FOUND)
        : messageError(409, ORDER_DONE);
    throw error;
  }
}
