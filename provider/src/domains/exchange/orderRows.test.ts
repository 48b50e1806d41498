// Exchange orders as rows (orderRows.ts): a record written reads back the same, and records kept as jsonb before
// the columns read back as they were answered.
import { anOrder } from '@sikka/shared/exchange/orderFixture';
import { type ExchangeOrder, exchangeOrderSchema } from '@sikka/shared/exchange/schemas';
import { databaseAsOf } from '@sikka/tests/support/olderRelease';
import type { TestDatabase } from '@sikka/tests/support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrator.ts';
import { ordersWhere, writeOrders } from './orderRows.ts';

const limitBuy: ExchangeOrder = anOrder(101, {
  client_order_id: 'bot-7',
  status: 'partially_filled',
  rate: '5000000.00',
  volume: '0.01000000',
  filled_volume: '0.00400000',
  remaining_volume: '0.00600000',
  average_rate: '5000000.00',
  filled_amount: '20000.00',
  fee: '40.00',
  gst: '7.20',
  locked: '30070.80',
  take_profit: '5500000.00',
  exits: { take_profit: 102, stop_loss: null },
  created_at: '2026-12-02T08:00:00.123Z',
  updated_at: '2026-12-02T08:00:01.456Z',
});
const takeProfit: ExchangeOrder = {
  ...limitBuy,
  id: 102,
  client_order_id: null,
  order_type: 'ASK',
  side: 'sell',
  status: 'pending',
  rate: '5500000.00',
  volume: '0.00400000',
  filled_volume: '0.00000000',
  remaining_volume: '0.00400000',
  average_rate: null,
  filled_amount: '0.00',
  fee: '0.00',
  gst: '0.00',
  locked: '0.00400000',
  parent_id: 101,
  take_profit: null,
  exits: null,
  exit: 'take_profit',
};
const ladderParent: ExchangeOrder = {
  ...limitBuy,
  id: 201,
  client_order_id: null,
  advance_order_type: 'LADDER',
  pair: 'ETH-INR',
  coin: 'ETH',
  status: 'open',
  rate: '250000.00',
  volume: '0.300000000000000000',
  filled_volume: '0.000000000000000000',
  remaining_volume: '0.300000000000000000',
  average_rate: null,
  filled_amount: '0.00',
  fee: '0.00',
  gst: '0.00',
  locked: '75177.00',
  take_profit: null,
  exits: null,
  ladder: { end_rate: '240000.00', orders: 3, distribution: 'even', children: [202, 203, 204] },
};
const marketBuy: ExchangeOrder = {
  ...limitBuy,
  id: 301,
  client_order_id: null,
  advance_order_type: 'MARKET',
  status: 'cancelled',
  rate: null,
  volume: null,
  total_amount: '1000.00',
  unit: 'amount',
  time_in_force: 'IOC',
  remaining_volume: null,
  locked: '0.00',
  cancel_reason: 'immediate_or_cancel',
  take_profit: null,
  exits: null,
};

describe('exchange orders as rows', () => {
  let database: TestDatabase;
  let db: Database;
  let userId: number;

  beforeAll(async () => {
    // A database as the release before the columns left it: migrated up to 0048, each order one jsonb record.
    ({ database, db } = await databaseAsOf('0048_ledger_balance_check_by_entry'));
    userId = (
      await sql<{ id: number }>`insert into users (mobile_number, password_hash) values ('6000000101', 'x')
        returning id`.execute(db)
    ).rows[0]?.id as number;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps each record kept as jsonb as it was answered, old spellings and missing fields included', async () => {
    // A stop-limit kept before client_order_id, take-profit, stop-loss, exits and trigger_price were written.
    const { client_order_id, take_profit, stop_loss, exits, exit, trigger_price, ...older } = {
      ...limitBuy,
      id: 401,
      advance_order_type: 'STOP_LIMIT' as const,
      'trigger-price': '4900000.00',
    };
    const kept = [limitBuy, takeProfit, ladderParent, marketBuy, older];
    for (const record of kept)
      await sql`insert into exchange_orders (id, user_id, pair, status, record, created_at, updated_at)
        values (${record.id}, ${userId}, ${record.pair}, ${record.status}, ${JSON.stringify(record)},
          ${record.created_at}, ${record.updated_at})`.execute(db);
    await migrateToLatest(db);

    const read = await ordersWhere(db, sql`user_id = ${userId}`, sql`id`);
    expect(read).toEqual([
      limitBuy,
      takeProfit,
      ladderParent,
      marketBuy,
      exchangeOrderSchema.parse({ ...older, trigger_price: '4900000.00' }),
    ]);
  });

  it('reads back what it writes, and a rewrite replaces everything that changes as an order lives', async () => {
    const written = [limitBuy, takeProfit, ladderParent, marketBuy].map((record) => ({
      userId,
      record: { ...record, id: record.id + 1000 },
    }));
    await writeOrders(db, written);
    const ids = written.map(({ record }) => record.id);
    expect(await ordersWhere(db, sql`id in (${sql.join(ids)})`, sql`id`)).toEqual(
      written.map(({ record }) => record),
    );

    const filled: ExchangeOrder = {
      ...limitBuy,
      id: 1101,
      status: 'filled',
      filled_volume: '0.01000000',
      remaining_volume: '0.00000000',
      filled_amount: '50000.00',
      fee: '100.00',
      gst: '18.00',
      locked: '0.00',
      updated_at: '2026-12-02T08:00:09.000Z',
      // What is placed never changes: a rewrite leaves when it was placed as it was.
      created_at: '2030-01-01T00:00:00.000Z',
    };
    await writeOrders(db, [{ userId, record: filled }]);
    expect(await ordersWhere(db, sql`id = 1101`, sql`id`)).toEqual([
      { ...filled, created_at: limitBuy.created_at },
    ]);
  });
});
