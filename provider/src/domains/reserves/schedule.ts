// The proof-of-reserves schedule (docs/reserves.md "The schedule"): every RESERVES_SNAPSHOT_EVERY_MS a snapshot is
// due, counted from the newest published one (or from the process's start before the first). A due snapshot is
// queued as one job whichever provider process notices it first, so two processes never take it twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';

const SNAPSHOT_JOB = 'reserves-snapshot';
/** How often a process looks whether a snapshot is due (never less often than the period itself). */
const LOOK_EVERY_MS = 15 * 60_000;

export class ReserveSchedule {
  #timer: NodeJS.Timeout | undefined;
  #startedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: {
      /** RESERVES_SNAPSHOT_EVERY_MS; 0: no schedule. */
      everyMs: number;
      queue: JobQueue;
      take: () => Promise<unknown>;
      log: FastifyBaseLogger;
    },
  ) {
    options.queue.handle(SNAPSHOT_JOB, async () => {
      // A job queued while another ran finds the snapshot already taken.
      if (!(await this.due())) return;
      try {
        await options.take();
      } catch (error) {
        // Another process's snapshot is under way: this one is not needed.
        if (error instanceof HttpError && error.status === 409) return;
        throw error;
      }
    });
  }

  /** True when the newest published snapshot (or the start, before the first) is a period old. */
  async due(): Promise<boolean> {
    const newest = await this.db
      .selectFrom('reserve_snapshots')
      .select('taken_at')
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const since = newest ? newest.taken_at.getTime() : this.#startedAt;
    return this.clock.now().getTime() - since >= this.options.everyMs;
  }

  start(): void {
    const { everyMs, queue, log } = this.options;
    this.#startedAt = this.clock.now().getTime();
    if (everyMs <= 0) return;
    const look = async () => {
      if (!(await this.due())) return;
      await queue.start();
      await this.db
        .transaction()
        .execute((trx) => queue.send(trx, SNAPSHOT_JOB, {}, { singletonKey: SNAPSHOT_JOB }));
    };
    this.#timer = setInterval(
      () => void look().catch((error: unknown) => log.warn({ err: error }, 'reserves snapshot not queued')),
      Math.min(everyMs, LOOK_EVERY_MS),
    ).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.options.queue.stop();
  }
}
