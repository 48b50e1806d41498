// The live data the content pages show: coin prices for the coin list, the fee schedule for the fees page.
// Each page shows its own error with a retry (meta.inline), so the central handler adds no toast.
import { trpc } from '../../../lib/trpc.ts';

/** Prices are refreshed while the page is open; the BFF serves them from its live copy. */
export const PRICE_REFRESH_MS = 15_000;

export function useCoinPrices() {
  return trpc.market.prices.useQuery(undefined, {
    meta: { inline: true },
    refetchInterval: PRICE_REFRESH_MS,
    staleTime: PRICE_REFRESH_MS,
  });
}

export function useFeeSchedule() {
  return trpc.market.fees.useQuery(undefined, { meta: { inline: true }, staleTime: 5 * 60_000 });
}
