// The exchange's calls: the pairs and their fee rates, tickers, candles, the person's orders and histories, and
// placing and cancelling (a refusal on a request field goes to its input, §8; other messages are toasted).
import type { CandleInterval } from '@sikka/shared/exchange/candleIntervals';
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import type { PairInfo } from '@sikka/shared/exchange/schemas';
import { trpc } from '../../../lib/trpc.ts';
import { ORDER_SERVER_FIELDS } from '../utils/orderForm.ts';

/** How often the 24-hour ticker is read again (it has no channel; trades move it). */
const TICKER_REFRESH_MS = 5_000;

export function usePairs() {
  return trpc.exchange.pairs.useQuery(undefined, { staleTime: 60_000, meta: { inline: true } });
}

export function ratesOf(info: PairInfo | undefined): ExchangeRates | null {
  return info
    ? { makerBps: info.maker_bps, takerBps: info.taker_bps, gstBps: info.gst_bps, tdsBps: info.tds_bps }
    : null;
}

export function useTickers() {
  return trpc.exchange.tickers.useQuery(undefined, {
    refetchInterval: TICKER_REFRESH_MS,
    meta: { inline: true },
  });
}

export function useCandles(pair: string, interval: CandleInterval) {
  return trpc.exchange.candles.useQuery(
    { pair, interval, limit: 300 },
    { staleTime: 0, meta: { inline: true } },
  );
}

/** The person's favourite pairs (the market list's stars); none asked for a visitor. */
export function useFavourites(signedIn: boolean) {
  return trpc.exchange.favourites.useQuery(undefined, {
    enabled: signedIn,
    staleTime: 60_000,
    meta: { inline: true },
  });
}

/** Stars or unstars a pair at once on screen; the provider's answer (or a refusal) then sets what stands. */
export function useSetFavourite() {
  const utils = trpc.useUtils();
  return trpc.exchange.setFavourite.useMutation({
    onMutate: async ({ pair, favourite }) => {
      await utils.exchange.favourites.cancel();
      const before = utils.exchange.favourites.getData();
      const data = before?.data.filter((entry) => entry !== pair) ?? [];
      utils.exchange.favourites.setData(undefined, { data: favourite ? [...data, pair] : data });
      return { before };
    },
    onError: (_error, _input, context) => utils.exchange.favourites.setData(undefined, context?.before),
    onSuccess: (answer) => utils.exchange.favourites.setData(undefined, answer),
  });
}

export function usePlaceOrder() {
  return trpc.exchange.placeOrder.useMutation({ meta: { serverFields: ORDER_SERVER_FIELDS } });
}

export function useCancelOrder() {
  return trpc.exchange.cancelOrder.useMutation();
}

export function useCancelAll() {
  return trpc.exchange.cancelAll.useMutation();
}

export function useOrderHistory(input: { pair: string; days: number; page: number }, enabled: boolean) {
  return trpc.exchange.orderHistory.useQuery(input, { enabled, placeholderData: (previous) => previous });
}

/** How far back My trades looks: §9's widest history filter (a year), newest first. */
const MY_TRADES_DAYS = 365;

/** The person's newest fills on the pair (the same call as the trade history; a fill invalidates both). */
export function useMyTrades(pair: string, count: number, enabled: boolean) {
  return trpc.exchange.tradeHistory.useQuery(
    { pair, days: MY_TRADES_DAYS, page: 1, per_page: count },
    { enabled, meta: { inline: true } },
  );
}

export function useTradeHistory(input: { pair: string; days: number; page: number }, enabled: boolean) {
  return trpc.exchange.tradeHistory.useQuery(input, { enabled, placeholderData: (previous) => previous });
}
