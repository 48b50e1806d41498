// The last 24 hours of each coin's rupee pair as 15-minute candles (the exchange's candles call), so the dashboard
// draws its charts on first paint rather than only from what the page has seen since it opened.
import { COINS, type Coin } from '@sikka/shared/constants';
import { INTERVAL_MS } from '@sikka/shared/exchange/candleIntervals';
import type { Candle } from '@sikka/shared/exchange/candles';
import { pairOf } from '@sikka/shared/exchange/pairs';
import { trpc } from '../../../lib/trpc.ts';

const DAY_INTERVAL = '15m';
export const DAY_INTERVAL_MS = INTERVAL_MS[DAY_INTERVAL];
/** A day of 15-minute candles, and the one still open. */
const DAY_CANDLES = 97;
const NONE: readonly Candle[] = [];

/** Per coin: the day's candles, oldest first; null while they load; empty when the day had no trade (or failed). */
type DayCandles = Readonly<Record<Coin, readonly Candle[] | null>>;

export function useDayCandles(enabled: boolean): DayCandles {
  const results = trpc.useQueries((t) =>
    COINS.map((coin) =>
      t.exchange.candles(
        { pair: pairOf(coin), interval: DAY_INTERVAL, limit: DAY_CANDLES },
        // Read once: from then on the live prices extend the line.
        { enabled, staleTime: Number.POSITIVE_INFINITY, meta: { quiet: true } },
      ),
    ),
  );
  const day = (index: number) => {
    const result = results[index];
    return result?.isError ? NONE : (result?.data?.data ?? null);
  };
  return { BTC: day(0), ETH: day(1), USDT: day(2) };
}
