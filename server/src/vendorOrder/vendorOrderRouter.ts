// The vendor order router (/in/vendor-order 'Vendor Order'): checkout, quote, pay. Inputs are the shared schemas.
import {
  vendorOrderPayRequestSchema,
  vendorOrderQuerySchema,
  vendorOrderQuoteRequestSchema,
} from '@sikka/shared/vendorOrder/schemas';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';
import * as handlers from './vendorOrder.handlers.ts';

export const vendorOrderRouter = router({
  checkout: publicProcedure.input(vendorOrderQuerySchema).query(handlers.checkout),
  quote: authedProcedure.input(vendorOrderQuoteRequestSchema).mutation(handlers.quote),
  pay: authedProcedure.input(vendorOrderPayRequestSchema).mutation(handlers.pay),
});
