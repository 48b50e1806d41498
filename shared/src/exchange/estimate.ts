// What an order costs or brings before it is placed, as the §4 confirmation shows it: a resting order's exact bound,
// a market order walked through the book as it stands with the band's bound it can never pass, a sale's exits' hold.
// The client's order form and the provider's confirmation tests read the same figures from here.
// Rates are integer ticks and quantities integer lots: never floating point.

import { toMinorUnits } from '../money/amount.ts';
import { bandHigh, bandLow, type LevelTicks, referenceTicks, saleExitsLock, walkBook } from './bounds.ts';
import { chargeFill, type ExchangeRates, fillValue, noCharges, valueForBudget } from './charges.ts';
import { ladderRungs } from './ladder.ts';
import type { BookLevel } from './orderBook.ts';
import type { OrderSide } from './orderTerms.ts';
import { lotsToVolume, type PairConfig, rateToTicks, ticksToRate, volumeToLots } from './pairs.ts';
import type { PlaceOrderRequest } from './schemas.ts';

/** The place request without its idempotency key: what the person confirms. */
export type OrderEstimateDraft = Omit<PlaceOrderRequest, 'idempotency_key'>;

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

/** A wire rate as ticks of the pair, or null when there is none or it is not on the pair's tick. */
export const ticksOrNull = (rate: string | null | undefined, config: PairConfig): number | null => {
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
export function levelTicks(levels: readonly BookLevel[], config: PairConfig): LevelTicks[] {
  const out: LevelTicks[] = [];
  for (const [rate, volume] of levels) {
    const ticks = rateToTicks(rate, config);
    const lots = Number(toMinorUnits(volume, config.coin)) / config.lotMinor;
    if (ticks.ok && Number.isInteger(lots) && lots > 0) out.push({ ticks: ticks.value, lots });
  }
  return out;
}

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
  draft: OrderEstimateDraft,
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
  draft: OrderEstimateDraft,
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
