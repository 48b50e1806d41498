// Baskets through the BFF against the real provider: the baskets, a quote and its execution once per idempotency key,
// the holding, a refusal under the minimum on its field (§8), a plan started, run and paused, and an unverified
// person refused (§6).
import { BASKET_MESSAGES } from '@sikka/shared/basket/rules';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { fixedMarket, key } from '@sikka/tests/support/money';
import { describe, expect, it } from 'vitest';

const stack = bffForFile({ provider: { market: fixedMarket() } });

describe('baskets through the BFF', () => {
  it('lists the baskets, buys one once per key and shows the holding', async () => {
    const a = await stack.signedIn({ inr: '20000' });
    const baskets = await a.bff.trpc.basket.list.query();
    expect(baskets.data.map((b) => b.name)).toEqual(['Top 3', 'Bitcoin & Ether', 'Steady']);

    const small = await failure(
      a.bff.trpc.basket.quote.mutate({ side: 'buy', basket_id: 'top-3', amount: '100' }),
    );
    expect(small.appError).toMatchObject({ fieldErrors: { amount: [BASKET_MESSAGES.minimum] } });

    const quote = await a.bff.trpc.basket.quote.mutate({ side: 'buy', basket_id: 'top-3', amount: '5000' });
    expect(quote.components.map((c) => c.coin)).toEqual(['BTC', 'ETH', 'USDT']);
    const request = { quote_id: quote.quote_id, idempotency_key: key() };
    const [first, again] = await Promise.all([
      a.bff.trpc.basket.execute.mutate(request),
      a.bff.trpc.basket.execute.mutate(request),
    ]);
    expect(again.order.id).toBe(first.order.id);
    const holdings = await a.bff.trpc.basket.holdings.query();
    expect(holdings.data).toHaveLength(1);
    expect(holdings.data[0]?.cost).toBe(quote.pay);
  });

  it('starts a plan, runs it and pauses it', async () => {
    const a = await stack.signedIn({ inr: '5000' });
    const created = await a.bff.trpc.basket.createPlan.mutate({
      target: 'BTC',
      amount: '500',
      frequency: 'weekly',
      idempotency_key: key(),
    });
    expect(created.plan).toMatchObject({ target_name: 'BTC', status: 'active', amount: '500.00' });
    // The first run is due now: run it here, unless the provider's queue was first.
    const due = encodeURIComponent(created.plan.next_due_at as string);
    const run = await fetch(`${stack.provider.url}/dev/plans/${created.plan.id}/run?due_at=${due}`, {
      method: 'POST',
    });
    expect(['bought', 'stale']).toContain(((await run.json()) as { result: string }).result);
    let runs: string[] = [];
    for (let i = 0; i < 50 && runs.length === 0; i++) {
      runs = (await a.bff.trpc.basket.plans.query()).data[0]?.runs.map((r) => r.status) ?? [];
      if (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(runs).toEqual(['bought']);
    const paused = await a.bff.trpc.basket.updatePlan.mutate({ plan_id: created.plan.id, action: 'pause' });
    expect(paused.plan.status).toBe('paused');
    const plans = await a.bff.trpc.basket.plans.query();
    expect(plans.data[0]?.runs.map((r) => r.status)).toEqual(['bought']);
  });

  it('refuses an unverified person’s buy (§6)', async () => {
    const a = await stack.signedIn({ state: 'unverified', inr: '5000' });
    const quote = await a.bff.trpc.basket.quote.mutate({ side: 'buy', basket_id: 'top-3', amount: '1000' });
    const refused = await failure(
      a.bff.trpc.basket.execute.mutate({ quote_id: quote.quote_id, idempotency_key: key() }),
    );
    expect(refused.appError?.message).toMatch(/verify/i);
  });
});
