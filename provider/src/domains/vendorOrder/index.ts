// The vendorOrder domain: a merchant's order (made with its API key) paid by the person in coins at checkout.
import fp from 'fastify-plugin';
import { registerVendorOrderRoutes } from './vendorOrderRoutes.ts';
import { VendorOrderService } from './vendorOrderService.ts';

export const vendorOrderDomain = fp(
  async (app) => {
    const { db, clock, otp, events, wallets, serve } = app.platform;
    registerVendorOrderRoutes(
      serve,
      new VendorOrderService(db, clock, { market: app.market, otp, events, wallets }),
    );
  },
  { name: 'vendorOrder', dependencies: ['market'] },
);
