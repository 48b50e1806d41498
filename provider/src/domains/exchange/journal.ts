// The exchange's durable record: each batch written in one transaction (group commit), a pair's snapshot now and
// then, and a pair rebuilt from its last snapshot and the journal after it. A command is journaled exactly as the
// engine took it, so replaying the journal gives the same book.
import type { Pair } from '@sikka/shared/exchange/pairs';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { UserEventInput, UserEvents } from '../../platform/events/userEvents.ts';
import { postMany } from '../../platform/ledger/ledger.ts';
import { issueInvoices } from '../invoice/index.ts';
import type { Batch } from './batch.ts';
import type { Engine } from './engine.ts';
import type { PlaceCommand } from './order.ts';
import type { PastTrade } from './pastTrades.ts';
import { orderRecord } from './records.ts';

/** A command as the journal keeps it: enough to replay it exactly. */
export type JournalCommand =
  | { type: 'place'; command: PlaceCommand }
  | { type: 'cancel'; userId: number; orderId: number; time: number }
  | { type: 'cancelAll'; userId: number; time: number };

/** One journal row: the pair's next seq and the command. */
export interface JournalRow {
  pair: Pair;
  seq: number;
  command: JournalCommand;
}

/** An order's idempotency claim, written with the batch that placed it. */
export interface Claim {
  userId: number;
  key: string;
  hash: string;
  body: unknown;
}

/** One transaction: idempotency claims, journal, orders, trades, ledger entries and the fills' messages. */
export async function writeBatch(
  db: Database,
  batch: Batch,
  journal: readonly JournalRow[],
  claims: readonly Claim[],
  accountIds: Map<string, number>,
  events: Pick<UserEvents, 'recordMany'>,
  messages: UserEventInput[],
): Promise<void> {
  if (journal.length === 0 && batch.entries.length === 0) return;
  const orders = [...batch.touched.values()];
  const trades = batch.trades;
  const money = (n: number) => String(n);
  await db.transaction().execute(async (trx) => {
    if (claims.length > 0)
      await sql`
        insert into idempotency_keys (user_id, key, operation, request_hash, status_code, response)
        select u, k, 'exchange_order', h, 201, r::jsonb from unnest(${claims.map((c) => c.userId)}::integer[],
          ${claims.map((c) => c.key)}::text[], ${claims.map((c) => c.hash)}::text[],
          ${claims.map((c) => JSON.stringify(c.body))}::text[]) as t(u, k, h, r)`.execute(trx);
    if (journal.length > 0)
      await sql`
        insert into exchange_journal (pair, seq, command)
        select * from unnest(${journal.map((j) => j.pair)}::text[], ${journal.map((j) => j.seq)}::bigint[],
          ${journal.map((j) => JSON.stringify(j.command))}::jsonb[])`.execute(trx);
    if (orders.length > 0) {
      const records = orders.map(({ order, pair }) => orderRecord(order, PAIR_CONFIGS[pair]));
      await sql`
        insert into exchange_orders (id, user_id, pair, status, record, created_at, updated_at)
        select * from unnest(${records.map((r) => r.id)}::bigint[], ${orders.map((o) => o.order.userId)}::integer[],
          ${records.map((r) => r.pair)}::text[], ${records.map((r) => r.status)}::text[],
          ${records.map((r) => JSON.stringify(r))}::jsonb[], ${records.map((r) => r.created_at)}::timestamptz[],
          ${records.map((r) => r.updated_at)}::timestamptz[])
        on conflict (id) do update set status = excluded.status, record = excluded.record,
          updated_at = excluded.updated_at`.execute(trx);
    }
    if (trades.length > 0)
      await sql`
        insert into exchange_trades (pair, id, at, taker_side, rate, volume, value, maker_order, taker_order,
          maker_user, taker_user, maker_fee, maker_gst, maker_tds, taker_fee, taker_gst, taker_tds)
        select * from unnest(${trades.map((t) => t.pair)}::text[], ${trades.map((t) => t.maker.tradeId)}::bigint[],
          ${trades.map((t) => new Date(t.taker.time).toISOString())}::timestamptz[],
          ${trades.map((t) => t.taker.side)}::text[], ${trades.map((t) => money(t.maker.ticks))}::numeric[],
          ${trades.map((t) => money(t.maker.lots))}::numeric[], ${trades.map((t) => money(t.maker.value))}::numeric[],
          ${trades.map((t) => t.maker.orderId)}::bigint[], ${trades.map((t) => t.taker.orderId)}::bigint[],
          ${trades.map((t) => t.makerUser)}::integer[], ${trades.map((t) => t.takerUser)}::integer[],
          ${trades.map((t) => money(t.maker.fee))}::numeric[], ${trades.map((t) => money(t.maker.gst))}::numeric[],
          ${trades.map((t) => money(t.maker.tds))}::numeric[], ${trades.map((t) => money(t.taker.fee))}::numeric[],
          ${trades.map((t) => money(t.taker.gst))}::numeric[], ${trades.map((t) => money(t.taker.tds))}::numeric[])`.execute(
        trx,
      );
    await postMany(trx, batch.entries, accountIds);
    // Each side of each fill gets its invoice number now, in the order the fills were made.
    await issueInvoices(
      trx,
      'trade',
      trades.flatMap((t) => {
        const at = new Date(t.taker.time);
        const ref = `${t.pair}:${t.maker.tradeId}`;
        return [
          { userId: t.makerUser, ref, at },
          { userId: t.takerUser, ref, at },
        ];
      }),
      new Date(),
    );
    await events.recordMany(trx, messages);
  });
}

/** Writes a pair's engine state at its journal seq, and forgets journal rows two snapshots back. */
export async function snapshotPair(db: Database, pair: Pair, seq: number, engine: Engine): Promise<void> {
  const state = JSON.stringify(engine.snapshot());
  await sql`insert into exchange_snapshots (pair, seq, state) values (${pair}, ${seq}, ${state}::jsonb)
    on conflict (pair, seq) do nothing`.execute(db);
  const older = await sql<{ at_seq: string }>`
    select seq::text as at_seq from exchange_snapshots where pair = ${pair} order by seq desc offset 1 limit 1`.execute(
    db,
  );
  const keep = older.rows[0]?.at_seq;
  if (keep !== undefined) {
    await sql`delete from exchange_journal where pair = ${pair} and seq <= ${keep}::bigint`.execute(db);
    await sql`delete from exchange_snapshots where pair = ${pair} and seq < ${keep}::bigint`.execute(db);
  }
}

/** A pair's engine from its last snapshot and the journal after it, the seq it stands at and how many rows it replayed. */
export async function loadPair(
  db: Database,
  pair: Pair,
  engine: Engine,
): Promise<{ seq: number; replayed: number }> {
  const snapshot = await sql<{ at_seq: string; state: Parameters<Engine['restore']>[0] }>`
    select seq::text as at_seq, state from exchange_snapshots where pair = ${pair} order by seq desc limit 1`.execute(
    db,
  );
  let seq = 0;
  const last = snapshot.rows[0];
  if (last) {
    engine.restore(last.state);
    seq = Number(last.at_seq);
  }
  const rows = await sql<{ at_seq: string; command: JournalCommand }>`
    select seq::text as at_seq, command from exchange_journal where pair = ${pair} and seq > ${seq}::bigint
    order by seq`.execute(db);
  for (const row of rows.rows) {
    replay(engine, row.command);
    seq = Number(row.at_seq);
  }
  return { seq, replayed: rows.rows.length };
}

/** Applies one journaled command to an engine, as when it was first accepted. */
function replay(engine: Engine, entry: JournalCommand): void {
  if (entry.type === 'place') engine.place(entry.command);
  else if (entry.type === 'cancel') engine.cancel(entry.userId, entry.orderId, entry.time);
  else engine.cancelAll(entry.userId, entry.time);
}

/**
 * Each pair's past (market data made by nobody: user and order 0, no charges, no ledger entry) written in one
 * transaction with a snapshot that starts the pair's trade ids and last price after it; answers each pair's state.
 */
export async function writePast(
  db: Database,
  past: ReadonlyMap<Pair, readonly PastTrade[]>,
  current: (pair: Pair) => { state: ReturnType<Engine['snapshot']>; seq: number },
): Promise<Map<Pair, ReturnType<Engine['snapshot']>>> {
  const states = new Map<Pair, ReturnType<Engine['snapshot']>>();
  await db.transaction().execute(async (trx) => {
    for (const [pair, trades] of past) {
      const last = trades.at(-1);
      if (!last) continue;
      const config = PAIR_CONFIGS[pair];
      const value = (t: PastTrade) => String(t.lots * t.ticks * config.paisePerLotTick);
      await sql`
        insert into exchange_trades (pair, id, at, taker_side, rate, volume, value, maker_order, taker_order,
          maker_user, taker_user, maker_fee, maker_gst, maker_tds, taker_fee, taker_gst, taker_tds)
        select ${pair}, id, at, side, rate, volume, value, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        from unnest(${trades.map((_, i) => i + 1)}::bigint[],
          ${trades.map((t) => new Date(t.at).toISOString())}::timestamptz[], ${trades.map((t) => t.side)}::text[],
          ${trades.map((t) => String(t.ticks))}::numeric[], ${trades.map((t) => String(t.lots))}::numeric[],
          ${trades.map(value)}::numeric[]) as t(id, at, side, rate, volume, value)`.execute(trx);
      const { state: now, seq } = current(pair);
      const state = { ...now, tradeSeq: trades.length, lastTicks: last.ticks };
      states.set(pair, state);
      await sql`
        insert into exchange_snapshots (pair, seq, state) values (${pair}, ${seq},
          ${JSON.stringify(state)}::jsonb)
        on conflict (pair, seq) do update set state = excluded.state`.execute(trx);
    }
  });
  return states;
}
