// Property: random sequences of borrows (sometimes retried with their key), days passing with the daily job run
// (sometimes twice), repayments, price moves and the price checks they bring (liquidations among them), driven
// through the provider's calls on a real PostgreSQL, keep the books balanced after every step; the collateral
// account holds exactly the open loans' collateral, which is never negative; what each loan owes is its principal
// plus its accrued interest less what was paid.
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../ledger/invariants.ts';
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

async function runSequence(ops: Op[]): Promise<void> {
  market.move('ETH', 3_20_000_00n);
  const users: MoneyUser[] = [];
  for (let i = 0; i < USERS; i += 1)
    users.push(await moneyUser(provider, { funds: { ETH: '2', INR: '20000' } }));
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
        for (const loan of await openLoans()) await call(provider, 'POST', `/dev/loans/${loan.id}/check`);
        break;
      }
    }
    expect(booksBalance(await checkInvariants(provider.db)), `after ${JSON.stringify(step)}`).toBe(true);
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
  it('borrows, days of interest, repayments, price moves and liquidations keep the books and the collateral', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 16 }), runSequence), {
      numRuns: 12,
    });
  }, 600_000);
});
