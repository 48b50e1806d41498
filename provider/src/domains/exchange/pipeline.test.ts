// Pipelined commits on a real PostgreSQL: while one batch commits the next has already run through the engines. A
// commit whose connection is cut fails its batch and every batch run after it; the books are rebuilt from the journal,
// and no acknowledged order is lost or doubled, nor any refused order half-kept.
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, type TestProvider } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCalls, tradingFloor } from './exchangeKit.ts';

let provider: TestProvider;
let alice: MoneyUser;

beforeAll(async () => {
  ({ provider, alice } = await tradingFloor());
}, 60_000);
afterAll(() => provider?.close());

const { order, balanced } = exchangeCalls(() => provider);
const BREAK = 'cut-the-connection';
const SLOW = 'slow-commit';

/**
 * Pauses the commit of the order named SLOW or BREAK, so the batches that arrive meanwhile run through the engines and
 * wait to commit behind it; then the one named BREAK cuts its own connection mid-write. Answers its removal.
 */
async function pauseTheMarkedCommit(): Promise<() => Promise<void>> {
  await sql`
    create or replace function pause_the_commit() returns trigger language plpgsql as $$
    begin
      if new.command->'command'->>'clientOrderId' in (${sql.lit(BREAK)}, ${sql.lit(SLOW)}) then
        perform pg_sleep(2);
      end if;
      if new.command->'command'->>'clientOrderId' = ${sql.lit(BREAK)} then
        perform pg_terminate_backend(pg_backend_pid());
      end if;
      return new;
    end $$`.execute(provider.db);
  // Deferred: it runs at COMMIT, after every row of the batch (its ledger lines and new accounts too) is written.
  await sql`create constraint trigger pause_the_commit after insert on exchange_journal
    deferrable initially deferred for each row execute function pause_the_commit()`.execute(provider.db);
  return async () => {
    await sql`drop trigger pause_the_commit on exchange_journal`.execute(provider.db);
  };
}

/** Until the marked order's commit is pausing: what arrives now waits behind it, however busy the machine. */
async function untilTheCommitPauses(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where wait_event = 'PgSleep' and datname = current_database()`.execute(provider.db)
        ).rows[0]?.n,
      { timeout: 20_000, interval: 20 },
    )
    .toBe(1);
}

const ordersNamed = async (userId: number, clientOrderId: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*)::text as n from exchange_orders
        where user_id = ${userId} and client_order_id = ${clientOrderId}`.execute(provider.db)
    ).rows[0]?.n,
  );

describe('pipelined commits', () => {
  it('a batch run while the one before commits sees its locks and its keys', async () => {
    const [buyer, others] = await Promise.all([
      moneyUser(provider, { funds: { INR: '100000' } }),
      moneyUser(provider, { funds: { INR: '1000000' } }),
    ]);
    const resume = await pauseTheMarkedCommit();
    const bid = { advance_order_type: 'LIMIT', order_type: 'BID', rate: '7000000', volume: '0.011' };
    const first = { idempotency_key: key(), coin: 'BTC', base_coin: 'INR', ...bid, client_order_id: SLOW };
    const slow = call(provider, 'POST', '/exchange/orders', { bearer: buyer.token, body: first });
    await untilTheCommitPauses();
    // ₹77,000 of ₹1,00,000 is being locked by the commit under way: the same again would overdraw. Enough others
    // arrive with it that the next batch runs before that commit ends.
    const [again, retried, ...rest] = await Promise.all([
      order(buyer, bid),
      call(provider, 'POST', '/exchange/orders', { bearer: buyer.token, body: first }),
      ...Array.from({ length: 38 }, () => order(others, { ...bid, volume: '0.001' })),
    ]);
    const placed = await slow;
    await resume();
    expect(placed.status).toBe(201);
    expect(again.status).toBe(422);
    expect({ status: retried.status, body: retried.body }).toEqual({ status: 201, body: placed.body });
    expect(rest.map((answer) => answer.status)).toEqual(rest.map(() => 201));
    expect(await ordersNamed(buyer.id, SLOW)).toBe(1);
    for (const trader of [buyer, others])
      await call(provider, 'POST', '/exchange/orders/cancel-all', { bearer: trader.token, body: {} });
    await balanced();
  });

  it('a commit cut mid-write fails the batches after it; nothing acknowledged is lost or doubled', async () => {
    const traders = await Promise.all(
      Array.from({ length: 8 }, () => moneyUser(provider, { funds: { INR: '1000000', BTC: '0.1' } })),
    );
    // Resting sells that the later buys cross, so fills and their ledger entries ride in the cut batches too.
    for (let i = 0; i < 4; i++) {
      const resting = await order(alice, {
        advance_order_type: 'LIMIT',
        order_type: 'ASK',
        rate: String(8_000_000 + i * 1_000),
        volume: '0.01',
      });
      expect(resting.status).toBe(201);
    }
    const resume = await pauseTheMarkedCommit();
    // The marked order is a newcomer's first: its commit also creates their locked-rupee account, then is cut.
    const newcomer = await moneyUser(provider, { funds: { INR: '100000' } });
    const marked = order(newcomer, {
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      rate: '7600000',
      volume: '0.001',
      client_order_id: BREAK,
    });
    await untilTheCommitPauses();
    const wave = (name: string) =>
      traders.flatMap((trader, t) =>
        Array.from({ length: 5 }, (_, i) => ({
          trader,
          body: {
            idempotency_key: key(),
            client_order_id: `${name}-${t}-${i}`,
            coin: 'BTC',
            base_coin: 'INR',
            advance_order_type: 'LIMIT',
            order_type: i % 2 === 0 ? 'BID' : 'ASK',
            rate: String(i % 2 === 0 ? 8_002_000 : 8_100_000 + t * 100),
            volume: '0.002',
          },
        })),
      );
    const place = ({ trader, body }: ReturnType<typeof wave>[number]) =>
      call(provider, 'POST', '/exchange/orders', { bearer: trader.token, body });
    // The first wave runs behind the paused commit; the second arrives once that commit has failed.
    const behind = wave('behind');
    const behindAnswers = Promise.all(behind.map(place));
    expect((await marked).status).toBe(503);
    const later = [
      ...wave('after'),
      {
        trader: newcomer,
        body: {
          idempotency_key: key(),
          client_order_id: 'newcomer-again',
          coin: 'BTC',
          base_coin: 'INR',
          advance_order_type: 'LIMIT',
          order_type: 'BID',
          rate: '7600000',
          volume: '0.001',
        },
      },
    ];
    const answers = [...(await behindAnswers), ...(await Promise.all(later.map(place)))];
    const bodies = [...behind, ...later];
    await resume();

    expect(answers.filter((a) => a.status !== 201 && a.status !== 503).map((a) => a.body)).toEqual([]);
    // What ran behind the cut commit was failed with it; what came after was written.
    expect(answers.slice(0, behind.length).map((answer) => answer.status)).toContain(503);
    expect(answers.slice(behind.length).map((answer) => answer.status)).toEqual(later.map(() => 201));
    expect(await ordersNamed(newcomer.id, BREAK)).toBe(0);
    for (const [i, answer] of answers.entries()) {
      const { trader, body } = bodies[i] as (typeof bodies)[number];
      const kept = await ordersNamed(trader.id, body.client_order_id);
      expect(kept, `${body.client_order_id} answered ${answer.status}`).toBe(answer.status === 201 ? 1 : 0);
    }
    const journaled = await sql<{ n: string; distinct_ids: string }>`
      select count(*)::text as n, count(distinct command->'command'->>'id')::text as distinct_ids
      from exchange_journal where command->>'type' = 'place'`.execute(provider.db);
    expect(journaled.rows[0]?.n).toBe(journaled.rows[0]?.distinct_ids);
    await balanced();

    // What was acknowledged is what a restart rebuilds from the journal.
    const depth = (await call(provider, 'GET', '/exchange/depth?pair=BTC-INR')).body as { seq: number };
    const openOf = (trader: MoneyUser) =>
      call(provider, 'GET', '/exchange/orders/open', { bearer: trader.token }).then((r) => r.body);
    const open = await Promise.all(traders.map(openOf));
    await provider.restart();
    const after = (await call(provider, 'GET', '/exchange/depth?pair=BTC-INR')).body as { seq: number };
    expect({ ...after, seq: 0 }).toEqual({ ...depth, seq: 0 });
    expect(await Promise.all(traders.map(openOf))).toEqual(open);

    // Retried with their keys, the refused orders are placed once and the acknowledged ones answer as before.
    const retried = await Promise.all(bodies.map(place));
    for (const [i, answer] of retried.entries()) {
      const { trader, body } = bodies[i] as (typeof bodies)[number];
      expect(answer.status).toBe(201);
      if (answers[i]?.status === 201) expect(answer.body).toEqual(answers[i]?.body);
      expect(await ordersNamed(trader.id, body.client_order_id)).toBe(1);
    }
    await balanced();
  }, 60_000);
});
