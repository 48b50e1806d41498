// Tax invoices: one instant order's or exchange fill's invoice, numbered on first issue, described once.
import { defineCalls } from '../contract.ts';
import { invoiceQuerySchema, invoiceSchema } from './schemas.ts';

export const invoiceCalls = defineCalls({
  invoice: {
    method: 'GET',
    path: '/invoices',
    auth: 'bearer',
    request: invoiceQuerySchema,
    response: invoiceSchema,
  },
});
