// No live private data after a session ends: a socket opened with an ended session's cookie gets no balances or
// orders, and a socket already open closes the moment its session is logged out, expires, or is ended by a password,
// e-mail or 2FA change made anywhere (the other instances hear it through Redis: tests/scale/multiInstance.test.ts).
import { randomUUID } from 'node:crypto';
import { bffForFile, ORIGIN, startTestBff } from '@sikka/tests/support/bff';
import { type BffClient, bffClient, failure } from '@sikka/tests/support/bffClient';
import { fundUser, latestOtp, ManualClock, newestCode } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppRouter } from '../appRouter.ts';
import { SESSION_ENDED_CLOSE } from './sessionSockets.ts';

const stack = bffForFile();

/** A browser's websocket to the BFF with its cookie: what it received, how its sockets closed, its errors. */
function liveBrowser(url: string, cookie: string) {
  const closes: number[] = [];
  const balances: string[] = [];
  const errors: string[] = [];
  const client = createWSClient({
    url: `${url.replace('http', 'ws')}/trpc`,
    retryDelayMs: () => 100,
    WebSocket: class extends WebSocket {
      constructor(address: string) {
        super(address, { headers: { cookie, origin: ORIGIN } });
        this.on('close', (code) => closes.push(code));
      }
    } as never,
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client })] });
  const subscription = trpc.wallet.onBalances.subscribe(undefined, {
    onData: (frame) => {
      if (frame.type === 'snapshot' || frame.type === 'update')
        balances.push(frame.data.wallets.INR.available);
    },
    onError: (error) => errors.push((error.data as { code?: string } | undefined)?.code ?? error.message),
  });
  return {
    closes,
    balances,
    errors,
    async close() {
      subscription.unsubscribe();
      await client.close();
    },
  };
}
type LiveBrowser = ReturnType<typeof liveBrowser>;
const open: LiveBrowser[] = [];
afterEach(async () => {
  for (const browser of open.splice(0)) await browser.close();
});
function watch(url: string, cookie: string): LiveBrowser {
  const browser = liveBrowser(url, cookie);
  open.push(browser);
  return browser;
}

/** Nothing more arrives for a while: the balance the user's money now shows never reaches this browser. */
async function receivesNothingMore(browser: LiveBrowser, userId: number, amount: string) {
  const seen = browser.balances.length;
  await fundUser(stack.provider.url, userId, 'INR', amount);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(browser.balances.slice(seen)).toEqual([]);
}

const cookieOf = (bff: BffClient) => [...bff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A second browser of the same person: its own login, its own session. */
async function secondSession(mobile: string, password: string): Promise<BffClient> {
  const bff = bffClient(stack.url, { origin: ORIGIN });
  await bff.trpc.auth.login.mutate({ mobile_number: mobile, password });
  await bff.trpc.auth.verifyOtp.mutate({
    mobile_number: mobile,
    type: 1,
    otp: await latestOtp(stack.provider.url, mobile),
  });
  return bff;
}

describe('a private subscription needs a live session', () => {
  it('a socket opened with a logged-out cookie gets no balances: the subscription is refused', async () => {
    const { bff, cookie, user } = await stack.signedIn({ inr: '100' });
    await bff.trpc.auth.logout.mutate();
    const browser = watch(stack.url, cookie);
    await until(() => browser.errors.length > 0, { what: 'the refusal' });
    expect(browser.errors[0]).toBe('UNAUTHORIZED');
    await receivesNothingMore(browser, user.user.id, '5');
    expect(browser.balances).toEqual([]);
  });
});

describe('an open socket closes the moment its session ends', () => {
  it('logged out (in another tab): the socket closes with 4401 and nothing more arrives', async () => {
    const signedIn = await stack.signedIn({ inr: '100' });
    const browser = watch(stack.url, signedIn.cookie);
    await until(() => browser.balances.length > 0, { what: 'the first balances' });
    await signedIn.bff.trpc.auth.logout.mutate();
    await until(() => browser.closes.includes(SESSION_ENDED_CLOSE.code), { what: 'the close' });
    // The socket comes back by itself, but its private subscription is refused now.
    await until(() => browser.errors.includes('UNAUTHORIZED'), { what: 'the refusal after reconnecting' });
    await receivesNothingMore(browser, signedIn.user.id, '7');
  });

  it('ended by a password change elsewhere: every other session closes; the changing browser goes on', async () => {
    const signedIn = await stack.signedIn({ inr: '100' });
    const other = await secondSession(signedIn.mobile, signedIn.user.password);
    const otherSocket = watch(stack.url, cookieOf(other));
    const ownSocket = watch(stack.url, signedIn.cookie);
    await until(() => otherSocket.balances.length > 0 && ownSocket.balances.length > 0, {
      what: 'both sockets live',
    });

    await signedIn.bff.trpc.user.requestOtp.mutate({ type: 4 });
    await signedIn.bff.trpc.user.changePassword.mutate({
      old_password: signedIn.user.password,
      password: 'Fresh@2026',
      password_confirmation: 'Fresh@2026',
      otp: await newestCode(stack.provider.url, signedIn.mobile, 4),
    });
    await until(() => otherSocket.closes.includes(SESSION_ENDED_CLOSE.code), {
      what: "the other session's close",
    });
    await until(() => otherSocket.errors.includes('UNAUTHORIZED'), { what: "the other session's refusal" });
    // A socket opened now with the ended session's cookie gets nothing either.
    const late = watch(stack.url, cookieOf(other));
    await until(() => late.errors.includes('UNAUTHORIZED'), { what: 'the late refusal' });

    // The browser that changed it has its new session's cookie: a new socket is live.
    const renewed = watch(stack.url, cookieOf(signedIn.bff));
    await until(() => renewed.balances.length > 0, { what: 'the renewed socket' });
    await fundUser(stack.provider.url, signedIn.user.id, 'INR', '11');
    await until(() => renewed.balances.includes('111.00'), { what: 'the new balance on the renewed socket' });
    expect(otherSocket.balances).not.toContain('111.00');
    expect(late.balances).toEqual([]);
  });

  it('ended by an e-mail change: the other sessions close too', async () => {
    const signedIn = await stack.signedIn({ inr: '100' });
    const other = await secondSession(signedIn.mobile, signedIn.user.password);
    const otherSocket = watch(stack.url, cookieOf(other));
    await until(() => otherSocket.balances.length > 0, { what: 'the other socket live' });
    const email = `s${randomUUID().slice(0, 8)}@example.com`;
    await signedIn.bff.trpc.user.requestEmailCode.mutate({ email });
    const changed = await signedIn.bff.trpc.user.changeEmail.mutate({
      email,
      otp: await newestCode(stack.provider.url, email, 6),
    });
    expect(JSON.stringify(changed)).not.toMatch(/eyJ/);
    await until(() => otherSocket.closes.includes(SESSION_ENDED_CLOSE.code), {
      what: "the other session's close",
    });
    await until(() => otherSocket.errors.includes('UNAUTHORIZED'), { what: "the other session's refusal" });
    // The changing browser is still signed in.
    expect((await signedIn.bff.trpc.auth.session.query()).signedIn).toBe(true);
    expect((await failure(other.trpc.wallet.balances.query())).code).toBe('UNAUTHORIZED');
  });
});

describe('an open socket closes when its session expires', () => {
  it('at the token’s expiry, without any call', async () => {
    // The provider's clock is set so that a session issued now has two seconds left.
    const ttl = 3600;
    const expiring = await startTestBff({
      provider: {
        clock: new ManualClock(Date.now() - (ttl - 2) * 1000),
        env: { SESSION_TTL_S: String(ttl) },
      },
    });
    try {
      const { user } = await (async () => {
        const signedIn = await expiring.signedIn({ inr: '100' });
        const browser = watch(expiring.url, signedIn.cookie);
        await until(() => browser.balances.length > 0, { what: 'the first balances' });
        await until(() => browser.closes.includes(SESSION_ENDED_CLOSE.code), { what: 'the close at expiry' });
        return signedIn;
      })();
      expect(user.id).toBeGreaterThan(0);
    } finally {
      for (const browser of open.splice(0)) await browser.close();
      await expiring.close();
    }
  });
});
