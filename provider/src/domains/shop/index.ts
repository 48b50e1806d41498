// The shop domain: products bought with coins at a locked price, stock taken once per order.
import fp from 'fastify-plugin';
import { registerShopRoutes } from './shopRoutes.ts';
import { ShopService } from './shopService.ts';

export {
  checkPayment,
  lockUnusedQuote,
  type PricingMarket,
  postPayment,
  purchaseEntry,
  quoteNow,
} from './pricing.ts';

export const shopDomain = fp(
  async (app) => {
    const { db, clock, otp, events, wallets, cipher, serve } = app.platform;
    registerShopRoutes(
      serve,
      new ShopService(db, clock, { market: app.market, otp, events, wallets, cipher }),
    );
  },
  { name: 'shop', dependencies: ['market'] },
);
