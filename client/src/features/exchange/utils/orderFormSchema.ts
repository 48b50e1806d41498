// The order form's zod schema (react-hook-form's resolver), its own module so zod's full build loads when the form
// first validates, not with the trading screen (OrderEntry.tsx; docs/benchmarks.md "First load").
import type { MarketNow } from '@sikka/shared/exchange/estimate';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { z } from 'zod';
import { draftOf, type OrderFormValues } from './orderForm.ts';

/** The form's values in, the place request out (orderForm.ts draftOf), each problem on its field. */
export function orderFormSchema(config: PairConfig, best: MarketNow) {
  return z.custom<OrderFormValues>().transform((values, ctx) => {
    const made = draftOf(values, config, best);
    if (made.ok) return made.draft;
    for (const issue of made.issues)
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    return z.NEVER;
  });
}
