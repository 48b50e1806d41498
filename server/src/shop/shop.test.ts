// The shop through the BFF against the real provider: the catalogue for a visitor; a voucher quoted and bought with the
// §9 transaction code (once per key); the order listed and its code shown to its owner only; refusals as §8 errors.
import { SHOP_MESSAGES } from '@sikka/shared/shop/rules';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { key } from '@sikka/tests/support/money';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('the shop through the BFF', () => {
  it('catalogue, quote, buy with the transaction code once per key, orders, the code for its owner only', async () => {
    const visitor = stack.browser();
    const catalogue = await visitor.trpc.shop.catalogue.query();
    const flipkart = catalogue.brands.find((brand) => brand.id === 'flipkart');
    expect(flipkart?.items.map((item) => item.amount)).toEqual(['500.00', '1000.00']);

    const a = await stack.signedIn({ inr: '2000' });
    const quote = await a.bff.trpc.shop.quote.mutate({ brand: 'flipkart', amount: '500', pay_asset: 'INR' });
    expect(quote).toMatchObject({ amount: '500.00', pay_amount: '500.00', pay_asset: 'INR' });
    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const body = {
      quote_id: quote.quote_id,
      otp: await latestOtp(stack.provider.url, a.mobile),
      idempotency_key: key(),
    };
    const bought = await a.bff.trpc.shop.buy.mutate(body);
    expect(bought.order).toMatchObject({ brand: 'flipkart', brand_name: 'Flipkart', amount: '500.00' });
    expect((await a.bff.trpc.shop.buy.mutate(body)).order.id).toBe(bought.order.id);
    expect((await a.bff.trpc.wallet.balances.query()).wallets.INR.available).toBe('1500.00');

    const orders = await a.bff.trpc.shop.orders.query({ page: 1 });
    expect(orders.data.map((order) => order.id)).toEqual([bought.order.id]);
    const code = await a.bff.trpc.shop.code.query({ id: bought.order.id });
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const b = await stack.signedIn();
    const theirs = await failure(b.bff.trpc.shop.code.query({ id: bought.order.id }));
    expect(theirs.appError?.message).toBe(SHOP_MESSAGES.orderNotFound);
    expect(JSON.stringify(theirs)).not.toContain(code.code);
  });

  it('refuses an unknown denomination, a bad amount and an asset it does not take as §8 field errors', async () => {
    const a = await stack.signedIn({ inr: '2000' });
    const denomination = await failure(
      a.bff.trpc.shop.quote.mutate({ brand: 'flipkart', amount: '750', pay_asset: 'INR' }),
    );
    expect(denomination.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'amount' } });
    expect(denomination.appError?.firstFieldError?.message).toMatch(/^This denomination is not available/);
    const bad = await failure(
      a.bff.trpc.shop.quote.mutate({ brand: 'flipkart', amount: '5x', pay_asset: 'INR' }),
    );
    expect(bad.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'amount' } });
    const asset = await failure(
      a.bff.trpc.shop.quote.mutate({ brand: 'flipkart', amount: '500', pay_asset: 'DOGE' as 'INR' }),
    );
    expect(asset.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'pay_asset' } });
  });
});
