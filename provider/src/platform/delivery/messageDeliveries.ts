// The SMS and e-mails of messages and announcements (table message_deliveries, written in their event's transaction),
// handed to the delivery once that commits: on the commit's NOTIFY in every provider process, on start, and every
// SWEEP_MS for any left behind. Rows are claimed with `for update skip locked`, so two processes never send one
// twice; a process drains one pass at a time, in id order, each claimed batch's messages handed over together. A send
// that fails is tried again on later passes, up to MAX_DELIVERY_ATTEMPTS in all.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type Delivery, NOTICE_PURPOSE } from './delivery.ts';

const BATCH = 50;
/** Passes a failing send is tried on before it is given up. */
export const MAX_DELIVERY_ATTEMPTS = 3;
const SWEEP_MS = 60_000;

export class MessageDeliveries {
  #running: Promise<void> | null = null;
  #again = false;
  #sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly delivery: Delivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.drain();
    this.#sweep = setInterval(() => void this.drain(), SWEEP_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#sweep);
    await this.#running;
  }

  /** Sends what is waiting; a call during a pass runs one more pass after it. */
  drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#pass().catch((error: unknown) =>
          this.log.warn({ err: error }, 'message deliveries failed'),
        );
      } while (this.#again);
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Every unsent row once, oldest first, in claimed batches (each batch its own transaction). */
  async #pass(): Promise<void> {
    let after = '0';
    for (;;) {
      const claimed = await this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('message_deliveries as d')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .select(['d.id', 'd.user_id', 'd.channel', 'd.text', 'u.mobile_number', 'u.email'])
          .where('d.sent_at', 'is', null)
          .where('d.attempts', '<', MAX_DELIVERY_ATTEMPTS)
          .where('d.id', '>', after)
          .orderBy('d.id')
          .limit(BATCH)
          .forUpdate('d')
          .skipLocked()
          .execute();
        // Sent together, in id order (the development outbox keeps them in one statement).
        const outcomes = await Promise.all(
          rows.map(async (row) => {
            const to = row.channel === 'sms' ? row.mobile_number : row.email;
            try {
              // A number or address since removed: nothing to send to.
              if (to !== null)
                await this.delivery.send({
                  to,
                  channel: row.channel,
                  purpose: NOTICE_PURPOSE,
                  code: '',
                  text: row.text,
                });
              return true;
            } catch (error) {
              this.log.warn(
                { err: error, userId: row.user_id, channel: row.channel },
                'a message could not be sent',
              );
              return false;
            }
          }),
        );
        const sent = rows.filter((_, i) => outcomes[i]).map((row) => row.id);
        if (rows.length > 0)
          await trx
            .updateTable('message_deliveries')
            .set({
              attempts: sql`attempts + 1`,
              sent_at: sql`case when id = any(${sent}::bigint[]) then now() end`,
            })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        return rows;
      });
      // A short batch was all there was: a row committed since brings its own NOTIFY, and so another pass.
      if (claimed.length < BATCH) return;
      after = (claimed.at(-1) as { id: string }).id;
    }
  }
}
