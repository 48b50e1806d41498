// The invoice domain: the GST invoice of each fill and instant order (docs/invoices.md).
import fp from 'fastify-plugin';
import { registerInvoiceRoutes } from './invoiceRoutes.ts';
import { InvoiceService } from './invoiceService.ts';

export { type InvoicedSupply, issueInvoices } from './issue.ts';

export const invoiceDomain = fp(
  async (app) => {
    const { db, serve } = app.platform;
    registerInvoiceRoutes(serve, new InvoiceService(db));
  },
  { name: 'invoice' },
);
