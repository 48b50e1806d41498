// An operator's announcement fanned out to a segment of users as notifications, in batches on the job queue: each
// batch is its own transaction (the next BATCH_SIZE users after `last_user_id`, in id order, inserted with
// `on conflict (announcement_id, user_id) do nothing`, and `last_user_id` advanced), never one giant one. A job runs
// batches for about JOB_MS and then queues its successor inside its last batch's transaction, so the chain goes on
// exactly when that batch commits. A provider stopped or killed mid-way resumes on start (every unfinished
// announcement gets a job); a second job on the same announcement waits on its row lock and re-reads the progress,
// so nobody is notified twice, and the unique key backs that up. Each user hears it as they chose for its category
// (docs/messages.md "What reaches you"): a notification if they keep it in the app, an SMS or e-mail if they chose one.
import {
  ANNOUNCEMENT_CATEGORIES,
  DEFAULT_PREFERENCES,
  isLocked,
  outsideText,
} from '@sikka/shared/notifications/preferences';
import type { AnnouncementProgress, announcementRequestSchema } from '@sikka/shared/notifications/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { JobQueue } from '../../platform/jobs/queue.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

const ANNOUNCEMENT_JOB = 'announcement-fan-out';

/**
 * The users a segment names, by §4's derivation (shared/src/user/verification.ts): verified is
 * verification_status 21 with status 1; unverified is neither verified nor pending (pending: status 0 and a
 * verification_status other than 0, 22, 23), so a profile under review hears only announcements to all.
 */
function segmentFilter(segment: string) {
  const verified = sql`(u.verification_status = 21 and u.status = 1)`;
  const pending = sql`(u.status = 0 and u.verification_status not in (0, 22, 23))`;
  if (segment === 'verified') return verified;
  if (segment === 'unverified') return sql`not ${verified} and not ${pending}`;
  return sql`true`;
}

interface AnnouncementOptions {
  /** Users per batch (one transaction each). */
  batchSize: number;
  /** How long one job runs batches before it hands on to its successor (0: one batch per job). */
  jobMs: number;
}

export class Announcements {
  readonly #queue: JobQueue;
  #stopping = false;

  constructor(
    private readonly db: Database,
    private readonly events: UserEvents,
    private readonly options: AnnouncementOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#queue = new JobQueue(db, {
      pollSeconds: 0.5,
      onError: (error) => log?.warn({ err: error }, 'announcement queue error'),
    });
    this.#queue.handle(ANNOUNCEMENT_JOB, async (data) => this.#run(Number(data.announcement_id)));
  }

  /** POST /admin/announcements: the announcement and its first job, in one transaction. */
  async create(request: z.output<typeof announcementRequestSchema>): Promise<AnnouncementProgress> {
    // pg-boss's schema and queue exist before the transaction that queues on them.
    await this.#queue.start();
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('announcements')
        .values({
          reward_type_name: request.reward_type_name,
          subject: request.subject,
          body: request.body,
          description: request.description ?? null,
          segment: request.segment,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.#queue.send(trx, ANNOUNCEMENT_JOB, { announcement_id: row.id });
      return row.id;
    });
    return (await this.progress(id)) as AnnouncementProgress;
  }

  async progress(id: number): Promise<AnnouncementProgress | undefined> {
    const row = await this.db
      .selectFrom('announcements')
      .select(['id', 'reward_type_name', 'subject', 'segment', 'created_at', 'last_user_id', 'done_at'])
      .select((eb) =>
        eb
          .selectFrom('notifications')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('notifications.announcement_id', '=', 'announcements.id')
          .as('notified'),
      )
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      reward_type_name: row.reward_type_name,
      subject: row.subject,
      segment: row.segment,
      created_at: row.created_at.toISOString(),
      last_user_id: row.last_user_id,
      notified: Number(row.notified ?? 0),
      done: row.done_at !== null,
      done_at: row.done_at?.toISOString() ?? null,
    };
  }

  /** Resumes every unfinished fan-out (a provider stopped or killed mid-way); starts the queue only if needed. */
  async start(): Promise<void> {
    this.#stopping = false;
    const unfinished = await this.db
      .selectFrom('announcements')
      .select('id')
      .where('done_at', 'is', null)
      .orderBy('id')
      .execute();
    if (unfinished.length === 0) return;
    await this.#queue.start();
    for (const { id } of unfinished)
      await this.db
        .transaction()
        .execute((trx) => this.#queue.send(trx, ANNOUNCEMENT_JOB, { announcement_id: id }));
  }

  async stop(): Promise<void> {
    // A running job hands on at its next batch; stop() waits for that batch (pg-boss's graceful stop).
    this.#stopping = true;
    await this.#queue.stop();
  }

  /** One job: batches until done, or until its time is up (then its last batch queues the next job). */
  async #run(id: number): Promise<void> {
    const until = Date.now() + this.options.jobMs;
    for (;;) {
      const handOn = () => this.#stopping || Date.now() >= until;
      const state = await this.db.transaction().execute((trx) => this.batch(trx, id, handOn));
      if (state !== 'more') return;
    }
  }

  /**
   * One batch in `trx`: the next users of the segment after the progress, notified, and the progress advanced;
   * 'done' marks the announcement finished. When more remain and `handOn()` says so, the next job is queued here.
   */
  async batch(trx: Trx, id: number, handOn: () => boolean): Promise<'more' | 'done' | 'handed-on'> {
    // Batches of one announcement never overlap: a second job waits here, then reads the progress the first left.
    const announcement = await trx
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!announcement || announcement.done_at !== null) return 'done';
    const size = this.options.batchSize;
    const category =
      ANNOUNCEMENT_CATEGORIES[announcement.reward_type_name as keyof typeof ANNOUNCEMENT_CATEGORIES];
    const byDefault = DEFAULT_PREFERENCES[category];
    const chosen = (channel: 'in_app' | 'sms' | 'email') =>
      sql<boolean>`coalesce(c.${sql.raw(channel)}, ${byDefault[channel]})`;
    const text = outsideText(category, announcement.subject);
    const key = `announcement:${announcement.id}`;
    const { rows } = await sql<{ seen: number; last_id: number | null; written: number[]; queued: number }>`
      with batch as (
        select u.id, u.mobile_number, u.email from users u
        where u.id > ${announcement.last_user_id} and ${segmentFilter(announcement.segment)}
        order by u.id limit ${size}
      ), chosen as (
        -- Only the switches people set (most have none): the rest follow the defaults.
        select p.user_id,
          bool_or(p.enabled) filter (where p.channel = 'in_app') as in_app,
          bool_or(p.enabled) filter (where p.channel = 'sms') as sms,
          bool_or(p.enabled) filter (where p.channel = 'email') as email
        from notification_preferences p
        where p.category = ${category} and p.user_id in (select id from batch)
        group by p.user_id
      ), reach as (
        select b.id,
          ${isLocked(category, 'in_app')} or ${chosen('in_app')} as in_app,
          ${chosen('sms')} and b.mobile_number is not null as sms,
          -- The account's e-mail address is a verified one (set only by the code sent to it).
          ${chosen('email')} and b.email is not null as email
        from batch b left join chosen c on c.user_id = b.id
      ), written as (
        insert into notifications (user_id, reward_type_name, subject, body, description, announcement_id)
        select id, ${announcement.reward_type_name}, ${announcement.subject}, ${announcement.body},
          ${announcement.description}, ${announcement.id}
        from reach where in_app
        on conflict (announcement_id, user_id) do nothing
        returning user_id
      ), queued as (
        insert into message_deliveries (user_id, dedupe_key, channel, text)
        select id, ${key}, 'sms', ${text} from reach where sms
        union all
        select id, ${key}, 'email', ${text} from reach where email
        on conflict (user_id, dedupe_key, channel) do nothing
        returning id
      )
      select (select count(*)::int from batch) as seen, (select max(id) from batch) as last_id,
        coalesce((select array_agg(user_id) from written), '{}') as written,
        (select count(*)::int from queued) as queued`.execute(trx);
    const { seen, last_id, written, queued } = rows[0] ?? { seen: 0, last_id: null, written: [], queued: 0 };
    const done = seen < size;
    await trx
      .updateTable('announcements')
      .set({ last_user_id: last_id ?? announcement.last_user_id, ...(done ? { done_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();
    // The bell's counts move for whoever is watching (one NOTIFY per 500 users; no message is written).
    await this.events.changedMany(trx, written, 'notification');
    if (queued > 0) await this.events.deliveriesQueued(trx);
    if (done) {
      this.log?.info({ announcement: id }, 'announcement fanned out');
      return 'done';
    }
    if (!handOn()) return 'more';
    await this.#queue.send(trx, ANNOUNCEMENT_JOB, { announcement_id: id });
    return 'handed-on';
  }
}
