// The tax invoice of one instant order or exchange fill, as GET /invoices answers it: the seller and buyer, what was
// supplied (the coin trade, not taxed under GST), the fee with its SAC and GST split, and TDS withheld (§194S).
import { z } from 'zod';
import { EXCHANGE_PAIRS } from '../exchange/pairs.ts';
import { DECIMAL_STRING } from '../money/amount.ts';

export { invoicePath } from './paths.ts';

const rupees = z.string().regex(DECIMAL_STRING);

/** Which invoice: an instant order's id, or an exchange fill as `PAIR:trade id` ('BTC-INR:456'). */
export const invoiceQuerySchema = z.discriminatedUnion('source', [
  z
    .object({ source: z.literal('instant'), ref: z.string().regex(/^[1-9]\d{0,17}$/, 'Not an order') })
    .strict(),
  z
    .object({
      source: z.literal('trade'),
      ref: z.string().regex(new RegExp(`^(${EXCHANGE_PAIRS.join('|')}):[1-9]\\d{0,17}$`), 'Not a trade'),
    })
    .strict(),
]);
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

export const invoiceSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  /** When the trade was made (the time of supply). */
  supplied_at: z.string(),
  financial_year: z.string(),
  source: z.enum(['instant', 'trade']),
  reference: z.string(),
  seller: z.object({
    legal_name: z.string(),
    gstin: z.string(),
    address: z.string(),
    state: z.string(),
    state_code: z.string(),
  }),
  buyer: z.object({ name: z.string().nullable(), state: z.string().nullable(), mobile: z.string() }),
  trade: z.object({
    side: z.enum(['buy', 'sell']),
    coin: z.string(),
    quantity: z.string(),
    rate: rupees,
    value: rupees,
  }),
  fee: z.object({
    sac: z.string(),
    taxable_value: rupees,
    gst_rate_percent: z.string(),
    cgst: rupees,
    sgst: rupees,
    igst: rupees,
    total: rupees,
  }),
  tds: rupees,
  /** What the person paid (a buy) or received (a sale) in all. */
  settled: rupees,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The invoice a page path names, or null. */
export function invoiceQueryOf(pathname: string): InvoiceQuery | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(3);
  const candidate =
    parts[0] === 'instant' && parts.length === 2
      ? { source: 'instant', ref: parts[1] }
      : parts[0] === 'trade' && parts.length === 3
        ? { source: 'trade', ref: `${parts[1]}:${parts[2]}` }
        : null;
  const parsed = invoiceQuerySchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
