// What coins would fetch, for acquisitions the platform did not price (tax/vdaRules.ts marketValue): from a feed's
// mid where no MarketService runs (the exchange's bots), and at the start mids for the demo seed before the market.
import type { Coin } from '@sikka/shared/constants';
import { precisionOf } from '@sikka/shared/money/amount';
import { marketValue } from '@sikka/shared/tax/vdaRules';
import type { CoinValuer } from '../../platform/ledger/vda.ts';
import { type MarketFeed, START_MIDS } from './simulator.ts';

/** At the feed's current mid. */
export function feedValuer(feed: MarketFeed): CoinValuer {
  return (coin: Coin, quantity: bigint) => marketValue(quantity, feed.current()[coin].now, precisionOf(coin));
}

/** At the simulated market's start mids: the demo account's seed, made before the market runs. */
export const startValuer: CoinValuer = (coin, quantity) =>
  marketValue(quantity, START_MIDS[coin], precisionOf(coin));
