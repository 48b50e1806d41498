// Every event writes its message exactly once, in its own transaction, against a real provider on PostgreSQL:
// deposits (the gateway's callback delivered twice, the chain), withdrawals (a retried call with the same key; one
// refused for funds writes none; completed, failed), exchange fills (wholly, in part), a sign-in from a new browser,
// and password, e-mail and 2FA changes. KYC's messages are checked in kyc/kycReview.test.ts.
import { messageText } from '@sikka/shared/messages/kinds';
import { fixedMarket, key, type MoneyUser, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { call, createUser, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { cipherFor } from '../../app.ts';
import { changeEmail } from '../../platform/identity/usersRepo.ts';
import { enableTwoFactor } from '../auth/twoFactorRepo.ts';

const provider = providerForFile({ market: fixedMarket(), env: { AUTH_ATTEMPTS_PER_IP: '10000' } });

async function messagesOf(userId: number) {
  return provider.db
    .selectFrom('messages')
    .select(['kind', 'title', 'body', 'data', 'dedupe_key'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const kindsOf = async (userId: number) => (await messagesOf(userId)).map((row) => row.kind);

describe('money: deposits and withdrawals', () => {
  it('a rupee deposit paid twice (the callback delivered again) is told once', async () => {
    const user = await moneyUser(provider);
    const opened = await call(provider, 'POST', '/wallet/deposits', {
      bearer: user.token,
      body: { coin: 'INR', amount: '12500', channel: 'UPI', idempotency_key: key() },
    });
    const pay = () =>
      call(provider, 'POST', '/gateway/simulated/pay', {
        bearer: user.token,
        body: { payment_id: opened.body.payment.payment_id },
      });
    await pay();
    await pay();
    const rows = await messagesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: '₹12,500.00 has been added to your wallet.',
      data: { deposit_id: opened.body.deposit.id, coin: 'INR', amount: '12500.00', held: false },
      dedupe_key: `deposit:${opened.body.deposit.id}:credited`,
    });
  });

  it('a coin deposit is told when the chain credits it, not while it is pending', async () => {
    const user = await moneyUser(provider);
    const { address } = (
      await call(provider, 'GET', '/wallet/deposit-address?coin=BTC', { bearer: user.token })
    ).body;
    await call(provider, 'POST', '/dev/chain/transfers', { body: { coin: 'BTC', address, amount: '0.015' } });
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 1 } });
    expect(await kindsOf(user.id)).toEqual([]);
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 3 } });
    const rows = await messagesOf(user.id);
    expect(rows.map((row) => row.body)).toEqual(['0.015 BTC has been added to your wallet.']);
  });

  it('a withdrawal is told once when requested (also when retried with its key), then completed', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '10000' } });
    provider.clock.advanceSeconds(91);
    const body = {
      idempotency_key: key(),
      coin: 'INR',
      amount: '2500',
      otp: await withdrawalOtp(provider, user, 'INR'),
    };
    const first = await call(provider, 'POST', '/wallet/withdrawals', { bearer: user.token, body });
    const retried = await call(provider, 'POST', '/wallet/withdrawals', { bearer: user.token, body });
    expect([first.status, retried.status]).toEqual([201, 201]);
    expect(retried.body.withdrawal.id).toBe(first.body.withdrawal.id);
    expect(await kindsOf(user.id)).toEqual(['withdrawal_requested']);
    await call(provider, 'POST', '/dev/withdrawals/process');
    await call(provider, 'POST', '/dev/withdrawals/process');
    await call(provider, 'POST', '/dev/withdrawals/process');
    const rows = await messagesOf(user.id);
    expect(rows.map((row) => row.kind)).toEqual(['withdrawal_requested', 'withdrawal_completed']);
    expect(rows[0]?.body).toMatch(
      /^Your withdrawal of ₹2,500\.00 to .*5678 · HDFC0000123 has been received\.$/,
    );
    expect(rows[1]?.body).toMatch(/^₹2,500\.00 has been sent to .*\. Reference: UTR[0-9A-F]{12}\.$/);
  });

  it('a withdrawal refused for funds writes nothing; a failed one is told once with its reason', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    provider.clock.advanceSeconds(91);
    const refused = await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'INR',
        amount: '5000',
        otp: await withdrawalOtp(provider, user, 'INR'),
      },
    });
    expect(refused.status).toBe(422);
    expect(await kindsOf(user.id)).toEqual([]);
    provider.clock.advanceSeconds(91);
    const asked = await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'INR',
        amount: '400',
        otp: await withdrawalOtp(provider, user, 'INR'),
      },
    });
    await call(provider, 'POST', `/dev/withdrawals/${asked.body.withdrawal.id}/fail`);
    await Promise.all(Array.from({ length: 4 }, () => call(provider, 'POST', '/dev/withdrawals/process')));
    await Promise.all(Array.from({ length: 4 }, () => call(provider, 'POST', '/dev/withdrawals/process')));
    const rows = await messagesOf(user.id);
    expect(rows.map((row) => row.kind)).toEqual(['withdrawal_requested', 'withdrawal_failed']);
    expect(rows[1]?.body).toBe(
      'Your withdrawal of ₹400.00 failed: The bank declined the transfer. The amount is back in your wallet.',
    );
  });
});

describe('exchange: one message per order per settled batch', () => {
  const order = (user: MoneyUser, body: Record<string, unknown>) =>
    call(provider, 'POST', '/exchange/orders', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'BTC',
        base_coin: 'INR',
        advance_order_type: 'LIMIT',
        rate: '9000000',
        ...body,
      },
    });

  it('a resting sell filled in two parts: partly, then wholly; each buy filled wholly', async () => {
    const [alice, bob] = await Promise.all([
      moneyUser(provider, { funds: { BTC: '1' } }),
      moneyUser(provider, { funds: { INR: '1000000' } }),
    ]);
    const sell = await order(alice, { order_type: 'ASK', volume: '0.02' });
    expect(sell.status).toBe(201);
    expect(await kindsOf(alice.id)).toEqual([]);
    const buy = { order_type: 'BID', volume: '0.01' };
    const placedOnce = { ...buy, idempotency_key: key() };
    expect((await order(bob, placedOnce)).status).toBe(201);
    // The same place again (its key): the stored answer, no second fill, no second message.
    expect((await order(bob, placedOnce)).status).toBe(201);
    const alicePart = await messagesOf(alice.id);
    expect(alicePart.map((row) => row.kind)).toEqual(['order_partly_filled']);
    expect(alicePart[0]).toMatchObject({
      body: 'You have sold 0.01 of 0.02 BTC so far, at an average of ₹90,00,000.00.',
      dedupe_key: `order:${sell.body.order.id}:filled:0.01000000`,
    });
    expect((await order(bob, buy)).status).toBe(201);
    expect(await kindsOf(alice.id)).toEqual(['order_partly_filled', 'order_filled']);
    const bobs = await messagesOf(bob.id);
    expect(bobs.map((row) => row.body)).toEqual([
      'You bought 0.01 BTC at ₹90,00,000.00 for ₹90,000.00.',
      'You bought 0.01 BTC at ₹90,00,000.00 for ₹90,000.00.',
    ]);
  });
});

describe('account security', () => {
  /** A login and its OTP from a browser named by its user-agent. */
  async function signInFrom(mobile: string, userAgent: string) {
    provider.clock.advanceSeconds(91);
    const headers = { 'user-agent': userAgent };
    const login = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: 'Demo@1234' },
      headers,
    });
    expect(login.status).toBe(200);
    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 1, otp: await latestOtp(provider.url, mobile) },
      headers,
    });
    expect(verified.status).toBe(200);
    return verified.body.token as string;
  }

  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('the first browser is not told; a new one is, once; one seen before is not', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    await signInFrom(mobile, CHROME);
    expect(await kindsOf(user.id)).toEqual([]);
    await signInFrom(mobile, SAFARI);
    await signInFrom(mobile, SAFARI);
    await signInFrom(mobile, CHROME);
    const rows = await messagesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'new_sign_in', data: { browser: 'Safari on iPhone' } });
    // The BFF's forwarded user-agent is the browser's.
    provider.clock.advanceSeconds(91);
    const forwarded = {
      'user-agent': 'undici',
      'x-forwarded-user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    };
    await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: 'Demo@1234' },
      headers: forwarded,
    });
    await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 1, otp: await latestOtp(provider.url, mobile) },
      headers: forwarded,
    });
    expect((await messagesOf(user.id)).map((row) => row.data)).toContainEqual(
      expect.objectContaining({ browser: 'Firefox on Linux' }),
    );
  });

  it('a password change is told once; an e-mail change and turning 2FA on, once each', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const token = await signInFrom(mobile, CHROME);
    expect((await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 4 } })).status).toBe(
      200,
    );
    const changed = await call(provider, 'POST', '/user/password', {
      bearer: token,
      body: {
        old_password: 'Demo@1234',
        password: 'Newer@1234',
        password_confirmation: 'Newer@1234',
        otp: await latestOtp(provider.url, mobile),
      },
    });
    expect(changed.status).toBe(200);
    await changeEmail(provider.db, provider.app.userEvents, user.id, `asha${user.id}@example.in`);
    await enableTwoFactor(provider.db, cipherFor(provider.config), provider.app.userEvents, user.id, {
      secret: 'JBSWY3DPEHPK3PXP',
      step: 1,
      codeHashes: ['a-recovery-code-hash'],
      at: provider.clock.now(),
    });
    const rows = await messagesOf(user.id);
    expect(rows.map((row) => [row.kind, row.title])).toEqual([
      ['password_changed', 'Password changed'],
      ['email_changed', 'E-mail address changed'],
      ['two_factor_changed', 'Google Authenticator turned on'],
    ]);
    expect(rows[1]?.body).toBe(messageText('email_changed', { email: `asha${user.id}@example.in` }).body);
  });
});
