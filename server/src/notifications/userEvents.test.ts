// The person's messages, notifications and live events through the BFF against the real provider: a sign-in from a
// new browser (its user-agent forwarded) is a message, pushed at once on notifications.onEvents with the unread
// counts; messages are paged, marked read one by one or all; an operator's announcement arrives as a notification
// (§3 GENERIC) that 'Mark As Read' marks read; and another person's events never reach this subscription.
import type { UserEvent } from '@sikka/shared/realtime/stream';
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { bffClient, bffSocket } from '@sikka/tests/support/bffClient';
import { latestOtp } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'user-events-test-admin-token-0123456789';
const stack = bffForFile({ provider: { env: { ADMIN_TOKEN, ANNOUNCEMENT_BATCH_SIZE: '2' } } });
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The person's live events over the BFF's websocket, opened with their session cookie. */
function watchEvents(cookie: string) {
  const socket = bffSocket(stack.url, { cookie });
  const ws = socket.trpc;
  const snapshots: UserEvent[] = [];
  const updates: UserEvent[] = [];
  const subscription = ws.notifications.onEvents.subscribe(undefined, {
    onData: (frame) => {
      if (frame.type === 'snapshot') snapshots.push(frame.data);
      if (frame.type === 'update') updates.push(frame.data);
    },
  });
  return {
    snapshots,
    updates,
    async close() {
      subscription.unsubscribe();
      await socket.close();
    },
  };
}

/** The same person signing in from another browser (its own user-agent), past the login code's resend wait. */
async function signInFrom(userAgent: string, mobile: string, password: string) {
  stack.provider.clock.advanceSeconds(91);
  const other = bffClient(stack.url, { origin: ORIGIN, headers: { 'user-agent': userAgent } });
  await other.trpc.auth.login.mutate({ mobile_number: mobile, password });
  await other.trpc.auth.verifyOtp.mutate({
    mobile_number: mobile,
    type: 1,
    otp: await latestOtp(stack.provider.url, mobile),
  });
  return other;
}

describe('messages and live events through the BFF', () => {
  it('a sign-in from a new browser is a message, pushed live with the unread counts; read one, then all', async () => {
    const { user, mobile, bff, cookie } = await stack.signedIn();
    const watcher = watchEvents(cookie);
    const snapshot = await until(() => watcher.snapshots[0]);
    expect(snapshot).toEqual({
      topic: null,
      message: null,
      unread: { messages: 0, notifications: 0, rewards: 0 },
    });

    await signInFrom(FIREFOX, mobile, user.password);
    const told = await until(() => watcher.updates.find((event) => event.message?.kind === 'new_sign_in'));
    expect(told.topic).toBe('message');
    expect(told.message?.title).toBe('New sign-in');
    expect(told.message?.message).toContain('Firefox');
    expect(told.unread.messages).toBe(1);

    // The same browser again is not new: no second message.
    await signInFrom(FIREFOX, mobile, user.password);
    const page = await bff.trpc.messages.list.query({ page: 1 });
    expect(page).toMatchObject({ total: 1, unread: 1, current_page: 1 });
    expect(page.data[0]).toMatchObject({ kind: 'new_sign_in', is_read: 0, title: 'New sign-in' });

    await bff.trpc.messages.markAsRead.mutate({ id: page.data[0]?.id as number });
    expect(await bff.trpc.messages.list.query({ page: 1 })).toMatchObject({
      unread: 0,
      data: [{ is_read: 1 }],
    });
    await until(() => watcher.updates.find((event) => event.unread.messages === 0 && event.message === null));

    await signInFrom('Mozilla/5.0 (Macintosh) Safari/605.1.15', mobile, user.password);
    await signInFrom('Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Edg/131.0', mobile, user.password);
    expect(await bff.trpc.messages.list.query({ page: 1 })).toMatchObject({ total: 3, unread: 2 });
    await bff.trpc.messages.markAllRead.mutate();
    expect(await bff.trpc.messages.list.query({ page: 1 })).toMatchObject({ total: 3, unread: 0 });
    await watcher.close();
  });

  it("another person's events never reach my subscription, and a visitor has none", async () => {
    const me = await stack.signedIn();
    const other = await stack.signedIn();
    const watcher = watchEvents(me.cookie);
    await until(() => watcher.snapshots[0]);
    await signInFrom(FIREFOX, other.mobile, other.user.password);
    await until(async () => (await other.bff.trpc.messages.list.query({ page: 1 })).total === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcher.updates).toEqual([]);
    await watcher.close();

    const visitor = stack.browser();
    await expect(visitor.trpc.messages.list.query({ page: 1 })).rejects.toThrow();
  });

  it("an operator's announcement is the person's notification; 'Mark As Read' marks it", async () => {
    const { bff, cookie } = await stack.signedIn();
    const watcher = watchEvents(cookie);
    await until(() => watcher.snapshots[0]);
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    const created = (await (
      await fetch(`${stack.provider.url}/admin/announcements`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          reward_type_name: 'GENERIC',
          subject: 'USDT-INR is open',
          body: 'Trade Tether against rupees on the exchange.',
        }),
      })
    ).json()) as { id: number };
    await until(async () => {
      const progress = (await (
        await fetch(`${stack.provider.url}/admin/announcements/${created.id}`, { headers: admin })
      ).json()) as { done: boolean };
      return progress.done;
    });

    const page = await bff.trpc.notifications.list.query({ page: 1 });
    const item = page.data.find((each) => each.data.subject === 'USDT-INR is open');
    expect(item).toMatchObject({
      reward_type_name: 'GENERIC',
      data: { messageBody: { text: 'Trade Tether against rupees on the exchange.' } },
      is_read: 0,
    });
    expect(page.unread).toBeGreaterThanOrEqual(1);
    await until(() =>
      watcher.updates.find((event) => event.topic === 'notification' && event.unread.notifications > 0),
    );

    await bff.trpc.notifications.markAsRead.mutate({ id: item?.id as number });
    const after = await bff.trpc.notifications.list.query({ page: 1 });
    expect(after.data.find((each) => each.id === item?.id)?.is_read).toBe(1);
    await watcher.close();
  });
});
