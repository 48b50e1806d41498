// The wallet domain: §3's wallets, INR deposits through the payment gateway (simulated by default, its webhook
// called through the whole HTTP stack), coin deposits from the chain, withdrawals and their processor, history.
import fp from 'fastify-plugin';
import { createMoneyServices, type MoneyServices } from './moneyServices.ts';
import { registerPaymentRoutes, WEBHOOK_PATH } from './paymentRoutes.ts';
import { registerWalletRoutes } from './walletRoutes.ts';

export { bankAccountOf, maskAccountNumber, saveBankAccount } from './bankAccounts.ts';
export { recordCompletedDeposit } from './deposits.ts';
export type { MoneyServices } from './moneyServices.ts';
export { depositWire, withdrawalWire } from './records.ts';
export { WithdrawalService } from './withdrawals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyServices;
  }
}

export const walletDomain = fp(
  async (app) => {
    const { platform } = app;
    const money = createMoneyServices({
      ...platform,
      declarations: app.declarations,
      valuer: (coin, quantity) => app.market.valueOf(coin, quantity),
    });
    // The simulated gateway calls our own webhook through the whole HTTP stack, signature check included.
    money.gateway.deliverTo(async (payload, headers) => {
      const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload });
      return { status: response.statusCode };
    });
    app.decorate('money', money);
    const deps = { ...platform, money };
    registerWalletRoutes(platform.serve, deps);
    registerPaymentRoutes(app, platform.serve, deps);
    platform.lifecycle.add(money);
  },
  { name: 'wallet', dependencies: ['declaration', 'market'] },
);
