// The wallet calls (shared/src/wallet/calls.ts moneyCalls, §7 GET /v2/wallet): balances, deposit addresses,
// rupee deposits, withdrawals with their OTP or authenticator code, and history with its CSV export.
// GET calls take their input as the query string.
import {
  type HistoryQuery,
  type HistoryType,
  moneyCalls,
  walletCalls,
  walletFileCalls,
} from '@sikka/shared/wallet/calls';
import type { Serve } from '../../platform/http/contract.ts';
import { walletsOf } from '../../platform/ledger/wallets.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MoneyServices } from './moneyServices.ts';
import { askWithdrawalCode, withdrawalConfirmation } from './withdrawalCodes.ts';

export function registerWalletRoutes(serve: Serve, services: Platform & { money: MoneyServices }): void {
  const { db, money, otp } = services;

  serve(walletCalls.wallets, ({ session }) => walletsOf(db, session.userId));

  serve(moneyCalls.depositAddress, ({ session, input }) => money.chain.addressOf(session.userId, input.coin));

  serve(moneyCalls.inrDeposit, async ({ session, input, reply }) => {
    const outcome = await money.deposits.createInr(session.userId, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(moneyCalls.withdrawalInfo, ({ session, input }) => money.withdrawals.info(session.user, input.coin));

  serve(moneyCalls.withdrawalOtp, ({ session, input }) =>
    askWithdrawalCode(otp, money.withdrawals, session.user, input.coin),
  );

  serve(moneyCalls.withdraw, async ({ session, input, reply }) => {
    const { otp: code, ...body } = input;
    const confirm = withdrawalConfirmation(otp, session.user, body.coin, code);
    const outcome = await money.withdrawals.request(session.user, body, confirm);
    reply.code(outcome.status);
    return outcome.body;
  });

  // The outcome of a deposit or withdrawal whose answer was lost, by its idempotency key (not Verified-only).
  serve(moneyCalls.depositOutcome, ({ session, input }) =>
    money.deposits.outcome(session.userId, input.idempotency_key),
  );

  serve(moneyCalls.withdrawalOutcome, ({ session, input }) =>
    money.withdrawals.outcome(session.userId, input.idempotency_key),
  );

  serve(walletFileCalls.historyExport, async ({ session, input: { type, days }, reply }) => {
    const csv = await money.history.csv(session.userId, type, days);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="sikka-${type}-${days}d.csv"`)
      .send(csv);
  });

  // One call per history: the path names its type.
  const pageOf = <T extends HistoryType>(type: T, userId: number, query: HistoryQuery) =>
    money.history.page(userId, { ...query, type });
  serve(moneyCalls.depositHistory, ({ session, input }) => pageOf('deposits', session.userId, input));
  serve(moneyCalls.withdrawalHistory, ({ session, input }) => pageOf('withdrawals', session.userId, input));
  serve(moneyCalls.orderHistory, ({ session, input }) => pageOf('orders', session.userId, input));
}
