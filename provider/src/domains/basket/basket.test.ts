// Crypto baskets and buying plans against a real provider on PostgreSQL: a basket buy fills every component as
// instant buy would, in one transaction, once per key; each refusal (§8: minimum, balance, expired quote; §6
// unverified) moves nothing; sales and rebalances move the holding by exactly their fills; 100 concurrent buys spend
// exactly what the balance covers; a plan runs once per due time however often it is run, skips with a reason when
// the balance is short, and pauses, resumes, changes and cancels; the books balance after every step.
import { BASKET_MESSAGES, BASKETS, splitAmount } from '@sikka/shared/basket/rules';
import { basketQuoteSchema, holdingsResponseSchema, planResponseSchema } from '@sikka/shared/basket/schemas';
import { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from '@sikka/shared/instant/schemas';
import { computeQuote } from '@sikka/shared/market/quote';
import { formatInr, fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { FIXED_MIDS, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market });
const TOP3 = BASKETS[0] as (typeof BASKETS)[number];

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

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

async function holdingRows(userId: number) {
  return provider.db
    .selectFrom('basket_holdings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('coin')
    .execute();
}

/** Units per coin from the fills alone: what the holding must equal. */
async function fillSums(userId: number, basketId: string) {
  const rows = await provider.db
    .selectFrom('basket_fills')
    .innerJoin('basket_orders', 'basket_orders.id', 'basket_fills.basket_order_id')
    .select(['basket_fills.coin', 'basket_fills.side', 'basket_fills.quantity'])
    .where('basket_orders.user_id', '=', userId)
    .where('basket_orders.basket_id', '=', basketId)
    .execute();
  const sums = new Map<string, bigint>();
  for (const r of rows)
    sums.set(
      r.coin,
      (sums.get(r.coin) ?? 0n) + (r.side === 'buy' ? BigInt(r.quantity) : -BigInt(r.quantity)),
    );
  return sums;
}

async function expectHoldingsAreFills(userId: number, basketId: string) {
  const sums = await fillSums(userId, basketId);
  const rows = (await holdingRows(userId)).filter((r) => r.basket_id === basketId);
  for (const r of rows) expect(BigInt(r.units), r.coin).toBe(sums.get(r.coin) ?? 0n);
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

async function createPlan(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/baskets/plans', {
    bearer: user.token,
    body: { target: 'top-3', amount: '1000', frequency: 'daily', idempotency_key: key(), ...body },
  });
}

async function runNow(planId: number, dueAt?: string): Promise<string> {
  const query = dueAt ? `?due_at=${encodeURIComponent(dueAt)}` : '';
  const answer = await call(provider, 'POST', `/dev/plans/${planId}/run${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

/**
 * The first due time is now, so the provider's own queue may run it before the test does: runs it now (or finds it
 * run), waits until its row is written, and answers the rows.
 */
async function firstRun(planId: number, dueAt: string) {
  const said = await runNow(planId, dueAt);
  expect(['bought', 'skipped', 'stale']).toContain(said);
  for (let i = 0; i < 50; i++) {
    const rows = await runsOf(planId);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`plan ${planId} did not run`);
}

async function runsOf(planId: number) {
  return provider.db
    .selectFrom('plan_runs')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('due_at')
    .execute();
}

describe('buying plans', () => {
  it('refuses a plan under the minimum or of an unknown frequency, on the field (§8)', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000.00' } });
    const small = await createPlan(user, { target: 'BTC', amount: '499.99' });
    expect(small.status).toBe(422);
    expect(small.body.error.errors).toEqual({ amount: ['The minimum plan amount is ₹500.00'] });
    const basket = await createPlan(user, { amount: '999' });
    expect(basket.body.error.errors).toEqual({ amount: ['The minimum plan amount is ₹1,000.00'] });
    const hourly = await createPlan(user, { frequency: 'hourly' });
    expect(hourly.status).toBe(422);
    expect(Object.keys(hourly.body.error.errors)).toEqual(['frequency']);
  });

  it('runs a due time once however often it is run, and the next due time is one day on', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000.00' } });
    const created = await createPlan(user, {});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = planResponseSchema.parse(created.body).plan;
    // Three runs of the due time at once, racing the queue's own job for it: one purchase.
    const due = plan.next_due_at as string;
    const results = await Promise.all([runNow(plan.id, due), runNow(plan.id, due), runNow(plan.id, due)]);
    expect(results.filter((r) => r === 'bought').length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r !== 'bought').every((r) => r === 'stale')).toBe(true);
    await firstRun(plan.id, plan.next_due_at as string);
    const runs = await runsOf(plan.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('bought');
    await expectHoldingsAreFills(user.id, 'top-3');
    const row = await provider.db
      .selectFrom('buying_plans')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(row.next_due_at?.getTime()).toBe(new Date(plan.next_due_at as string).getTime() + 86_400_000);
    const messages = await provider.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'plan_bought')
      .execute();
    // The run's record and message say what left the wallet: at most the plan's amount, to the paisa.
    const spent = 5_000_00n - (await userBalances(provider.db, user.id)).INR.available;
    expect(spent).toBeGreaterThan(990_00n);
    expect(spent).toBeLessThanOrEqual(1_000_00n);
    expect(BigInt(runs[0]?.amount ?? 0)).toBe(spent);
    expect(messages).toEqual([
      {
        kind: 'plan_bought',
        body: `Your buying plan bought Top 3 for ${formatInr(spent, { symbol: true })}.`,
      },
    ]);
    expect(await balanced()).toBe(true);
  });

  it('records a run that finds too little balance as skipped with the reason, and goes on', async () => {
    const user = await moneyUser(provider, { funds: { INR: '100.00' } });
    const plan = planResponseSchema.parse(
      (await createPlan(user, { target: 'ETH', amount: '500' })).body,
    ).plan;
    const runs = await firstRun(plan.id, plan.next_due_at as string);
    expect(runs.map((r) => [r.status, r.reason])).toEqual([['skipped', 'Insufficient balance']]);
    const row = await provider.db
      .selectFrom('buying_plans')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(row.next_due_at?.getTime()).toBeGreaterThan(new Date(plan.next_due_at as string).getTime());
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(100_00n);
    const skipped = await provider.db
      .selectFrom('messages')
      .select('body')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'plan_skipped')
      .execute();
    expect(skipped).toHaveLength(1);
  });

  it('pauses (no run), resumes one period after the last run, changes amount and frequency, cancels', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000.00' } });
    const plan = planResponseSchema.parse(
      (await createPlan(user, { target: 'BTC', amount: '500' })).body,
    ).plan;
    expect((await firstRun(plan.id, plan.next_due_at as string))[0]?.status).toBe('bought');
    const update = (body: Record<string, unknown>) =>
      call(provider, 'POST', '/baskets/plans/update', {
        bearer: user.token,
        body: { plan_id: plan.id, ...body },
      });
    const paused = await update({ action: 'pause' });
    expect(paused.body.plan).toMatchObject({ status: 'paused', next_due_at: null });
    expect(await runNow(plan.id)).toBe('stale');
    const resumed = await update({ action: 'resume' });
    expect(resumed.body.plan.status).toBe('active');
    const lastDue = (await runsOf(plan.id))[0]?.due_at.getTime() as number;
    expect(new Date(resumed.body.plan.next_due_at).getTime()).toBe(
      Math.max(lastDue + 86_400_000, provider.clock.now().getTime()),
    );
    const bad = await update({ action: 'change', amount: '10' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.errors)).toEqual(['amount']);
    const changed = await update({ action: 'change', amount: '750', frequency: 'weekly' });
    expect(changed.body.plan).toMatchObject({ amount: '750.00', frequency: 'weekly' });
    expect(new Date(changed.body.plan.next_due_at).getTime()).toBe(lastDue + 7 * 86_400_000);
    const cancelled = await update({ action: 'cancel' });
    expect(cancelled.body.plan.status).toBe('cancelled');
    expect(await runNow(plan.id)).toBe('stale');
    expect((await update({ action: 'resume' })).status).toBe(409);
    const list = await call(provider, 'GET', '/baskets/plans', { bearer: user.token });
    expect(list.body.data[0].runs).toHaveLength(1);
  });
});
