// The alert index against the rule it indexes: along random price paths, many alerts at once fire and are armed
// again exactly when shared's `step` says each alone would (differential property), and alerts put, replaced and
// dropped are watched as last told.
import { type AlertRule, step } from '@sikka/shared/alerts/rules';
import type { Coin } from '@sikka/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlertIndex, type WatchedAlert } from './alertIndex.ts';

const coin = fc.constantFrom<Coin>('BTC', 'ETH');
const rule: fc.Arbitrary<AlertRule> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('above' as const, 'below' as const),
    price: fc.bigInt({ min: 95n, max: 105n }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    bps: fc.bigInt({ min: 10n, max: 500n }),
    window: fc.constantFrom('1h' as const, '24h' as const),
  }),
);
const alerts = fc.array(
  fc.record({
    coin,
    rule,
    repeat: fc.constantFrom('once' as const, 'every_time' as const),
    armed: fc.boolean(),
  }),
  { maxLength: 40 },
);
const ticks = fc.array(
  fc.record({
    coin,
    price: fc.bigInt({ min: 90n, max: 110n }),
    hour: fc.bigInt({ min: 0n, max: 600n }),
    day: fc.bigInt({ min: 0n, max: 600n }),
  }),
  { maxLength: 60 },
);

describe('the alert index', () => {
  it('fires and arms again exactly as each alert alone would', () => {
    fc.assert(
      fc.property(alerts, ticks, (set, path) => {
        const index = new AlertIndex();
        const model = new Map<number, WatchedAlert & { gone: boolean }>();
        set.forEach((alert, i) => {
          index.put({ ...alert, id: i + 1 });
          model.set(i + 1, { ...alert, id: i + 1, gone: false });
        });
        for (const { coin, price, hour, day } of path) {
          const outcome = index.tick(coin, price, { '1h': hour, '24h': day });
          const expected = { fired: [] as number[], rearmed: [] as number[] };
          for (const alert of model.values()) {
            if (alert.gone || alert.coin !== coin) continue;
            const value = alert.rule.kind === 'move' ? (alert.rule.window === '1h' ? hour : day) : price;
            const next = step(alert.rule, alert.armed, value);
            if (next.fired) expected.fired.push(alert.id);
            else if (next.armed && !alert.armed) expected.rearmed.push(alert.id);
            alert.armed = next.armed;
            if (next.fired && alert.repeat === 'once') alert.gone = true;
          }
          expect([...outcome.fired].sort((a, b) => a - b)).toEqual(expected.fired);
          expect([...outcome.rearmed].sort((a, b) => a - b)).toEqual(expected.rearmed);
        }
        expect(index.size).toBe([...model.values()].filter((alert) => !alert.gone).length);
      }),
    );
  });

  it('watches an alert as last put, and not once dropped', () => {
    const index = new AlertIndex();
    const moves = { '1h': 0n, '24h': 0n };
    index.put({ id: 1, coin: 'BTC', rule: { kind: 'above', price: 100n }, repeat: 'once', armed: true });
    index.put({ id: 1, coin: 'BTC', rule: { kind: 'above', price: 200n }, repeat: 'once', armed: true });
    expect(index.tick('BTC', 150n, moves).fired).toEqual([]);
    expect(index.tick('BTC', 200n, moves).fired).toEqual([1]);
    expect(index.size).toBe(0);
    index.put({ id: 2, coin: 'ETH', rule: { kind: 'below', price: 50n }, repeat: 'every_time', armed: true });
    index.drop(2);
    expect(index.tick('ETH', 10n, moves).fired).toEqual([]);
    expect(index.size).toBe(0);
  });
});
