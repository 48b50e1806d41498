// The order form's rules: what each order type needs (§3), the §5 amount rules and the pair's tick, lot and
// minimum size (shared pairs.ts), a limit or market order's optional take-profit and stop-loss (shared bounds.ts
// exitsRefusal, the engine's own check), turned into the place request the §4 confirmation shows (its figures are
// shared estimate.ts's). The 25/50/75/100% shares of the balance are balanceShares.ts's.
// Rates are integer ticks and quantities integer lots until they become wire strings: never floating point.

import { exitsRefusal } from '@sikka/shared/exchange/bounds';
import { fillValue } from '@sikka/shared/exchange/charges';
import { type MarketNow, type OrderEstimateDraft, referenceOf } from '@sikka/shared/exchange/estimate';
import { ladderRungs } from '@sikka/shared/exchange/ladder';
import { LADDER_SAME_RATE, LADDER_TOO_SMALL } from '@sikka/shared/exchange/messages';
import {
  type AdvanceOrderType,
  LADDER_MAX_ORDERS,
  type OrderSide,
  takesExits,
} from '@sikka/shared/exchange/orderTerms';
import {
  lotsToVolume,
  type PairConfig,
  rateToTicks,
  ticksToRate,
  volumeToLots,
} from '@sikka/shared/exchange/pairs';
import type { TimeInForce } from '@sikka/shared/exchange/schemas';
import { parseAmount } from '@sikka/shared/money/amount';

/** What the quantity is typed in: the coin, or rupees (the order's value). */
export type FormUnit = 'coin' | 'inr';

export interface OrderFormValues {
  type: AdvanceOrderType;
  side: OrderSide;
  /** The limit rate; a ladder's first rate. */
  rate: string;
  trigger: string;
  amount: string;
  unit: FormUnit;
  /** A ladder's end rate, its number of orders, and whether its quantity grows toward the end rate. */
  endRate: string;
  rungs: string;
  weighted: boolean;
  timeInForce: TimeInForce;
  postOnly: boolean;
  /** LIMIT and MARKET: the TP/SL section is on; its take-profit and stop-loss prices (either may stay empty). */
  exits: boolean;
  takeProfit: string;
  stopLoss: string;
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  type: 'LIMIT',
  side: 'buy',
  rate: '',
  trigger: '',
  amount: '',
  unit: 'coin',
  endRate: '',
  rungs: '5',
  weighted: false,
  timeInForce: 'GTC',
  postOnly: false,
  exits: false,
  takeProfit: '',
  stopLoss: '',
};

/** The place request without its idempotency key (added when the person confirms). */
export type OrderDraft = OrderEstimateDraft;

export const usesRate = (type: AdvanceOrderType) =>
  type === 'LIMIT' || type === 'STOP_LIMIT' || type === 'LADDER';
export const usesTrigger = (type: AdvanceOrderType) => type === 'STOP_LIMIT' || type === 'STOP_LOSS';
/** Market and stop-loss buys may be placed as a rupee budget (total_amount); every other order as a quantity. */
export const takesBudget = (type: AdvanceOrderType, side: OrderSide) =>
  side === 'buy' && (type === 'MARKET' || type === 'STOP_LOSS');

/**
 * The rate a quantity typed in rupees is converted at, and a market order estimated at: the order's own rate, a
 * stop-loss's trigger, or for a market order the best price on the other side.
 */
export function priceTicksOf(
  values: Pick<OrderFormValues, 'type' | 'side' | 'rate' | 'trigger'>,
  best: MarketNow,
  config: PairConfig,
): number | null {
  const text =
    values.type === 'MARKET'
      ? values.side === 'buy'
        ? best.ask
        : best.bid
      : values.type === 'STOP_LOSS'
        ? values.trigger
        : values.rate;
  if (!text) return null;
  const ticks = rateToTicks(text, config);
  return ticks.ok ? ticks.value : null;
}

type Issue = { path: keyof OrderFormValues; message: string };

/** The request the form describes, or the first problem of each field. */
export function draftOf(
  values: OrderFormValues,
  config: PairConfig,
  best: MarketNow,
): { ok: true; draft: OrderDraft } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const { type, side } = values;
  const ticksOf = (path: 'rate' | 'trigger' | 'endRate', text: string): number | null => {
    if (text.trim() === '') {
      issues.push({ path, message: 'Enter a price' });
      return null;
    }
    const checked = rateToTicks(text, config);
    if (!checked.ok) issues.push({ path, message: checked.message });
    return checked.ok ? checked.value : null;
  };
  const rateTicks = usesRate(type) ? ticksOf('rate', values.rate) : null;
  const triggerTicks = usesTrigger(type) ? ticksOf('trigger', values.trigger) : null;
  const endTicks = type === 'LADDER' ? ticksOf('endRate', values.endRate) : null;
  const rungs = type === 'LADDER' ? Number(values.rungs) : 0;
  if (type === 'LADDER' && !(Number.isInteger(rungs) && rungs >= 2 && rungs <= LADDER_MAX_ORDERS))
    issues.push({ path: 'rungs', message: `A ladder has 2 to ${LADDER_MAX_ORDERS} orders` });

  // The quantity: lots of the coin, or a rupee budget for a market or stop-loss buy.
  let lots: number | null = null;
  let budget: string | null = null;
  if (values.amount.trim() === '') {
    issues.push({ path: 'amount', message: 'Enter an amount' });
  } else if (values.unit === 'coin') {
    const checked = volumeToLots(values.amount, config);
    if (checked.ok) lots = checked.value;
    else issues.push({ path: 'amount', message: checked.message });
  } else {
    const parsed = parseAmount(values.amount, 'INR');
    if (!parsed.ok) issues.push({ path: 'amount', message: parsed.message });
    else if (parsed.minor <= 0n) issues.push({ path: 'amount', message: 'Enter an amount above zero' });
    else if (takesBudget(type, side)) budget = parsed.amount;
    else {
      const ticks = priceTicksOf(values, best, config);
      if (ticks === null) {
        if (!issues.some((issue) => issue.path === 'rate' || issue.path === 'trigger'))
          issues.push({
            path: 'amount',
            message: 'There is no price to convert rupees at: enter the quantity',
          });
      } else {
        const perLot = BigInt(fillValue(1, ticks, config));
        const converted = Number(parsed.minor / perLot);
        if (converted < config.minLots)
          issues.push({ path: 'amount', message: `The minimum order is ${config.minSize} ${config.coin}` });
        else lots = converted;
      }
    }
  }

  if (type === 'LADDER' && rateTicks !== null && endTicks !== null && rungs >= 2) {
    if (Math.abs(endTicks - rateTicks) < rungs - 1)
      issues.push({ path: 'endRate', message: LADDER_SAME_RATE });
    else if (
      lots !== null &&
      ladderRungs(rateTicks, endTicks, rungs, lots, values.weighted).some((r) => r.lots < config.minLots)
    )
      issues.push({ path: 'amount', message: LADDER_TOO_SMALL(config.minSize, config.coin) });
  }
  const exits =
    values.exits && takesExits(type) ? exitTicksOf(values, rateTicks, config, best, issues) : null;
  if (issues.length > 0) return { ok: false, issues };

  const rate = (ticks: number | null) => (ticks === null ? null : ticksToRate(ticks, config));
  const resting = type === 'LIMIT' || type === 'LADDER';
  return {
    ok: true,
    draft: {
      advance_order_type: type,
      order_type: side === 'buy' ? 'BID' : 'ASK',
      coin: config.coin,
      base_coin: 'INR',
      rate: rate(rateTicks),
      'trigger-price': rate(triggerTicks),
      volume: lots === null ? null : lotsToVolume(lots, config),
      total_amount: budget,
      unit: budget === null ? 'volume' : 'amount',
      time_in_force: type === 'LIMIT' ? values.timeInForce : 'GTC',
      post_only: resting && values.timeInForce !== 'IOC' && values.postOnly,
      ladder_end_rate: rate(endTicks),
      ladder_orders: type === 'LADDER' ? rungs : null,
      ladder_distribution: values.weighted ? 'weighted' : 'even',
      take_profit: rate(exits?.takeProfit ?? null),
      stop_loss: rate(exits?.stopLoss ?? null),
    },
  };
}

/**
 * The TP/SL section's prices in ticks (null: left empty), each on its tick, at least one of them, and on the right
 * side of the order's price and within the band as the engine checks them (its words under the field).
 */
function exitTicksOf(
  values: OrderFormValues,
  rateTicks: number | null,
  config: PairConfig,
  market: MarketNow,
  issues: Issue[],
): { takeProfit: number | null; stopLoss: number | null } {
  const before = issues.length;
  const ticksOf = (path: 'takeProfit' | 'stopLoss', text: string): number | null => {
    if (text.trim() === '') return null;
    const checked = rateToTicks(text, config);
    if (!checked.ok) issues.push({ path, message: checked.message });
    return checked.ok ? checked.value : null;
  };
  const takeProfit = ticksOf('takeProfit', values.takeProfit);
  const stopLoss = ticksOf('stopLoss', values.stopLoss);
  if (values.takeProfit.trim() === '' && values.stopLoss.trim() === '')
    issues.push({ path: 'takeProfit', message: 'Enter a take-profit price, a stop-loss price or both' });
  // Measured from the limit price once it is valid (its own problem is shown under it).
  if (issues.length === before && (values.type === 'MARKET' || rateTicks !== null)) {
    const refused = exitsRefusal({
      side: values.side,
      kind: values.type,
      ticks: rateTicks ?? 0,
      reference: referenceOf(market, config),
      takeProfitTicks: takeProfit ?? 0,
      stopLossTicks: stopLoss ?? 0,
      bandPercent: market.bandPercent,
      config,
    });
    if (refused)
      issues.push({
        path: refused.field === 'take_profit' ? 'takeProfit' : 'stopLoss',
        message: refused.message,
      });
  }
  return { takeProfit, stopLoss };
}

/** §8: a refusal on a request field goes to the form input that holds it. */
export const ORDER_SERVER_FIELDS = {
  rate: 'rate',
  trigger_price: 'trigger',
  'trigger-price': 'trigger',
  volume: 'amount',
  total_amount: 'amount',
  unit: 'amount',
  ladder_end_rate: 'endRate',
  ladder_orders: 'rungs',
  take_profit: 'takeProfit',
  stop_loss: 'stopLoss',
} as const satisfies Record<string, keyof OrderFormValues>;
