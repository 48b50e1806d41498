// The invoice router (/in/invoice): one's own order's or fill's tax invoice. Input is the shared schema.
import { invoiceQuerySchema } from '@sikka/shared/invoice/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './invoice.handlers.ts';

export const invoiceRouter = router({
  invoice: authedProcedure.input(invoiceQuerySchema).query(handlers.invoice),
});
