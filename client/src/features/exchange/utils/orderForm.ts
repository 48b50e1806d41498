// The order form's rules: what each order type needs (§3), the §5 amount rules and the pair's tick, lot and
// minimum size (shared pairs.ts), turned into the place request the §4 confirmation shows; the fee, GST and TDS
// estimate (shared charges.ts, the provider's own arithmetic); and the 25/50/75/100% share of the balance.
// Rates are integer ticks and quantities integer lots until they become wire strings: never floating point.
import {
  buyLock,
  chargeFill,
  type ExchangeRates,
  fillValue,
  noCharges,
  valueForBudget,
} from '@sikka/shared/exchange/charges';
import { ladderRungs } from '@sikka/shared/exchange/ladder';
import { LADDER_SAME_RATE, LADDER_TOO_SMALL } from '@sikka/shared/exchange/messages';
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
};

/** The place request without its idempotency key (added when the person confirms). */
export type OrderDraft = Omit<PlaceOrderRequest, 'idempotency_key'>;

/** The book's best prices (wire rates): what a market order would take first. null on an empty side. */
export interface BestPrices {
  bid: string | null;
  ask: string | null;
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
  best: BestPrices,
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
  best: BestPrices,
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
    },
  };
}

/** The form's zod schema (react-hook-form's resolver): its values in, the place request out. */
export function orderFormSchema(config: PairConfig, best: BestPrices) {
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
} as const satisfies Record<string, keyof OrderFormValues>;

// ——— the estimate shown before confirming ———

/** An order's figures if filled whole, in paise. */
export interface OrderEstimateLines {
  value: bigint;
  fee: bigint;
  gst: bigint;
  tds: bigint;
  /** A buy: value + fee + GST, what it costs at most. A sale: value − fee − GST − TDS, what it brings. */
  total: bigint;
  /** The quantity in coin units, when it is known before the order fills. */
  volumeMinor: bigint | null;
  /** At the book's best price or a trigger: the fill may differ. */
  approximate: boolean;
  /** A ladder's children as they will be placed. */
  rungs: Array<{ rate: string; volume: string }>;
}

/** One order filled whole at the taker rate: its value, fee, GST on the fee and (a sale's) TDS, in paise. */
function charged(side: OrderSide, value: number, rates: ExchangeRates) {
  const fill = chargeFill(noCharges(), value, rates.takerBps, side === 'sell', rates);
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

/**
 * What the order costs or brings if filled whole, at the taker rate (the most a fill can be charged). A ladder is
 * the sum of its children, each charged as its own order (as the provider settles them).
 */
export function estimateDraft(
  draft: OrderDraft,
  config: PairConfig,
  rates: ExchangeRates,
  best: BestPrices,
): OrderEstimateLines | null {
  const side: OrderSide = draft.order_type === 'BID' ? 'buy' : 'sell';
  const type = draft.advance_order_type;
  if (draft.total_amount) {
    // A market (or stop-loss) buy by budget: the most value the budget buys with the fee and GST on top.
    const budget = Number(toMinorUnits(draft.total_amount, 'INR'));
    const one = charged('buy', valueForBudget(budget, rates.takerBps, rates), rates);
    return { ...one, volumeMinor: null, approximate: true, rungs: [] };
  }
  const lots = draft.volume ? volumeToLots(draft.volume, config) : null;
  if (!lots?.ok) return null;
  const sum = { value: 0n, fee: 0n, gst: 0n, tds: 0n, total: 0n };
  const add = (orderLots: number, ticks: number) => {
    const one = charged(side, fillValue(orderLots, ticks, config), rates);
    sum.value += one.value;
    sum.fee += one.fee;
    sum.gst += one.gst;
    sum.tds += one.tds;
    sum.total += one.total;
  };
  const rungs: OrderEstimateLines['rungs'] = [];
  if (type === 'LADDER') {
    const first = rateToTicks(draft.rate ?? '', config);
    const end = rateToTicks(draft.ladder_end_rate ?? '', config);
    if (!first.ok || !end.ok || !draft.ladder_orders) return null;
    const weighted = draft.ladder_distribution === 'weighted';
    for (const rung of ladderRungs(first.value, end.value, draft.ladder_orders, lots.value, weighted)) {
      add(rung.lots, rung.ticks);
      rungs.push({ rate: ticksToRate(rung.ticks, config), volume: lotsToVolume(rung.lots, config) });
    }
  } else {
    const at =
      type === 'MARKET'
        ? side === 'buy'
          ? best.ask
          : best.bid
        : type === 'STOP_LOSS'
          ? draft['trigger-price']
          : draft.rate;
    const ticks = at ? rateToTicks(at, config) : null;
    if (!ticks?.ok) return null;
    add(lots.value, ticks.value);
  }
  return {
    ...sum,
    volumeMinor: BigInt(lots.value * config.lotMinor),
    approximate: type === 'MARKET' || type === 'STOP_LOSS',
    rungs,
  };
}

// ——— 25 / 50 / 75 / 100% of the balance ———

export const BALANCE_SHARES = [25, 50, 75, 100] as const;

/**
 * The amount to type for a share of what is available: a sale's share of the coin (in whole lots), a buy's share
 * of the rupees (what a limit buy can lock, fee and GST included, or a market buy's budget). In the field's unit;
 * null when it needs a price and there is none.
 */
export function amountForShare(input: {
  share: number;
  values: Pick<OrderFormValues, 'type' | 'side' | 'unit' | 'rate' | 'trigger'>;
  available: { inr: string; coin: string };
  best: BestPrices;
  config: PairConfig;
  rates: ExchangeRates;
}): string | null {
  const { share, values, config, rates } = input;
  const ticks = priceTicksOf(values, input.best, config);
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
  // The most lots whose lock (value at the rate, the higher fee and GST on it) fits the budget.
  const value = valueForBudget(budget, Math.max(rates.makerBps, rates.takerBps), rates);
  let lots = Math.floor(value / fillValue(1, ticks, config));
  while (lots > 0 && buyLock(fillValue(lots, ticks, config), rates) > budget) lots -= 1;
  if (values.unit === 'coin') return lotsToVolume(lots, config);
  return fromMinorUnits(BigInt(fillValue(lots, ticks, config)), 'INR');
}
