// The development outbox: each message printed to the console and kept in PostgreSQL for GET /dev/outbox.
// PostgreSQL rather than memory: every provider process on one database sees the same outbox, a restart
// keeps it, and each test file's fresh database gives it a fresh outbox for free.
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
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
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Where the console copy goes; nothing when absent (tests read the outbox instead). */
    private readonly print?: (line: string) => void,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('dev_outbox')
      .values({ ...message, to: message.to.toLowerCase(), at: this.clock.now() })
      .execute();
    // Printed beside the logs, never through them: log lines must not carry OTPs.
    this.print?.(
      `[dev outbox] ${message.channel} to ${message.to} (purpose ${message.purpose}): ${message.text}`,
    );
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
