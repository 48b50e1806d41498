// The outcome of a money call asked by its idempotency key (shared/src/money/idempotency.ts): done with the call's
// own answer, or not done — for good, since asking settles an unused key, so a request still on its way with it
// is refused when it arrives; a call in flight is waited for. Instant orders, withdrawals and rupee deposits.
import { executeResponseSchema } from '@sikka/shared/instant/schemas';
import { ATTEMPT_SETTLED } from '@sikka/shared/money/idempotency';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { fixedMarket, key, type MoneyUser, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { KEY_REUSED } from './idempotency.ts';
import { booksBalance, checkInvariants } from './invariants.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market: fixedMarket() });

async function quoteId(user: MoneyUser): Promise<string> {
  const quote = await call(provider, 'POST', '/instant/quotes', {
    bearer: user.token,
    body: { coin: 'BTC', side: 'buy', unit: 'inr', amount: '1000' },
  });
  expect(quote.status).toBe(201);
  return quote.body.quote_id as string;
}

const execute = (user: MoneyUser, quote: string, idempotencyKey: string) =>
  call(provider, 'POST', '/instant/orders', {
    bearer: user.token,
    body: { quote_id: quote, idempotency_key: idempotencyKey },
  });

const outcome = (user: MoneyUser, path: string, idempotencyKey: string) =>
  call(provider, 'POST', path, { bearer: user.token, body: { idempotency_key: idempotencyKey } });

async function inr(user: MoneyUser): Promise<string> {
  const { wallets } = walletResponseSchema.parse(
    (await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body,
  );
  return wallets.INR.available;
}

describe('instant orders: POST /instant/orders/outcome', () => {
  it('a buy that happened is done, answered with its own order, however often asked', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000' } });
    const attempt = key();
    const executed = await execute(user, await quoteId(user), attempt);
    expect(executed.status).toBe(201);
    for (let asked = 0; asked < 2; asked++) {
      const answer = await outcome(user, '/instant/orders/outcome', attempt);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ state: 'done', result: executed.body });
      expect(executeResponseSchema.parse(answer.body.result).order.side).toBe('buy');
    }
  });

  it('a key never used is not done for good: its execution arriving afterwards is refused and buys nothing', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000' } });
    const attempt = key();
    const quote = await quoteId(user);
    expect((await outcome(user, '/instant/orders/outcome', attempt)).body).toEqual({ state: 'not-done' });

    const late = await execute(user, quote, attempt);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ATTEMPT_SETTLED);
    expect(await inr(user)).toBe('5000.00');
    expect((await outcome(user, '/instant/orders/outcome', attempt)).body).toEqual({ state: 'not-done' });
    // The quote was never used: a new attempt (a new key) buys with it.
    expect((await execute(user, quote, key())).status).toBe(201);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('an execution still in flight is waited for, and its outcome is the answer', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000' } });
    const attempt = key();
    const quote = await quoteId(user);
    // Hold the quote's row: the execution claims its key, then waits here inside its transaction.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = provider.db.transaction().execute(async (trx) => {
      await trx.selectFrom('quotes').select('id').where('id', '=', quote).forUpdate().execute();
      holding();
      await released;
    });
    await held;
    const executing = execute(user, quote, attempt);
    await new Promise((resolve) => setTimeout(resolve, 300));
    let answered = false;
    const asking = outcome(user, '/instant/orders/outcome', attempt).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);

    release();
    await holder;
    const executed = await executing;
    expect(executed.status).toBe(201);
    expect((await asking).body).toEqual({ state: 'done', result: executed.body });
  });

  it("a key is its user's own: another user's asking neither sees nor settles it", async () => {
    const owner = await moneyUser(provider, { funds: { INR: '5000' } });
    const stranger = await moneyUser(provider);
    const attempt = key();
    const quote = await quoteId(owner);
    expect((await outcome(stranger, '/instant/orders/outcome', attempt)).body).toEqual({ state: 'not-done' });
    expect((await execute(owner, quote, attempt)).status).toBe(201);
    expect((await outcome(owner, '/instant/orders/outcome', attempt)).body.state).toBe('done');
  });

  it("a key asked as another operation's is refused, not answered", async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000' } });
    const attempt = key();
    expect((await execute(user, await quoteId(user), attempt)).status).toBe(201);
    const asked = await outcome(user, '/wallet/withdrawals/outcome', attempt);
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ error: { errors: { idempotency_key: [KEY_REUSED] } } });
  });
});

describe('withdrawals and rupee deposits: POST /wallet/withdrawals/outcome, /wallet/deposits/outcome', () => {
  it('a withdrawal that happened is done with its request; one refused for a wrong OTP is not done', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '5000' } });
    const otp = await withdrawalOtp(provider, user, 'INR');
    const refusedKey = key();
    const refused = await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: {
        coin: 'INR',
        amount: '100',
        otp: otp === '000000' ? '111111' : '000000',
        idempotency_key: refusedKey,
      },
    });
    expect(refused.status).toBe(422);
    expect((await outcome(user, '/wallet/withdrawals/outcome', refusedKey)).body).toEqual({
      state: 'not-done',
    });

    const doneKey = key();
    const requested = await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: { coin: 'INR', amount: '100', otp, idempotency_key: doneKey },
    });
    expect(requested.status).toBe(201);
    expect((await outcome(user, '/wallet/withdrawals/outcome', doneKey)).body).toEqual({
      state: 'done',
      result: requested.body,
    });
  });

  it('a deposit opened is done with its payment step; an unused key is not done', async () => {
    const user = await moneyUser(provider);
    const doneKey = key();
    const opened = await call(provider, 'POST', '/wallet/deposits', {
      bearer: user.token,
      body: { coin: 'INR', amount: '2500', channel: 'UPI', idempotency_key: doneKey },
    });
    expect(opened.status).toBe(201);
    expect((await outcome(user, '/wallet/deposits/outcome', doneKey)).body).toEqual({
      state: 'done',
      result: opened.body,
    });
    expect((await outcome(user, '/wallet/deposits/outcome', key())).body).toEqual({ state: 'not-done' });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
