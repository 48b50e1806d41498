import { describe, expect, it } from 'vitest';
import { changeToday, directionOf, heldAnything, holdingChange, signedParts } from './homeFigures.ts';

const holding = {
  asset: 'BTC' as const,
  quantity: '0.05000000',
  cost: '450000.00',
  average_cost: '9000000.00',
  value: '440000.00',
  profit_loss: '-10000.00',
  profit_loss_percent: '-2.22',
  cost_known: true,
};

describe('the change today against the live value', () => {
  it.each([
    { now: 110_00n, dayAgo: '100.00', expected: { amount: 10_00n, percent: '10.00' } },
    { now: 90_00n, dayAgo: '100.00', expected: { amount: -10_00n, percent: '-10.00' } },
    { now: 5_00n, dayAgo: '0.00', expected: { amount: 5_00n, percent: null } },
    { now: 0n, dayAgo: '0.00', expected: { amount: 0n, percent: null } },
  ])('$now paise now, ₹$dayAgo a day ago', ({ now, dayAgo, expected }) => {
    expect(changeToday(now, dayAgo)).toEqual(expected);
  });
});

describe("a holding's profit or loss", () => {
  it.each([
    // 0.05 BTC at ₹99,00,000: ₹4,95,000 against ₹4,50,000 paid.
    { price: '9900000.00', expected: { amount: 45_000_00n, percent: '10.00' } },
    { price: '8100000.00', expected: { amount: -45_000_00n, percent: '-10.00' } },
    // No live price yet: the provider's own figures.
    { price: null, expected: { amount: -10_000_00n, percent: '-2.22' } },
  ])('at $price', ({ price, expected }) => {
    expect(holdingChange(holding, price)).toEqual(expected);
  });

  it.each([
    { amount: 1n, expected: { sign: '+', direction: 'up' } },
    { amount: -1n, expected: { sign: '\u2212', direction: 'down' } },
    { amount: 0n, expected: { sign: '', direction: 'flat' } },
  ])('a change of $amount is drawn $expected.direction', ({ amount, expected }) => {
    expect(signedParts({ amount, percent: null })).toEqual(expected);
  });
});

describe('the value chart', () => {
  const history = (values: string[]) => ({
    range: '1W' as const,
    points: values.map((value, index) => ({ at: new Date(index * 86_400_000).toISOString(), value })),
  });
  it.each([
    { values: ['0.00', '0.00'], held: false, direction: 'flat' },
    { values: ['0.00', '10.00'], held: true, direction: 'up' },
    { values: ['10.00', '9.99'], held: true, direction: 'down' },
    { values: [], held: false, direction: 'flat' },
  ])('$values', ({ values, held, direction }) => {
    expect(heldAnything(history(values))).toBe(held);
    expect(directionOf(history(values))).toBe(direction);
  });
});
