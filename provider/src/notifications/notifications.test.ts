// §7 notifications against a real provider: GET /user/notifications?page in §3's item shape, newest first in pages
// of 4 with the unread total, and mark one read (only one's own).
import { notificationsPageResponseSchema } from '@sikka/shared/notifications/schemas';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN = 'notifications-test-admin-token-0123456789';
const provider = providerForFile({ env: { ADMIN_TOKEN: ADMIN } });

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
