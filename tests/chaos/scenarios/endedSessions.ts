// The ended-session websocket: a browser's live balances over a socket opened with its session cookie, then the
// session ends — logged out in another tab, or ended by a password change in another browser. The socket must close
// at once (4401) and nothing private may reach a socket opened afterwards with the ended session's cookie.
import { WebSocket } from 'ws';
import { BENCH_PASSWORD } from '../../bench/lib/accounts.ts';
import { type BffCaller, devUser, latestCode, send, signInToBff } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const SESSION_ENDED = 4401;

interface LiveSocket {
  data: number;
  refused: string[];
  closedWith: number | null;
  closedAfterMs: number | null;
  markEnd(): void;
  close(): void;
}

/** A raw tRPC websocket with the browser's cookie, subscribed to wallet.onBalances. */
function openBalances(bffUrl: string, cookie: string): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${bffUrl.replace('http', 'ws')}/trpc`, { origin: bffUrl, headers: { cookie } });
    let endedAt = 0;
    const live: LiveSocket = {
      data: 0,
      refused: [],
      closedWith: null,
      closedAfterMs: null,
      markEnd: () => {
        endedAt = performance.now();
      },
      close: () => ws.terminate(),
    };
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        result?: { type?: string };
        error?: { data?: { code?: string } };
      };
      if (message.result?.type === 'data') live.data += 1;
      if (message.error) live.refused.push(message.error.data?.code ?? 'error');
    });
    ws.on('close', (code) => {
      live.closedWith = code;
      if (endedAt > 0) live.closedAfterMs = Math.round(performance.now() - endedAt);
    });
    ws.on('error', () => {});
    ws.once('open', () => {
      ws.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'wallet.onBalances' } }));
      resolve(live);
    });
    ws.once('error', reject);
  });
}

async function until(probe: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** The socket closed with 4401 soon after the end, and a socket opened afterwards with the cookie got nothing. */
async function verdict(
  bffUrl: string,
  providerUrl: string,
  userId: number,
  socket: LiveSocket,
  cookie: string,
) {
  const closed = await until(() => socket.closedWith !== null, 3_000);
  const late = await openBalances(bffUrl, cookie);
  await until(() => late.refused.length > 0 || late.data > 0, 3_000);
  await send(`${providerUrl}/dev/users/${userId}/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asset: 'INR', amount: '1' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  late.close();
  socket.close();
  const ok =
    closed && socket.closedWith === SESSION_ENDED && late.data === 0 && late.refused.includes('UNAUTHORIZED');
  const figure =
    `the open socket ${closed ? `closed with ${socket.closedWith} after ${socket.closedAfterMs} ms` : 'was NOT closed'}; ` +
    `a socket opened with the ended cookie got ${late.data} private messages and ${late.refused.join('/') || 'no refusal'}`;
  return { ok, figure };
}

const cookieOf = (caller: BffCaller) => caller.cookie;

export const endedSessions: Scenario = {
  name: 'the ended-session websocket',
  async run(stack) {
    const rows = [];

    // Logged out in another tab.
    const user = await devUser(stack.providerUrl, { funds: { INR: '100' } });
    const browser = await signInToBff(stack.bffUrl, stack.providerUrl, user);
    const socket = await openBalances(stack.bffUrl, cookieOf(browser));
    await until(() => socket.data > 0, 3_000);
    socket.markEnd();
    await browser.mutate('auth.logout');
    const logout = await verdict(stack.bffUrl, stack.providerUrl, user.id, socket, cookieOf(browser));
    rows.push(row('a live socket of a session logged out in another tab', logout.figure, logout.ok));

    // Ended by a password change in another browser.
    const owner = await devUser(stack.providerUrl, { funds: { INR: '100' } });
    const stolen = await signInToBff(stack.bffUrl, stack.providerUrl, owner);
    const ownerBrowser = await signInToBff(stack.bffUrl, stack.providerUrl, owner);
    const stolenSocket = await openBalances(stack.bffUrl, cookieOf(stolen));
    await until(() => stolenSocket.data > 0, 3_000);
    await ownerBrowser.mutate('user.requestOtp', { type: 4 });
    stolenSocket.markEnd();
    const changed = await ownerBrowser.mutate('user.changePassword', {
      old_password: BENCH_PASSWORD,
      password: 'Fresh@2026',
      password_confirmation: 'Fresh@2026',
      otp: await latestCode(stack.providerUrl, owner.mobile),
    });
    const change = await verdict(stack.bffUrl, stack.providerUrl, owner.id, stolenSocket, cookieOf(stolen));
    rows.push(
      row(
        "a live socket of another browser's session when the owner changes the password",
        `password change answered ${changed.status}; ${change.figure}`,
        changed.status === 200 && change.ok,
      ),
    );
    return rows;
  },
};
