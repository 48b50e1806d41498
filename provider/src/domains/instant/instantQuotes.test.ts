// Instant buy and sell quotes (§3 price entry, §9 precision): exact at each coin's precision from the live price and
// the fee schedule, every line as worked out by hand, the best quantity for a rupee amount, the order equal to the
// quote, and the platform's books from one fill.
import type { Coin } from '@sikka/shared/constants';
import { executeResponseSchema, quoteResponseSchema } from '@sikka/shared/instant/schemas';
import { computeQuote } from '@sikka/shared/market/quote';
import { precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { instantKit, instantProvider, type Side, type Unit } from './instantKit.ts';

const provider = providerForFile(instantProvider());
const { quote, execute, wallets } = instantKit(provider);

async function platform(kind: string, asset: string): Promise<bigint> {
  const row = await provider.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', kind as 'fees')
    .where('asset', '=', asset)
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
}

// Prices at the fixed mids with the default schedule (1% spread): BTC buy ₹90,45,000.00, sell ₹89,55,000.00;
// ETH sell ₹3,18,400.00; USDT buy 88.50 × 1.005 = 88.9425, rounded up for the buyer to ₹88.95.
const HAND_CHECKED: Array<[Coin, Side, Unit, string, Record<string, string>]> = [
  [
    'BTC',
    'buy',
    'coin',
    '0.001',
    {
      price: '9045000.00',
      quantity: '0.00100000',
      value: '9045.00',
      fee: '18.09',
      gst: '3.26',
      tds: '0.00',
      total: '9066.35',
    },
  ],
  [
    'BTC',
    'sell',
    'coin',
    '0.001',
    {
      price: '8955000.00',
      quantity: '0.00100000',
      value: '8955.00',
      fee: '17.91',
      gst: '3.22',
      tds: '89.55',
      total: '8844.32',
    },
  ],
  [
    'ETH',
    'sell',
    'coin',
    '0.12345678',
    {
      price: '318400.00',
      quantity: '0.12345678',
      value: '39308.63',
      fee: '78.62',
      gst: '14.15',
      tds: '393.09',
      total: '38822.77',
    },
  ],
  [
    'USDT',
    'buy',
    'coin',
    '12.345678',
    {
      price: '88.95',
      quantity: '12.345678',
      value: '1098.15',
      fee: '2.20',
      gst: '0.40',
      tds: '0.00',
      total: '1100.75',
    },
  ],
];

const TABLE: Array<[Coin, Side, Unit, string]> = [
  ['BTC', 'buy', 'inr', '5000'],
  ['BTC', 'buy', 'inr', '101.00'],
  ['BTC', 'buy', 'coin', '0.00012345'],
  ['BTC', 'sell', 'inr', '2500.55'],
  ['BTC', 'sell', 'coin', '0.00050001'],
  ['ETH', 'buy', 'inr', '12345.67'],
  ['ETH', 'buy', 'coin', '0.00100001'],
  ['ETH', 'sell', 'inr', '999.99'],
  ['USDT', 'buy', 'inr', '999.99'],
  ['USDT', 'buy', 'coin', '1.5'],
  ['USDT', 'sell', 'inr', '1000'],
  ['USDT', 'sell', 'coin', '250.000001'],
  ...HAND_CHECKED.map(
    ([coin, side, unit, amount]) => [coin, side, unit, amount] as [Coin, Side, Unit, string],
  ),
];

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

describe('quotes exact at each coin’s precision (§9 precision, rounding)', () => {
  it.each(HAND_CHECKED)(
    '%s %s by %s %s: every line as worked out by hand',
    async (coin, side, unit, amount, lines) => {
      const user = await moneyUser(provider);
      const answer = await quote(user, coin, side, unit, amount);
      expect(answer.status).toBe(201);
      expect(quoteResponseSchema.parse(answer.body)).toMatchObject({ coin, side, ...lines });
    },
  );

  it.each(TABLE)(
    '%s %s by %s %s: precision, lines that add up, the best quantity, and the order equals the quote',
    async (coin, side, unit, amount) => {
      const user = await moneyUser(provider, {
        funds: { INR: '100000', [coin]: coin === 'USDT' ? '5000' : '5' },
      });
      const q = quoteResponseSchema.parse((await quote(user, coin, side, unit, amount)).body);
      expect(decimals(q.quantity)).toBe(precisionOf(coin));
      for (const line of [q.price, q.value, q.fee, q.gst, q.tds, q.total]) expect(decimals(line)).toBe(2);
      const m = (text: string) => toMinorUnits(text, 'INR');
      if (side === 'buy') {
        expect(m(q.value) + m(q.fee) + m(q.gst)).toBe(m(q.total));
        expect(q.tds).toBe('0.00');
      } else {
        expect(m(q.value) - m(q.fee) - m(q.gst) - m(q.tds)).toBe(m(q.total));
      }
      // The same numbers as the shared computation at the price the market shows.
      const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
      const price = side === 'buy' ? prices[coin].buying_price : prices[coin].selling_price;
      const schedule = (await call(provider, 'GET', '/fees')).body;
      const expected = computeQuote({
        side,
        coin,
        unit,
        amount,
        price,
        schedule,
      });
      expect(expected.ok && expected.quote).toMatchObject({
        price: q.price,
        quantity: q.quantity,
        total: q.total,
      });
      if (unit === 'inr') {
        // Rupee amounts: the most coin within a budget, or the least that pays out at least what was asked.
        const one = 10n ** BigInt(precisionOf(coin));
        const q1 = toMinorUnits(q.quantity, coin);
        const neighbour = (units: bigint) =>
          computeQuote({
            side,
            coin,
            unit: 'coin',
            amount: (Number(units) / Number(one)).toFixed(precisionOf(coin)),
            price,
            schedule,
          });
        const budget = m(amount.includes('.') ? amount : `${amount}.00`);
        if (side === 'buy') {
          expect(m(q.total)).toBeLessThanOrEqual(budget);
          const more = neighbour(q1 + 1n);
          expect(more.ok && m(more.quote.total) > budget).toBe(true);
        } else {
          expect(m(q.total)).toBeGreaterThanOrEqual(budget);
          const less = neighbour(q1 - 1n);
          expect(!less.ok || m(less.quote.total) < budget).toBe(true);
        }
      }

      const before = await wallets(user);
      const executed = await execute(user, q.quote_id);
      expect(executed.status).toBe(201);
      const { order } = executeResponseSchema.parse(executed.body);
      expect(order).toMatchObject({
        side,
        coin,
        quantity: q.quantity,
        price: q.price,
        value: q.value,
        fee: q.fee,
        gst: q.gst,
        tds: q.tds,
        total: q.total,
      });
      const after = await wallets(user);
      const inr = (w: typeof before) => m(w.INR.available);
      const coinUnits = (w: typeof before) => toMinorUnits(w[coin].available, coin);
      const quantity = toMinorUnits(q.quantity, coin);
      if (side === 'buy') {
        expect(inr(before) - inr(after)).toBe(m(q.total));
        expect(coinUnits(after) - coinUnits(before)).toBe(quantity);
      } else {
        expect(inr(after) - inr(before)).toBe(m(q.total));
        expect(coinUnits(before) - coinUnits(after)).toBe(quantity);
      }
    },
  );

  it('the platform books the fee, GST, TDS and its trading position from one fill', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '1' } });
    const before = {
      fees: await platform('fees', 'INR'),
      gst: await platform('gst_payable', 'INR'),
      tds: await platform('tds_payable', 'INR'),
      treasuryInr: await platform('treasury', 'INR'),
      treasuryBtc: await platform('treasury', 'BTC'),
    };
    const q = (await quote(user, 'BTC', 'sell', 'coin', '0.001')).body;
    expect((await execute(user, q.quote_id)).status).toBe(201);
    expect((await platform('fees', 'INR')) - before.fees).toBe(17_91n);
    expect((await platform('gst_payable', 'INR')) - before.gst).toBe(3_22n);
    expect((await platform('tds_payable', 'INR')) - before.tds).toBe(89_55n);
    expect((await platform('treasury', 'INR')) - before.treasuryInr).toBe(-8955_00n);
    expect((await platform('treasury', 'BTC')) - before.treasuryBtc).toBe(100_000n);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
