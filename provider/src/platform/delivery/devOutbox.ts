// The development outbox: each message printed to the console and kept in PostgreSQL for GET /dev/outbox.
// PostgreSQL rather than memory: every provider process on one database sees the same outbox, a restart
// keeps it, and each test file's fresh database gives it a fresh outbox for free. Messages sent together (a
// deliveries pass) are kept in one statement, in the order sent.
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { MicroBatch } from '../db/microBatch.ts';
import type { Delivery, OutgoingMessage } from './delivery.ts';

export interface OutboxEntry {
  to: string;
  channel: string;
  purpose: number;
  code: string;
  text: string;
  at: string;
}

const LIST_LIMIT = 100;

export class DevOutbox implements Delivery {
  readonly #writes = new MicroBatch<OutgoingMessage, undefined>((messages) => this.#keep(messages));

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Where the console copy goes (lines, newline-separated); nothing when absent (tests read the outbox). */
    private readonly print?: (lines: string) => void,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.#writes.submit(message);
  }

  async #keep(messages: readonly OutgoingMessage[]): Promise<undefined[]> {
    const at = this.clock.now();
    await this.db
      .insertInto('dev_outbox')
      .values(messages.map((message) => ({ ...message, to: message.to.toLowerCase(), at })))
      .execute();
    // Printed beside the logs, never through them: log lines must not carry OTPs.
    this.print?.(
      messages
        .map(
          ({ channel, to, purpose, text }) =>
            `[dev outbox] ${channel} to ${to} (purpose ${purpose}): ${text}`,
        )
        .join('\n'),
    );
    return messages.map(() => undefined);
  }

  /** Newest first; all recipients when `to` is absent. */
  async list(to?: string): Promise<OutboxEntry[]> {
    let query = this.db.selectFrom('dev_outbox').selectAll().orderBy('id', 'desc').limit(LIST_LIMIT);
    if (to !== undefined) query = query.where('to', '=', to.trim().toLowerCase());
    const rows = await query.execute();
    return rows.map(({ to, channel, purpose, code, text, at }) => ({
      to,
      channel,
      purpose,
      code,
      text,
      at: at.toISOString(),
    }));
  }
}
