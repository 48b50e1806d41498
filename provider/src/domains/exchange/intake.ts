// The sequencer's intake: the commands waiting for the next batch, each with the answer its caller waits for, and
// what a batch reads before it runs (the placing users' available balances and earlier uses of their keys).
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { ExchangeOrder, PlaceOrderResponse } from '@sikka/shared/exchange/schemas';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn, type HttpError, messageError } from '../../platform/http/errors.ts';
import type { Refusal } from './engine.ts';
import { isPlacedClaim, placedAnswer } from './exchangeQueries.ts';
import { exitCount, type PlaceCommand } from './order.ts';

export type Answer<T> = { status: number; body: T };
export interface Job<T = unknown> {
  resolve(answer: Answer<T>): void;
  reject(error: unknown): void;
}
export type PlaceJob = Job<PlaceOrderResponse> & {
  type: 'place';
  pair: Pair;
  userId: number;
  key: string;
  hash: string;
  command: Omit<PlaceCommand, 'id' | 'time'>;
};
export type CancelJob = Job<{ order: ExchangeOrder; message: string }> & {
  type: 'cancel';
  userId: number;
  orderId: number;
};
export type CancelAllJob = Job<{ cancelled: number; message: string }> & {
  type: 'cancelAll';
  userId: number;
  pair?: Pair;
};
export type AnyJob = PlaceJob | CancelJob | CancelAllJob;

export function refusalError(refusal: Refusal): HttpError {
  return refusal.field
    ? fieldErrorOn(refusal.field, refusal.message)
    : messageError(refusal.status, refusal.message);
}

/** An order's idempotency claim, written with the batch that placed it (its answer is kept only in memory). */
export interface Claim {
  userId: number;
  key: string;
  hash: string;
  body: PlaceOrderResponse;
}

/** A batch run but not known to be committed: what its commit changes in what the next batch reads. */
export interface Pending {
  /** Its last journal seq on each pair it wrote: a read that sees one of them sees the whole batch. */
  heads: ReadonlyMap<Pair, number>;
  /** Its change of each available balance, by `userId:asset`. */
  deltas: ReadonlyMap<string, bigint>;
  claims: readonly Claim[];
}

export interface Prepared {
  available: Map<string, bigint>;
  claimed: Map<string, { hash: string; status: number; body: unknown }>;
}

/** The ids a place command takes: its own, a ladder's children's, its exits'. */
export const idsOf = (command: PlaceJob['command']) => 1 + command.ladderCount + exitCount(command);

/**
 * The placing users' available balances (of the assets their orders lock) and the earlier uses of their keys, with
 * the batches still committing laid over them: a balance is read with the journal's heads in one statement, so a
 * pending batch's change is added exactly when that statement did not see it committed.
 */
export async function readPrepared(
  db: Database,
  places: readonly PlaceJob[],
  pending: readonly Pending[],
): Promise<Prepared> {
  const users = [...new Set(places.map((job) => job.userId))];
  const available = new Map<string, bigint>();
  for (const job of places) {
    const config = PAIR_CONFIGS[job.pair];
    available.set(`${job.userId}:${job.command.side === 'buy' ? QUOTE_CURRENCY : config.coin}`, 0n);
    // A sale's exits lock rupees too.
    if (exitCount(job.command) > 0) available.set(`${job.userId}:${QUOTE_CURRENCY}`, 0n);
  }
  const claimed = new Map<string, { hash: string; status: number; body: unknown }>();
  if (users.length > 0) {
    const pairs = [...new Set(pending.flatMap((batch) => [...batch.heads.keys()]))];
    const balances = await sql<{ user_id: number | null; name: string; value: string }>`
      select user_id, asset as name, balance::text as value from ledger_accounts
      where kind = 'available' and user_id = any(${users}::integer[])
      union all
      select null, p, (select max(seq) from exchange_journal j where j.pair = p)::text
      from unnest(${pairs}::text[]) as p`.execute(db);
    const heads = new Map<string, number>();
    for (const row of balances.rows) {
      if (row.user_id === null) {
        heads.set(row.name, Number(row.value));
        continue;
      }
      const key = `${row.user_id}:${row.name}`;
      if (available.has(key)) available.set(key, BigInt(row.value));
    }
    for (const batch of pending) {
      const seen = [...batch.heads].some(([pair, seq]) => (heads.get(pair) ?? 0) >= seq);
      if (seen) continue;
      for (const [key, delta] of batch.deltas) {
        const balance = available.get(key);
        if (balance !== undefined) available.set(key, balance + delta);
      }
    }
    const keys = await sql<{
      user_id: number;
      key: string;
      request_hash: string;
      status_code: number;
      response: unknown;
    }>`
      select user_id, key, request_hash, status_code, response from idempotency_keys
      where user_id = any(${users}::integer[]) and key = any(${places.map((job) => job.key)}::text[])`.execute(
      db,
    );
    for (const row of keys.rows)
      claimed.set(`${row.user_id}:${row.key}`, {
        hash: row.request_hash,
        status: row.status_code,
        body: isPlacedClaim(row.response) ? await placedAnswer(db, row.user_id, row.response) : row.response,
      });
    // A pending batch's claims answer a retry as its own commit would: the retry commits after it, or not at all.
    for (const batch of pending)
      for (const claim of batch.claims) {
        const key = `${claim.userId}:${claim.key}`;
        if (!claimed.has(key)) claimed.set(key, { hash: claim.hash, status: 201, body: claim.body });
      }
  }
  return { available, claimed };
}
