// The one fee schedule: spread, platform fee, GST on the fee and TDS on a sale, and the §3 coin
// price entry built from a mid price with it. Integer arithmetic in paise and basis points only.
import { z } from 'zod';
import { fromMinorUnits } from '../money/amount.ts';
import { applyBps, gstOn } from './bps.ts';
import type { CoinPriceEntry } from './schemas.ts';

export { applyBps, gstOn } from './bps.ts';

/** A rate in basis points: 100 bps = 1%. */
const bpsSchema = z.number().int().min(0).max(10_000);

export const feeScheduleSchema = z.object({
  /** The whole buy–sell spread around the mid price; half on each side. */
  spreadBps: bpsSchema,
  /** The platform fee on the value of a trade. */
  feeBps: bpsSchema,
  /** GST on the platform fee: 18% under Indian law. */
  gstBps: bpsSchema,
  /** TDS on the value of a sale of a virtual digital asset: 1% under section 194S of the Income-tax Act. */
  tdsBps: bpsSchema,
  /** The exchange's fee on a fill for the order that rested in the book (shared/src/exchange/charges.ts). */
  makerBps: bpsSchema.default(10),
  /** The exchange's fee on a fill for the order that took liquidity. */
  takerBps: bpsSchema.default(20),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

const deprecatedAlias = (of: string) =>
  bpsSchema.meta({ deprecated: true, description: `The old spelling of ${of}: read ${of}.` });

/** The schedule as the public API answers it: snake_case, with the camelCase spellings kept as deprecated aliases. */
export const publicFeesSchema = z.object({
  spread_bps: bpsSchema,
  fee_bps: bpsSchema,
  gst_bps: bpsSchema,
  tds_bps: bpsSchema,
  maker_bps: bpsSchema,
  taker_bps: bpsSchema,
  spreadBps: deprecatedAlias('spread_bps'),
  feeBps: deprecatedAlias('fee_bps'),
  gstBps: deprecatedAlias('gst_bps'),
  tdsBps: deprecatedAlias('tds_bps'),
  makerBps: deprecatedAlias('maker_bps'),
  takerBps: deprecatedAlias('taker_bps'),
});
export type PublicFees = z.infer<typeof publicFeesSchema>;

export function publicFees(schedule: FeeSchedule): PublicFees {
  const fees = feeScheduleSchema.parse(schedule);
  return {
    spread_bps: fees.spreadBps,
    fee_bps: fees.feeBps,
    gst_bps: fees.gstBps,
    tds_bps: fees.tdsBps,
    maker_bps: fees.makerBps,
    taker_bps: fees.takerBps,
    ...fees,
  };
}

/** The embedded default; an operator may set another (provider FEE_SCHEDULE) and the fees page shows it. */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  spreadBps: 100,
  feeBps: 20,
  gstBps: 1_800,
  tdsBps: 100,
  makerBps: 10,
  takerBps: 20,
};

const BPS = 10_000n;

/** The buy and sell prices around a mid price: the buyer's rounded up, the seller's down, to the paisa. */
export function spreadPrices(midPaise: bigint, schedule: FeeSchedule): { buy: bigint; sell: bigint } {
  const half = BigInt(schedule.spreadBps);
  const buy = (midPaise * (2n * BPS + half) + 2n * BPS - 1n) / (2n * BPS);
  const sell = (midPaise * (2n * BPS - half)) / (2n * BPS);
  return { buy, sell };
}

/**
 * §3 coin price entry for one coin unit: prices, the fee and tax on a one-unit trade, the mid as the
 * average, and the 24-hour change. selling_price_tds (our addition) is the TDS a one-unit sale withholds.
 */
export function priceEntry(
  midPaise: bigint,
  changePercent: string,
  schedule: FeeSchedule,
): CoinPriceEntry & { selling_price_tds: string } {
  const { buy, sell } = spreadPrices(midPaise, schedule);
  const buyFee = applyBps(buy, schedule.feeBps);
  const sellFee = applyBps(sell, schedule.feeBps);
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  return {
    buying_price: inr(buy),
    buying_price_fee: inr(buyFee),
    buying_price_tax: inr(gstOn(buyFee, schedule)),
    selling_price: inr(sell),
    selling_price_fee: inr(sellFee),
    selling_price_tax: inr(gstOn(sellFee, schedule)),
    selling_price_tds: inr(applyBps(sell, schedule.tdsBps)),
    average_price: inr(midPaise),
    change: changePercent,
  };
}

/** The 24-hour change as a signed percentage with two decimals, rounded half away from zero. */
export function changePercent(nowPaise: bigint, thenPaise: bigint): string {
  if (thenPaise <= 0n) return '0.00';
  const diff = nowPaise - thenPaise;
  const negative = diff < 0n;
  const magnitude = ((negative ? -diff : diff) * 10_000n * 2n + thenPaise) / (2n * thenPaise);
  const text = fromMinorUnits(magnitude, 'INR');
  return negative && magnitude > 0n ? `-${text}` : text;
}
