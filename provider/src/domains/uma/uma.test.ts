// UMA against a real provider on PostgreSQL: handles (rules, uniqueness whatever the case, one change per 30 days), a
// transfer of rupees or a coin to a verified Sikka user by mobile number or handle in one ledger entry, once per
// idempotency key, confirmed with the transaction OTP; every refusal a §8 field error that moves nothing; both
// sides' messages; the paged history; the books balanced after every step.
import { HANDLE_MESSAGES, minimumMessage, UMA_MESSAGES } from '@sikka/shared/uma/rules';
import { sendUmaResponseSchema, umaTransfersPageSchema } from '@sikka/shared/uma/schemas';
import { permissionMessages } from '@sikka/shared/user/verification';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' } });

/** A transaction OTP (§9 purpose 8), asked for past the previous one's resend wait. */
async function umaOtp(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

function setHandle(user: MoneyUser, handle: string) {
  return call(provider, 'POST', '/uma/handle', { bearer: user.token, body: { handle } });
}

function send(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/uma/transfers', { bearer: user.token, body });
}

async function balances(user: MoneyUser) {
  return userBalances(provider.db, user.id);
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

async function messagesOf(userId: number, kind: string) {
  return provider.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

let handles = 0;
/** A fresh handle for each test's people (handles are unique across the file's database). */
function freshHandle(stem: string): string {
  handles += 1;
  return `${stem}${handles}`;
}

describe('handles', () => {
  it('are read and chosen; unique whatever the case; reserved words and bad shapes refused', async () => {
    const asha = await moneyUser(provider);
    const bina = await moneyUser(provider);
    expect((await call(provider, 'GET', '/uma/handle', { bearer: asha.token })).body).toEqual({
      handle: null,
      next_change_at: null,
    });
    const name = freshHandle('asha');
    const chosen = await setHandle(asha, `@${name.toUpperCase()}`);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.handle).toBe(name);
    expect(chosen.body.next_change_at).not.toBeNull();

    const taken = await setHandle(bina, name.toUpperCase());
    expect(taken.status).toBe(422);
    expect(taken.body.error.errors.handle).toEqual([HANDLE_MESSAGES.taken]);
    for (const [handle, message] of [
      ['sikka', HANDLE_MESSAGES.reserved],
      ['ab', HANDLE_MESSAGES.length],
      ['9lives', HANDLE_MESSAGES.pattern],
    ]) {
      const refused = await setHandle(bina, handle as string);
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.handle).toEqual([message]);
    }
  });

  it('ten people racing for one handle (in any case): exactly one gets it, the rest are told it is taken', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => moneyUser(provider)));
    const name = freshHandle('race');
    const answers = await Promise.all(
      people.map((person, i) => setHandle(person, i % 2 ? name.toUpperCase() : name)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.handle).toEqual([HANDLE_MESSAGES.taken]);
    }
  });

  it('change once per 30 days (the same handle again is no change)', async () => {
    const user = await moneyUser(provider);
    const first = freshHandle('ravi');
    expect((await setHandle(user, first)).status).toBe(200);
    expect((await setHandle(user, first)).status).toBe(200);
    const soon = await setHandle(user, freshHandle('ravi'));
    expect(soon.status).toBe(422);
    expect(soon.body.error.errors.handle[0]).toMatch(
      /^You can change your handle once every 30 days; next on /,
    );
    provider.clock.advanceSeconds(30 * 24 * 3600 + 1);
    // The session has long expired by then: sign in again.
    const again = { ...user, token: (await signIn(provider, user.mobile)).token };
    const later = freshHandle('ravi');
    expect((await setHandle(again, later)).body.handle).toBe(later);
  });
});

describe('POST /uma/transfers', () => {
  it('moves rupees to a handle and a coin to a mobile number in one entry each, tells both, once per key', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '5000', BTC: '0.01' } });
    const bina = await moneyUser(provider);
    const binaHandle = freshHandle('bina');
    await setHandle(bina, binaHandle);
    const ashaHandle = freshHandle('asha');
    await setHandle(asha, ashaHandle);

    const body = {
      to: `@${binaHandle}`,
      asset: 'INR',
      amount: '1000',
      note: 'Rent',
      otp: await umaOtp(asha),
      idempotency_key: key(),
    };
    const sent = await send(asha, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { transfer, message } = sendUmaResponseSchema.parse(sent.body);
    expect(message).toBe(UMA_MESSAGES.sent);
    expect(transfer).toMatchObject({
      direction: 'sent',
      asset: 'INR',
      amount: '1000.00',
      counterparty: `@${binaHandle}`,
      note: 'Rent',
    });
    // The retried Confirm: the same answer, nothing moved twice.
    const again = await send(asha, body);
    expect(again.status).toBe(201);
    expect(again.body.transfer.id).toBe(transfer.id);
    expect((await balances(asha)).INR.available).toBe(4_000_00n);
    expect((await balances(bina)).INR.available).toBe(1_000_00n);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('reference', '=', `uma:${transfer.id}`)
      .execute();
    expect(entries).toHaveLength(1);

    const coin = await send(asha, {
      to: bina.mobile,
      asset: 'BTC',
      amount: '0.001',
      otp: await umaOtp(asha),
      idempotency_key: key(),
    });
    expect(coin.status, JSON.stringify(coin.body)).toBe(201);
    expect((await balances(asha)).BTC.available).toBe(900_000n);
    expect((await balances(bina)).BTC.available).toBe(100_000n);

    const sentMessages = await messagesOf(asha.id, 'uma_sent');
    expect(sentMessages.map((m) => m.body).sort()).toEqual([
      `You sent 0.001 BTC to @${binaHandle}.`,
      `You sent ₹1,000.00 to @${binaHandle}. Note: Rent`,
    ]);
    const received = await messagesOf(bina.id, 'uma_received');
    expect(received.map((m) => m.body).sort()).toEqual([
      `0.001 BTC from @${ashaHandle} is in your wallet.`,
      `₹1,000.00 from @${ashaHandle} is in your wallet. Note: Rent`,
    ]);
    expect(await balanced()).toBe(true);

    const history = umaTransfersPageSchema.parse(
      (await call(provider, 'GET', '/uma/transfers?page=1', { bearer: bina.token })).body,
    );
    expect(history.total).toBe(2);
    expect(history.data.map((t) => [t.direction, t.asset, t.amount, t.counterparty])).toEqual([
      ['received', 'BTC', '0.00100000', `@${ashaHandle}`],
      ['received', 'INR', '1000.00', `@${ashaHandle}`],
    ]);
    const ashaHistory = (await call(provider, 'GET', '/uma/transfers', { bearer: asha.token })).body;
    expect(ashaHistory.data.map((t: { direction: string }) => t.direction)).toEqual(['sent', 'sent']);
  });

  it('a retry replays its first answer even after the handle it named has moved on', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '1000' } });
    const bina = await moneyUser(provider);
    const first = freshHandle('moving');
    await setHandle(bina, first);
    const body = {
      to: `@${first}`,
      asset: 'INR',
      amount: '100',
      otp: await umaOtp(asha),
      idempotency_key: key(),
    };
    const sent = await send(asha, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    provider.clock.advanceSeconds(30 * 24 * 3600 + 1);
    const binaAgain = { ...bina, token: (await signIn(provider, bina.mobile)).token };
    expect((await setHandle(binaAgain, freshHandle('moved'))).status).toBe(200);
    const ashaAgain = { ...asha, token: (await signIn(provider, asha.mobile)).token };
    const retried = await send(ashaAgain, body);
    expect(retried.status).toBe(201);
    expect(retried.body.transfer.id).toBe(sent.body.transfer.id);
    expect((await balances(asha)).INR.available).toBe(900_00n);
    const fresh = await send(ashaAgain, { ...body, idempotency_key: key() });
    expect(fresh.body.error.errors.to).toEqual([UMA_MESSAGES.unknownRecipient]);
  });

  it('refuses, as §8 field errors that move nothing and keep the code', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '1000', BTC: '0.01' } });
    const bina = await moneyUser(provider);
    const pending = await moneyUser(provider, { spec: { state: 'pending' } });
    const otp = await umaOtp(asha);
    const base = { to: bina.mobile, asset: 'INR', amount: '100', otp };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: '-5' }, 'amount', UMA_MESSAGES.notPositive],
      [{ amount: '0' }, 'amount', UMA_MESSAGES.notPositive],
      [{ amount: '0.50' }, 'amount', minimumMessage('INR')],
      [{ amount: '1e3' }, 'amount', UMA_MESSAGES.exponent],
      [{ amount: '10.005' }, 'amount', 'INR allows at most 2 digits after the decimal point'],
      [
        { asset: 'BTC', amount: '0.000000001' },
        'amount',
        'BTC allows at most 8 digits after the decimal point',
      ],
      [{ amount: '1000.01' }, 'amount', UMA_MESSAGES.insufficient],
      [{ asset: 'ETH', amount: '1' }, 'amount', UMA_MESSAGES.insufficient],
      [{ to: '@nobody.here' }, 'to', UMA_MESSAGES.unknownRecipient],
      [{ to: '9000000001' }, 'to', UMA_MESSAGES.unknownRecipient],
      [{ to: asha.mobile }, 'to', UMA_MESSAGES.toYourself],
      [{ to: pending.mobile }, 'to', UMA_MESSAGES.unverifiedRecipient],
      [{ note: 'x'.repeat(141) }, 'note', UMA_MESSAGES.noteTooLong],
    ];
    for (const [change, field, text] of cases) {
      const refused = await send(asha, { ...base, ...change, idempotency_key: key() });
      expect(refused.status, JSON.stringify(change)).toBe(422);
      expect(refused.body.error.errors[field], JSON.stringify(change)).toEqual([text]);
    }
    const wrongCode = await send(asha, {
      ...base,
      otp: otp === '000000' ? '111111' : '000000',
      idempotency_key: key(),
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.error.errors.otp).toBeDefined();
    expect(await balances(asha)).toMatchObject({
      INR: { available: 1_000_00n },
      BTC: { available: 1_000_000n },
    });
    expect(await balances(bina)).toMatchObject({ INR: { available: 0n } });
    // The right code still works after all of that.
    const ok = await send(asha, { ...base, idempotency_key: key() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await balanced()).toBe(true);
  });

  it('§6: an unverified sender is refused with §6 text', async () => {
    const unverified = await moneyUser(provider, { spec: { state: 'unverified' } });
    const bina = await moneyUser(provider);
    const refused = await send(unverified, {
      to: bina.mobile,
      asset: 'INR',
      amount: '100',
      otp: '123456',
      idempotency_key: key(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(permissionMessages.unverified);
  });
});
