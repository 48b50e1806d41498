// The embedded default's market past: on an exchange that has never traded, 30 days of every pair's tape along the
// simulator's seeded walk, ending at its current price, so candles, the tape and the ticker have data from the
// first screen. Market data only, never money; never in production (MARKET_HISTORY).
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { MarketFeed } from '../market/index.ts';
import type { ExchangeService } from './exchangeService.ts';
import { type PastTrade, pastTrades } from './pastTrades.ts';

const HISTORY_DAYS = 30;

/** Writes the past once (nothing when the exchange has traded, or the feed has no past); answers the trades written. */
export async function seedMarketHistory(options: {
  exchange: ExchangeService;
  feed: MarketFeed;
  clock: Clock;
  seed: number;
  log?: FastifyBaseLogger;
}): Promise<number> {
  const { exchange, feed, clock, seed, log } = options;
  const past = feed.past?.bind(feed);
  if (!past) return 0;
  const started = performance.now();
  const written = await exchange.prependPast(() => {
    const to = clock.now().getTime();
    const paths = past(HISTORY_DAYS);
    const trades = new Map<Pair, PastTrade[]>();
    for (const pair of EXCHANGE_PAIRS)
      trades.set(
        pair,
        pastTrades(pair, paths[PAIR_CONFIGS[pair].coin], { seed, from: to - HISTORY_DAYS * 86_400_000, to }),
      );
    return trades;
  });
  if (written > 0)
    log?.info(
      { trades: written, ms: Math.round(performance.now() - started) },
      `market history: ${HISTORY_DAYS} days written`,
    );
  return written;
}
