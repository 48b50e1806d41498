// §5/§9 amount inputs as zod schemas, built on money/amount.ts's parseAmount (12 integer digits, coin precision).
import { z } from 'zod';
import { type Amount, parseAmount } from '../money/amount.ts';

/**
 * §5 Amounts: integer part at most 12 digits; decimals at most the coin's precision. The output is the
 * canonical Amount string that parseAmount returns, so the checked value is exactly what is sent.
 */
export function amountSchema(asset: string) {
  return z.string().transform((input, ctx): Amount => {
    const result = parseAmount(input, asset);
    if (result.ok) return result.amount;
    ctx.addIssue({ code: 'custom', message: result.message, params: { error: result.error } });
    return z.NEVER;
  });
}
