// Scratch cards against a real provider on PostgreSQL: campaigns award at most one card per person however many
// triggers race, and only what the rewards pool can cover (saying so when it cannot); a reveal pays the card from the
// pool exactly once, however many reveals race; redeem, the pending list, the history; the operator's funding; and
// the sign-up campaigns (coupon, referral). The books balance after every step.
import { Writable } from 'node:stream';
import type { Asset } from '@sikka/shared/constants';
import type { MessageKind } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { referralCodeFor } from '@sikka/shared/rewards/referral';
import {
  pendingRewardsResponseSchema,
  revealRewardResponseSchema,
  rewardHistoryResponseSchema,
} from '@sikka/shared/rewards/schemas';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { fixedMarket, key, moneyUser } from '@sikka/tests/support/money';
import { call, createUser, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { DEMO_POOL, seedRewardsPool } from './rewardsPool.ts';

const ADMIN_TOKEN = 'rewards-test-admin-token-0123456789abcdef';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const provider = providerForFile({
  env: { ADMIN_TOKEN, LOG_LEVEL: 'warn', AUTH_ATTEMPTS_PER_IP: '10000' },
  market: fixedMarket(),
  logStream,
});

const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(provider, method, url, { bearer: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) });

/** An event of `kind` for the person, recorded in a transaction of its own as an event site would. */
async function trigger(userId: number, kind: MessageKind, key: string): Promise<void> {
  await provider.db.transaction().execute((trx) =>
    provider.app.userEvents.record(trx, {
      userId,
      kind,
      topic: 'deposit',
      title: 'T',
      body: 'B',
      dedupeKey: key,
    }),
  );
}

async function cardsOf(userId: number) {
  return provider.db.selectFrom('rewards').selectAll().where('user_id', '=', userId).execute();
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

/** What a coin card of `worthPaise` holds at the fixed market's buying price. */
async function expectedCoins(coin: 'BTC' | 'ETH' | 'USDT', worthPaise: bigint): Promise<bigint> {
  const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
  const price = toMinorUnits(prices[coin].buying_price, 'INR');
  return (worthPaise * 100_000_000n) / (coin === 'USDT' ? price * 100n : price);
}

async function poolOf(asset: Asset) {
  const { body } = await admin('GET', '/admin/rewards/pool');
  return body.pools.find((p: { asset: string }) => p.asset === asset);
}

describe('a campaign whose pool cannot cover a new card', () => {
  it('awards nothing and says so in a log line; the pool never goes below zero', async () => {
    const { id } = await createUser(provider.url, { state: 'verified' });
    logLines.length = 0;
    await trigger(id, 'deposit_credited', 'empty-pool:1');
    expect(await cardsOf(id)).toEqual([]);
    const line = logLines.map((l) => JSON.parse(l)).find((l) => /pool cannot cover/.test(l.msg));
    expect(line).toMatchObject({ campaign: 'first_deposit', asset: 'BTC', userId: id });
    expect(line.msg).toMatch(/first_deposit stops awarding until it is funded/);
    // The event itself stood: its message is written.
    const messages = await provider.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', id)
      .execute();
    expect(messages.map((m) => m.kind)).toEqual(['deposit_credited']);
  });

  it('a pool that covers three cards: eight people racing for one get three, and it promises no more than it holds', async () => {
    const card = await expectedCoins('ETH', CAMPAIGNS.first_trade.worthPaise);
    const funded = await admin('POST', '/admin/rewards/fund', {
      asset: 'ETH',
      amount: fromMinorUnits(card * 3n, 'ETH'),
    });
    expect(funded.status).toBe(201);
    const people = await Promise.all(
      Array.from({ length: 8 }, () => createUser(provider.url, { state: 'verified' })),
    );
    await Promise.all(people.map(({ id }) => trigger(id, 'order_filled', `order:${id}:1`)));
    const cards = await provider.db
      .selectFrom('rewards')
      .selectAll()
      .where(
        'user_id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    expect(cards).toHaveLength(3);
    expect(await poolOf('ETH')).toMatchObject({
      available: '0.00000000',
      promised: fromMinorUnits(card * 3n, 'ETH'),
    });
    expect(await balanced()).toBe(true);
  });
});

describe("an exchange batch's fills when the pool cannot cover the card", () => {
  it('award none, refuse nothing: the trade commits, and the pool says so once for the batch', async () => {
    // The ETH pool promised all it holds above: first_trade cannot award.
    expect(await poolOf('ETH')).toMatchObject({ available: '0.00000000' });
    const [seller, buyer] = await Promise.all(
      [0, 1].map(() => moneyUser(provider, { funds: { INR: '1000000', BTC: '1' } })),
    );
    const order = (who: typeof seller, side: 'BID' | 'ASK') =>
      call(provider, 'POST', '/exchange/orders', {
        bearer: who?.token,
        body: {
          idempotency_key: key(),
          coin: 'BTC',
          base_coin: 'INR',
          advance_order_type: 'LIMIT',
          order_type: side,
          rate: '9000000',
          volume: '0.001',
        },
      });
    expect((await order(seller, 'ASK')).status).toBe(201);
    logLines.length = 0;
    const bought = await order(buyer, 'BID');
    expect(bought).toMatchObject({ status: 201, body: { order: { status: 'filled' } } });
    const warned = logLines
      .map((l) => JSON.parse(l))
      .filter((l) => /ETH pool cannot cover a new first_trade card/.test(l.msg));
    // Both sides' fills are one batch's events: one check of the pool, one line.
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ campaign: 'first_trade', asset: 'ETH', unawarded: 2 });
    for (const who of [seller, buyer]) {
      expect((await cardsOf(who?.id as number)).filter((c) => c.campaign === 'first_trade')).toEqual([]);
      const kinds = await provider.db
        .selectFrom('messages')
        .select('kind')
        .where('user_id', '=', who?.id as number)
        .where('kind', '=', 'order_filled')
        .execute();
      expect(kinds).toHaveLength(1);
    }
    expect(await balanced()).toBe(true);
  });
});

describe('the operator funds the pools from the treasury', () => {
  it('refuses without the token; funds each asset; the books balance', async () => {
    const refused = await call(provider, 'POST', '/admin/rewards/fund', {
      body: { asset: 'BTC', amount: '1' },
    });
    expect(refused.status).toBe(401);
    const bad = await admin('POST', '/admin/rewards/fund', { asset: 'BTC', amount: '0.000000001' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors.amount).toBeDefined();
    for (const [asset, amount] of [
      ['BTC', '0.01'],
      ['ETH', '0.1'],
      ['USDT', '500'],
      ['INR', '1000'],
    ] as const) {
      const funded = await admin('POST', '/admin/rewards/fund', { asset, amount });
      expect(funded.status).toBe(201);
    }
    expect(await poolOf('BTC')).toEqual({
      asset: 'BTC',
      balance: '0.01000000',
      promised: '0.00000000',
      available: '0.01000000',
    });
    expect(await balanced()).toBe(true);
  });
});

describe('campaigns award one card per person', () => {
  it('first_deposit: 20 concurrent deposit events award one card, worth ₹50 of BTC at the buying price', async () => {
    const { id } = await createUser(provider.url, { state: 'verified' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => trigger(id, 'deposit_credited', `deposit:race:${id}:${i}`)),
    );
    const cards = await cardsOf(id);
    expect(cards).toHaveLength(1);
    const amount = await expectedCoins('BTC', CAMPAIGNS.first_deposit.worthPaise);
    expect(cards[0]).toMatchObject({
      campaign: 'first_deposit',
      asset: 'BTC',
      amount: amount.toString(),
      status: 'pending',
    });
    const earned = await provider.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', id)
      .where('kind', '=', 'reward_earned')
      .execute();
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ title: 'You won a scratch card' });
    // The pool has promised it: what is left to award is less by the card.
    const pool = await poolOf('BTC');
    expect(pool.promised).not.toBe('0.00000000');
    expect(await balanced()).toBe(true);
  });

  it('first_trade: fills of both kinds racing award one ETH card; another campaign is a card of its own', async () => {
    const { id } = await createUser(provider.url, { state: 'verified' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        trigger(id, i % 2 ? 'order_filled' : 'order_partly_filled', `order:race:${id}:${i}`),
      ),
    );
    await trigger(id, 'deposit_credited', `deposit:${id}:1`);
    const cards = await cardsOf(id);
    expect(cards.map((c) => [c.campaign, c.asset]).sort()).toEqual([
      ['first_deposit', 'BTC'],
      ['first_trade', 'ETH'],
    ]);
    expect(cards.find((c) => c.campaign === 'first_trade')?.amount).toBe(
      (await expectedCoins('ETH', CAMPAIGNS.first_trade.worthPaise)).toString(),
    );
  });

  it("a batch of many people's fills awards exactly those without the card, once each", async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, () => createUser(provider.url, { state: 'verified' })),
    );
    const holders = people.slice(0, 5);
    for (const { id } of holders) await trigger(id, 'order_filled', `batch:before:${id}`);
    const before = new Map(
      await Promise.all(holders.map(async ({ id }) => [id, (await cardsOf(id)).map((c) => c.id)] as const)),
    );
    // Each person two or three fills of either kind, in one transaction as an exchange batch records them.
    const fills = people.flatMap(({ id }, i) =>
      Array.from({ length: 2 + (i % 2) }, (_, n) => ({
        userId: id,
        kind: (n % 2 ? 'order_partly_filled' : 'order_filled') as MessageKind,
        topic: 'order' as const,
        title: 'T',
        body: 'B',
        dedupeKey: `batch:${id}:${n}`,
      })),
    );
    await provider.db.transaction().execute((trx) => provider.app.userEvents.recordMany(trx, fills));
    for (const { id } of people) {
      const cards = (await cardsOf(id)).filter((c) => c.campaign === 'first_trade');
      expect(cards).toHaveLength(1);
      const earned = await provider.db
        .selectFrom('messages')
        .select('kind')
        .where('user_id', '=', id)
        .where('kind', '=', 'reward_earned')
        .execute();
      expect(earned).toHaveLength(1);
      // Those who had it keep the card they had.
      if (before.has(id)) expect(cards.map((c) => c.id)).toEqual(before.get(id));
    }
    expect(await balanced()).toBe(true);
  });

  it('a later trigger, long after, awards nothing more', async () => {
    const { id } = await createUser(provider.url, { state: 'verified' });
    await trigger(id, 'deposit_credited', `deposit:${id}:1`);
    await trigger(id, 'deposit_credited', `deposit:${id}:2`);
    expect(await cardsOf(id)).toHaveLength(1);
  });
});

describe('§3 the pending list, §4 reveal (credited once) and redeem, the history', () => {
  it('lists the card, reveals it once however many reveals race, pays it from the pool, redeems it', async () => {
    const user = await moneyUser(provider);
    await trigger(user.id, 'deposit_credited', `deposit:${user.id}:1`);
    const pending = pendingRewardsResponseSchema.parse(
      (await call(provider, 'GET', '/rewards/pending-reward', { bearer: user.token })).body,
    );
    expect(pending).toHaveLength(1);
    const [card] = pending;
    expect(card).toMatchObject({
      user_id: user.id,
      coin: 'BTC',
      image: '/images/rewards/first-deposit.svg',
      theme_image_url: '/images/rewards/scratch-cover.svg',
      rewards_string: 'Scratch to reveal your BTC reward',
      action_string: 'For your first deposit',
      redirection_url: '/in/bitcoin',
    });
    const rewardId = card?.reward_id as number;

    // Redeem before the reveal: refused, nothing changes.
    const early = await call(provider, 'POST', '/rewards/redeem', {
      bearer: user.token,
      body: { reward_id: rewardId },
    });
    expect(early.status).toBe(409);

    const poolBefore = await poolOf('BTC');
    const reveals = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(provider, 'POST', '/rewards/reveal', { bearer: user.token, body: { reward_id: rewardId } }),
      ),
    );
    expect(reveals.map((r) => r.status)).toEqual(Array(10).fill(200));
    const amount = await expectedCoins('BTC', CAMPAIGNS.first_deposit.worthPaise);
    for (const reveal of reveals) {
      const [revealed] = revealRewardResponseSchema.parse(reveal.body);
      expect(revealed.rewards_string).toBe(`You won ${fromMinorUnits(amount, 'BTC').replace(/0+$/, '')} BTC`);
    }
    expect((await userBalances(provider.db, user.id)).BTC.available).toBe(amount);
    const credits = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('reference', '=', `reward:${rewardId}`)
      .execute();
    expect(credits).toHaveLength(1);
    const poolAfter = await poolOf('BTC');
    expect(toMinorUnits(poolBefore.balance, 'BTC') - toMinorUnits(poolAfter.balance, 'BTC')).toBe(amount);
    // Paid, so no longer promised: what is left to award is unchanged by the reveal.
    expect(poolAfter.available).toBe(poolBefore.available);
    expect(await balanced()).toBe(true);

    const stillPending = await call(provider, 'GET', '/rewards/pending-reward', { bearer: user.token });
    expect(stillPending.body).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const redeemed = await call(provider, 'POST', '/rewards/redeem', {
        bearer: user.token,
        body: { reward_id: rewardId },
      });
      expect(redeemed).toMatchObject({ status: 200, body: { message: 'Reward redeemed' } });
    }
    const history = rewardHistoryResponseSchema.parse(
      (await call(provider, 'GET', '/rewards/history?page=1', { bearer: user.token })).body,
    );
    expect(history).toMatchObject({ current_page: 1, per_page: 4, total: 1 });
    expect(history.data[0]).toMatchObject({
      reward_id: rewardId,
      status: 'redeemed',
      campaign: 'first_deposit',
      amount: fromMinorUnits(amount, 'BTC'),
    });
    expect(history.data[0]?.revealed_at).not.toBeNull();
  });

  it("another person's card is not found, for a reveal and a redeem alike; nothing moves", async () => {
    const owner = await moneyUser(provider);
    const other = await moneyUser(provider);
    await trigger(owner.id, 'deposit_credited', `deposit:${owner.id}:1`);
    const [card] = await cardsOf(owner.id);
    for (const path of ['/rewards/reveal', '/rewards/redeem']) {
      const answer = await call(provider, 'POST', path, {
        bearer: other.token,
        body: { reward_id: card?.id },
      });
      expect(answer).toMatchObject({ status: 404, body: { message: 'No such reward' } });
    }
    expect((await cardsOf(owner.id))[0]?.status).toBe('pending');
    expect((await userBalances(provider.db, other.id)).BTC.available).toBe(0n);
  });

  it('the history pages by §9 4, newest first', async () => {
    const user = await moneyUser(provider);
    await trigger(user.id, 'deposit_credited', `deposit:${user.id}:1`);
    await trigger(user.id, 'order_filled', `order:${user.id}:1`);
    const page = (await call(provider, 'GET', '/rewards/history', { bearer: user.token })).body;
    expect(page.total).toBe(2);
    expect(page.data.map((r: { campaign: string }) => r.campaign)).toEqual(['first_trade', 'first_deposit']);
    expect(page.data.every((r: { amount: string | null }) => r.amount === null)).toBe(true);
    const second = (await call(provider, 'GET', '/rewards/history?page=2', { bearer: user.token })).body;
    expect(second).toMatchObject({ data: [], current_page: 2, total: 2 });
  });
});

describe('§5 sign-up codes: coupon and referral campaigns', () => {
  async function signUp(mobile: string, codes: { coupon_code?: string; referral_code?: string }) {
    const recaptcha = solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
    const started = await call(provider, 'POST', '/auth/signup', {
      body: {
        mobile_number: mobile,
        tnc_accepted: 1,
        password: 'Secret@123',
        recaptcha_code: recaptcha,
        ...codes,
      },
    });
    expect(started.status).toBe(200);
    const [sms] = (await call(provider, 'GET', `/dev/outbox?to=${mobile}`)).body;
    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 3, otp: sms.code },
    });
    expect(verified.status).toBe(200);
    return verified.body.id as number;
  }

  it('a valid coupon earns the new person ₹20; a referral code earns its owner ₹50 of USDT, once however many join', async () => {
    const referrer = await createUser(provider.url, { state: 'verified' });
    const code = referralCodeFor(referrer.id);
    const first = await signUp('7100000001', { coupon_code: 'welcome20', referral_code: code.toLowerCase() });
    expect((await cardsOf(first)).map((c) => [c.campaign, c.asset, c.amount])).toEqual([
      ['coupon', 'INR', '2000'],
    ]);
    const referral = await cardsOf(referrer.id);
    expect(referral.map((c) => [c.campaign, c.asset])).toEqual([['referral', 'USDT']]);
    expect(referral[0]?.amount).toBe((await expectedCoins('USDT', CAMPAIGNS.referral.worthPaise)).toString());

    await signUp('7100000002', { referral_code: code });
    expect(await cardsOf(referrer.id)).toHaveLength(1);
  });

  it('a code that names nothing (or the person themselves) earns nothing and the sign-up stands', async () => {
    const id = await signUp('7100000003', { coupon_code: 'NOTACOUPON', referral_code: 'FRIEND1' });
    expect(await cardsOf(id)).toEqual([]);
    const user = await provider.db
      .selectFrom('users')
      .select('mobile_number')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(user?.mobile_number).toBe('7100000003');
    expect(await balanced()).toBe(true);
  });
});

describe("the embedded default's pool", () => {
  it('is seeded once per database, however often the provider starts', async () => {
    const before = await poolOf('INR');
    await seedRewardsPool(provider.db);
    await seedRewardsPool(provider.db);
    const after = await poolOf('INR');
    expect(toMinorUnits(after.balance, 'INR') - toMinorUnits(before.balance, 'INR')).toBe(DEMO_POOL.INR);
    const seeds = await provider.db
      .selectFrom('journal_entries')
      .select('reference')
      .where('reference', 'like', 'demo-seed:rewards_pool:%')
      .execute();
    expect(seeds.map((s) => s.reference).sort()).toEqual([
      'demo-seed:rewards_pool:BTC',
      'demo-seed:rewards_pool:ETH',
      'demo-seed:rewards_pool:INR',
      'demo-seed:rewards_pool:USDT',
    ]);
    expect(await balanced()).toBe(true);
  });
});
