// Which exchange pairs this process owns: a pair is owned by the process holding its advisory lock, on one connection
// held for the process's life. A process takes the pairs it prefers when they are free (asking for them back while
// another holds them), any other free pair (one whose owner died) once it has run `takeoverAfterMs`, and hands such a
// pair back when the process that prefers it asks; it records where it takes the commands others forward.
import { EXCHANGE_PAIRS, type Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

const ADVISORY_NAMESPACE = 0x5ecc; // pg_advisory_lock(namespace, pair index)

interface OwnershipOptions {
  /** The pairs this process takes as soon as they are free. */
  preferred: readonly Pair[];
  /** Where other processes reach this one to forward a pair's commands (its HTTP base URL). */
  address: string;
  /** How often free pairs are looked for. */
  pollMs: number;
  /** A pair this process does not prefer is taken only after this long: the process that prefers it may be starting. */
  takeoverAfterMs: number;
}

/** What the exchange does as pairs come and go; a throw from `taken` gives the pairs up again. */
interface PairHooks {
  /** Loads the pairs just taken, before they are looked for again. */
  taken: (pairs: Pair[]) => Promise<void>;
  /** Stops trading pairs handed back (their locks are let go once it returns). */
  given: (pairs: Pair[]) => Promise<void>;
  /** The locks' connection failed: another process may take any pair now, so none may be traded here. */
  lost: () => void;
}

/** A pair is handed back only while the process that prefers it keeps asking (it asks on every poll). */
const WANTED_FOR = '2 seconds';

export class PairOwnership {
  readonly #locked = new Set<Pair>();
  /** The owners' addresses as last read; a failed forward forgets its pair's. */
  readonly #addresses = new Map<Pair, string>();
  #stop: (() => void) | null = null;
  #holder: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: OwnershipOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Starts holding pairs: resolves once the first are taken and loaded (a standby waits here until an owner dies or
   * hands its pairs back); later takeovers and handbacks run their hooks as they happen.
   */
  start(hooks: PairHooks): Promise<void> {
    const started = Date.now();
    let stopped = false;
    const stopping = new Promise<void>((resolve) => {
      this.#stop = () => {
        stopped = true;
        resolve();
      };
    });
    const { preferred, address, pollMs, takeoverAfterMs } = this.options;
    return new Promise<void>((resolve, reject) => {
      let waiting = true;
      const told = new Set<Pair>();
      this.#holder = this.db
        .connection()
        .execute(async (connection) => {
          try {
            while (!stopped) {
              const late = Date.now() - started >= takeoverAfterMs;
              // Pairs whose preferring process is alive and asking for them back.
              const { rows: asked } = await sql<{ pair: Pair }>`
                select pair from exchange_owners where wanted_by is not null and wanted_by <> ${address}
                  and wanted_at > now() - ${WANTED_FOR}::interval`.execute(connection);
              const wanted = new Set(asked.map((row) => row.pair));
              const give = [...this.#locked].filter((pair) => wanted.has(pair) && !preferred.includes(pair));
              if (give.length > 0) await this.#give(connection, give, hooks);
              const got: Pair[] = [];
              for (const [i, pair] of EXCHANGE_PAIRS.entries()) {
                if (this.#locked.has(pair)) continue;
                const mine = preferred.includes(pair);
                if (!mine && (!late || wanted.has(pair))) continue;
                const { rows } = await sql<{ ok: boolean }>`
                  select pg_try_advisory_lock(${ADVISORY_NAMESPACE}, ${i}) as ok`.execute(connection);
                if (rows[0]?.ok) {
                  got.push(pair);
                  continue;
                }
                // Held by another: a pair this process prefers is asked back (only one that does not prefer it gives).
                // The ask is written again only once half its life has gone (a standby polls for good).
                if (mine)
                  await sql`update exchange_owners set wanted_by = ${address}, wanted_at = now()
                    where pair = ${pair} and (wanted_by is distinct from ${address}::text
                      or wanted_at < now() - ${WANTED_FOR}::interval / 2)`.execute(connection);
                if (waiting && !told.has(pair)) {
                  told.add(pair);
                  this.log?.info({ pair }, 'exchange standby: another provider owns the pair');
                }
              }
              if (got.length > 0) await this.#take(connection, got, hooks);
              if (waiting && this.#locked.size > 0) {
                waiting = false;
                resolve();
              }
              await Promise.race([stopping, new Promise((wake) => setTimeout(wake, pollMs))]);
            }
          } finally {
            await sql`select pg_advisory_unlock_all()`.execute(connection);
            this.#locked.clear();
          }
        })
        .catch((error: unknown) => {
          if (waiting) return reject(error);
          this.log?.fatal(
            { err: error },
            'exchange lost the connection holding its pairs; it trades no more',
          );
          hooks.lost();
        });
    });
  }

  /** Records where the pairs' commands go now, then lets the exchange load them; a pair it could not load is let go. */
  async #take(connection: Database, pairs: Pair[], hooks: PairHooks): Promise<void> {
    await sql`
      insert into exchange_owners (pair, address) select p, ${this.options.address} from unnest(${pairs}::text[]) p
      on conflict (pair) do update set address = excluded.address, taken_at = now(), wanted_by = null,
        wanted_at = null`.execute(connection);
    try {
      await hooks.taken(pairs);
      for (const pair of pairs) this.#locked.add(pair);
      this.log?.info({ pairs }, 'exchange: pairs taken');
    } catch (error) {
      this.log?.error({ err: error, pairs }, 'exchange could not load the pairs it took; letting them go');
      await this.#unlock(connection, pairs);
    }
  }

  /** Hands pairs back to the process that prefers them: the exchange stops trading them, then their locks go. */
  async #give(connection: Database, pairs: Pair[], hooks: PairHooks): Promise<void> {
    await hooks.given(pairs);
    for (const pair of pairs) this.#locked.delete(pair);
    await this.#unlock(connection, pairs);
    this.log?.info({ pairs }, 'exchange: pairs handed back');
  }

  async #unlock(connection: Database, pairs: readonly Pair[]): Promise<void> {
    for (const pair of pairs)
      await sql`select pg_advisory_unlock(${ADVISORY_NAMESPACE}, ${EXCHANGE_PAIRS.indexOf(pair)})`.execute(
        connection,
      );
  }

  /** Lets every pair go (after the exchange has finished with them). */
  async stop(): Promise<void> {
    this.#stop?.();
    await this.#holder;
  }

  /** Where the pair's owner takes commands, unless it is this process or nobody has taken it. */
  async addressOf(pair: Pair): Promise<string | null> {
    const known = this.#addresses.get(pair);
    if (known !== undefined) return known;
    const row = await this.db
      .selectFrom('exchange_owners')
      .select('address')
      .where('pair', '=', pair)
      .executeTakeFirst();
    if (!row || row.address === this.options.address) return null;
    this.#addresses.set(pair, row.address);
    return row.address;
  }

  /** The pair's owner could not be reached: its address is read again next time (another may have taken it). */
  forget(pair: Pair): void {
    this.#addresses.delete(pair);
  }
}
