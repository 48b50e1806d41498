// The exchange core: one engine per pair, fed by one sequencer in this process. Commands queue up; each batch is
// checked against the ledger's balances, run through the engines, and written in ONE transaction — the journal
// of accepted commands, the orders and trades, and every ledger entry (group commit). Only then is any caller
// answered and anything published. On start the engines are rebuilt from the last snapshot and the journal after
// it; a pair is owned by the process holding its advisory lock.
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import {
  CLIENT_ORDER_ID_USED,
  EXCHANGE_UNAVAILABLE,
  EXIT_FUNDS,
  INSUFFICIENT_BALANCE,
  ORDER_DONE,
  ORDER_NOT_FOUND,
} from '@sikka/shared/exchange/messages';
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair, ticksToRate } from '@sikka/shared/exchange/pairs';
import type {
  ExchangeOrder,
  PairInfo,
  PlaceOrderResponse,
  TestOrderResponse,
} from '@sikka/shared/exchange/schemas';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, type HttpError, messageError } from '../../platform/http/errors.ts';
import { KEY_REUSED, requestHash } from '../../platform/ledger/idempotency.ts';
import { Batch, recordsByUser, silent } from './batch.ts';
import { Engine } from './engine.ts';
import { CLIENT_ORDER_CLAIM } from './exchangeQueries.ts';
import { fillMessages } from './fillMessages.ts';
import {
  type Answer,
  type AnyJob,
  type CancelAllJob,
  type CancelJob,
  idsOf,
  type PlaceJob,
  type Prepared,
  readPrepared,
  refusalError,
} from './intake.ts';
import {
  type Claim,
  type JournalCommand,
  type JournalRow,
  loadPair,
  snapshotPair,
  writeBatch,
  writePast,
} from './journal.ts';
import type { MarketData } from './marketData.ts';
import { exitsOf, type Order, type PlaceCommand } from './order.ts';
import type { PastTrade } from './pastTrades.ts';
import { fillRecord, orderRecord } from './records.ts';

interface ExchangeOptions {
  rates: ExchangeRates;
  bandPercent: number;
  /** A snapshot of a pair is written after this many commands. */
  snapshotEvery: number;
  /** At most this many commands per transaction. */
  maxBatch: number;
}

const IDS_PER_FETCH = 2_000;
const ADVISORY_NAMESPACE = 0x5ecc; // pg_advisory_lock(namespace, pair index)

export class ExchangeService {
  readonly engines = new Map<Pair, Engine>();
  readonly #seq = new Map<Pair, number>();
  readonly #sinceSnapshot = new Map<Pair, number>();
  #queue: AnyJob[] = [];
  #scheduled = false;
  #running: Promise<void> = Promise.resolve();
  #ready = false;
  #ids: number[] = [];
  readonly #accountIds = new Map<string, number>();
  #releaseLocks: (() => void) | null = null;
  #lockHolder: Promise<unknown> | null = null;
  /** Accounts whose fills write no message (the market maker's thousands a day). */
  readonly #quiet = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly options: ExchangeOptions,
    /** Called with each user whose balances a committed batch changed. */
    private readonly walletsChanged: (userId: number) => void,
    readonly market: MarketData,
    /** Each order's fill message, written with the batch that settled it. */
    private readonly events: UserEvents,
    private readonly log?: FastifyBaseLogger,
  ) {
    for (const pair of EXCHANGE_PAIRS)
      this.engines.set(
        pair,
        new Engine(PAIR_CONFIGS[pair], options.rates, { bandPercent: options.bandPercent }, silent),
      );
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** This account's fills write no message (the market maker). */
  quiet(userId: number): void {
    this.#quiet.add(userId);
  }

  /** Each pair's trading terms as GET /exchange/pairs answers them: sizes, band, charges, and whether it trades. */
  pairs(): PairInfo[] {
    const { rates, bandPercent } = this.options;
    return EXCHANGE_PAIRS.map((pair) => {
      const config = PAIR_CONFIGS[pair];
      return {
        pair,
        coin: config.coin,
        base_coin: 'INR',
        tick_size: config.tickSize,
        lot_size: config.lotSize,
        min_size: config.minSize,
        status: this.engines.get(pair)?.halted ? 'halted' : 'trading',
        band_percent: bandPercent,
        maker_bps: rates.makerBps,
        taker_bps: rates.takerBps,
        gst_bps: rates.gstBps,
        tds_bps: rates.tdsBps,
      };
    });
  }

  /** Takes every pair's advisory lock (waiting while another process owns it), then rebuilds the engines. */
  async start(): Promise<void> {
    const acquired = new Promise<void>((resolve, reject) => {
      this.#lockHolder = this.db
        .connection()
        .execute(async (connection) => {
          for (let i = 0; i < EXCHANGE_PAIRS.length; i++) {
            const taken = await sql<{
              ok: boolean;
            }>`select pg_try_advisory_lock(${ADVISORY_NAMESPACE}, ${i}) as ok`.execute(connection);
            if (taken.rows[0]?.ok) continue;
            this.log?.info({ pair: EXCHANGE_PAIRS[i] }, 'exchange standby: another provider owns the pair');
            await sql`select pg_advisory_lock(${ADVISORY_NAMESPACE}, ${i})`.execute(connection);
          }
          resolve();
          await new Promise<void>((release) => {
            this.#releaseLocks = release;
          });
          await sql`select pg_advisory_unlock_all()`.execute(connection);
        })
        .catch(reject);
    });
    await acquired;
    await this.#recover();
    this.#ready = true;
  }

  /** Finishes the batch under way, snapshots every pair and lets the pairs go. */
  async stop(): Promise<void> {
    this.#ready = false;
    await this.#running;
    if (this.#lockHolder) {
      for (const pair of EXCHANGE_PAIRS) await this.#snapshot(pair).catch(() => {});
      this.#releaseLocks?.();
      await this.#lockHolder.catch(() => {});
    }
  }

  /**
   * Before the exchange's first trade: each pair's past (market data made by nobody: user and order 0, no charges,
   * no ledger entry) written in one transaction with a snapshot that starts the pair's trade ids and last price
   * after it, between batches. Answers the trades written: none once the exchange has traded.
   */
  prependPast(make: () => ReadonlyMap<Pair, readonly PastTrade[]>): Promise<number> {
    const run = this.#running.then(() => this.#prependPast(make));
    this.#running = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  async #prependPast(make: () => ReadonlyMap<Pair, readonly PastTrade[]>): Promise<number> {
    const { rows } = await sql<{ traded: boolean }>`
      select exists (select 1 from exchange_trades) as traded`.execute(this.db);
    if (rows[0]?.traded) return 0;
    const states = await writePast(this.db, make(), (pair) => ({
      state: (this.engines.get(pair) as Engine).snapshot(),
      seq: this.#seq.get(pair) ?? 0,
    }));
    let written = 0;
    for (const [pair, state] of states) {
      const engine = this.engines.get(pair) as Engine;
      engine.tradeSeq = state.tradeSeq;
      engine.lastTicks = state.lastTicks;
      this.#sinceSnapshot.set(pair, 0);
      written += state.tradeSeq;
    }
    await this.market.reload(this.engines, this.#seq);
    return written;
  }

  place(userId: number, key: string, request: unknown, pair: Pair, command: PlaceJob['command']) {
    return this.#submit<PlaceOrderResponse>({
      type: 'place',
      pair,
      userId,
      key,
      hash: requestHash('exchange_order', request),
      command,
    } as PlaceJob);
  }

  /**
   * What placing the command would do now, checked as #run checks a placing (the engine's refusals, then the funds),
   * placing nothing: the lock it would take and the price its band and stops are measured from.
   */
  async preview(
    userId: number,
    pair: Pair,
    command: Omit<PlaceCommand, 'id' | 'time'>,
  ): Promise<TestOrderResponse> {
    if (!this.#ready) throw messageError(503, EXCHANGE_UNAVAILABLE);
    const engine = this.engines.get(pair) as Engine;
    const full: PlaceCommand = { ...command, id: 0, time: this.clock.now().getTime() };
    const refusal = engine.refuse(full);
    if (refusal) throw refusalError(refusal);
    const config = engine.config;
    const asset = command.side === 'buy' ? QUOTE_CURRENCY : config.coin;
    const lock = BigInt(engine.lockOf(full));
    const exitLock = BigInt(engine.exitLockOf(full));
    const { rows } = await sql<{ asset: string; balance: string }>`
      select asset, balance::text as balance from ledger_accounts
      where kind = 'available' and user_id = ${userId} and asset = any(${[asset, QUOTE_CURRENCY]}::text[])`.execute(
      this.db,
    );
    const available = (of: string) => BigInt(rows.find((row) => row.asset === of)?.balance ?? '0');
    if (available(asset) < lock)
      throw fieldErrorOn(command.budget > 0 ? 'total_amount' : 'volume', INSUFFICIENT_BALANCE);
    if (exitLock > 0n && available(QUOTE_CURRENCY) - (asset === QUOTE_CURRENCY ? lock : 0n) < exitLock)
      throw fieldErrorOn((command.stopLossTicks ?? 0) > 0 ? 'stop_loss' : 'take_profit', EXIT_FUNDS);
    const reference = engine.reference();
    return {
      pair,
      side: command.side,
      lock: { asset, amount: fromMinorUnits(lock, asset) },
      exits_lock: exitLock > 0n ? fromMinorUnits(exitLock, QUOTE_CURRENCY) : null,
      reference_rate: reference > 0 ? ticksToRate(reference, config) : null,
      message: 'The order passes every check: nothing was placed',
    };
  }

  cancel(userId: number, orderId: number) {
    return this.#submit<{ order: ExchangeOrder; message: string }>({
      type: 'cancel',
      userId,
      orderId,
    } as CancelJob);
  }

  cancelAll(userId: number, pair?: Pair) {
    return this.#submit<{ cancelled: number; message: string }>({
      type: 'cancelAll',
      userId,
      pair,
    } as CancelAllJob);
  }

  #submit<T>(job: Omit<AnyJob, 'resolve' | 'reject'>): Promise<Answer<T>> {
    if (!this.#ready) return Promise.reject(messageError(503, EXCHANGE_UNAVAILABLE));
    return new Promise<Answer<T>>((resolve, reject) => {
      this.#queue.push({ ...job, resolve, reject } as unknown as AnyJob);
      if (!this.#scheduled) {
        this.#scheduled = true;
        // Everything that arrives while a batch is being written goes into the next one (group commit).
        this.#running = this.#running.then(() => this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    this.#scheduled = false;
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.options.maxBatch);
      await this.#process(batch);
    }
  }

  async #process(jobs: AnyJob[]): Promise<void> {
    const answers = new Map<AnyJob, Answer<unknown> | HttpError>();
    let batch: Batch;
    let journal: JournalRow[];
    let claims: Claim[];
    try {
      const prepared = await this.#prepare(jobs);
      ({ batch, journal, claims } = this.#run(jobs, prepared, answers));
      await writeBatch(
        this.db,
        batch,
        journal,
        claims,
        this.#accountIds,
        this.events,
        fillMessages(batch, this.#quiet),
      );
    } catch (error) {
      this.log?.error({ err: error }, 'exchange batch failed; rebuilding the books from the journal');
      for (const job of jobs) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
      await this.#recover().catch((again: unknown) => {
        this.#ready = false;
        this.log?.fatal({ err: again }, 'exchange could not rebuild its books');
      });
      return;
    }
    for (const job of jobs) {
      const answer = answers.get(job);
      if (answer === undefined || answer instanceof Error)
        job.reject(answer ?? messageError(503, EXCHANGE_UNAVAILABLE));
      else (job.resolve as (answer: Answer<unknown>) => void)(answer);
    }
    this.#publish(batch);
    for (const { pair } of journal) this.#sinceSnapshot.set(pair, (this.#sinceSnapshot.get(pair) ?? 0) + 1);
    for (const pair of EXCHANGE_PAIRS) {
      if ((this.#sinceSnapshot.get(pair) ?? 0) >= this.options.snapshotEvery) await this.#snapshot(pair);
    }
  }

  /** What the batch reads first: ids, the placing users' available balances, earlier uses of their keys. */
  async #prepare(jobs: AnyJob[]): Promise<Prepared> {
    const places = jobs.filter((job): job is PlaceJob => job.type === 'place');
    const idsNeeded = places.reduce((n, job) => n + idsOf(job.command), 0);
    while (this.#ids.length < idsNeeded * 2 + 64) {
      const { rows } = await sql<{ id: string }>`
        select nextval('exchange_order_ids')::text as id from generate_series(1, ${IDS_PER_FETCH})`.execute(
        this.db,
      );
      this.#ids.push(...rows.map((row) => Number(row.id)));
    }
    return readPrepared(this.db, places);
  }

  /** Runs the batch through the engines, synchronously, in arrival order. */
  #run(jobs: AnyJob[], prepared: Prepared, answers: Map<AnyJob, Answer<unknown> | HttpError>) {
    const batch = new Batch(prepared.available);
    const journal: JournalRow[] = [];
    const claims: Claim[] = [];
    const seen = new Map<string, PlaceJob>();
    const append = (pair: Pair, command: JournalCommand) => {
      const seq = (this.#seq.get(pair) ?? 0) + 1;
      this.#seq.set(pair, seq);
      journal.push({ pair, seq, command });
    };
    const use = (pair: Pair) => {
      const engine = this.engines.get(pair) as Engine;
      batch.pair = pair;
      batch.engine = engine;
      engine.listener = batch;
      return engine;
    };
    const now = this.clock.now().getTime();
    try {
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
          while ((this.#ids[count - 1] as number) !== (this.#ids[0] as number) + count - 1) this.#ids.shift();
          const command: PlaceCommand = { ...job.command, id: this.#ids[0] as number, time: now };
          const refusal = engine.refuse(command);
          if (refusal) {
            answers.set(job, refusalError(refusal));
            continue;
          }
          const asset = command.side === 'buy' ? QUOTE_CURRENCY : engine.config.coin;
          if ((prepared.available.get(`${job.userId}:${asset}`) ?? 0n) < BigInt(engine.lockOf(command))) {
            answers.set(
              job,
              fieldErrorOn(command.budget > 0 ? 'total_amount' : 'volume', INSUFFICIENT_BALANCE),
            );
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
          this.#ids.splice(0, count);
          batch.current = [];
          batch.currentUser = job.userId;
          const order = engine.place(command);
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
          const pair = EXCHANGE_PAIRS.find(
            (p) => this.engines.get(p)?.orders.get(job.orderId)?.userId === job.userId,
          );
          if (!pair) {
            answers.set(job, messageError(404, ORDER_NOT_FOUND));
            continue;
          }
          const engine = use(pair);
          const order = engine.cancel(job.userId, job.orderId, now) as Order;
          append(pair, { type: 'cancel', userId: job.userId, orderId: job.orderId, time: now });
          answers.set(job, {
            status: 200,
            body: { order: orderRecord(order, engine.config), message: 'Order cancelled' },
          });
        } else {
          let cancelled = 0;
          for (const pair of job.pair ? [job.pair] : EXCHANGE_PAIRS) {
            const count = use(pair).cancelAll(job.userId, now);
            if (count > 0) append(pair, { type: 'cancelAll', userId: job.userId, time: now });
            cancelled += count;
          }
          answers.set(job, { status: 200, body: { cancelled, message: `${cancelled} order(s) cancelled` } });
        }
      }
    } finally {
      for (const engine of this.engines.values()) engine.listener = silent;
    }
    return { batch, journal, claims };
  }

  /** After a commit: the public channels, each user's orders and fills, and their wallets. */
  #publish(batch: Batch): void {
    this.market.afterBatch(batch.trades, recordsByUser(batch), this.engines, this.#seq);
    for (const userId of batch.usersChanged) this.walletsChanged(userId);
  }

  /** Writes a pair's engine state at its journal seq (journal.ts forgets what is two snapshots back). */
  async #snapshot(pair: Pair): Promise<void> {
    this.#sinceSnapshot.set(pair, 0);
    await snapshotPair(this.db, pair, this.#seq.get(pair) ?? 0, this.engines.get(pair) as Engine);
  }

  /** Every pair from its last snapshot and the journal after it: the books as they were when last written. */
  async #recover(): Promise<void> {
    this.#ids = [];
    for (const pair of EXCHANGE_PAIRS) {
      const engine = new Engine(
        PAIR_CONFIGS[pair],
        this.options.rates,
        { bandPercent: this.options.bandPercent },
        silent,
      );
      const { seq, replayed } = await loadPair(this.db, pair, engine);
      this.engines.set(pair, engine);
      this.#seq.set(pair, seq);
      this.#sinceSnapshot.set(pair, replayed);
    }
    await this.market.reload(this.engines, this.#seq);
  }

  /** A done order's answer to a cancel: it exists but is filled or cancelled; otherwise not found. */
  async cancelRefusal(userId: number, orderId: number): Promise<HttpError> {
    const { rows } =
      await sql`select 1 from exchange_orders where id = ${orderId} and user_id = ${userId}`.execute(this.db);
    return rows.length > 0 ? messageError(409, ORDER_DONE) : messageError(404, ORDER_NOT_FOUND);
  }
}
