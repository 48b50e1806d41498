// UMA through the BFF against the real provider: B chooses a handle; A sends ₹1,000 to it and 0.001 BTC to B's
// mobile number with the §9 transaction code, once per idempotency key; both histories list them; refusals
// arrive as §8 field errors on their inputs (tRPC's own parse for a bad amount, the provider's for the rest).
import { UMA_MESSAGES } from '@sikka/shared/uma/rules';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { key } from '@sikka/tests/support/money';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('UMA through the BFF', () => {
  it('a handle, two transfers confirmed with the transaction code (once per key), both histories', async () => {
    const a = await stack.signedIn({ inr: '5000', btc: '0.01' });
    const b = await stack.signedIn();
    expect(await b.bff.trpc.uma.handle.query()).toEqual({ handle: null, next_change_at: null });
    const chosen = await b.bff.trpc.uma.setHandle.mutate({ handle: '@Bina.BFF' });
    expect(chosen.handle).toBe('bina.bff');

    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const rupees = {
      to: '@bina.bff',
      asset: 'INR' as const,
      amount: '1000',
      note: 'Dinner',
      otp: await latestOtp(stack.provider.url, a.mobile),
      idempotency_key: key(),
    };
    const sent = await a.bff.trpc.uma.send.mutate(rupees);
    expect(sent.transfer).toMatchObject({ direction: 'sent', amount: '1000.00', counterparty: '@bina.bff' });
    const again = await a.bff.trpc.uma.send.mutate(rupees);
    expect(again.transfer.id).toBe(sent.transfer.id);

    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 8 });
    await a.bff.trpc.uma.send.mutate({
      to: b.mobile,
      asset: 'BTC',
      amount: '0.001',
      otp: await latestOtp(stack.provider.url, a.mobile),
      idempotency_key: key(),
    });

    const { wallets } = await b.bff.trpc.wallet.balances.query();
    expect(wallets.INR.available).toBe('1000.00');
    expect(wallets.BTC.available).toBe('0.00100000');
    const received = await b.bff.trpc.uma.transfers.query({ page: 1 });
    expect(received.total).toBe(2);
    expect(received.data.map((t) => [t.direction, t.asset, t.amount])).toEqual([
      ['received', 'BTC', '0.00100000'],
      ['received', 'INR', '1000.00'],
    ]);
    expect((await a.bff.trpc.uma.transfers.query({ page: 1 })).total).toBe(2);
  });

  it('refuses a bad amount, an unknown recipient and oneself as §8 field errors', async () => {
    const a = await stack.signedIn({ inr: '5000' });
    const base = { asset: 'INR' as const, otp: '123456', idempotency_key: key() };
    const negative = await failure(a.bff.trpc.uma.send.mutate({ ...base, to: '@someone', amount: '-5' }));
    expect(negative.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'amount', message: UMA_MESSAGES.notPositive },
    });
    const unknown = await failure(a.bff.trpc.uma.send.mutate({ ...base, to: '@nobody.at.all', amount: '5' }));
    expect(unknown.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'to', message: UMA_MESSAGES.unknownRecipient },
    });
    const self = await failure(a.bff.trpc.uma.send.mutate({ ...base, to: a.mobile, amount: '5' }));
    expect(self.appError?.firstFieldError).toEqual({ field: 'to', message: UMA_MESSAGES.toYourself });
  });
});
