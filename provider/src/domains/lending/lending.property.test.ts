// Property: random sequences of borrows (sometimes retried with their key), days passing with the daily job run
// (sometimes twice), repayments, price moves and the price checks they bring (liquidations among them), driven
// through the provider's calls on a real PostgreSQL, keep the books balanced after every step; the collateral
// account holds exactly the open loans' collateral, which is never negative; what each loan owes is its principal
// plus its accrued interest less what was paid; and each borrower's position (rupees held less what they owe, coin
// held plus their collateral) changes only by the fees and interest charged and by collateral sold at the market's
// selling price of the moment.

import { collateralValue } from '@sikka/shared/lending/rules';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { fundLendingPool } from './lendingPool.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market });
const DAY_MS = 86_400_000;
const USERS = 2;

type Op =
  | { op: 'borrow'; user: number; rupees: number; retry: boolean }
  | { op: 'days'; days: number; twice: boolean }
  | { op: 'repay'; user: number; share: number }
  | { op: 'price'; mid: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('borrow' as const),
    user: fc.integer({ min: 0, max: USERS - 1 }),
    rupees: fc.integer({ min: 30_000, max: 78_000 }),
    retry: fc.boolean(),
  }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }), twice: fc.boolean() }),
  fc.record({
    op: fc.constant('repay' as const),
    user: fc.integer({ min: 0, max: USERS - 1 }),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  // ETH mid between ₹90,000 and ₹3,60,000: through the margin-call and liquidation lines of most loans.
  fc.record({ op: fc.constant('price' as const), mid: fc.integer({ min: 90_000, max: 3_60_000 }) }),
);

beforeAll(async () => {
  await provider.db
    .transaction()
    .execute((trx) => fundLendingPool(trx, 1_00_00_000_00n, 'test:lending_pool'));
});

async function openLoans(userId?: number) {
  let query = provider.db.selectFrom('loans').selectAll().where('status', '=', 'open');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('id').execute();
}

interface Position {
  /** Rupees held in every account, less principal and interest owed (paise). */
  inr: bigint;
  /** Ether held in every account plus the loans' collateral (minor units). */
  eth: bigint;
}

interface Snapshot {
  positions: Position[];
  lastEvent: bigint;
  liquidations: Map<string, { user: number; sold: bigint; price: bigint }>;
}

/** One consistent view (a price tick's own check may commit meanwhile) of each borrower's position. */
async function snapshot(userIds: number[]): Promise<Snapshot> {
  return provider.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const positions: Position[] = [];
      for (const userId of userIds) {
        const accounts = await trx
          .selectFrom('ledger_accounts')
          .select(['asset', 'balance'])
          .where('user_id', '=', userId)
          .execute();
        const loans = await trx.selectFrom('loans').selectAll().where('user_id', '=', userId).execute();
        const held = (asset: string) =>
          accounts.filter((row) => row.asset === asset).reduce((sum, row) => sum + BigInt(row.balance), 0n);
        const owed = loans.reduce(
          (sum, loan) => sum + BigInt(loan.principal_outstanding) + BigInt(loan.interest_outstanding),
          0n,
        );
        positions.push({
          inr: held('INR') - owed,
          eth: held('ETH') + loans.reduce((sum, loan) => sum + BigInt(loan.collateral), 0n),
        });
      }
      const last = await trx
        .selectFrom('loan_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const sales = await trx
        .selectFrom('messages')
        .select(['id', 'user_id', 'data'])
        .where('kind', '=', 'loan_liquidated')
        .execute();
      return {
        positions,
        lastEvent: BigInt(last?.id ?? 0),
        liquidations: new Map(
          sales.map((row) => [
            String(row.id),
            {
              user: row.user_id,
              sold: toMinorUnits(String(row.data.sold), 'ETH'),
              price: toMinorUnits(String(row.data.price), 'INR'),
            },
          ]),
        ),
      };
    });
}

/** Fees with their GST and interest charged to a borrower between two snapshots. */
async function chargedBetween(userId: number, from: Snapshot, to: Snapshot): Promise<bigint> {
  const events = await provider.db
    .selectFrom('loan_events')
    .innerJoin('loans', 'loans.id', 'loan_events.loan_id')
    .select(['loan_events.amount'])
    .where('loans.user_id', '=', userId)
    .where('loan_events.id', '>', String(from.lastEvent))
    .where('loan_events.id', '<=', String(to.lastEvent))
    .where('loan_events.kind', 'in', ['processing_fee', 'interest'])
    .execute();
  return events.reduce((sum, row) => sum + BigInt(row.amount), 0n);
}

async function sellingPriceOfEth(): Promise<bigint> {
  const prices = await call(provider, 'GET', '/trades/in/all/all');
  return toMinorUnits(prices.body.ETH.selling_price, 'INR');
}

async function runSequence(ops: Op[]): Promise<void> {
  market.move('ETH', 3_20_000_00n);
  const users: MoneyUser[] = [];
  for (let i = 0; i < USERS; i += 1)
    users.push(await moneyUser(provider, { funds: { ETH: '2', INR: '20000' } }));
  // Collateral is only ever sold at the selling price of the market's last move.
  let sellingPrice = await sellingPriceOfEth();
  let before = await snapshot(users.map((who) => who.id));
  for (const step of ops) {
    switch (step.op) {
      case 'borrow': {
        const who = users[step.user] as MoneyUser;
        provider.clock.advanceSeconds(91);
        await call(provider, 'POST', '/request-otp', { bearer: who.token, body: { type: 7 } });
        const body = {
          loan_type: 'flexi_30',
          loan_amount: String(step.rupees),
          collateral_coin: 'ETH',
          collateral_amount: '0.5',
          auto_deduct: true,
          tnc_accepted: true,
          otp: await latestOtp(provider.url, who.mobile),
          idempotency_key: key(),
        };
        const first = await call(provider, 'POST', '/loans', { bearer: who.token, body });
        expect([201, 422]).toContain(first.status);
        if (step.retry) {
          const again = await call(provider, 'POST', '/loans', { bearer: who.token, body });
          expect(again.status).toBe(first.status);
          if (first.status === 201) expect(again.body.loan.id).toBe(first.body.loan.id);
        }
        break;
      }
      case 'days': {
        provider.clock.advance(step.days * DAY_MS);
        for (const loan of await openLoans()) {
          const runs = step.twice ? 2 : 1;
          await Promise.all(
            Array.from({ length: runs }, () => call(provider, 'POST', `/dev/loans/${loan.id}/daily`)),
          );
        }
        // Sessions do not last that long: sign in again.
        for (const [i, who] of users.entries())
          users[i] = { ...who, token: (await signIn(provider, who.mobile)).token };
        break;
      }
      case 'repay': {
        const who = users[step.user] as MoneyUser;
        const loan = (await openLoans(who.id))[0];
        if (!loan) break;
        const owed = BigInt(loan.principal_outstanding) + BigInt(loan.interest_outstanding);
        const amount = (owed * BigInt(step.share)) / 100n;
        if (amount <= 0n) break;
        const answer = await call(provider, 'POST', '/loans/repay', {
          bearer: who.token,
          body: { loan_id: loan.id, amount: (Number(amount) / 100).toFixed(2), idempotency_key: key() },
        });
        expect([200, 409, 422]).toContain(answer.status);
        break;
      }
      case 'price': {
        market.move('ETH', BigInt(step.mid) * 100n);
        sellingPrice = await sellingPriceOfEth();
        for (const loan of await openLoans()) await call(provider, 'POST', `/dev/loans/${loan.id}/check`);
        break;
      }
    }
    expect(booksBalance(await checkInvariants(provider.db)), `after ${JSON.stringify(step)}`).toBe(true);
    const after = await snapshot(users.map((who) => who.id));
    const sales = [...after.liquidations]
      .filter(([id]) => !before.liquidations.has(id))
      .map(([, sale]) => sale);
    for (const sale of sales) expect(sale.price).toBe(sellingPrice);
    for (const [i, who] of users.entries()) {
      const own = sales.filter((sale) => sale.user === who.id);
      const sold = own.reduce((sum, sale) => sum + sale.sold, 0n);
      const proceeds = own.reduce((sum, sale) => sum + collateralValue('ETH', sale.sold, sale.price), 0n);
      const charged = await chargedBetween(who.id, before, after);
      const [was, now] = [before.positions[i], after.positions[i]] as [Position, Position];
      expect(now.eth - was.eth, `coin position after ${JSON.stringify(step)}`).toBe(-sold);
      expect(now.inr - was.inr, `rupee position after ${JSON.stringify(step)}`).toBe(proceeds - charged);
    }
    before = after;
    // One snapshot (a price tick's own check may commit meanwhile): loans, events and the account agree in it.
    await provider.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const heldRow = await trx
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('user_id', 'is', null)
          .where('kind', '=', 'loan_collateral')
          .where('asset', '=', 'ETH')
          .executeTakeFirst();
        const open = await trx.selectFrom('loans').selectAll().where('status', '=', 'open').execute();
        expect(BigInt(heldRow?.balance ?? 0)).toBe(
          open.reduce((sum, row) => sum + BigInt(row.collateral), 0n),
        );
        for (const loan of open) {
          expect(BigInt(loan.collateral)).toBeGreaterThanOrEqual(0n);
          const events = await trx
            .selectFrom('loan_events')
            .select(['kind', 'amount'])
            .where('loan_id', '=', loan.id)
            .execute();
          const sum = (kinds: string[]) =>
            events.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + BigInt(e.amount), 0n);
          const owed = BigInt(loan.principal_outstanding) + BigInt(loan.interest_outstanding);
          expect(owed).toBe(
            BigInt(loan.principal) + sum(['interest']) - sum(['repayment', 'liquidation', 'auto_deduction']),
          );
        }
      });
  }
  // Leave no loan open for the next run's users to be checked against.
  market.move('ETH', 3_20_000_00n);
}

describe('lending books', () => {
  it('borrows, days of interest, repayments, price moves and liquidations keep the books, the collateral and each position', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 16 }), runSequence), {
      numRuns: 30,
    });
  }, 600_000);
});
