// The wallet calls as hooks, each with what the §8 handler should know: forms take their own field errors
// (§5 deposit/withdraw fields: amount, channel, coin, payment_coin), dialogs show their own messages, and a money
// move's refusals are shown by the shared flow (lib/useMoneyMove.ts: on their input, in the dialog, or a toast).
import type { Asset, Coin } from '@sikka/shared/constants';
import type { HistoryType } from '@sikka/shared/wallet/calls';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** §5 the deposit/withdraw server fields and the form input each lands on. */
export const DEPOSIT_SERVER_FIELDS = {
  amount: 'amount',
  channel: 'channel',
  coin: 'amount',
  payment_coin: 'amount',
} as const;
export const WITHDRAW_SERVER_FIELDS = {
  amount: 'amount',
  coin: 'amount',
  payment_coin: 'amount',
  address: 'address',
} as const;

export function useInrDeposit() {
  return trpc.wallet.deposit.useMutation({ meta: { inline: true } });
}

export function useSimulatedPayment() {
  return trpc.wallet.simulatePayment.useMutation({ meta: { inline: true } });
}

export function useDepositAddress(coin: Coin, enabled: boolean) {
  return trpc.wallet.depositAddress.useQuery(
    { coin },
    { enabled, meta: { inline: true }, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useWithdrawalInfo(coin: Asset, enabled: boolean) {
  return trpc.wallet.withdrawalInfo.useQuery(
    { coin },
    { enabled, meta: { inline: true }, staleTime: 10_000 },
  );
}

export function useWithdrawalOtp() {
  return trpc.wallet.requestWithdrawalOtp.useMutation({ meta: { inline: true } });
}

export function useWithdraw() {
  return trpc.wallet.withdraw.useMutation({ meta: { inline: true } });
}

interface HistoryPageQuery {
  days: number;
  page: number;
}

/** One page of one history, kept on screen while the next page loads. */
export function useHistoryPage(
  type: HistoryType,
  query: HistoryPageQuery,
  options: { refetchMs?: number } = {},
) {
  const common = {
    meta: { inline: true },
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchMs ?? false,
    staleTime: 5_000,
  } as const;
  const deposits = trpc.wallet.depositHistory.useQuery(query, { ...common, enabled: type === 'deposits' });
  const withdrawals = trpc.wallet.withdrawalHistory.useQuery(query, {
    ...common,
    enabled: type === 'withdrawals',
  });
  const orders = trpc.wallet.orderHistory.useQuery(query, { ...common, enabled: type === 'orders' });
  return { deposits, withdrawals, orders };
}
