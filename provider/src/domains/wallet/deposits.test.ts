// Deposits: rupees through the (simulated) payment gateway, credited by its signed callback EXACTLY ONCE
// however often and however concurrently it is delivered; coins to a per-user address from the simulated chain,
// credited once at their confirmations (BTC 2, ETH/USDT 12) and pending before.
import {
  depositAddressResponseSchema,
  depositHistorySchema,
  inrDepositResponseSchema,
} from '@sikka/shared/wallet/calls';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { checkAddress } from './addresses.ts';
import { WEBHOOK_PATH } from './paymentRoutes.ts';
import { signWebhook } from './webhookSignature.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' } });

async function wallets(user: MoneyUser) {
  return walletResponseSchema.parse((await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body)
    .wallets;
}

async function newDeposit(user: MoneyUser, amount = '10000.00', channel = 'UPI') {
  const answer = await call(provider, 'POST', '/wallet/deposits', {
    bearer: user.token,
    body: { coin: 'INR', amount, channel, idempotency_key: key() },
  });
  expect(answer.status).toBe(201);
  return inrDepositResponseSchema.parse(answer.body);
}

/** The gateway's callback for a payment, signed with the configured secret (or another). */
function callback(paymentId: string, amount: string, options: { secret?: string; at?: Date } = {}) {
  const body = JSON.stringify({
    id: `evt_${key()}`,
    type: 'payment.captured',
    payment_id: paymentId,
    amount,
    currency: 'INR',
    utr: 'UTR0001',
    occurred_at: provider.clock.now().toISOString(),
  });
  const signature = signWebhook(
    options.secret ?? provider.config.PAYMENT_WEBHOOK_SECRET,
    body,
    options.at ?? provider.clock.now(),
  );
  return { body, headers: { 'content-type': 'application/json', 'x-sikka-signature': signature } };
}

async function deliver(delivery: { body: string; headers: Record<string, string> }) {
  const response = await provider.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: delivery.headers,
    payload: delivery.body,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('INR deposits through the payment gateway (docs/requirements.md §5 deposit fields)', () => {
  it('POST /wallet/deposits opens a pending deposit and its payment step (UPI id, or account + IFSC)', async () => {
    const user = await moneyUser(provider);
    const upi = await newDeposit(user, '10000', 'UPI');
    expect(upi.deposit).toMatchObject({ coin: 'INR', amount: '10000.00', status: 'pending', channel: 'UPI' });
    expect(upi.payment).toMatchObject({
      amount: '10000.00',
      channel: 'UPI',
      pay_to: 'sikka.collect@icici-sim',
    });
    const imps = await newDeposit(user, '2500.50', 'IMPS');
    expect(imps.payment.pay_to).toMatch(/^A\/c \d{12} · IFSC [A-Z]{4}0[A-Z0-9]{6}$/);
    expect((await wallets(user)).INR.balance).toBe('0.00');
  });

  it('the simulated Pay calls the signed webhook, which credits the deposit', async () => {
    const user = await moneyUser(provider);
    const { deposit, payment } = await newDeposit(user, '10000');
    const paid = await call(provider, 'POST', '/gateway/simulated/pay', {
      bearer: user.token,
      body: { payment_id: payment.payment_id },
    });
    expect(paid).toMatchObject({ status: 200, body: { message: 'Payment received' } });
    expect((await wallets(user)).INR).toMatchObject({ available: '10000.00', locked: '0.00' });
    const history = depositHistorySchema.parse(
      (await call(provider, 'GET', '/wallet/history/deposits?days=1', { bearer: user.token })).body,
    );
    expect(history.data[0]).toMatchObject({ id: deposit.id, status: 'completed' });
    expect(history.data[0]?.completed_at).not.toBeNull();
    // Paying again delivers the callback again: nothing more is credited.
    await call(provider, 'POST', '/gateway/simulated/pay', {
      bearer: user.token,
      body: { payment_id: payment.payment_id },
    });
    expect((await wallets(user)).INR.available).toBe('10000.00');
  });

  it('refuses a callback with a bad signature, another secret, a changed body or an old timestamp — crediting nothing', async () => {
    const user = await moneyUser(provider);
    const { payment } = await newDeposit(user, '500');
    const good = callback(payment.payment_id, '500.00');
    const refusals = [
      { ...good, headers: { ...good.headers, 'x-sikka-signature': 't=1,v1=00' } },
      { ...good, headers: { ...good.headers, 'x-sikka-signature': '' } },
      callback(payment.payment_id, '500.00', { secret: 'x'.repeat(40) }),
      { ...good, body: good.body.replace('500.00', '50000.00') },
      callback(payment.payment_id, '500.00', { at: new Date(provider.clock.now().getTime() - 10 * 60_000) }),
    ];
    for (const delivery of refusals) {
      expect(await deliver(delivery)).toEqual({ status: 401, body: { message: 'Invalid signature' } });
    }
    expect((await wallets(user)).INR.available).toBe('0.00');
    // A signed callback with another amount than the payment's is refused too.
    expect((await deliver(callback(payment.payment_id, '5000.00'))).status).toBe(422);
    expect((await deliver(callback('pay_unknown', '500.00'))).status).toBe(404);
    // A signed callback whose amount is not rupees and paise is refused with 422 (a 5xx would be retried forever).
    for (const amount of ['500.001', '500.0000000', '1234567890123.00', '5e2', '-500.00', '']) {
      const answer = await deliver(callback(payment.payment_id, amount));
      expect(answer.status, amount).toBe(422);
      expect(answer.body.error.errors.amount, amount).toBeDefined();
    }
    expect(await deliver(good)).toEqual({
      status: 200,
      body: { message: 'Deposit credited', credited: true },
    });
    expect((await wallets(user)).INR.available).toBe('500.00');
  });

  it('a callback delivered twice credits once; delivered 20 times at once, still once', async () => {
    const user = await moneyUser(provider);
    const { payment } = await newDeposit(user, '1000');
    const delivery = callback(payment.payment_id, '1000.00');
    expect((await deliver(delivery)).body).toEqual({ message: 'Deposit credited', credited: true });
    expect((await deliver(delivery)).body).toEqual({ message: 'Already processed', credited: false });
    expect((await wallets(user)).INR.available).toBe('1000.00');

    const second = await newDeposit(user, '2000');
    const storm = await Promise.all(
      Array.from({ length: 20 }, () => deliver(callback(second.payment.payment_id, '2000.00'))),
    );
    expect(storm.every((answer) => answer.status === 200)).toBe(true);
    expect(storm.filter((answer) => answer.body.credited)).toHaveLength(1);
    expect((await wallets(user)).INR.available).toBe('3000.00');
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('reference')
      .where('kind', '=', 'deposit')
      .where('reference', '=', `deposit:${second.deposit.id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('a retried deposit request (same idempotency key) opens one deposit and answers the same payment step', async () => {
    const user = await moneyUser(provider);
    const body = { coin: 'INR', amount: '700', channel: 'BANK_TRANSFER', idempotency_key: key() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(provider, 'POST', '/wallet/deposits', { bearer: user.token, body }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.payment.payment_id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const reused = await call(provider, 'POST', '/wallet/deposits', {
      bearer: user.token,
      body: { ...body, amount: '800' },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.errors.idempotency_key).toBeDefined();
  });

  it('§5/§9 amount rules and the deposit fields: precision, 12 digits, zero, channel', async () => {
    const user = await moneyUser(provider);
    const send = (body: object) =>
      call(provider, 'POST', '/wallet/deposits', {
        bearer: user.token,
        body: { coin: 'INR', amount: '100', channel: 'UPI', idempotency_key: key(), ...body },
      });
    expect((await send({ amount: '1.234' })).body.error.errors.amount).toEqual([
      'INR allows at most 2 digits after the decimal point',
    ]);
    expect((await send({ amount: '1234567890123' })).body.error.errors.amount).toBeDefined();
    expect((await send({ amount: '0.00' })).body.error.errors.amount).toEqual([
      'Enter an amount greater than zero',
    ]);
    expect((await send({ channel: 'CASH' })).body.error.errors.channel).toBeDefined();
  });

  it('the simulated Pay is refused for another user’s or an expired payment', async () => {
    const user = await moneyUser(provider);
    const other = await moneyUser(provider);
    const { payment } = await newDeposit(user, '300');
    const foreign = await call(provider, 'POST', '/gateway/simulated/pay', {
      bearer: other.token,
      body: { payment_id: payment.payment_id },
    });
    expect(foreign.status).toBe(404);
    provider.clock.advance(31 * 60_000);
    const late = await call(provider, 'POST', '/gateway/simulated/pay', {
      bearer: user.token,
      body: { payment_id: payment.payment_id },
    });
    expect(late.status).toBe(409);
    expect((await wallets(user)).INR.available).toBe('0.00');
  });
});

describe('coin deposits from the simulated chain (per-user address, confirmations)', () => {
  it('GET /wallet/deposit-address gives each user a stable address valid for its coin', async () => {
    const user = await moneyUser(provider);
    const other = await moneyUser(provider);
    for (const coin of ['BTC', 'ETH', 'USDT'] as const) {
      const first = depositAddressResponseSchema.parse(
        (await call(provider, 'GET', `/wallet/deposit-address?coin=${coin}`, { bearer: user.token })).body,
      );
      const again = (
        await call(provider, 'GET', `/wallet/deposit-address?coin=${coin}`, { bearer: user.token })
      ).body;
      const theirs = (
        await call(provider, 'GET', `/wallet/deposit-address?coin=${coin}`, { bearer: other.token })
      ).body;
      expect(again.address).toBe(first.address);
      expect(theirs.address).not.toBe(first.address);
      expect(checkAddress(coin, first.address)).toEqual({ ok: true, address: first.address });
      expect(first.confirmations_required).toBe(coin === 'BTC' ? 2 : 12);
      if (coin === 'BTC') expect(first.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
      else expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
    const bad = await call(provider, 'GET', '/wallet/deposit-address?coin=DOGE', { bearer: user.token });
    expect(bad.status).toBe(422);
  });

  it('a BTC transfer is pending with 0/2, 1/2, and credited once at 2 confirmations', async () => {
    const user = await moneyUser(provider);
    const { address } = (
      await call(provider, 'GET', '/wallet/deposit-address?coin=BTC', { bearer: user.token })
    ).body;
    const sent = await call(provider, 'POST', '/dev/chain/transfers', {
      body: { coin: 'BTC', address, amount: '0.01500000' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.deposit).toMatchObject({
      status: 'pending',
      confirmations: 0,
      confirmations_required: 2,
    });
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 1 } });
    const history = async () =>
      depositHistorySchema.parse(
        (await call(provider, 'GET', '/wallet/history/deposits?days=1', { bearer: user.token })).body,
      ).data[0];
    expect(await history()).toMatchObject({
      status: 'pending',
      confirmations: 1,
      tx_hash: sent.body.tx_hash,
    });
    expect((await wallets(user)).BTC.balance).toBe('0.00000000');
    const mined = await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 1 } });
    expect(mined.body).toEqual({ mined: 1, credited: 1 });
    expect(await history()).toMatchObject({ status: 'completed', confirmations: 2 });
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 5 } });
    expect((await wallets(user)).BTC.available).toBe('0.01500000');
  });

  it('ETH and USDT wait for 12 confirmations; a transfer to an address that is not ours credits no one', async () => {
    const user = await moneyUser(provider);
    const { address } = (
      await call(provider, 'GET', '/wallet/deposit-address?coin=USDT', { bearer: user.token })
    ).body;
    await call(provider, 'POST', '/dev/chain/transfers', {
      body: { coin: 'USDT', address, amount: '250.5' },
    });
    const foreign = await call(provider, 'POST', '/dev/chain/transfers', {
      body: { coin: 'ETH', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '1' },
    });
    expect(foreign.body.deposit).toBeNull();
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 11 } });
    expect((await wallets(user)).USDT.balance).toBe('0.000000');
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 1 } });
    expect((await wallets(user)).USDT.available).toBe('250.500000');
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
