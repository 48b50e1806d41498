import { COINS } from '@sikka/shared/constants';
import { describe, expect, it } from 'vitest';
import { SimulatedMarket, START_MIDS } from './simulator.ts';

const at = () => 1_800_000_000_000;

describe('the simulated market (deterministic, seedable, bounded, never negative)', () => {
  it('replays exactly for the same seed and differs for another', () => {
    const a = new SimulatedMarket({ seed: 7, tickMs: 1000, now: at });
    const b = new SimulatedMarket({ seed: 7, tickMs: 1000, now: at });
    const c = new SimulatedMarket({ seed: 8, tickMs: 1000, now: at });
    for (let i = 0; i < 50; i++) for (const market of [a, b, c]) market.tick();
    expect(a.current()).toEqual(b.current());
    expect(a.current()).not.toEqual(c.current());
  });

  it('stays within half and twice the starting price over a long walk', () => {
    const market = new SimulatedMarket({ seed: 1, tickMs: 1000, now: at });
    for (let i = 0; i < 20_000; i++) {
      market.tick();
      for (const coin of COINS) {
        const mid = market.current()[coin].now;
        expect(mid >= START_MIDS[coin] / 2n && mid <= START_MIDS[coin] * 2n).toBe(true);
      }
    }
  });

  it('has a day of history from the start, so the 24-hour change is real', () => {
    const market = new SimulatedMarket({ seed: 3, tickMs: 1000, now: at });
    const btc = market.current().BTC;
    expect(btc.dayAgo).toBeGreaterThan(0n);
    expect(btc.now).not.toBe(btc.dayAgo);
  });

  it('tells listeners after every move', () => {
    const market = new SimulatedMarket({ seed: 3, tickMs: 1000, now: at });
    let ticks = 0;
    const stop = market.onTick(() => ticks++);
    market.tick();
    market.tick();
    stop();
    market.tick();
    expect(ticks).toBe(2);
  });
});
