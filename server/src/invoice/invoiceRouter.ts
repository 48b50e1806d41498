// The invoice router (/in/invoice): one's own order's or fill's tax invoice, its provider call (proxy.ts).
import { invoiceCalls } from '@sikka/shared/invoice/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const invoiceRouter = router({
  invoice: proxy(invoiceCalls.invoice),
});
