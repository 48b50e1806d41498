// Gifting a coin against a real provider on PostgreSQL: a quote holds every line of the purchase, and the send pays
// exactly its total from rupees as an instant buy and holds the coin in escrow, once per idempotency key; the refusals
// move nothing; the recipient (verified, with that number — also one
// who signs up after) claims it once; unclaimed, the expiry job returns it once, across a restart too; each step
// writes both sides' messages; the books balance after every step.
import type { Coin } from '@sikka/shared/constants';
import {
  GIFT_MESSAGES,
  giftQuoteSchema,
  giftsPageResponseSchema,
  sendGiftResponseSchema,
} from '@sikka/shared/gifting/schemas';
import { computeQuote } from '@sikka/shared/market/quote';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { FIXED_MIDS, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { GIFT_EXPIRY_JOB } from './giftService.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market });
const DAY_MS = 24 * 3600_000;

/** A transaction OTP (§9 purpose 8) for the user, asked for past the previous one's resend wait. */
async function giftOtp(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

function quote(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/gifts/quotes', { bearer: user.token, body });
}

function sendQuoted(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/gifts', { bearer: user.token, body });
}

/** Quotes the gift of `inr_amount` of `coin`, then sends it with the rest of the body; a refused quote is the answer. */
async function send(user: MoneyUser, body: Record<string, unknown>) {
  const { coin, inr_amount, ...rest } = body;
  const quoted = await quote(user, { coin, inr_amount });
  if (quoted.status !== 201) return quoted;
  return sendQuoted(user, { quote_id: quoted.body.quote_id, ...rest });
}

function claim(user: MoneyUser, giftId: number, idempotencyKey = key()) {
  return call(provider, 'POST', '/gifts/claim', {
    bearer: user.token,
    body: { gift_id: giftId, idempotency_key: idempotencyKey },
  });
}

/** What the gift of ₹`rupees` of `coin` holds and costs: the least quantity worth it, charged as an instant buy. */
async function priced(coin: Coin, rupees: string) {
  const prices = (await call(provider, 'GET', '/trades/in/all/all')).body;
  const price: string = prices[coin].buying_price;
  const pricePaise = toMinorUnits(price, 'INR');
  const scale = 10n ** BigInt(precisionOf(coin));
  const quantity = (toMinorUnits(rupees, 'INR') * scale + pricePaise - 1n) / pricePaise;
  const quote = computeQuote({
    side: 'buy',
    coin,
    unit: 'coin',
    amount: fromMinorUnits(quantity, coin),
    price,
    schedule: provider.config.FEE_SCHEDULE,
  });
  if (!quote.ok) throw new Error(quote.message);
  return quote.minor;
}

async function escrow(coin: Coin): Promise<bigint> {
  const row = await provider.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', 'gift_escrow')
    .where('asset', '=', coin)
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

async function expiryJobs(giftId: number) {
  const { rows } = await sql<{ state: string; start_after: Date }>`
    select state, start_after from pgboss.job
    where name = ${GIFT_EXPIRY_JOB} and data->>'gift_id' = ${String(giftId)}`.execute(provider.db);
  return rows;
}

async function giftsOf(userId: number) {
  return provider.db.selectFrom('gifts').selectAll().where('sender_id', '=', userId).execute();
}

async function messagesOf(userId: number, kind: string) {
  return provider.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

async function expire(giftId: number): Promise<string> {
  const answer = await call(provider, 'POST', `/dev/gifts/${giftId}/expire`);
  expect(answer.status).toBe(200);
  return answer.body.result;
}

describe('POST /gifts: the coin bought from rupees into escrow', () => {
  it('charges exactly the quote: an instant buy of the coin worth the amount, into escrow, the return queued, both told', async () => {
    const sender = await moneyUser(provider, { funds: { INR: '10000' } });
    const recipient = await moneyUser(provider);
    const escrowBefore = await escrow('BTC');
    const quoted = await quote(sender, { coin: 'BTC', inr_amount: '500' });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    const shown = giftQuoteSchema.parse(quoted.body);
    const lines = await priced('BTC', '500');
    // The confirmation's every line: worth asked, the coin bought for it, its fee and GST, and the total.
    expect(shown).toMatchObject({
      coin: 'BTC',
      worth: '500.00',
      quantity: fromMinorUnits(lines.quantity, 'BTC'),
      value: fromMinorUnits(lines.value, 'INR'),
      fee: fromMinorUnits(lines.fee, 'INR'),
      gst: fromMinorUnits(lines.gst, 'INR'),
      total: fromMinorUnits(lines.total, 'INR'),
    });
    expect(lines.total).toBe(lines.value + lines.fee + lines.gst);
    const sent = await sendQuoted(sender, {
      quote_id: shown.quote_id,
      recipient_mobile: recipient.mobile,
      message: 'Happy Diwali!',
      otp: await giftOtp(sender),
      idempotency_key: key(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { gift, message } = sendGiftResponseSchema.parse(sent.body);
    expect(message).toBe('Your gift is on its way');
    expect(gift).toMatchObject({
      coin: 'BTC',
      quantity: fromMinorUnits(lines.quantity, 'BTC'),
      inr_value: fromMinorUnits(lines.value, 'INR'),
      counterparty: recipient.mobile,
      message: 'Happy Diwali!',
      status: 'sent',
      direction: 'sent',
      settled_at: null,
    });
    expect(lines.value).toBeGreaterThanOrEqual(500_00n);
    expect(new Date(gift.expires_at).getTime() - new Date(gift.created_at).getTime()).toBe(7 * DAY_MS);
    const balances = await userBalances(provider.db, sender.id);
    expect(balances.INR.available).toBe(10_000_00n - toMinorUnits(shown.total, 'INR'));
    expect(balances.BTC.available).toBe(0n);
    expect((await escrow('BTC')) - escrowBefore).toBe(lines.quantity);
    // The return is queued with the gift, due when it expires.
    const [job, ...others] = await expiryJobs(gift.id);
    expect(others).toEqual([]);
    expect(Math.abs((job?.start_after.getTime() ?? 0) - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
    expect((await messagesOf(sender.id, 'gift_sent'))[0]?.title).toBe('Gift sent');
    expect((await messagesOf(recipient.id, 'gift_received'))[0]?.body).toMatch(/^XXXXXX\d{4} sent you /);
    expect(await balanced()).toBe(true);
  });

  it('a send retried with the same idempotency key, even ten at once, has one effect and one answer', async () => {
    const sender = await moneyUser(provider, { funds: { INR: '10000' } });
    const recipient = await moneyUser(provider);
    const quoted = await quote(sender, { coin: 'ETH', inr_amount: '250.50' });
    const body = {
      quote_id: quoted.body.quote_id,
      recipient_mobile: recipient.mobile,
      otp: await giftOtp(sender),
      idempotency_key: key(),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendQuoted(sender, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.gift.id)).size).toBe(1);
    expect(await giftsOf(sender.id)).toHaveLength(1);
    const lines = await priced('ETH', '250.50');
    expect((await userBalances(provider.db, sender.id)).INR.available).toBe(10_000_00n - lines.total);
    expect(await expiryJobs(answers[0]?.body.gift.id)).toHaveLength(1);
    // The same key for another gift is refused on the key.
    const other = await quote(sender, { coin: 'ETH', inr_amount: '300' });
    const reused = await sendQuoted(sender, { ...body, quote_id: other.body.quote_id });
    expect(reused.status).toBe(422);
    expect(reused.body.error.errors.idempotency_key).toBeDefined();
    expect(await balanced()).toBe(true);
  });

  it('refusals move nothing and spend no code: to oneself, above the balance, below ₹100, a bad number or amount', async () => {
    const sender = await moneyUser(provider, { funds: { INR: '1000' } });
    const recipient = await moneyUser(provider);
    const otp = await giftOtp(sender);
    const good = { coin: 'USDT', inr_amount: '150', recipient_mobile: recipient.mobile, otp };
    const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ recipient_mobile: sender.mobile }, 'recipient_mobile', 'You cannot send a gift to yourself'],
      [{ inr_amount: '5000' }, 'inr_amount', 'Insufficient balance'],
      [{ inr_amount: '99.99' }, 'inr_amount', 'The smallest gift is ₹100.00'],
      [{ inr_amount: '0' }, 'inr_amount', /./],
      [{ inr_amount: '12.345' }, 'inr_amount', /at most 2 digits/],
      [{ inr_amount: 'lots' }, 'inr_amount', 'Enter a valid amount'],
      [{ recipient_mobile: '98765' }, 'recipient_mobile', 'Please enter a 10 digit phone number'],
      [{ coin: 'DOGE' }, 'coin', /./],
    ];
    for (const [change, field, text] of cases) {
      const refused = await send(sender, { ...good, ...change, idempotency_key: key() });
      expect(refused.status, JSON.stringify(change)).toBe(422);
      expect(refused.body.error.errors[field]?.[0]).toMatch(text);
    }
    const wrongCode = await send(sender, {
      ...good,
      otp: otp === '000000' ? '111111' : '000000',
      idempotency_key: key(),
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.error.errors.otp).toBeDefined();
    expect(await giftsOf(sender.id)).toEqual([]);
    expect((await userBalances(provider.db, sender.id)).INR.available).toBe(1_000_00n);
    // The code was not spent by any refusal: it still sends the good gift.
    const sent = await send(sender, { ...good, idempotency_key: key() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await balanced()).toBe(true);
  });

  it('§6: an unverified sender is refused', async () => {
    const sender = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { INR: '1000' } });
    const refused = await send(sender, {
      coin: 'BTC',
      inr_amount: '150',
      recipient_mobile: '9876500000',
      otp: '123456',
      idempotency_key: key(),
    });
    expect(refused.status).toBe(403);
    expect(await giftsOf(sender.id)).toEqual([]);
  });
});

describe('POST /gifts/quotes: the price held for the confirmation', () => {
  const body = (recipient: MoneyUser, quoteId: string, otp: string) => ({
    quote_id: quoteId,
    recipient_mobile: recipient.mobile,
    otp,
    idempotency_key: key(),
  });

  it('past its time a quote stands while the price has not moved, and is refused once it has; nothing moves', async () => {
    const sender = await moneyUser(provider, { funds: { INR: '5000' } });
    const recipient = await moneyUser(provider);
    const still = await quote(sender, { coin: 'ETH', inr_amount: '200' });
    const moved = await quote(sender, { coin: 'BTC', inr_amount: '200' });
    provider.clock.advanceSeconds(61);
    const otp = await giftOtp(sender);
    market.move('BTC', (FIXED_MIDS.BTC * 101n) / 100n);
    try {
      const refused = await sendQuoted(sender, body(recipient, moved.body.quote_id, otp));
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.inr_amount).toEqual([
        'The price has changed since you reviewed the gift. Please review it again',
      ]);
      expect(await giftsOf(sender.id)).toEqual([]);
      // The code was not spent by the refusal: the quote whose price stood goes out with it, at its total.
      const sent = await sendQuoted(sender, body(recipient, still.body.quote_id, otp));
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect((await userBalances(provider.db, sender.id)).INR.available).toBe(
        5_000_00n - toMinorUnits(still.body.total, 'INR'),
      );
    } finally {
      market.move('BTC', FIXED_MIDS.BTC);
    }
  });

  it("a used quote is refused with 409, another person's with 404; the quote refuses what a gift cannot be", async () => {
    const sender = await moneyUser(provider, { funds: { INR: '5000' } });
    const other = await moneyUser(provider, { funds: { INR: '5000' } });
    const recipient = await moneyUser(provider);
    const quoted = await quote(sender, { coin: 'USDT', inr_amount: '150' });
    expect(quoted.status).toBe(201);
    const first = await sendQuoted(sender, body(recipient, quoted.body.quote_id, await giftOtp(sender)));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await sendQuoted(sender, body(recipient, quoted.body.quote_id, await giftOtp(sender)));
    expect(again).toMatchObject({ status: 409, body: { message: GIFT_MESSAGES.quoteUsed } });
    const theirs = await quote(other, { coin: 'USDT', inr_amount: '150' });
    const stolen = await sendQuoted(sender, body(recipient, theirs.body.quote_id, await giftOtp(sender)));
    expect(stolen).toMatchObject({ status: 404, body: { message: GIFT_MESSAGES.quoteNotFound } });
    expect(await giftsOf(sender.id)).toHaveLength(1);
    expect(await giftsOf(other.id)).toHaveLength(0);
    expect(await balanced()).toBe(true);
  });
});

describe('POST /gifts/claim: the recipient takes it once', () => {
  async function sentGift(recipientMobile: string, rupees = '200') {
    const sender = await moneyUser(provider, { funds: { INR: '5000' } });
    const sent = await send(sender, {
      coin: 'BTC',
      inr_amount: rupees,
      recipient_mobile: recipientMobile,
      otp: await giftOtp(sender),
      idempotency_key: key(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { sender, gift: sent.body.gift as { id: number; quantity: string } };
  }

  it('refused to another number; ten claims with one key and ten with others credit it once; both sides told', async () => {
    const recipient = await moneyUser(provider);
    const stranger = await moneyUser(provider);
    const { sender, gift } = await sentGift(recipient.mobile);
    const wrong = await claim(stranger, gift.id);
    expect(wrong).toMatchObject({ status: 403, body: { message: 'This gift was sent to another number' } });

    const sameKey = key();
    const first = await claim(recipient, gift.id, sameKey);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const claims = await Promise.all([
      ...Array.from({ length: 10 }, () => claim(recipient, gift.id, sameKey)),
      ...Array.from({ length: 10 }, () => claim(recipient, gift.id)),
    ]);
    // The same key's retries answer the one claim; other keys find it claimed.
    const ok = claims.filter((c) => c.status === 200);
    expect(ok).toHaveLength(10);
    for (const replay of ok) expect(replay.body).toEqual(first.body);
    for (const refused of claims.filter((c) => c.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { message: 'This gift can no longer be claimed' } });
    expect(first.body).toMatchObject({
      message: 'Gift claimed: the coin is in your wallet',
      gift: {
        id: gift.id,
        status: 'claimed',
        direction: 'received',
        counterparty: `XXXXXX${sender.mobile.slice(-4)}`,
      },
    });
    expect((await userBalances(provider.db, recipient.id)).BTC.available).toBe(
      toMinorUnits(gift.quantity, 'BTC'),
    );
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('kind')
      .where('reference', '=', `gift:${gift.id}`)
      .execute();
    expect(entries.map((e) => e.kind).sort()).toEqual(['gift_claim', 'gift_send']);
    expect(await messagesOf(sender.id, 'gift_claimed')).toHaveLength(1);
    expect(await messagesOf(recipient.id, 'gift_claimed')).toHaveLength(1);
    // Claimed: its expiry job finds nothing to return.
    expect(await expire(gift.id)).toBe('settled');
    expect(await balanced()).toBe(true);
  });

  it('§6: an unverified recipient is refused; verified, and one who signs up after the gift, claims it', async () => {
    const laterMobile = '6123409876';
    const { gift } = await sentGift(laterMobile);
    const unverified = await createUser(provider.url, { mobile_number: laterMobile, state: 'unverified' });
    const session = await signIn(provider, laterMobile);
    const refused = await claim(
      { id: unverified.id, token: session.token, mobile: laterMobile, totpSecret: null },
      gift.id,
    );
    expect(refused.status).toBe(403);
    await call(provider, 'POST', `/dev/users/${unverified.id}/verify`);
    const claimed = await claim(
      { id: unverified.id, token: session.token, mobile: laterMobile, totpSecret: null },
      gift.id,
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(await balanced()).toBe(true);
  });

  it('an unknown gift is not found', async () => {
    const recipient = await moneyUser(provider);
    expect(await claim(recipient, 2_000_000_000)).toMatchObject({
      status: 404,
      body: { message: 'No such gift' },
    });
  });
});

describe('GET /gifts: sent and received, paged', () => {
  it("the sender sees the number typed, the recipient the sender's masked number; pages of §9 4", async () => {
    const sender = await moneyUser(provider, { funds: { INR: '10000' } });
    const recipient = await moneyUser(provider);
    for (let i = 0; i < 5; i++) {
      const sent = await send(sender, {
        coin: 'USDT',
        inr_amount: String(100 + i),
        recipient_mobile: recipient.mobile,
        otp: await giftOtp(sender),
        idempotency_key: key(),
      });
      expect(sent.status).toBe(201);
    }
    const sentPage = giftsPageResponseSchema.parse(
      (await call(provider, 'GET', '/gifts?box=sent', { bearer: sender.token })).body,
    );
    expect(sentPage).toMatchObject({ current_page: 1, per_page: 4, total: 5 });
    // Newest first; each worth at least what was typed (the least quantity worth it).
    expect(sentPage.data.map((g) => Math.floor(Number(g.inr_value)))).toEqual([104, 103, 102, 101]);
    expect(sentPage.data.every((g) => g.counterparty === recipient.mobile && g.direction === 'sent')).toBe(
      true,
    );
    const received = giftsPageResponseSchema.parse(
      (await call(provider, 'GET', '/gifts?box=received&page=2', { bearer: recipient.token })).body,
    );
    expect(received).toMatchObject({ current_page: 2, total: 5 });
    expect(received.data).toHaveLength(1);
    expect(received.data[0]).toMatchObject({
      direction: 'received',
      counterparty: `XXXXXX${sender.mobile.slice(-4)}`,
    });
    // Received is the default box.
    const byDefault = (await call(provider, 'GET', '/gifts', { bearer: recipient.token })).body;
    expect(byDefault.total).toBe(5);
  });
});

describe('an unclaimed gift goes back to the sender once, by its job, across restarts', () => {
  it('refused to claim after expiry; the job returns the coin once; a restart and a rerun return nothing more', async () => {
    const sender = await moneyUser(provider, { funds: { INR: '5000' } });
    const recipient = await moneyUser(provider);
    const sent = await send(sender, {
      coin: 'ETH',
      inr_amount: '300',
      recipient_mobile: recipient.mobile,
      otp: await giftOtp(sender),
      idempotency_key: key(),
    });
    expect(sent.status).toBe(201);
    const gift = sent.body.gift as { id: number; quantity: string };
    const quantity = toMinorUnits(gift.quantity, 'ETH');

    // Before its time the job only queues itself again.
    expect(await expire(gift.id)).toBe('not-due');
    expect(
      await provider.db.selectFrom('gifts').select('status').where('id', '=', gift.id).executeTakeFirst(),
    ).toEqual({
      status: 'sent',
    });

    // A restart keeps the queued job; past the expiry, the worker of the new process runs it when it is due.
    await provider.restart();
    provider.clock.advance(7 * DAY_MS + 1_000);
    await sql`update pgboss.job set start_after = now()
      where name = ${GIFT_EXPIRY_JOB} and data->>'gift_id' = ${String(gift.id)} and state = 'created'`.execute(
      provider.db,
    );
    await until(
      async () => {
        const row = await provider.db
          .selectFrom('gifts')
          .select('status')
          .where('id', '=', gift.id)
          .executeTakeFirstOrThrow();
        return row.status === 'returned';
      },
      { every: 100 },
    ).catch(async (error: unknown) => {
      throw new Error(`the expiry job did not run: ${JSON.stringify(await expiryJobs(gift.id))}`, {
        cause: error,
      });
    });
    // The coin comes back (it was bought for the gift): the sender holds it now.
    expect((await userBalances(provider.db, sender.id)).ETH.available).toBe(quantity);

    // Run again, before and after another restart: nothing more moves.
    expect(await expire(gift.id)).toBe('settled');
    await provider.restart();
    expect(await expire(gift.id)).toBe('settled');
    expect((await userBalances(provider.db, sender.id)).ETH.available).toBe(quantity);
    const returns = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('reference', '=', `gift:${gift.id}`)
      .where('kind', '=', 'gift_return')
      .execute();
    expect(returns).toHaveLength(1);
    expect(await messagesOf(sender.id, 'gift_returned')).toHaveLength(1);
    expect(await messagesOf(recipient.id, 'gift_returned')).toHaveLength(1);

    // Too late to claim.
    const session = await signIn(provider, recipient.mobile);
    const refused = await claim({ ...recipient, token: session.token }, gift.id);
    expect(refused).toMatchObject({ status: 409, body: { message: 'This gift can no longer be claimed' } });
    expect(await balanced()).toBe(true);
  });
});
