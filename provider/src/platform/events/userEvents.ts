// What happens to a user, told to them (docs/messages.md): each event is recorded in the event's own database
// transaction (so it is never lost, and never told for something that rolled back) and reaches the person as they
// chose for its category — here, and only here, for every sender: its message in the app (the §3 message, the toast,
// the bell), its SMS and e-mail queued for after the commit. The listeners that react to it (reward campaigns) run in
// the same transaction whatever was chosen, and the push on the user's private `events:<id>` channel follows the
// commit through PostgreSQL's NOTIFY, which is delivered only on commit and reaches every provider process.
import type { MessageKind } from '@sikka/shared/messages/kinds';
import {
  categoryOfKind,
  outsideText,
  preferencesFrom,
  type StoredChoice,
} from '@sikka/shared/notifications/preferences';
import { eventsChannel, type UserEvent, type UserEventTopic } from '@sikka/shared/realtime/stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Database, listenTo } from '../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { StreamHub } from '../realtime/streamHub.ts';
import { reachedBy } from './preferencesRepo.ts';

const NOTIFY_CHANNEL = 'sikka_user_events';

/** One event of one user: the message it writes (its title and body written for the person) and what it is about. */
export interface UserEventInput {
  userId: number;
  /** What happened, e.g. 'deposit_credited' (shared/src/messages/kinds.ts): its category decides what it reaches. */
  kind: MessageKind;
  topic: UserEventTopic;
  title: string;
  body: string;
  data?: Record<string, unknown>;
  /** The event's own key ('deposit:12:credited'): the same event recorded twice writes one message. */
  dedupeKey: string;
}

/**
 * Reacts to the fresh events of its kinds inside their transaction (a campaign awarding rewards), all of one
 * recording in one call, in the order recorded; a throw rolls the events back.
 */
type EventListener = (trx: Trx, events: readonly UserEventInput[]) => Promise<void>;

/** Users per NOTIFY of `changedMany` (a payload stays well under PostgreSQL's 8000 bytes). */
const CHANGED_PER_NOTIFY = 500;

interface NotifiedMany {
  userIds: number[];
  topic: UserEventTopic;
}

interface Notified {
  userId: number;
  topic: UserEventTopic | null;
  message: UserEvent['message'];
}

/** SMS or e-mails were queued (message_deliveries): every process's deliveries drain. */
interface DeliveriesQueued {
  deliveries: true;
}

const DELIVERIES_QUEUED = JSON.stringify({ deliveries: true } satisfies DeliveriesQueued);

export class UserEvents {
  readonly #listeners: { kinds: ReadonlySet<MessageKind>; listener: EventListener }[] = [];
  #onDeliveries: () => void = () => {};
  #stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly stream: StreamHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `listener` once per recording with fresh events of `kinds`: all of them, in their transaction. */
  on(kinds: readonly MessageKind[], listener: EventListener): void {
    this.#listeners.push({ kinds: new Set(kinds), listener });
  }

  /** Called in every process once SMS or e-mails queued by any of them are committed (the deliveries drain). */
  onDeliveries(drain: () => void): void {
    this.#onDeliveries = drain;
  }

  /**
   * Records the event in `trx`: its message if the person keeps its category in the app, its SMS and e-mail if they
   * chose them, and its listeners; the push follows the commit. Recording an event a second time (a retried call)
   * writes, runs, sends and pushes nothing.
   */
  async record(trx: Trx, event: UserEventInput): Promise<void> {
    await this.recordMany(trx, [event]);
  }

  /**
   * Several events in one transaction (an exchange batch's fills): one statement each for their keys, messages and
   * deliveries, each listener once with the new events of its kinds, and one NOTIFY statement for their pushes.
   * Events already recorded write, run and push nothing.
   */
  async recordMany(trx: Trx, events: readonly UserEventInput[]): Promise<void> {
    if (events.length === 0) return;
    // The events not recorded before, each with whom it can reach and what they chose (one statement: the exchange's
    // batches wait on it).
    const { rows: fresh } = await sql<{
      user_id: number;
      dedupe_key: string;
      mobile_number: string | null;
      email: string | null;
      choices: StoredChoice[];
    }>`
      with fresh as (
        insert into recorded_events (user_id, dedupe_key)
        select * from unnest(${events.map((event) => event.userId)}::int[],
          ${events.map((event) => event.dedupeKey)}::text[])
        on conflict (user_id, dedupe_key) do nothing
        returning user_id, dedupe_key
      )
      select f.user_id, f.dedupe_key, u.mobile_number, u.email,
        coalesce((select json_agg(json_build_object('category', p.category, 'channel', p.channel,
          'enabled', p.enabled)) from notification_preferences p where p.user_id = f.user_id), '[]') as choices
      from fresh f join users u on u.id = f.user_id`.execute(trx);
    if (fresh.length === 0) return;
    const byKey = new Map(events.map((event) => [`${event.userId}:${event.dedupeKey}`, event]));
    const recorded: UserEventInput[] = [];
    const shown: UserEventInput[] = [];
    const deliveries: { userId: number; dedupeKey: string; channel: 'sms' | 'email'; text: string }[] = [];
    for (const row of fresh) {
      const event = byKey.get(`${row.user_id}:${row.dedupe_key}`) as UserEventInput;
      recorded.push(event);
      const category = categoryOfKind(event.kind);
      const reached = reachedBy(
        { preferences: preferencesFrom(row.choices), mobile: row.mobile_number, email: row.email },
        category,
      );
      if (reached.inApp) shown.push(event);
      const text = outsideText(category, event.title);
      for (const channel of ['sms', 'email'] as const)
        if (reached[channel] !== null)
          deliveries.push({ userId: event.userId, dedupeKey: event.dedupeKey, channel, text });
    }
    const messageIds = new Map<string, number>();
    if (shown.length > 0 || deliveries.length > 0) {
      const { rows: written } = await sql<{ id: string; user_id: number; dedupe_key: string }>`
        with written as (
          insert into messages (user_id, kind, title, body, data, dedupe_key)
          select * from unnest(${shown.map((event) => event.userId)}::int[],
            ${shown.map((event) => event.kind)}::text[], ${shown.map((event) => event.title)}::text[],
            ${shown.map((event) => event.body)}::text[],
            ${shown.map((event) => JSON.stringify(event.data ?? {}))}::jsonb[],
            ${shown.map((event) => event.dedupeKey)}::text[])
          on conflict (user_id, dedupe_key) do nothing
          returning id, user_id, dedupe_key
        ), queued as (
          insert into message_deliveries (user_id, dedupe_key, channel, text)
          select * from unnest(${deliveries.map((each) => each.userId)}::int[],
            ${deliveries.map((each) => each.dedupeKey)}::text[], ${deliveries.map((each) => each.channel)}::text[],
            ${deliveries.map((each) => each.text)}::text[])
          on conflict (user_id, dedupe_key, channel) do nothing
        )
        select id, user_id, dedupe_key from written`.execute(trx);
      for (const row of written) messageIds.set(`${row.user_id}:${row.dedupe_key}`, Number(row.id));
    }
    // The listeners hear the events in the order given (the statement's rows come in no order of their own).
    const order = new Map(events.map((event, i) => [event, i]));
    recorded.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    for (const { kinds, listener } of this.#listeners) {
      const heard = recorded.filter((event) => kinds.has(event.kind));
      if (heard.length > 0) await listener(trx, heard);
    }
    const payloads: string[] = [];
    for (const event of recorded) {
      const id = messageIds.get(`${event.userId}:${event.dedupeKey}`);
      // Not kept in the app: the topic alone is pushed, so what it changed is fetched again, with no toast.
      const notified: Notified = {
        userId: event.userId,
        topic: event.topic,
        message: id === undefined ? null : { id, kind: event.kind, title: event.title, message: event.body },
      };
      payloads.push(JSON.stringify(notified));
    }
    if (deliveries.length > 0) payloads.push(DELIVERIES_QUEUED);
    await sql`select pg_notify(${NOTIFY_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(
      trx,
    );
  }

  /** The NOTIFY that drains the deliveries an announcement's batch queued, once `trx` commits. */
  async deliveriesQueued(trx: Trx): Promise<void> {
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${DELIVERIES_QUEUED})`.execute(trx);
  }

  /** Pushes a change with no message of its own (a notification, a read) once `trx` commits. */
  async changed(trx: Trx | Database, userId: number, topic: UserEventTopic | null): Promise<void> {
    await this.notify(trx, { userId, topic, message: null });
  }

  /**
   * Pushes one change to many users (an announcement's batch) once `trx` commits: one NOTIFY per CHANGED_PER_NOTIFY
   * users, each relay pushing only to those watching in its process.
   */
  async changedMany(trx: Trx, userIds: readonly number[], topic: UserEventTopic): Promise<void> {
    for (let from = 0; from < userIds.length; from += CHANGED_PER_NOTIFY) {
      const many: NotifiedMany = { userIds: userIds.slice(from, from + CHANGED_PER_NOTIFY), topic };
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(many)})`.execute(trx);
    }
  }

  private async notify(trx: Trx | Database, notified: Notified): Promise<void> {
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(notified)})`.execute(trx);
  }

  /** The user's unread messages, notifications and pending rewards (the channel's snapshot, and each push). */
  async unread(userId: number): Promise<UserEvent['unread']> {
    const { rows } = await sql<{ messages: number; notifications: number; rewards: number }>`
      select
        (select count(*)::int from messages where user_id = ${userId} and not is_read) as messages,
        (select count(*)::int from notifications where user_id = ${userId} and not is_read) as notifications,
        (select count(*)::int from rewards where user_id = ${userId} and status = 'pending') as rewards`.execute(
      this.db,
    );
    return rows[0] ?? { messages: 0, notifications: 0, rewards: 0 };
  }

  /** Starts relaying committed events to the stream (every provider process relays every event it hears). */
  start(): void {
    this.stream.definePrivateState(
      async (userId): Promise<UserEvent> => ({
        topic: null,
        message: null,
        unread: await this.unread(userId),
      }),
      'events',
    );
    this.#stopListening = listenTo(
      this.db,
      NOTIFY_CHANNEL,
      (payload) => void this.#relay(payload),
      (error) =>
        this.log.warn({ err: error }, 'user events: the database connection was lost; listening again'),
    );
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
    this.#stopListening = null;
  }

  async #relay(payload: string): Promise<void> {
    try {
      const parsed = JSON.parse(payload) as Notified | NotifiedMany | DeliveriesQueued;
      if ('deliveries' in parsed) return this.#onDeliveries();
      if ('userIds' in parsed) {
        for (const userId of parsed.userIds) await this.#push({ userId, topic: parsed.topic, message: null });
        return;
      }
      await this.#push(parsed);
    } catch (error) {
      this.log.warn({ err: error }, 'user events: an event could not be pushed');
    }
  }

  async #push(notified: Notified): Promise<void> {
    const channel = eventsChannel(notified.userId);
    // Nobody watching: the counts are read afresh by the next subscriber.
    if (!this.stream.listening(channel)) return;
    const event: UserEvent = {
      topic: notified.topic,
      message: notified.message,
      unread: await this.unread(notified.userId),
    };
    this.stream.publish(channel, event);
  }
}
