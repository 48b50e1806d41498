// The order form's rules: what each order type needs (§3), the §5 amount rules and the pair's tick, lot and
// minimum size (shared pairs.ts), a limit or market order's optional take-profit and stop-loss (shared bounds.ts
// exitsRefusal, the engine's own check), turned into the place request the §4 confirmation shows; its figures — the
// book walked as it stands, and the bound it can never pass (shared bounds.ts, the engine's own band and lock); and
// the 25/50/75/100% share of the balance, the largest of which the provider always accepts.
// Rates are integer ticks and quantities integer lots until they become wire strings: never floating point.

import {
  bandHigh,
  bandLow,
  exitsRefusal,
  type LevelTicks,
  maxBuyLots,
  referenceTicks,
  saleExitsLock,
  walkBook,
} from '@sikka/shared/exchange/bounds';
import {
  chargeFill,
  type ExchangeRates,
  fillValue,
  noCharges,
  valueForBudget,
} from '@sikka/shared/exchange/charges';
import { ladderRungs } from '@sikka/shared/exchange/ladder';
import { LADDER_SAME_RATE, LADDER_TOO_SMALL } from '@sikka/shared/exchange/messages';
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import {
  lotsToVolume,
  type PairConfig,
  rateToTicks,
  ticksToRate,
  volumeToLots,
} from '@sikka/shared/exchange/pairs';
import {
  type AdvanceOrderType,
  LADDER_MAX_ORDERS,
  type OrderSide,
  type PlaceOrderRequest,
  type TimeInForce,
  takesExits,
} from '@sikka/shared/exchange/schemas';
import { fromMinorUnits, parseAmount, toMinorUnits } from '@sikka/shared/money/amount';
import { z } from 'zod';

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
export type OrderDraft = Omit<PlaceOrderRequest, 'idempotency_key'>;

/** The market an order meets as the screen sees it (wire rates; null where there is none yet). */
export interface MarketNow {
  /** The book's best prices: what a market order takes first. */
  bid: string | null;
  ask: string | null;
  /** The last trade's rate: the price band's reference (else the middle of bid and ask). */
  last: string | null;
  /** The pair's price band, in percent either side of the reference. */
  bandPercent: number;
  /** The book's levels as they stand, best first, read when a figure is made. */
  levels(): { bids: readonly BookLevel[]; asks: readonly BookLevel[] };
}

const ticksOrNull = (rate: string | null | undefined, config: PairConfig): number | null => {
  const ticks = rate ? rateToTicks(rate, config) : null;
  return ticks?.ok ? ticks.value : null;
};

/** The band's reference as the engine takes it, from what the screen sees (0: no price yet). */
export function referenceOf(market: MarketNow, config: PairConfig): number {
  return referenceTicks(
    ticksOrNull(market.last, config) ?? 0,
    ticksOrNull(market.bid, config),
    ticksOrNull(market.ask, config),
  );
}

/** Book levels as ticks and lots. */
function levelTicks(levels: readonly BookLevel[], config: PairConfig): LevelTicks[] {
  const out: LevelTicks[] = [];
  for (const [rate, volume] of levels) {
    const ticks = rateToTicks(rate, config);
    const lots = Number(toMinorUnits(volume, config.coin)) / config.lotMinor;
    if (ticks.ok && Number.isInteger(lots) && lots > 0) out.push({ ticks: ticks.value, lots });
  }
  return out;
}

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

/** The form's zod schema (react-hook-form's resolver): its values in, the place request out. */
export function orderFormSchema(config: PairConfig, best: MarketNow) {
  return z.custom<OrderFormValues>().transform((values, ctx) => {
    const made = draftOf(values, config, best);
    if (made.ok) return made.draft;
    for (const issue of made.issues)
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    return z.NEVER;
  });
}

/** §8: a refusal on a request field goes to the form input that holds it. */
export const ORDER_SERVER_FIELDS = {
  rate: 'rate',
  'trigger-price': 'trigger',
  volume: 'amount',
  total_amount: 'amount',
  unit: 'amount',
  ladder_end_rate: 'endRate',
  ladder_orders: 'rungs',
  take_profit: 'takeProfit',
  stop_loss: 'stopLoss',
} as const satisfies Record<string, keyof OrderFormValues>;

// ——— the figures shown before confirming ———

/** An order's figures, in paise: exact bounds for a resting order, or the book walked now and the band's bound. */
export interface OrderEstimateLines {
  value: bigint;
  fee: bigint;
  gst: bigint;
  tds: bigint;
  /** A buy: value + fee + GST. A sale: value − fee − GST − TDS. A bound when not `approximate`, else an estimate. */
  total: bigint;
  /**
   * With an estimate: the bound the order can never pass — the most a buy pays (its lock, at the top of the price
   * band), the least a sale brings for what fills (at the bottom of the band). null for a resting order (`total` is
   * its bound).
   */
  bound: bigint | null;
  /** The quantity in coin units, when it is known before the order fills. */
  volumeMinor: bigint | null;
  /** Walked through the book as it stands, or at a trigger: the fill may differ, within `bound`. */
  approximate: boolean;
  /** A ladder's children as they will be placed. */
  rungs: Array<{ rate: string; volume: string }>;
  /** A sale's take-profit and stop-loss: the rupees held at placing to buy back with (shared saleExitsLock). */
  exitsLock: bigint | null;
}

type Figures = Pick<OrderEstimateLines, 'value' | 'fee' | 'gst' | 'tds' | 'total'>;

/** Fills of `value` paise charged at `bps` (cumulative rounding, as the provider settles an order). */
function charged(side: OrderSide, value: number, bps: number, rates: ExchangeRates): Figures {
  const fill = chargeFill(noCharges(), value, bps, side === 'sell', rates);
  const total =
    side === 'buy' ? fill.value + fill.fee + fill.gst : fill.value - fill.fee - fill.gst - fill.tds;
  return {
    value: BigInt(fill.value),
    fee: BigInt(fill.fee),
    gst: BigInt(fill.gst),
    tds: BigInt(fill.tds),
    total: BigInt(total),
  };
}

const worstBps = (rates: ExchangeRates) => Math.max(rates.makerBps, rates.takerBps);

/**
 * What the order costs or brings. A resting order (limit, stop-limit, ladder) at its own rates with the higher fee
 * rate: exact bounds (a buy fills at or below its rate, a sale at or above). A market order walks the book as it
 * stands at the taker rate (an estimate), bounded by the band the engine fills it within; a stop-loss is estimated
 * at its trigger, bounded by the band around it; a buy by budget locks and so spends at most the budget. A sale with
 * a take-profit or stop-loss also holds the rupees to buy back with.
 */
export function estimateDraft(
  draft: OrderDraft,
  config: PairConfig,
  rates: ExchangeRates,
  market: MarketNow,
): OrderEstimateLines | null {
  const lines = estimateOrder(draft, config, rates, market);
  if (!lines) return null;
  const exits = {
    takeProfitTicks: ticksOrNull(draft.take_profit, config) ?? 0,
    stopLossTicks: ticksOrNull(draft.stop_loss, config) ?? 0,
  };
  const lots = lines.volumeMinor === null ? 0 : Number(lines.volumeMinor) / config.lotMinor;
  const sale = draft.order_type !== 'BID' && lots > 0 && market.bandPercent > 0;
  const held = sale ? saleExitsLock(lots, exits, market.bandPercent, config, rates) : 0;
  return { ...lines, exitsLock: held > 0 ? BigInt(held) : null };
}

function estimateOrder(
  draft: OrderDraft,
  config: PairConfig,
  rates: ExchangeRates,
  market: MarketNow,
): Omit<OrderEstimateLines, 'exitsLock'> | null {
  const side: OrderSide = draft.order_type === 'BID' ? 'buy' : 'sell';
  const type = draft.advance_order_type;
  if (draft.total_amount) {
    const budget = Number(toMinorUnits(draft.total_amount, 'INR'));
    const one = charged('buy', valueForBudget(budget, rates.takerBps, rates), rates.takerBps, rates);
    return { ...one, bound: BigInt(budget), volumeMinor: null, approximate: true, rungs: [] };
  }
  const lots = draft.volume ? volumeToLots(draft.volume, config) : null;
  if (!lots?.ok) return null;
  const volumeMinor = BigInt(lots.value * config.lotMinor);
  if (type === 'MARKET' || type === 'STOP_LOSS') {
    const reference =
      type === 'MARKET' ? referenceOf(market, config) : (ticksOrNull(draft['trigger-price'], config) ?? 0);
    if (reference === 0) return null;
    const limit =
      side === 'buy' ? bandHigh(reference, market.bandPercent) : bandLow(reference, market.bandPercent);
    let value: number;
    if (type === 'MARKET') {
      const levels = market.levels();
      const walked = walkBook(
        levelTicks(side === 'buy' ? levels.asks : levels.bids, config),
        lots.value,
        limit,
        side,
        config,
      );
      value = walked.value;
    } else value = fillValue(lots.value, reference, config);
    const bound = charged(side, fillValue(lots.value, limit, config), worstBps(rates), rates).total;
    return {
      ...charged(side, value, rates.takerBps, rates),
      bound,
      volumeMinor,
      approximate: true,
      rungs: [],
    };
  }
  const sum: Figures = { value: 0n, fee: 0n, gst: 0n, tds: 0n, total: 0n };
  const add = (orderLots: number, ticks: number) => {
    const one = charged(side, fillValue(orderLots, ticks, config), worstBps(rates), rates);
    sum.value += one.value;
    sum.fee += one.fee;
    sum.gst += one.gst;
    sum.tds += one.tds;
    sum.total += one.total;
  };
  const rungs: OrderEstimateLines['rungs'] = [];
  const first = ticksOrNull(draft.rate, config);
  if (first === null) return null;
  if (type === 'LADDER') {
    const end = ticksOrNull(draft.ladder_end_rate, config);
    if (end === null || !draft.ladder_orders) return null;
    const weighted = draft.ladder_distribution === 'weighted';
    for (const rung of ladderRungs(first, end, draft.ladder_orders, lots.value, weighted)) {
      add(rung.lots, rung.ticks);
      rungs.push({ rate: ticksToRate(rung.ticks, config), volume: lotsToVolume(rung.lots, config) });
    }
  } else add(lots.value, first);
  return { ...sum, bound: null, volumeMinor, approximate: false, rungs };
}

// ——— 25 / 50 / 75 / 100% of the balance ———

export const BALANCE_SHARES = [25, 50, 75, 100] as const;

/**
 * The amount to type for a share of what is available: a sale's share of the coin (in whole lots), a buy's share of
 * the rupees — a budget for a market or stop-loss buy in rupees, else the most lots whose lock fits it (shared
 * maxBuyLots, at the order's rate; for a market buy at the top of the price band, where the provider locks it), so
 * the largest share is always an order the provider accepts. In the field's unit; null without a price.
 */
export function amountForShare(input: {
  share: number;
  values: Pick<OrderFormValues, 'type' | 'side' | 'unit' | 'rate' | 'trigger'>;
  available: { inr: string; coin: string };
  market: MarketNow;
  config: PairConfig;
  rates: ExchangeRates;
}): string | null {
  const { share, values, market, config, rates } = input;
  const ticks = priceTicksOf(values, market, config);
  if (values.side === 'sell') {
    const units = (toMinorUnits(input.available.coin, config.coin) * BigInt(share)) / 100n;
    const lots = Number(units / BigInt(config.lotMinor));
    if (values.unit === 'coin') return lotsToVolume(lots, config);
    return ticks === null ? null : fromMinorUnits(BigInt(fillValue(lots, ticks, config)), 'INR');
  }
  const budget = Number((toMinorUnits(input.available.inr, 'INR') * BigInt(share)) / 100n);
  if (values.unit === 'inr' && takesBudget(values.type, values.side))
    return fromMinorUnits(BigInt(budget), 'INR');
  if (ticks === null) return null;
  // Where the provider locks the order: its rate; a market buy at the band's top, a stop-loss at the top of its own.
  const lockTicks =
    values.type === 'MARKET'
      ? bandHigh(referenceOf(market, config), market.bandPercent)
      : values.type === 'STOP_LOSS'
        ? bandHigh(ticks, market.bandPercent)
        : ticks;
  const lots = maxBuyLots(budget, lockTicks, config, rates);
  if (values.unit === 'coin') return lotsToVolume(lots, config);
  return fromMinorUnits(BigInt(fillValue(lots, ticks, config)), 'INR');
}
