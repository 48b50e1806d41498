// What the home screen's calls carry (docs/portfolio.md): the change today, each coin's average cost and profit or
// loss from the tax year's open lots, and the portfolio's worth at each day's end of a range. Money as decimal strings.
import { z } from 'zod';
import { COINS } from '../constants.ts';
import { HISTORY_RANGES, type HistoryRange } from './rules.ts';

/** A decimal string, signed where a change may be a loss. */
const decimal = z.string().regex(/^\d+(\.\d+)?$/);
const signedDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

const holdingCostSchema = z.object({
  asset: z.enum(COINS),
  /** The open lots' quantity: the coins the tax year holds. */
  quantity: decimal,
  /** What remains of the lots' cost, in rupees. */
  cost: decimal,
  /** Rupees per whole coin; null for no quantity. */
  average_cost: decimal.nullable(),
  /** The lots' quantity at the selling price now, rounded down to the paisa. */
  value: decimal,
  profit_loss: signedDecimal,
  /** Of the cost, two places; null for no cost. */
  profit_loss_percent: signedDecimal.nullable(),
  /** False when a lot's cost is the market value on arrival (a deposit, a gift) rather than what was paid. */
  cost_known: z.boolean(),
});
export type HoldingCost = z.infer<typeof holdingCostSchema>;

export const portfolioSummarySchema = z.object({
  as_of: z.string(),
  today: z.object({
    /** Rupees and coins now at the selling prices now. */
    value: decimal,
    /** The balances 24 hours ago at the feed's selling prices of 24 hours ago. */
    day_ago_value: decimal,
    change: signedDecimal,
    change_percent: signedDecimal.nullable(),
  }),
  /** Every coin with open lots, in the order of COINS. */
  holdings: z.array(holdingCostSchema),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

const rangeKeys = Object.keys(HISTORY_RANGES) as [HistoryRange, ...HistoryRange[]];

export const portfolioHistoryQuerySchema = z.object({ range: z.enum(rangeKeys) }).strict();

export const portfolioHistorySchema = z.object({
  range: z.enum(rangeKeys),
  /** Oldest first: each day's end (midnight in India) of the range, then now; the worth in rupees. */
  points: z.array(z.object({ at: z.string(), value: decimal })),
});
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
