// Property: random sequences of pool funding, campaign triggers, reveals (sometimes racing), gift sends (sometimes
// retried with their key), claims (by the right number or not) and returns, driven through the provider's calls on a
// real PostgreSQL, keep the books balanced after every step, and per asset the rewards pool, the gift escrow and the
// users' balances always sum to what was put in: the pool's funding, the users' deposits, and the coins the gifts
// bought, less the rupees they cost. Each part also matches a simple model of what should have happened.
import { ASSETS, type Asset, COINS, type Coin } from '@sikka/shared/constants';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { uncommittedPool } from './rewardsRepo.ts';

const ADMIN_TOKEN = 'property-test-admin-token-0123456789abcdef';
const provider = providerForFile({
  env: { ADMIN_TOKEN, AUTH_ATTEMPTS_PER_IP: '100000' },
  market: fixedMarket(),
});

const USERS = 3;
const START_INR = 2_000_00n;
const TRIGGERS = { deposit_credited: 'BTC', order_filled: 'ETH' } as const;

type Op =
  | { op: 'fund'; asset: Asset; share: number }
  | { op: 'trigger'; user: number; kind: keyof typeof TRIGGERS }
  | { op: 'reveal'; user: number; pick: number; racing: boolean }
  | { op: 'send'; from: number; to: number; coin: Coin; rupees: number; retry: boolean }
  | { op: 'claim'; user: number; pick: number }
  | { op: 'expire'; pick: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('fund' as const),
      asset: fc.constantFrom<Asset>('BTC', 'ETH'),
      // In cards' worth: sometimes less than one card, so a campaign meets an empty pool.
      share: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('trigger' as const),
      user,
      kind: fc.constantFrom<keyof typeof TRIGGERS>('deposit_credited', 'order_filled'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('reveal' as const), user, pick: fc.nat(), racing: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('send' as const),
      from: user,
      to: user,
      coin: fc.constantFrom(...COINS),
      // Up to more than a user starts with, so some sends are refused on the balance.
      rupees: fc.integer({ min: 100, max: 1_500 }),
      retry: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('claim' as const), user, pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('expire' as const), pick: fc.nat() }) },
);

type PerAsset = Record<Asset, bigint>;
const zero = (): PerAsset => Object.fromEntries(ASSETS.map((a) => [a, 0n])) as PerAsset;

async function platform(kind: 'rewards_pool' | 'gift_escrow'): Promise<PerAsset> {
  const rows = await provider.db
    .selectFrom('ledger_accounts')
    .select(['asset', 'balance'])
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .execute();
  const out = zero();
  for (const row of rows) out[row.asset as Asset] = BigInt(row.balance);
  return out;
}

async function prices(): Promise<Record<Coin, string>> {
  const body = (await call(provider, 'GET', '/trades/in/all/all')).body;
  return { BTC: body.BTC.buying_price, ETH: body.ETH.buying_price, USDT: body.USDT.buying_price };
}

function giftLines(coin: Coin, price: string, rupees: number): QuoteMinor {
  const pricePaise = toMinorUnits(price, 'INR');
  const quantity = (BigInt(rupees) * 100n * 10n ** BigInt(precisionOf(coin)) + pricePaise - 1n) / pricePaise;
  const quote = computeQuote({
    side: 'buy',
    coin,
    unit: 'coin',
    amount: fromMinorUnits(quantity, coin),
    price,
    schedule: provider.config.FEE_SCHEDULE,
  });
  if (!quote.ok) throw new Error(quote.message);
  return quote.minor;
}

/** A card's worth in units of the campaign's coin at the fixed buying price (₹50 of BTC, ₹25 of ETH). */
function cardUnits(asset: 'BTC' | 'ETH', price: string): bigint {
  const worth = asset === 'BTC' ? 50_00n : 25_00n;
  return (worth * 10n ** BigInt(precisionOf(asset))) / toMinorUnits(price, 'INR');
}

async function runSequence(ops: Op[]): Promise<void> {
  const price = await prices();
  const users: MoneyUser[] = [];
  for (let i = 0; i < USERS; i++)
    users.push(await moneyUser(provider, { funds: { INR: fromMinorUnits(START_INR, 'INR') } }));
  // The model: each user's available balances, the pool and the escrow, from what they were at the start.
  const model = users.map(() => ({ ...zero(), INR: START_INR }));
  const pool = await platform('rewards_pool');
  const escrow = await platform('gift_escrow');
  // What was put in during the run, per asset: the pool's funding, deposits, coins bought for gifts (less rupees).
  const putIn = zero();
  const start = { pool: { ...pool }, escrow: { ...escrow } };
  putIn.INR += START_INR * BigInt(USERS);
  // Cards the users' own deposits may already have earned (where deposits record their event).
  const earned = await provider.db
    .selectFrom('rewards')
    .selectAll()
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  const cards = earned.map((row) => ({
    id: row.id,
    user: users.findIndex((u) => u.id === row.user_id),
    asset: row.asset as Asset,
    amount: BigInt(row.amount),
    revealed: row.status !== 'pending',
  }));
  const gifts: Array<{ id: number; from: number; to: number; coin: Coin; quantity: bigint; open: boolean }> =
    [];
  let n = 0;

  for (const step of ops) {
    n += 1;
    switch (step.op) {
      case 'fund': {
        const units =
          cardUnits(step.asset as 'BTC' | 'ETH', price[step.asset as 'BTC' | 'ETH']) * BigInt(step.share);
        if (units === 0n) break;
        const funded = await call(provider, 'POST', '/admin/rewards/fund', {
          bearer: ADMIN_TOKEN,
          body: { asset: step.asset, amount: fromMinorUnits(units, step.asset) },
        });
        expect(funded.status).toBe(201);
        pool[step.asset] += units;
        putIn[step.asset] += units;
        break;
      }
      case 'trigger': {
        const who = users[step.user] as MoneyUser;
        const asset = TRIGGERS[step.kind];
        const had = cards.some((c) => c.user === step.user && c.asset === asset);
        const covered = (await uncommittedPool(provider.db, asset)) >= cardUnits(asset, price[asset]);
        await provider.db.transaction().execute((trx) =>
          provider.app.userEvents.record(trx, {
            userId: who.id,
            kind: step.kind,
            topic: 'deposit',
            title: 'T',
            body: 'B',
            dedupeKey: `property:${who.id}:${n}`,
          }),
        );
        const rows = await provider.db
          .selectFrom('rewards')
          .selectAll()
          .where('user_id', '=', who.id)
          .where('asset', '=', asset)
          .execute();
        // A card is awarded exactly when the person had none and the pool covers it with all it promised.
        expect(rows).toHaveLength(had || covered ? 1 : 0);
        const row = rows[0];
        if (row && !had)
          cards.push({ id: row.id, user: step.user, asset, amount: BigInt(row.amount), revealed: false });
        break;
      }
      case 'reveal': {
        const mine = cards.filter((c) => c.user === step.user);
        const card = mine[step.pick % Math.max(mine.length, 1)];
        if (!card) break;
        const who = users[step.user] as MoneyUser;
        const reveal = () =>
          call(provider, 'POST', '/rewards/reveal', { bearer: who.token, body: { reward_id: card.id } });
        const answers = await Promise.all(step.racing ? [reveal(), reveal(), reveal()] : [reveal()]);
        for (const answer of answers) expect(answer.status).toBe(200);
        if (!card.revealed) {
          card.revealed = true;
          pool[card.asset] -= card.amount;
          (model[step.user] as PerAsset)[card.asset] += card.amount;
        }
        break;
      }
      case 'send': {
        const sender = users[step.from] as MoneyUser;
        const recipient = users[step.to] as MoneyUser;
        provider.clock.advanceSeconds(91);
        await call(provider, 'POST', '/request-otp', { bearer: sender.token, body: { type: 8 } });
        const quoted = await call(provider, 'POST', '/gifts/quotes', {
          bearer: sender.token,
          body: { coin: step.coin, inr_amount: String(step.rupees) },
        });
        expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
        const body = {
          quote_id: quoted.body.quote_id,
          recipient_mobile: recipient.mobile,
          otp: await latestOtp(provider.url, sender.mobile),
          idempotency_key: key(),
        };
        const answers = [await call(provider, 'POST', '/gifts', { bearer: sender.token, body })];
        if (step.retry) answers.push(await call(provider, 'POST', '/gifts', { bearer: sender.token, body }));
        const lines = giftLines(step.coin, price[step.coin], step.rupees);
        // The confirmation's total is what leaves the sender's rupees.
        expect(toMinorUnits(quoted.body.total, 'INR')).toBe(lines.total);
        const balance = model[step.from] as PerAsset;
        if (step.from === step.to) {
          for (const answer of answers) expect(answer.status).toBe(422);
        } else if (balance.INR < lines.total) {
          for (const answer of answers)
            expect(answer.body.error.errors.inr_amount).toEqual(['Insufficient balance']);
        } else {
          for (const answer of answers) expect(answer).toMatchObject({ status: 201, body: answers[0]?.body });
          balance.INR -= lines.total;
          escrow[step.coin] += lines.quantity;
          putIn[step.coin] += lines.quantity;
          putIn.INR -= lines.total;
          gifts.push({
            id: answers[0]?.body.gift.id,
            from: step.from,
            to: step.to,
            coin: step.coin,
            quantity: lines.quantity,
            open: true,
          });
        }
        break;
      }
      case 'claim': {
        const gift = gifts[step.pick % Math.max(gifts.length, 1)];
        if (!gift) break;
        const who = users[step.user] as MoneyUser;
        const answer = await call(provider, 'POST', '/gifts/claim', {
          bearer: who.token,
          body: { gift_id: gift.id, idempotency_key: key() },
        });
        if (gift.to !== step.user) expect(answer.status).toBe(403);
        else if (!gift.open) expect(answer.status).toBe(409);
        else {
          expect(answer.status).toBe(200);
          gift.open = false;
          escrow[gift.coin] -= gift.quantity;
          (model[step.user] as PerAsset)[gift.coin] += gift.quantity;
        }
        break;
      }
      case 'expire': {
        const gift = gifts[step.pick % Math.max(gifts.length, 1)];
        if (!gift) break;
        // Its time has come (as if the clock had moved past it), and the job runs.
        await provider.db
          .updateTable('gifts')
          .set({ expires_at: new Date(provider.clock.now().getTime() - 1_000) })
          .where('id', '=', gift.id)
          .execute();
        const answer = await call(provider, 'POST', `/dev/gifts/${gift.id}/expire`);
        expect(answer.body.result).toBe(gift.open ? 'returned' : 'settled');
        if (gift.open) {
          gift.open = false;
          escrow[gift.coin] -= gift.quantity;
          (model[gift.from] as PerAsset)[gift.coin] += gift.quantity;
        }
        break;
      }
    }

    expect(booksBalance(await checkInvariants(provider.db)), `after ${JSON.stringify(step)}`).toBe(true);
    const actualPool = await platform('rewards_pool');
    const actualEscrow = await platform('gift_escrow');
    expect(actualPool).toEqual(pool);
    expect(actualEscrow).toEqual(escrow);
    const held = zero();
    for (const [i, who] of users.entries()) {
      const balances = await userBalances(provider.db, who.id);
      for (const asset of ASSETS) {
        expect(balances[asset].available, `user ${i} ${asset}`).toBe((model[i] as PerAsset)[asset]);
        held[asset] += balances[asset].available + balances[asset].locked;
      }
    }
    // Nothing made or lost: pool + escrow + users = what was there + what was put in.
    for (const asset of ASSETS)
      expect(actualPool[asset] + actualEscrow[asset] + held[asset], asset).toBe(
        start.pool[asset] + start.escrow[asset] + putIn[asset],
      );
  }
}

describe('rewards pool, gift escrow and balances', () => {
  it('funding, awards, reveals, gifts sent, claimed and returned keep the books and sum to what was put in', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24 }), runSequence), {
      numRuns: 20,
    });
  }, 600_000);
});
