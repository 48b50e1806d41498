// Vendor orders against a real provider on PostgreSQL: a merchant makes an order (items in whole paise, a §8 field
// error for a bad line or a reused reference) and reads its status; anyone reads it by its address; a payer pays in
// rupees or a coin at the live instant price, once per key, with the transaction OTP, in one ledger entry to the
// merchant, who gets a message; every refusal (expired, paid, own order, price changed, short balance, bad OTP, §6)
// moves nothing; the books balance after every step.

import { permissionMessages } from '@sikka/shared/user/verification';
import { VENDOR_ORDER_MESSAGES, VENDOR_ORDER_TTL_SECONDS } from '@sikka/shared/vendorOrder/rules';
import {
  vendorOrderPayResponseSchema,
  vendorOrderQuoteSchema,
  vendorOrderSchema,
} from '@sikka/shared/vendorOrder/schemas';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market });

const ITEMS = [
  { name: 'Masala chai', quantity: 2, unit_price: '120.50' },
  { name: 'Samosa', quantity: 3, unit_price: '35' },
];

async function transactionOtp(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

/** A verified merchant with a name on the account (the checkout shows it when the key gives none). */
const merchantUser = (funds?: Record<string, string>) =>
  moneyUser(provider, { spec: { name: 'Banaras Weaves' }, ...(funds ? { funds } : {}) });

let references = 0;
async function made(merchant: MoneyUser, items: unknown = ITEMS) {
  references += 1;
  const answer = await call(provider, 'POST', '/vendor-orders', {
    bearer: merchant.token,
    body: { reference: `INV-${references}`, items },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return vendorOrderSchema.parse(answer.body);
}

const quote = (user: MoneyUser, body: Record<string, unknown>) =>
  call(provider, 'POST', '/vendor-orders/quotes', { bearer: user.token, body });
const pay = (user: MoneyUser, body: Record<string, unknown>) =>
  call(provider, 'POST', '/vendor-orders/pay', { bearer: user.token, body });
const checkout = (id: string) => call(provider, 'GET', `/vendor-orders/checkout?id=${id}`);

async function quoted(user: MoneyUser, id: string, payAsset = 'INR') {
  const answer = await quote(user, { id, pay_asset: payAsset });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return vendorOrderQuoteSchema.parse(answer.body);
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

describe('making an order', () => {
  it('prices each line in whole paise, totals it, opens it for 30 minutes at its checkout address', async () => {
    const merchant = await merchantUser();
    const order = await made(merchant);
    expect(order).toMatchObject({
      items: [
        { name: 'Masala chai', quantity: 2, unit_price: '120.50', line_total: '241.00' },
        { name: 'Samosa', quantity: 3, unit_price: '35.00', line_total: '105.00' },
      ],
      total: '346.00',
      status: 'open',
      checkout_path: `/in/vendor-order/${order.id}`,
      paid_at: null,
    });
    expect(order.id).toMatch(/^vo_[0-9a-f]{24}$/);
    expect(order.merchant_name).toBe('Banaras Weaves');
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(VENDOR_ORDER_TTL_SECONDS * 1000);
    const read = await call(provider, 'GET', `/vendor-orders/status?id=${order.id}`, {
      bearer: merchant.token,
    });
    expect(read.body).toEqual(order);
    expect((await checkout(order.id)).body).toEqual(order);
  });

  it('refuses a bad price, a reference reused for other items, no items, as §8 field errors; another merchant cannot read it', async () => {
    const merchant = await merchantUser();
    const bad = await call(provider, 'POST', '/vendor-orders', {
      bearer: merchant.token,
      body: { reference: 'R1', items: [{ name: 'Tea', quantity: 1, unit_price: '10.005' }] },
    });
    expect(bad.status).toBe(422);
    // More than two decimals never reaches the service: the request schema's price pattern refuses it.
    expect(bad.body.error.errors).toEqual({
      items: ['Enter the unit price in rupees, e.g. 799.50 (at most 2 decimals)'],
    });
    const zero = await call(provider, 'POST', '/vendor-orders', {
      bearer: merchant.token,
      body: { reference: 'R1', items: [{ name: 'Tea', quantity: 1, unit_price: '0' }] },
    });
    expect(zero.body.error.errors['items.0.unit_price']).toEqual([VENDOR_ORDER_MESSAGES.zeroPrice]);
    const none = await call(provider, 'POST', '/vendor-orders', {
      bearer: merchant.token,
      body: { reference: 'R1', items: [] },
    });
    expect(none.status).toBe(422);
    const order = await made(merchant);
    // The same reference and items again (a retry whose answer was lost): the same order; other items: refused.
    const again = await call(provider, 'POST', '/vendor-orders', {
      bearer: merchant.token,
      body: { reference: order.reference, items: ITEMS },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(order);
    const other = await call(provider, 'POST', '/vendor-orders', {
      bearer: merchant.token,
      body: { reference: order.reference, items: ITEMS.slice(1) },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.errors.reference).toEqual([VENDOR_ORDER_MESSAGES.referenceUsed]);
    const stranger = await moneyUser(provider);
    const theirs = await call(provider, 'GET', `/vendor-orders/status?id=${order.id}`, {
      bearer: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(VENDOR_ORDER_MESSAGES.notFound);
  });

  it('refuses an order its customers could not tell who to pay: no display name on the key, no name on the account', async () => {
    const nameless = await moneyUser(provider);
    const refused = await call(provider, 'POST', '/vendor-orders', {
      bearer: nameless.token,
      body: { reference: 'NO-NAME', items: ITEMS },
    });
    expect(refused).toMatchObject({ status: 422, body: { message: VENDOR_ORDER_MESSAGES.noDisplayName } });
    expect(
      await provider.db.selectFrom('vendor_orders').select('id').where('reference', '=', 'NO-NAME').execute(),
    ).toEqual([]);
  });

  it('§6: only a verified merchant makes orders; an unknown id is not found', async () => {
    const unverified = await moneyUser(provider, { spec: { state: 'unverified' } });
    const refused = await call(provider, 'POST', '/vendor-orders', {
      bearer: unverified.token,
      body: { reference: 'X', items: ITEMS },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(permissionMessages.unverified);
    const missing = await checkout('vo_000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(VENDOR_ORDER_MESSAGES.notFound);
    expect((await checkout('12')).status).toBe(422);
  });
});

describe('paying', () => {
  it('in rupees: one entry payer → merchant, the order paid, the merchant told, once per key', async () => {
    const merchant = await merchantUser();
    const payer = await moneyUser(provider, { funds: { INR: '1000' } });
    const order = await made(merchant);
    const q = await quoted(payer, order.id);
    expect(q).toMatchObject({ amount: '346.00', pay_asset: 'INR', pay_amount: '346.00', price: null });
    const body = { quote_id: q.quote_id, otp: await transactionOtp(payer), idempotency_key: key() };
    const paid = await pay(payer, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const receipt = vendorOrderPayResponseSchema.parse(paid.body);
    expect(receipt).toMatchObject({
      pay_asset: 'INR',
      pay_amount: '346.00',
      message: VENDOR_ORDER_MESSAGES.paidOk,
    });
    expect(receipt.order.status).toBe('paid');
    expect((await pay(payer, body)).body).toEqual(paid.body);
    expect((await userBalances(provider.db, payer.id)).INR.available).toBe(654_00n);
    expect((await userBalances(provider.db, merchant.id)).INR.available).toBe(346_00n);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('reference', '=', `vendor_order:${order.id}`)
      .execute();
    expect(entries).toHaveLength(1);
    const messages = await provider.db
      .selectFrom('messages')
      .select('body')
      .where('user_id', '=', merchant.id)
      .where('kind', '=', 'vendor_order_paid')
      .execute();
    expect(messages.map((m) => m.body)).toEqual([
      `Your order ${order.reference} was paid: ₹346.00 has been added to your wallet.`,
    ]);
    const status = await call(provider, 'GET', `/vendor-orders/status?id=${order.id}`, {
      bearer: merchant.token,
    });
    expect(status.body.status).toBe('paid');
    // Paid is paid: a second payer is refused at the quote.
    const late = await moneyUser(provider, { funds: { INR: '1000' } });
    const refused = await quote(late, { id: order.id, pay_asset: 'INR' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VENDOR_ORDER_MESSAGES.paid);
    expect(await balanced()).toBe(true);
  });

  it('with a coin at the live instant price: the merchant gets exactly the total in rupees', async () => {
    const merchant = await merchantUser();
    const payer = await moneyUser(provider, { funds: { ETH: '1' } });
    const order = await made(merchant);
    const q = await quoted(payer, order.id, 'ETH');
    expect(q.price).not.toBeNull();
    const paid = await pay(payer, {
      quote_id: q.quote_id,
      otp: await transactionOtp(payer),
      idempotency_key: key(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await userBalances(provider.db, merchant.id)).INR.available).toBe(346_00n);
    expect((await userBalances(provider.db, payer.id)).INR.available).toBe(0n);
    expect(await balanced()).toBe(true);
  });

  it('an expired quote goes through when the price stands, is refused when it moved', async () => {
    const merchant = await merchantUser();
    const payer = await moneyUser(provider, { funds: { ETH: '1' } });
    const order = await made(merchant);
    const q = await quoted(payer, order.id, 'ETH');
    const otp = await transactionOtp(payer);
    market.move('ETH', 3_30_000_00n);
    const moved = await pay(payer, { quote_id: q.quote_id, otp, idempotency_key: key() });
    expect(moved.status).toBe(422);
    expect(moved.body.error.errors.pay_asset).toEqual([VENDOR_ORDER_MESSAGES.priceChanged]);
    const fresh = await quoted(payer, order.id, 'ETH');
    provider.clock.advanceSeconds(61);
    const stands = await pay(payer, { quote_id: fresh.quote_id, otp, idempotency_key: key() });
    expect(stands.status, JSON.stringify(stands.body)).toBe(201);
    expect(await balanced()).toBe(true);
  });

  it('refuses a short balance, a wrong code, one’s own order, an expired order and §6 unverified, moving nothing', async () => {
    const merchant = await merchantUser({ INR: '1000' });
    const poor = await moneyUser(provider, { funds: { INR: '100' } });
    const order = await made(merchant);
    const short = await pay(poor, {
      quote_id: (await quoted(poor, order.id)).quote_id,
      otp: await transactionOtp(poor),
      idempotency_key: key(),
    });
    expect(short.status).toBe(422);
    expect(short.body.error.errors.pay_asset).toEqual([VENDOR_ORDER_MESSAGES.insufficient]);

    const payer = await moneyUser(provider, { funds: { INR: '1000' } });
    await transactionOtp(payer);
    const wrong = await pay(payer, {
      quote_id: (await quoted(payer, order.id)).quote_id,
      otp: '000000',
      idempotency_key: key(),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors)).toEqual(['otp']);

    const own = await quote(merchant, { id: order.id, pay_asset: 'INR' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(VENDOR_ORDER_MESSAGES.ownOrder);

    const unverified = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { INR: '1000' } });
    const q = await quoted(unverified, order.id);
    const notVerified = await pay(unverified, {
      quote_id: q.quote_id,
      otp: '123456',
      idempotency_key: key(),
    });
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.message).toBe(permissionMessages.unverified);

    const held = await quoted(payer, order.id);
    const otp = await transactionOtp(payer);
    provider.clock.advanceSeconds(VENDOR_ORDER_TTL_SECONDS);
    const expired = await pay(payer, { quote_id: held.quote_id, otp, idempotency_key: key() });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(VENDOR_ORDER_MESSAGES.expired);
    expect((await checkout(order.id)).body.status).toBe('expired');
    expect((await quote(payer, { id: order.id, pay_asset: 'INR' })).body.message).toBe(
      VENDOR_ORDER_MESSAGES.expired,
    );

    for (const user of [poor, payer, unverified])
      expect((await userBalances(provider.db, user.id)).INR.available).toBeGreaterThan(0n);
    expect((await userBalances(provider.db, merchant.id)).INR.available).toBe(1000_00n);
    expect((await userBalances(provider.db, payer.id)).INR.available).toBe(1000_00n);
    expect(await balanced()).toBe(true);
  });
});
