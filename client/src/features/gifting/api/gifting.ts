// The gifting calls: the sent and received gifts, a quote of one and sending it (confirmed with a §9 transaction code, asked for through
// user.requestOtp) and claiming one. A change fetches both lists and the balances again.
import { GIFT_OTP_PURPOSE } from '@sikka/shared/gifting/schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export type GiftBox = 'sent' | 'received';

export function useGifts(box: GiftBox, page: number) {
  return trpc.gifting.list.useQuery(
    { box, page },
    { placeholderData: keepPreviousData, meta: { inline: true } },
  );
}

export function useGiftChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.gifting.list.invalidate();
    void utils.wallet.balances.invalidate();
  };
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    sendCode: () => requestOtp.mutateAsync({ type: GIFT_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    quote: trpc.gifting.quote.useMutation({ meta: { inline: true } }),
    send: trpc.gifting.send.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    claim: trpc.gifting.claim.useMutation({ onSuccess: refresh }),
  };
}

export function useAvailable(enabled: boolean) {
  return trpc.wallet.balances.useQuery(undefined, { enabled, meta: { quiet: true } });
}
