// The alert form: the coin it opens on, an alert read back into it, and what it sends or refuses per kind.
import { ALERT_MESSAGES } from '@sikka/shared/alerts/schemas';
import { describe, expect, it } from 'vitest';
import { newAlertValues, termsOf, valuesOf } from './alertForm.ts';

describe('the alert form', () => {
  it.each([
    [null, 'BTC'],
    ['eth', 'ETH'],
    ['USDT', 'USDT'],
    ['doge', 'BTC'],
  ])('opened for %s is on %s', (coin, chosen) => {
    expect(newAlertValues(coin).coin).toBe(chosen);
  });

  it.each([
    [
      { kind: 'above', price: ' 9100000 ' },
      { ok: true, terms: { coin: 'BTC', kind: 'above', price: '9100000', repeat: 'once' } },
    ],
    [
      { kind: 'below', price: '' },
      { ok: false, field: 'price', message: expect.any(String) },
    ],
    [
      { kind: 'below', price: '0' },
      { ok: false, field: 'price', message: ALERT_MESSAGES.pricePositive },
    ],
    [
      { kind: 'move', percent: '2.5', window: '1h' },
      { ok: true, terms: { coin: 'BTC', kind: 'move', percent: '2.5', window: '1h', repeat: 'once' } },
    ],
    [
      { kind: 'move', percent: '200' },
      { ok: false, field: 'percent', message: ALERT_MESSAGES.percentRequired },
    ],
  ] as const)('%o sends %o', (change, outcome) => {
    expect(termsOf({ ...newAlertValues(null), ...change })).toEqual(outcome);
  });

  it('reads a set alert back into the form', () => {
    const values = valuesOf({
      id: 3,
      coin: 'ETH',
      kind: 'move',
      price: null,
      percent: '3',
      window: '1h',
      repeat: 'every_time',
      status: 'active',
      fired_count: 0,
      last_fired_at: null,
      last_fired_price: null,
      created_at: '2026-12-02T10:00:00.000Z',
    });
    expect(values).toEqual({
      coin: 'ETH',
      kind: 'move',
      price: '',
      percent: '3',
      window: '1h',
      repeat: 'every_time',
    });
  });
});
