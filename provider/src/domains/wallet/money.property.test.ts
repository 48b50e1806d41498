// Money property-based test: random sequences of deposits (rupees through the gateway callback, sometimes
// delivered twice; coins through the chain's blocks), withdrawals (request, processing, completion, failure —
// also forced out of turn), buys and sells, driven through the money SERVICES on a real PostgreSQL, keep every
// invariant of the books, and each user's balances always equal a simple model of what should have happened.
import { ASSETS, type Asset, COINS, type Coin } from '@sikka/shared/constants';
import { computeQuote } from '@sikka/shared/market/quote';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { fixedMarket } from '@sikka/tests/support/money';
import { startTestDatabase } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { loadProviderConfig } from '../../platform/config.ts';
import { UserEvents } from '../../platform/events/userEvents.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { StreamHub } from '../../platform/realtime/streamHub.ts';
import { InstantService } from '../instant/instantService.ts';
import { MarketService } from '../market/marketService.ts';
import { createMoneyServices } from './moneyServices.ts';

type Op =
  | { op: 'inrDeposit'; user: number; amount: bigint; twice: boolean }
  | { op: 'coinDeposit'; user: number; coin: Coin; amount: bigint }
  | { op: 'block' }
  | { op: 'withdraw'; user: number; pick: number; percent: number }
  | { op: 'process' }
  | { op: 'markFail'; pick: number }
  | { op: 'failNow'; pick: number }
  | { op: 'completeNow'; pick: number }
  | { op: 'buy'; user: number; coin: Coin; rupees: bigint; retry: boolean }
  | { op: 'sell'; user: number; coin: Coin; units: bigint };

const USERS = 2;
const CONFIRMATIONS: Record<Coin, number> = { BTC: 1, ETH: 2, USDT: 2 };
const user = fc.integer({ min: 0, max: USERS - 1 });
const coin = fc.constantFrom(...COINS);
const COIN_DEPOSIT: Record<Coin, bigint> = { BTC: 5_000_000n, ETH: 50_000_000n, USDT: 500_000_000n };
const COIN_SALE: Record<Coin, bigint> = { BTC: 2_000_000n, ETH: 20_000_000n, USDT: 200_000_000n };

// Weighted towards withdrawals and their transitions, where "exactly once" is easiest to get wrong.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('inrDeposit' as const),
      user,
      amount: fc.bigInt({ min: 1n, max: 50_000_00n }),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: coin.chain((c) =>
      fc.record({
        op: fc.constant('coinDeposit' as const),
        user,
        coin: fc.constant(c),
        amount: fc.bigInt({ min: 1n, max: COIN_DEPOSIT[c] }),
      }),
    ),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'block' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      user,
      // Mostly an asset the user holds (an empty one only when they hold none).
      pick: fc.nat(),
      // Of what the model says is available: up to 100% should succeed, beyond it must be refused.
      percent: fc.integer({ min: 1, max: 130 }),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ op: 'process' as const }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('markFail' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('failNow' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('completeNow' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      user,
      coin,
      rupees: fc.bigInt({ min: 50_00n, max: 30_000_00n }),
      retry: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: coin.chain((c) =>
      fc.record({
        op: fc.constant('sell' as const),
        user,
        coin: fc.constant(c),
        units: fc.bigInt({ min: 1n, max: COIN_SALE[c] }),
      }),
    ),
  },
);

type Balances = Record<Asset, { available: bigint; locked: bigint }>;
const emptyBalances = (): Balances =>
  Object.fromEntries(ASSETS.map((asset) => [asset, { available: 0n, locked: 0n }])) as Balances;

async function runSequence(ops: Op[]): Promise<void> {
  const testDb = await startTestDatabase({ maxConnections: 4 });
  const db = testDb.db;
  const clock = new ManualClock();
  const config = loadProviderConfig({
    NODE_ENV: 'test',
    CHAIN_CONFIRMATIONS: JSON.stringify(CONFIRMATIONS),
    WITHDRAWAL_DAILY_LIMITS: '{"INR":"999999999999","BTC":"999999","ETH":"999999","USDT":"999999999"}',
  });
  const market = new MarketService(fixedMarket(), config.FEE_SCHEDULE);
  // Messages are written with each event (nobody listens: no stream is attached).
  const log = pino({ level: 'silent' });
  const events = new UserEvents(db, new StreamHub({ log, verifyToken: async () => null }), log);
  const money = createMoneyServices({ db, clock, config, events, valuer: market.valueOf.bind(market) });
  const instant = new InstantService(db, clock, market, money.wallets, events);
  let n = 0;
  const key = () => `prop-key-${++n}`;
  try {
    const ids: number[] = [];
    for (let i = 0; i < USERS; i++) {
      const row = await db
        .insertInto('users')
        .values({ mobile_number: `720000000${i}`, password_hash: 'x', verification_status: 21, status: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const model = ids.map(emptyBalances);
    const pendingCoins: Array<{ user: number; coin: Coin; amount: bigint; left: number }> = [];
    const withdrawals: Array<{
      id: number;
      user: number;
      asset: Asset;
      amount: bigint;
      state: string;
      fail: boolean;
    }> = [];
    const settle = (w: (typeof withdrawals)[number], outcome: 'completed' | 'failed') => {
      const balance = (model[w.user] as Balances)[w.asset];
      balance.locked -= w.amount;
      if (outcome === 'failed') balance.available += w.amount;
      w.state = outcome;
    };

    for (const step of ops) {
      switch (step.op) {
        case 'inrDeposit': {
          const id = ids[step.user] as number;
          const { body } = await money.deposits.createInr(id, {
            coin: 'INR',
            amount: fromMinorUnits(step.amount, 'INR'),
            channel: 'UPI',
            idempotency_key: key(),
          });
          const event = {
            id: `evt-${n}`,
            type: 'payment.captured' as const,
            payment_id: body.payment.payment_id,
            amount: body.payment.amount,
            currency: 'INR' as const,
            occurred_at: clock.now().toISOString(),
          };
          const deliveries = step.twice ? [event, event] : [event];
          const credited = await Promise.all(deliveries.map((e) => money.deposits.onPaymentEvent(e)));
          expect(credited.filter((c) => c.credited)).toHaveLength(1);
          (model[step.user] as Balances).INR.available += step.amount;
          break;
        }
        case 'coinDeposit': {
          const { address } = await money.chain.addressOf(ids[step.user] as number, step.coin);
          await money.chain.send(step.coin, address, step.amount);
          pendingCoins.push({
            user: step.user,
            coin: step.coin,
            amount: step.amount,
            left: CONFIRMATIONS[step.coin],
          });
          break;
        }
        case 'block': {
          await money.chain.mineBlock();
          for (const pending of pendingCoins) {
            pending.left -= 1;
            if (pending.left === 0)
              (model[pending.user] as Balances)[pending.coin].available += pending.amount;
          }
          break;
        }
        case 'withdraw': {
          const held = ASSETS.filter((a) => (model[step.user] as Balances)[a].available > 0n);
          const asset =
            held.length > 0 ? (held[step.pick % held.length] as Asset) : (ASSETS[step.pick % 4] as Asset);
          const balance = (model[step.user] as Balances)[asset];
          const share = (balance.available * BigInt(step.percent)) / 100n;
          const amount = share > 0n ? share : 1n;
          const address =
            asset === 'INR'
              ? undefined
              : asset === 'BTC'
                ? 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
                : '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
          if (asset === 'INR')
            await db
              .insertInto('bank_accounts')
              .values({
                user_id: ids[step.user] as number,
                holder_name: 'P',
                account_number_masked: 'XX1234',
                ifsc: 'HDFC0000123',
                verified: true,
              })
              .onConflict((c) => c.column('user_id').doNothing())
              .execute();
          const result = await money.withdrawals
            .request(
              rows[step.user] as (typeof rows)[number],
              {
                coin: asset,
                amount: fromMinorUnits(amount, asset),
                idempotency_key: key(),
                ...(address ? { address } : {}),
              },
              async () => ({ ok: true }),
            )
            .then(
              (outcome) => outcome.body.withdrawal,
              (error: unknown) => {
                if (error instanceof HttpError && error.status === 422) return null;
                throw error;
              },
            );
          expect(result !== null).toBe(balance.available >= amount);
          if (result) {
            balance.available -= amount;
            balance.locked += amount;
            withdrawals.push({
              id: result.id,
              user: step.user,
              asset: asset,
              amount,
              state: 'requested',
              fail: false,
            });
          }
          break;
        }
        case 'process': {
          await money.withdrawals.processPass();
          const processing = withdrawals.filter((w) => w.state === 'processing');
          for (const w of processing) settle(w, w.fail ? 'failed' : 'completed');
          for (const w of withdrawals.filter((w) => w.state === 'requested')) w.state = 'processing';
          break;
        }
        case 'markFail':
        case 'failNow':
        case 'completeNow': {
          const w = withdrawals[step.pick % Math.max(1, withdrawals.length)];
          if (!w) break;
          if (step.op === 'markFail') {
            await money.withdrawals.markToFail(w.id);
            w.fail = true;
          } else {
            const moved =
              step.op === 'failNow'
                ? await money.withdrawals.fail(w.id, 'test')
                : await money.withdrawals.complete(w.id);
            expect(moved).toBe(w.state === 'processing');
            if (moved) settle(w, step.op === 'failNow' ? 'failed' : 'completed');
          }
          break;
        }
        case 'buy':
        case 'sell': {
          const side = step.op;
          const unit = side === 'buy' ? 'inr' : 'coin';
          const amount =
            side === 'buy' ? fromMinorUnits(step.rupees, 'INR') : fromMinorUnits(step.units, step.coin);
          const entry = market.prices()[step.coin];
          const expected = computeQuote({
            side,
            coin: step.coin,
            unit,
            amount,
            price: side === 'buy' ? entry.buying_price : entry.selling_price,
            schedule: market.schedule,
          });
          const id = ids[step.user] as number;
          const quote = await instant
            .quote(id, { coin: step.coin, side, unit, amount })
            .catch((error: unknown) => {
              if (error instanceof HttpError && error.status === 422) return null;
              throw error;
            });
          expect(quote !== null).toBe(expected.ok);
          if (!quote || !expected.ok) break;
          const balances = model[step.user] as Balances;
          const { total, quantity } = expected.minor;
          const affordable =
            side === 'buy' ? balances.INR.available >= total : balances[step.coin].available >= quantity;
          const idempotencyKey = key();
          const attempts = step.op === 'buy' && step.retry ? 2 : 1;
          const outcomes = await Promise.all(
            Array.from({ length: attempts }, () =>
              instant.execute(id, { quote_id: quote.quote_id, idempotency_key: idempotencyKey }).then(
                (outcome) => outcome,
                (error: unknown) => {
                  if (error instanceof HttpError && error.status === 422) return null;
                  throw error;
                },
              ),
            ),
          );
          for (const outcome of outcomes) expect(outcome !== null).toBe(affordable);
          if (!affordable) break;
          expect(outcomes[0]?.body.order).toMatchObject({ quantity: quote.quantity, total: quote.total });
          if (side === 'buy') {
            balances.INR.available -= total;
            balances[step.coin].available += quantity;
          } else {
            balances[step.coin].available -= quantity;
            balances.INR.available += total;
          }
          break;
        }
      }
    }

    for (const [index, id] of ids.entries()) {
      const actual = await userBalances(db, id);
      expect(actual).toEqual(model[index]);
    }
    const report = await checkInvariants(db);
    expect(report).toMatchObject({ unbalancedEntries: [], driftedAccounts: [], negativeAccounts: [] });
    expect(booksBalance(report)).toBe(true);
  } finally {
    await money.stop();
    await testDb.close();
  }
}

describe('money properties (fast-check): no sequence loses or creates money', () => {
  it('deposits, withdrawals (request, process, complete, fail), buys and sells keep the books and match the model', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 15, maxLength: 40 }), runSequence), {
      numRuns: 15,
    });
  }, 60_000);
});
