// The checkout's calls: the order (anyone), the payer's balances, a quote of its total and the payment (confirmed
// with a §9 transaction code asked for through user.requestOtp). Refusals are shown on the page, never toasted.
import { VENDOR_ORDER_OTP_PURPOSE } from '@sikka/shared/vendorOrder/schemas';
import { trpc } from '../../../lib/trpc.ts';

export function useCheckout(id: string) {
  return trpc.vendorOrder.checkout.useQuery({ id }, { retry: false, meta: { inline: true } });
}

export function useBalances(signedIn: boolean) {
  return trpc.wallet.balances.useQuery(undefined, { enabled: signedIn, meta: { quiet: true } });
}

export function useVendorOrderChanges() {
  const utils = trpc.useUtils();
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    quote: trpc.vendorOrder.quote.useMutation({ meta: { inline: true } }),
    sendCode: () => requestOtp.mutateAsync({ type: VENDOR_ORDER_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    pay: trpc.vendorOrder.pay.useMutation({
      meta: { inline: true },
      onSettled: () => {
        void utils.vendorOrder.checkout.invalidate();
        void utils.wallet.balances.invalidate();
      },
    }),
    /** The order's status may have moved (paid by someone else, expired): read it again. */
    refresh: () => utils.vendorOrder.checkout.invalidate(),
  };
}
