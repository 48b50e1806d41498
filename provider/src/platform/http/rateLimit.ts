// Fixed-window counters in PostgreSQL: every provider process on one database shares them, and the clock moves them.
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

interface Hit {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
  /** When the counted window began (names it). */
  windowStart: Date;
}

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The attempts counted under `key` in the current window, without counting one. */
  async count(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', this.#windowStart(windowSeconds))
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** Forgets every count under `key` (a success that ends what the counts were for). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  #windowStart(windowSeconds: number): Date {
    const now = this.clock.now().getTime();
    return new Date(now - (now % (windowSeconds * 1000)));
  }

  /** Counts one attempt under `key`; allowed while the window's count stays within `limit`. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<Hit> {
    const now = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const start = this.#windowStart(windowSeconds);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: start, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return {
      allowed: row.count <= limit,
      count: row.count,
      retryAfterSeconds: (start.getTime() + windowMs - now) / 1000,
      windowStart: start,
    };
  }
}
