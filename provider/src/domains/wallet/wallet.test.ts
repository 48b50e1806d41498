// §3/§7 GET /v2/wallet from the ledger, its live copy on the private stream channel, and §6: every money-moving
// call refuses a user who is not Verified with §6's message (a quote may be shown to anyone signed in).

import { userChannel } from '@sikka/shared/realtime/stream';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages } from '@sikka/shared/user/verification';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { key, moneyUser } from '@sikka/tests/support/money';
import { call, fundUser, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' } });

describe('§7 GET /v2/wallet (§3 wallets keyed by coin)', () => {
  it('answers every asset with balance, available and locked, and user_id on INR; zero for a new user', async () => {
    const user = await moneyUser(provider);
    const answer = await call(provider, 'GET', '/v2/wallet', { bearer: user.token });
    expect(answer.status).toBe(200);
    const { wallets } = walletResponseSchema.parse(answer.body);
    expect(wallets.INR).toEqual({ balance: '0.00', available: '0.00', locked: '0.00', user_id: user.id });
    expect(wallets.BTC).toEqual({ balance: '0.00000000', available: '0.00000000', locked: '0.00000000' });
    expect(wallets.USDT.balance).toBe('0.000000');
  });

  it('reads the ledger: funding shows at each asset precision', async () => {
    const user = await moneyUser(provider, { funds: { INR: '1234.5', ETH: '0.12345678', USDT: '10' } });
    const { wallets } = walletResponseSchema.parse(
      (await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body,
    );
    expect(wallets.INR.available).toBe('1234.50');
    expect(wallets.ETH.balance).toBe('0.12345678');
    expect(wallets.USDT.available).toBe('10.000000');
  });

  it('needs a session', async () => {
    expect((await call(provider, 'GET', '/v2/wallet')).status).toBe(401);
  });

  it('publishes the wallets on the private user channel after a balance change, exactly as GET /v2/wallet', async () => {
    const user = await moneyUser(provider, { funds: { INR: '100' } });
    const socket = new WebSocket(`${provider.url.replace('http', 'ws')}/stream`);
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const next = async (predicate: (m: Record<string, unknown>) => boolean) => {
      for (let i = 0; i < 300; i++) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no such message in ${JSON.stringify(messages)}`);
    };
    try {
      const channel = userChannel(user.id);
      socket.send(JSON.stringify({ event: 'subscribe', channel, token: user.token }));
      const snapshot = await next((m) => m.event === 'subscribed');
      expect(walletResponseSchema.parse(snapshot.data).wallets.INR.available).toBe('100.00');
      await fundUser(provider.url, user.id, 'INR', '50');
      const event = await next((m) => m.channel === channel && m.event === undefined);
      const rest = await call(provider, 'GET', '/v2/wallet', { bearer: user.token });
      expect(event.data).toEqual(rest.body);
      expect(walletResponseSchema.parse(event.data).wallets.INR.available).toBe('150.00');
    } finally {
      socket.terminate();
    }
  });
});

describe('§6 money-moving calls need a Verified profile', () => {
  const pendingMessage = permissionMessages.pending(SUPPORT_CONTACT.phone);
  const cases = [
    { state: 'unverified', spec: { state: 'unverified' as const }, message: permissionMessages.unverified },
    { state: 'pending', spec: { state: 'pending' as const }, message: pendingMessage },
    {
      state: 're_kyc',
      spec: { state: 'unverified' as const, re_kyc: 1 as const },
      message: permissionMessages.reVerify,
    },
  ];

  it.each(cases)(
    'a $state user is refused with a plain 403 §6 message on each call',
    async ({ spec, message }) => {
      const user = await moneyUser(provider, { spec, funds: { INR: '1000' } });
      const money = [
        ['POST', '/wallet/deposits', { coin: 'INR', amount: '100', channel: 'UPI', idempotency_key: key() }],
        ['GET', '/wallet/deposit-address?coin=BTC', undefined],
        ['POST', '/wallet/withdrawals/otp', { coin: 'INR' }],
        ['POST', '/wallet/withdrawals', { coin: 'INR', amount: '10', otp: '123456', idempotency_key: key() }],
        ['POST', '/instant/orders', { quote_id: 'q_x', idempotency_key: key() }],
      ] as const;
      for (const [method, url, body] of money) {
        const answer = await call(provider, method, url, { bearer: user.token, body });
        expect(answer.status, url).toBe(403);
        expect(answer.body, url).toEqual({ message });
      }
      expect(message).not.toBe('');
      if (spec.state === 'pending') expect(message).toContain(SUPPORT_CONTACT.phone);
    },
  );

  it('a quote may be shown to anyone signed in; only executing it needs Verified', async () => {
    const user = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { INR: '1000' } });
    const quote = await call(provider, 'POST', '/instant/quotes', {
      bearer: user.token,
      body: { coin: 'BTC', side: 'buy', unit: 'inr', amount: '500' },
    });
    expect(quote.status).toBe(201);
    const order = await call(provider, 'POST', '/instant/orders', {
      bearer: user.token,
      body: { quote_id: quote.body.quote_id, idempotency_key: key() },
    });
    expect(order).toMatchObject({ status: 403, body: { message: permissionMessages.unverified } });
  });
});
