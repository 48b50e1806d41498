// Instant buy and sell: a quote computed from the live price and the fee schedule, locked for
// QUOTE_TTL_SECONDS, then executed atomically at exactly its numbers — one journal entry, the fill recorded as
// an order, the quote marked executed, its order_filled message — or refused when it expired, was used, or the
// balance is short.
import { randomBytes } from 'node:crypto';
import type { Coin } from '@sikka/shared/constants';
import {
  type ExecuteRequest,
  type ExecuteResponse,
  type LockedQuote,
  QUOTE_EXPIRED,
  QUOTE_TTL_SECONDS,
  type QuoteRequestBody,
} from '@sikka/shared/instant/schemas';
import { computeQuote } from '@sikka/shared/market/quote';
import { toMinorUnits } from '@sikka/shared/money/amount';
import type { Insertable } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { MicroBatch } from '../../platform/db/microBatch.ts';
import type { QuotesTable } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { INSUFFICIENT_BALANCE } from '../../platform/ledger/amounts.ts';
import { type Outcome, once, settle } from '../../platform/ledger/idempotency.ts';
import { InsufficientFunds, post } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { MarketService } from '../market/index.ts';
import { type BatchResult, type Execution, executeBatch } from './executionBatch.ts';
import { fillAnswer, fillEntry, fillMessage, INSTANT_ORDER, rederives, storedLines } from './fills.ts';

/** The most executions one batch takes; the rest wait for the next. */
const MAX_BATCH = 64;

interface Waiting {
  execution: Execution;
  resolve: (outcome: Outcome<ExecuteResponse>) => void;
  reject: (error: unknown) => void;
}

export const QUOTE_NOT_FOUND = 'This quote was not found. Please get a new quote';
export const QUOTE_USED = 'This quote has already been executed. Please get a new quote';

export class InstantService {
  readonly #waiting: Waiting[] = [];
  #batchRunning = false;
  /** Quotes that arrive together are written in one statement. */
  readonly #quoteRows: MicroBatch<Insertable<QuotesTable>, null>;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: MarketService,
    private readonly publisher: WalletPublisher,
    /** Each fill's message (and the campaigns it earns), written in the fill's transaction. */
    private readonly events: Pick<UserEvents, 'record' | 'recordMany'>,
  ) {
    this.#quoteRows = new MicroBatch(async (rows) => {
      await db
        .insertInto('quotes')
        .values([...rows])
        .execute();
      return rows.map(() => null);
    });
  }

  /** POST /instant/quotes: every line at the live price, stored and locked until expires_at. */
  async quote(userId: number, request: QuoteRequestBody): Promise<LockedQuote> {
    const entry = this.market.prices()[request.coin];
    const price = request.side === 'buy' ? entry.buying_price : entry.selling_price;
    const schedule = this.market.schedule;
    const result = computeQuote({ ...request, price, schedule });
    if (!result.ok) throw fieldErrorOn('amount', result.message);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + QUOTE_TTL_SECONDS * 1000);
    const id = `q_${randomBytes(16).toString('hex')}`;
    const { minor, quote } = result;
    await this.#quoteRows.submit({
      id,
      user_id: userId,
      side: request.side,
      coin: request.coin,
      unit: request.unit,
      amount: request.amount,
      price: toMinorUnits(quote.price, 'INR'),
      fee_schedule: JSON.stringify(schedule),
      ...minor,
      created_at: now,
      expires_at: expiresAt,
    });
    return { quote_id: id, expires_at: expiresAt.toISOString(), ...quote };
  }

  /**
   * POST /instant/orders, once per idempotency key. Executions go in micro-batches (executionBatch.ts): one
   * starts as soon as none is running, and those arriving meanwhile form the next.
   */
  execute(userId: number, body: ExecuteRequest): Promise<Outcome<ExecuteResponse>> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ execution: { userId, body }, resolve, reject });
      this.#drain();
    });
  }

  #drain(): void {
    if (this.#batchRunning || this.#waiting.length === 0) return;
    this.#batchRunning = true;
    const batch = this.#waiting.splice(0, MAX_BATCH);
    void this.#run(batch).finally(() => {
      this.#batchRunning = false;
      this.#drain();
    });
  }

  async #run(batch: Waiting[]): Promise<void> {
    let result: BatchResult;
    try {
      result = await executeBatch(
        this.db,
        this.events,
        this.clock.now(),
        batch.map((w) => w.execution),
      );
    } catch {
      // The batch rolled back whole (a balance moved under it, a lost connection): each runs alone.
      result = { filled: [], alone: batch.map((w) => w.execution) };
    }
    const waiting = new Map(batch.map((w) => [w.execution, w]));
    for (const { execution, body } of result.filled) {
      waiting.get(execution)?.resolve({ status: 201, body, replayed: false });
      void this.publisher.changed(execution.userId);
    }
    // Alone, after the batch committed: a retry of a key the batch filled replays its answer.
    await Promise.all(
      result.alone.map(async (execution) => {
        const w = waiting.get(execution);
        try {
          w?.resolve(await this.#executeAlone(execution.userId, execution.body));
        } catch (error) {
          w?.reject(error);
        }
      }),
    );
  }

  /**
   * One execution in its own transaction: the quote row is locked, checked (the user's, unused, unexpired), its
   * numbers re-derived from what was typed, and the fill posted as one entry with the order, the quote's executed
   * mark and the fill's message — all or nothing. A retry of the key replays the answer and writes nothing.
   */
  async #executeAlone(userId: number, body: ExecuteRequest): Promise<Outcome<ExecuteResponse>> {
    const outcome = await once(
      this.db,
      { userId, key: body.idempotency_key, operation: INSTANT_ORDER, request: { quote_id: body.quote_id } },
      async (trx) => {
        const quote = await trx
          .selectFrom('quotes')
          .selectAll()
          .where('id', '=', body.quote_id)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!quote) throw messageError(404, QUOTE_NOT_FOUND);
        if (quote.executed_at !== null) throw messageError(409, QUOTE_USED);
        const now = this.clock.now();
        if (quote.expires_at <= now) throw messageError(409, QUOTE_EXPIRED);

        const coin = quote.coin as Coin;
        const stored = storedLines(quote);
        if (!rederives({ ...quote, lines: stored }))
          throw new Error(`quote ${quote.id} does not re-derive to its stored numbers`);

        const order = await trx
          .insertInto('orders')
          .values({
            user_id: userId,
            quote_id: quote.id,
            side: quote.side,
            coin,
            price: quote.price,
            ...stored,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        try {
          await post(trx, fillEntry(order.id, userId, quote.side, coin, stored));
        } catch (error) {
          if (error instanceof InsufficientFunds) throw fieldErrorOn('amount', INSUFFICIENT_BALANCE);
          throw error;
        }
        await trx
          .updateTable('quotes')
          .set({ executed_at: now })
          .where('id', '=', quote.id)
          .where('executed_at', 'is', null)
          .execute();
        await this.events.record(trx, fillMessage(order));
        return { status: 201, body: fillAnswer(order) };
      },
    );
    if (!outcome.replayed) await this.publisher.changed(userId);
    return outcome;
  }

  /** POST /instant/orders/outcome: whether the execution with this key happened; settles it if not. */
  outcome(userId: number, key: string) {
    return settle<ExecuteResponse>(this.db, { userId, key, operation: INSTANT_ORDER });
  }
}
