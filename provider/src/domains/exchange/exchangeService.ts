// The exchange core: one engine per pair, fed by one sequencer in this process. Commands queue up; each batch is
// checked against the ledger's balances, run through the engines, and written in ONE transaction — the journal
// of accepted commands, the orders and trades, and every ledger entry (group commit). Commits are pipelined: the
// next batch runs while the one before it commits, and commits go one at a time in run order. Only after its own
// commit is any caller answered or anything published; a failed commit fails the batches run after it, and the
// books are rebuilt from the last snapshot and the journal after it, as on start. Only the pairs this process owns
// (pairOwnership.ts) have engines here; other pairs' commands are forwarded to their owners (docs/exchange.md).
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { EXCHANGE_UNAVAILABLE } from '@sikka/shared/exchange/messages';
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { ExchangeOrder, PlaceOrderResponse, TestOrderResponse } from '@sikka/shared/exchange/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';
import { requestHash } from '../../platform/ledger/idempotency.ts';
import { Engine } from './engine.ts';
import {
  type Answer,
  type AnyJob,
  type CancelAllJob,
  type CancelJob,
  idsOf,
  type Pending,
  type PlaceJob,
  type Prepared,
  readPrepared,
} from './intake.ts';
import { loadPair, type PairSnapshot, writeBatch, writePast, writeSnapshot } from './journal.ts';
import type { MarketData } from './marketData.ts';
import type { MarketRelay } from './marketRelay.ts';
import type { PlaceCommand } from './order.ts';
import { previewOrder } from './orderPreview.ts';
import type { PairOwnership } from './pairOwnership.ts';
import type { PastTrade } from './pastTrades.ts';
import { pendingOf, runBatch, type SealedBatch } from './sequencer.ts';

interface ExchangeOptions {
  rates: ExchangeRates;
  bandPercent: number;
  /** A snapshot of a pair is written after this many commands. */
  snapshotEvery: number;
  /** At most this many commands per transaction. */
  maxBatch: number;
  /**
   * While a batch commits, the next one runs once this many commands wait (or the commit ends): a batch run at once
   * would hold the one or two commands that arrived first, and each transaction has a cost of its own.
   */
  pipelineMin: number;
}

const IDS_PER_FETCH = 2_000;
/** Batches run and not yet answered: one committing, one run and waiting its turn. */
const PIPELINE_DEPTH = 2;

/** A batch run through the engines whose commit has not yet answered. */
interface InFlight extends Pending {
  jobs: AnyJob[];
  sealed: SealedBatch;
  snapshots: PairSnapshot[];
  /** The epoch it ran in: a failed commit starts another, and batches of an earlier one are never written. */
  epoch: number;
  /** Settles when its commit has answered its callers (or failed them). */
  settled: Promise<void>;
}

export class ExchangeService {
  readonly engines = new Map<Pair, Engine>();
  readonly #seq = new Map<Pair, number>();
  readonly #sinceSnapshot = new Map<Pair, number>();
  #queue: AnyJob[] = [];
  #scheduled = false;
  /** The staging loop: batches read, run and handed to the commits. */
  #running: Promise<void> = Promise.resolve();
  /** The last commit handed on: commits run one at a time, in run order. */
  #committing: Promise<void> = Promise.resolve();
  #inFlight: InFlight[] = [];
  /** Wakes the staging loop when the queue reaches its count. */
  #waiting: { count: number; wake: () => void } | null = null;
  #epoch = 0;
  /** A commit or a run failed: the books must be rebuilt before the next batch runs. */
  #failed = false;
  #ready = false;
  #ids: number[] = [];
  readonly #accountIds = new Map<string, number>();
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
    private readonly ownership: PairOwnership,
    /** What a committed batch tells the other processes, written in its transaction. */
    private readonly relay: MarketRelay,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get ready(): boolean {
    return this.#ready;
  }

  /** Whether this process trades the pair now (else its commands go to the pair's owner). */
  owns(pair: Pair): boolean {
    return this.#ready && this.engines.has(pair);
  }

  /** The pair of the person's order when an engine here holds it live (or pending); null otherwise. */
  livePair(userId: number, orderId: number): Pair | null {
    for (const [pair, engine] of this.engines) if (engine.orders.get(orderId)?.userId === userId) return pair;
    return null;
  }

  /** This account's fills write no message (the market maker). */
  quiet(userId: number): void {
    this.#quiet.add(userId);
  }

  /**
   * Takes the pairs this process may own (waiting, as a standby, while others own them all) and rebuilds their
   * engines; every other pair's market view is read once here and then follows its owner's batches.
   */
  async start(): Promise<void> {
    let viewed = false;
    await this.ownership.start({
      taken: async (pairs) => {
        await this.#adopt(pairs, viewed ? [] : EXCHANGE_PAIRS.filter((pair) => !pairs.includes(pair)));
        viewed = true;
      },
      given: (pairs) => this.#between(() => this.#release(pairs)),
      lost: () => {
        this.#ready = false;
      },
    });
    this.#ready = true;
  }

  /** Finishes the batch under way, snapshots every pair it owns and lets the pairs go. */
  async stop(): Promise<void> {
    this.#ready = false;
    await this.#idle();
    for (const pair of this.engines.keys())
      await writeSnapshot(this.db, this.#pairSnapshot(pair)).catch(() => {});
    await this.ownership.stop();
  }

  /** Another process rewrote the past of a pair it owns: its market view read afresh. */
  async reloadView(pair: Pair): Promise<void> {
    if (!this.engines.has(pair)) await this.#load([], [pair]);
  }

  /** Pairs just taken: their books from the journal, between batches (and the views of `others` from theirs). */
  #adopt(pairs: readonly Pair[], others: readonly Pair[]): Promise<void> {
    return this.#between(() => this.#load(pairs, others));
  }

  /** Runs `work` once no batch is being run or written, and before the next one. */
  #between<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#idle().then(work);
    this.#running = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  /**
   * Pairs handed back: each snapshotted and its engine dropped (its market view then follows the new owner); what
   * waits for them is refused (503), to be retried at their owner.
   */
  async #release(pairs: readonly Pair[]): Promise<void> {
    const engines = pairs.map((pair) => this.engines.get(pair) as Engine);
    const theirs = (job: AnyJob) =>
      job.type === 'cancel'
        ? engines.some((engine) => engine.orders.has(job.orderId))
        : job.pair !== undefined && pairs.includes(job.pair);
    for (const job of this.#queue.filter(theirs)) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
    this.#queue = this.#queue.filter((job) => !theirs(job));
    for (const pair of pairs) {
      await writeSnapshot(this.db, this.#pairSnapshot(pair));
      this.engines.delete(pair);
    }
  }

  /**
   * Before the exchange's first trade: each pair's past (market data made by nobody: user and order 0, no charges,
   * no ledger entry) written in one transaction with a snapshot that starts the pair's trade ids and last price
   * after it, between batches. Answers the trades written: none once the exchange has traded.
   */
  prependPast(make: () => ReadonlyMap<Pair, readonly PastTrade[]>): Promise<number> {
    return this.#between(() => this.#prependPast(make));
  }

  async #prependPast(make: () => ReadonlyMap<Pair, readonly PastTrade[]>): Promise<number> {
    const { rows } = await sql<{ pair: Pair }>`
      select p as pair from unnest(${[...this.engines.keys()]}::text[]) as p
      where not exists (select 1 from exchange_trades t where t.pair = p)`.execute(this.db);
    const fresh = new Set(rows.map((row) => row.pair));
    if (fresh.size === 0) return 0;
    const past = new Map([...make()].filter(([pair]) => fresh.has(pair)));
    const states = await writePast(this.db, past, (pair) => ({
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
    await this.relay.reloaded([...past.keys()]);
    return written;
  }

  place(userId: number, key: string, request: unknown, pair: Pair, command: PlaceJob['command']) {
    // Never queued for a pair another process owns: its engine is not here.
    if (!this.owns(pair)) return Promise.reject(messageError(503, EXCHANGE_UNAVAILABLE));
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
   * What placing the command would do now, checked as a batch checks a placing, placing nothing (orderPreview.ts).
   */
  async preview(
    userId: number,
    pair: Pair,
    command: Omit<PlaceCommand, 'id' | 'time'>,
  ): Promise<TestOrderResponse> {
    if (!this.owns(pair)) throw messageError(503, EXCHANGE_UNAVAILABLE);
    return previewOrder(this.db, this.engines.get(pair) as Engine, userId, pair, {
      ...command,
      id: 0,
      time: this.clock.now().getTime(),
    });
  }

  cancel(userId: number, orderId: number) {
    return this.#submit<{ order: ExchangeOrder; message: string }>({
      type: 'cancel',
      userId,
      orderId,
    } as CancelJob);
  }

  cancelAll(userId: number, pair?: Pair) {
    if (pair !== undefined && !this.owns(pair))
      return Promise.reject(messageError(503, EXCHANGE_UNAVAILABLE));
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
      if (this.#waiting && this.#queue.length >= this.#waiting.count) this.#waiting.wake();
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // Everything that arrives while a batch is being run or written goes into the next one (group commit).
    this.#running = this.#running.then(() => this.#drain());
  }

  /** Until no batch is being run or written. */
  async #idle(): Promise<void> {
    await this.#running;
    await this.#committing;
  }

  async #drain(): Promise<void> {
    this.#scheduled = false;
    for (;;) {
      if (this.#failed) await this.#rebuild();
      if (this.#queue.length === 0) return;
      const oldest = this.#inFlight[0];
      if (
        oldest &&
        (this.#inFlight.length >= PIPELINE_DEPTH || this.#queue.length < this.options.pipelineMin)
      ) {
        await (this.#inFlight.length >= PIPELINE_DEPTH
          ? oldest.settled
          : Promise.race([oldest.settled, this.#queueReaches(this.options.pipelineMin)]));
        this.#waiting = null;
        continue;
      }
      await this.#stage(this.#queue.splice(0, this.options.maxBatch));
    }
  }

  #queueReaches(count: number): Promise<void> {
    return new Promise((wake) => {
      this.#waiting = { count, wake };
    });
  }

  /** Reads what the batch needs, runs it through the engines and hands it to the commits. */
  async #stage(jobs: AnyJob[]): Promise<void> {
    let prepared: Prepared;
    for (;;) {
      const epoch = this.#epoch;
      try {
        prepared = await this.#prepare(jobs, [...this.#inFlight]);
      } catch (error) {
        this.log?.error({ err: error }, 'exchange batch could not be read; its commands were refused');
        for (const job of jobs) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
        return;
      }
      // A commit failed meanwhile: what was read laid over batches that are gone. Rebuild, then read again.
      if (epoch === this.#epoch && !this.#failed) break;
      await this.#rebuild();
      if (!this.#ready) {
        for (const job of jobs) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
        return;
      }
    }
    let sealed: SealedBatch;
    try {
      sealed = runBatch(
        { engines: this.engines, seq: this.#seq, ids: this.#ids, quiet: this.#quiet },
        jobs,
        prepared,
        this.clock.now().getTime(),
      );
    } catch (error) {
      // The engines stopped part-way: the batches before this one still commit, then the books are rebuilt.
      this.log?.error({ err: error }, 'exchange batch failed; rebuilding the books from the journal');
      for (const job of jobs) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
      this.#failed = true;
      return;
    }
    const flight: InFlight = {
      jobs,
      sealed,
      snapshots: this.#snapshotsDue(sealed),
      epoch: this.#epoch,
      ...pendingOf(sealed),
      settled: Promise.resolve(),
    };
    this.#inFlight.push(flight);
    flight.settled = this.#committing = this.#committing.then(() => this.#commit(flight));
  }

  /** Writes one batch, then answers its callers and publishes it; a failure fails every batch run after it. */
  async #commit(flight: InFlight): Promise<void> {
    const { jobs, sealed } = flight;
    try {
      if (flight.epoch !== this.#epoch) throw new Error('an earlier batch failed to commit');
      await writeBatch(this.db, sealed, {
        snapshots: flight.snapshots,
        accountIds: this.#accountIds,
        events: this.events,
        relay: this.relay.messages(sealed),
      });
    } catch (error) {
      if (flight.epoch === this.#epoch) {
        this.log?.error({ err: error }, 'exchange batch failed; rebuilding the books from the journal');
        this.#epoch += 1;
        this.#failed = true;
        this.#schedule();
      }
      this.#inFlight.splice(this.#inFlight.indexOf(flight), 1);
      for (const job of jobs) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
      return;
    }
    this.#inFlight.splice(this.#inFlight.indexOf(flight), 1);
    for (const job of jobs) {
      const answer = sealed.answers.get(job);
      if (answer === undefined || answer instanceof Error)
        job.reject(answer ?? messageError(503, EXCHANGE_UNAVAILABLE));
      else (job.resolve as (answer: Answer<unknown>) => void)(answer);
    }
    this.market.afterBatch(sealed.batch.trades, sealed.byUser, sealed.books);
    for (const userId of sealed.batch.usersChanged) this.walletsChanged(userId);
  }

  /** The snapshots a batch reached, serialised as the engines stand right after it ran. */
  #snapshotsDue(sealed: SealedBatch): PairSnapshot[] {
    const due: PairSnapshot[] = [];
    for (const { pair } of sealed.journal)
      this.#sinceSnapshot.set(pair, (this.#sinceSnapshot.get(pair) ?? 0) + 1);
    for (const pair of this.engines.keys()) {
      if ((this.#sinceSnapshot.get(pair) ?? 0) >= this.options.snapshotEvery)
        due.push(this.#pairSnapshot(pair));
    }
    return due;
  }

  /** After a failure: the commits before it finish (those after it fail), then the books from the journal. */
  async #rebuild(): Promise<void> {
    await this.#committing;
    this.#failed = false;
    await this.#recover().catch((again: unknown) => {
      this.#ready = false;
      this.log?.fatal({ err: again }, 'exchange could not rebuild its books');
      for (const job of this.#queue.splice(0)) job.reject(messageError(503, EXCHANGE_UNAVAILABLE));
    });
  }

  /** What the batch reads first: ids, the placing users' available balances, earlier uses of their keys. */
  async #prepare(jobs: AnyJob[], pending: readonly Pending[]): Promise<Prepared> {
    const places = jobs.filter((job): job is PlaceJob => job.type === 'place');
    const idsNeeded = places.reduce((n, job) => n + idsOf(job.command), 0);
    while (this.#ids.length < idsNeeded * 2 + 64) {
      const { rows } = await sql<{ id: string }>`
        select nextval('exchange_order_ids')::text as id from generate_series(1, ${IDS_PER_FETCH})`.execute(
        this.db,
      );
      this.#ids.push(...rows.map((row) => Number(row.id)));
    }
    return readPrepared(this.db, places, pending);
  }

  /** A pair's engine state at its journal seq, as it stands now; the count to the next snapshot starts again. */
  #pairSnapshot(pair: Pair): PairSnapshot {
    this.#sinceSnapshot.set(pair, 0);
    const state = JSON.stringify((this.engines.get(pair) as Engine).snapshot());
    return { pair, seq: this.#seq.get(pair) ?? 0, state };
  }

  /** Every owned pair from its last snapshot and the journal after it: the books as they were when last written. */
  async #recover(): Promise<void> {
    this.#ids = [];
    // A transaction that rolled back may have cached the id of an account it created.
    this.#accountIds.clear();
    await this.#load([...this.engines.keys()], []);
  }

  /** Engines for `pairs` from the journal, and market views for them and for `others` (whose engines are not kept). */
  async #load(pairs: readonly Pair[], others: readonly Pair[]): Promise<void> {
    const engines = new Map<Pair, Engine>();
    const seqs = new Map<Pair, number>();
    for (const pair of [...pairs, ...others]) {
      const engine = new Engine(PAIR_CONFIGS[pair], this.options.rates, {
        bandPercent: this.options.bandPercent,
      });
      const { seq, replayed } = await loadPair(this.db, pair, engine);
      engines.set(pair, engine);
      seqs.set(pair, seq);
      if (pairs.includes(pair)) this.#sinceSnapshot.set(pair, replayed);
    }
    await this.market.reload(engines, seqs);
    for (const pair of pairs) {
      this.engines.set(pair, engines.get(pair) as Engine);
      this.#seq.set(pair, seqs.get(pair) ?? 0);
    }
  }
}
