import { describe, expect, it } from 'vitest';
import {
  MARKET_CACHE,
  outdatedCaches,
  readSnapshot,
  releaseOf,
  shellCacheName,
  snapshotOf,
} from './releaseCache.ts';

const ENTRY = { buying_price: '5432100.50', selling_price: '5400000', change: '-1.25', average_price: '1' };

describe('release caches', () => {
  it('names a release by its asset list: same build, same name; any changed file, a new one', () => {
    const build = [
      { url: 'assets/index-a1.js', revision: null },
      { url: 'offline.css', revision: 'r1' },
    ];
    expect(releaseOf(build)).toBe(releaseOf([...build].reverse()));
    expect(releaseOf(build)).toMatch(/^[0-9a-f]{8}$/);
    expect(releaseOf([build[0] as (typeof build)[0], { url: 'offline.css', revision: 'r2' }])).not.toBe(
      releaseOf(build),
    );
  });

  it("deletes every one of our caches but this release's shell and the market cache, and no one else's", () => {
    const names = ['sikka-shell-old', shellCacheName('new'), MARKET_CACHE, 'sikka-runtime', 'other-app'];
    expect(outdatedCaches(names, 'new')).toEqual(['sikka-shell-old', 'sikka-runtime']);
  });
});

describe('prices snapshot', () => {
  it('keeps only the coins’ prices and change from the public answer', () => {
    const snapshot = snapshotOf({ result: { data: { BTC: ENTRY, ETH: ENTRY, DOGE: ENTRY } } }, 1_000);
    expect(snapshot).toEqual({
      at: 1_000,
      prices: {
        BTC: { buying_price: '5432100.50', selling_price: '5400000', change: '-1.25' },
        ETH: { buying_price: '5432100.50', selling_price: '5400000', change: '-1.25' },
      },
    });
    expect(readSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  it('refuses what is not a prices answer', () => {
    expect(snapshotOf({ error: { message: 'down' } }, 1)).toBeUndefined();
    expect(snapshotOf({ result: { data: { BTC: { ...ENTRY, buying_price: 5 } } } }, 1)).toBeUndefined();
    expect(readSnapshot({ prices: { BTC: ENTRY } })).toBeUndefined();
    expect(readSnapshot(null)).toBeUndefined();
  });
});
