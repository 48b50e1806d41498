// The wallet router: balances (and live), deposits, withdrawals with OTP or 2FA, the outcome of either when its
// answer was lost, history. Every procedure but the live one is its provider call (proxy.ts).
import { moneyCalls, walletCalls } from '@sikka/shared/wallet/calls';
import { proxy } from '../proxy.ts';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './wallet.handlers.ts';

export const walletRouter = router({
  balances: proxy(walletCalls.wallets),
  onBalances: authedProcedure.subscription(handlers.onBalances),
  depositAddress: proxy(moneyCalls.depositAddress),
  deposit: proxy(moneyCalls.inrDeposit),
  depositOutcome: proxy(moneyCalls.depositOutcome),
  simulatePayment: proxy(moneyCalls.simulatedPayment),
  withdrawalInfo: proxy(moneyCalls.withdrawalInfo),
  requestWithdrawalOtp: proxy(moneyCalls.withdrawalOtp),
  withdraw: proxy(moneyCalls.withdraw),
  withdrawalOutcome: proxy(moneyCalls.withdrawalOutcome),
  depositHistory: proxy(moneyCalls.depositHistory),
  withdrawalHistory: proxy(moneyCalls.withdrawalHistory),
  orderHistory: proxy(moneyCalls.orderHistory),
});
