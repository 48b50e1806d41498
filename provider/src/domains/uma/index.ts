// The uma domain: money sent between Sikka users by mobile number or UMA id.
import fp from 'fastify-plugin';
import { registerUmaRoutes } from './umaRoutes.ts';
import { UmaService } from './umaService.ts';

export const umaDomain = fp(
  async (app) => {
    const { db, clock, otp, events, wallets, serve } = app.platform;
    registerUmaRoutes(
      serve,
      new UmaService(db, clock, { otp, events, wallets, valuer: (coin, q) => app.market.valueOf(coin, q) }),
    );
  },
  { name: 'uma', dependencies: ['market'] },
);
