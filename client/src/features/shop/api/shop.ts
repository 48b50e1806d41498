// The shop calls: the catalogue with stock, a quote, a purchase (confirmed with a §9 transaction code asked for through
// user.requestOtp), one's orders and an order's code (fetched only when asked for, never kept in the cache).
import { SHOP_OTP_PURPOSE } from '@sikka/shared/shop/schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function useCatalogue() {
  return trpc.shop.catalogue.useQuery(undefined, { meta: { inline: true } });
}

export function useOrders(page: number) {
  return trpc.shop.orders.useQuery({ page }, { placeholderData: keepPreviousData, meta: { inline: true } });
}

/** An order's code while it is shown; dropped from the cache as soon as it is hidden. */
export function useOrderCode(id: number, shown: boolean) {
  return trpc.shop.code.useQuery({ id }, { enabled: shown, gcTime: 0, staleTime: 0, meta: { inline: true } });
}

export function useBalances() {
  return trpc.wallet.balances.useQuery(undefined, { meta: { quiet: true } });
}

export function useShopChanges() {
  const utils = trpc.useUtils();
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  const quote = trpc.shop.quote.useMutation({ meta: { inline: true } });
  return {
    quote,
    sendCode: () => requestOtp.mutateAsync({ type: SHOP_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    buy: trpc.shop.buy.useMutation({
      meta: { inline: true },
      onSettled: () => {
        void utils.shop.catalogue.invalidate();
        void utils.shop.orders.invalidate();
        void utils.wallet.balances.invalidate();
      },
    }),
  };
}
