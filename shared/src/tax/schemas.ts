// The tax year on the wire: the report of one financial year (rupees and coin quantities as decimal strings), the
// cost a person enters for a coin whose cost the platform cannot know, and the years they may ask for.
import { z } from 'zod';
import { ASSETS, COINS } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { ACQUISITION_SOURCES, DISPOSAL_KINDS } from './vdaRules.ts';

const decimal = z.string().regex(DECIMAL_STRING);
const timestamp = z.string().min(1);
/** A year as '2025-26'; the provider checks it against the account's life (financialYear.ts taxYearFor). */
const yearLabel = z.string().regex(/^\d{4}-\d{2}$/, 'Choose a financial year such as 2025-26');

export const taxReportQuerySchema = z.object({ year: yearLabel }).strict();
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;

/** One lot's part in one disposal: a row of Schedule VDA when `taxed`. */
export const taxRowSchema = z.object({
  asset: z.enum(COINS),
  kind: z.enum(DISPOSAL_KINDS),
  /** Null for coins beyond the history the platform holds (cost nil until the person enters it elsewhere). */
  acquired_at: timestamp.nullable(),
  transferred_at: timestamp,
  source: z.enum([...ACQUISITION_SOURCES, 'unknown']),
  quantity: decimal,
  cost: decimal,
  consideration: decimal,
  /** consideration − cost; negative for a loss, which is not set off. */
  gain: z.string().regex(/^-?\d+(\.\d+)?$/),
  cost_known: z.boolean(),
  taxed: z.boolean(),
  /** The acquisition the part came from (its cost can be edited when not known), null for the unknown lot. */
  lot_id: z.string().nullable(),
});
export type TaxRow = z.infer<typeof taxRowSchema>;

const sumsSchema = z.object({
  transfers: z.number().int().nonnegative(),
  cost: decimal,
  consideration: decimal,
  net: z.string().regex(/^-?\d+(\.\d+)?$/),
  losses_ignored: decimal,
  income: decimal,
});

export const taxReportSchema = z.object({
  year: yearLabel,
  from: timestamp,
  to: timestamp,
  /** The years the account has lived through, newest first: the ones that may be asked for. */
  years: z.array(yearLabel),
  /** Section 115BBH applies to transfers from 1 April 2022. */
  rules_apply: z.boolean(),
  rows: z.array(taxRowSchema),
  /** Coins that left without a taxed transfer (gifts, sends, withdrawals). */
  moves: z.array(taxRowSchema),
  assets: z.array(sumsSchema.extend({ asset: z.enum(COINS), quantity: decimal })),
  totals: sumsSchema,
  estimate: z.object({
    income: decimal,
    tax: decimal,
    cess: decimal,
    total: decimal,
    filed_income: decimal,
    filed_tax: decimal,
    filed_cess: decimal,
    payable: decimal,
  }),
  /** Section 194S TDS deducted on the year's transfers, by quarter (to match Form 26AS / AIS). */
  tds_by_quarter: z.object({ q1: decimal, q2: decimal, q3: decimal, q4: decimal }),
  tds: decimal,
  costs_to_check: z.number().int().nonnegative(),
  /** Acquisitions whose cost the platform cannot know (deposits, gifts, rewards, UMA): what the report uses now. */
  unknown_costs: z.array(
    z.object({
      lot_id: z.string(),
      asset: z.enum(COINS),
      source: z.enum(ACQUISITION_SOURCES),
      acquired_at: timestamp,
      quantity: decimal,
      /** The market value on arrival, what the report uses until the person enters what they paid. */
      market_value: decimal,
      /** What the person entered, or null. */
      entered_cost: decimal.nullable(),
    }),
  ),
  /** What was held at the year's end, per lot. */
  holdings: z.array(
    z.object({
      asset: z.enum(COINS),
      acquired_at: timestamp.nullable(),
      source: z.enum([...ACQUISITION_SOURCES, 'unknown']),
      quantity: decimal,
      cost: decimal,
      cost_known: z.boolean(),
    }),
  ),
  /** A sub-broker's commission in the year and the section 194H TDS withheld from it; null for anyone else. */
  commission: z.object({ credited: decimal, tds: decimal, paid: decimal, asset: z.enum(ASSETS) }).nullable(),
});
export type TaxReport = z.infer<typeof taxReportSchema>;

/** The cost a person paid for coins the platform saw arrive but not bought (rupees, up to two decimals). */
export const taxCostRequestSchema = z
  .object({
    lot_id: z.string().regex(/^[1-9]\d{0,17}$/, 'Not an acquisition'),
    /** Null clears an entered cost (back to the market value on arrival). */
    cost: z
      .string()
      .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Enter the cost in rupees, up to two decimals')
      .nullable(),
  })
  .strict();
export type TaxCostRequest = z.infer<typeof taxCostRequestSchema>;
export const taxCostResponseSchema = z.object({ lot_id: z.string(), entered_cost: decimal.nullable() });
