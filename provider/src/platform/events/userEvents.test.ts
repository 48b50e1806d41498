// A user's events against a real provider on PostgreSQL: the message is written in the event's transaction and pushed
// on the events channel only once that commits; a rolled-back event writes and pushes nothing; a repeated one, once.
import { eventsChannel } from '@sikka/shared/realtime/stream';
import { createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const provider = providerForFile();

async function watchEvents(token: string, userId: number) {
  const socket = new WebSocket(`${provider.url.replace('http', 'ws')}/stream`);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ event: 'subscribe', channel: eventsChannel(userId), token }));
  const next = async (predicate: (m: Record<string, unknown>) => boolean, timeoutMs = 3_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, messages, next };
}

describe('user events: a message per event, pushed after commit', () => {
  it('writes the message in the transaction and pushes it with the unread counts once it commits', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const watcher = await watchEvents(token, user.id);
    const snapshot = await watcher.next((m) => m.event === 'subscribed');
    expect(snapshot?.data).toEqual({
      topic: null,
      message: null,
      unread: { messages: 0, notifications: 0, rewards: 0 },
    });

    const event = {
      userId: user.id,
      kind: 'deposit_credited' as const,
      topic: 'deposit' as const,
      title: 'Deposit credited',
      body: '₹500.00 is in your wallet',
      dedupeKey: 'test:1',
    };
    // Rolled back: no message, no push.
    await provider.db
      .transaction()
      .execute(async (trx) => {
        await provider.app.userEvents.record(trx, event);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(
      await watcher.next((m) => m.event === undefined && m.channel === eventsChannel(user.id), 500),
    ).toBeNull();

    await provider.db.transaction().execute((trx) => provider.app.userEvents.record(trx, event));
    await provider.db.transaction().execute((trx) => provider.app.userEvents.record(trx, event));
    const pushed = await watcher.next((m) => m.event === undefined && m.channel === eventsChannel(user.id));
    expect(pushed?.data).toMatchObject({
      topic: 'deposit',
      message: {
        kind: 'deposit_credited' as const,
        title: 'Deposit credited',
        message: '₹500.00 is in your wallet',
      },
      unread: { messages: 1 },
    });
    const rows = await provider.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      watcher.messages.filter((m) => m.event === undefined && m.channel === eventsChannel(user.id)),
    ).toHaveLength(1);
    watcher.socket.terminate();
  });

  it('recordMany writes each new event once and pushes each after commit (an exchange batch)', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const watcher = await watchEvents(token, user.id);
    await watcher.next((m) => m.event === 'subscribed');
    const event = (n: number) => ({
      userId: user.id,
      kind: 'order_filled' as const,
      topic: 'order' as const,
      title: 'Buy order filled',
      body: `fill ${n}`,
      dedupeKey: `order:${n}:filled:1`,
    });
    await provider.db
      .transaction()
      .execute((trx) => provider.app.userEvents.recordMany(trx, [event(1), event(2)]));
    // A replay of one with a new one: only the new one is written and pushed.
    await provider.db
      .transaction()
      .execute((trx) => provider.app.userEvents.recordMany(trx, [event(2), event(3)]));
    await watcher.next((m) => (m.data as { message?: { message?: string } })?.message?.message === 'fill 3');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pushed = watcher.messages
      .filter((m) => m.event === undefined && m.channel === eventsChannel(user.id))
      .map((m) => (m.data as { message: { message: string } }).message.message);
    expect(pushed.sort()).toEqual(['fill 1', 'fill 2', 'fill 3']);
    const rows = await provider.db
      .selectFrom('messages')
      .select('body')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.body).sort()).toEqual(['fill 1', 'fill 2', 'fill 3']);
    watcher.socket.terminate();
  });

  it('a listener hears all fresh events of its kinds in one call, in order, and none recorded before', async () => {
    const user = await createUser(provider.url);
    const heard: string[][] = [];
    provider.app.userEvents.on(['email_changed', 'two_factor_changed'], async (_trx, events) => {
      heard.push(events.map((event) => event.dedupeKey));
    });
    const event = (kind: 'email_changed' | 'two_factor_changed' | 'new_sign_in', n: number) => ({
      userId: user.id,
      kind,
      topic: 'message' as const,
      title: 'T',
      body: 'B',
      dedupeKey: `listener:${user.id}:${n}`,
    });
    await provider.db
      .transaction()
      .execute((trx) =>
        provider.app.userEvents.recordMany(trx, [
          event('email_changed', 1),
          event('new_sign_in', 2),
          event('two_factor_changed', 3),
          event('email_changed', 4),
        ]),
      );
    // A replay with one new event: the listener hears only the new one.
    await provider.db
      .transaction()
      .execute((trx) =>
        provider.app.userEvents.recordMany(trx, [event('email_changed', 1), event('two_factor_changed', 5)]),
      );
    // Nothing of its kinds that is new: it is not called at all.
    await provider.db
      .transaction()
      .execute((trx) => provider.app.userEvents.recordMany(trx, [event('new_sign_in', 6)]));
    const key = (n: number) => `listener:${user.id}:${n}`;
    expect(heard).toEqual([[key(1), key(3), key(4)], [key(5)]]);
  });
});
