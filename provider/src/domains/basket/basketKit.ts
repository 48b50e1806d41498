// What the basket tests share (basket.test.ts, plans.test.ts): the books' balance, and a person's basket
// holdings checked against the sum of their fills.
import type { TestProvider } from '@sikka/tests/support/provider';
import { expect } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

/** The helpers, on one file's provider. */
export function basketKit(provider: TestProvider) {
  async function balanced(): Promise<boolean> {
    return booksBalance(await checkInvariants(provider.db));
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

  return { balanced, holdingRows, expectHoldingsAreFills };
}
