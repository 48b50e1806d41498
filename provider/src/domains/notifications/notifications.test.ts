// §7 notifications against a real provider: GET /user/notifications?page in §3's item shape, newest first in pages
// of 4 with the unread total, and mark one read (only one's own); an operator's announcement fanned out in batches
// (here of 2 users, one batch per job) to its segment, each user once, also across a restart in the middle.
import { notificationsPageResponseSchema } from '@sikka/shared/notifications/schemas';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN = 'notifications-test-admin-token-0123456789';
const provider = providerForFile({
  env: { ADMIN_TOKEN: ADMIN, ANNOUNCEMENT_BATCH_SIZE: '2', ANNOUNCEMENT_JOB_MS: '0' },
});
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(provider, method, url, { bearer: ADMIN, ...(body === undefined ? {} : { body }) });

async function person() {
  const user = await createUser(provider.url);
  const { token } = await signIn(provider, user.mobile_number as string);
  return { id: user.id, token };
}

async function notificationsOf(token: string, page = 1) {
  const answer = await call(provider, 'GET', `/user/notifications?page=${page}`, { bearer: token });
  expect(answer.status).toBe(200);
  return notificationsPageResponseSchema.parse(answer.body);
}

describe('GET /user/notifications and mark as read', () => {
  it('lists §3 items newest first with the unread total; marks one of its own read, 404 for another', async () => {
    const me = await person();
    const other = await person();
    await provider.db
      .insertInto('notifications')
      .values([
        ...[1, 2, 3, 4, 5].map((n) => ({
          user_id: me.id,
          reward_type_name: 'GENERIC' as const,
          subject: `Subject ${n}`,
          body: `Body ${n}`,
          description: n === 5 ? 'Read more' : null,
        })),
        {
          user_id: me.id,
          reward_type_name: 'REWARDS' as const,
          subject: 'A card',
          body: 'Scratch it',
          reward_id: 77,
        },
        { user_id: other.id, reward_type_name: 'OFFERS' as const, subject: 'Theirs', body: 'Not mine' },
      ])
      .execute();
    const first = await notificationsOf(me.token);
    expect(first).toMatchObject({ current_page: 1, per_page: 4, total: 6, unread: 6 });
    expect(first.data[0]).toMatchObject({
      reward_type_name: 'REWARDS',
      data: { subject: 'A card', messageBody: { text: 'Scratch it' } },
      reward_id: 77,
      is_read: 0,
    });
    expect(first.data[1]).toMatchObject({
      data: { subject: 'Subject 5', messageBody: { text: 'Body 5' } },
      description: 'Read more',
      reward_id: null,
    });
    expect((await notificationsOf(me.token, 2)).data.map((n) => n.data.subject)).toEqual([
      'Subject 2',
      'Subject 1',
    ]);

    const mark = (token: string, id: number) =>
      call(provider, 'POST', '/user/notifications/mark-as-read', { bearer: token, body: { id } });
    const target = first.data[1]?.id ?? 0;
    expect(await mark(me.token, target)).toMatchObject({ status: 200, body: { message: 'Marked as read' } });
    expect(await mark(me.token, target)).toMatchObject({ status: 200 });
    const after = await notificationsOf(me.token);
    expect(after.unread).toBe(5);
    expect(after.data.map((n) => n.is_read)).toEqual([0, 1, 0, 0]);
    const theirs = (await notificationsOf(other.token)).data[0]?.id ?? 0;
    expect(await mark(me.token, theirs)).toMatchObject({
      status: 404,
      body: { message: 'No such notification' },
    });
    expect((await notificationsOf(other.token)).unread).toBe(1);
    expect((await call(provider, 'GET', '/user/notifications')).status).toBe(401);
  });
});

/** Polls the announcement's progress until `done(progress)` (or 20 s). */
async function progressUntil(id: number, done: (progress: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 400; i++) {
    const answer = await admin('GET', `/admin/announcements/${id}`);
    expect(answer.status).toBe(200);
    if (done(answer.body)) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`announcement ${id} did not get there`);
}

/** How many notifications of the announcement each user has. */
async function perUser(announcementId: number): Promise<Map<number, number>> {
  const rows = await provider.db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('announcement_id', '=', announcementId)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
}

const allUserIds = async () =>
  (await provider.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);

describe('POST /admin/announcements: a fan-out in batches', () => {
  it('notifies each user of its segment once, and nobody else', async () => {
    const verified = await Promise.all([1, 2, 3].map(() => createUser(provider.url, { state: 'verified' })));
    const unverified = await createUser(provider.url);
    const pending = await createUser(provider.url, { state: 'pending' });
    const started = await admin('POST', '/admin/announcements', {
      reward_type_name: 'OFFERS',
      subject: 'Zero fees this weekend',
      body: 'Trade BTC with no exchange fee until Sunday.',
      description: 'Offer ends Sunday 23:59 IST',
      segment: 'verified',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ segment: 'verified', done: false });
    const done = await progressUntil(started.body.id, (p) => p.done === true);
    const everyVerified = (
      await provider.db
        .selectFrom('users')
        .select('id')
        .where('verification_status', '=', 21)
        .where('status', '=', 1)
        .execute()
    ).map((row) => row.id);
    expect(done.notified).toBe(everyVerified.length);
    const counts = await perUser(started.body.id);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(everyVerified.sort((a, b) => a - b));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const user of verified) expect(counts.get(user.id)).toBe(1);
    expect(counts.has(unverified.id)).toBe(false);
    expect(counts.has(pending.id)).toBe(false);

    const { token } = await signIn(provider, verified[0]?.mobile_number as string);
    expect((await notificationsOf(token)).data[0]).toMatchObject({
      reward_type_name: 'OFFERS',
      data: {
        subject: 'Zero fees this weekend',
        messageBody: { text: 'Trade BTC with no exchange fee until Sunday.' },
      },
      description: 'Offer ends Sunday 23:59 IST',
      is_read: 0,
    });
  });

  it('a provider restarted in the middle of a fan-out finishes it after, with nobody notified twice', async () => {
    await Promise.all(Array.from({ length: 6 }, () => createUser(provider.url)));
    const started = await admin('POST', '/admin/announcements', {
      reward_type_name: 'GENERIC',
      subject: 'Scheduled maintenance',
      body: 'Deposits pause on Sunday 02:00–03:00 IST.',
    });
    expect(started.status).toBe(201);
    const midway = await progressUntil(started.body.id, (p) => Number(p.notified) >= 2);
    expect(midway.done).toBe(false);
    await provider.restart();
    const done = await progressUntil(started.body.id, (p) => p.done === true);
    const users = await allUserIds();
    expect(done).toMatchObject({ notified: users.length, last_user_id: users.at(-1) });
    const counts = await perUser(started.body.id);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(users);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a fan-out left half done by a provider that died (no job left) resumes on start', async () => {
    const users = await allUserIds();
    const half = users[Math.floor(users.length / 2)] as number;
    // What a killed provider leaves: batches committed up to `half`, the batch after it rolled back, no job queued.
    const announcement = await provider.db
      .insertInto('announcements')
      .values({
        reward_type_name: 'GENERIC',
        subject: 'Resumed',
        body: 'After a crash',
        segment: 'all',
        last_user_id: half,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await provider.db
      .insertInto('notifications')
      .values(
        users
          .filter((id) => id <= half)
          .map((id) => ({
            user_id: id,
            reward_type_name: 'GENERIC' as const,
            subject: 'Resumed',
            body: 'After a crash',
            announcement_id: announcement.id,
          })),
      )
      .execute();
    await provider.restart();
    await progressUntil(announcement.id, (p) => p.done === true);
    const counts = await perUser(announcement.id);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(users);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('refuses a bad body on its fields; an unknown announcement is 404', async () => {
    const bad = await admin('POST', '/admin/announcements', {
      reward_type_name: 'REWARDS',
      subject: '',
      body: 'x',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['reward_type_name', 'subject']);
    expect((await admin('GET', '/admin/announcements/999999')).status).toBe(404);
    expect((await call(provider, 'POST', '/admin/announcements', { body: {} })).status).toBe(401);
  });
});

describe('POST /admin/notices: banners and the important message', () => {
  const noticesOf = async (token: string) =>
    (await call(provider, 'GET', '/user/notices', { bearer: token })).body;

  it("sets one user's, then everyone's; a field left out is kept, null clears", async () => {
    const one = await person();
    const another = await person();
    const set = await admin('POST', '/admin/notices', {
      user_id: one.id,
      banners: ['Declaration form pending'],
      important_message: 'Update your nominee',
    });
    expect(set).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(await noticesOf(one.token)).toMatchObject({
      banners: ['Declaration form pending'],
      important_message: 'Update your nominee',
    });
    expect(await noticesOf(another.token)).toMatchObject({ banners: [], important_message: null });

    const everyone = await admin('POST', '/admin/notices', { banners: ['New: USDT-INR on the exchange'] });
    expect(everyone.body.updated).toBe((await allUserIds()).length);
    expect(await noticesOf(one.token)).toMatchObject({
      banners: ['New: USDT-INR on the exchange'],
      important_message: 'Update your nominee',
    });
    expect(await noticesOf(another.token)).toMatchObject({
      banners: ['New: USDT-INR on the exchange'],
      important_message: null,
    });
    await admin('POST', '/admin/notices', { user_id: one.id, important_message: null });
    expect((await noticesOf(one.token)).important_message).toBeNull();
  });

  it('refuses an empty change and an unknown user', async () => {
    expect((await admin('POST', '/admin/notices', { user_id: 1 })).status).toBe(422);
    expect(await admin('POST', '/admin/notices', { user_id: 999_999, banners: [] })).toMatchObject({
      status: 404,
      body: { message: 'No such user' },
    });
  });
});
