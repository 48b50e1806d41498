// A market feed whose prices stand still until a test moves them, firing a tick as the simulator would; optionally
// with a past of the test's own (a feed without one has none, as a real feed may).
import type { Coin } from '@sikka/shared/constants';
import type { MarketFeed, MidPrice, PricePoint } from '../../provider/src/domains/market/simulator.ts';
import { FIXED_MIDS } from './money.ts';

export interface MovableMarket extends MarketFeed {
  /** Sets a coin's mid price (paise) and runs every tick listener. */
  move(coin: Coin, mid: bigint): void;
}

export function movableMarket(
  mids: Record<Coin, bigint> = FIXED_MIDS,
  options: { past?: Record<Coin, PricePoint[]> } = {},
): MovableMarket {
  const current = Object.fromEntries(
    Object.entries(mids).map(([coin, mid]) => [coin, { now: mid, dayAgo: mid } satisfies MidPrice]),
  ) as Record<Coin, MidPrice>;
  const listeners = new Set<() => void>();
  const { past } = options;
  return {
    ...(past ? { past: () => past } : {}),
    current: () => current,
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {},
    stop() {},
    move(coin, mid) {
      current[coin] = { now: mid, dayAgo: current[coin].dayAgo };
      for (const listener of listeners) listener();
    },
  };
}
