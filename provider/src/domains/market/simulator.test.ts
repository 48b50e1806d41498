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

describe("the simulated market's past (the embedded default's market history)", () => {
  const DAY_MS = 86_400_000;

  it('ends with the last day as it was walked, at the current price; asking for it moves nothing', () => {
    const market = new SimulatedMarket({ seed: 5, tickMs: 1000, now: at });
    const now = market.current();
    const past = market.past(30);
    expect(market.current()).toEqual(now);
    for (const coin of COINS) {
      expect(past[coin].at(-1)?.mid).toBe(now[coin].now);
      const dayAgo = past[coin].findIndex((point) => point.at >= at() - DAY_MS);
      expect(past[coin][dayAgo]?.mid).toBe(now[coin].dayAgo);
      expect(market.past(1)[coin]).toEqual(past[coin].slice(dayAgo));
    }
  });

  it('reaches back 30 days a minute at a time, within the bounds, the same for the same seed', () => {
    const market = new SimulatedMarket({ seed: 5, tickMs: 1000, now: at });
    const past = market.past(30);
    for (const coin of COINS) {
      const points = past[coin];
      expect(points[0]?.at).toBeLessThanOrEqual(at() - 30 * DAY_MS + 60_000);
      expect(points).toHaveLength(30 * 24 * 60);
      const minuteApart = points.every(
        (point, i) => i === 0 || point.at - (points[i - 1]?.at ?? 0) === 60_000,
      );
      const bounded = points.every(({ mid }) => mid >= START_MIDS[coin] / 2n && mid <= START_MIDS[coin] * 2n);
      expect({ minuteApart, bounded }).toEqual({ minuteApart: true, bounded: true });
      expect(new Set(points.map((point) => point.mid)).size).toBeGreaterThan(1_000);
    }
    expect(new SimulatedMarket({ seed: 5, tickMs: 1000, now: at }).past(30)).toEqual(past);
    expect(new SimulatedMarket({ seed: 6, tickMs: 1000, now: at }).past(30).BTC[0]).not.toEqual(past.BTC[0]);
  });
});
