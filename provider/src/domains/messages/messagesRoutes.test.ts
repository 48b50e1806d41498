// The transaction messages calls against a real provider: a page of them newest first in §9's pages of 4 with the
// unread total, mark one read (only one's own: another's is 404), mark all read; each read change pushed on the
// person's events channel.
import { messageEvent } from '@sikka/shared/messages/kinds';
import { messagesPageResponseSchema } from '@sikka/shared/messages/schemas';
import { eventsChannel } from '@sikka/shared/realtime/stream';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const provider = providerForFile();

async function person() {
  const user = await createUser(provider.url);
  const { token } = await signIn(provider, user.mobile_number as string);
  return { id: user.id, token };
}

/** Writes `count` deposit messages for the user, as the deposits would (ids 1..count). */
async function deposits(userId: number, count: number) {
  for (let n = 1; n <= count; n++) {
    const event = messageEvent(
      userId,
      'deposit_credited',
      { deposit_id: n, coin: 'INR', amount: `${n}00.00`, held: false },
      `deposit:${n}:credited`,
    );
    await provider.db.transaction().execute((trx) => provider.app.userEvents.record(trx, event));
  }
}

async function page(token: string, n?: number) {
  const answer = await call(provider, 'GET', `/user/messages${n ? `?page=${n}` : ''}`, { bearer: token });
  expect(answer.status).toBe(200);
  return messagesPageResponseSchema.parse(answer.body);
}

const read = (token: string, id: number) =>
  call(provider, 'POST', '/user/messages/mark-as-read', { bearer: token, body: { id } });

describe('GET /user/messages', () => {
  it('pages of 4, newest first, with the total and the unread count; is_read 1/0', async () => {
    const { id, token } = await person();
    expect(await page(token)).toEqual({ data: [], current_page: 1, per_page: 4, total: 0, unread: 0 });
    await deposits(id, 6);
    const first = await page(token);
    expect(first).toMatchObject({ current_page: 1, per_page: 4, total: 6, unread: 6 });
    expect(first.data.map((m) => m.message)).toEqual([
      '₹600.00 has been added to your wallet.',
      '₹500.00 has been added to your wallet.',
      '₹400.00 has been added to your wallet.',
      '₹300.00 has been added to your wallet.',
    ]);
    expect(first.data[0]).toMatchObject({ is_read: 0, kind: 'deposit_credited', title: 'Deposit credited' });
    expect(new Date(first.data[0]?.created_at ?? '').getTime()).not.toBeNaN();
    const second = await page(token, 2);
    expect(second.data.map((m) => m.message)).toEqual([
      '₹200.00 has been added to your wallet.',
      '₹100.00 has been added to your wallet.',
    ]);
    expect((await page(token, 3)).data).toEqual([]);
  });

  it('§8 needs a session; a bad page is a field error', async () => {
    expect((await call(provider, 'GET', '/user/messages')).status).toBe(401);
    const { token } = await person();
    const bad = await call(provider, 'GET', '/user/messages?page=0', { bearer: token });
    expect(bad.status).toBe(422);
  });
});

describe('marking messages read', () => {
  it("marks one of one's own read (twice is fine), pushing the new unread count; another's is 404", async () => {
    const me = await person();
    const other = await person();
    await deposits(me.id, 2);
    await deposits(other.id, 1);
    const [newest] = (await page(me.token)).data;
    const [theirs] = (await page(other.token)).data;

    const socket = new WebSocket(`${provider.url.replace('http', 'ws')}/stream`);
    const pushes: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => pushes.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ event: 'subscribe', channel: eventsChannel(me.id), token: me.token }));
    for (let i = 0; i < 100 && !pushes.some((m) => m.event === 'subscribed'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await read(me.token, newest?.id ?? 0)).toMatchObject({
      status: 200,
      body: { message: 'Marked as read' },
    });
    expect(await read(me.token, newest?.id ?? 0)).toMatchObject({ status: 200 });
    const after = await page(me.token);
    expect(after.unread).toBe(1);
    expect(after.data.map((m) => m.is_read)).toEqual([1, 0]);

    expect(await read(me.token, theirs?.id ?? 0)).toMatchObject({
      status: 404,
      body: { message: 'No such message' },
    });
    expect((await read(me.token, 999_999)).status).toBe(404);
    expect((await page(other.token)).unread).toBe(1);

    for (let i = 0; i < 50 && !pushes.some((m) => m.event === undefined); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const changes = pushes.filter((m) => m.event === undefined && m.channel === eventsChannel(me.id));
    expect(changes.map((m) => m.data)).toEqual([
      { topic: 'message', message: null, unread: { messages: 1, notifications: 0, rewards: 0 } },
    ]);
    socket.terminate();
  });

  it("mark all read: every one of one's own, nobody else's", async () => {
    const me = await person();
    const other = await person();
    await deposits(me.id, 5);
    await deposits(other.id, 2);
    const done = await call(provider, 'POST', '/user/messages/mark-all-read', { bearer: me.token, body: {} });
    expect(done).toMatchObject({ status: 200, body: { message: 'All messages marked as read' } });
    expect((await page(me.token)).unread).toBe(0);
    expect((await page(me.token, 2)).data.map((m) => m.is_read)).toEqual([1]);
    expect((await page(other.token)).unread).toBe(2);
    // Nothing unread: still fine.
    expect((await call(provider, 'POST', '/user/messages/mark-all-read', { bearer: me.token })).status).toBe(
      200,
    );
  });
});
