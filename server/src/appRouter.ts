// The BFF's whole API: the domain routers wired together. The client imports only these types.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { alertsRouter } from './alerts/alertsRouter.ts';
import { analyticsRouter } from './analytics/analyticsRouter.ts';
import { apiKeysRouter } from './apiKeys/apiKeysRouter.ts';
import { authRouter } from './auth/authRouter.ts';
import { basketRouter } from './basket/basketRouter.ts';
import { declarationRouter } from './declaration/declarationRouter.ts';
import { exchangeRouter } from './exchange/exchangeRouter.ts';
import { giftingRouter } from './gifting/giftingRouter.ts';
import { instantRouter } from './instant/instantRouter.ts';
import { invoiceRouter } from './invoice/invoiceRouter.ts';
import { kycRouter } from './kyc/kycRouter.ts';
import { lendingRouter } from './lending/lendingRouter.ts';
import { marketRouter } from './market/marketRouter.ts';
import { marketingRouter } from './marketing/marketingRouter.ts';
import { messagesRouter } from './messages/messagesRouter.ts';
import { notificationsRouter } from './notifications/notificationsRouter.ts';
import { portfolioRouter } from './portfolio/portfolioRouter.ts';
import { reservesRouter } from './reserves/reservesRouter.ts';
import { rewardsRouter } from './rewards/rewardsRouter.ts';
import { shopRouter } from './shop/shopRouter.ts';
import { subBrokerRouter } from './subBroker/subBrokerRouter.ts';
import { systemRouter } from './system/systemRouter.ts';
import { taxRouter } from './tax/taxRouter.ts';
import { router } from './trpc.ts';
import { umaRouter } from './uma/umaRouter.ts';
import { userRouter } from './user/userRouter.ts';
import { vendorOrderRouter } from './vendorOrder/vendorOrderRouter.ts';
import { walletRouter } from './wallet/walletRouter.ts';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  analytics: analyticsRouter,
  system: systemRouter,
  market: marketRouter,
  wallet: walletRouter,
  instant: instantRouter,
  exchange: exchangeRouter,
  kyc: kycRouter,
  declaration: declarationRouter,
  apiKeys: apiKeysRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  rewards: rewardsRouter,
  gifting: giftingRouter,
  uma: umaRouter,
  subBroker: subBrokerRouter,
  invoice: invoiceRouter,
  marketing: marketingRouter,
  lending: lendingRouter,
  shop: shopRouter,
  vendorOrder: vendorOrderRouter,
  basket: basketRouter,
  tax: taxRouter,
  reserves: reservesRouter,
  alerts: alertsRouter,
  portfolio: portfolioRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
