// The sequencer's run: one batch of commands through the engines, synchronously and in arrival order, giving each its
// answer and each accepted command its journal row; then the batch sealed as it stood, for the commit and the
// channels (batches run after it change the same orders before it commits).
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import {
  CLIENT_ORDER_ID_USED,
  EXIT_FUNDS,
  INSUFFICIENT_BALANCE,
  ORDER_NOT_FOUND,
  ORDERS_CANCELLED,
} from '@sikka/shared/exchange/messages';
import { BOOK_DEPTH } from '@sikka/shared/exchange/orderBook';
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { ExchangeFill, ExchangeOrder, PlaceOrderResponse } from '@sikka/shared/exchange/schemas';
import type { UserEventInput } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, type HttpError, messageError } from '../../platform/http/errors.ts';
import { KEY_REUSED } from '../../platform/ledger/idempotency.ts';
import { Batch } from './batch.ts';
import type { Engine } from './engine.ts';
import type { OrderEvents } from './engineEvents.ts';
import { CLIENT_ORDER_CLAIM } from './exchangeQueries.ts';
import { fillMessages } from './fillMessages.ts';
import {
  type Answer,
  type AnyJob,
  type Claim,
  idsOf,
  type Pending,
  type PlaceJob,
  type Prepared,
  refusalError,
} from './intake.ts';
import { exitsOf, type PlaceCommand } from './order.ts';
import { fillRecord, orderRecord } from './records.ts';

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

/** A pair's top of book after a batch: what its channel publishes once the batch commits. */
export interface BookTop {
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
}

/** A batch as it stood when it ran: everything its commit writes and its publication tells. */
export interface SealedBatch {
  batch: Batch;
  answers: Map<AnyJob, Answer<unknown> | HttpError>;
  journal: JournalRow[];
  claims: Claim[];
  /** Each touched order's record with its owner, as the batch left it. */
  orders: Array<{ userId: number; record: ExchangeOrder }>;
  byUser: Map<number, { orders: ExchangeOrder[]; fills: ExchangeFill[] }>;
  messages: UserEventInput[];
  /** The top of book of each pair the batch used. */
  books: Map<Pair, BookTop>;
}

/** What a run reads and advances: the engines, each pair's journal seq, and the order ids fetched ahead. */
interface SequencerState {
  engines: Map<Pair, Engine>;
  seq: Map<Pair, number>;
  ids: number[];
  /** Accounts whose fills write no message (the market maker). */
  quiet: ReadonlySet<number>;
}

/** Runs the batch through the engines in arrival order and seals it. */
export function runBatch(
  state: SequencerState,
  jobs: readonly AnyJob[],
  prepared: Prepared,
  now: number,
): SealedBatch {
  const batch = new Batch(prepared.available);
  const answers = new Map<AnyJob, Answer<unknown> | HttpError>();
  const journal: JournalRow[] = [];
  const claims: Claim[] = [];
  const seen = new Map<string, PlaceJob>();
  const used = new Set<Pair>();
  const ids = state.ids;
  const append = (pair: Pair, command: JournalCommand) => {
    const seq = (state.seq.get(pair) ?? 0) + 1;
    state.seq.set(pair, seq);
    journal.push({ pair, seq, command });
  };
  const use = (pair: Pair) => {
    const engine = state.engines.get(pair) as Engine;
    used.add(pair);
    batch.pair = pair;
    batch.engine = engine;
    return engine;
  };
  for (const job of jobs) {
    if (job.type === 'place') {
      const claimKey = `${job.userId}:${job.key}`;
      const earlier = prepared.claimed.get(claimKey);
      const twin = seen.get(claimKey);
      if (earlier || twin) {
        if ((earlier?.hash ?? twin?.hash) !== job.hash)
          answers.set(
            job,
            job.key.startsWith(CLIENT_ORDER_CLAIM)
              ? messageError(409, CLIENT_ORDER_ID_USED)
              : fieldErrorOn('idempotency_key', KEY_REUSED),
          );
        else if (earlier) answers.set(job, { status: earlier.status, body: earlier.body });
        else answers.set(job, answers.get(twin as PlaceJob) as Answer<unknown>);
        continue;
      }
      const engine = use(job.pair);
      const count = idsOf(job.command);
      // A ladder's children and an order's exits take the ids after its own: skip to a run of consecutive ones.
      while ((ids[count - 1] as number) !== (ids[0] as number) + count - 1) ids.shift();
      const command: PlaceCommand = { ...job.command, id: ids[0] as number, time: now };
      const refusal = engine.refuse(command);
      if (refusal) {
        answers.set(job, refusalError(refusal));
        continue;
      }
      const asset = command.side === 'buy' ? QUOTE_CURRENCY : engine.config.coin;
      if ((prepared.available.get(`${job.userId}:${asset}`) ?? 0n) < BigInt(engine.lockOf(command))) {
        answers.set(job, fieldErrorOn(command.budget > 0 ? 'total_amount' : 'volume', INSUFFICIENT_BALANCE));
        continue;
      }
      const exitLock = engine.exitLockOf(command);
      if (
        exitLock > 0 &&
        (prepared.available.get(`${job.userId}:${QUOTE_CURRENCY}`) ?? 0n) < BigInt(exitLock)
      ) {
        answers.set(
          job,
          fieldErrorOn((command.stopLossTicks ?? 0) > 0 ? 'stop_loss' : 'take_profit', EXIT_FUNDS),
        );
        continue;
      }
      ids.splice(0, count);
      batch.current = [];
      batch.currentUser = job.userId;
      const placed = engine.place(command);
      batch.take(placed);
      const order = placed.order;
      append(job.pair, { type: 'place', command });
      const body: PlaceOrderResponse = {
        order: orderRecord(order, engine.config),
        children: (order.children ?? exitsOf(order)).map((child) => orderRecord(child, engine.config)),
        fills: batch.current.map((fill) => fillRecord(fill, engine.config)),
        message: 'Order placed',
      };
      answers.set(job, { status: 201, body });
      claims.push({ userId: job.userId, key: job.key, hash: job.hash, body });
      seen.set(claimKey, job);
    } else if (job.type === 'cancel') {
      const pair = [...state.engines.keys()].find(
        (p) => state.engines.get(p)?.orders.get(job.orderId)?.userId === job.userId,
      );
      if (!pair) {
        answers.set(job, messageError(404, ORDER_NOT_FOUND));
        continue;
      }
      const engine = use(pair);
      const cancelled = engine.cancel(job.userId, job.orderId, now) as OrderEvents;
      batch.take(cancelled);
      const order = cancelled.order;
      append(pair, { type: 'cancel', userId: job.userId, orderId: job.orderId, time: now });
      answers.set(job, {
        status: 200,
        body: { order: orderRecord(order, engine.config), message: 'Order cancelled' },
      });
    } else {
      let cancelled = 0;
      for (const pair of job.pair ? [job.pair] : [...state.engines.keys()]) {
        const events = use(pair).cancelAll(job.userId, now);
        batch.take(events);
        const count = events.cancelled;
        if (count > 0) append(pair, { type: 'cancelAll', userId: job.userId, time: now });
        cancelled += count;
      }
      answers.set(job, { status: 200, body: { cancelled, message: ORDERS_CANCELLED(cancelled) } });
    }
  }
  return seal(state, batch, answers, journal, claims, used);
}

function seal(
  state: SequencerState,
  batch: Batch,
  answers: SealedBatch['answers'],
  journal: JournalRow[],
  claims: Claim[],
  used: ReadonlySet<Pair>,
): SealedBatch {
  const orders: SealedBatch['orders'] = [];
  const byUser: SealedBatch['byUser'] = new Map();
  const of = (userId: number) => {
    let entry = byUser.get(userId);
    if (!entry) {
      entry = { orders: [], fills: [] };
      byUser.set(userId, entry);
    }
    return entry;
  };
  for (const { order, pair } of batch.touched.values()) {
    const record = orderRecord(order, PAIR_CONFIGS[pair]);
    orders.push({ userId: order.userId, record });
    of(order.userId).orders.push(record);
  }
  for (const trade of batch.trades) {
    of(trade.makerUser).fills.push(fillRecord(trade.maker, PAIR_CONFIGS[trade.pair]));
    of(trade.takerUser).fills.push(fillRecord(trade.taker, PAIR_CONFIGS[trade.pair]));
  }
  const books = new Map<Pair, BookTop>();
  for (const pair of used) {
    const engine = state.engines.get(pair) as Engine;
    books.set(pair, { bids: engine.bids.top(BOOK_DEPTH), asks: engine.asks.top(BOOK_DEPTH) });
  }
  return {
    batch,
    answers,
    journal,
    claims,
    orders,
    byUser,
    messages: fillMessages(batch, state.quiet),
    books,
  };
}

/** What a batch still committing changes in what the next batch reads: its journal heads, balances and claims. */
export function pendingOf(sealed: SealedBatch): Pending {
  const heads = new Map<Pair, number>();
  for (const { pair, seq } of sealed.journal) heads.set(pair, seq);
  const deltas = new Map<string, bigint>();
  for (const entry of sealed.batch.entries)
    for (const { account, amount } of entry.postings) {
      if (account.userId === undefined || account.kind !== 'available') continue;
      const key = `${account.userId}:${account.asset}`;
      deltas.set(key, (deltas.get(key) ?? 0n) + amount);
    }
  return { heads, deltas, claims: sealed.claims };
}
