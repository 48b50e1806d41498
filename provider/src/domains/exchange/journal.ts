// The exchange's durable record: each batch written in one transaction (group commit), a pair's snapshot now and
// then, and a pair rebuilt from its last snapshot and the journal after it. A command is journaled exactly as the
// engine took it, so replaying the journal gives the same book.
import type { Pair } from '@sikka/shared/exchange/pairs';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { postMany } from '../../platform/ledger/ledger.ts';
import { issueInvoices } from '../invoice/index.ts';
import type { Engine } from './engine.ts';
import type { PlacedClaim } from './exchangeQueries.ts';
import { MARKET_RELAY_CHANNEL } from './marketRelay.ts';
import { writeOrders } from './orderRows.ts';
import type { PastTrade } from './pastTrades.ts';
import type { JournalCommand, SealedBatch } from './sequencer.ts';

/** What a claim keeps: the ids the placing took; a retry's answer is read from the orders (placedAnswer). */
function narrowClaim({ body }: SealedBatch['claims'][number]): string {
  const claim: PlacedClaim = { order_id: body.order.id, ids: 1 + body.children.length };
  return JSON.stringify(claim);
}

/** A pair's engine state at a journal seq, serialised as the batch that reached it left the engine. */
export interface PairSnapshot {
  pair: Pair;
  seq: number;
  state: string;
}

/**
 * One transaction: idempotency claims, journal, orders, trades, ledger entries, the fills' messages, the snapshots
 * the batch reached (a snapshot commits only with the journal rows it stands on), and what it tells other processes.
 */
export async function writeBatch(
  db: Database,
  sealed: SealedBatch,
  parts: {
    snapshots: readonly PairSnapshot[];
    accountIds: Map<string, number>;
    events: Pick<UserEvents, 'recordMany'>;
    /** Told to every process on commit (marketRelay.ts): NOTIFY delivers only what committed, in commit order. */
    relay: readonly string[];
  },
): Promise<void> {
  const { snapshots, accountIds, events, relay } = parts;
  const { batch, journal, claims, orders: records, messages } = sealed;
  if (journal.length === 0 && batch.entries.length === 0) return;
  const trades = batch.trades;
  const money = (n: number) => String(n);
  await db.transaction().execute(async (trx) => {
    if (claims.length > 0)
      await sql`
        insert into idempotency_keys (user_id, key, operation, request_hash, status_code, response)
        select u, k, 'exchange_order', h, 201, r::jsonb from unnest(${claims.map((c) => c.userId)}::integer[],
          ${claims.map((c) => c.key)}::text[], ${claims.map((c) => c.hash)}::text[],
          ${claims.map(narrowClaim)}::text[]) as t(u, k, h, r)`.execute(trx);
    if (journal.length > 0)
      await sql`
        insert into exchange_journal (pair, seq, command)
        select * from unnest(${journal.map((j) => j.pair)}::text[], ${journal.map((j) => j.seq)}::bigint[],
          ${journal.map((j) => JSON.stringify(j.command))}::jsonb[])`.execute(trx);
    if (records.length > 0) await writeOrders(trx, records);
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
    for (const snapshot of snapshots) await writeSnapshot(trx, snapshot);
    if (relay.length > 0)
      await sql`select pg_notify(${MARKET_RELAY_CHANNEL}, p) from unnest(${relay}::text[]) as p`.execute(trx);
  });
}

/** Writes a pair's engine state at its journal seq, and forgets journal rows two snapshots back. */
export async function writeSnapshot(db: Database, { pair, seq, state }: PairSnapshot): Promise<void> {
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
