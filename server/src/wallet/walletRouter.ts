// The wallet router: balances (and live), deposits, withdrawals with OTP or 2FA, the outcome of either when its
// answer was lost, history. Inputs are the shared schemas.
import { outcomeRequestSchema } from '@sikka/shared/money/idempotency';
import {
  depositAddressQuerySchema,
  historyQuerySchema,
  inrDepositRequestSchema,
  simulatedPaymentRequestSchema,
  withdrawalOtpRequestSchema,
  withdrawalRequestSchema,
} from '@sikka/shared/wallet/calls';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './wallet.handlers.ts';

export const walletRouter = router({
  balances: authedProcedure.query(handlers.balances),
  onBalances: authedProcedure.subscription(handlers.onBalances),
  depositAddress: authedProcedure.input(depositAddressQuerySchema).query(handlers.depositAddress),
  deposit: authedProcedure.input(inrDepositRequestSchema).mutation(handlers.deposit),
  depositOutcome: authedProcedure.input(outcomeRequestSchema).mutation(handlers.depositOutcome),
  simulatePayment: authedProcedure.input(simulatedPaymentRequestSchema).mutation(handlers.simulatePayment),
  withdrawalInfo: authedProcedure.input(withdrawalOtpRequestSchema).query(handlers.withdrawalInfo),
  requestWithdrawalOtp: authedProcedure
    .input(withdrawalOtpRequestSchema)
    .mutation(handlers.requestWithdrawalOtp),
  withdraw: authedProcedure.input(withdrawalRequestSchema).mutation(handlers.withdraw),
  withdrawalOutcome: authedProcedure.input(outcomeRequestSchema).mutation(handlers.withdrawalOutcome),
  depositHistory: authedProcedure.input(historyQuerySchema).query(handlers.depositHistory),
  withdrawalHistory: authedProcedure.input(historyQuerySchema).query(handlers.withdrawalHistory),
  orderHistory: authedProcedure.input(historyQuerySchema).query(handlers.orderHistory),
});
