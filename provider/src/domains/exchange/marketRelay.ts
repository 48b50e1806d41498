// What an exchange batch tells the other provider processes, and their side of it: each pair's new trades and top of
// book, and whose orders and balances changed. Sent by NOTIFY in the batch's own transaction (delivered only if it
// commits, in commit order), so a process that does not own a pair still serves its market data and pushes.
import { randomUUID } from 'node:crypto';
import type { Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Database, listenTo } from '../../platform/db/database.ts';
import { type MarketData, type TradeTick, tradeTicks } from './marketData.ts';
import type { BookTop, SealedBatch } from './sequencer.ts';

export const MARKET_RELAY_CHANNEL = 'sikka_exchange_market';
/** Trades or users per message: a payload stays well under PostgreSQL's 8000 bytes. */
const TRADES_PER_MESSAGE = 40;
const USERS_PER_MESSAGE = 500;

/** A payload is the sending process's id, a space, and one of these as JSON. */
type RelayMessage =
  | { kind: 'trades'; pair: Pair; trades: TradeTick[] }
  | { kind: 'book'; pair: Pair; book: BookTop }
  | { kind: 'users'; users: number[] }
  /** The pair's past was rewritten (a new exchange's history): read its market data afresh. */
  | { kind: 'reload'; pair: Pair };

interface RelayTargets {
  market: MarketData;
  /** Whether this process owns the pair (then it made the message itself, or it is stale). */
  owns: (pair: Pair) => boolean;
  /** The person's balances changed in another process. */
  walletsChanged: (userId: number) => void;
  /** Reads a pair's market data afresh from the database. */
  reload: (pair: Pair) => Promise<void>;
}

export class MarketRelay {
  /** This process, so it skips what it told itself. */
  readonly #id = randomUUID();
  #stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** A committed batch's messages: its trades and book top per pair, then the people it changed. */
  messages(sealed: SealedBatch): string[] {
    const out: RelayMessage[] = [];
    for (const [pair, trades] of tradeTicks(sealed.batch.trades))
      for (let i = 0; i < trades.length; i += TRADES_PER_MESSAGE)
        out.push({ kind: 'trades', pair, trades: trades.slice(i, i + TRADES_PER_MESSAGE) });
    for (const [pair, book] of sealed.books) out.push({ kind: 'book', pair, book });
    const users = [...new Set([...sealed.batch.usersChanged, ...sealed.byUser.keys()])];
    for (let i = 0; i < users.length; i += USERS_PER_MESSAGE)
      out.push({ kind: 'users', users: users.slice(i, i + USERS_PER_MESSAGE) });
    return out.map((message) => this.#payload(message));
  }

  /** Has every other process read the pairs' market data afresh (their past was just written). */
  async reloaded(pairs: readonly Pair[]): Promise<void> {
    const messages = pairs.map((pair) => this.#payload({ kind: 'reload', pair }));
    await sql`select pg_notify(${MARKET_RELAY_CHANNEL}, p) from unnest(${messages}::text[]) as p`.execute(
      this.db,
    );
  }

  #payload(message: RelayMessage): string {
    return `${this.#id} ${JSON.stringify(message)}`;
  }

  /** Applies what the other processes' batches tell, from the moment the answer resolves (listening) on. */
  start(targets: RelayTargets): Promise<void> {
    return new Promise((listening) => {
      this.#stopListening = listenTo(
        this.db,
        MARKET_RELAY_CHANNEL,
        (payload) => {
          void this.#apply(targets, payload).catch((error: unknown) =>
            this.log?.warn({ err: error }, 'exchange relay: a message could not be applied'),
          );
        },
        (error) => this.log?.warn({ err: error }, 'exchange relay: listening failed; listening again'),
        listening,
      );
    });
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
  }

  async #apply(targets: RelayTargets, payload: string): Promise<void> {
    const space = payload.indexOf(' ');
    if (payload.slice(0, space) === this.#id) return;
    const message = JSON.parse(payload.slice(space + 1)) as RelayMessage;
    if (message.kind === 'users') {
      for (const userId of message.users) {
        targets.walletsChanged(userId);
        await targets.market.ordersChanged(userId);
      }
      return;
    }
    if (targets.owns(message.pair)) return;
    if (message.kind === 'trades') targets.market.addTrades(message.pair, message.trades);
    else if (message.kind === 'book') targets.market.book(message.pair, message.book);
    else await targets.reload(message.pair);
  }
}
