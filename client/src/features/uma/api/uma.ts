// The UMA calls: one's handle (read, choose), the paged history, and a transfer (confirmed with a §9 transaction
// code asked for through user.requestOtp). A transfer fetches the history and the balances again.
import { UMA_OTP_PURPOSE } from '@sikka/shared/uma/schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function useHandle() {
  return trpc.uma.handle.useQuery(undefined, { meta: { inline: true } });
}

export function useSetHandle() {
  const utils = trpc.useUtils();
  return trpc.uma.setHandle.useMutation({
    meta: { inline: true },
    onSuccess: (answer) => utils.uma.handle.setData(undefined, answer),
  });
}

export function useTransfers(page: number) {
  return trpc.uma.transfers.useQuery({ page }, { placeholderData: keepPreviousData, meta: { inline: true } });
}

export function useSend() {
  const utils = trpc.useUtils();
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    sendCode: () => requestOtp.mutateAsync({ type: UMA_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    send: trpc.uma.send.useMutation({
      meta: { inline: true },
      onSuccess: () => {
        void utils.uma.transfers.invalidate();
        void utils.wallet.balances.invalidate();
      },
    }),
  };
}

export function useBalances() {
  return trpc.wallet.balances.useQuery(undefined, { meta: { quiet: true } });
}
