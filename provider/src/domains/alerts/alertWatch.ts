// Watches every active alert on the market's ticks (docs/alerts.md "Evaluation"): one pass of the index per coin per
// tick, and what fired written with its message in one transaction. Every provider watches; a fire is written only
// by the first to find the alert still armed at the version it saw, so a crossing fires once however many watch.

import { moveBps } from '@sikka/shared/alerts/rules';
import { COINS } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import { type Database, listenTo } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import type { MarketFeed, MarketService } from '../market/index.ts';
import { AlertIndex } from './alertIndex.ts';
import {
  ALERTS_CHANNEL,
  type AlertRow,
  activeAlertRows,
  alertRows,
  alertsChanged,
  toWire,
  watched,
} from './alertsRepo.ts';
import { PriceWindows } from './priceWindows.ts';

interface WatchDeps {
  db: Database;
  events: UserEvents;
  market: MarketService;
  feed: MarketFeed;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** An alert taken by a tick: the version the index knew and, for a fire, the price (paise) it fired at. */
interface Taken {
  id: number;
  version: number;
  price: bigint;
}

/** '-1.23' (a day's change in percent, two places) as basis points either way: 123n. */
const changeBps = (change: string) => BigInt(change.replace(/[-+.]/g, ''));

export class AlertWatch {
  #index = new AlertIndex();
  #versions = new Map<number, number>();
  readonly #windows = new PriceWindows();
  /** The database work, one at a time in the order asked: reloads and writes never overtake each other. */
  #work: Promise<void> = Promise.resolve();
  #stopTicks: (() => void) | null = null;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly deps: WatchDeps) {}

  /** How many alerts this process watches now. */
  get watching(): number {
    return this.#index.size;
  }

  /** Whether this process watches the alert now (active, and its last change loaded). */
  has(id: number): boolean {
    return this.#index.get(id) !== undefined;
  }

  /** Listens for changed alerts, loads every active one, then follows the ticks (and evaluates once at once). */
  async start(): Promise<void> {
    const { db, log, feed } = this.deps;
    await new Promise<void>((resolve) => {
      this.#stopListening = listenTo(
        db,
        ALERTS_CHANNEL,
        (payload) => this.#queue(() => this.#reload(JSON.parse(payload) as number[])),
        (error) => log.warn({ err: error }, 'price alerts: listening failed; listening again'),
        // Every (re)connection loads everything: a NOTIFY sent while not listening is never lost.
        () => this.#queue(() => this.#loadAll()).then(resolve),
      );
    });
    this.#stopTicks = feed.onTick(() => this.evaluate());
    this.evaluate();
  }

  async stop(): Promise<void> {
    this.#stopTicks?.();
    await this.#stopListening?.();
    await this.#work;
  }

  /** Waits for the database work asked so far (tests: a fire written, a change loaded). */
  settled(): Promise<void> {
    return this.#work;
  }

  /** One pass over the index at the market's prices now; what fired or was armed again is written after. */
  evaluate(): void {
    const prices = this.deps.market.prices();
    const at = this.deps.clock.now().getTime();
    const fired: Taken[] = [];
    const rearmed: Taken[] = [];
    for (const coin of COINS) {
      const entry = prices[coin];
      const mid = toMinorUnits(entry.average_price, 'INR');
      const hour = moveBps(this.#windows.hourStart(coin, at, mid), mid);
      const outcome = this.#index.tick(coin, mid, { '1h': hour, '24h': changeBps(entry.change) });
      for (const id of outcome.fired) fired.push({ id, version: this.#versions.get(id) ?? 0, price: mid });
      for (const id of outcome.rearmed)
        rearmed.push({ id, version: this.#versions.get(id) ?? 0, price: mid });
    }
    if (fired.length > 0 || rearmed.length > 0) void this.#queue(() => this.#write(fired, rearmed));
  }

  #queue(work: () => Promise<void>): Promise<void> {
    this.#work = this.#work.then(work).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'price alerts: database work failed');
    });
    return this.#work;
  }

  async #loadAll(): Promise<void> {
    const rows = await activeAlertRows(this.deps.db);
    const index = new AlertIndex();
    const versions = new Map<number, number>();
    for (const row of rows) {
      const alert = watched(row);
      index.put(alert);
      versions.set(alert.id, alert.version);
    }
    this.#index = index;
    this.#versions = versions;
  }

  /** Watches the alerts as they are now in the database. */
  async #reload(ids: readonly number[]): Promise<void> {
    const rows = new Map((await alertRows(this.deps.db, ids)).map((row) => [Number(row.id), row]));
    for (const id of ids) this.#watch(id, rows.get(id));
  }

  #watch(id: number, row: AlertRow | undefined): void {
    if (row?.status !== 'active') {
      this.#index.drop(id);
      this.#versions.delete(id);
      return;
    }
    const alert = watched(row);
    this.#index.put(alert);
    this.#versions.set(id, alert.version);
  }

  /**
   * Writes the fires still armed at the version the tick saw, each with its message, and the alerts armed again; every
   * provider then reloads them. A failed write reloads them here, so the index holds what the database does.
   */
  async #write(fired: readonly Taken[], rearmed: readonly Taken[]): Promise<void> {
    const { db, events } = this.deps;
    const ids = [...fired, ...rearmed].map((taken) => taken.id);
    try {
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql<AlertRow>`
          update price_alerts a set armed = false, fired_count = a.fired_count + 1, last_fired_at = now(),
            last_fired_paise = t.price, status = case when a.repeat = 'once' then 'fired' else a.status end,
            updated_at = now()
          from unnest(${fired.map((t) => t.id)}::bigint[], ${fired.map((t) => t.version)}::int[],
            ${fired.map((t) => t.price.toString())}::bigint[]) as t(id, version, price)
          where a.id = t.id and a.version = t.version and a.status = 'active' and a.armed
          returning a.*`.execute(trx);
        await sql`
          update price_alerts a set armed = true, updated_at = now()
          from unnest(${rearmed.map((t) => t.id)}::bigint[], ${rearmed.map((t) => t.version)}::int[]) as t(id, version)
          where a.id = t.id and a.version = t.version and a.status = 'active' and not a.armed`.execute(trx);
        await events.recordMany(
          trx,
          rows.map((row) => {
            const alert = toWire(row);
            return messageEvent(
              row.user_id,
              'price_alert',
              {
                alert_id: alert.id,
                coin: alert.coin,
                kind: alert.kind,
                price: alert.price,
                percent: alert.percent,
                window: alert.window,
                at_price: fromMinorUnits(BigInt(row.last_fired_paise ?? 0), 'INR'),
                once: alert.repeat === 'once',
              },
              `price_alert:${alert.id}:${row.fired_count}`,
            );
          }),
        );
        await alertsChanged(trx, ids);
      });
    } catch (error) {
      this.deps.log.error(
        { err: error, alerts: ids.length },
        'price alerts: a fire was not written; reloading',
      );
      await this.#reload(ids);
    }
  }
}
