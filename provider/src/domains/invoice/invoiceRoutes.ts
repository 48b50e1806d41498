// Tax invoices (shared/src/invoice/calls.ts invoiceCalls): one's own order's or fill's invoice.
import { invoiceCalls } from '@sikka/shared/invoice/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { InvoiceService } from './invoiceService.ts';

export function registerInvoiceRoutes(serve: Serve, invoices: InvoiceService): void {
  serve(invoiceCalls.invoice, ({ session, input }) => invoices.invoice(session.user, input));
}
