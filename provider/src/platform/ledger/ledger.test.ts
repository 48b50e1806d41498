// The ledger core against a real PostgreSQL: balanced entries, no negative balance, append-only lines,
// serialised concurrent spending, idempotent calls, and a model-based property test over random sequences.
import type { Asset } from '@sikka/shared/constants';
import { databaseForFile, startTestDatabase } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { KEY_REUSED, once } from './idempotency.ts';
import { booksBalance, checkInvariants } from './invariants.ts';
import {
  type AccountRef,
  InsufficientFunds,
  post,
  transfer,
  UnbalancedEntry,
  userBalances,
} from './ledger.ts';

const testDb = databaseForFile({ maxConnections: 20 });
let db: Database;
let users: number[];

beforeAll(async () => {
  db = testDb.db;
  users = [];
  for (let i = 0; i < 3; i++) {
    const row = await db
      .insertInto('users')
      .values({ mobile_number: `700000000${i}`, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push(row.id);
  }
});

const available = (userId: number, asset: Asset): AccountRef => ({ userId, kind: 'available', asset });
const locked = (userId: number, asset: Asset): AccountRef => ({ userId, kind: 'locked', asset });
const bank: AccountRef = { kind: 'bank', asset: 'INR' };

async function deposit(userId: number, paise: bigint): Promise<void> {
  await db.transaction().execute((trx) =>
    post(trx, {
      kind: 'deposit',
      userId,
      reference: 'test',
      postings: transfer(bank, available(userId, 'INR'), paise),
    }),
  );
}

describe('double-entry ledger', () => {
  it('posts an entry whose lines sum to zero and keeps balances as the sum of lines', async () => {
    const [user] = users as [number];
    await deposit(user, 10_000_00n);
    expect((await userBalances(db, user)).INR).toEqual({ available: 10_000_00n, locked: 0n });
    expect(booksBalance(await checkInvariants(db))).toBe(true);
  });

  it('refuses postings that do not sum to zero, before and inside the database', async () => {
    const [user] = users as [number];
    await expect(
      db.transaction().execute((trx) =>
        post(trx, {
          kind: 'x',
          userId: user,
          reference: 'x',
          postings: [{ account: available(user, 'INR'), amount: 1n }],
        }),
      ),
    ).rejects.toThrow(UnbalancedEntry);
    // Bypassing the code: the balance trigger refuses the statement.
    await expect(
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('journal_entries')
          .values({ kind: 'forged', user_id: user, reference: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const account = await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('user_id', '=', user)
          .where('kind', '=', 'available')
          .where('asset', '=', 'INR')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('journal_lines')
          .values({ entry_id: id, account_id: account.id, asset: 'INR', amount: 1n })
          .execute();
      }),
    ).rejects.toThrow(/does not sum to zero/);
    expect(booksBalance(await checkInvariants(db))).toBe(true);
  });

  it('refuses a statement of many entries when one of them does not sum to zero in one asset', async () => {
    const { id: user } = await db
      .insertInto('users')
      .values({ mobile_number: '7000000099', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deposit(user, 100_00n);
    const accounts = await sql<{ id: number; asset: string; kind: string }>`
      insert into ledger_accounts (user_id, kind, asset)
      values (${user}, 'available', 'BTC'), (${user}, 'locked', 'BTC'), (${user}, 'locked', 'INR')
      on conflict (user_id, kind, asset) do update set kind = excluded.kind
      returning id, asset, kind`.execute(db);
    const id = (kind: string, asset: string) =>
      accounts.rows.find((row) => row.kind === kind && row.asset === asset)?.id as number;
    const { rows: held } = await sql<{ id: number }>`
      select id from ledger_accounts where user_id = ${user} and kind = 'available' and asset = 'INR'`.execute(
      db,
    );
    const inr = held[0]?.id as number;
    const entries = async (second: Array<[number, string, bigint]>) =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`
          insert into journal_entries (kind, user_id, reference)
          values ('forged', ${user}, 'a'), ('forged', ${user}, 'b') returning id`.execute(trx);
        const [a, b] = rows.map((row) => row.id) as [string, string];
        const lines: Array<[string, number, string, bigint]> = [
          [a, inr, 'INR', -1n],
          [a, id('locked', 'INR'), 'INR', 1n],
          ...second.map(
            ([account, asset, amount]) => [b, account, asset, amount] as [string, number, string, bigint],
          ),
        ];
        await sql`
          insert into journal_lines (entry_id, account_id, asset, amount)
          select * from unnest(${lines.map((l) => l[0])}::bigint[], ${lines.map((l) => l[1])}::integer[],
            ${lines.map((l) => l[2])}::text[], ${lines.map((l) => String(l[3]))}::numeric[])`.execute(trx);
      });
    // Zero across its assets, not in each: refused, and the balanced entry beside it with it.
    await expect(
      entries([
        [inr, 'INR', -1n],
        [id('available', 'BTC'), 'BTC', 1n],
      ]),
    ).rejects.toThrow(/does not sum to zero/);
    expect((await userBalances(db, user)).INR).toEqual({ available: 100_00n, locked: 0n });
    await entries([
      [inr, 'INR', -2n],
      [id('locked', 'INR'), 'INR', 2n],
    ]);
    expect((await userBalances(db, user)).INR).toEqual({ available: 100_00n - 3n, locked: 3n });
    expect(booksBalance(await checkInvariants(db))).toBe(true);
  });

  it('never lets a user balance go negative, and a refused entry leaves nothing behind', async () => {
    const [, user] = users as [number, number];
    await deposit(user, 100_00n);
    const entriesBefore = await db
      .selectFrom('journal_entries')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute((trx) =>
        post(trx, {
          kind: 'withdrawal',
          userId: user,
          reference: 'x',
          postings: transfer(available(user, 'INR'), bank, 100_01n),
        }),
      ),
    ).rejects.toThrow(InsufficientFunds);
    const entriesAfter = await db
      .selectFrom('journal_entries')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(entriesAfter.n).toBe(entriesBefore.n);
    expect((await userBalances(db, user)).INR.available).toBe(100_00n);
  });

  it('keeps lines and entries append-only', async () => {
    await expect(sql`update journal_lines set amount = amount * 2`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from journal_entries`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('serialises concurrent spending: 50 withdrawals of the whole balance, exactly one succeeds', async () => {
    const [, , user] = users as [number, number, number];
    await deposit(user, 5_000_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.transaction().execute((trx) =>
          post(trx, {
            kind: 'withdrawal_request',
            userId: user,
            reference: 'race',
            postings: transfer(available(user, 'INR'), locked(user, 'INR'), 5_000_00n),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect((await userBalances(db, user)).INR).toEqual({ available: 0n, locked: 5_000_00n });
    expect(booksBalance(await checkInvariants(db))).toBe(true);
  });
});

describe('idempotency keys (a retry returns the first result and moves nothing again)', () => {
  it('runs once per key; a repeat replays; another request on the same key is refused', async () => {
    const [user] = users as [number];
    const call = (amount: bigint) =>
      once(
        db,
        { userId: user, key: 'deposit-key-0001', operation: 'deposit', request: { amount: String(amount) } },
        async (trx) => {
          await post(trx, {
            kind: 'deposit',
            userId: user,
            reference: 'idem',
            postings: transfer(bank, available(user, 'INR'), amount),
          });
          return { status: 201, body: { credited: String(amount) } };
        },
      );
    const before = (await userBalances(db, user)).INR.available;
    const outcomes = await Promise.all([call(1_00n), call(1_00n), call(1_00n)]);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    for (const o of outcomes) expect(o).toMatchObject({ status: 201, body: { credited: '100' } });
    expect((await userBalances(db, user)).INR.available).toBe(before + 1_00n);
    const reused = await call(2_00n).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(HttpError);
    expect((reused as HttpError).body).toMatchObject({
      error: { errors: { idempotency_key: [KEY_REUSED] } },
    });
  });

  it('a call that failed leaves no claim, so its retry runs afresh', async () => {
    const [user] = users as [number];
    let attempt = 0;
    const call = () =>
      once(db, { userId: user, key: 'flaky-key-0001', operation: 'x', request: {} }, async () => {
        attempt += 1;
        if (attempt === 1) throw new InsufficientFunds('first try');
        return { status: 200, body: { attempt } };
      });
    await expect(call()).rejects.toThrow(InsufficientFunds);
    expect(await call()).toMatchObject({ body: { attempt: 2 }, replayed: false });
  });
});

type Op =
  | { op: 'deposit'; user: number; amount: bigint }
  | { op: 'request'; user: number; amount: bigint }
  | { op: 'complete'; user: number; amount: bigint }
  | { op: 'fail'; user: number; amount: bigint }
  | { op: 'buy'; user: number; amount: bigint; fee: bigint; coins: bigint };

describe('ledger properties (fast-check): random sequences keep every invariant', () => {
  it('matches a model of balances through deposits, withdrawal requests, completions, failures and buys', async () => {
    const userArb = fc.integer({ min: 0, max: 2 });
    const amountArb = fc.bigInt({ min: 1n, max: 5_000_00n });
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('deposit' as const), user: userArb, amount: amountArb }),
      fc.record({ op: fc.constant('request' as const), user: userArb, amount: amountArb }),
      fc.record({ op: fc.constant('complete' as const), user: userArb, amount: amountArb }),
      fc.record({ op: fc.constant('fail' as const), user: userArb, amount: amountArb }),
      fc.record({
        op: fc.constant('buy' as const),
        user: userArb,
        amount: amountArb,
        fee: fc.bigInt({ min: 0n, max: 100n }),
        coins: fc.bigInt({ min: 1n, max: 10_000n }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const fresh = await startTestDatabase({ maxConnections: 2 });
        const pdb = fresh.db;
        try {
          const ids: number[] = [];
          for (let i = 0; i < 3; i++) {
            const row = await pdb
              .insertInto('users')
              .values({ mobile_number: `710000000${i}`, password_hash: 'x' })
              .returning('id')
              .executeTakeFirstOrThrow();
            ids.push(row.id);
          }
          const model = ids.map(() => ({ inr: 0n, locked: 0n, btc: 0n }));
          for (const step of ops) {
            const id = ids[step.user] as number;
            const m = model[step.user] as (typeof model)[number];
            const postings = {
              deposit: () => transfer(bank, available(id, 'INR'), step.amount),
              request: () => transfer(available(id, 'INR'), locked(id, 'INR'), step.amount),
              complete: () => transfer(locked(id, 'INR'), bank, step.amount),
              fail: () => transfer(locked(id, 'INR'), available(id, 'INR'), step.amount),
              buy: () => {
                const { fee, coins } = step as Extract<Op, { op: 'buy' }>;
                return [
                  { account: available(id, 'INR'), amount: -(step.amount + fee) },
                  { account: { kind: 'treasury', asset: 'INR' } as AccountRef, amount: step.amount },
                  { account: { kind: 'fees', asset: 'INR' } as AccountRef, amount: fee },
                  { account: { kind: 'treasury', asset: 'BTC' } as AccountRef, amount: -coins },
                  { account: available(id, 'BTC'), amount: coins },
                ];
              },
            }[step.op]();
            const expectOk =
              step.op === 'deposit'
                ? true
                : step.op === 'request'
                  ? m.inr >= step.amount
                  : step.op === 'buy'
                    ? m.inr >= step.amount + step.fee
                    : m.locked >= step.amount;
            const result = await pdb
              .transaction()
              .execute((trx) =>
                post(trx, {
                  kind: step.op,
                  userId: id,
                  reference: 'prop',
                  postings,
                  ...(step.op === 'buy'
                    ? {
                        vda: [
                          {
                            userId: id,
                            asset: 'BTC',
                            source: 'instant_buy',
                            quantity: step.coins,
                            cost: step.amount,
                          },
                        ],
                      }
                    : {}),
                }),
              )
              .then(
                () => true,
                (error: unknown) => {
                  if (error instanceof InsufficientFunds) return false;
                  throw error;
                },
              );
            expect(result).toBe(expectOk);
            if (!result) continue;
            if (step.op === 'deposit') m.inr += step.amount;
            if (step.op === 'request') {
              m.inr -= step.amount;
              m.locked += step.amount;
            }
            if (step.op === 'complete') m.locked -= step.amount;
            if (step.op === 'fail') {
              m.locked -= step.amount;
              m.inr += step.amount;
            }
            if (step.op === 'buy') {
              m.inr -= step.amount + step.fee;
              m.btc += step.coins;
            }
          }
          for (const [index, id] of ids.entries()) {
            const b = await userBalances(pdb, id);
            expect(b.INR).toEqual({ available: model[index]?.inr, locked: model[index]?.locked });
            expect(b.BTC.available).toBe(model[index]?.btc);
          }
          const report = await checkInvariants(pdb);
          expect(report).toMatchObject({ unbalancedEntries: [], driftedAccounts: [], negativeAccounts: [] });
          expect(booksBalance(report)).toBe(true);
        } finally {
          await fresh.close();
        }
      }),
      { numRuns: 15 },
    );
  });
});
