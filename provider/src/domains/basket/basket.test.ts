// Crypto baskets against a real provider on PostgreSQL: a basket buy fills every component as instant buy would, in
// one transaction, once per key; each refusal (§8: minimum, balance, expired quote; §6 unverified) moves nothing;
// sales and rebalances move the holding by exactly their fills; 100 concurrent buys spend exactly what the balance
// covers; the books balance after every step. Buying plans: plans.test.ts.
import { BASKET_MESSAGES, BASKETS, splitAmount } from '@sikka/shared/basket/rules';
import { basketQuoteSchema, holdingsResponseSchema } from '@sikka/shared/basket/schemas';
import { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from '@sikka/shared/instant/schemas';
import { computeQuote } from '@sikka/shared/market/quote';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { FIXED_MIDS, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { basketKit } from './basketKit.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market });
const TOP3 = BASKETS[0] as (typeof BASKETS)[number];
const { balanced, holdingRows, expectHoldingsAreFills } = basketKit(provider);

async function quote(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/baskets/quotes', {
    bearer: user.token,
    body: { basket_id: 'top-3', ...body },
  });
}

async function execute(user: MoneyUser, quoteId: string, idempotencyKey = key()) {
  return call(provider, 'POST', '/baskets/orders', {
    bearer: user.token,
    body: { quote_id: quoteId, idempotency_key: idempotencyKey },
  });
}

async function buy(user: MoneyUser, amount: string, basket = 'top-3') {
  const q = await quote(user, { side: 'buy', amount, basket_id: basket });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  const done = await execute(user, q.body.quote_id);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return basketQuoteSchema.parse(q.body);
}

describe('GET /baskets', () => {
  it('lists each basket with its composition, risk text, minimum and a past from the exchange’s trades', async () => {
    const user = await moneyUser(provider);
    const answer = await call(provider, 'GET', '/baskets', { bearer: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((b: { id: string }) => b.id)).toEqual(BASKETS.map((b) => b.id));
    expect(answer.body.data[0]).toMatchObject({
      name: 'Top 3',
      min_amount: '1000.00',
      components: [
        { coin: 'BTC', weight: 50 },
        { coin: 'ETH', weight: 30 },
        { coin: 'USDT', weight: 20 },
      ],
    });
    expect(answer.body.data[0].risk_text).toMatch(/unregulated/);
    expect(answer.body.data[0].performance).toEqual([]);
  });

  it('reckons the past from each coin’s last trade of each India day, ₹100 at the first day', async () => {
    const user = await moneyUser(provider);
    // Two India days: BTC 100 → 120 (last of the day counts), ETH 50 → 40, USDT flat.
    const day1 = new Date(provider.clock.now().getTime() - 2 * 86_400_000);
    const day2 = new Date(provider.clock.now().getTime() - 86_400_000);
    const trades = [
      ['BTC-INR', day1, 90n],
      ['BTC-INR', new Date(day1.getTime() + 60_000), 100n],
      ['ETH-INR', day1, 50n],
      ['USDT-INR', day1, 10n],
      ['BTC-INR', day2, 120n],
      ['ETH-INR', day2, 40n],
      ['USDT-INR', day2, 10n],
    ] as const;
    await provider.db
      .insertInto('exchange_trades')
      .values(
        trades.map(([pair, at, rate], i) => ({
          pair,
          id: String(900_000 + i),
          at,
          taker_side: 'buy' as const,
          rate,
          volume: 1n,
          value: rate,
          maker_order: 1n,
          taker_order: 2n,
          maker_user: user.id,
          taker_user: user.id,
          maker_fee: 0n,
          maker_gst: 0n,
          maker_tds: 0n,
          taker_fee: 0n,
          taker_gst: 0n,
          taker_tds: 0n,
        })),
      )
      .execute();
    provider.clock.advanceSeconds(61);
    const answer = await call(provider, 'GET', '/baskets', { bearer: user.token });
    const top3 = answer.body.data[0].performance;
    expect(top3.map((p: { value: number }) => p.value)).toEqual([100, 50 * 1.2 + 30 * 0.8 + 20]);
    await provider.db.deleteFrom('exchange_trades').where('id', '>=', '900000').execute();
  });
});

describe('buying a basket', () => {
  it('quotes each component exactly as instant buy would and fills them all in one go, once per key', async () => {
    const user = await moneyUser(provider, { funds: { INR: '20000.00' } });
    const q = await quote(user, { side: 'buy', amount: '10000' });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const parts = splitAmount(10_000_00n, TOP3.components);
    const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
    TOP3.components.forEach((c, i) => {
      const alone = computeQuote({
        side: 'buy',
        coin: c.coin,
        unit: 'inr',
        amount: fromMinorUnits(parts[i] as bigint, 'INR'),
        price: prices[c.coin].buying_price,
        schedule: provider.config.FEE_SCHEDULE,
      });
      expect(alone.ok && alone.quote).toMatchObject(q.body.components[i]);
    });
    const pay = q.body.components.reduce(
      (s: bigint, c: { total: string }) => s + toMinorUnits(c.total, 'INR'),
      0n,
    );
    expect(q.body.pay).toBe(fromMinorUnits(pay, 'INR'));
    expect(pay).toBeLessThanOrEqual(10_000_00n);

    const idem = key();
    const done = await execute(user, q.body.quote_id, idem);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.message).toBe('Basket bought');
    const again = await execute(user, q.body.quote_id, idem);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(done.body);

    const balances = await userBalances(provider.db, user.id);
    expect(balances.INR.available).toBe(20_000_00n - pay);
    for (const c of q.body.components)
      expect(balances[c.coin as 'BTC'].available).toBe(toMinorUnits(c.quantity, c.coin));
    const orders = await provider.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toHaveLength(3);
    await expectHoldingsAreFills(user.id, 'top-3');
    const holdings = holdingsResponseSchema.parse(
      (await call(provider, 'GET', '/baskets/holdings', { bearer: user.token })).body,
    );
    expect(holdings.data[0]).toMatchObject({ basket_id: 'top-3', cost: fromMinorUnits(pay, 'INR') });
    const kinds = await provider.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'basket_bought',
      'order_filled',
      'order_filled',
      'order_filled',
    ]);
    expect(await balanced()).toBe(true);
  });

  it('refuses under the minimum on the amount field (§8), and a malformed amount', async () => {
    const user = await moneyUser(provider, { funds: { INR: '20000.00' } });
    const small = await quote(user, { side: 'buy', amount: '999.99' });
    expect(small.status).toBe(422);
    expect(small.body.error.errors).toEqual({ amount: [BASKET_MESSAGES.minimum] });
    const bad = await quote(user, { side: 'buy', amount: '1e4' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.errors)).toEqual(['amount']);
  });

  it('refuses above the balance on the amount field, moving nothing', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000.00' } });
    const q = await quote(user, { side: 'buy', amount: '6000' });
    const done = await execute(user, q.body.quote_id);
    expect(done.status).toBe(422);
    expect(done.body.error.errors).toEqual({ amount: ['Insufficient balance'] });
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(5_000_00n);
    expect(
      await provider.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(await holdingRows(user.id)).toEqual([]);
    expect(await balanced()).toBe(true);
  });

  it('refuses an expired quote, moving nothing', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000.00' } });
    const q = await quote(user, { side: 'buy', amount: '2000' });
    provider.clock.advanceSeconds(QUOTE_TTL_SECONDS + 1);
    const done = await execute(user, q.body.quote_id);
    expect(done.status).toBe(409);
    expect(done.body.message ?? done.body.error?.message).toBe(QUOTE_EXPIRED);
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(5_000_00n);
    expect(await holdingRows(user.id)).toEqual([]);
  });

  it('refuses an unverified user (§6)', async () => {
    const user = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { INR: '5000.00' } });
    const q = await quote(user, { side: 'buy', amount: '2000' });
    expect((await execute(user, q.body.quote_id)).status).toBe(403);
    const plan = await call(provider, 'POST', '/baskets/plans', {
      bearer: user.token,
      body: { target: 'BTC', amount: '1000', frequency: 'daily', idempotency_key: key() },
    });
    expect(plan.status).toBe(403);
  });
});

describe('selling and rebalancing', () => {
  it('sells half, then all: the holding moves by exactly its fills and ends empty at no cost', async () => {
    const user = await moneyUser(provider, { funds: { INR: '20000.00' } });
    await buy(user, '10000');
    const half = await quote(user, { side: 'sell', percent: '50' });
    expect(half.status, JSON.stringify(half.body)).toBe(201);
    expect(
      half.body.components.every((c: { side: string; tds: string }) => c.side === 'sell' && c.tds !== '0.00'),
    ).toBe(true);
    const before = (await userBalances(provider.db, user.id)).INR.available;
    expect((await execute(user, half.body.quote_id)).status).toBe(201);
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(
      before + toMinorUnits(half.body.receive, 'INR'),
    );
    await expectHoldingsAreFills(user.id, 'top-3');
    const all = await quote(user, { side: 'sell', percent: '100' });
    expect((await execute(user, all.body.quote_id)).status).toBe(201);
    const rows = await holdingRows(user.id);
    expect(rows.every((r) => r.units === '0' && r.cost === '0')).toBe(true);
    const none = await quote(user, { side: 'sell', percent: '10' });
    expect(none.status).toBe(422);
    expect(none.body.error.errors).toEqual({ percent: [BASKET_MESSAGES.noHolding] });
    expect(await balanced()).toBe(true);
  });

  it("names the smallest share a sale accepts: one under it is refused on the coin's part, it is quoted", async () => {
    const user = await moneyUser(provider, { funds: { INR: '20000.00' } });
    await buy(user, '2000');
    const holdings = holdingsResponseSchema.parse(
      (await call(provider, 'GET', '/baskets/holdings', { bearer: user.token })).body,
    );
    const smallest = holdings.data[0]?.min_sell_percent as number;
    // ₹2,000 of Top 3 (50/30/20): the 20% coin's part reaches ₹100 at about a quarter of the holding.
    expect(smallest).toBeGreaterThan(20);
    expect(smallest).toBeLessThan(40);
    const under = await quote(user, { side: 'sell', percent: String(smallest - 1) });
    expect(under.status).toBe(422);
    expect(under.body.error.errors).toEqual({ percent: [BASKET_MESSAGES.smallPart] });
    expect((await quote(user, { side: 'sell', percent: String(smallest) })).status).toBe(201);
  });

  it('refuses a percentage outside 1–100 on its field', async () => {
    const user = await moneyUser(provider, { funds: { INR: '20000.00' } });
    await buy(user, '10000');
    const answer = await quote(user, { side: 'sell', percent: '0' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.errors)).toEqual(['percent']);
  });

  it('previews a rebalance after a price move and, on request, brings the weights back near the targets', async () => {
    const user = await moneyUser(provider, { funds: { INR: '200000.00' } });
    await buy(user, '100000');
    const balanced0 = await quote(user, { side: 'rebalance' });
    expect(balanced0.status).toBe(409);
    market.move('BTC', FIXED_MIDS.BTC * 2n);
    try {
      const preview = await quote(user, { side: 'rebalance' });
      expect(preview.status, JSON.stringify(preview.body)).toBe(201);
      const sides = preview.body.components.map((c: { coin: string; side: string }) => `${c.side} ${c.coin}`);
      expect(sides).toContain('sell BTC');
      expect(sides.filter((s: string) => s.startsWith('buy')).length).toBeGreaterThan(0);
      expect(toMinorUnits(preview.body.pay, 'INR')).toBeLessThanOrEqual(
        toMinorUnits(preview.body.receive, 'INR'),
      );
      expect((await execute(user, preview.body.quote_id)).status).toBe(201);
      const holding = holdingsResponseSchema.parse(
        (await call(provider, 'GET', '/baskets/holdings', { bearer: user.token })).body,
      ).data[0];
      for (const c of holding?.components ?? [])
        expect(Math.abs(Number(c.weight_now) - c.target_weight)).toBeLessThan(2);
      await expectHoldingsAreFills(user.id, 'top-3');
    } finally {
      market.move('BTC', FIXED_MIDS.BTC);
    }
    expect(await balanced()).toBe(true);
  });
});

describe('concurrency', () => {
  it('100 concurrent basket buys on one balance: exactly the number it covers fill', async () => {
    const probe = await moneyUser(provider, { funds: { INR: '2000.00' } });
    const one = await quote(probe, { side: 'buy', amount: '1000' });
    const cost = toMinorUnits(one.body.pay, 'INR');
    const covers = 37;
    const user = await moneyUser(provider, { funds: { INR: fromMinorUnits(cost * BigInt(covers), 'INR') } });
    const quotes = await Promise.all(
      Array.from({ length: 100 }, () => quote(user, { side: 'buy', amount: '1000' })),
    );
    const started = performance.now();
    const answers = await Promise.all(quotes.map((q) => execute(user, q.body.quote_id)));
    const ms = performance.now() - started;
    console.log(`100 concurrent basket buys: ${Math.round(ms)} ms`);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(covers);
    const refused = answers.filter((a) => a.status !== 201);
    expect(
      refused.every((a) => a.status === 422 && a.body.error.errors.amount[0] === 'Insufficient balance'),
    ).toBe(true);
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(0n);
    await expectHoldingsAreFills(user.id, 'top-3');
    expect(await balanced()).toBe(true);
  });
});
