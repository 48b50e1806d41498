// Vendor orders (shared/src/vendorOrder/calls.ts vendorOrderCalls): make, status, checkout, quote, pay.
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { VendorOrderService } from './vendorOrderService.ts';

export function registerVendorOrderRoutes(serve: Serve, orders: VendorOrderService): void {
  serve(vendorOrderCalls.create, async ({ session, input, reply }) => {
    reply.code(201);
    return orders.create(session.user, session.apiKey?.keyId ?? null, input);
  });

  serve(vendorOrderCalls.status, ({ session, input }) => orders.status(session.user, input.id));

  serve(vendorOrderCalls.checkout, ({ input }) => orders.checkout(input.id));

  serve(vendorOrderCalls.quote, ({ session, input }) => orders.quote(session.user, input));

  serve(vendorOrderCalls.pay, async ({ session, input, reply }) => {
    const outcome = await orders.pay(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });
}
