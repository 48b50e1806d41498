// What reaches a person, against a real provider on PostgreSQL (docs/messages.md "What reaches you"): the preference
// calls (defaults, a change, the locked in-app switches of security and transactions refused on their field, e-mail
// only with an address), and every category × channel walked through a real sender of it — a deposit
// (transactions), the first deposit's scratch card (rewards), an operator's announcement (offers), a sign-in from a
// new browser (security): in the app only when kept there (no message, no toast, no notification otherwise), by SMS
// and e-mail through the outbox only when chosen.
import { messageText } from '@sikka/shared/messages/kinds';
import {
  DEFAULT_PREFERENCES,
  notificationPreferencesResponseSchema,
  outsideText,
} from '@sikka/shared/notifications/preferences';
import { eventsChannel } from '@sikka/shared/realtime/stream';
import { rewardEarnedText } from '@sikka/shared/rewards/texts';
import { fixedMarket, key } from '@sikka/tests/support/money';
import {
  call,
  createUser,
  latestOtp,
  type OutboxEntry,
  outboxWhen,
  providerForFile,
  readOutbox,
  signIn,
} from '@sikka/tests/support/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deleteExpired } from '../../platform/db/housekeeping.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../../platform/delivery/messageDeliveries.ts';
import { seedRewardsPool } from '../rewards/rewardsPool.ts';

const ADMIN = 'preferences-test-admin-token-0123456789';
const provider = providerForFile({
  market: fixedMarket(),
  env: {
    ADMIN_TOKEN: ADMIN,
    ANNOUNCEMENT_BATCH_SIZE: '2',
    ANNOUNCEMENT_JOB_MS: '0',
    AUTH_ATTEMPTS_PER_IP: '10000',
  },
});

beforeAll(async () => {
  await seedRewardsPool(provider.db);
});

let emails = 0;

/** A verified person, signed in; with an e-mail address (set by its code, so verified) when asked. */
async function person(options: { email?: boolean } = {}) {
  const email = options.email ? `person${++emails}@preferences.example` : undefined;
  const user = await createUser(provider.url, { state: 'verified', ...(email ? { email } : {}) });
  const mobile = user.mobile_number as string;
  const { token } = await signIn(provider, mobile);
  return { id: user.id, mobile, email: email ?? '', token };
}

/** A rupee deposit through the simulated UPI gateway: a real sender of deposit_credited (and a first card). */
async function deposit(token: string, amount: string) {
  const opened = await call(provider, 'POST', '/wallet/deposits', {
    bearer: token,
    body: { coin: 'INR', amount, channel: 'UPI', idempotency_key: key() },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBeLessThan(300);
  const paid = await call(provider, 'POST', '/gateway/simulated/pay', {
    bearer: token,
    body: { payment_id: opened.body.payment.payment_id },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
}

const preferencesOf = (token: string) =>
  call(provider, 'GET', '/user/notification-preferences', { bearer: token });
const choose = (token: string, body: Record<string, unknown>) =>
  call(provider, 'POST', '/user/notification-preferences', { bearer: token, body });

async function chosen(token: string, body: Record<string, unknown>) {
  const answer = await choose(token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function messageKinds(token: string): Promise<string[]> {
  const answer = await call(provider, 'GET', '/user/messages?page=1', { bearer: token });
  expect(answer.status).toBe(200);
  return answer.body.data.map((message: { kind: string }) => message.kind);
}

/** The person's live events channel (what the browser toasts). */
async function watchEvents(token: string, userId: number) {
  const socket = new WebSocket(`${provider.url.replace('http', 'ws')}/stream`);
  const frames: Array<{ topic: string | null; message: { kind: string } | null }> = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw));
    if (frame.event === undefined && frame.channel === eventsChannel(userId)) frames.push(frame.data);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  const subscribed = new Promise((resolve) =>
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).event === 'subscribed') resolve(null);
    }),
  );
  socket.send(JSON.stringify({ event: 'subscribe', channel: eventsChannel(userId), token }));
  await subscribed;
  return {
    frames,
    async until(ready: () => boolean) {
      for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ready()).toBe(true);
    },
    close: () => socket.terminate(),
  };
}

const texts = (entries: OutboxEntry[], text: string) => entries.filter((entry) => entry.text === text);
const depositText = outsideText('transactions', 'Deposit credited');
const rewardText = outsideText('rewards', rewardEarnedText('first_deposit').title);
const signInText = outsideText('security', messageText('new_sign_in', { browser: 'x', ip: null }).title);

/**
 * Waits for `text` to reach `to` `count` times. A message's SMS and e-mail are sent in the order their events were
 * recorded (one drain at a time), so once a later one is here an earlier one that was never sent never will be.
 */
const arrived = (to: string, text: string, count = 1) =>
  outboxWhen(provider.url, to, (entries) => texts(entries, text).length >= count);

describe('GET and POST /user/notification-preferences', () => {
  it('answers the defaults; a change is kept; e-mail needs an address; 401 without a session', async () => {
    const plain = await person();
    const first = await preferencesOf(plain.token);
    expect(first.status).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(first.body)).toEqual({
      preferences: {
        transactions: { in_app: true, sms: true, email: false },
        rewards: { in_app: true, sms: false, email: false },
        offers: { in_app: true, sms: false, email: false },
        security: { in_app: true, sms: true, email: false },
        alerts: { in_app: true, sms: true, email: false },
      },
      has_email: false,
    });
    expect(first.body.preferences).toEqual(DEFAULT_PREFERENCES);

    const changed = await choose(plain.token, { category: 'rewards', in_app: false, sms: true });
    expect(changed.status).toBe(200);
    expect(changed.body.preferences.rewards).toEqual({ in_app: false, sms: true, email: false });
    expect((await preferencesOf(plain.token)).body.preferences.rewards).toEqual({
      in_app: false,
      sms: true,
      email: false,
    });
    await chosen(plain.token, { category: 'rewards', in_app: true });
    expect((await preferencesOf(plain.token)).body.preferences.rewards).toEqual({
      in_app: true,
      sms: true,
      email: false,
    });

    expect(await choose(plain.token, { category: 'offers', email: true })).toMatchObject({
      status: 422,
      body: { error: { errors: { email: ['Add your e-mail address in your profile to get e-mails.'] } } },
    });
    const mailed = await person({ email: true });
    expect((await preferencesOf(mailed.token)).body.has_email).toBe(true);
    expect((await choose(mailed.token, { category: 'offers', email: true })).body.preferences.offers).toEqual(
      {
        in_app: true,
        sms: false,
        email: true,
      },
    );

    for (const body of [
      { category: 'news', sms: true },
      { category: 'rewards' },
      { category: 'rewards', push: true },
    ])
      expect((await choose(plain.token, body)).status, JSON.stringify(body)).toBe(422);
    expect((await call(provider, 'GET', '/user/notification-preferences')).status).toBe(401);
    expect(
      (
        await call(provider, 'POST', '/user/notification-preferences', {
          body: { category: 'rewards', sms: true },
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    ['security', 'Security messages are always shown in the app.'],
    ['transactions', 'Transactions messages are always shown in the app.'],
  ])('%s in the app cannot be turned off: 422 on in_app, and it stays on', async (category, message) => {
    const me = await person();
    expect(await choose(me.token, { category, in_app: false, sms: false })).toMatchObject({
      status: 422,
      body: { error: { errors: { in_app: [message] } } },
    });
    const after = (await preferencesOf(me.token)).body.preferences[category];
    expect(after.in_app).toBe(true);
    // Nothing of a refused change is kept.
    expect(after.sms).toBe(true);
    await chosen(me.token, { category, in_app: true });
    // Nor can the database be asked to keep it off.
    await expect(
      provider.db
        .insertInto('notification_preferences')
        .values({ user_id: me.id, category: category as 'security', channel: 'in_app', enabled: false })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('transactions (a deposit): always in the app; SMS and e-mail as chosen', () => {
  it('by default: the message and its toast, an SMS, no e-mail; chosen otherwise: an e-mail and no SMS', async () => {
    const me = await person({ email: true });
    const events = await watchEvents(me.token, me.id);
    await deposit(me.token, '1000');
    expect(await messageKinds(me.token)).toContain('deposit_credited');
    await events.until(() => events.frames.some((frame) => frame.message?.kind === 'deposit_credited'));
    await arrived(me.mobile, depositText);

    await chosen(me.token, { category: 'transactions', sms: false, email: true });
    await deposit(me.token, '2000');
    await arrived(me.email, depositText);
    expect(texts(await readOutbox(provider.url, me.email), depositText)).toHaveLength(1);
    expect(texts(await readOutbox(provider.url, me.mobile), depositText)).toHaveLength(1);
    expect((await messageKinds(me.token)).filter((kind) => kind === 'deposit_credited')).toHaveLength(2);
    // The text says what happened and where to look: no amount.
    expect(depositText).toBe('Sikka: Deposit credited. Open the Sikka app to see more.');
    events.close();
  });
});

describe('rewards (the first deposit’s scratch card): in the app, SMS and e-mail each as chosen', () => {
  it('by default: the message and its toast, no SMS or e-mail', async () => {
    const me = await person({ email: true });
    const events = await watchEvents(me.token, me.id);
    await deposit(me.token, '1000');
    expect(await messageKinds(me.token)).toContain('reward_earned');
    await events.until(() => events.frames.some((frame) => frame.message?.kind === 'reward_earned'));
    // A later deposit's SMS is here, so the card's would have been.
    await deposit(me.token, '1000');
    await arrived(me.mobile, depositText, 2);
    expect(texts(await readOutbox(provider.url, me.mobile), rewardText)).toEqual([]);
    expect(await readOutbox(provider.url, me.email)).toEqual([]);
    events.close();
  });

  it('kept out of the app: no message and no toast (the card is still earned); by SMS and e-mail', async () => {
    const me = await person({ email: true });
    await chosen(me.token, { category: 'rewards', in_app: false, sms: true, email: true });
    const events = await watchEvents(me.token, me.id);
    await deposit(me.token, '1000');
    const cards = await provider.db
      .selectFrom('rewards')
      .select('campaign')
      .where('user_id', '=', me.id)
      .execute();
    expect(cards).toEqual([{ campaign: 'first_deposit' }]);
    // The reward's event is pushed (the rewards page refreshes) with no message to toast.
    await events.until(() => events.frames.some((frame) => frame.topic === 'reward'));
    expect(events.frames.filter((frame) => frame.topic === 'reward')).toEqual([
      expect.objectContaining({ message: null }),
    ]);
    expect(await messageKinds(me.token)).toEqual(['deposit_credited']);
    await arrived(me.mobile, rewardText);
    await arrived(me.email, rewardText);
    events.close();
  });
});

/** Starts an announcement to everyone and waits until its fan-out is done. */
async function announce(subject: string): Promise<void> {
  const started = await call(provider, 'POST', '/admin/announcements', {
    bearer: ADMIN,
    body: { reward_type_name: 'OFFERS', subject, body: 'Trade BTC with no exchange fee until Sunday.' },
  });
  expect(started.status).toBe(201);
  for (let i = 0; i < 400; i++) {
    const progress = await call(provider, 'GET', `/admin/announcements/${started.body.id}`, {
      bearer: ADMIN,
    });
    if (progress.body.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the announcement never finished');
}

const notificationsOf = async (token: string) =>
  (await call(provider, 'GET', '/user/notifications?page=1', { bearer: token })).body;

describe('offers (an operator’s announcement): a notification, SMS and e-mail each as chosen', () => {
  it('by default a notification only; out of the app, by SMS and e-mail, no notification and no toast', async () => {
    const byDefault = await person({ email: true });
    const away = await person({ email: true });
    await chosen(away.token, { category: 'offers', in_app: false, sms: true, email: true });
    const events = await watchEvents(away.token, away.id);
    const subject = 'Zero fees this weekend';
    const text = outsideText('offers', subject);
    await announce(subject);

    const kept = await notificationsOf(byDefault.token);
    expect(kept.data.map((item: { data: { subject: string } }) => item.data.subject)).toEqual([subject]);
    expect(kept.unread).toBe(1);
    expect(await notificationsOf(away.token)).toMatchObject({ data: [], unread: 0 });
    await arrived(away.mobile, text);
    await arrived(away.email, text);
    expect(text).toBe('Sikka: Zero fees this weekend. Open the Sikka app to see more.');

    // The default person's later deposit SMS is here, so an SMS of the announcement would have been.
    await deposit(byDefault.token, '1000');
    await arrived(byDefault.mobile, depositText);
    expect(texts(await readOutbox(provider.url, byDefault.mobile), text)).toEqual([]);
    expect(texts(await readOutbox(provider.url, byDefault.email), text)).toEqual([]);
    expect(events.frames.filter((frame) => frame.topic === 'notification')).toEqual([]);
    events.close();
  });
});

describe('security (a sign-in from a new browser): always in the app; SMS and e-mail as chosen', () => {
  /** A login and its OTP from a browser named by its user-agent. */
  async function signInFrom(mobile: string, browser: string) {
    provider.clock.advanceSeconds(91);
    const headers = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 ${browser}` };
    expect(
      (
        await call(provider, 'POST', '/auth/login', {
          body: { mobile_number: mobile, password: 'Demo@1234' },
          headers,
        })
      ).status,
    ).toBe(200);
    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 1, otp: await latestOtp(provider.url, mobile) },
      headers,
    });
    expect(verified.status).toBe(200);
  }

  it('by default: the message, an SMS, no e-mail; chosen otherwise: an e-mail and no SMS', async () => {
    const me = await person({ email: true });
    await signInFrom(me.mobile, 'Firefox/133.0');
    expect(await messageKinds(me.token)).toEqual(['new_sign_in']);
    await arrived(me.mobile, signInText);
    expect(signInText).toBe('Sikka: New sign-in. If this was not you, call +91 80 4718 0000 at once.');

    await chosen(me.token, { category: 'security', sms: false, email: true });
    await signInFrom(me.mobile, 'Firefox/134.0');
    await arrived(me.email, signInText);
    expect(texts(await readOutbox(provider.url, me.email), signInText)).toHaveLength(1);
    expect(texts(await readOutbox(provider.url, me.mobile), signInText)).toHaveLength(1);
    expect(await messageKinds(me.token)).toEqual(['new_sign_in', 'new_sign_in']);
  });
});

describe('housekeeping of the SMS and e-mails', () => {
  it('deletes those sent or given up on a month ago, and keeps newer ones', async () => {
    const me = await person();
    const now = provider.clock.now();
    const monthAgo = new Date(now.getTime() - 31 * 24 * 3600_000);
    const row = (key: string, fields: { sent_at?: Date; attempts?: number; created_at: Date }) => ({
      user_id: me.id,
      dedupe_key: key,
      channel: 'sms' as const,
      text: 'Sikka: test.',
      sent_at: fields.sent_at ?? null,
      attempts: fields.attempts ?? 0,
      created_at: fields.created_at,
    });
    await provider.db
      .insertInto('message_deliveries')
      .values([
        row('old-sent', { sent_at: monthAgo, attempts: 1, created_at: monthAgo }),
        row('old-failed', { attempts: MAX_DELIVERY_ATTEMPTS, created_at: monthAgo }),
        row('new-failed', { attempts: MAX_DELIVERY_ATTEMPTS, created_at: now }),
        row('new-sent', { sent_at: now, attempts: 1, created_at: now }),
      ])
      .execute();
    await deleteExpired(provider.db, provider.clock);
    const left = await provider.db
      .selectFrom('message_deliveries')
      .select('dedupe_key')
      .where('user_id', '=', me.id)
      .orderBy('dedupe_key')
      .execute();
    expect(left.map((each) => each.dedupe_key)).toEqual(['new-failed', 'new-sent']);
  });
});
