// Instant executions in one batch (executionBatch.ts) on a real PostgreSQL: many users' fills in one transaction,
// each once and exactly at its quote; whatever the batch cannot take as it stands is left, untouched, to the
// one-at-a-time path; random batches (fast-check) never spend money that is not there, and the books balance.
// Each fill's order_filled message is written with it (one recordMany), and none when the batch rolls back.
import type { Coin } from '@sikka/shared/constants';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { type Execution, executeBatch } from './executionBatch.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market: fixedMarket() });

async function quote(
  user: MoneyUser,
  side: 'buy' | 'sell',
  coin: Coin,
  unit: 'inr' | 'coin',
  amount: string,
) {
  const answer = await call(provider, 'POST', '/instant/quotes', {
    bearer: user.token,
    body: { coin, side, unit, amount },
  });
  expect(answer.status).toBe(201);
  return answer.body as { quote_id: string; total: string; quantity: string };
}

const batch = (executions: Execution[]) =>
  executeBatch(provider.db, provider.app.userEvents, provider.clock.now(), executions);

/** The users' instant fill messages. */
async function fillMessages(userIds: number[]) {
  return provider.db
    .selectFrom('messages')
    .select(['user_id', 'kind', 'data', 'dedupe_key'])
    .where('user_id', 'in', userIds)
    .where('dedupe_key', 'like', 'instant:%')
    .execute();
}

async function keyOnFile(userId: number, idempotencyKey: string) {
  return provider.db
    .selectFrom('idempotency_keys')
    .select(['status_code'])
    .where('user_id', '=', userId)
    .where('key', '=', idempotencyKey)
    .executeTakeFirst();
}

describe('a batch of instant executions', () => {
  it("fills many users' executions in one transaction, each once at its quote, and the books balance", async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, () => moneyUser(provider, { funds: { INR: '10000', BTC: '0.01' } })),
    );
    const planned = await Promise.all(
      users.flatMap((user) => [
        quote(user, 'buy', 'BTC', 'inr', '1000').then((q) => ({ user, q, side: 'buy' as const })),
        quote(user, 'sell', 'BTC', 'coin', '0.001').then((q) => ({ user, q, side: 'sell' as const })),
      ]),
    );
    const executions = planned.map(({ user, q }) => ({
      userId: user.id,
      body: { quote_id: q.quote_id, idempotency_key: key() },
    }));
    const result = await batch(executions);
    expect(result.alone).toEqual([]);
    expect(result.filled).toHaveLength(12);
    for (const { execution, body } of result.filled) {
      const plan = planned.find((p) => p.q.quote_id === execution.body.quote_id);
      expect(body.order).toMatchObject({
        side: plan?.side,
        total: plan?.q.total,
        quantity: plan?.q.quantity,
      });
      expect((await keyOnFile(execution.userId, execution.body.idempotency_key))?.status_code).toBe(201);
    }
    for (const user of users) {
      const mine = planned.filter((p) => p.user === user);
      const [buy, sell] = [mine[0]?.q, mine[1]?.q];
      const balances = await userBalances(provider.db, user.id);
      expect(balances.INR.available).toBe(
        toMinorUnits('10000', 'INR') -
          toMinorUnits(buy?.total ?? '0', 'INR') +
          toMinorUnits(sell?.total ?? '0', 'INR'),
      );
      expect(balances.BTC.available).toBe(
        toMinorUnits('0.01', 'BTC') +
          toMinorUnits(buy?.quantity ?? '0', 'BTC') -
          toMinorUnits('0.001', 'BTC'),
      );
    }
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('leaves to the one-at-a-time path what it cannot take as it stands, and keeps no claim of it', async () => {
    const rich = await moneyUser(provider, { funds: { INR: '10000' } });
    const poor = await moneyUser(provider, { funds: { INR: '1500' } });
    const [fine, twice, expired, short1, short2, replayed] = await Promise.all([
      quote(rich, 'buy', 'BTC', 'inr', '1000'),
      quote(rich, 'buy', 'ETH', 'inr', '1000'),
      quote(rich, 'buy', 'USDT', 'inr', '1000'),
      quote(poor, 'buy', 'BTC', 'inr', '1000'),
      quote(poor, 'buy', 'BTC', 'inr', '1000'),
      quote(rich, 'buy', 'BTC', 'inr', '500'),
    ]);
    const sameKey = key();
    const replayKey = key();
    // A key that filled before: a retry of it is answered alone (a replay).
    const first = await batch([
      { userId: rich.id, body: { quote_id: replayed?.quote_id ?? '', idempotency_key: replayKey } },
    ]);
    expect(first.filled).toHaveLength(1);
    await provider.db
      .updateTable('quotes')
      .set({ expires_at: new Date(provider.clock.now().getTime() - 1) })
      .where('id', '=', expired?.quote_id ?? '')
      .execute();

    const e = (user: MoneyUser, quoteId: string | undefined, idempotencyKey = key()): Execution => ({
      userId: user.id,
      body: { quote_id: quoteId ?? '', idempotency_key: idempotencyKey },
    });
    const executions = {
      fine: e(rich, fine?.quote_id),
      twiceFirst: e(rich, twice?.quote_id),
      twiceAgain: e(rich, twice?.quote_id),
      sameKeyFirst: e(poor, short1?.quote_id, sameKey),
      sameKeyAgain: e(poor, short2?.quote_id, sameKey),
      short: e(poor, short2?.quote_id),
      expired: e(rich, expired?.quote_id),
      unknown: e(rich, 'q_00000000000000000000000000000000'),
      anothers: e(poor, fine?.quote_id),
      replay: e(rich, replayed?.quote_id, replayKey),
    };
    const result = await batch(Object.values(executions));
    expect(new Set(result.filled.map((f) => f.execution))).toEqual(
      new Set([executions.fine, executions.twiceFirst, executions.sameKeyFirst]),
    );
    expect(new Set(result.alone)).toEqual(
      new Set([
        executions.twiceAgain,
        executions.sameKeyAgain,
        executions.short,
        executions.expired,
        executions.unknown,
        executions.anothers,
        executions.replay,
      ]),
    );
    // Only what filled is claimed; the replayed key keeps its first answer.
    expect(await keyOnFile(poor.id, executions.short.body.idempotency_key)).toBeUndefined();
    expect(await keyOnFile(rich.id, executions.expired.body.idempotency_key)).toBeUndefined();
    expect((await keyOnFile(rich.id, replayKey))?.status_code).toBe(201);
    expect((await userBalances(provider.db, poor.id)).INR.available).toBe(
      toMinorUnits('1500', 'INR') - toMinorUnits(short1?.total ?? '0', 'INR'),
    );
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('writes one order_filled message per fill, none for what it left alone, none when it rolls back', async () => {
    const users = await Promise.all(
      Array.from({ length: 3 }, () => moneyUser(provider, { funds: { INR: '1500', ETH: '0.01' } })),
    );
    const ids = users.map((u) => u.id);
    const e = (user: MoneyUser, quoteId: string): Execution => ({
      userId: user.id,
      body: { quote_id: quoteId, idempotency_key: key() },
    });
    const executions = await Promise.all(
      users.flatMap((user) => [
        quote(user, 'buy', 'ETH', 'inr', '1000').then((q) => e(user, q.quote_id)),
        // Short: ₹1,000 already spent of ₹1,500 (the sale's rupees come after it, in batch order).
        quote(user, 'buy', 'ETH', 'inr', '1000').then((q) => e(user, q.quote_id)),
        quote(user, 'sell', 'ETH', 'coin', '0.005').then((q) => e(user, q.quote_id)),
      ]),
    );

    // A batch that fails after its messages rolls them back with everything else.
    const failing = {
      recordMany: async (...args: Parameters<typeof provider.app.userEvents.recordMany>) => {
        await provider.app.userEvents.recordMany(...args);
        throw new Error('the batch fails after its messages');
      },
    };
    await expect(executeBatch(provider.db, failing, provider.clock.now(), executions)).rejects.toThrow(
      'the batch fails',
    );
    expect(await fillMessages(ids)).toEqual([]);

    const result = await batch(executions);
    expect(result.filled).toHaveLength(6);
    expect(result.alone).toHaveLength(3);
    const messages = await fillMessages(ids);
    expect(messages).toHaveLength(6);
    for (const { execution, body } of result.filled) {
      expect(messages.filter((m) => m.data.order_id === body.order.id)).toEqual([
        {
          user_id: execution.userId,
          kind: 'order_filled',
          data: {
            order_id: body.order.id,
            pair: 'ETH-INR',
            coin: 'ETH',
            side: body.order.side,
            volume: body.order.quantity,
            average_rate: body.order.price,
            amount: body.order.value,
          },
          dedupe_key: `instant:${body.order.id}:filled`,
        },
      ]);
    }
    // The filled executions again: their keys are on file (replays, left alone); nothing more is written.
    const again = await batch(result.filled.map((f) => f.execution));
    expect(again).toMatchObject({ filled: [], alone: { length: 6 } });
    expect(await fillMessages(ids)).toHaveLength(6);
  });

  it('fast-check: a random batch never spends what is not there, and fills exactly what the balances cover', async () => {
    const people = await Promise.all(
      Array.from({ length: 3 }, () => moneyUser(provider, { funds: { INR: '2500', ETH: '0.01' } })),
    );
    const orderArb = fc.record({
      person: fc.integer({ min: 0, max: 2 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      // Above the §5 ₹100 minimum once fees and rounding are taken (a sale's quantity is rounded to 6 places).
      rupees: fc.integer({ min: 150, max: 1500 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 8 }), async (orders) => {
        const before = await Promise.all(people.map((p) => userBalances(provider.db, p.id)));
        const quoted = await Promise.all(
          orders.map(async (order) => {
            const person = people[order.person] as MoneyUser;
            const q =
              order.side === 'buy'
                ? await quote(person, 'buy', 'ETH', 'inr', String(order.rupees))
                : await quote(person, 'sell', 'ETH', 'coin', (order.rupees / 320_000).toFixed(6));
            return { order, person, q };
          }),
        );
        const result = await batch(
          quoted.map(({ person, q }) => ({
            userId: person.id,
            body: { quote_id: q.quote_id, idempotency_key: key() },
          })),
        );
        expect(result.filled.length + result.alone.length).toBe(orders.length);
        // Replaying the batch's order in plain arithmetic gives the same fills and the same balances.
        const expected = before.map((b) => ({ inr: b.INR.available, eth: b.ETH.available }));
        quoted.forEach(({ order, q }, i) => {
          const mine = expected[order.person] as { inr: bigint; eth: bigint };
          const total = toMinorUnits(q.total, 'INR');
          const quantity = toMinorUnits(q.quantity, 'ETH');
          const fits = order.side === 'buy' ? mine.inr >= total : mine.eth >= quantity;
          const filled = result.filled.some((f) => f.execution.body.quote_id === quoted[i]?.q.quote_id);
          expect(filled).toBe(fits);
          if (!fits) return;
          mine.inr += order.side === 'buy' ? -total : total;
          mine.eth += order.side === 'buy' ? quantity : -quantity;
        });
        for (const [i, person] of people.entries()) {
          const after = await userBalances(provider.db, person.id);
          expect(after.INR.available).toBe(expected[i]?.inr);
          expect(after.ETH.available).toBe(expected[i]?.eth);
          expect(after.INR.available >= 0n && after.ETH.available >= 0n).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
