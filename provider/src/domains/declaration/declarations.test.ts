// Declarations (e-sign, §3 held-order data, §4 banner): a withdrawal or deposit above its asset's threshold is
// held; user-details' esign_request names it; signing with the §9 transaction code releases it exactly once,
// however often and however concurrently it is signed; the books balance after every step.
import { DECLARATION_MESSAGES } from '@sikka/shared/declaration/declaration';
import { inrDepositResponseSchema, withdrawalResponseSchema } from '@sikka/shared/wallet/calls';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { key, type MoneyUser, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

const provider = providerForFile({
  env: {
    AUTH_ATTEMPTS_PER_IP: '100000',
    DECLARATION_THRESHOLDS: '{"INR":"50000","BTC":"0.1","ETH":"5","USDT":"2500"}',
  },
});

async function wallets(user: MoneyUser) {
  return walletResponseSchema.parse((await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body)
    .wallets;
}

async function esignRequest(user: MoneyUser) {
  const details = await call(provider, 'GET', '/user-details', { bearer: user.token });
  return details.body.users[0].esign_request;
}

async function withdraw(user: MoneyUser, amount: string, coin = 'INR', address?: string) {
  provider.clock.advanceSeconds(91);
  const otp = await withdrawalOtp(provider, user, coin);
  const answer = await call(provider, 'POST', '/wallet/withdrawals', {
    bearer: user.token,
    body: { coin, amount, otp, idempotency_key: key(), ...(address ? { address } : {}) },
  });
  expect(answer.status).toBe(201);
  return { ...withdrawalResponseSchema.parse(answer.body), message: answer.body.message as string };
}

async function deposit(user: MoneyUser, amount: string) {
  const opened = await call(provider, 'POST', '/wallet/deposits', {
    bearer: user.token,
    body: { coin: 'INR', amount, channel: 'UPI', idempotency_key: key() },
  });
  const { payment } = inrDepositResponseSchema.parse(opened.body);
  const paid = await call(provider, 'POST', '/gateway/simulated/pay', {
    bearer: user.token,
    body: { payment_id: payment.payment_id },
  });
  expect(paid.status).toBe(200);
}

/** The §9 transaction code (purpose 8) by POST /request-otp, as the form asks for it. */
async function signingCode(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  expect(asked.status).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

function sign(user: MoneyUser, id: number, otp: string, change: Record<string, unknown> = {}) {
  return call(provider, 'POST', '/esign/sign', {
    bearer: user.token,
    body: {
      id,
      source_of_funds: 'Savings',
      user_comment: 'Paying for my daughter’s college fees',
      declared: true,
      otp,
      ...change,
    },
  });
}

async function processWithdrawals() {
  await call(provider, 'POST', '/dev/withdrawals/process');
}

describe('a rupee withdrawal above the threshold waits for its declaration (§3 WITHDRAW)', () => {
  it('is held with its funds locked, named by esign_request, and released once signed', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '100000' } });
    const held = await withdraw(user, '60000');
    expect(held.message).toBe(DECLARATION_MESSAGES.heldWithdraw);
    expect(held.withdrawal.status).toBe('held');
    expect((await wallets(user)).INR).toMatchObject({ available: '40000.00', locked: '60000.00' });

    const request = await esignRequest(user);
    expect(request).toMatchObject({
      order_type: 'WITHDRAW',
      amount: '60000.00',
      coin: 'INR',
      order_id: held.withdrawal.id,
      user_comment: null,
    });
    // The bank's queue does not see a held withdrawal.
    await processWithdrawals();
    await processWithdrawals();
    const form = await call(provider, 'GET', `/esign?id=${request.esign_req_id}`, { bearer: user.token });
    expect(form.body).toMatchObject({ status: 'pending', order_type: 'WITHDRAW', amount: '60000.00' });

    const code = await signingCode(user);
    const wrong = await sign(user, request.esign_req_id, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors.otp).toBeDefined();
    expect(
      (await call(provider, 'GET', `/esign?id=${request.esign_req_id}`, { bearer: user.token })).body.status,
    ).toBe('pending');

    const signed = await sign(user, request.esign_req_id, code);
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe(DECLARATION_MESSAGES.signedWithdraw);
    expect(signed.body.declaration).toMatchObject({
      status: 'signed',
      source_of_funds: 'Savings',
      user_comment: 'Paying for my daughter’s college fees',
    });
    expect(await esignRequest(user)).toBeNull();
    await processWithdrawals();
    await processWithdrawals();
    expect((await wallets(user)).INR).toMatchObject({
      available: '40000.00',
      locked: '0.00',
      balance: '40000.00',
    });

    const again = await sign(user, request.esign_req_id, await signingCode(user));
    expect(again).toMatchObject({
      status: 409,
      body: { message: DECLARATION_MESSAGES.alreadySigned },
    });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('at exactly the threshold it is not held', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '100000' } });
    const answer = await withdraw(user, '50000');
    expect(answer.withdrawal.status).toBe('requested');
    expect(await esignRequest(user)).toBeNull();
  });

  it('a coin withdrawal above its threshold is SEND, with volume', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.5' } });
    const answer = await withdraw(user, '0.2', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(answer.withdrawal.status).toBe('held');
    expect(await esignRequest(user)).toMatchObject({ order_type: 'SEND', volume: '0.20000000', coin: 'BTC' });
  });
});

describe('a deposit above the threshold arrives held (§3 DEPOSIT, RECEIVE)', () => {
  it('a rupee deposit is credited to locked, and to available once signed', async () => {
    const user = await moneyUser(provider);
    await deposit(user, '75000');
    expect((await wallets(user)).INR).toMatchObject({ available: '0.00', locked: '75000.00' });
    const request = await esignRequest(user);
    expect(request).toMatchObject({ order_type: 'DEPOSIT', amount: '75000.00', coin: 'INR' });
    const signed = await sign(user, request.esign_req_id, await signingCode(user));
    expect(signed.body.message).toBe(DECLARATION_MESSAGES.signedDeposit);
    expect((await wallets(user)).INR).toMatchObject({ available: '75000.00', locked: '0.00' });
    const history = await call(provider, 'GET', '/wallet/history/deposits?days=1', {
      bearer: user.token,
    });
    expect(history.body.data[0]).toMatchObject({ status: 'completed' });
    expect(history.body.data[0].completed_at).not.toBeNull();
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('a coin deposit from the chain is RECEIVE, held at its confirmations', async () => {
    const user = await moneyUser(provider);
    const { address } = (
      await call(provider, 'GET', '/wallet/deposit-address?coin=BTC', { bearer: user.token })
    ).body;
    await call(provider, 'POST', '/dev/chain/transfers', { body: { coin: 'BTC', address, amount: '0.3' } });
    await call(provider, 'POST', '/dev/chain/blocks', { body: { count: 2 } });
    expect((await wallets(user)).BTC).toMatchObject({ available: '0.00000000', locked: '0.30000000' });
    expect(await esignRequest(user)).toMatchObject({
      order_type: 'RECEIVE',
      volume: '0.30000000',
      coin: 'BTC',
    });
  });
});

describe('who may sign what', () => {
  it("another person's declaration is not found; a form without the tick is refused on its field", async () => {
    const owner = await moneyUser(provider);
    await deposit(owner, '60000');
    const request = await esignRequest(owner);
    const other = await moneyUser(provider);
    const read = await call(provider, 'GET', `/esign?id=${request.esign_req_id}`, { bearer: other.token });
    expect(read).toMatchObject({ status: 404, body: { message: DECLARATION_MESSAGES.notFound } });
    const stolen = await sign(other, request.esign_req_id, await signingCode(other));
    expect(stolen.status).toBe(404);
    const unticked = await sign(owner, request.esign_req_id, await signingCode(owner), { declared: false });
    expect(unticked.status).toBe(422);
    expect(unticked.body.error.errors.declared).toEqual([DECLARATION_MESSAGES.declarationRequired]);
    expect((await wallets(owner)).INR.locked).toBe('60000.00');
  });
});

describe('signing releases the held order exactly once', () => {
  it('ten concurrent signatures with the right code: one release, the rest refused', async () => {
    const user = await moneyUser(provider);
    await deposit(user, '90000');
    const request = await esignRequest(user);
    const code = await signingCode(user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sign(user, request.esign_req_id, code)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const releases = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('kind', '=', 'deposit_release')
      .where('user_id', '=', user.id)
      .execute();
    expect(releases).toHaveLength(1);
    expect((await wallets(user)).INR).toMatchObject({ available: '90000.00', locked: '0.00' });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('any mix of deposits around the threshold: locked is the held ones until each is signed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        async (rupees) => {
          const user = await moneyUser(provider);
          for (const amount of rupees) await deposit(user, String(amount));
          const held = rupees.filter((amount) => amount > 50_000);
          const total = rupees.reduce((sum, amount) => sum + amount, 0);
          const before = await wallets(user);
          expect(before.INR.locked).toBe(`${held.reduce((sum, amount) => sum + amount, 0)}.00`);
          expect(before.INR.balance).toBe(`${total}.00`);
          for (let signed = 0; signed < held.length; signed += 1) {
            const request = await esignRequest(user);
            expect((await sign(user, request.esign_req_id, await signingCode(user))).status).toBe(200);
          }
          expect(await esignRequest(user)).toBeNull();
          expect((await wallets(user)).INR).toMatchObject({ available: `${total}.00`, locked: '0.00' });
          expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});
