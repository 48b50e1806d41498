// What an exchange order costs: the value of its fills, the maker or taker fee, GST on the fee and TDS on a sale
// (section 194S), in integer paise held in safe-range numbers. An order's charges are computed on its cumulative
// fills, so however an order fills, its fee, GST and TDS are each one rounding of its whole: they add up to the paisa.
import { QUOTE_CURRENCY } from '../constants.ts';
import type { FeeSchedule } from '../market/fees.ts';
import { fromMinorUnits } from '../money/amount.ts';
import type { PairConfig } from './pairs.ts';

/** The rates an exchange fill pays, in basis points (100 bps = 1%). */
export interface ExchangeRates {
  /** Paid on the value of a fill by the order that rested in the book. */
  makerBps: number;
  /** Paid on the value of a fill by the order that arrived and took liquidity. */
  takerBps: number;
  /** GST on the fee (18% under Indian law). */
  gstBps: number;
  /** TDS withheld from the seller's consideration (1%, section 194S). */
  tdsBps: number;
}

export function exchangeRates(schedule: FeeSchedule): ExchangeRates {
  return {
    makerBps: schedule.makerBps,
    takerBps: schedule.takerBps,
    gstBps: schedule.gstBps,
    tdsBps: schedule.tdsBps,
  };
}

const BPS = 10_000;

/** amount × bps ÷ 10 000 rounded half up; exact for any safe-integer amount (no intermediate passes 2^53). */
export function bpsOf(amount: number, bps: number): number {
  const low = amount % BPS;
  const high = (amount - low) / BPS;
  return high * bps + Math.floor((low * bps * 2 + BPS) / (2 * BPS));
}

/** The value in paise of lots at a price in ticks: exact, since tick × lot is whole paise on every pair. */
export function fillValue(lots: number, ticks: number, config: PairConfig): number {
  return lots * ticks * config.paisePerLotTick;
}

/**
 * What a buy must lock: its value at its limit, with the fee at the higher of the two rates and GST on that fee.
 * Every fill of the order costs at most this in total (fills happen at or below the limit, fees at either rate).
 */
export function buyLock(value: number, rates: ExchangeRates): number {
  const fee = bpsOf(value, Math.max(rates.makerBps, rates.takerBps));
  return value + fee + bpsOf(fee, rates.gstBps);
}

/** The largest value a rupee budget can buy at the taker rate: value + fee + GST ≤ budget. */
export function valueForBudget(budget: number, bps: number, rates: ExchangeRates): number {
  const cost = (value: number) => {
    const fee = bpsOf(value, bps);
    return value + fee + bpsOf(fee, rates.gstBps);
  };
  // value × (1 + fee × (1 + gst)) ≈ budget (a float estimate, off by a paisa at most), then the exact boundary.
  let value = Math.floor(budget / (1 + (bps * (BPS + rates.gstBps)) / (BPS * BPS)));
  while (value > 0 && cost(value) > budget) value -= 1;
  while (cost(value + 1) <= budget) value += 1;
  return value;
}

/** One order's running charges: fills add to it; each fill is charged the increase of the rounded totals. */
export interface Charges {
  /** The value of the fills so far, in paise. */
  value: number;
  /** The exact fee so far is feeUnits + feeRest ÷ 10 000 paise (feeRest < 10 000). */
  feeUnits: number;
  feeRest: number;
  fee: number;
  gst: number;
  tds: number;
}

export function noCharges(): Charges {
  return { value: 0, feeUnits: 0, feeRest: 0, fee: 0, gst: 0, tds: 0 };
}

/** What one fill adds to an order's charges. tds is 0 for a buy. */
export interface FillCharges {
  value: number;
  fee: number;
  gst: number;
  tds: number;
}

/**
 * Adds a fill of `value` paise at `bps` to the order's charges (mutated) and answers what this fill costs, in
 * `into` when given (the matching engine reuses one object rather than allocate per fill).
 */
export function chargeFill(
  charges: Charges,
  value: number,
  bps: number,
  sell: boolean,
  rates: ExchangeRates,
  into: FillCharges = { value: 0, fee: 0, gst: 0, tds: 0 },
): FillCharges {
  const low = value % BPS;
  charges.value += value;
  charges.feeUnits += ((value - low) / BPS) * bps;
  charges.feeRest += low * bps;
  const carry = Math.floor(charges.feeRest / BPS);
  charges.feeUnits += carry;
  charges.feeRest -= carry * BPS;
  const fee = charges.feeUnits + (charges.feeRest * 2 >= BPS ? 1 : 0);
  const gst = bpsOf(fee, rates.gstBps);
  const tds = sell ? bpsOf(charges.value, rates.tdsBps) : 0;
  into.value = value;
  into.fee = fee - charges.fee;
  into.gst = gst - charges.gst;
  into.tds = tds - charges.tds;
  charges.fee = fee;
  charges.gst = gst;
  charges.tds = tds;
  return into;
}

/** The lines a confirmation shows for an order filled whole at one rate, as rupee strings. */
export interface OrderEstimate {
  value: string;
  fee: string;
  gst: string;
  tds: string;
  /** A buy: what the buyer pays (value + fee + GST). A sale: what the seller receives (value − fee − GST − TDS). */
  total: string;
}

/**
 * The §4 confirmation's figures for an order of `lots` at `ticks`, filled whole at the given fee rate (the
 * taker rate is the most it can cost). The same arithmetic settles every fill in the provider.
 */
export function estimateOrder(
  side: 'buy' | 'sell',
  lots: number,
  ticks: number,
  config: PairConfig,
  rates: ExchangeRates,
  bps: number = rates.takerBps,
): OrderEstimate {
  const charges = noCharges();
  const fill = chargeFill(charges, fillValue(lots, ticks, config), bps, side === 'sell', rates);
  const total =
    side === 'buy' ? fill.value + fill.fee + fill.gst : fill.value - fill.fee - fill.gst - fill.tds;
  const inr = (paise: number) => fromMinorUnits(BigInt(paise), QUOTE_CURRENCY);
  return {
    value: inr(fill.value),
    fee: inr(fill.fee),
    gst: inr(fill.gst),
    tds: inr(fill.tds),
    total: inr(total),
  };
}
