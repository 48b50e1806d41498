// The gifting domain: coins gifted to a mobile number, held in escrow until claimed or returned when they expire.
import fp from 'fastify-plugin';
import { registerGiftDevRoutes } from './giftDevRoutes.ts';
import { registerGiftRoutes } from './giftRoutes.ts';
import { GiftService } from './giftService.ts';

export const giftingDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, config, otp, events, wallets, log } = platform;
    const gifts = new GiftService(db, clock, {
      market: app.market,
      otp,
      events,
      wallets,
      queue: platform.queue('gift expiry'),
      expiryDays: config.GIFT_EXPIRY_DAYS,
      log,
    });
    registerGiftRoutes(platform.serve, gifts);
    if (config.DEV_FIXTURES) registerGiftDevRoutes(app, gifts);
    platform.lifecycle.add(gifts);
  },
  { name: 'gifting', dependencies: ['market'] },
);
