// Price alerts' rules: when an alert fires and when it is armed again (table tests), and that along any price path
// an alert fires exactly once per crossing (property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AlertRule, moveBps, moveRearmBps, priceReached, rearmPrice, step } from './rules.ts';

const above = (price: bigint) => ({ kind: 'above', price }) as const;
const below = (price: bigint) => ({ kind: 'below', price }) as const;

describe('price alerts: firing and the hysteresis', () => {
  it.each([
    [above(100_00n), 99_99n, false],
    [above(100_00n), 100_00n, true],
    [above(100_00n), 100_01n, true],
    [below(100_00n), 100_01n, false],
    [below(100_00n), 100_00n, true],
    [below(100_00n), 99_99n, true],
  ] as const)('%o at %s reached: %s', (rule, price, reached) => {
    expect(priceReached(rule, price)).toBe(reached);
  });

  it.each([
    // 0.5% of the threshold, rounded away from it.
    [above(90_00_000_00n), 89_55_000_00n],
    [below(90_00_000_00n), 90_45_000_00n],
    [above(88_50n), 88_05n],
    [below(88_50n), 88_95n],
    [above(1n), 0n],
  ] as const)('%o is armed again past %s', (rule, price) => {
    expect(rearmPrice(rule)).toBe(price);
  });

  it.each([
    // [rule, armed, value, armed after, fired]
    [above(100_00n), true, 100_00n, false, true],
    [above(100_00n), true, 99_99n, true, false],
    [above(100_00n), false, 100_50n, false, false],
    [above(100_00n), false, 99_50n, false, false],
    [above(100_00n), false, 99_49n, true, false],
    [below(100_00n), false, 100_50n, false, false],
    [below(100_00n), false, 100_51n, true, false],
    [{ kind: 'move', bps: 200n, window: '1h' }, true, 199n, true, false],
    [{ kind: 'move', bps: 200n, window: '1h' }, true, 200n, false, true],
    [{ kind: 'move', bps: 200n, window: '1h' }, false, 150n, false, false],
    [{ kind: 'move', bps: 200n, window: '1h' }, false, 149n, true, false],
    [{ kind: 'move', bps: 60n, window: '24h' }, false, 29n, true, false],
  ] as const)('%o armed %s at %s: armed %s, fired %s', (rule, armed, value, armedAfter, fired) => {
    expect(step(rule as AlertRule, armed, value)).toEqual({ armed: armedAfter, fired });
  });

  it.each([
    [100_00n, 102_00n, 200n],
    [100_00n, 98_00n, 200n],
    [100_00n, 100_00n, 0n],
    [3n, 4n, 3333n],
    [0n, 5n, 0n],
  ])('a move from %s to %s is %s basis points', (from, to, bps) => {
    expect(moveBps(from, to)).toBe(bps);
  });

  it.each([
    [200n, 150n],
    [101n, 51n],
    [100n, 50n],
    [10n, 5n],
  ])('a move alert of %s bps is armed again under %s', (bps, rearm) => {
    expect(moveRearmBps(bps)).toBe(rearm);
  });
});

describe('along any price path, an alert fires exactly once per crossing', () => {
  const path = fc.array(fc.bigInt({ min: 95_00n, max: 105_00n }), { minLength: 1, maxLength: 200 });

  it('fires once when reached, and again only after the price went back past the hysteresis', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 97_00n, max: 103_00n }), fc.boolean(), path, (threshold, up, prices) => {
        const rule = up ? above(threshold) : below(threshold);
        // Armed at the start as a set alert is (its price not yet reached when it was set).
        let armed = true;
        let backSinceFire = true;
        for (const price of prices) {
          const next = step(rule, armed, price);
          if (next.fired) {
            // Fired only where reached, and only after going back past the hysteresis since the last fire.
            expect(priceReached(rule, price)).toBe(true);
            expect(backSinceFire).toBe(true);
            backSinceFire = false;
          } else if (armed) {
            // Armed and not fired: the condition did not hold (no crossing missed).
            expect(priceReached(rule, price)).toBe(false);
          }
          if (!priceReached(rule, price) && (up ? price < rearmPrice(rule) : price > rearmPrice(rule)))
            backSinceFire = true;
          armed = next.armed;
          // Disarmed only after a fire and until the price is back past the hysteresis.
          if (!armed) expect(backSinceFire).toBe(false);
        }
      }),
    );
  });
});
