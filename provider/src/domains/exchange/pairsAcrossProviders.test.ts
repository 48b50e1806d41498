// Pairs spread over two provider processes on one database: each owns the pairs it prefers; a command sent to the
// other is forwarded to the owner and answered as the owner answers; each serves every pair's market data (the
// owner's batches relayed to it); when an owner is killed the other takes its pairs from the journal, with no
// acknowledged order lost and the books balanced, and hands them back when it returns.
import { randomUUID } from 'node:crypto';
import { get, post, signIn } from '@sikka/tests/support/overHttp';
import { freePort, type RunningProcess, startProvider } from '@sikka/tests/support/processes';
import { createUser, databaseForFile, fundUser } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

const testDb = databaseForFile({ maxConnections: 2 });
const GRACE_MS = 4_000;
const running: RunningProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
});

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;

const limit = (order_type: 'BID' | 'ASK', rate: string) => ({
  idempotency_key: randomUUID(),
  coin: 'ETH',
  base_coin: 'INR',
  advance_order_type: 'LIMIT',
  order_type,
  rate,
  volume: '0.01',
});

/** Each pair's owner as recorded, by address. */
async function owners(): Promise<Record<string, string>> {
  const { rows } = await sql<{ pair: string; address: string }>`
    select pair, address from exchange_owners`.execute(testDb.db);
  return Object.fromEntries(rows.map((row) => [row.pair, row.address]));
}

describe('pairs across providers', () => {
  it('forwards commands to the owner, relays market data, takes a dead owner’s pairs and hands them back', async () => {
    const env = {
      DATABASE_URL: testDb.database.url,
      MARKET_MAKERS: 'off',
      AUTH_ATTEMPTS_PER_IP: '100000',
      LOG_LEVEL: 'info',
      // Long enough that neither takes the other's pairs while both start; a death is seen within the poll after.
      EXCHANGE_TAKEOVER_AFTER_MS: String(GRACE_MS),
    };
    const [btcPort, ethPort] = [await freePort(), await freePort()];
    const [btc, eth] = await Promise.all([
      startProvider({ ...env, EXCHANGE_PAIRS_OWNED: 'BTC-INR' }, { port: btcPort }),
      startProvider({ ...env, EXCHANGE_PAIRS_OWNED: 'ETH-INR,USDT-INR' }, { port: ethPort }),
    ]);
    running.push(btc, eth);
    const startedAt = Date.now();
    expect(await owners()).toEqual({
      'BTC-INR': btc.url,
      'ETH-INR': eth.url,
      'USDT-INR': eth.url,
    });

    const [seller, buyer] = [
      await createUser(btc.url, { state: 'verified' }),
      await createUser(btc.url, { state: 'verified' }),
    ];
    await fundUser(btc.url, seller.id, 'ETH', '1');
    await fundUser(btc.url, seller.id, 'BTC', '1');
    await fundUser(btc.url, buyer.id, 'INR', '1000000');
    // Both sign in at the process that does not own ETH-INR: their ETH commands are forwarded.
    const sells = await signIn(btc.url, seller.mobile_number as string, seller.password);
    const buys = await signIn(btc.url, buyer.mobile_number as string, buyer.password);
    const acknowledged = new Set<number>();
    const place = async (token: string, body: object) => {
      const placed = await post(btc.url, '/exchange/orders', body, token);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      acknowledged.add(placed.body.order.id);
      return placed.body;
    };

    const resting = await place(sells, limit('ASK', '200000'));
    const crossing = await place(buys, limit('BID', '200000'));
    expect(crossing.fills).toHaveLength(1);
    // A refusal comes back as the owner gave it: the same field error.
    const offTick = await post(btc.url, '/exchange/orders', limit('BID', '200005'), buys);
    expect(offTick.status).toBe(422);
    expect(offTick.body).toEqual(
      (await post(eth.url, '/exchange/orders', limit('BID', '200005'), buys)).body,
    );
    // A retry under the same key through the other process is the same order.
    const again = limit('ASK', '210000');
    const first = await place(sells, again);
    const retried = await post(eth.url, '/exchange/orders', again, sells);
    expect(retried.body.order.id).toBe(first.order.id);
    expect(resting.order.id).toBeGreaterThan(0);

    // Market data of ETH-INR: the process that does not own it shows what the owner shows.
    await expect
      .poll(async () => (await get(btc.url, '/exchange/depth?pair=ETH-INR&levels=10')).asks)
      .toEqual((await get(eth.url, '/exchange/depth?pair=ETH-INR&levels=10')).asks);
    await expect
      .poll(async () => (await get(btc.url, '/exchange/trades?pair=ETH-INR&limit=5')).data)
      .toEqual((await get(eth.url, '/exchange/trades?pair=ETH-INR&limit=5')).data);
    expect(Number((await get(btc.url, '/exchange/trades?pair=ETH-INR&limit=5')).data[0].rate)).toBe(200_000);

    // Cancel one order by id, then all of the seller's orders on every pair (one of them owned here).
    const cancelMe = await place(sells, limit('ASK', '220000'));
    const cancelled = await post(btc.url, '/exchange/orders/cancel', { order_id: cancelMe.order.id }, sells);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    await place(sells, { ...limit('ASK', '9000000'), coin: 'BTC', volume: '0.001' });
    const all = await post(btc.url, '/exchange/orders/cancel-all', {}, sells);
    expect(all.body).toEqual({ cancelled: 2, message: '2 order(s) cancelled' });

    // The owner of ETH-INR and USDT-INR dies; the other takes them from the journal and trades them. (Only in its
    // first GRACE_MS does a process leave a free pair it does not prefer to the one starting with it.)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, GRACE_MS - (Date.now() - startedAt))));
    eth.signal('SIGKILL');
    const killedAt = Date.now();
    await eth.exited;
    await expect
      .poll(async () => (await post(btc.url, '/exchange/orders', limit('ASK', '215000'), sells)).status, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(201);
    console.info(
      `pairs across providers: ETH-INR traded again ${Date.now() - killedAt} ms after its owner died`,
    );
    expect(await owners()).toEqual({ 'BTC-INR': btc.url, 'ETH-INR': btc.url, 'USDT-INR': btc.url });
    const ids = await sql<{ id: string }>`select id::text as id from exchange_orders`.execute(testDb.db);
    const known = new Set(ids.rows.map((row) => Number(row.id)));
    for (const id of acknowledged) expect(known.has(id), `order ${id}`).toBe(true);
    const depth = (await get(btc.url, '/exchange/depth?pair=ETH-INR&levels=10')) as Json;
    expect(depth.asks.map(([rate]: [string]) => Number(rate))).toEqual([215_000]);
    expect(booksBalance(await checkInvariants(testDb.db))).toBe(true);

    // The process that prefers ETH-INR and USDT-INR comes back: it asks for them, they are handed back between
    // batches, and commands sent to the other process reach it again.
    const back = await startProvider({ ...env, EXCHANGE_PAIRS_OWNED: 'ETH-INR,USDT-INR' }, { port: ethPort });
    running.push(back);
    await expect
      .poll(owners, { timeout: 10_000 })
      .toEqual({ 'BTC-INR': btc.url, 'ETH-INR': back.url, 'USDT-INR': back.url });
    await expect
      .poll(
        async () => {
          const placed = await post(btc.url, '/exchange/orders', limit('ASK', '216000'), sells);
          if (placed.status === 201) acknowledged.add(placed.body.order.id);
          return placed.status;
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(201);
    const rates = async (url: string) =>
      ((await get(url, '/exchange/depth?pair=ETH-INR&levels=10')) as Json).asks.map(([rate]: [string]) =>
        Number(rate),
      );
    expect(await rates(back.url)).toEqual([215_000, 216_000]);
    await expect.poll(() => rates(btc.url)).toEqual([215_000, 216_000]);
    expect(booksBalance(await checkInvariants(testDb.db))).toBe(true);
  }, 120_000);
});
