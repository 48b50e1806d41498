// Instant orders (§4 order confirmation): a quote locked for QUOTE_TTL_SECONDS, executed atomically at the quoted
// numbers or refused when expired, used, or short of balance; a retried execution (same idempotency key, also
// concurrent) fills once. Each fill writes one order_filled message in its own transaction, on the batched path and
// the one-at-a-time path alike, and a first instant buy earns first_trade.
import type { Coin } from '@sikka/shared/constants';
import {
  executeResponseSchema,
  QUOTE_EXPIRED,
  QUOTE_TTL_SECONDS,
  quoteResponseSchema,
} from '@sikka/shared/instant/schemas';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { orderHistorySchema } from '@sikka/shared/wallet/calls';
import { fixedMarket, key, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { WalletPublisher } from '../../platform/ledger/wallets.ts';
import { MarketService } from '../market/marketService.ts';
import { CAMPAIGNS } from '../rewards/campaigns.ts';
import { ADMIN_TOKEN, instantKit, instantProvider } from './instantKit.ts';
import { InstantService, QUOTE_NOT_FOUND, QUOTE_USED } from './instantService.ts';

const provider = providerForFile(instantProvider());
const { quote, execute, wallets } = instantKit(provider);

describe('quote lifetime and execution rules (docs/requirements.md §4 order confirmation)', () => {
  it(`a quote holds for ${QUOTE_TTL_SECONDS} s; after that execution answers 409 QUOTE_EXPIRED and moves nothing`, async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    const q = quoteResponseSchema.parse((await quote(user, 'ETH', 'buy', 'inr', '1000')).body);
    expect(Date.parse(q.expires_at) - provider.clock.now().getTime()).toBe(QUOTE_TTL_SECONDS * 1000);
    provider.clock.advanceSeconds(QUOTE_TTL_SECONDS);
    const late = await execute(user, q.quote_id);
    expect(late).toMatchObject({ status: 409, body: { message: QUOTE_EXPIRED } });
    expect((await wallets(user)).INR.available).toBe('10000.00');
    const fresh = quoteResponseSchema.parse((await quote(user, 'ETH', 'buy', 'inr', '1000')).body);
    provider.clock.advanceSeconds(QUOTE_TTL_SECONDS - 1);
    expect((await execute(user, fresh.quote_id)).status).toBe(201);
  });

  it('a second execution of a quote with another key is refused; the same key replays the first fill', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    const q = (await quote(user, 'BTC', 'buy', 'inr', '1000')).body;
    const idempotencyKey = key();
    const first = await execute(user, q.quote_id, idempotencyKey);
    const retry = await execute(user, q.quote_id, idempotencyKey);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await execute(user, q.quote_id)).toMatchObject({ status: 409, body: { message: QUOTE_USED } });
    const orders = orderHistorySchema.parse(
      (await call(provider, 'GET', '/wallet/history/orders?days=1', { bearer: user.token })).body,
    );
    expect(orders.total).toBe(1);
  });

  it('a retried buy with the same idempotency key, 20 at once, executes once', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    const q = (await quote(user, 'USDT', 'buy', 'inr', '5000')).body;
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => execute(user, q.quote_id, idempotencyKey)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('kind', '=', 'instant_buy')
      .where('reference', '=', `order:${answers[0]?.body.order.id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(toMinorUnits((await wallets(user)).INR.available, 'INR')).toBe(
      10000_00n - toMinorUnits(q.total, 'INR'),
    );
  });

  it('20 different quotes racing for one balance: only what the balance covers fills, the rest are short', async () => {
    const user = await moneyUser(provider, { funds: { INR: '3000' } });
    const quotes = await Promise.all(
      Array.from({ length: 20 }, () => quote(user, 'BTC', 'buy', 'inr', '1000')),
    );
    const answers = await Promise.all(quotes.map((q) => execute(user, q.body.quote_id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.amount).toEqual(['Insufficient balance']);
    }
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('insufficient balance is a field error on amount; selling coins one does not have too', async () => {
    const user = await moneyUser(provider, { funds: { INR: '500' } });
    const buy = (await quote(user, 'BTC', 'buy', 'inr', '600')).body;
    const refused = await execute(user, buy.quote_id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ amount: ['Insufficient balance'] });
    const sell = (await quote(user, 'ETH', 'sell', 'coin', '0.01')).body;
    expect((await execute(user, sell.quote_id)).body.error.errors.amount).toEqual(['Insufficient balance']);
    // A refused execution leaves the quote usable once the money is there.
    expect((await wallets(user)).INR.available).toBe('500.00');
  });

  it('another user’s quote, or none, is not found', async () => {
    const owner = await moneyUser(provider, { funds: { INR: '5000' } });
    const thief = await moneyUser(provider, { funds: { INR: '5000' } });
    const q = (await quote(owner, 'BTC', 'buy', 'inr', '1000')).body;
    expect(await execute(thief, q.quote_id)).toMatchObject({
      status: 404,
      body: { message: QUOTE_NOT_FOUND },
    });
    expect((await execute(thief, 'q_nothing')).status).toBe(404);
  });

  it('quote input follows §5: precision, the ₹100 minimum, known coins and sides', async () => {
    const user = await moneyUser(provider);
    expect((await quote(user, 'BTC', 'buy', 'inr', '99.99')).body.error.errors.amount).toEqual([
      'The minimum order is ₹100.00',
    ]);
    expect((await quote(user, 'USDT', 'buy', 'coin', '1.1234567')).body.error.errors.amount).toEqual([
      'USDT allows at most 6 digits after the decimal point',
    ]);
    expect((await quote(user, 'DOGE' as Coin, 'buy', 'inr', '500')).body.error.errors.coin).toBeDefined();
    expect((await call(provider, 'POST', '/instant/quotes', { body: {} })).status).toBe(401);
  });
});

/** The user's instant fill messages, oldest first. */
async function fillMessages(userId: number) {
  return provider.db
    .selectFrom('messages')
    .select(['kind', 'title', 'body', 'data', 'dedupe_key'])
    .where('user_id', '=', userId)
    .where('dedupe_key', 'like', 'instant:%')
    .orderBy('id')
    .execute();
}

describe('an instant fill tells the person (order_filled, in its own transaction)', () => {
  it('a buy and a sell write one message each, with the order’s numbers; a retry with the same key writes none', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000', BTC: '0.01' } });
    const buyQuote = (await quote(user, 'BTC', 'buy', 'coin', '0.001')).body;
    const buyKey = key();
    const bought = executeResponseSchema.parse((await execute(user, buyQuote.quote_id, buyKey)).body).order;
    const sellQuote = (await quote(user, 'BTC', 'sell', 'coin', '0.001')).body;
    const sold = executeResponseSchema.parse((await execute(user, sellQuote.quote_id)).body).order;
    const retry = await execute(user, buyQuote.quote_id, buyKey);
    expect(retry).toMatchObject({ status: 201, body: { order: { id: bought.id } } });

    expect(await fillMessages(user.id)).toEqual([
      {
        kind: 'order_filled',
        title: 'Buy order filled',
        body: 'You bought 0.001 BTC at ₹90,45,000.00 for ₹9,045.00.',
        data: {
          order_id: bought.id,
          pair: 'BTC-INR',
          coin: 'BTC',
          side: 'buy',
          volume: '0.00100000',
          average_rate: '9045000.00',
          amount: '9045.00',
        },
        dedupe_key: `instant:${bought.id}:filled`,
      },
      {
        kind: 'order_filled',
        title: 'Sell order filled',
        body: 'You sold 0.001 BTC at ₹89,55,000.00 for ₹8,955.00.',
        data: {
          order_id: sold.id,
          pair: 'BTC-INR',
          coin: 'BTC',
          side: 'sell',
          volume: sold.quantity,
          average_rate: sold.price,
          amount: sold.value,
        },
        dedupe_key: `instant:${sold.id}:filled`,
      },
    ]);
  });

  it('20 retries of one key at once write one message', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    const q = (await quote(user, 'ETH', 'buy', 'inr', '2000')).body;
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => execute(user, q.quote_id, idempotencyKey)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect((await fillMessages(user.id)).map((m) => m.data.order_id)).toEqual([answers[0]?.body.order.id]);
  });

  it('a refused execution (short of balance, expired, used, another user’s) writes none', async () => {
    const user = await moneyUser(provider, { funds: { INR: '1500' } });
    const other = await moneyUser(provider, { funds: { INR: '5000' } });
    const short = (await quote(user, 'BTC', 'buy', 'inr', '2000')).body;
    expect((await execute(user, short.quote_id)).status).toBe(422);
    const late = (await quote(user, 'BTC', 'buy', 'inr', '500')).body;
    provider.clock.advanceSeconds(QUOTE_TTL_SECONDS);
    expect(await execute(user, late.quote_id)).toMatchObject({
      status: 409,
      body: { message: QUOTE_EXPIRED },
    });
    const others = (await quote(other, 'BTC', 'buy', 'inr', '500')).body;
    expect((await execute(user, others.quote_id)).status).toBe(404);
    expect(await fillMessages(user.id)).toEqual([]);
    // Used: the second execution of a filled quote, with another key.
    const once = (await quote(user, 'BTC', 'buy', 'inr', '500')).body;
    expect((await execute(user, once.quote_id)).status).toBe(201);
    expect(await execute(user, once.quote_id)).toMatchObject({ status: 409, body: { message: QUOTE_USED } });
    expect(await fillMessages(user.id)).toHaveLength(1);
  });

  it('the one-at-a-time path writes one message; the batch that rolled back left none of its own', async () => {
    // A service whose batches fail once their messages are written: every execution then runs alone.
    const events = provider.app.userEvents;
    const failingBatches: Pick<UserEvents, 'record' | 'recordMany'> = {
      record: (trx, event) => events.record(trx, event),
      recordMany: async (trx, batch) => {
        await events.recordMany(trx, batch);
        throw new Error('the batch fails after its messages');
      },
    };
    const service = new InstantService(
      provider.db,
      provider.clock,
      new MarketService(fixedMarket(), provider.config.FEE_SCHEDULE),
      new WalletPublisher(provider.db, () => {}),
      failingBatches,
    );
    const users = await Promise.all([
      moneyUser(provider, { funds: { INR: '10000' } }),
      moneyUser(provider, { funds: { INR: '10000' } }),
    ]);
    const quotes = await Promise.all(users.map((u) => quote(u, 'USDT', 'buy', 'inr', '1000')));
    const keys = users.map(() => key());
    const execute = () =>
      Promise.all(
        users.map((u, i) =>
          service.execute(u.id, { quote_id: quotes[i]?.body.quote_id, idempotency_key: keys[i] as string }),
        ),
      );
    const outcomes = await execute();
    expect(outcomes.map((o) => [o.status, o.replayed])).toEqual([
      [201, false],
      [201, false],
    ]);
    // Retried: replayed, nothing new.
    expect((await execute()).map((o) => o.replayed)).toEqual([true, true]);
    for (const [i, user] of users.entries()) {
      const orderId = outcomes[i]?.body.order.id;
      const messages = await fillMessages(user.id);
      expect(messages.map((m) => m.dedupe_key)).toEqual([`instant:${orderId}:filled`]);
      const orders = await provider.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(orders.map((o) => o.id)).toEqual([orderId]);
    }
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('a person’s first instant buy earns the first_trade card when the pool can cover it', async () => {
    const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
    // The card's ETH: the most its worth buys at the buying price (campaigns.ts cardAmount).
    const card =
      (CAMPAIGNS.first_trade.worthPaise * 10n ** BigInt(precisionOf('ETH'))) /
      toMinorUnits(prices.ETH.buying_price, 'INR');
    const funded = await call(provider, 'POST', '/admin/rewards/fund', {
      bearer: ADMIN_TOKEN,
      body: { asset: 'ETH', amount: fromMinorUnits(card, 'ETH') },
    });
    expect(funded.status).toBe(201);
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    for (const amount of ['1000', '500']) {
      const q = (await quote(user, 'BTC', 'buy', 'inr', amount)).body;
      expect((await execute(user, q.quote_id)).status).toBe(201);
    }
    const cards = await provider.db
      .selectFrom('rewards')
      .select(['campaign', 'asset', 'amount', 'status'])
      .where('user_id', '=', user.id)
      .execute();
    expect(cards).toEqual([
      { campaign: 'first_trade', asset: 'ETH', amount: card.toString(), status: 'pending' },
    ]);
    const earned = await provider.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reward_earned')
      .execute();
    expect(earned).toHaveLength(1);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
