// Lending against a real provider on PostgreSQL: a borrow locks the collateral and pays out of the pool in one entry,
// once per idempotency key; each refusal moves nothing; repayments go interest first and the last releases the
// collateral; the daily job accrues each day once and deducts a due date once, however often or concurrently it
// runs; price moves bring one margin call per crossing and one liquidation to under the margin-call line, even
// racing a repayment; the books balance after every step.
import type { Coin } from '@sikka/shared/constants';
import {
  addDays,
  COLLATERAL_RULES,
  dailyInterest,
  dayOf,
  LOAN_PLANS,
  loanCharges,
  ltvAtLeast,
} from '@sikka/shared/lending/rules';
import { borrowResponseSchema, type Loan, statementResponseSchema } from '@sikka/shared/lending/schemas';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { post, transfer, userBalances } from '../../platform/ledger/ledger.ts';
import { fundLendingPool } from './lendingPool.ts';
import { LOAN_DAILY_JOB } from './loanDaily.ts';
import { poolBalance } from './loansRepo.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market });
const DAY_MS = 86_400_000;
const BTC_MID = 90_00_000_00n;

beforeAll(async () => {
  await provider.db
    .transaction()
    .execute((trx) => fundLendingPool(trx, 1_00_00_000_00n, 'test:lending_pool'));
});

async function lendingOtp(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 7 } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

const form = {
  loan_type: 'standard_90',
  loan_amount: '100000',
  collateral_coin: 'BTC',
  collateral_amount: '0.1',
  auto_deduct: true,
  tnc_accepted: true,
};

async function borrow(user: MoneyUser, change: Record<string, unknown> = {}, idempotencyKey = key()) {
  const body = { ...form, otp: await lendingOtp(user), idempotency_key: idempotencyKey, ...change };
  return call(provider, 'POST', '/loans', { bearer: user.token, body });
}

async function takeLoan(user: MoneyUser, change: Record<string, unknown> = {}): Promise<Loan> {
  const answer = await borrow(user, change);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return borrowResponseSchema.parse(answer.body).loan;
}

function repay(user: MoneyUser, loanId: number, amount: string, idempotencyKey = key()) {
  return call(provider, 'POST', '/loans/repay', {
    bearer: user.token,
    body: { loan_id: loanId, amount, idempotency_key: idempotencyKey },
  });
}

async function loanRow(id: number) {
  return provider.db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function platform(kind: 'lending_pool' | 'loan_collateral', asset: string): Promise<bigint> {
  const row = await provider.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

async function messagesOf(userId: number, kind: string) {
  return provider.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

async function daily(loanId: number) {
  const answer = await call(provider, 'POST', `/dev/loans/${loanId}/daily`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function check(loanId: number): Promise<string> {
  const answer = await call(provider, 'POST', `/dev/loans/${loanId}/check`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

async function sellingPaise(coin: Coin): Promise<bigint> {
  const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
  return toMinorUnits(prices[coin].selling_price, 'INR');
}

describe('GET /loans/terms', () => {
  it('lists the plans, each coin’s lines at its selling price, the limits and GST', async () => {
    const user = await moneyUser(provider);
    const answer = await call(provider, 'GET', '/loans/terms', { bearer: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.plans).toHaveLength(3);
    expect(answer.body.gst_bps).toBe(1_800);
    expect(answer.body).toMatchObject({ min_loan: '5000.00', max_loan: '2500000.00' });
    const btc = answer.body.collateral.find((c: { coin: string }) => c.coin === 'BTC');
    expect(btc).toMatchObject({ max_ltv_bps: 5_000, margin_call_ltv_bps: 7_000, liquidation_ltv_bps: 8_000 });
    expect(toMinorUnits(btc.price, 'INR')).toBe(await sellingPaise('BTC'));
  });
});

describe('POST /loans: the collateral held and the loan paid out in one entry', () => {
  it('moves the coin to the collateral account, pays principal − fee − GST, records the loan, tells the user', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.15' } });
    const poolBefore = await platform('lending_pool', 'INR');
    const heldBefore = await platform('loan_collateral', 'BTC');
    const answer = await borrow(user);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { loan, message } = borrowResponseSchema.parse(answer.body);
    const charges = loanCharges(LOAN_PLANS.standard_90, 1_00_000_00n);
    const today = dayOf(provider.clock.now());
    expect(message).toBe('Your loan is disbursed');
    expect(loan).toMatchObject({
      loan_type: 'standard_90',
      status: 'open',
      coin: 'BTC',
      collateral: '0.10000000',
      principal: '100000.00',
      owed: '100000.00',
      processing_fee: '750.00',
      gst: '135.00',
      disbursed: '99115.00',
      start_date: today,
      maturity_date: addDays(today, 90),
      next_due_date: addDays(today, 30),
    });
    const balances = await userBalances(provider.db, user.id);
    expect(balances.INR.available).toBe(charges.disbursed);
    expect(balances.BTC.available).toBe(5_000_000n);
    expect(await platform('loan_collateral', 'BTC')).toBe(heldBefore + 10_000_000n);
    expect(await platform('lending_pool', 'INR')).toBe(poolBefore - 1_00_000_00n);
    expect(await messagesOf(user.id, 'loan_disbursed')).toHaveLength(1);
    const statement = statementResponseSchema.parse(
      (await call(provider, 'GET', `/loans/statement?loan_id=${loan.id}`, { bearer: user.token })).body,
    );
    expect(statement.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['disbursal', '99115.00'],
      ['processing_fee', '885.00'],
    ]);
    expect(await balanced()).toBe(true);
  });

  it('a retried key answers the first loan and moves nothing more', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.3' } });
    const idempotencyKey = key();
    const otp = await lendingOtp(user);
    const body = { ...form, otp, idempotency_key: idempotencyKey };
    const [first, second] = await Promise.all([
      call(provider, 'POST', '/loans', { bearer: user.token, body }),
      call(provider, 'POST', '/loans', { bearer: user.token, body }),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.loan.id).toBe(first.body.loan.id);
    const third = await call(provider, 'POST', '/loans', { bearer: user.token, body });
    expect(third.body.loan.id).toBe(first.body.loan.id);
    expect(
      await provider.db.selectFrom('loans').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
    expect((await userBalances(provider.db, user.id)).BTC.available).toBe(20_000_000n);
    expect(await balanced()).toBe(true);
  });

  it.each([
    ['terms not accepted', { tnc_accepted: false }, 422, 'tnc_accepted'],
    ['an unknown plan', { loan_type: 'forever' }, 422, 'loan_type'],
    ['auto_deduct not a boolean', { auto_deduct: 'yes' }, 422, 'auto_deduct'],
    ['below the minimum', { loan_amount: '4999.99' }, 422, 'loan_amount'],
    ['above the max LTV', { loan_amount: '500000' }, 422, 'loan_amount'],
    ['more coin than the wallet holds', { collateral_amount: '0.2' }, 422, 'collateral_amount'],
    ['a wrong OTP', { otp: '000000' }, 422, 'otp'],
  ] as const)('refuses %s on its field and moves nothing', async (_, change, status, field) => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1' } });
    const answer = await borrow(user, change);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(Object.keys(answer.body.error?.errors ?? {})).toContain(field);
    const balances = await userBalances(provider.db, user.id);
    expect(balances.BTC.available).toBe(10_000_000n);
    expect(balances.INR.available).toBe(0n);
    expect(
      await provider.db.selectFrom('loans').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('refuses an unverified user', async () => {
    const user = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { BTC: '0.1' } });
    const answer = await call(provider, 'POST', '/loans', {
      bearer: user.token,
      body: { ...form, otp: '123456', idempotency_key: key() },
    });
    expect(answer.status).toBe(403);
  });

  it('refuses clearly when the pool cannot cover the loan', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1' } });
    const all = await poolBalance(provider.db);
    const drain = (amount: bigint, from: 'lending_pool' | 'treasury', to: 'lending_pool' | 'treasury') =>
      provider.db.transaction().execute((trx) =>
        post(trx, {
          kind: 'test_pool',
          userId: null,
          reference: 'test:pool',
          postings: transfer({ kind: from, asset: 'INR' }, { kind: to, asset: 'INR' }, amount),
        }),
      );
    await drain(all - 50_000_00n, 'lending_pool', 'treasury');
    try {
      const answer = await borrow(user);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/not enough funds to lend/);
      expect((await userBalances(provider.db, user.id)).BTC.available).toBe(10_000_000n);
    } finally {
      await drain(all - 50_000_00n, 'treasury', 'lending_pool');
    }
    expect(await balanced()).toBe(true);
  });
});

describe('POST /loans/repay', () => {
  it('takes part, refuses more than is owed on its field, and the rest releases the collateral', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1', INR: '2000' } });
    const loan = await takeLoan(user);
    const part = await repay(user, loan.id, '40000');
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.loan).toMatchObject({ owed: '60000.00', status: 'open', collateral: '0.10000000' });
    const over = await repay(user, loan.id, '60000.01');
    expect(over.status).toBe(422);
    expect(over.body.error.errors).toEqual({ amount: ['This is more than you owe'] });
    const retryKey = key();
    const rest = await repay(user, loan.id, '60000', retryKey);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ loan: { status: 'repaid', owed: '0.00', collateral: '0.00000000' } });
    expect(rest.body.message).toBe('Loan repaid in full: your collateral is back in your wallet');
    // The same key again: the first answer, nothing more moved.
    const again = await repay(user, loan.id, '60000', retryKey);
    expect(again.body).toEqual(rest.body);
    const balances = await userBalances(provider.db, user.id);
    expect(balances.BTC.available).toBe(10_000_000n);
    expect(balances.INR.available).toBe(2_000_00n + 99_115_00n - 1_00_000_00n);
    expect(await repay(user, loan.id, '1')).toMatchObject({ status: 409 });
    expect(await messagesOf(user.id, 'loan_closed')).toHaveLength(1);
    const csv = await call(provider, 'GET', `/loans/statement?loan_id=${loan.id}`, { bearer: user.token });
    expect(csv.body.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'disbursal',
      'processing_fee',
      'repayment',
      'repayment',
      'collateral_release',
    ]);
    expect(await balanced()).toBe(true);
  });

  it('refuses a repayment the wallet cannot pay, and another user’s loan', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1' } });
    const other = await moneyUser(provider);
    const loan = await takeLoan(user);
    expect((await repay(user, loan.id, '100000')).body.error.errors).toEqual({
      amount: ['Insufficient balance'],
    });
    expect(await repay(other, loan.id, '1')).toMatchObject({ status: 404 });
  });
});

describe('the daily job: interest accrued once a day, a due date deducted once', () => {
  it('catches up missed days, never accrues a day twice, and two runs on a due date deduct once', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1', INR: '5000' } });
    const loan = await takeLoan(user);
    const daily1 = dailyInterest(1_00_000_00n, LOAN_PLANS.standard_90.annualRateBps);
    // The same day: nothing to accrue.
    expect(await daily(loan.id)).toMatchObject({ accruedDays: 0, deducted: null, status: 'open' });
    provider.clock.advance(3 * DAY_MS);
    const [a, b] = await Promise.all([daily(loan.id), daily(loan.id)]);
    expect(a.accruedDays + b.accruedDays).toBe(3);
    expect((await loanRow(loan.id)).interest_outstanding).toBe(String(3n * daily1));
    // To the first due date (30 days after the start): the rest of the days, then one deduction of what is due.
    provider.clock.advance(27 * DAY_MS);
    const runs = await Promise.all([daily(loan.id), daily(loan.id), daily(loan.id)]);
    expect(runs.reduce((sum, run) => sum + run.accruedDays, 0)).toBe(27);
    const deductions = runs.filter((run) => run.deducted !== null);
    expect(deductions).toHaveLength(1);
    expect(deductions[0].deducted).toBe(String(30n * daily1));
    const row = await loanRow(loan.id);
    expect(row.interest_outstanding).toBe('0');
    expect(row.deducted_through).toBe(addDays(loan.start_date, 30));
    expect((await userBalances(provider.db, user.id)).INR.available).toBe(
      5_000_00n + 99_115_00n - 30n * daily1,
    );
    expect(await daily(loan.id)).toMatchObject({ accruedDays: 0, deducted: null });
    const events = await provider.db
      .selectFrom('loan_events')
      .select(['kind', 'day'])
      .where('loan_id', '=', loan.id)
      .where('kind', '=', 'interest')
      .execute();
    expect(new Set(events.map((event) => event.day)).size).toBe(30);
    expect(events).toHaveLength(30);
    expect(await balanced()).toBe(true);
  });

  it('the queued job runs in a restarted provider, and a rerun after it adds nothing', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1' } });
    const loan = await takeLoan(user, { auto_deduct: false });
    const jobs = () =>
      sql<{ state: string }>`select state from pgboss.job
        where name = ${LOAN_DAILY_JOB} and data->>'loan_id' = ${String(loan.id)}`.execute(provider.db);
    expect((await jobs()).rows.map((row) => row.state)).toEqual(['created']);
    await provider.restart();
    provider.clock.advance(2 * DAY_MS);
    await sql`update pgboss.job set start_after = now()
      where name = ${LOAN_DAILY_JOB} and data->>'loan_id' = ${String(loan.id)} and state = 'created'`.execute(
      provider.db,
    );
    await until(async () => (await loanRow(loan.id)).accrued_through === addDays(loan.start_date, 1), {
      every: 100,
    }).catch(async (error: unknown) => {
      throw new Error(`the daily job did not run: ${JSON.stringify((await jobs()).rows)}`, { cause: error });
    });
    const daily1 = dailyInterest(1_00_000_00n, LOAN_PLANS.standard_90.annualRateBps);
    expect((await loanRow(loan.id)).interest_outstanding).toBe(String(2n * daily1));
    // It queued the next day's run; run by hand on the same day, nothing more accrues.
    expect(await daily(loan.id)).toMatchObject({ accruedDays: 0 });
    expect((await loanRow(loan.id)).interest_outstanding).toBe(String(2n * daily1));
    expect(await balanced()).toBe(true);
  });

  it('at maturity deducts principal and interest and closes the loan when the wallet can pay', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1', INR: '2000' } });
    const loan = await takeLoan(user, {
      loan_type: 'flexi_30',
      loan_amount: '10000',
      collateral_amount: '0.01',
    });
    provider.clock.advance(30 * DAY_MS);
    const run = await daily(loan.id);
    expect(run.status).toBe('repaid');
    const interest = 30n * dailyInterest(10_000_00n, LOAN_PLANS.flexi_30.annualRateBps);
    expect(run.deducted).toBe(String(10_000_00n + interest));
    expect((await userBalances(provider.db, user.id)).BTC.available).toBe(10_000_000n);
    expect(await balanced()).toBe(true);
  });
});

describe('price moves: a margin call once per crossing, a liquidation to under the line', () => {
  it('warns once, sells just enough once, and tells the borrower', async () => {
    const user = await moneyUser(provider, { funds: { ETH: '1' } });
    market.move('ETH', 3_20_000_00n);
    const loan = await takeLoan(user, {
      collateral_coin: 'ETH',
      collateral_amount: '1',
      loan_amount: '150000',
    });
    try {
      // Down to the margin-call price: one call, however many checks.
      market.move('ETH', toMinorUnits(loan.margin_call_price as string, 'INR'));
      await Promise.all([check(loan.id), check(loan.id)]);
      await check(loan.id);
      expect(await messagesOf(user.id, 'loan_margin_call')).toHaveLength(1);
      // Back up and down again: a second crossing, a second call.
      market.move('ETH', 3_20_000_00n);
      expect(await check(loan.id)).toBe('none');
      market.move('ETH', toMinorUnits(loan.margin_call_price as string, 'INR'));
      await check(loan.id);
      expect(await messagesOf(user.id, 'loan_margin_call')).toHaveLength(2);

      // Down to the liquidation price: one sale, the LTV under the margin-call line after it.
      market.move('ETH', toMinorUnits(loan.liquidation_price as string, 'INR'));
      const results = await Promise.all([check(loan.id), check(loan.id)]);
      await check(loan.id);
      const row = await loanRow(loan.id);
      expect(row.liquidations).toBe(1);
      // The tick's own check may have been first: one sale in all, whoever made it.
      expect(results.filter((r) => r === 'liquidated').length).toBeLessThanOrEqual(1);
      const price = await sellingPaise('ETH');
      const owed = BigInt(row.principal_outstanding) + BigInt(row.interest_outstanding);
      expect(
        ltvAtLeast('ETH', owed, BigInt(row.collateral), price, COLLATERAL_RULES.ETH.marginCallLtvBps),
      ).toBe(false);
      expect(BigInt(row.collateral)).toBeGreaterThan(0n);
      expect(await messagesOf(user.id, 'loan_liquidated')).toHaveLength(1);
      expect(await platform('loan_collateral', 'ETH')).toBeGreaterThanOrEqual(BigInt(row.collateral));
      expect(await balanced()).toBe(true);
    } finally {
      market.move('ETH', 3_20_000_00n);
    }
  });

  it('a repayment racing a liquidation: both apply in some order, nothing lost, collateral never negative', async () => {
    const user = await moneyUser(provider, { funds: { ETH: '1', INR: '50000' } });
    market.move('ETH', 3_20_000_00n);
    const loan = await takeLoan(user, {
      collateral_coin: 'ETH',
      collateral_amount: '1',
      loan_amount: '150000',
    });
    try {
      market.move('ETH', toMinorUnits(loan.liquidation_price as string, 'INR') - 100_00n);
      const [repaid, liquidated] = await Promise.all([repay(user, loan.id, '40000'), check(loan.id)]);
      expect(repaid.status, JSON.stringify(repaid.body)).toBe(200);
      const row = await loanRow(loan.id);
      expect(BigInt(row.collateral)).toBeGreaterThanOrEqual(0n);
      const events = await provider.db
        .selectFrom('loan_events')
        .select(['kind', 'amount'])
        .where('loan_id', '=', loan.id)
        .execute();
      const paid = events
        .filter((event) => event.kind === 'repayment' || event.kind === 'liquidation')
        .reduce((sum, event) => sum + BigInt(event.amount), 0n);
      expect(BigInt(row.principal_outstanding) + BigInt(row.interest_outstanding)).toBe(1_50_000_00n - paid);
      // Repaid first, the LTV may have fallen under the line: then nothing was sold.
      expect(['liquidated', 'none', 'margin-call']).toContain(liquidated);
      expect(await balanced()).toBe(true);
    } finally {
      market.move('ETH', 3_20_000_00n);
    }
  });
});

describe('GET /loans', () => {
  it('lists the user’s loans, newest first, with LTV and trigger prices', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.1' } });
    const first = await takeLoan(user, { collateral_amount: '0.05' });
    const second = await takeLoan(user, { collateral_amount: '0.05', loan_type: 'long_180' });
    const page = await call(provider, 'GET', '/loans', { bearer: user.token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((loan: Loan) => loan.id)).toEqual([second.id, first.id]);
    expect(page.body.data[0].ltv_bps).toBeGreaterThan(0);
    expect(fromMinorUnits(BigInt(BTC_MID), 'INR')).toBe('9000000.00');
  });
});
