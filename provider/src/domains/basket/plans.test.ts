// Buying plans against a real provider on PostgreSQL: a plan runs once per due time however often it is run, skips
// with a reason when the balance is short, and pauses, resumes, changes and cancels; the books balance after every
// step.
import { planResponseSchema } from '@sikka/shared/basket/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { basketKit } from './basketKit.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market: movableMarket() });
const { balanced, expectHoldingsAreFills } = basketKit(provider);

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
