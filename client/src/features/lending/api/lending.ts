// The lending calls: the terms (plans, limits and prices), the loans and a loan's statement, borrowing (confirmed
// with the §9 lending code, asked for through user.requestOtp) and repaying. A change fetches the loans and balances.
import { LENDING_OTP_PURPOSE } from '@sikka/shared/lending/schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function useLendingTerms() {
  return trpc.lending.terms.useQuery(undefined, { refetchInterval: 15_000, meta: { inline: true } });
}

export function useLoans(page: number) {
  return trpc.lending.list.useQuery({ page }, { placeholderData: keepPreviousData, meta: { inline: true } });
}

export function useStatement(loanId: number, enabled: boolean) {
  return trpc.lending.statement.useQuery({ loan_id: loanId }, { enabled, meta: { inline: true } });
}

export function useLendingChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.lending.list.invalidate();
    void utils.lending.statement.invalidate();
    void utils.wallet.balances.invalidate();
  };
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    sendCode: () => requestOtp.mutateAsync({ type: LENDING_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    borrow: trpc.lending.borrow.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    repay: trpc.lending.repay.useMutation({ meta: { inline: true }, onSuccess: refresh }),
  };
}

export function useBalances() {
  return trpc.wallet.balances.useQuery(undefined, { meta: { quiet: true } });
}
