// The basket calls: the baskets with their past, quotes and their execution, the holdings, and the buying plans. A
// change refreshes the holdings, the plans and the balances.
import { trpc } from '../../../lib/trpc.ts';

export function useBaskets() {
  return trpc.basket.list.useQuery(undefined, { staleTime: 60_000, meta: { inline: true } });
}

export function useHoldings(enabled: boolean) {
  return trpc.basket.holdings.useQuery(undefined, {
    enabled,
    refetchInterval: 15_000,
    meta: { inline: true },
  });
}

export function usePlans(enabled: boolean) {
  return trpc.basket.plans.useQuery(undefined, { enabled, refetchInterval: 5_000, meta: { inline: true } });
}

export function useBalances(enabled: boolean) {
  return trpc.wallet.balances.useQuery(undefined, { enabled, meta: { quiet: true } });
}

export function useBasketChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.basket.holdings.invalidate();
    void utils.basket.plans.invalidate();
    void utils.wallet.balances.invalidate();
  };
  return {
    quote: trpc.basket.quote.useMutation({ meta: { inline: true } }),
    execute: trpc.basket.execute.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    createPlan: trpc.basket.createPlan.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    updatePlan: trpc.basket.updatePlan.useMutation({ meta: { inline: true }, onSuccess: refresh }),
  };
}
