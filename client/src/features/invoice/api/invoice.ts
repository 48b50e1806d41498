// The tax invoice of one of the person's instant orders or exchange fills.
import type { InvoiceQuery } from '@sikka/shared/invoice/schemas';
import { trpc } from '../../../lib/trpc.ts';

export function useInvoice(query: InvoiceQuery | null, signedIn: boolean) {
  return trpc.invoice.invoice.useQuery(query ?? { source: 'instant', ref: '1' }, {
    enabled: query !== null && signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { inline: true },
  });
}
