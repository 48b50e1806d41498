import { describe, expect, it } from 'vitest';
import { type Acquisition, type Disposal, matchFifo, share, type TaxEvent, tdsOf } from './lots.ts';

const BTC = 100_000_000n; // 1 BTC in satoshi
const day = (n: number) => new Date(Date.UTC(2025, 3, n, 6)); // n April 2025, 11:30 IST

const buy = (n: number, quantity: bigint, cost: bigint, extra: Partial<Acquisition> = {}): Acquisition => ({
  type: 'acquisition',
  at: day(n),
  asset: 'BTC',
  quantity,
  cost,
  source: 'instant_buy',
  costKnown: true,
  ...extra,
});
const sell = (
  n: number,
  quantity: bigint,
  consideration: bigint,
  extra: Partial<Disposal> = {},
): Disposal => ({
  type: 'disposal',
  at: day(n),
  asset: 'BTC',
  quantity,
  consideration,
  kind: 'instant_sell',
  ...extra,
});

describe('share: a part of a total, half up, parts taken from what remains sum to the total', () => {
  it.each([
    [100n, 1n, 3n, 33n],
    [100n, 2n, 3n, 67n],
    [100n, 3n, 3n, 100n],
    [1n, 1n, 2n, 1n], // half rounds up
    [0n, 1n, 2n, 0n],
  ])('%s × %s ÷ %s = %s', (total, part, whole, result) => expect(share(total, part, whole)).toBe(result));
  it('refuses a part larger than the whole', () => expect(() => share(1n, 3n, 2n)).toThrow(RangeError));
  it('thirds of ₹1.00 taken in turn: 33, 34 (half up of 67 ÷ 2), 33 → sum 100', () => {
    let total = 100n;
    let whole = 3n;
    const parts = [1n, 1n, 1n].map((part) => {
      const s = share(total, part, whole);
      total -= s;
      whole -= part;
      return s;
    });
    expect(parts).toEqual([33n, 34n, 33n]);
  });
});

describe('section 115BBH with Schedule VDA: FIFO, one row per lot consumed', () => {
  it('a sale within the first lot: cost is its share, the rest stays with the lot', () => {
    const { disposals, lots } = matchFifo([buy(1, BTC, 50_00_000_00n), sell(2, BTC / 4n, 15_00_000_00n)]);
    expect(disposals[0]?.rows).toMatchObject([
      {
        acquiredAt: day(1),
        transferredAt: day(2),
        quantity: BTC / 4n,
        cost: 12_50_000_00n,
        gain: 2_50_000_00n,
      },
    ]);
    expect(lots).toMatchObject([{ quantity: (BTC * 3n) / 4n, cost: 37_50_000_00n }]);
  });

  it('a sale across two lots: oldest first, the consideration split by quantity', () => {
    const events = [
      buy(1, BTC, 40_00_000_00n),
      buy(3, BTC, 60_00_000_00n),
      sell(5, (BTC * 3n) / 2n, 75_00_000_00n),
    ];
    const rows = matchFifo(events).disposals[0]?.rows;
    expect(rows).toMatchObject([
      {
        acquiredAt: day(1),
        quantity: BTC,
        cost: 40_00_000_00n,
        consideration: 50_00_000_00n,
        gain: 10_00_000_00n,
      },
      { acquiredAt: day(3), quantity: BTC / 2n, cost: 30_00_000_00n, consideration: 25_00_000_00n },
    ]);
    expect(rows?.[1]?.gain).toBe(-5_00_000_00n); // a loss on its own row: not set off (section 115BBH(2))
  });

  it('a lot sold in three thirds: the parts’ costs sum to the lot’s cost exactly', () => {
    const { disposals, lots } = matchFifo([
      buy(1, 3n, 100n),
      sell(2, 1n, 50n),
      sell(3, 1n, 50n),
      sell(4, 1n, 50n),
    ]);
    expect(disposals.map((d) => d.rows[0]?.cost)).toEqual([33n, 34n, 33n]);
    expect(lots).toEqual([]);
  });

  it('coins are matched per asset', () => {
    const eth = (e: TaxEvent): TaxEvent => ({ ...e, asset: 'ETH' });
    const { disposals, lots } = matchFifo([
      buy(1, 10n, 100n),
      eth(buy(2, 10n, 500n)),
      eth(sell(3, 5n, 300n)),
    ]);
    expect(disposals[0]?.rows).toMatchObject([{ asset: 'ETH', cost: 250n, gain: 50n }]);
    expect(lots.map((l) => [l.asset, l.quantity, l.cost])).toEqual([
      ['BTC', 10n, 100n],
      ['ETH', 5n, 250n],
    ]);
  });

  it('events out of order are taken in time order (same instant: as given)', () => {
    const { disposals } = matchFifo([sell(5, 10n, 300n), buy(3, 10n, 200n), buy(1, 10n, 100n)]);
    expect(disposals[0]?.rows).toMatchObject([{ acquiredAt: day(1), cost: 100n }]);
  });

  it('a deposit’s lot carries its unknown cost to the rows it feeds', () => {
    const deposit = buy(1, 10n, 1_000n, { source: 'deposit', costKnown: false, ref: 'dep:1' });
    const rows = matchFifo([deposit, sell(2, 4n, 800n, { ref: 'ord:9' })]).disposals[0]?.rows;
    expect(rows).toMatchObject([
      { source: 'deposit', costKnown: false, cost: 400n, ref: 'ord:9', lotRef: 'dep:1' },
    ]);
  });

  it('more than the holdings: the rest from an unknown lot of nil cost, marked, not an error', () => {
    const rows = matchFifo([buy(1, 10n, 100n), sell(2, 15n, 300n)]).disposals[0]?.rows;
    expect(rows).toMatchObject([
      { source: 'instant_buy', quantity: 10n, cost: 100n, consideration: 200n },
      { source: 'unknown', acquiredAt: null, quantity: 5n, cost: 0n, consideration: 100n, costKnown: false },
    ]);
  });

  it.each([
    ['a zero quantity', sell(2, 0n, 1n)],
    ['a negative consideration', sell(2, 1n, -1n)],
    ['a negative cost', buy(1, 1n, -1n)],
  ])('refuses %s', (_, event) => expect(() => matchFifo([event])).toThrow(RangeError));
});

describe('section 2(47) and 194S: each disposal’s rows are marked taxed or not, and its TDS', () => {
  it.each([
    ['instant_sell', true, 1_000_00n],
    ['shop_spend', true, 1_000_00n],
    ['liquidation', true, 1_000_00n],
    ['p2p_sale', true, 0n], // the buyer deducts, not the platform
    ['gift_sent', false, 0n],
    ['uma_sent', false, 0n],
    ['withdrawal', false, 0n],
  ] as const)('%s: taxed %s, TDS %s', (kind, taxed, tds) => {
    const matched = matchFifo([buy(1, BTC, 0n), sell(2, BTC, 1_00_000_00n, { kind })]).disposals[0];
    expect(matched?.rows[0]?.taxed).toBe(taxed);
    expect(matched?.tds).toBe(tds);
  });

  it('a withdrawal takes its lots out of the holdings, cost and all', () => {
    const { disposals, lots } = matchFifo([buy(1, 10n, 100n), sell(2, 6n, 0n, { kind: 'withdrawal' })]);
    expect(disposals[0]?.rows).toMatchObject([{ quantity: 6n, cost: 60n, taxed: false }]);
    expect(lots).toMatchObject([{ quantity: 4n, cost: 40n }]);
  });

  it('the ledger’s TDS, when given, is the TDS reported', () => {
    expect(tdsOf(sell(2, 1n, 1_00_000_00n, { tds: 999_99n }))).toBe(999_99n);
    expect(tdsOf(sell(2, 1n, 12_345_67n))).toBe(123_46n);
  });
});
