// The tax year against random histories on a real provider (fast-check): buys, sells on both desks, deposits,
// gifts sent and claimed, rewards revealed. After each history the FIFO never sold a coin the history did not hold,
// the cost of what was disposed of plus the cost of what is held is the cost of every acquisition, what is held is
// what the ledger says the person holds, and the report's TDS is the ledger's tds_payable lines for the person.
import { COINS } from '@sikka/shared/constants';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, fundUser, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { exchangeFill, instantOrder } from '@sikka/tests/support/subBroker';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { seedRewardsPool } from '../rewards/rewardsPool.ts';
import { taxKit } from './taxKit.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market: fixedMarket() });
const { report, ledgerTds } = taxKit(provider);
const paise = (rupees: string) => toMinorUnits(rupees, 'INR');

type Step =
  | { op: 'deposit'; btc: string }
  | { op: 'buy'; rupees: string }
  | { op: 'sell' | 'book' | 'gift'; share: number }
  | { op: 'reward' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), btc: fc.constantFrom('0.001', '0.0125', '0.2') }),
  fc.record({ op: fc.constant('buy' as const), rupees: fc.constantFrom('500', '12345.67', '90000') }),
  fc.record({
    op: fc.constantFrom('sell' as const, 'book' as const, 'gift' as const),
    share: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({ op: fc.constant('reward' as const) }),
);

let bob: MoneyUser;

beforeAll(async () => {
  await seedRewardsPool(provider.db);
  bob = await moneyUser(provider, { funds: { INR: '100000000' } });
}, 60_000);

/** What the person holds of BTC now, in satoshis: a share of it in tenths, rounded down to the lot of 0.0001. */
async function shareOf(user: MoneyUser, tenths: number): Promise<string | null> {
  const held = (await userBalances(provider.db, user.id)).BTC.available;
  const lots = (held * BigInt(tenths)) / 10n / 10_000n;
  return lots > 0n ? (Number(lots) / 10_000).toFixed(4) : null;
}

async function giftAway(user: MoneyUser, rupees: string): Promise<void> {
  provider.clock.advanceSeconds(91);
  await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  const otp = await latestOtp(provider.url, user.mobile);
  const quoted = await call(provider, 'POST', '/gifts/quotes', {
    bearer: user.token,
    body: { coin: 'BTC', inr_amount: rupees },
  });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
  const sent = await call(provider, 'POST', '/gifts', {
    bearer: user.token,
    body: { quote_id: quoted.body.quote_id, recipient_mobile: bob.mobile, otp, idempotency_key: key() },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const claimed = await call(provider, 'POST', '/gifts/claim', {
    bearer: bob.token,
    body: { gift_id: sent.body.gift.id, idempotency_key: key() },
  });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
}

async function run(user: MoneyUser, s: Step): Promise<void> {
  if (s.op === 'deposit') return void (await fundUser(provider.url, user.id, 'BTC', s.btc));
  if (s.op === 'buy') return void (await instantOrder(provider, user, 'buy', s.rupees));
  if (s.op === 'reward') {
    const pending = await call(provider, 'GET', '/rewards/pending-reward', { bearer: user.token });
    for (const card of pending.body as { reward_id: number }[])
      await call(provider, 'POST', '/rewards/reveal', {
        bearer: user.token,
        body: { reward_id: card.reward_id },
      });
    return;
  }
  if (s.op === 'gift') {
    const rupees =
      (await userBalances(provider.db, user.id)).INR.available >= 100_000n ? String(100 * s.share) : null;
    if (rupees) await giftAway(user, rupees);
    return;
  }
  const volume = await shareOf(user, s.share);
  if (!volume) return;
  if (s.op === 'sell') await instantOrder(provider, user, 'sell', volume);
  else await exchangeFill(provider, bob, user, 'buy', volume);
}

describe('the tax year over random histories', () => {
  it('never sells what was not held, conserves cost, holds what the ledger holds, states the ledger’s TDS', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 7 }), async (steps) => {
        const user = await moneyUser(provider, { funds: { INR: '1000000' } });
        for (const s of steps) await run(user, s);
        const r = await report(user);
        const rows = [...r.rows, ...r.moves];
        expect(rows.filter((row) => row.source === 'unknown')).toEqual([]);
        const { rows: acquired } = await sql<{ cost: string }>`
          select coalesce(sum(value), 0)::text as cost from vda_moves
          where user_id = ${user.id} and direction = 'acquisition'`.execute(provider.db);
        const disposed = rows.reduce((sum, row) => sum + paise(row.cost), 0n);
        const held = r.holdings.reduce((sum, lot) => sum + paise(lot.cost), 0n);
        expect(disposed + held).toBe(BigInt(acquired[0]?.cost ?? '0'));
        const balances = await userBalances(provider.db, user.id);
        for (const coin of COINS) {
          const lots = r.holdings.filter((lot) => lot.asset === coin);
          const holding = lots.reduce((sum, lot) => sum + toMinorUnits(lot.quantity, coin), 0n);
          expect(holding, coin).toBe(balances[coin].available + balances[coin].locked);
        }
        expect(paise(r.tds)).toBe(await ledgerTds(user.id));
      }),
      { numRuns: 15, endOnFailure: true },
    );
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  }, 240_000);
});
