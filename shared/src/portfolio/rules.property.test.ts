// Property: the average cost reads the tax year's FIFO lots and sums them exactly. For random histories of buys and
// sells across coins, each coin's summed lots are what was acquired less what the disposals' rows took, to the unit
// and the paisa, and the average cost times the quantity is the cost to within half a paisa per whole coin's scale.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COINS } from '../constants.ts';
import { precisionOf } from '../money/amount.ts';
import { type Acquisition, type Disposal, matchFifo, type TaxEvent } from '../tax/lots.ts';
import { averageCost, costsOf } from './rules.ts';

const START = Date.parse('2026-01-01T00:00:00+05:30');

const eventArb: fc.Arbitrary<TaxEvent> = fc.oneof(
  fc.record({
    type: fc.constant('acquisition' as const),
    at: fc.integer({ min: 0, max: 100_000 }).map((m) => new Date(START + m * 60_000)),
    asset: fc.constantFrom(...COINS),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    cost: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    source: fc.constant('instant_buy' as const),
    costKnown: fc.boolean(),
  }) satisfies fc.Arbitrary<Acquisition>,
  fc.record({
    type: fc.constant('disposal' as const),
    at: fc.integer({ min: 0, max: 100_000 }).map((m) => new Date(START + m * 60_000)),
    asset: fc.constantFrom(...COINS),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    consideration: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    kind: fc.constant('instant_sell' as const),
  }) satisfies fc.Arbitrary<Disposal>,
);

describe('average cost from the FIFO lots', () => {
  it('the summed lots are the acquisitions less what the disposals took, and the average restores the cost', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const { lots, disposals } = matchFifo(events);
        const costs = costsOf(lots.filter((lot) => lot.source !== 'unknown'));
        for (const coin of COINS) {
          const acquired = events.filter(
            (event): event is Acquisition => event.type === 'acquisition' && event.asset === coin,
          );
          const taken = disposals
            .flatMap((matched) => matched.rows)
            .filter((row) => row.asset === coin && row.source !== 'unknown');
          const sum = costs.get(coin) ?? { quantity: 0n, cost: 0n, costKnown: true };
          const add = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
          expect(sum.quantity).toBe(
            add(acquired.map((a) => a.quantity)) - add(taken.map((row) => row.quantity)),
          );
          expect(sum.cost).toBe(add(acquired.map((a) => a.cost)) - add(taken.map((row) => row.cost)));
          const average = averageCost(sum.cost, sum.quantity, coin);
          if (sum.quantity === 0n) expect(average).toBeNull();
          else {
            // |average × quantity − cost × scale| ≤ quantity ÷ 2: the average is the cost per coin, half up.
            const scale = 10n ** BigInt(precisionOf(coin));
            const error = (average as bigint) * sum.quantity - sum.cost * scale;
            expect(2n * (error < 0n ? -error : error) <= sum.quantity).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
