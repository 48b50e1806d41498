// Client withdrawals a sub-broker starts (docs/requirements.md §6, §7, §9 purpose 11) against a real provider on PostgreSQL:
// the client's code, bound to the amount, is spent in the withdrawal's transaction; a ga_enabled client confirms
// with their authenticator; the client's limits and 2FA block apply; nothing moves without the client's code, and
// no sub-broker reaches a user who is not their client.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import { subBrokerClientWithdrawalsSchema } from '@sikka/shared/subBroker/schemas';
import { recentMonths } from '@sikka/shared/subBroker/statement';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, newestCode, providerForFile, readOutbox } from '@sikka/tests/support/provider';
import { subBrokerKit } from '@sikka/tests/support/subBroker';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { totpCode } from '../../platform/otp/totp.ts';

const ADMIN = 'client-withdrawal-test-admin-token-0123456789';
const provider = providerForFile({
  env: {
    ADMIN_TOKEN: ADMIN,
    AUTH_ATTEMPTS_PER_IP: '10000',
    WITHDRAWAL_DAILY_LIMITS: '{"INR":"9000","BTC":"1","ETH":"20","USDT":"10000"}',
  },
});
const { subBroker, linked } = subBrokerKit(provider, ADMIN);

const sendCode = (sb: { token: string }, clientId: number, amount: string) =>
  call(provider, 'GET', `/sub-broker/resend-otp?user_id=${clientId}&withdrawal_amount=${amount}`, {
    bearer: sb.token,
  });

const withdraw = (sb: { token: string }, body: Record<string, unknown>) =>
  call(provider, 'POST', '/sub-broker/client-withdrawals', {
    bearer: sb.token,
    body: { idempotency_key: key(), ...body },
  });

/** The client's rupees in the ledger: available and locked (in a withdrawal). */
async function rupees(user: MoneyUser): Promise<{ available: string; locked: string }> {
  const inr = (await userBalances(provider.db, user.id)).INR;
  return { available: fromMinorUnits(inr.available, 'INR'), locked: fromMinorUnits(inr.locked, 'INR') };
}

/** A sub-broker and their verified client with a bank account and ₹10,000. */
async function book(clientOptions: { totp?: boolean } = {}) {
  const sb = await subBroker();
  const client = await moneyUser(provider, {
    bank: true,
    funds: { INR: '10000' },
    ...(clientOptions.totp ? { spec: { totp_secret: true } } : {}),
  });
  await linked(sb, client);
  return { sb, client };
}

/** Sends the client's code past the resend wait and reads it from the client's SMS. */
async function clientCode(sb: MoneyUser, client: MoneyUser, amount: string): Promise<string> {
  provider.clock.advanceSeconds(91);
  const sent = await sendCode(sb, client.id, amount);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return newestCode(provider.url, client.mobile, OTP_PURPOSE.subBrokerWithdraw);
}

describe('a withdrawal a sub-broker starts for a client', () => {
  it('moves the client’s rupees to their bank with the code sent to the client, once per key, and tells them', async () => {
    const { sb, client } = await book();
    const sent = await sendCode(sb, client.id, '2500');
    expect(sent).toMatchObject({ status: 200, body: { message: SUB_BROKER_MESSAGES.codeSent } });
    const sms = (await readOutbox(provider.url, client.mobile)).find(
      (entry) => entry.purpose === OTP_PURPOSE.subBrokerWithdraw,
    );
    expect(sms?.text).toContain('₹2,500.00');
    expect(sms?.text).toContain('Asha Traders');
    const otp = await newestCode(provider.url, client.mobile, OTP_PURPOSE.subBrokerWithdraw);

    const idempotency_key = key();
    const done = await withdraw(sb, { user_id: client.id, amount: '2500', otp, idempotency_key });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({
      message: SUB_BROKER_MESSAGES.withdrawalStarted,
      withdrawal: { coin: 'INR', amount: '2500.00', status: 'requested', user_id: client.id },
    });
    expect(await rupees(client)).toEqual({ available: '7500.00', locked: '2500.00' });

    // The same key again answers the same withdrawal and moves nothing more.
    const again = await withdraw(sb, { user_id: client.id, amount: '2500', otp, idempotency_key });
    expect(again.body.withdrawal.id).toBe(done.body.withdrawal.id);
    expect(await rupees(client)).toEqual({ available: '7500.00', locked: '2500.00' });
    // The code is spent: a new attempt with it moves nothing.
    const reused = await withdraw(sb, { user_id: client.id, amount: '2500', otp });
    expect(reused.status).toBe(422);
    expect(reused.body.error.errors.otp).toBeDefined();
    expect(await rupees(client)).toEqual({ available: '7500.00', locked: '2500.00' });

    // The client is told who started it; the sub-broker sees it in their list.
    const messages = await call(provider, 'GET', '/user/messages', { bearer: client.token });
    expect(JSON.stringify(messages.body)).toContain(
      'Your sub-broker Asha Traders started a withdrawal of ₹2,500.00',
    );
    const list = subBrokerClientWithdrawalsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/client-withdrawals', { bearer: sb.token })).body,
    );
    expect(list.data.map((row) => row.id)).toEqual([done.body.withdrawal.id]);
    // And the client's statement for the month lists it under the trades.
    const month = recentMonths(provider.clock.now())[0] as string;
    const statement = await call(
      provider,
      'GET',
      `/sub-broker/statements?client_id=${client.id}&period=${month}`,
      {
        bearer: sb.token,
      },
    );
    expect(statement.body).toMatchObject({
      withdrawals: [{ id: done.body.withdrawal.id, amount: '2500.00', status: 'requested' }],
      withdrawn: '2500.00',
    });
  });

  it('refuses a wrong, expired or other-amount code and moves nothing', async () => {
    const { sb, client } = await book();
    const otp = await clientCode(sb, client, '100');
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await withdraw(sb, { user_id: client.id, amount: '100', otp: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.otp).toEqual(['The OTP you entered is incorrect']);
    // A code sent for ₹100 never confirms ₹200.
    const other = await withdraw(sb, { user_id: client.id, amount: '200', otp });
    expect(other.body.error.errors.amount).toEqual([SUB_BROKER_MESSAGES.codeForOtherAmount]);
    expect(await rupees(client)).toEqual({ available: '10000.00', locked: '0.00' });
    // Asking for another amount replaces the code at once: the old one no longer confirms anything.
    const newer = await clientCode(sb, client, '200');
    expect(newer).not.toBe(otp);
    expect((await withdraw(sb, { user_id: client.id, amount: '100', otp })).status).toBe(422);
    // Expired after five minutes.
    provider.clock.advanceSeconds(301);
    const late = await withdraw(sb, { user_id: client.id, amount: '200', otp: newer });
    expect(late.body.error.errors.otp).toEqual(['The OTP has expired. Please request a new one']);
    expect(await rupees(client)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('a client with Google Authenticator confirms with its code; no SMS is sent', async () => {
    const { sb, client } = await book({ totp: true });
    const before = (await readOutbox(provider.url, client.mobile)).length;
    const sent = await sendCode(sb, client.id, '300');
    expect(sent.body.message).toBe(SUB_BROKER_MESSAGES.codeOnAuthenticator);
    expect((await readOutbox(provider.url, client.mobile)).length).toBe(before);
    provider.clock.advanceSeconds(30);
    const code = totpCode(client.totpSecret as string, provider.clock.now());
    const done = await withdraw(sb, { user_id: client.id, amount: '300', otp: code });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await rupees(client)).toEqual({ available: '9700.00', locked: '300.00' });
    expect((await withdraw(sb, { user_id: client.id, amount: '300', otp: code })).status).toBe(422);
  });

  it('applies the client’s own balance, daily limit and 24-hour block after a 2FA change', async () => {
    const { sb, client } = await book();
    const tooMuch = await withdraw(sb, {
      user_id: client.id,
      amount: '20000',
      otp: await clientCode(sb, client, '20000'),
    });
    expect(tooMuch.body.error.errors.amount).toEqual(['Insufficient balance']);
    const pastLimit = await withdraw(sb, {
      user_id: client.id,
      amount: '9500',
      otp: await clientCode(sb, client, '9500'),
    });
    expect(pastLimit.body.error.errors.amount).toEqual([
      'The daily withdrawal limit for INR is ₹9,000.00; ₹9,000.00 is left today',
    ]);

    await provider.db
      .updateTable('users')
      .set({ two_factor_changed_at: provider.clock.now() })
      .where('id', '=', client.id)
      .execute();
    const blocked = await sendCode(sb, client.id, '100');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/^Withdrawals are paused for 24 hours/);
    expect((await withdraw(sb, { user_id: client.id, amount: '100', otp: '123456' })).status).toBe(403);
    expect(await rupees(client)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('no sub-broker reaches another’s client; a normal user hears the silent refusal', async () => {
    const { sb, client } = await book();
    const other = await subBroker();
    const stranger = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    for (const id of [client.id, stranger.id, other.id]) {
      expect(await sendCode(other, id, '100')).toMatchObject({
        status: 404,
        body: { message: SUB_BROKER_MESSAGES.notFound },
      });
      expect((await withdraw(other, { user_id: id, amount: '100', otp: '123456' })).status).toBe(404);
    }
    for (const path of [
      '/sub-broker/client-withdrawals',
      `/sub-broker/resend-otp?user_id=${client.id}&withdrawal_amount=1`,
    ])
      expect(await call(provider, 'GET', path, { bearer: stranger.token })).toMatchObject({
        status: 403,
        body: { message: SUB_BROKER_MESSAGES.notASubBroker },
      });
    expect(
      (await withdraw(stranger, { user_id: client.id, amount: '100', otp: '123456' })).body.message,
    ).toBe(SUB_BROKER_MESSAGES.notASubBroker);
    const list = await call(provider, 'GET', '/sub-broker/client-withdrawals', { bearer: other.token });
    expect(list.body).toEqual({ data: [] });
    // And sb's own code for its client still works after all that.
    const otp = await clientCode(sb, client, '100');
    expect((await withdraw(sb, { user_id: client.id, amount: '100', otp })).status).toBe(201);
  });
});
