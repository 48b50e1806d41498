// The shop against a real provider on PostgreSQL: the catalogue with stock; a voucher bought with rupees and one with
// a coin at the live instant price, once per idempotency key, confirmed with the transaction OTP, in one ledger
// entry; the code sealed at rest and shown only to its owner; every refusal (§8 field errors, quote rules, §6) moves
// nothing; the books balanced after every step.
import { randomBytes } from 'node:crypto';
import { SHOP_MESSAGES } from '@sikka/shared/shop/rules';
import {
  catalogueResponseSchema,
  SHOP_QUOTE_TTL_SECONDS,
  shopBuyResponseSchema,
  shopCodeResponseSchema,
  shopOrdersPageSchema,
  shopQuoteSchema,
} from '@sikka/shared/shop/schemas';
import { permissionMessages } from '@sikka/shared/user/verification';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FieldCipher, parseFieldKeys } from '../../platform/crypto/fieldCipher.ts';
import { sealColumnsAtRest } from '../../platform/crypto/sealedColumns.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';

const market = movableMarket();
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market });

/** A transaction OTP (§9 purpose 8), asked for past the previous one's resend wait. */
async function shopOtp(user: MoneyUser): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: user.token, body: { type: 8 } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, user.mobile);
}

const quote = (user: MoneyUser, body: Record<string, unknown>) =>
  call(provider, 'POST', '/shop/quotes', { bearer: user.token, body });
const buy = (user: MoneyUser, body: Record<string, unknown>) =>
  call(provider, 'POST', '/shop/orders', { bearer: user.token, body });

async function quoted(user: MoneyUser, body: Record<string, unknown>) {
  const answer = await quote(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return shopQuoteSchema.parse(answer.body);
}

async function inStock(sku: string): Promise<number> {
  const catalogue = catalogueResponseSchema.parse((await call(provider, 'GET', '/shop/catalogue')).body);
  return catalogue.brands.flatMap((b) => b.items).find((item) => item.sku === sku)?.in_stock ?? -1;
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

describe('GET /shop/catalogue', () => {
  it('lists every brand with its denominations and unsold stock, for anyone', async () => {
    const answer = await call(provider, 'GET', '/shop/catalogue');
    expect(answer.status).toBe(200);
    const catalogue = catalogueResponseSchema.parse(answer.body);
    const amazon = catalogue.brands.find((b) => b.id === 'amazon-pay');
    expect(amazon?.items).toEqual([
      { sku: 'amazon-pay-50000', amount: '500.00', in_stock: 40 },
      { sku: 'amazon-pay-100000', amount: '1000.00', in_stock: 40 },
      { sku: 'amazon-pay-200000', amount: '2000.00', in_stock: 20 },
    ]);
    expect(catalogue.brands.map((b) => b.kind)).toContain('product');
  });
});

describe('buying', () => {
  it('with rupees: one entry, the code delivered to the orders and a message, sealed at rest, once per key', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '2000' } });
    const before = await inStock('amazon-pay-50000');
    const q = await quoted(asha, { brand: 'amazon-pay', amount: '500', pay_asset: 'INR' });
    expect(q).toMatchObject({
      amount: '500.00',
      pay_asset: 'INR',
      pay_amount: '500.00',
      price: null,
      fee: '0.00',
    });
    const body = { quote_id: q.quote_id, otp: await shopOtp(asha), idempotency_key: key() };
    const bought = await buy(asha, body);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const { order, message } = shopBuyResponseSchema.parse(bought.body);
    expect(message).toBe(SHOP_MESSAGES.bought);
    expect(order).toMatchObject({
      brand: 'amazon-pay',
      brand_name: 'Amazon Pay',
      amount: '500.00',
      pay_asset: 'INR',
    });
    expect(JSON.stringify(bought.body)).not.toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-/);
    // The retried Confirm: the same answer, nothing moved or sold twice.
    const again = await buy(asha, body);
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(order.id);
    expect((await userBalances(provider.db, asha.id)).INR.available).toBe(1_500_00n);
    expect(await inStock('amazon-pay-50000')).toBe(before - 1);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('reference', '=', `shop:${order.id}`)
      .execute();
    expect(entries).toHaveLength(1);

    const code = await call(provider, 'GET', `/shop/orders/code?id=${order.id}`, { bearer: asha.token });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    const opened = shopCodeResponseSchema.parse(code.body);
    expect(opened.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(opened.redeem).toMatch(/Amazon Pay/);

    // At rest: the raw row holds only the sealed form, and nothing else in the database holds the code.
    const raw = await sql<{ code: string }>`select code from shop_orders where id = ${order.id}`.execute(
      provider.db,
    );
    expect(raw.rows[0]?.code).toMatch(/^enc1:/);
    expect(raw.rows[0]?.code).not.toContain(opened.code);
    const anywhere = await sql<{ n: string }>`
      select (select count(*) from messages where body like ${`%${opened.code}%`} or data::text like ${`%${opened.code}%`})
           + (select count(*) from idempotency_keys where response::text like ${`%${opened.code}%`}) as n`.execute(
      provider.db,
    );
    expect(Number(anywhere.rows[0]?.n)).toBe(0);

    const messages = await provider.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', asha.id)
      .where('kind', '=', 'shop_order')
      .execute();
    expect(messages.map((m) => m.body)).toEqual([
      'Your Amazon Pay ₹500.00 is ready, paid with ₹500.00. See its code in Shop › My orders.',
    ]);

    const orders = shopOrdersPageSchema.parse(
      (await call(provider, 'GET', '/shop/orders?page=1', { bearer: asha.token })).body,
    );
    expect(orders.total).toBe(1);
    expect(orders.data[0]?.id).toBe(order.id);

    // Another person asking for this order's code: not found, as if it did not exist.
    const bina = await moneyUser(provider);
    const theirs = await call(provider, 'GET', `/shop/orders/code?id=${order.id}`, { bearer: bina.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(SHOP_MESSAGES.orderNotFound);
    expect(JSON.stringify(theirs.body)).not.toContain(opened.code);
    const noOrders = (await call(provider, 'GET', '/shop/orders', { bearer: bina.token })).body;
    expect(noOrders.total).toBe(0);
    expect(await balanced()).toBe(true);
  });

  it('with a coin: sold at the live instant price with its fee, GST and TDS, in the same one entry', async () => {
    const ravi = await moneyUser(provider, { funds: { BTC: '0.01' } });
    const q = await quoted(ravi, { brand: 'flipkart', amount: '1000', pay_asset: 'BTC' });
    expect(q.pay_asset).toBe('BTC');
    expect(q.price).not.toBeNull();
    expect(Number(q.fee)).toBeGreaterThan(0);
    expect(Number(q.tds)).toBeGreaterThan(0);
    const bought = await buy(ravi, {
      quote_id: q.quote_id,
      otp: await shopOtp(ravi),
      idempotency_key: key(),
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.order.pay_amount).toBe(q.pay_amount);
    const balances = await userBalances(provider.db, ravi.id);
    const paid = BigInt(q.pay_amount.replace('.', ''));
    expect(balances.BTC.available).toBe(1_000_000n - paid);
    // The sale's rupees went straight to the purchase: the rupee balance never moved.
    expect(balances.INR.available).toBe(0n);
    expect(await balanced()).toBe(true);
  });

  it('a quote past its time: bought if the price stands, refused if it moved', async () => {
    const meera = await moneyUser(provider, { funds: { INR: '5000', ETH: '1' } });
    const rupees = await quoted(meera, { brand: 'swiggy', amount: '250', pay_asset: 'INR' });
    const ether = await quoted(meera, { brand: 'swiggy', amount: '250', pay_asset: 'ETH' });
    const otp = await shopOtp(meera); // advances the clock 91 s: both quotes are past their time
    const stands = await buy(meera, { quote_id: rupees.quote_id, otp, idempotency_key: key() });
    expect(stands.status, JSON.stringify(stands.body)).toBe(201);

    market.move('ETH', 3_30_000_00n);
    const moved = await buy(meera, {
      quote_id: ether.quote_id,
      otp: await shopOtp(meera),
      idempotency_key: key(),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error.errors.pay_asset).toEqual([SHOP_MESSAGES.priceChanged]);
    expect((await userBalances(provider.db, meera.id)).ETH.available).toBe(100_000_000n);

    // A fresh quote at the new price goes through; the used quote cannot be used again.
    const fresh = await quoted(meera, { brand: 'swiggy', amount: '250', pay_asset: 'ETH' });
    const ok = await buy(meera, {
      quote_id: fresh.quote_id,
      otp: await shopOtp(meera),
      idempotency_key: key(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const reused = await buy(meera, {
      quote_id: fresh.quote_id,
      otp: await shopOtp(meera),
      idempotency_key: key(),
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(SHOP_MESSAGES.quoteUsed);
    // Within its time a quote is honoured at its own numbers, however the price moved since.
    const code = await shopOtp(meera);
    const held = await quoted(meera, { brand: 'swiggy', amount: '250', pay_asset: 'ETH' });
    market.move('ETH', 3_50_000_00n);
    provider.clock.advanceSeconds(SHOP_QUOTE_TTL_SECONDS - 1);
    const honoured = await buy(meera, { quote_id: held.quote_id, otp: code, idempotency_key: key() });
    expect(honoured.status, JSON.stringify(honoured.body)).toBe(201);
    expect(honoured.body.order.pay_amount).toBe(held.pay_amount);
    const missing = await buy(meera, { quote_id: 'sq_nothing', otp: '123456', idempotency_key: key() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SHOP_MESSAGES.quoteNotFound);
    expect(await balanced()).toBe(true);
  });

  it('refuses, as §8 errors that move nothing and keep the code', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '600' } });
    const quoteCases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ brand: 'nowhere' }, 'brand', SHOP_MESSAGES.unknownBrand],
      [{ amount: '750' }, 'amount', /^This denomination is not available. Choose one of ₹500.00, ₹1,000.00/],
      [{ amount: 'abc' }, 'amount', /./],
      [{ amount: '500.001' }, 'amount', 'INR allows at most 2 digits after the decimal point'],
      [{ amount: '-500' }, 'amount', /./],
      [{ pay_asset: 'DOGE' }, 'pay_asset', /./],
    ];
    for (const [change, field, text] of quoteCases) {
      const refused = await quote(asha, { brand: 'amazon-pay', amount: '500', pay_asset: 'INR', ...change });
      expect(refused.status, JSON.stringify(change)).toBe(422);
      const errors = refused.body.error.errors[field];
      expect(errors, JSON.stringify(refused.body)).toHaveLength(1);
      if (typeof text === 'string') expect(errors[0]).toBe(text);
      else expect(errors[0]).toMatch(text);
    }
    const otp = await shopOtp(asha);
    const tooDear = await quoted(asha, { brand: 'amazon-pay', amount: '1000', pay_asset: 'INR' });
    const short = await buy(asha, { quote_id: tooDear.quote_id, otp, idempotency_key: key() });
    expect(short.status).toBe(422);
    expect(short.body.error.errors.pay_asset).toEqual([SHOP_MESSAGES.insufficient]);
    const good = await quoted(asha, { brand: 'amazon-pay', amount: '500', pay_asset: 'INR' });
    const wrong = await buy(asha, {
      quote_id: good.quote_id,
      otp: otp === '000000' ? '111111' : '000000',
      idempotency_key: key(),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors.otp).toBeDefined();
    expect((await userBalances(provider.db, asha.id)).INR.available).toBe(600_00n);
    const ok = await buy(asha, { quote_id: good.quote_id, otp, idempotency_key: key() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await balanced()).toBe(true);
  });

  it('out of stock: the quote and the purchase are refused on the amount', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '20000' } });
    const q = await quoted(asha, { brand: 'hardware-wallet', amount: '6999', pay_asset: 'INR' });
    // Everything else of the item sells meanwhile.
    await sql`update shop_stock set order_id = -id where sku = 'hardware-wallet-699900' and order_id is null`.execute(
      provider.db,
    );
    const late = await buy(asha, { quote_id: q.quote_id, otp: await shopOtp(asha), idempotency_key: key() });
    expect(late.status).toBe(422);
    expect(late.body.error.errors.amount).toEqual([SHOP_MESSAGES.outOfStock]);
    const none = await quote(asha, { brand: 'hardware-wallet', amount: '6999', pay_asset: 'INR' });
    expect(none.status).toBe(422);
    expect(none.body.error.errors.amount).toEqual([SHOP_MESSAGES.outOfStock]);
    expect(await inStock('hardware-wallet-699900')).toBe(0);
    expect((await userBalances(provider.db, asha.id)).INR.available).toBe(20_000_00n);
  });

  it('§6: an unverified person cannot buy', async () => {
    const unverified = await moneyUser(provider, { spec: { state: 'unverified' }, funds: { INR: '1000' } });
    const q = await quoted(unverified, { brand: 'amazon-pay', amount: '500', pay_asset: 'INR' });
    const refused = await buy(unverified, { quote_id: q.quote_id, otp: '123456', idempotency_key: key() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(permissionMessages.unverified);
  });
});

// Last in the file: it re-seals the file's database under a key the running provider does not have.
describe('codes at rest under a key rotation', () => {
  it('the start-up pass re-seals every code under the new key, and it still opens to the same code', async () => {
    const asha = await moneyUser(provider, { funds: { INR: '500' } });
    const q = await quoted(asha, { brand: 'amazon-pay', amount: '500', pay_asset: 'INR' });
    const bought = await buy(asha, {
      quote_id: q.quote_id,
      otp: await shopOtp(asha),
      idempotency_key: key(),
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const id = bought.body.order.id as number;
    const code = (await call(provider, 'GET', `/shop/orders/code?id=${id}`, { bearer: asha.token })).body
      .code;

    const fresh = parseFieldKeys(randomBytes(32).toString('base64'));
    if (typeof fresh === 'string') throw new Error(fresh);
    const rotated = new FieldCipher([...fresh, ...provider.config.FIELD_ENCRYPTION_KEYS]);
    const done = await sealColumnsAtRest(provider.db, rotated);
    const orders = await provider.db.selectFrom('shop_orders').select('id').execute();
    expect(done['shop_orders.code']).toBe(orders.length);
    const raw = await provider.db
      .selectFrom('shop_orders')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(rotated.keyIdOf(raw.code)).toBe(fresh[0]?.id);
    expect(raw.code).not.toContain(code);
    expect(rotated.open('shop_orders.code', raw.code)).toBe(code);
  });
});
