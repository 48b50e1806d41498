// The sequencer's intake: the commands waiting for the next batch, each with the answer its caller waits for, and
// what a batch reads before it runs (the placing users' available balances and earlier uses of their keys).
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { ExchangeOrder, PlaceOrderResponse } from '@sikka/shared/exchange/schemas';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn, type HttpError, messageError } from '../../platform/http/errors.ts';
import type { Refusal } from './engine.ts';
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

export interface Prepared {
  available: Map<string, bigint>;
  claimed: Map<string, { hash: string; status: number; body: unknown }>;
}

/** The ids a place command takes: its own, a ladder's children's, its exits'. */
export const idsOf = (command: PlaceJob['command']) => 1 + command.ladderCount + exitCount(command);

/** The placing users' available balances (of the assets their orders lock) and the earlier uses of their keys. */
export async function readPrepared(db: Database, places: readonly PlaceJob[]): Promise<Prepared> {
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
    const balances = await sql<{ user_id: number; asset: string; balance: string }>`
      select user_id, asset, balance::text as balance from ledger_accounts
      where kind = 'available' and user_id = any(${users}::integer[])`.execute(db);
    for (const row of balances.rows) {
      const key = `${row.user_id}:${row.asset}`;
      if (available.has(key)) available.set(key, BigInt(row.balance));
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
        body: row.response,
      });
  }
  return { available, claimed };
}
