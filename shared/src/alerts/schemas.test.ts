// What setting a price alert sends: the terms each kind needs, percentages as basis points, and the rule in words.
import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, alertRuleWords, alertTermsSchema, bpsToPercent, percentToBps } from './schemas.ts';

describe('alert terms', () => {
  it.each([
    [{ coin: 'BTC', kind: 'above', price: '9000000', repeat: 'once' }, null],
    [{ coin: 'ETH', kind: 'below', price: '250000.50', repeat: 'every_time' }, null],
    [{ coin: 'USDT', kind: 'move', percent: '2.5', window: '1h', repeat: 'once' }, null],
    [{ coin: 'BTC', kind: 'above', repeat: 'once' }, ['price', ALERT_MESSAGES.priceRequired]],
    [{ coin: 'BTC', kind: 'above', price: '0.00', repeat: 'once' }, ['price', ALERT_MESSAGES.pricePositive]],
    [
      { coin: 'BTC', kind: 'move', percent: '0.05', window: '1h', repeat: 'once' },
      ['percent', ALERT_MESSAGES.percentRequired],
    ],
    [
      { coin: 'BTC', kind: 'move', percent: '100.01', window: '1h', repeat: 'once' },
      ['percent', ALERT_MESSAGES.percentRequired],
    ],
    [{ coin: 'BTC', kind: 'move', percent: '5', repeat: 'once' }, ['window', ALERT_MESSAGES.windowRequired]],
  ] as const)('%o → %o', (terms, refusal) => {
    const parsed = alertTermsSchema.safeParse(terms);
    if (refusal === null) return expect(parsed.success).toBe(true);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [refusal[0]], message: refusal[1] });
  });

  it('refuses a field it does not know and an unknown coin', () => {
    expect(
      alertTermsSchema.safeParse({ coin: 'BTC', kind: 'above', price: '1', repeat: 'once', x: 1 }).success,
    ).toBe(false);
    expect(
      alertTermsSchema.safeParse({ coin: 'DOGE', kind: 'above', price: '1', repeat: 'once' }).success,
    ).toBe(false);
  });

  it.each([
    ['2.5', 250n],
    ['0.1', 10n],
    ['100', 10_000n],
    ['12.34', 1234n],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
  ])('%s%% is %s basis points', (percent, bps) => {
    expect(percentToBps(percent)).toBe(bps);
    if (bps !== null) expect(bpsToPercent(bps)).toBe(percent);
  });

  it.each([
    [
      { coin: 'BTC', kind: 'above', price: '9000000.00', percent: null, window: null },
      'BTC above ₹90,00,000.00',
    ],
    [
      { coin: 'ETH', kind: 'below', price: '250000.00', percent: null, window: null },
      'ETH below ₹2,50,000.00',
    ],
    [
      { coin: 'USDT', kind: 'move', price: null, percent: '2.5', window: '24h' },
      'USDT moves 2.5% within 24 hours',
    ],
  ] as const)('%o reads "%s"', (alert, words) => {
    expect(alertRuleWords(alert)).toBe(words);
  });
});
