// Property: random sequences of basket buys (sometimes retried with their key, sometimes over the balance), sales of a
// random percentage, rebalances and price moves, driven through the provider's calls on a real PostgreSQL, keep the
// books balanced after every step, and every holding equals the sum of its basket's fills.
import { BASKETS } from '@sikka/shared/basket/rules';
import { FIXED_MIDS, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market });
const IDS = BASKETS.map((b) => b.id);

type Op =
  | { op: 'buy'; basket: number; rupees: number; retry: boolean }
  | { op: 'sell'; basket: number; percent: number }
  | { op: 'rebalance'; basket: number }
  | { op: 'price'; factor: number };

const basketArb = fc.integer({ min: 0, max: IDS.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('buy' as const),
    basket: basketArb,
    rupees: fc.integer({ min: 900, max: 30_000 }),
    retry: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('sell' as const),
    basket: basketArb,
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('rebalance' as const), basket: basketArb }),
  // BTC from half to twice its starting mid: enough to put a basket off its weights.
  fc.record({ op: fc.constant('price' as const), factor: fc.integer({ min: 50, max: 200 }) }),
);

async function holdingsMatchFills(userId: number): Promise<void> {
  const holdings = await provider.db
    .selectFrom('basket_holdings')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const fills = await provider.db
    .selectFrom('basket_fills')
    .innerJoin('basket_orders', 'basket_orders.id', 'basket_fills.basket_order_id')
    .select(['basket_orders.basket_id', 'basket_fills.coin', 'basket_fills.side', 'basket_fills.quantity'])
    .where('basket_orders.user_id', '=', userId)
    .execute();
  for (const h of holdings) {
    const sum = fills
      .filter((f) => f.basket_id === h.basket_id && f.coin === h.coin)
      .reduce((s, f) => s + (f.side === 'buy' ? BigInt(f.quantity) : -BigInt(f.quantity)), 0n);
    expect(BigInt(h.units), `${h.basket_id} ${h.coin}`).toBe(sum);
    expect(BigInt(h.units)).toBeGreaterThanOrEqual(0n);
  }
}

async function runSequence(ops: Op[]): Promise<void> {
  market.move('BTC', FIXED_MIDS.BTC);
  const user: MoneyUser = await moneyUser(provider, { funds: { INR: '60000' } });
  for (const step of ops) {
    if (step.op === 'price') {
      market.move('BTC', (FIXED_MIDS.BTC * BigInt(step.factor)) / 100n);
      continue;
    }
    const basket_id = IDS[step.basket];
    const body =
      step.op === 'buy'
        ? { side: 'buy', basket_id, amount: String(step.rupees) }
        : step.op === 'sell'
          ? { side: 'sell', basket_id, percent: String(step.percent) }
          : { side: 'rebalance', basket_id };
    const q = await call(provider, 'POST', '/baskets/quotes', { bearer: user.token, body });
    if (q.status === 201) {
      const idem = key();
      const first = await call(provider, 'POST', '/baskets/orders', {
        bearer: user.token,
        body: { quote_id: q.body.quote_id, idempotency_key: idem },
      });
      expect([201, 422]).toContain(first.status);
      if (step.op === 'buy' && step.retry) {
        const again = await call(provider, 'POST', '/baskets/orders', {
          bearer: user.token,
          body: { quote_id: q.body.quote_id, idempotency_key: idem },
        });
        if (first.status === 201) expect(again.body).toEqual(first.body);
      }
    } else expect([409, 422]).toContain(q.status);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
    await holdingsMatchFills(user.id);
  }
}

describe('basket property', () => {
  it('random buys, sales, rebalances and price moves keep the books balanced and holdings equal to their fills', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 14 }), runSequence), {
      numRuns: 25,
    });
  }, 120_000);
});
