// Vendor orders through the BFF against the real provider: a merchant makes an order over /api/v1 with a signed
// trade key (and reads it with its path id, in the OpenAPI document too); a visitor reads it through tRPC; a signed-in
// payer quotes and pays it with the transaction code; the merchant's read says paid; refusals are §8's.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { VENDOR_ORDER_MESSAGES } from '@sikka/shared/vendorOrder/rules';
import { vendorOrderSchema } from '@sikka/shared/vendorOrder/schemas';
import { makeApiKey, signedFetch } from '@sikka/tests/support/apiKeys';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { key } from '@sikka/tests/support/money';
import { createUser, newestCode, verifyUser } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('vendor orders through the BFF', () => {
  it('made and read over /api/v1, read by a visitor, paid by a signed-in payer once; the merchant sees paid', async () => {
    const merchant = await createUser(stack.provider.url);
    await verifyUser(stack.provider.url, merchant.id);
    const apiKey = await makeApiKey(
      stack.provider.url,
      { mobile: merchant.mobile_number as string },
      ['read', 'trade'],
      { displayName: 'Banaras Weaves' },
    );
    const timestamp = () => String(stack.provider.clock.now().getTime());
    const made = await signedFetch(stack.url, apiKey, {
      method: 'POST',
      target: '/api/v1/vendor-orders',
      body: { reference: 'ORD-1', items: [{ name: 'Kurta', quantity: 2, unit_price: '799.50' }] },
      timestamp: timestamp(),
    });
    expect(made.status).toBe(200);
    const order = vendorOrderSchema.parse(await made.json());
    // The checkout names the merchant as the key's display name says, never by a number.
    expect(order).toMatchObject({
      merchant_name: 'Banaras Weaves',
      total: '1599.00',
      status: 'open',
      checkout_path: `/in/vendor-order/${order.id}`,
    });

    const visitor = stack.browser();
    expect(await visitor.trpc.vendorOrder.checkout.query({ id: order.id })).toEqual(order);
    const missing = await failure(
      visitor.trpc.vendorOrder.checkout.query({ id: 'vo_000000000000000000000000' }),
    );
    expect(missing.appError?.message).toBe(VENDOR_ORDER_MESSAGES.notFound);

    const payer = await stack.signedIn({ inr: '5000' });
    const quote = await payer.bff.trpc.vendorOrder.quote.mutate({ id: order.id, pay_asset: 'INR' });
    expect(quote).toMatchObject({ amount: '1599.00', pay_amount: '1599.00' });
    stack.provider.clock.advanceSeconds(91);
    await payer.bff.trpc.user.requestOtp.mutate({ type: OTP_PURPOSE.transaction });
    const otp = await newestCode(stack.provider.url, payer.mobile, OTP_PURPOSE.transaction);
    const body = { quote_id: quote.quote_id, otp, idempotency_key: key() };
    const paid = await payer.bff.trpc.vendorOrder.pay.mutate(body);
    expect(paid.order.status).toBe('paid');
    expect((await payer.bff.trpc.vendorOrder.pay.mutate(body)).order.paid_at).toBe(paid.order.paid_at);
    expect((await payer.bff.trpc.wallet.balances.query()).wallets.INR.available).toBe('3401.00');

    const read = await signedFetch(stack.url, apiKey, {
      method: 'GET',
      target: `/api/v1/vendor-orders/${order.id}`,
      timestamp: timestamp(),
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { status: string }).status).toBe('paid');
    const unknown = await signedFetch(stack.url, apiKey, {
      method: 'GET',
      target: '/api/v1/vendor-orders/vo_000000000000000000000000',
      timestamp: timestamp(),
    });
    expect(unknown.status).toBe(404);

    const again = await failure(payer.bff.trpc.vendorOrder.quote.mutate({ id: order.id, pay_asset: 'INR' }));
    expect(again.appError?.message).toBe(VENDOR_ORDER_MESSAGES.paid);

    const document = (await (await fetch(`${stack.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/v1/vendor-orders'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/v1/vendor-orders/{id}'] ?? {})).toContain('get');
  });

  it('a read key cannot make an order; a bad line is a §8 field error naming it', async () => {
    const merchant = await createUser(stack.provider.url);
    await verifyUser(stack.provider.url, merchant.id);
    const readKey = await makeApiKey(stack.provider.url, { mobile: merchant.mobile_number as string }, [
      'read',
    ]);
    const timestamp = String(stack.provider.clock.now().getTime());
    const refused = await signedFetch(stack.url, readKey, {
      method: 'POST',
      target: '/api/v1/vendor-orders',
      body: { reference: 'R', items: [{ name: 'Tea', quantity: 1, unit_price: '10' }] },
      timestamp,
    });
    expect(refused.status).toBe(403);
    const payer = await stack.signedIn();
    const bad = await failure(payer.bff.trpc.vendorOrder.quote.mutate({ id: 'nope', pay_asset: 'INR' }));
    expect(bad.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'id' } });
  });
});
