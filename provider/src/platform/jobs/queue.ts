// Jobs that must run exactly once (docs/architecture.md): pg-boss, keeping its state in the provider's own PostgreSQL (its
// `pgboss` schema), so a restart or a second provider process never drops a due job or runs it twice.
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

interface JobOptions {
  /** Run no sooner than this many seconds from now. */
  delaySeconds?: number;
  /** At most one queued job per key: a second send with the same key is dropped. */
  singletonKey?: string;
}

type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** pg-boss talks through our pool (or the caller's transaction), so a job is queued atomically with its cause. */
function sqlOver(db: Database | Trx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, { handler: JobHandler; batchSize: number }>();
  #started: Promise<void> | null = null;

  constructor(
    db: Database,
    private readonly options: { pollSeconds: number; onError: (error: unknown) => void },
  ) {
    this.#boss = new PgBoss({ db: sqlOver(db), supervise: true, schedule: false });
    this.#boss.on('error', options.onError);
  }

  /**
   * Names a queue and its handler; call before start(). `batchSize` jobs are fetched per poll (default 1) and run one
   * after the other; if one throws, the whole batch is retried, so only a handler safe to rerun should take more.
   */
  handle(name: string, handler: JobHandler, options: { batchSize?: number } = {}): void {
    this.#handlers.set(name, { handler, batchSize: options.batchSize ?? 1 });
  }

  /** Creates pg-boss's schema on first use, its queues, and starts polling for due jobs. */
  start(): Promise<void> {
    this.#started ??= (async () => {
      await this.#boss.start();
      for (const [name, { handler, batchSize }] of this.#handlers) {
        await this.#boss.createQueue(name);
        await this.#boss.work<Record<string, unknown>>(
          name,
          { pollingIntervalSeconds: this.options.pollSeconds, batchSize },
          async (jobs) => {
            for (const job of jobs) await handler(job.data);
          },
        );
      }
    })();
    return this.#started;
  }

  /** Queues a job inside the caller's transaction: it exists exactly when the transaction commits. */
  async send(trx: Trx, name: string, data: Record<string, unknown>, options: JobOptions = {}): Promise<void> {
    await this.start();
    await this.#boss.send(name, data, {
      db: sqlOver(trx),
      ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => {});
    // close: false — the pool is ours and the app closes it after.
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }
}
